// Tables, seed data and queries of the sandbox's SMS sender registration applications.
import type { Database } from 'better-sqlite3';
import type { StoreArea } from '../area.ts';
import { scaled } from '../area.ts';
import { PRIMARY_ACCOUNT_ID, SEED_ACCOUNTS } from '../core.ts';
import type { Rng } from '../rng.ts';
import { cached } from '../statements.ts';
import { DAY, SEED_EPOCH } from '../time.ts';
import {
  SENDER_APPLICATION_STATUSES,
  type SenderApplicationSort,
  type SenderApplicationStatus,
  type SenderApplicationsQuery,
} from '../../../../src/contracts/sender-applications.ts';

/** Applications of the primary account at full scale (the issue asks for at least 500). */
export const PRIMARY_APPLICATIONS = 620;
/** Never fewer, so that small test stores still hold every status and several countries. */
export const MIN_PRIMARY_APPLICATIONS = 40;
const OTHER_APPLICATIONS = 30;
const MIN_OTHER_APPLICATIONS = 8;

/** The lifecycle order of the statuses, which `sort=status` follows. */
export const STATUS_RANK: Readonly<Record<SenderApplicationStatus, number>> = {
  new: 1,
  accepted: 2,
  'in progress': 3,
  'registration completed': 4,
  rejected: 5,
};

const COUNTRIES = ['UA', 'UA', 'UA', 'PL', 'KZ', 'MD', 'GE', 'DE', 'LT', 'US'] as const;

const SENDER_NAMES = [
  'ACME',
  'Pizza2Go',
  'BankOnline',
  'NovaPost',
  'TaxiNow',
  'MedClinic',
  'ShopMax',
  'AutoService',
  'Kvitka',
  'EcoFarm',
  'InfoSMS',
  'Delivery24',
  'FitClub',
  'BookStore',
  'Travel.ua',
  'SecureBank',
  'Pharma+',
  'CityGas',
  'Lviv Coffee',
  'OdesaPort',
];

/** Text that must be shown as text: markup, script, quotes, right-to-left, emoji, a literal "null". */
const HOSTILE_SENDERS = [
  '<b>bold</b>',
  '"><svg onload=',
  "Robert'); --",
  'שלום‏עולם',
  '🚀 Rocket',
  'null',
  '${7*7}{{7*7}}',
];
export const HOSTILE_TEXTS = [
  '<script>alert("sender")</script>',
  '<img src=x onerror=alert(document.cookie)>',
  "'; DROP TABLE sender_applications; --",
  'null',
  'undefined',
  '‮gnp.exe',
  'Line one\nLine two\n\tTabbed',
  'Zero​width​spaces and trailing space ',
  '👩‍👩‍👧‍👦 family emoji and ＦＵＬＬＷＩＤＴＨ',
  'A very long comment. '.repeat(40).trim(),
];

const PURPOSES = [
  'Order status notifications',
  'One-time passwords',
  'Appointment reminders',
  'Marketing campaigns with opt-in',
  'Delivery notifications',
  'Account security alerts',
];

const REJECTION_REASONS = [
  'The sender name matches a registered trademark of another company; provide a letter of authorisation.',
  'The company code does not match the legal entity name in the state register.',
  'The informing purpose is missing or too vague; describe which messages will be sent.',
  'Generic sender names (INFO, SMS, TEST) cannot be registered.',
  'The website does not belong to the applicant company.',
];

const FIRST_NAMES = ['Olena', 'Taras', 'Iryna', 'Andrii', 'Maria', 'Piotr', 'Aigerim', 'Nino'];
const LAST_NAMES = ['Shevchenko', 'Kowalska', 'Bondarenko', 'Nurlanova', 'Beridze', 'Melnyk'];
const CITIES = ['Kyiv', 'Lviv', 'Warsaw', 'Almaty', 'Chisinau', 'Tbilisi', 'Berlin', 'Vilnius'];

export const senderApplicationsArea: StoreArea = {
  name: 'sender-applications',
  schema: `
    CREATE TABLE sender_applications (
      id INTEGER PRIMARY KEY,
      account_id INTEGER NOT NULL REFERENCES accounts(id),
      sender TEXT NOT NULL,
      status TEXT NOT NULL CHECK (status IN ('new', 'accepted', 'in progress', 'registration completed', 'rejected')),
      status_rank INTEGER NOT NULL,
      created_at INTEGER NOT NULL,
      registered_at INTEGER,
      status_changed_at INTEGER,
      country_code TEXT NOT NULL,
      code_of_company TEXT NOT NULL,
      tax_number TEXT NOT NULL,
      type TEXT NOT NULL DEFAULT 'sms',
      site_url TEXT,
      name TEXT,
      legal_name TEXT,
      address TEXT,
      informing_purpose TEXT,
      comment TEXT,
      rejection_reason TEXT,
      description TEXT
    );
    -- One index per sort key, each ending in id (the tie-breaker), so a page's ids are read in order
    -- from an index instead of sorting whole rows.
    CREATE INDEX sender_applications_by_id ON sender_applications (account_id, id);
    CREATE INDEX sender_applications_by_sender ON sender_applications (account_id, sender COLLATE NOCASE, id);
    CREATE INDEX sender_applications_by_status ON sender_applications (account_id, status_rank, id);
    CREATE INDEX sender_applications_by_country ON sender_applications (account_id, country_code, id);
    CREATE INDEX sender_applications_by_created ON sender_applications (account_id, created_at, id);
  `,
  seed(db, { scale, rng }) {
    for (const account of SEED_ACCOUNTS) {
      const count =
        account.id === PRIMARY_ACCOUNT_ID
          ? scaled(PRIMARY_APPLICATIONS, scale, MIN_PRIMARY_APPLICATIONS)
          : scaled(OTHER_APPLICATIONS, scale, MIN_OTHER_APPLICATIONS);
      seedAccount(db, rng, account.id, count);
    }
  },
};

function maybe<T>(rng: Rng, probability: number, value: () => T): T | null {
  return rng.chance(probability) ? value() : null;
}

function seedAccount(db: Database, rng: Rng, accountId: number, count: number): void {
  const insert = db.prepare(`
    INSERT INTO sender_applications (
      account_id, sender, status, status_rank, created_at, registered_at, status_changed_at, country_code,
      code_of_company, tax_number, type, site_url, name, legal_name, address, informing_purpose, comment,
      rejection_reason, description
    ) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 'sms', ?, ?, ?, ?, ?, ?, ?, ?)`);
  // Spread over the year before the seed epoch, oldest first so ids grow with creation time.
  const span = 365 * DAY;
  const times = Array.from({ length: count }, () => SEED_EPOCH - rng.int(3600, span)).sort(
    (a, b) => a - b,
  );
  times.forEach((createdAt, index) => {
    // The first applications cover every status, so even the smallest store has each one.
    const status =
      index < SENDER_APPLICATION_STATUSES.length
        ? (SENDER_APPLICATION_STATUSES[index] ?? 'new')
        : rng.pick(SENDER_APPLICATION_STATUSES);
    // Two fixed hostile applications early on, so every store (even a test's) has some.
    const forced = index === 5 || index === 6;
    const hostile = forced || rng.chance(0.06);
    const baseName = hostile ? rng.pick(HOSTILE_SENDERS) : rng.pick(SENDER_NAMES);
    const sender = rng.chance(0.15) ? `380${rng.string(9, '0123456789')}` : baseName;
    const country = index < COUNTRIES.length ? (COUNTRIES[index] ?? 'UA') : rng.pick(COUNTRIES);
    const statusChangedAt =
      status === 'new' ? null : Math.min(SEED_EPOCH - 60, createdAt + rng.int(3600, 30 * DAY));
    const registeredAt =
      status === 'registration completed' && statusChangedAt !== null ? statusChangedAt : null;
    const person = `${rng.pick(FIRST_NAMES)} ${rng.pick(LAST_NAMES)}`;
    const company = `${baseName.replace(/[^\p{L}\p{N} ]/gu, '').trim() || 'Company'} LLC`;
    insert.run(
      accountId,
      sender.slice(0, 15),
      status,
      STATUS_RANK[status],
      createdAt,
      registeredAt,
      statusChangedAt,
      country,
      rng.string(8, '0123456789'),
      rng.string(rng.pick([10, 12]), '0123456789'),
      forced || (hostile && rng.chance(0.5))
        ? 'javascript:alert(1)'
        : maybe(
            rng,
            0.7,
            () =>
              `https://${baseName.toLowerCase().replace(/[^a-z0-9]/g, '') || 'example'}.example`,
          ),
      maybe(rng, 0.8, () => person),
      maybe(rng, 0.85, () => company),
      maybe(
        rng,
        0.75,
        () =>
          `${rng.int(1, 120)} ${rng.pick(['Main', 'Shevchenka', 'Polna', 'Abaya'])} St, ${rng.pick(CITIES)}`,
      ),
      maybe(rng, 0.8, () => rng.pick(PURPOSES)),
      forced
        ? (HOSTILE_TEXTS[index - 5] ?? null)
        : hostile
          ? rng.pick(HOSTILE_TEXTS)
          : maybe(rng, 0.3, () => 'Please register before the campaign start.'),
      status === 'rejected' ? rng.pick(REJECTION_REASONS) : null,
      hostile
        ? rng.pick(HOSTILE_TEXTS)
        : maybe(rng, 0.6, () => `Messages from ${baseName} to its customers`),
    );
  });
}

// --- Queries -----------------------------------------------------------------------------------------------

/** An application as stored (the columns the list answers), times in stored seconds. */
export interface ApplicationRow {
  id: number;
  sender: string;
  status: string;
  created_at: number;
  registered_at: number | null;
  status_changed_at: number | null;
  country_code: string;
  code_of_company: string;
  tax_number: string;
  type: string;
  site_url: string | null;
  name: string | null;
  legal_name: string | null;
  address: string | null;
  informing_purpose: string | null;
  comment: string | null;
  rejection_reason: string | null;
  description: string | null;
}

/** Sender names compare case-insensitively, as on a MySQL platform; status follows its lifecycle. */
const ORDER_BY: Readonly<Record<SenderApplicationSort, string>> = {
  id: 'id',
  sender: 'sender COLLATE NOCASE',
  status: 'status_rank',
  country_code: 'country_code',
  created_at: 'created_at',
};

const COLUMNS =
  'id, sender, status, created_at, registered_at, status_changed_at, country_code, code_of_company, tax_number, type, site_url, name, legal_name, address, informing_purpose, comment, rejection_reason, description';

/** `%`, `_` and `\` typed in a sender name are matched as themselves. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;

/**
 * A page of the account's applications, filtered, sorted and paged as the list query asks, with the count of
 * all that match; `createdDayStart` (stored seconds) keeps those created on that day.
 */
export function listApplicationsPage(
  db: Database,
  accountId: number,
  query: SenderApplicationsQuery,
  createdDayStart: number | undefined,
): { total: number; rows: ApplicationRow[] } {
  const where = ['account_id = ?'];
  const params: (string | number)[] = [accountId];
  if (query['filter[status]'] !== undefined) {
    where.push('status = ?');
    params.push(query['filter[status]']);
  }
  if (query['filter[id]'] !== undefined) {
    where.push('id = ?');
    params.push(query['filter[id]']);
  }
  if (query['filter[country_code]'] !== undefined) {
    where.push('country_code = ?');
    params.push(query['filter[country_code]']);
  }
  if (query['filter[sender]'] !== undefined) {
    where.push("sender LIKE ? ESCAPE '\\'");
    params.push(likePattern(query['filter[sender]']));
  }
  if (createdDayStart !== undefined) {
    where.push('created_at >= ? AND created_at < ?');
    params.push(createdDayStart, createdDayStart + DAY);
  }
  const whereSql = where.join(' AND ');
  const offset = query['page[offset]'];
  const limit = query['page[limit]'];
  const way = query.way === 'desc' ? 'DESC' : 'ASC';

  const total =
    cached<(string | number)[], { total: number }>(
      db,
      `SELECT COUNT(*) AS total FROM sender_applications WHERE ${whereSql}`,
    ).get(...params)?.total ?? 0;
  // The page's ids come from the sort key's index; only those rows are then read whole.
  const ids = cached<(string | number)[], { id: number }>(
    db,
    `SELECT id FROM sender_applications WHERE ${whereSql}
     ORDER BY ${ORDER_BY[query.sort]} ${way}, id ${way} LIMIT ? OFFSET ?`,
  )
    .all(...params, limit, offset)
    .map((row) => row.id);
  const byId = new Map(
    cached<[string], ApplicationRow>(
      db,
      `SELECT ${COLUMNS} FROM sender_applications WHERE id IN (SELECT value FROM json_each(?))`,
    )
      .all(JSON.stringify(ids))
      .map((row) => [row.id, row]),
  );
  const rows = ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [row] : [];
  });
  return { total, rows };
}
