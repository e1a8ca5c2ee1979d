// The sandbox's accounts and platform tokens, and their queries: what every request is authenticated against.
import type { Database } from 'better-sqlite3';
import type { StoreArea } from './area.ts';
import { cached } from './statements.ts';

export type AccountMode = 'live' | 'test' | 'demo';

export interface SeedAccount {
  id: number;
  name: string;
  mode: AccountMode;
  api_key: string;
  balance: string;
  currency: string;
  /** Phone numbers verified in the personal account (test mode restricts contacts to them). */
  verified_phones: string[];
}

/** The accounts every sandbox starts with. Ids are stable: other areas seed data for them by id. */
export const SEED_ACCOUNTS: readonly SeedAccount[] = [
  {
    id: 1,
    name: 'Sandbox (live)',
    mode: 'live',
    api_key: 'live_sandbox',
    balance: '1250.0000000',
    currency: 'EUR',
    verified_phones: ['380501234567'],
  },
  {
    id: 2,
    name: 'Sandbox (test mode)',
    mode: 'test',
    api_key: 'live_sandbox_testmode',
    balance: '100.0000000',
    currency: 'EUR',
    verified_phones: ['380501234567', '380671112233'],
  },
  {
    id: 3,
    name: 'Sandbox (demo mode)',
    mode: 'demo',
    api_key: 'live_sandbox_demomode',
    balance: '10.0000000',
    currency: 'EUR',
    verified_phones: [],
  },
  {
    id: 4,
    name: 'Sandbox (Test key)',
    mode: 'live',
    api_key: 'test_sandbox',
    balance: '500.0000000',
    currency: 'USD',
    verified_phones: ['380501234567'],
  },
  {
    id: 5,
    name: 'Sandbox (no funds)',
    mode: 'live',
    api_key: 'live_sandbox_nofunds',
    balance: '0.0000000',
    currency: 'EUR',
    verified_phones: ['380501234567'],
  },
];

/** The account whose data is seeded at full scale. */
export const PRIMARY_ACCOUNT_ID = 1;

export const coreArea: StoreArea = {
  name: 'core',
  schema: `
    CREATE TABLE accounts (
      id INTEGER PRIMARY KEY,
      name TEXT NOT NULL,
      mode TEXT NOT NULL,
      api_key TEXT NOT NULL UNIQUE,
      balance TEXT NOT NULL,
      currency TEXT NOT NULL,
      verified_phones TEXT NOT NULL
    );
    CREATE TABLE tokens (
      token_hash TEXT PRIMARY KEY,
      account_id INTEGER NOT NULL REFERENCES accounts(id),
      expires_at INTEGER NOT NULL,
      revoked INTEGER NOT NULL DEFAULT 0
    );
  `,
  seed(db) {
    const insert = db.prepare(
      'INSERT INTO accounts (id, name, mode, api_key, balance, currency, verified_phones) VALUES (?, ?, ?, ?, ?, ?, ?)',
    );
    for (const a of SEED_ACCOUNTS) {
      insert.run(
        a.id,
        a.name,
        a.mode,
        a.api_key,
        a.balance,
        a.currency,
        JSON.stringify(a.verified_phones),
      );
    }
  },
};

// --- Queries -----------------------------------------------------------------------------------------------

/** The account's balance: its 7-decimal string, or undefined when there is no such account. */
export function findAccountBalance(db: Database, accountId: number): string | undefined {
  return cached<[number], { balance: string }>(db, 'SELECT balance FROM accounts WHERE id = ?').get(
    accountId,
  )?.balance;
}

/** Sets the account's balance (a 7-decimal string). */
export function setAccountBalance(db: Database, accountId: number, balance: string): void {
  cached(db, 'UPDATE accounts SET balance = ? WHERE id = ?').run(balance, accountId);
}

/** An account as stored: `verified_phones` is a JSON array. */
export type AccountRow = Omit<SeedAccount, 'verified_phones'> & { verified_phones: string };

/** The account whose API key this is. */
export function findAccountByKey(db: Database, apiKey: string): AccountRow | undefined {
  return cached<[string], AccountRow>(db, 'SELECT * FROM accounts WHERE api_key = ?').get(apiKey);
}

/** Every account with its key and balance, by id (the /sandbox/accounts control). */
export function listAccountKeys(
  db: Database,
): Pick<AccountRow, 'name' | 'mode' | 'api_key' | 'balance' | 'currency'>[] {
  return cached<[], Pick<AccountRow, 'name' | 'mode' | 'api_key' | 'balance' | 'currency'>>(
    db,
    'SELECT name, mode, api_key, balance, currency FROM accounts ORDER BY id',
  ).all();
}

/** A token (by the hash it is kept under) with its account. */
export function findTokenWithAccount(
  db: Database,
  tokenHash: string,
): (AccountRow & { expires_at: number; revoked: number }) | undefined {
  return cached<[string], AccountRow & { expires_at: number; revoked: number }>(
    db,
    'SELECT t.expires_at, t.revoked, a.* FROM tokens t JOIN accounts a ON a.id = t.account_id WHERE t.token_hash = ?',
  ).get(tokenHash);
}

/** Stores a token issued to the account (by its hash), valid until `expiresAt` (epoch seconds). */
export function insertToken(
  db: Database,
  tokenHash: string,
  accountId: number,
  expiresAt: number,
): void {
  cached(db, 'INSERT INTO tokens (token_hash, account_id, expires_at) VALUES (?, ?, ?)').run(
    tokenHash,
    accountId,
    expiresAt,
  );
}

/** The token can no longer be used, nor refreshed. */
export function revokeToken(db: Database, tokenHash: string): void {
  cached(db, 'UPDATE tokens SET revoked = 1 WHERE token_hash = ?').run(tokenHash);
}
