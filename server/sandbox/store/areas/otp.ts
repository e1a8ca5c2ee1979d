// Tables, seed data and queries of 2FA authentication sessions: sessions, their messages, their (hashed) codes,
// the accounts' channels, the stop lists, and the outbox of every message the sandbox "sends".
import { createHmac, randomBytes } from 'node:crypto';
import type { Database } from 'better-sqlite3';
import type { StoreArea } from '../area.ts';
import { scaled } from '../area.ts';
import { PRIMARY_ACCOUNT_ID, SEED_ACCOUNTS } from '../core.ts';
import type { Rng } from '../rng.ts';
import { cached } from '../statements.ts';
import { DAY, SEED_EPOCH } from '../time.ts';
import type {
  OtpChannel,
  OtpSessionListQuery,
  OtpStatus,
} from '../../../../src/contracts/otp-sessions.ts';

/** Recipients with a fixed behaviour, for tests and integrators (docs/sandbox/otp.md). */
export const MAGIC_RECIPIENTS = {
  /** Viber cannot reach this number: a Viber message is undelivered and falls back to SMS when it can. */
  notViberUser: '380990000001',
  /** On the SMS stop list of every account. */
  smsStopList: '380990000002',
  /** On the Viber stop list of every account. */
  viberStopList: '380990000003',
  /** Every message to this number ends undelivered, so its code never arrives. */
  neverDelivered: '380990000004',
} as const;

/** Prices in units of 10^-7 of the account currency (the spec's 7-decimal amounts, as integers). */
export const PRICE_UNITS = {
  sms: 250_000,
  viber: 150_000,
  /** The session itself, charged when it is verified (the spec: 0 at creation and when canceled). */
  verifiedSession: 50_000,
} as const;

/** The test-mode account has Viber disabled: its sends by Viber are refused with "User channel inactive". */
export const INACTIVE_CHANNELS: readonly { account_id: number; channel: 'sms' | 'viber' }[] = [
  { account_id: 2, channel: 'viber' },
];

/** HMAC-SHA256 of a code under the store's secret: what is kept instead of the code. */
export function hashCode(secret: Buffer, code: string): Buffer {
  return createHmac('sha256', secret).update(code).digest();
}

/** The code in a message text as the /api responses show it: never the code itself. */
export function maskCode(templateText: string, digits: number): string {
  return templateText.replace('{code2fa}', '*'.repeat(digits));
}

/**
 * One index per sort column, each starting with the account and carrying created_at and the low-selectivity
 * filters (status, channel, country_code): a period and those filters are checked inside the index (no row is
 * read), and the count of any combination of them is an index scan. The list chooses between them by the
 * count (listSessionsPage). They are built after the seed's rows, faster than keeping them up to date row by row.
 */
const SESSION_INDEXES = `
  CREATE INDEX otp_sessions_created ON otp_sessions (account_id, created_at, status, channel, country_code);
  CREATE INDEX otp_sessions_id ON otp_sessions (account_id, id, created_at, status, channel, country_code);
  CREATE INDEX otp_sessions_status ON otp_sessions (account_id, status, created_at, channel, country_code);
  CREATE INDEX otp_sessions_channel ON otp_sessions (account_id, channel, created_at, status, country_code);
  CREATE INDEX otp_sessions_recipient
    ON otp_sessions (account_id, recipient, created_at, status, channel, country_code);
  CREATE INDEX otp_sessions_country ON otp_sessions (account_id, country_code, created_at, status, channel);
  CREATE INDEX otp_sessions_finished
    ON otp_sessions (account_id, finished_at, created_at, status, channel, country_code);
  CREATE INDEX otp_sessions_pending ON otp_sessions (expired_at) WHERE status = 'pending';
`;

export const otpArea: StoreArea = {
  name: 'otp',
  // seq is the row order (the tie-breaker of every sort); id is the session id of the spec (a UUID).
  schema: `
    CREATE TABLE otp_code_secret (
      id INTEGER PRIMARY KEY CHECK (id = 1),
      secret BLOB NOT NULL
    );
    CREATE TABLE otp_account_channels (
      account_id INTEGER NOT NULL REFERENCES accounts(id),
      channel TEXT NOT NULL CHECK (channel IN ('sms', 'viber')),
      active INTEGER NOT NULL,
      PRIMARY KEY (account_id, channel)
    ) WITHOUT ROWID;
    CREATE TABLE otp_stop_list (
      account_id INTEGER NOT NULL REFERENCES accounts(id),
      channel TEXT NOT NULL CHECK (channel IN ('sms', 'viber')),
      recipient TEXT NOT NULL,
      added_at INTEGER NOT NULL,
      PRIMARY KEY (account_id, channel, recipient)
    ) WITHOUT ROWID;
    CREATE TABLE otp_sessions (
      seq INTEGER PRIMARY KEY,
      id TEXT NOT NULL UNIQUE,
      account_id INTEGER NOT NULL REFERENCES accounts(id),
      template_id INTEGER,
      recipient TEXT NOT NULL,
      country_code TEXT NOT NULL,
      status TEXT NOT NULL CHECK (status IN ('pending', 'verified', 'expired', 'failed', 'canceled')),
      channel TEXT NOT NULL CHECK (channel IN ('sms', 'viber')),
      sender TEXT NOT NULL,
      sender_alt TEXT,
      message_text TEXT NOT NULL,
      code_lifetime INTEGER NOT NULL,
      code_max_tries INTEGER NOT NULL,
      code_digits INTEGER NOT NULL,
      code_tries_used INTEGER NOT NULL DEFAULT 0,
      price_units INTEGER NOT NULL DEFAULT 0,
      currency TEXT NOT NULL,
      expired_at INTEGER NOT NULL,
      created_at INTEGER NOT NULL,
      updated_at INTEGER NOT NULL,
      finished_at INTEGER
    );
    CREATE TABLE otp_codes (
      id INTEGER PRIMARY KEY,
      session_seq INTEGER NOT NULL REFERENCES otp_sessions(seq),
      code_hash BLOB NOT NULL,
      created_at INTEGER NOT NULL,
      replaced_at INTEGER
    );
    CREATE INDEX otp_codes_session ON otp_codes (session_seq, id);
    CREATE TABLE otp_messages (
      seq INTEGER PRIMARY KEY,
      session_seq INTEGER NOT NULL REFERENCES otp_sessions(seq),
      channel TEXT NOT NULL CHECK (channel IN ('sms', 'viber')),
      recipient TEXT NOT NULL,
      sender TEXT NOT NULL,
      text TEXT NOT NULL,
      status TEXT NOT NULL CHECK (status IN ('accepted', 'delivered', 'undelivered')),
      price_units INTEGER NOT NULL,
      currency TEXT NOT NULL,
      sent_at INTEGER,
      created_at INTEGER NOT NULL
    );
    CREATE INDEX otp_messages_session ON otp_messages (session_seq, seq);
    CREATE TABLE sandbox_outbox (
      seq INTEGER PRIMARY KEY,
      message_id TEXT NOT NULL,
      authentication_id TEXT,
      channel TEXT NOT NULL,
      recipient TEXT NOT NULL,
      sender TEXT NOT NULL,
      text TEXT NOT NULL,
      status TEXT NOT NULL,
      created_at INTEGER NOT NULL
    );
    CREATE INDEX sandbox_outbox_recipient ON sandbox_outbox (recipient, seq);
  `,
  seed(db, { scale, rng }) {
    // The secret is random, not from the seed's generator: the hashes must not be reproducible from the code.
    const secret = randomBytes(32);
    db.prepare('INSERT INTO otp_code_secret (id, secret) VALUES (1, ?)').run(secret);
    seedChannelsAndStopLists(db, rng);
    seedSessions(db, rng, secret, PRIMARY_ACCOUNT_ID, scaled(120_000, scale, 200));
    seedPlantedAnomalies(db, rng.fork('planted anomalies'), secret);
    for (const account of SEED_ACCOUNTS) {
      if (account.id === PRIMARY_ACCOUNT_ID || account.mode === 'demo') continue;
      seedSessions(db, rng, secret, account.id, scaled(600, scale, 20));
    }
    db.exec(SESSION_INDEXES);
    db.exec('ANALYZE otp_sessions');
  },
};

function seedChannelsAndStopLists(db: Database, rng: Rng) {
  const channel = db.prepare(
    'INSERT INTO otp_account_channels (account_id, channel, active) VALUES (?, ?, ?)',
  );
  const stop = db.prepare(
    'INSERT OR IGNORE INTO otp_stop_list (account_id, channel, recipient, added_at) VALUES (?, ?, ?, ?)',
  );
  for (const account of SEED_ACCOUNTS) {
    for (const name of ['sms', 'viber'] as const) {
      const inactive = INACTIVE_CHANNELS.some(
        (c) => c.account_id === account.id && c.channel === name,
      );
      channel.run(account.id, name, inactive ? 0 : 1);
    }
    stop.run(account.id, 'sms', MAGIC_RECIPIENTS.smsStopList, SEED_EPOCH - 90 * DAY);
    stop.run(account.id, 'viber', MAGIC_RECIPIENTS.viberStopList, SEED_EPOCH - 90 * DAY);
  }
  // People who asked not to be messaged again: a few numbers per channel for the primary account.
  for (let i = 0; i < 40; i++) {
    const country = pickCountry(rng);
    stop.run(
      PRIMARY_ACCOUNT_ID,
      rng.chance(0.6) ? 'sms' : 'viber',
      nationalNumber(rng, country),
      SEED_EPOCH - rng.int(1, 300) * DAY,
    );
  }
}

interface SeedCountry {
  code: string;
  /** Calling code followed by the leading digits of mobile numbers. */
  prefixes: readonly string[];
  length: number;
  weight: number;
  /** Share of the country's sessions that end verified (by SMS; Viber converts a little better). */
  verified: number;
  /** Share of the country's people who have Viber (the others get the SMS fallback when there is one). */
  viberReach: number;
}

// Seeded Ukrainian numbers never start with 38050 or 38099: those are left to tests and the magic numbers.
const SEED_COUNTRIES: readonly SeedCountry[] = [
  {
    code: 'UA',
    prefixes: ['38063', '38067', '38068', '38093', '38097', '38073'],
    length: 12,
    weight: 40,
    verified: 0.8,
    viberReach: 0.9,
  },
  {
    code: 'PL',
    prefixes: ['4850', '4851', '4853', '4860', '4869'],
    length: 11,
    weight: 12,
    verified: 0.76,
    viberReach: 0.7,
  },
  {
    code: 'DE',
    prefixes: ['49151', '49160', '49170', '49176'],
    length: 13,
    weight: 10,
    verified: 0.74,
    viberReach: 0.45,
  },
  { code: 'GB', prefixes: ['447'], length: 12, weight: 8, verified: 0.73, viberReach: 0.4 },
  {
    code: 'KZ',
    prefixes: ['7701', '7705', '7747'],
    length: 11,
    weight: 5,
    verified: 0.64,
    viberReach: 0.8,
  },
  {
    code: 'US',
    prefixes: ['1212', '1415', '1646', '1917'],
    length: 11,
    weight: 5,
    verified: 0.69,
    viberReach: 0.3,
  },
  { code: 'ES', prefixes: ['346'], length: 11, weight: 4, verified: 0.71, viberReach: 0.55 },
  { code: 'FR', prefixes: ['336', '337'], length: 11, weight: 4, verified: 0.7, viberReach: 0.5 },
  { code: 'IT', prefixes: ['393'], length: 12, weight: 3, verified: 0.68, viberReach: 0.6 },
  {
    code: 'MD',
    prefixes: ['3736', '3737'],
    length: 11,
    weight: 3,
    verified: 0.62,
    viberReach: 0.85,
  },
  {
    code: 'AT',
    prefixes: ['43664', '43676'],
    length: 12,
    weight: 2,
    verified: 0.74,
    viberReach: 0.55,
  },
  {
    code: 'IE',
    prefixes: ['35383', '35387'],
    length: 12,
    weight: 2,
    verified: 0.72,
    viberReach: 0.4,
  },
  {
    code: 'JP',
    prefixes: ['8190', '8180'],
    length: 12,
    weight: 1,
    verified: 0.66,
    viberReach: 0.35,
  },
  {
    code: 'AE',
    prefixes: ['97150', '97155'],
    length: 12,
    weight: 1,
    verified: 0.58,
    viberReach: 0.6,
  },
];
const TOTAL_WEIGHT = SEED_COUNTRIES.reduce((sum, c) => sum + c.weight, 0);

function pickCountry(rng: Rng): SeedCountry {
  let roll = rng.int(1, TOTAL_WEIGHT);
  for (const country of SEED_COUNTRIES) {
    roll -= country.weight;
    if (roll <= 0) return country;
  }
  return SEED_COUNTRIES[0] as SeedCountry;
}

function nationalNumber(rng: Rng, country: SeedCountry): string {
  const prefix = rng.pick(country.prefixes);
  return prefix + rng.string(country.length - prefix.length, '0123456789');
}

function uuid(rng: Rng): string {
  const hex = rng.string(32, '0123456789abcdef');
  const variant = rng.pick(['8', '9', 'a', 'b']);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** A code of `digits` digits whose first digit is not 0, so that it survives being sent as an integer. */
export function codeOfDigits(digits: number, randomDigit: (min: number, max: number) => number) {
  let code = String(randomDigit(1, 9));
  for (let i = 1; i < digits; i++) code += String(randomDigit(0, 9));
  return code;
}

interface SeedTemplate {
  id: number;
  text: string;
  countries: ReadonlySet<string>;
}

const SENDERS = ['MyShop', 'Bank24', 'Acme ID', 'Delivery', 'CityTaxi', '380445556677'];
const SENDER_ALTS = ['MyShopSMS', 'Bank24 SMS', 'AcmeSMS'];
const LIFETIMES = [60, 120, 180, 300, 300];
const DIGITS = [4, 6, 6, 6, 8];
const MAX_TRIES = [1, 3, 3, 3, 5];

type SeedStatus = 'pending' | 'verified' | 'expired' | 'failed' | 'canceled';

/** One seeded session as the writer takes it: who, when, how it ended, and how its messages went. */
interface SeedSession {
  recipient: string;
  country: string;
  channel: 'sms' | 'viber';
  sender: string;
  senderAlt: string | null;
  template: SeedTemplate;
  lifetime: number;
  digits: number;
  maxTries: number;
  status: SeedStatus;
  triesUsed: number;
  createdAt: number;
  /** Creation, then each resend. */
  sends: readonly number[];
  expiredAt: number;
  finishedAt: number | null;
  /** Per send: whether Viber reached the person (Viber only) and whether the SMS was delivered. */
  delivery: readonly { viberUser: boolean; smsDelivered: boolean }[];
}

/** The approved templates of an account that seeded sessions use, and a stand-in for countries without one. */
function seedTemplatesOf(db: Database, accountId: number) {
  const templates = (
    db
      .prepare(
        "SELECT id, text, countries FROM otp_templates WHERE account_id = ? AND status = 'approved' AND test_only = 0 ORDER BY id",
      )
      .all(accountId) as { id: number; text: string; countries: string }[]
  ).map((t): SeedTemplate => ({
    id: t.id,
    text: t.text,
    countries: new Set(JSON.parse(t.countries) as string[]),
  }));
  const fallbackTemplate: SeedTemplate = {
    id: 0,
    text: 'Your verification code is {code2fa}',
    countries: new Set(),
  };
  return (rng: Rng, country: string): SeedTemplate => {
    const matching = templates.filter((t) => t.countries.has(country));
    return matching.length > 0 ? rng.pick(matching) : fallbackTemplate;
  };
}

const INSERT_MESSAGE = `INSERT INTO otp_messages (session_seq, channel, recipient, sender, text, status, price_units,
    currency, sent_at, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`;

/** Writes seeded sessions with their codes and messages for one account. */
function sessionWriter(db: Database, secret: Buffer, account: { id: number; currency: string }) {
  const insertSession = db.prepare(
    `INSERT INTO otp_sessions (id, account_id, template_id, recipient, country_code, status, channel, sender,
       sender_alt, message_text, code_lifetime, code_max_tries, code_digits, code_tries_used, price_units, currency,
       expired_at, created_at, updated_at, finished_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const insertCode = db.prepare(
    'INSERT INTO otp_codes (session_seq, code_hash, created_at, replaced_at) VALUES (?, ?, ?, ?)',
  );
  const insertMessage = db.prepare(INSERT_MESSAGE);
  return (session: SeedSession, rng: Rng): number => {
    const lastSendAt = session.sends[session.sends.length - 1] ?? session.createdAt;
    const { lastInsertRowid } = insertSession.run(
      uuid(rng),
      account.id,
      session.template.id || null,
      session.recipient,
      session.country,
      session.status,
      session.channel,
      session.sender,
      session.senderAlt,
      session.template.text,
      session.lifetime,
      session.maxTries,
      session.digits,
      session.triesUsed,
      session.status === 'verified' ? PRICE_UNITS.verifiedSession : 0,
      account.currency,
      session.expiredAt,
      session.createdAt,
      session.finishedAt ?? lastSendAt,
      session.finishedAt,
    );
    const sessionSeq = Number(lastInsertRowid);
    const text = maskCode(session.template.text, session.digits);
    session.sends.forEach((sentAt, index) => {
      const code = codeOfDigits(session.digits, (min, max) => rng.int(min, max));
      insertCode.run(
        sessionSeq,
        hashCode(secret, code),
        sentAt,
        index < session.sends.length - 1 ? session.sends[index + 1] : null,
      );
      const delivery = session.delivery[index] ?? { viberUser: true, smsDelivered: true };
      const sms = (sender: string, offset: number) =>
        insertMessage.run(
          sessionSeq,
          'sms',
          session.recipient,
          sender,
          text,
          delivery.smsDelivered ? 'delivered' : 'undelivered',
          PRICE_UNITS.sms,
          account.currency,
          sentAt + offset + 1,
          sentAt + offset,
        );
      if (session.channel === 'sms') {
        sms(session.sender, 0);
        return;
      }
      insertMessage.run(
        sessionSeq,
        'viber',
        session.recipient,
        session.sender,
        text,
        delivery.viberUser ? 'delivered' : 'undelivered',
        delivery.viberUser ? PRICE_UNITS.viber : 0,
        account.currency,
        sentAt + 1,
        sentAt,
      );
      if (!delivery.viberUser && session.senderAlt) sms(session.senderAlt, 2);
    });
    return sessionSeq;
  };
}

/** How a session ends, for a country and channel: verified at the country's rate, the rest spread as usual. */
function seedStatus(roll: number, verifiedShare: number): SeedStatus {
  if (roll < verifiedShare) return 'verified';
  const rest = (roll - verifiedShare) / (1 - verifiedShare);
  return rest < 0.5 ? 'expired' : rest < 0.72 ? 'failed' : rest < 0.93 ? 'canceled' : 'pending';
}

/** Viber reaches people a little better than SMS gets a code typed back. */
const VIBER_VERIFIED_BONUS = 0.05;

function seedSessions(db: Database, rng: Rng, secret: Buffer, accountId: number, count: number) {
  const account = SEED_ACCOUNTS.find((a) => a.id === accountId);
  if (!account) return;
  const templateFor = seedTemplatesOf(db, accountId);
  const write = sessionWriter(db, secret, account);

  // A pool of people who come back: the same recipient appears in many sessions, as on a real service.
  const pool = Array.from({ length: Math.max(10, Math.round(count / 6)) }, () => {
    const country = pickCountry(rng);
    return { recipient: nationalNumber(rng, country), country };
  });
  const span = 180 * DAY;
  const times = Array.from({ length: count }, () => SEED_EPOCH - rng.int(30, span)).sort(
    (a, b) => a - b,
  );

  for (const createdAt of times) {
    write(planSession(rng, templateFor, rng.pick(pool), createdAt, SEED_EPOCH).session, rng);
  }
}

/**
 * One session of a person created at `createdAt`, as the seed and the live traffic make it: its channel,
 * template, code settings, resend, delivery and end, at the country's rates. An end after `now` is not known
 * yet: the session is pending, and `verifyAt` says when it will be verified (null: it will expire).
 */
function planSession(
  rng: Rng,
  templateFor: (rng: Rng, country: string) => SeedTemplate,
  person: { recipient: string; country: SeedCountry },
  createdAt: number,
  now: number,
): { session: SeedSession; verifyAt: number | null } {
  const channel = rng.chance(0.35) ? 'viber' : 'sms';
  const senderAlt = channel === 'viber' && rng.chance(0.7) ? rng.pick(SENDER_ALTS) : null;
  const sender = rng.pick(SENDERS);
  const template = templateFor(rng, person.country.code);
  const lifetime = rng.pick(LIFETIMES);
  const digits = rng.pick(DIGITS);
  const maxTries = rng.pick(MAX_TRIES);
  const resent = rng.chance(0.08);
  const lastSendAt = resent ? createdAt + rng.int(20, lifetime - 5) : createdAt;
  const expiredAt = lastSendAt + lifetime;
  const planned = seedStatus(
    rng.next(),
    person.country.verified + (channel === 'viber' ? VIBER_VERIFIED_BONUS : 0),
  );
  const plannedEnd =
    planned === 'pending' || planned === 'expired'
      ? expiredAt
      : lastSendAt + rng.int(5, Math.max(6, lifetime - 1));
  // Pending means no one acted: at `now` it is expired when its lifetime has passed.
  const status: SeedStatus =
    plannedEnd > now ? 'pending' : planned === 'pending' ? 'expired' : planned;
  const triesUsed =
    status === 'failed' ? maxTries : status === 'pending' ? 0 : rng.int(0, maxTries - 1);
  const sends = resent && lastSendAt <= now ? [createdAt, lastSendAt] : [createdAt];
  return {
    session: {
      recipient: person.recipient,
      country: person.country.code,
      channel,
      sender,
      senderAlt,
      template,
      lifetime,
      digits,
      maxTries,
      status,
      triesUsed,
      createdAt,
      sends,
      expiredAt,
      finishedAt: status === 'pending' ? null : plannedEnd,
      delivery: sends.map(() =>
        channel === 'sms'
          ? { viberUser: false, smsDelivered: rng.chance(0.97) }
          : { viberUser: rng.chance(person.country.viberReach), smsDelivered: true },
      ),
    },
    verifyAt: status === 'pending' && planned === 'verified' ? plannedEnd : null,
  };
}

/**
 * The live sandbox's 2FA sessions (server/sandbox/traffic.ts): a session of a new or returning person of the
 * primary account, made as the seed makes them. Returns its row and when it will be verified, if it will.
 */
export function createOtpTraffic(db: Database) {
  const account = SEED_ACCOUNTS.find((a) => a.id === PRIMARY_ACCOUNT_ID);
  const secret = readCodeSecret(db);
  if (!account || !secret)
    throw new Error('the sandbox store has no primary account or code secret');
  const templateFor = seedTemplatesOf(db, account.id);
  const write = sessionWriter(db, secret, account);
  return (rng: Rng, createdAt: number, now: number) => {
    const country = pickCountry(rng);
    const { session, verifyAt } = planSession(
      rng,
      templateFor,
      { recipient: nationalNumber(rng, country), country },
      createdAt,
      now,
    );
    return { seq: write(session, rng), status: session.status, verifyAt };
  };
}

/**
 * The cases 2FA insight must find, planted in the last hours of the primary account's history (not scaled, so
 * that they show at any SANDBOX_SCALE; docs/sandbox/otp.md): a burst of SMS sessions to the United Arab
 * Emirates that almost never verify (SMS pumping), one recipient retrying many times without success, and a
 * few hours in which Viber fails to reach Ukrainian numbers so that most Viber sessions fall back to SMS.
 */
export const PLANTED_ANOMALIES = {
  pumping: { country: 'AE', sessions: 160, verified: 4, fromHoursBeforeEnd: 8 },
  retries: { recipient: '380970001234', sessions: 14, fromHoursBeforeEnd: 3 },
  fallback: { country: 'UA', sessions: 40, fromHoursBeforeEnd: 5, toHoursBeforeEnd: 1 },
} as const;

function seedPlantedAnomalies(db: Database, rng: Rng, secret: Buffer) {
  const account = SEED_ACCOUNTS.find((a) => a.id === PRIMARY_ACCOUNT_ID);
  if (!account) return;
  const templateFor = seedTemplatesOf(db, account.id);
  const writeSession = sessionWriter(db, secret, account);
  const write = (session: SeedSession) => writeSession(session, rng);
  const country = (code: string): SeedCountry => {
    const found = SEED_COUNTRIES.find((c) => c.code === code);
    if (!found) throw new Error(`No seed country ${code}`);
    return found;
  };
  const ended = (createdAt: number, status: SeedStatus, lifetime: number) =>
    status === 'expired' ? createdAt + lifetime : createdAt + rng.int(15, lifetime - 5);
  const base = {
    sender: 'MyShop',
    senderAlt: null,
    lifetime: 120,
    digits: 6,
    maxTries: 3,
  } as const;

  const { pumping, retries, fallback } = PLANTED_ANOMALIES;
  const pumped = country(pumping.country);
  for (let i = 0; i < pumping.sessions; i++) {
    const createdAt =
      SEED_EPOCH -
      pumping.fromHoursBeforeEnd * 3600 +
      Math.floor((i * pumping.fromHoursBeforeEnd * 3600) / pumping.sessions) +
      rng.int(0, 60);
    // Premium numbers in one range, each asked for a code once and never typing it back.
    const status: SeedStatus =
      i % Math.floor(pumping.sessions / pumping.verified) === 7 ? 'verified' : 'expired';
    write({
      ...base,
      recipient: `9715${rng.string(8, '0123456789')}`,
      country: pumped.code,
      channel: 'sms',
      template: templateFor(rng, pumping.country),
      status,
      triesUsed: 0,
      createdAt,
      sends: [createdAt],
      expiredAt: createdAt + base.lifetime,
      finishedAt: ended(createdAt, status, base.lifetime),
      delivery: [{ viberUser: false, smsDelivered: true }],
    });
  }

  for (let i = 0; i < retries.sessions; i++) {
    const createdAt =
      SEED_EPOCH -
      retries.fromHoursBeforeEnd * 3600 +
      i * Math.floor((retries.fromHoursBeforeEnd * 3600 - 900) / retries.sessions);
    const status: SeedStatus = i % 3 === 2 ? 'failed' : 'expired';
    write({
      ...base,
      recipient: retries.recipient,
      country: 'UA',
      channel: 'sms',
      template: templateFor(rng, 'UA'),
      status,
      triesUsed: status === 'failed' ? base.maxTries : 0,
      createdAt,
      sends: [createdAt],
      expiredAt: createdAt + base.lifetime,
      finishedAt: ended(createdAt, status, base.lifetime),
      delivery: [{ viberUser: false, smsDelivered: i % 2 === 0 }],
    });
  }

  const ukraine = country(fallback.country);
  const windowSeconds = (fallback.fromHoursBeforeEnd - fallback.toHoursBeforeEnd) * 3600;
  for (let i = 0; i < fallback.sessions; i++) {
    const createdAt =
      SEED_EPOCH -
      fallback.fromHoursBeforeEnd * 3600 +
      Math.floor((i * windowSeconds) / fallback.sessions);
    const status = seedStatus(rng.next(), ukraine.verified);
    const finalStatus = status === 'pending' ? 'expired' : status;
    write({
      ...base,
      senderAlt: rng.pick(SENDER_ALTS),
      recipient: nationalNumber(rng, ukraine),
      country: fallback.country,
      channel: 'viber',
      template: templateFor(rng, fallback.country),
      status: finalStatus,
      triesUsed: finalStatus === 'failed' ? base.maxTries : 0,
      createdAt,
      sends: [createdAt],
      expiredAt: createdAt + base.lifetime,
      finishedAt: ended(createdAt, finalStatus, base.lifetime),
      delivery: [{ viberUser: false, smsDelivered: true }],
    });
  }
}

// --- Queries -----------------------------------------------------------------------------------------------

/** A session as stored: `id` is the spec's session id (a UUID), `seq` the row order; times in stored seconds. */
export interface OtpSessionRow {
  seq: number;
  id: string;
  account_id: number;
  template_id: number | null;
  recipient: string;
  country_code: string;
  status: OtpStatus;
  channel: OtpChannel;
  sender: string;
  sender_alt: string | null;
  message_text: string;
  code_lifetime: number;
  code_max_tries: number;
  code_digits: number;
  code_tries_used: number;
  price_units: number;
  currency: string;
  expired_at: number;
  created_at: number;
  updated_at: number;
  finished_at: number | null;
}

/** A message of a session as stored: its text has the code masked. */
export interface OtpMessageRow {
  seq: number;
  session_seq: number;
  channel: OtpChannel;
  recipient: string;
  sender: string;
  text: string;
  status: string;
  price_units: number;
  currency: string;
  sent_at: number | null;
  created_at: number;
}

/** The secret codes are hashed under, or undefined when the store has none. */
export function readCodeSecret(db: Database): Buffer | undefined {
  return cached<[], { secret: Buffer }>(db, 'SELECT secret FROM otp_code_secret WHERE id = 1').get()
    ?.secret;
}

const secretCache = new WeakMap<Database, Buffer>();

/** The secret codes are hashed under, read once per database. */
export function codeSecret(db: Database): Buffer {
  let secret = secretCache.get(db);
  if (!secret) {
    secret = readCodeSecret(db);
    if (!secret) throw new Error('the 2FA code secret is missing from the store');
    secretCache.set(db, secret);
  }
  return secret;
}

/** Sessions whose code lifetime has passed by `now` become expired at the moment they expired. */
export function expireLapsedSessions(db: Database, now: number): void {
  cached(
    db,
    `UPDATE otp_sessions SET status = 'expired', finished_at = expired_at, updated_at = expired_at
     WHERE status = 'pending' AND expired_at <= ?`,
  ).run(now);
}

/** A session of the account, by its id. */
export function findSession(
  db: Database,
  accountId: number,
  id: string,
): OtpSessionRow | undefined {
  return cached<[string, number], OtpSessionRow>(
    db,
    'SELECT * FROM otp_sessions WHERE id = ? AND account_id = ?',
  ).get(id, accountId);
}

/** A session by its row number (one just written or just found). */
export function sessionBySeq(db: Database, seq: number): OtpSessionRow {
  return cached<[number], OtpSessionRow>(db, 'SELECT * FROM otp_sessions WHERE seq = ?').get(
    seq,
  ) as OtpSessionRow;
}

/** A session's messages, in the order they were sent. */
export function listSessionMessages(db: Database, seq: number): OtpMessageRow[] {
  return cached<[number], OtpMessageRow>(
    db,
    'SELECT * FROM otp_messages WHERE session_seq = ? ORDER BY seq',
  ).all(seq);
}

/** Whether the recipient is on the account's stop list of the channel. */
export function isOnStopList(
  db: Database,
  accountId: number,
  channel: OtpChannel,
  recipient: string,
): boolean {
  return (
    cached(
      db,
      'SELECT 1 FROM otp_stop_list WHERE account_id = ? AND channel = ? AND recipient = ?',
    ).get(accountId, channel, recipient) !== undefined
  );
}

/** The account's channel: undefined when the account has no such channel. */
export function findAccountChannel(
  db: Database,
  accountId: number,
  channel: OtpChannel,
): { active: number } | undefined {
  return cached<[number, OtpChannel], { active: number }>(
    db,
    'SELECT active FROM otp_account_channels WHERE account_id = ? AND channel = ?',
  ).get(accountId, channel);
}

/** How many of the account's sessions to the recipient are pending. */
export function countPendingSessionsTo(db: Database, accountId: number, recipient: string): number {
  return cached(
    db,
    "SELECT COUNT(*) FROM otp_sessions WHERE account_id = ? AND recipient = ? AND status = 'pending'",
  )
    .pluck()
    .get(accountId, recipient) as number;
}

/** How many sessions the account has sent the recipient after `since`. */
export function countSessionsToSince(
  db: Database,
  accountId: number,
  recipient: string,
  since: number,
): number {
  return cached(
    db,
    'SELECT COUNT(*) FROM otp_sessions WHERE account_id = ? AND recipient = ? AND created_at > ?',
  )
    .pluck()
    .get(accountId, recipient, since) as number;
}

/** How many sessions the account created in [from, to). */
export function countSessionsCreatedBetween(
  db: Database,
  accountId: number,
  from: number,
  to: number,
): number {
  return (
    cached<[number, number, number], { n: number }>(
      db,
      'SELECT COUNT(*) AS n FROM otp_sessions WHERE account_id = ? AND created_at >= ? AND created_at < ?',
    ).get(accountId, from, to) as { n: number }
  ).n;
}

/** What Send OTP stores: a pending session whose message text is its template's, created at `now`. */
export interface NewSession {
  accountId: number;
  templateId: number;
  recipient: string;
  countryCode: string;
  channel: OtpChannel;
  sender: string;
  senderAlt: string | null;
  codeLifetime: number;
  codeMaxTries: number;
  codeDigits: number;
  currency: string;
}

/** Stores a new pending session (its id a fresh UUID); returns its row number. */
export function insertPendingSession(
  db: Database,
  id: string,
  session: NewSession,
  now: number,
): number {
  const { lastInsertRowid } = cached(
    db,
    `INSERT INTO otp_sessions (id, account_id, template_id, recipient, country_code, status, channel, sender,
       sender_alt, message_text, code_lifetime, code_max_tries, code_digits, code_tries_used, price_units,
       currency, expired_at, created_at, updated_at, finished_at)
     VALUES (?, ?, ?, ?, ?, 'pending', ?, ?, ?, (SELECT text FROM otp_templates WHERE id = ?), ?, ?, ?, 0, 0,
       ?, ?, ?, ?, NULL)`,
  ).run(
    id,
    session.accountId,
    session.templateId,
    session.recipient,
    session.countryCode,
    session.channel,
    session.sender,
    session.senderAlt,
    session.templateId,
    session.codeLifetime,
    session.codeMaxTries,
    session.codeDigits,
    session.currency,
    now + session.codeLifetime,
    now,
    now,
  );
  return Number(lastInsertRowid);
}

/** Ends the session's current code at `at` (a new one replaces it). */
export function retireSessionCode(db: Database, sessionSeq: number, at: number): void {
  cached(
    db,
    'UPDATE otp_codes SET replaced_at = ? WHERE session_seq = ? AND replaced_at IS NULL',
  ).run(at, sessionSeq);
}

/** Stores the hash of the session's new current code. */
export function insertSessionCode(
  db: Database,
  sessionSeq: number,
  codeHash: Buffer,
  at: number,
): void {
  cached(
    db,
    'INSERT INTO otp_codes (session_seq, code_hash, created_at, replaced_at) VALUES (?, ?, ?, NULL)',
  ).run(sessionSeq, codeHash, at);
}

/** The hash of the session's current code, if it has one. */
export function findCurrentCodeHash(db: Database, sessionSeq: number): Buffer | undefined {
  return cached<[number], { code_hash: Buffer }>(
    db,
    'SELECT code_hash FROM otp_codes WHERE session_seq = ? AND replaced_at IS NULL ORDER BY id DESC LIMIT 1',
  ).get(sessionSeq)?.code_hash;
}

/** A message of the session as sent and charged, with the code masked; returns its row number. */
export function insertSessionMessage(
  db: Database,
  session: Pick<OtpSessionRow, 'seq' | 'recipient' | 'currency'>,
  message: {
    channel: OtpChannel;
    sender: string;
    text: string;
    status: 'delivered' | 'undelivered';
    priceUnits: number;
    at: number;
  },
): number {
  const { lastInsertRowid } = cached(db, INSERT_MESSAGE).run(
    session.seq,
    message.channel,
    session.recipient,
    message.sender,
    message.text,
    message.status,
    message.priceUnits,
    session.currency,
    message.at,
    message.at,
  );
  return Number(lastInsertRowid);
}

/** A resent code lives a full lifetime from now: the session's expiry moves with it. */
export function extendSessionExpiry(
  db: Database,
  seq: number,
  expiredAt: number,
  now: number,
): void {
  cached(db, 'UPDATE otp_sessions SET expired_at = ?, updated_at = ? WHERE seq = ?').run(
    expiredAt,
    now,
    seq,
  );
}

/** The right code was given: the session is verified at `now` and costs `priceUnits`. */
export function markSessionVerified(
  db: Database,
  seq: number,
  now: number,
  priceUnits: number,
): void {
  cached(
    db,
    "UPDATE otp_sessions SET status = 'verified', finished_at = ?, updated_at = ?, price_units = ? WHERE seq = ?",
  ).run(now, now, priceUnits, seq);
}

/**
 * A session planned verified by the live traffic is verified at `at`, unless someone acted on it since (it is
 * no longer pending). Returns the count of sessions verified (0 or 1).
 */
export function verifyPlannedSession(
  db: Database,
  seq: number,
  at: number,
  priceUnits: number,
): number {
  return cached(
    db,
    `UPDATE otp_sessions SET status = 'verified', finished_at = ?, updated_at = ?, price_units = ?
       WHERE seq = ? AND status = 'pending'`,
  ).run(at, at, priceUnits, seq).changes;
}

/** A wrong code used the session's last try: it fails at `now`. */
export function markSessionFailed(db: Database, seq: number, triesUsed: number, now: number): void {
  cached(
    db,
    "UPDATE otp_sessions SET code_tries_used = ?, status = 'failed', finished_at = ?, updated_at = ? WHERE seq = ?",
  ).run(triesUsed, now, now, seq);
}

/** A wrong code that leaves tries: the count of tries used goes up. */
export function recordCodeTry(db: Database, seq: number, triesUsed: number, now: number): void {
  cached(db, 'UPDATE otp_sessions SET code_tries_used = ?, updated_at = ? WHERE seq = ?').run(
    triesUsed,
    now,
    seq,
  );
}

/** The session is canceled at `now` and costs nothing. */
export function markSessionCanceled(db: Database, seq: number, now: number): void {
  cached(
    db,
    "UPDATE otp_sessions SET status = 'canceled', price_units = 0, finished_at = ?, updated_at = ? WHERE seq = ?",
  ).run(now, now, seq);
}

/** The sort columns in order (the tie-breakers make every order total) and the index that keeps that order. */
const SORTS: Record<OtpSessionListQuery['sort'], { columns: readonly string[]; index: string }> = {
  id: { columns: ['id'], index: 'otp_sessions_id' },
  created_at: { columns: ['created_at', 'seq'], index: 'otp_sessions_created' },
  status: { columns: ['status', 'created_at', 'seq'], index: 'otp_sessions_status' },
  channel: { columns: ['channel', 'created_at', 'seq'], index: 'otp_sessions_channel' },
  recipient: { columns: ['recipient', 'created_at', 'seq'], index: 'otp_sessions_recipient' },
  finished_at: { columns: ['finished_at', 'created_at', 'seq'], index: 'otp_sessions_finished' },
  country_code: { columns: ['country_code', 'created_at', 'seq'], index: 'otp_sessions_country' },
};

/**
 * Past this many matching sessions, a page is read by walking the sort's own index (the filters are checked
 * inside it) rather than by sorting every match, which SQLite's planner would otherwise choose for a filter.
 */
const WALK_SORT_INDEX_FROM = 2000;

/** One page of the list: its sessions in order, each with its messages, and the count of all that match. */
export interface SessionPage {
  total: number;
  sessions: { row: OtpSessionRow; messages: OtpMessageRow[] }[];
}

/**
 * A page of the account's sessions created in [from, to] (stored seconds), filtered, sorted and paged as the
 * list query asks.
 */
export function listSessionsPage(
  db: Database,
  accountId: number,
  period: { from: number; to: number },
  query: OtpSessionListQuery,
): SessionPage {
  const params: Record<string, string | number> = {
    account: accountId,
    from: period.from,
    to: period.to,
  };
  const where = ['account_id = @account', 'created_at BETWEEN @from AND @to'];
  const ids = query['filter[ids]'];
  if (ids && ids.length > 0) {
    ids.forEach((id, i) => (params[`id${i}`] = id));
    where.push(`id IN (${ids.map((_, i) => `@id${i}`).join(', ')})`);
  }
  const filters = [
    ['status', query['filter[status]']],
    ['channel', query['filter[channel]']],
    ['recipient', query['filter[recipient]']],
    ['country_code', query['filter[country_code]']],
  ] as const;
  for (const [column, value] of filters) {
    if (value === undefined) continue;
    params[column] = value;
    where.push(`${column} = @${column}`);
  }
  const condition = where.join(' AND ');
  const total = cached(db, `SELECT COUNT(*) FROM otp_sessions WHERE ${condition}`)
    .pluck()
    .get(params) as number;

  const offset = query['page[offset]'];
  const limit = Math.min(query['page[limit]'], Math.max(0, total - offset));
  if (limit === 0) return { sessions: [], total };
  // A page in the far half is read from the other end, in the opposite order, and turned around.
  const fromEnd = offset > total / 2;
  const way = fromEnd === (query.way === 'asc') ? 'DESC' : 'ASC';
  const sort = SORTS[query.sort];
  const selective = (ids && ids.length > 0) || query['filter[recipient]'] !== undefined;
  const walk = !selective && query.sort !== 'created_at' && total >= WALK_SORT_INDEX_FROM;
  const seqs = cached(
    db,
    `SELECT seq FROM otp_sessions ${walk ? `INDEXED BY ${sort.index}` : ''} WHERE ${condition}
     ORDER BY ${sort.columns.map((column) => `${column} ${way}`).join(', ')} LIMIT @limit OFFSET @offset`,
  )
    .pluck()
    .all({ ...params, limit, offset: fromEnd ? total - offset - limit : offset }) as number[];
  if (fromEnd) seqs.reverse();
  if (seqs.length === 0) return { sessions: [], total };

  // The page's rows and their messages by one statement each, prepared once: the seqs go as one JSON array.
  const seqList = JSON.stringify(seqs);
  const rows = cached(
    db,
    'SELECT * FROM otp_sessions WHERE seq IN (SELECT value FROM json_each(?))',
  ).all(seqList) as OtpSessionRow[];
  const messages = cached(
    db,
    `SELECT * FROM otp_messages WHERE session_seq IN (SELECT value FROM json_each(?))
     ORDER BY session_seq, seq`,
  ).all(seqList) as OtpMessageRow[];
  const bySeq = new Map(rows.map((row) => [row.seq, row]));
  const messagesBySeq = new Map<number, OtpMessageRow[]>();
  for (const message of messages) {
    const list = messagesBySeq.get(message.session_seq);
    if (list) list.push(message);
    else messagesBySeq.set(message.session_seq, [message]);
  }
  const sessions = seqs.flatMap((seq) => {
    const row = bySeq.get(seq);
    return row ? [{ row, messages: messagesBySeq.get(seq) ?? [] }] : [];
  });
  return { sessions, total };
}

/** A message as the outbox keeps it: the text the recipient would read, code included. */
export interface OutboxEntry {
  message_id: string;
  authentication_id: string | null;
  channel: 'sms' | 'viber';
  recipient: string;
  sender: string;
  text: string;
  status: string;
  /** Stored seconds. */
  created_at: number;
}

/** Adds a message the sandbox "sent" to the outbox. */
export function insertOutboxMessage(db: Database, entry: OutboxEntry): void {
  cached<[OutboxEntry]>(
    db,
    `INSERT INTO sandbox_outbox (message_id, authentication_id, channel, recipient, sender, text, status, created_at)
     VALUES (@message_id, @authentication_id, @channel, @recipient, @sender, @text, @status, @created_at)`,
  ).run(entry);
}

/** The newest `limit` outbox messages, newest first. */
export function listLatestOutboxMessages(
  db: Database,
  limit: number,
): (OutboxEntry & { seq: number })[] {
  return cached<[number], OutboxEntry & { seq: number }>(
    db,
    'SELECT * FROM sandbox_outbox ORDER BY seq DESC LIMIT ?',
  ).all(limit);
}

/** The newest `limit` outbox messages to one recipient, newest first. */
export function listLatestOutboxMessagesTo(
  db: Database,
  recipient: string,
  limit: number,
): (OutboxEntry & { seq: number })[] {
  return cached<[string, number], OutboxEntry & { seq: number }>(
    db,
    'SELECT * FROM sandbox_outbox WHERE recipient = ? ORDER BY seq DESC LIMIT ?',
  ).all(recipient, limit);
}
