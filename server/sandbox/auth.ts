// The platform's two authentication schemes (X-API-KEY, and bearer tokens from /api/auth/login) and token renewal.
import { Hono } from 'hono';
import { createMiddleware } from 'hono/factory';
import { createHash, randomBytes } from 'node:crypto';
import type { Database } from 'better-sqlite3';
import type { Account, SandboxEnv } from './env.ts';
import { fieldErrorsFromZod, readJson, serviceError, validationError } from './http.ts';
import { loginRequestSchema } from '../../src/contracts/auth.ts';
import type { Store } from './store/db.ts';
import {
  findAccountByKey,
  findTokenWithAccount,
  insertToken,
  revokeToken,
  type AccountRow,
} from './store/core.ts';

/** Lifetime of a platform token, in sandbox seconds. */
export const TOKEN_LIFETIME_SECONDS = 3600;
/** How long after expiry a token may still be exchanged by /api/auth/refresh. */
export const REFRESH_GRACE_SECONDS = 7 * 86_400;

export const UNAUTHENTICATED = 'Unauthenticated.';

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

function toAccount(row: AccountRow): Account {
  return {
    ...row,
    verified_phones: JSON.parse(row.verified_phones) as string[],
    test_key: row.api_key.startsWith('test_'),
  };
}

export function accountByKey(db: Database, apiKey: string): Account | undefined {
  const row = findAccountByKey(db, apiKey);
  return row && toAccount(row);
}

function tokenRow(db: Database, token: string) {
  return findTokenWithAccount(db, hashToken(token));
}

function issueToken(store: Store, accountId: number): string {
  const token = `sbx.${randomBytes(24).toString('base64url')}`;
  insertToken(
    store.db,
    hashToken(token),
    accountId,
    store.clock.nowSeconds() + TOKEN_LIFETIME_SECONDS,
  );
  return token;
}

/** `Bearer xyz` or `Bearer: xyz` (the spec writes a colon after Bearer). */
export function bearerFrom(header: string | undefined): string | undefined {
  const m = /^Bearer:?\s+(\S+)\s*$/i.exec(header ?? '');
  return m?.[1];
}

/** Resolves the account of a request from either scheme, or undefined. */
function authenticate(
  store: Store,
  apiKey: string | undefined,
  authorization: string | undefined,
): Account | undefined {
  if (apiKey) return accountByKey(store.db, apiKey);
  const token = bearerFrom(authorization);
  if (!token) return undefined;
  const row = tokenRow(store.db, token);
  if (!row || row.revoked || row.expires_at <= store.clock.nowSeconds()) return undefined;
  return toAccount(row);
}

export const requireAccount = createMiddleware<SandboxEnv>(async (c, next) => {
  const account = authenticate(
    c.get('store'),
    c.req.header('x-api-key'),
    c.req.header('authorization'),
  );
  if (!account) return serviceError(c, 401, UNAUTHENTICATED);
  c.set('account', account);
  await next();
});

export const authRoutes = new Hono<SandboxEnv>()
  .post('/api/auth/login', async (c) => {
    const body = await readJson(c);
    const parsed = loginRequestSchema.safeParse(body);
    if (!parsed.success) return validationError(c, fieldErrorsFromZod(parsed.error));
    const store = c.get('store');
    const account = accountByKey(store.db, parsed.data.api_key);
    if (!account) return serviceError(c, 401, UNAUTHENTICATED);
    const bearer = issueToken(store, account.id);
    // The spec gives the response as `bearer`; base_url responses carry payloads in `data`: answer both.
    return c.json({ bearer, data: { bearer } });
  })
  .post('/api/auth/refresh', (c) => {
    const store = c.get('store');
    const token = bearerFrom(c.req.header('authorization'));
    const row = token ? tokenRow(store.db, token) : undefined;
    if (
      !token ||
      !row ||
      row.revoked ||
      row.expires_at + REFRESH_GRACE_SECONDS <= store.clock.nowSeconds()
    ) {
      return serviceError(c, 401, UNAUTHENTICATED);
    }
    revokeToken(store.db, hashToken(token));
    const bearer = issueToken(store, row.id);
    return c.json({ bearer, data: { bearer } });
  });
