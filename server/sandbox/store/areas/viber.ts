// Tables, seed data and queries of the sandbox's Viber messages: status records, some cascaded to SMS (alt route).
import type { Database } from 'better-sqlite3';
import type { SeedContext, StoreArea } from '../area.ts';
import { scaled } from '../area.ts';
import { PRIMARY_ACCOUNT_ID, SEED_ACCOUNTS } from '../core.ts';
import type { Rng } from '../rng.ts';
import { cached } from '../statements.ts';
import { DAY, SEED_EPOCH } from '../time.ts';

/** Ids of the primary account's first messages: fixed so that tests, e2e runs and the docs can name them. */
export const VIBER_SAMPLES = {
  /** Read on Viber. */
  read: { id: 7_100_000_001, reference: 'INV2025000001' },
  /** Not a Viber user: cascaded to SMS, delivered. */
  cascaded: { id: 7_100_000_002, reference: 'CASCADE2025000002' },
  /** Cascaded to SMS, the SMS still scheduled (as in the spec's example). */
  cascadedScheduled: { id: 7_100_000_003, reference: 'CASCADE2025000003' },
  /** Scheduled for later: not sent yet, no delivery time. */
  scheduled: { id: 7_100_000_004, reference: 'LATER2025000004' },
} as const;

/** Message statuses the sandbox uses (the spec shows only read, and scheduled for an alt route). */
export const VIBER_STATUSES = [
  'scheduled',
  'sent',
  'delivered',
  'read',
  'undelivered',
  'expired',
  'failed',
] as const;
export const VIBER_ALT_STATUSES = ['scheduled', 'sent', 'delivered', 'undelivered'] as const;

interface Country {
  code: string;
  prefix: string;
  /** Digits after the prefix. */
  digits: number;
}

const COUNTRIES: readonly Country[] = [
  { code: 'UA', prefix: '380', digits: 9 },
  { code: 'PL', prefix: '48', digits: 9 },
  { code: 'DE', prefix: '49', digits: 10 },
  { code: 'MD', prefix: '373', digits: 8 },
  { code: 'KZ', prefix: '77', digits: 9 },
];

/** Message text kept with the record (the spec's record does not carry it), some of it hostile on purpose. */
const TEXTS = [
  'Your order has shipped.',
  'Ваше замовлення відправлено.',
  'Payment received, thank you!',
  '<script>alert("viber")</script>',
  'Click <a href="javascript:alert(1)">here</a>',
  '\u202Egnp.exe\u202C invoice',
  'zero\u200Bwidth\u200Djoiner',
  '🎉 -20% today only',
] as const;

export interface ViberRow {
  id: number;
  account_id: number;
  msisdn: string;
  reference: string;
  time_in: number;
  time_sent: number | null;
  time_dr: number | null;
  status: string;
  price: string;
  currency: string;
  text: string;
  alt_channel: string | null;
  alt_id: string | null;
  alt_status: string | null;
  alt_price: string | null;
}

const price = (rng: Rng, min: number, max: number) =>
  `0.${String(rng.int(min, max)).padStart(4, '0')}000`;

function msisdn(rng: Rng): string {
  const country = rng.pick(COUNTRIES);
  return country.prefix + rng.string(country.digits, '0123456789').replace(/^0/, '5');
}

function reference(rng: Rng, id: number): string {
  switch (rng.int(0, 3)) {
    case 0:
      return `ORD${id}`;
    case 1:
      return rng.string(32, '0123456789abcdef');
    case 2:
      return rng.string(rng.int(6, 20));
    default:
      return `inv${rng.string(10, '0123456789')}`;
  }
}

/** One message of the seed, its times placed before SEED_EPOCH (scheduled ones after it). */
function seedMessage(
  rng: Rng,
  id: number,
  accountId: number,
  currency: string,
  forced?: { status: string; alt?: string; reference: string },
): ViberRow {
  const timeIn = SEED_EPOCH - rng.int(60, 180 * DAY);
  const roll = rng.next();
  let status: string;
  let alt: string | undefined;
  if (forced) {
    status = forced.status;
    alt = forced.alt;
  } else if (roll < 0.12) {
    // Cascaded: not a Viber user (undelivered) or not read within the TTL (expired), then sent as SMS.
    status = rng.chance(0.7) ? 'undelivered' : 'expired';
    alt = rng.pick(['delivered', 'delivered', 'delivered', 'sent', 'undelivered', 'scheduled']);
  } else if (roll < 0.15) status = 'scheduled';
  else if (roll < 0.5) status = 'read';
  else if (roll < 0.8) status = 'delivered';
  else if (roll < 0.88) status = 'sent';
  else if (roll < 0.94) status = 'undelivered';
  else if (roll < 0.98) status = 'expired';
  else status = 'failed';

  const scheduled = status === 'scheduled';
  const timeSent = scheduled ? SEED_EPOCH + rng.int(DAY, 14 * DAY) : timeIn + rng.int(0, 300);
  const delivered = status === 'delivered' || status === 'read';
  const charged = delivered || status === 'sent';
  return {
    id,
    account_id: accountId,
    msisdn: msisdn(rng),
    reference: forced?.reference ?? reference(rng, id),
    time_in: timeIn,
    time_sent: timeSent,
    time_dr: delivered ? timeSent + rng.int(2, 3600) : null,
    status,
    price: charged ? price(rng, 80, 450) : '0.0000000',
    currency,
    text: rng.pick(TEXTS),
    alt_channel: alt ? 'sms' : null,
    alt_id: alt ? String(9_000_000_000 + id) : null,
    alt_status: alt ?? null,
    alt_price: alt ? (alt === 'undelivered' ? '0.0000000' : price(rng, 150, 900)) : null,
  };
}

const FORCED = [
  { ...VIBER_SAMPLES.read, status: 'read' },
  { ...VIBER_SAMPLES.cascaded, status: 'undelivered', alt: 'delivered' },
  { ...VIBER_SAMPLES.cascadedScheduled, status: 'expired', alt: 'scheduled' },
  { ...VIBER_SAMPLES.scheduled, status: 'scheduled' },
] as const;

function seed(db: Database, { scale, rng }: SeedContext): void {
  const insert = db.prepare(
    `INSERT INTO viber_messages (id, account_id, msisdn, reference, time_in, time_sent, time_dr, status, price,
       currency, text, alt_channel, alt_id, alt_status, alt_price)
     VALUES (@id, @account_id, @msisdn, @reference, @time_in, @time_sent, @time_dr, @status, @price,
       @currency, @text, @alt_channel, @alt_id, @alt_status, @alt_price)`,
  );
  // Ids are sparse (gaps of 1 to 5) and never shared between accounts, as a platform's generated ids are.
  let nextId = 7_100_000_001;
  for (const account of SEED_ACCOUNTS) {
    const primary = account.id === PRIMARY_ACCOUNT_ID;
    const count = primary ? scaled(6000, scale, 60) : scaled(800, scale, 20);
    for (let i = 0; i < count; i++) {
      const forced = primary ? FORCED[i] : undefined;
      const id = forced ? forced.id : nextId;
      insert.run(seedMessage(rng, id, account.id, account.currency, forced));
      nextId = Math.max(nextId, id) + rng.int(1, 5);
    }
  }
}

export const viberArea: StoreArea = {
  name: 'viber',
  schema: `
    CREATE TABLE viber_messages (
      id INTEGER PRIMARY KEY,
      account_id INTEGER NOT NULL REFERENCES accounts(id),
      msisdn TEXT NOT NULL,
      reference TEXT NOT NULL,
      time_in INTEGER NOT NULL,
      time_sent INTEGER,
      time_dr INTEGER,
      status TEXT NOT NULL,
      price TEXT NOT NULL,
      currency TEXT NOT NULL,
      text TEXT NOT NULL,
      alt_channel TEXT,
      alt_id TEXT,
      alt_status TEXT,
      alt_price TEXT
    );
    CREATE INDEX viber_messages_reference ON viber_messages (account_id, reference, id);
  `,
  seed,
};

// --- Queries -----------------------------------------------------------------------------------------------

/** A message of the account, by id (ids pass 2^53: read as a BigInt). */
export function findViberMessage(
  db: Database,
  accountId: number,
  id: bigint,
): ViberRow | undefined {
  return cached<[bigint, number], ViberRow>(
    db,
    'SELECT * FROM viber_messages WHERE id = ? AND account_id = ?',
  ).get(id, accountId);
}

/** The account's latest message with this reference (a client may reuse a reference). */
export function findLatestViberMessageByReference(
  db: Database,
  accountId: number,
  reference: string,
): ViberRow | undefined {
  return cached<[number, string], ViberRow>(
    db,
    'SELECT * FROM viber_messages WHERE account_id = ? AND reference = ? ORDER BY id DESC LIMIT 1',
  ).get(accountId, reference);
}
