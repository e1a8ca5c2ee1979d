// Tables, seed data and queries of the sandbox's OTP message templates.
import type { Database } from 'better-sqlite3';
import type { StoreArea } from '../area.ts';
import { PRIMARY_ACCOUNT_ID, SEED_ACCOUNTS } from '../core.ts';
import { cached } from '../statements.ts';
import { DAY, SEED_EPOCH } from '../time.ts';
import { COUNTRY_CODES } from '../../../../src/contracts/countries.ts';
import type {
  TemplateListQuery,
  TemplateSort,
  TemplateStatus,
} from '../../../../src/contracts/otp-templates.ts';

/** Every ISO 3166-1 alpha-2 code, sorted: the countries of each account's default template. */
export const ALL_COUNTRY_CODES: readonly string[] = [...COUNTRY_CODES].sort();

/** The default template of an account has the account's id as its template_id (1..5), so tests can name it. */
export const defaultTemplateId = (accountId: number) => accountId;

export const DEFAULT_TEMPLATE_NAME = 'Default';
export const DEFAULT_TEMPLATE_TEXT = 'Your verification code is {code2fa}. Do not share it.';

/** Seeded templates of the primary account start here; the first ids are the accounts' defaults. */
const FIRST_SEEDED_ID = 101;

interface SeedTemplate {
  name: string;
  text: string;
  countries: string[];
  status: TemplateStatus;
}

const EU = ['DE', 'FR', 'PL', 'ES', 'IT', 'NL'];

/**
 * The primary account's templates: every status, every sort order meaningful, some text a console must show
 * safely (markup, right-to-left and zero-width characters, emoji, non-Latin scripts). 6 requested leave room
 * for 4 more before the limit of 10.
 */
const PRIMARY_TEMPLATES: readonly SeedTemplate[] = [
  {
    name: 'Login code',
    text: 'Your login code: {code2fa}',
    countries: ['UA', 'PL'],
    status: 'approved',
  },
  {
    name: 'Password reset',
    text: '{code2fa} is your password reset code.',
    countries: ['UA'],
    status: 'approved',
  },
  {
    name: 'Payment confirmation',
    text: 'Confirm the payment with code {code2fa}. Never share it.',
    countries: EU,
    status: 'approved',
  },
  {
    name: 'Ukrainian',
    text: 'Ваш код підтвердження: {code2fa}',
    countries: ['UA'],
    status: 'approved',
  },
  {
    name: 'Deutsch',
    text: 'Ihr Bestätigungscode lautet {code2fa}.',
    countries: ['DE', 'AT', 'CH'],
    status: 'approved',
  },
  {
    name: 'Español',
    text: 'Tu código de verificación es {code2fa}.',
    countries: ['ES', 'MX', 'AR'],
    status: 'approved',
  },
  {
    name: 'Japanese',
    text: '認証コード: {code2fa}',
    countries: ['JP'],
    status: 'approved',
  },
  {
    name: 'Emoji 🔐',
    text: '🔐 Code {code2fa} — valid for 5 minutes',
    countries: ['US', 'GB'],
    status: 'approved',
  },
  {
    name: '<script>alert("name")</script>',
    text: '<b>Code</b> {code2fa} <img src=x onerror=alert(1)>',
    countries: ['US'],
    status: 'approved',
  },
  {
    name: 'Arabic رمز التحقق',
    text: 'رمز التحقق الخاص بك هو {code2fa}',
    countries: ['AE', 'SA', 'EG'],
    status: 'approved',
  },
  {
    name: 'RTL override \u202Eedoc\u202C',
    text: 'Code \u202E{code2fa}\u202C for \u202Bsign-in\u202C',
    countries: ['IL'],
    status: 'approved',
  },
  {
    name: 'Zero\u200Bwidth\u200Dname',
    text: 'Your\u200B code\u200C is\u200D {code2fa}\uFEFF',
    countries: ['GB'],
    status: 'approved',
  },
  {
    name: 'Delivery',
    text: 'Courier code: {code2fa}. Tell it on delivery.',
    countries: ['UA', 'MD'],
    status: 'approved',
  },
  {
    name: 'Withdrawal',
    text: 'Withdrawal code {code2fa}. If it was not you, call us.',
    countries: ['GB', 'IE'],
    status: 'approved',
  },
  {
    name: 'Account recovery',
    text: 'Recovery code: {code2fa}',
    countries: ['CA', 'US'],
    status: 'requested',
  },
  {
    name: 'Marketing opt-in',
    text: 'Confirm subscription: {code2fa}',
    countries: ['FR'],
    status: 'requested',
  },
  {
    name: 'New device',
    text: 'A new device signs in. Code {code2fa}',
    countries: EU,
    status: 'requested',
  },
  {
    name: 'Polski',
    text: 'Twój kod weryfikacyjny to {code2fa}.',
    countries: ['PL'],
    status: 'requested',
  },
  {
    name: '<i>Italic</i> & "quotes"',
    text: '<a href="javascript:alert(1)">{code2fa}</a>',
    countries: ['IT'],
    status: 'requested',
  },
  {
    name: 'Two-step (beta)',
    text: 'Step two: {code2fa}',
    countries: ['NL', 'BE'],
    status: 'requested',
  },
  {
    name: 'Lottery winner',
    text: 'You won! Claim with {code2fa} at our site',
    countries: ['US'],
    status: 'rejected',
  },
  {
    name: 'Urgent bank notice',
    text: 'URGENT: your account is blocked, code {code2fa}',
    countries: ['GB'],
    status: 'rejected',
  },
  {
    name: 'Crypto bonus',
    text: 'Bonus 100 USDT! Code {code2fa}',
    countries: ['TR', 'NG'],
    status: 'rejected',
  },
  {
    name: 'Casino',
    text: 'Free spins code {code2fa} 🎰',
    countries: ['MT'],
    status: 'rejected',
  },
  {
    name: 'Shortened link',
    text: 'Code {code2fa} bit.ly/xyz',
    countries: ['US', 'CA'],
    status: 'rejected',
  },
  {
    name: '"><svg onload=alert(1)>',
    text: '{code2fa}"><svg/onload=alert(2)>',
    countries: ['US'],
    status: 'rejected',
  },
];

/** An approved template of the primary account that exists only in the account's test mode (id 127). */
export const TEST_ONLY_TEMPLATE_ID = FIRST_SEEDED_ID + PRIMARY_TEMPLATES.length;

function insertTemplates(db: Database, seed: (insert: (row: SeedTemplateRow) => void) => void) {
  const statement = db.prepare(
    `INSERT INTO otp_templates (id, account_id, name, text, countries, status, is_default, test_only, updated_at)
     VALUES (@id, @account_id, @name, @text, @countries, @status, @is_default, @test_only, @updated_at)`,
  );
  seed((row) => statement.run({ ...row, countries: JSON.stringify(row.countries) }));
}

interface SeedTemplateRow {
  id: number;
  account_id: number;
  name: string;
  text: string;
  countries: readonly string[];
  status: TemplateStatus;
  is_default: 0 | 1;
  test_only: 0 | 1;
  updated_at: number;
}

export const otpTemplatesArea: StoreArea = {
  name: 'otp-templates',
  // AUTOINCREMENT: a deleted template's id is never given to a new one, as a platform's ids are not reused.
  // Sessions (area "otp") read this table to send: keep its columns stable. `countries` is a JSON array of
  // upper-case ISO 3166-1 alpha-2 codes (`json_each(countries)` finds one); `updated_at` is stored seconds;
  // `test_only` marks a template that exists only in the account's test mode ("Template is not available").
  schema: `
    CREATE TABLE otp_templates (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      account_id INTEGER NOT NULL REFERENCES accounts(id),
      name TEXT NOT NULL,
      text TEXT NOT NULL,
      countries TEXT NOT NULL,
      status TEXT NOT NULL CHECK (status IN ('requested', 'approved', 'rejected')),
      is_default INTEGER NOT NULL DEFAULT 0,
      test_only INTEGER NOT NULL DEFAULT 0,
      updated_at INTEGER NOT NULL,
      UNIQUE (account_id, name)
    );
    CREATE INDEX otp_templates_account_status ON otp_templates (account_id, status);
  `,
  // Templates are few per account and fixed in count whatever the scale, so every test sees the same set.
  seed(db, { rng }) {
    insertTemplates(db, (insert) => {
      for (const account of SEED_ACCOUNTS) {
        insert({
          id: defaultTemplateId(account.id),
          account_id: account.id,
          name: DEFAULT_TEMPLATE_NAME,
          text: DEFAULT_TEMPLATE_TEXT,
          countries: ALL_COUNTRY_CODES,
          status: 'approved',
          is_default: 1,
          test_only: 0,
          updated_at: SEED_EPOCH - 400 * DAY,
        });
      }
      PRIMARY_TEMPLATES.forEach((template, index) => {
        insert({
          id: FIRST_SEEDED_ID + index,
          account_id: PRIMARY_ACCOUNT_ID,
          ...template,
          is_default: 0,
          test_only: 0,
          // Requested templates are recent (moderation takes days); decided ones are spread over a year.
          updated_at:
            SEED_EPOCH -
            (template.status === 'requested' ? rng.int(1, 5 * DAY) : rng.int(6 * DAY, 365 * DAY)),
        });
      });
      insert({
        id: TEST_ONLY_TEMPLATE_ID,
        account_id: PRIMARY_ACCOUNT_ID,
        name: 'Test mode only',
        text: 'TEST {code2fa}',
        countries: ['UA'],
        status: 'approved',
        is_default: 0,
        test_only: 1,
        updated_at: SEED_EPOCH - 30 * DAY,
      });
    });
  },
};

// --- Queries -----------------------------------------------------------------------------------------------

/** A template as stored: `countries` is the JSON array, flags are 0 or 1. */
export interface TemplateRow {
  id: number;
  account_id: number;
  name: string;
  text: string;
  countries: string;
  status: TemplateStatus;
  is_default: number;
  test_only: number;
  updated_at: number;
}

/** A template by id, whichever account it belongs to (callers check the account). */
export function findTemplate(db: Database, id: number): TemplateRow | undefined {
  return cached<[number], TemplateRow>(db, 'SELECT * FROM otp_templates WHERE id = ?').get(id);
}

/** A template of the account, by id. */
export function findAccountTemplate(
  db: Database,
  accountId: number,
  id: number,
): TemplateRow | undefined {
  return cached<[number, number], TemplateRow>(
    db,
    'SELECT * FROM otp_templates WHERE id = ? AND account_id = ?',
  ).get(id, accountId);
}

const SORT_COLUMNS: Record<TemplateSort, string> = {
  template_id: 'id',
  status: 'status',
  name: 'name COLLATE NOCASE',
  updated_at: 'updated_at',
};

/** One page of the account's templates, filtered and sorted as asked, with the count of all that match. */
export function listTemplates(
  db: Database,
  accountId: number,
  query: TemplateListQuery,
): { rows: TemplateRow[]; total: number } {
  const where = ['account_id = ?'];
  const params: (string | number)[] = [accountId];
  const ids = query['filter[ids]'];
  if (ids && ids.length > 0) {
    where.push(`id IN (${ids.map(() => '?').join(', ')})`);
    params.push(...ids.map(Number));
  }
  if (query['filter[status]']) {
    where.push('status = ?');
    params.push(query['filter[status]']);
  }
  const whereSql = where.join(' AND ');
  const way = query.way === 'desc' ? 'DESC' : 'ASC';
  // Up to 100 ids make the text: prepared per request, not kept.
  const rows = db
    .prepare(
      `SELECT * FROM otp_templates WHERE ${whereSql}
       ORDER BY ${SORT_COLUMNS[query.sort]} ${way}, id ${way} LIMIT ? OFFSET ?`,
    )
    .all(...params, query['page[limit]'], query['page[offset]']) as TemplateRow[];
  const { total } = db
    .prepare(`SELECT COUNT(*) AS total FROM otp_templates WHERE ${whereSql}`)
    .get(...params) as { total: number };
  return { rows, total };
}

/** Whether the account has a template of this name (names are unique per account). */
export function templateNameTaken(db: Database, accountId: number, name: string): boolean {
  return (
    cached(db, 'SELECT 1 FROM otp_templates WHERE account_id = ? AND name = ?').get(
      accountId,
      name,
    ) !== undefined
  );
}

/** How many of the account's templates await moderation. */
export function countRequestedTemplates(db: Database, accountId: number): number {
  const { requested } = cached<[number], { requested: number }>(
    db,
    "SELECT COUNT(*) AS requested FROM otp_templates WHERE account_id = ? AND status = 'requested'",
  ).get(accountId) as { requested: number };
  return requested;
}

/** Stores a new template awaiting moderation; returns its id. */
export function insertRequestedTemplate(
  db: Database,
  template: { accountId: number; name: string; text: string; countries: readonly string[] },
  at: number,
): number {
  const { lastInsertRowid } = cached(
    db,
    `INSERT INTO otp_templates (account_id, name, text, countries, status, updated_at)
     VALUES (?, ?, ?, ?, 'requested', ?)`,
  ).run(template.accountId, template.name, template.text, JSON.stringify(template.countries), at);
  return Number(lastInsertRowid);
}

export function deleteTemplate(db: Database, id: number): void {
  cached(db, 'DELETE FROM otp_templates WHERE id = ?').run(id);
}

/** The moderation decision: the template becomes approved or rejected at `at`. */
export function decideTemplate(
  db: Database,
  id: number,
  status: Exclude<TemplateStatus, 'requested'>,
  at: number,
): void {
  cached(db, 'UPDATE otp_templates SET status = ?, updated_at = ? WHERE id = ?').run(
    status,
    at,
    id,
  );
}

/** The account's template that has waited longest for moderation. */
export function findOldestRequestedTemplate(
  db: Database,
  accountId: number,
): { id: number } | undefined {
  return cached<[number], { id: number }>(
    db,
    `SELECT id FROM otp_templates WHERE account_id = ? AND status = 'requested'
     ORDER BY updated_at, id LIMIT 1`,
  ).get(accountId);
}
