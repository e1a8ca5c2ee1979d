// Tables, seed data and queries of the sandbox's statistics files: the listing rows, and the entries of each file,
// generated on demand from the file's seed (200,000 entries are cheaper to regenerate than to store as rows).
import type { Database } from 'better-sqlite3';
import type { SeedContext, StoreArea } from '../area.ts';
import { scaled } from '../area.ts';
import { PRIMARY_ACCOUNT_ID, SEED_ACCOUNTS } from '../core.ts';
import { createRng, type Rng } from '../rng.ts';
import { cached } from '../statements.ts';
import { DAY, SEED_EPOCH } from '../time.ts';
import type {
  HlrBodyWire,
  StatisticsEntryWire,
  StatEntryKind,
} from '../../../../src/contracts/statistics.ts';

/** Keys of the primary account's files that tests, e2e runs, the benchmark and the docs name. */
export const STAT_FILE_SAMPLES = {
  /** 200,000 entries (at full scale) of sms, hlr and viber over three months: json, xml and csv. */
  large: '5f0c8e2a9d4b47e1a3c6b8d0e2f4a611',
  /** A small file of the three kinds, for comparing the three formats entry by entry. */
  mixed: '7a3d1c9e0b5f42d8a6e4c2b0d9f1e322',
  /** Viber entries only, many cascaded to SMS. */
  viber: '2b9e4f1a7c3d45e0b8a6d4c2e0f9a133',
  /** HLR lookups only. */
  hlr: '9c2a5e8b1d4f4a7c0e3b6d9f2a5c8e44',
  /** Requested by message ids: json and xml only (no message_type, so no csv). */
  messageIds: '4e7b0a3d6c9f41b2e5a8c1d4f7b0e355',
  /** A period with no messages: a Done file of zero entries. */
  empty: '1d4a7c0f3b6e49a2d5c8f1b4e7a0d366',
  /** A file the platform failed to generate. */
  failed: '8f1c4b7e0a3d46c9f2b5e8a1d4c7f077',
} as const;

/** The user id the platform writes into each request object of an account. */
export const statUserId = (accountId: number) => String(10_450 + accountId);

export interface StatFileRow {
  key: string;
  account_id: number;
  created_at: number;
  status: 'Done' | 'Error';
  /** 'period' (originator, source, message type, dates) or 'messages' (message ids). */
  form: 'period' | 'messages';
  originator: string;
  source_type: string;
  /** Comma-separated kinds, '' when the request had no message type. */
  message_type: string;
  time_from: number;
  time_to: number;
  /** JSON array of the requested message ids (form 'messages'). */
  message_ids: string;
  user_id: string;
  /** Kinds of entries the content holds (for a 'messages' file: what the ids turned out to be). */
  kinds: string;
  entries: number;
  seed: number;
  /** Added to the entry index to give message_ID. */
  first_id: number;
}

// ---------------------------------------------------------------------------------------------------------
// What entries are made of.

interface Operator {
  brand: string;
  operator: string;
  mnc: string;
}

interface Country {
  name: string;
  mcc: string;
  prefix: string;
  digits: number;
  operators: readonly Operator[];
  /** Share of the traffic. */
  weight: number;
}

const COUNTRIES: readonly Country[] = [
  {
    name: 'Ukraine',
    mcc: '255',
    prefix: '380',
    digits: 9,
    weight: 40,
    operators: [
      { brand: 'Kyivstar', operator: 'Kyivstar JSC', mnc: '03' },
      { brand: 'Vodafone', operator: 'PrJSC VF Ukraine', mnc: '01' },
      { brand: 'lifecell', operator: 'lifecell LLC', mnc: '06' },
    ],
  },
  {
    name: 'Poland',
    mcc: '260',
    prefix: '48',
    digits: 9,
    weight: 18,
    operators: [
      { brand: 'Plus', operator: 'Polkomtel Sp. z o.o.', mnc: '01' },
      { brand: 'T-Mobile', operator: 'T-Mobile Polska S.A.', mnc: '02' },
      { brand: 'Orange', operator: 'Orange Polska S.A.', mnc: '03' },
      { brand: 'Play', operator: 'P4 Sp. z o.o.', mnc: '06' },
    ],
  },
  {
    name: 'Germany',
    mcc: '262',
    prefix: '49',
    digits: 10,
    weight: 14,
    operators: [
      { brand: 'Telekom', operator: 'Telekom Deutschland GmbH', mnc: '01' },
      { brand: 'Vodafone', operator: 'Vodafone GmbH', mnc: '02' },
      { brand: 'O2', operator: 'Telefónica Germany GmbH & Co. oHG', mnc: '07' },
    ],
  },
  {
    name: 'Moldova',
    mcc: '259',
    prefix: '373',
    digits: 8,
    weight: 8,
    operators: [
      { brand: 'Orange', operator: 'Orange Moldova S.A.', mnc: '01' },
      { brand: 'Moldcell', operator: 'Moldcell S.A.', mnc: '02' },
    ],
  },
  {
    name: 'Kazakhstan',
    mcc: '401',
    prefix: '77',
    digits: 9,
    weight: 10,
    operators: [
      { brand: 'Beeline', operator: 'KaR-Tel LLP', mnc: '01' },
      { brand: 'Kcell', operator: 'Kcell JSC', mnc: '02' },
      { brand: 'Tele2', operator: 'Mobile Telecom-Service LLP', mnc: '77' },
    ],
  },
  {
    name: 'United Kingdom',
    mcc: '234',
    prefix: '44',
    digits: 10,
    weight: 10,
    operators: [
      { brand: 'EE', operator: 'EE Limited', mnc: '30' },
      { brand: 'Vodafone', operator: 'Vodafone Limited', mnc: '15' },
      { brand: 'O2', operator: 'Telefónica UK Limited', mnc: '10' },
      { brand: 'Three', operator: 'Hutchison 3G UK Limited', mnc: '20' },
    ],
  },
];
const COUNTRY_WEIGHT = COUNTRIES.reduce((sum, c) => sum + c.weight, 0);

const ORIGINATORS = ['ShopUA', 'BankInfo', 'Taxi24', 'MyClinic', 'Delivery', 'PromoClub'];

const TEXTS = [
  'Your order #{n} has shipped. Track it in the app.',
  'Код підтвердження: {n}. Нікому його не повідомляйте.',
  'Payment of 24.99 EUR received, thank you!',
  'Ihre Bestellung {n} ist unterwegs.',
  'Twoja wizyta jest jutro o 10:30.',
  'Сіздің тапсырысыңыз {n} дайын.',
  'Reminder: your appointment is tomorrow, 9:00.',
  '🎉 -20% on everything today only, code SAVE{n}',
] as const;

/** Text a viewer must show as text: markup, script, bidi overrides, invisible characters, delimiters. */
export const HOSTILE_TEXTS = [
  '<script>alert("stat")</script>',
  '<img src=x onerror="alert(1)">Free gift',
  '</message></message_data><error>1</error>',
  'Invoice \u202Efdp.exe\u202C attached',
  'zero\u200Bwidth\u200Cjoiner\u200Dtext\uFEFF',
  'مرحبا بك في متجرنا',
  'Quote "this", and, commas; then a\nnew line\r\nand ""double"" quotes',
  '=HYPERLINK("http://evil.example","click")',
  ']]><![CDATA[ & &amp; &lt;b&gt; \\u0041 \\',
  'Line\u2028separator\u2029paragraph',
  `Long: ${'lorem ipsum dolor sit amet '.repeat(24).trim()}`,
] as const;

const CAPTIONS = ['Open', 'Buy now', 'Детальніше', 'Track order', '<b>Go</b>'];

function pickCountry(rng: Rng): Country {
  let roll = rng.next() * COUNTRY_WEIGHT;
  for (const country of COUNTRIES) {
    roll -= country.weight;
    if (roll < 0) return country;
  }
  return COUNTRIES[0] as Country;
}

/** "0.0123000 EUR": the spec's 7 decimals and the currency. */
const priceText = (tenThousandths: number, currency: string) =>
  `${Math.floor(tenThousandths / 10_000)}.${String(tenThousandths % 10_000).padStart(4, '0')}000 ${currency}`;

function messageText(rng: Rng, n: number): string {
  if (rng.chance(0.02)) return rng.pick(HOSTILE_TEXTS);
  return rng.pick(TEXTS).replace('{n}', String(n % 100_000));
}

function pickStatus(rng: Rng, table: readonly (readonly [string, number])[]): string {
  let roll = rng.next();
  for (const [status, share] of table) {
    roll -= share;
    if (roll < 0) return status;
  }
  return (table[0] as readonly [string, number])[0];
}

const SMS_STATUSES = [
  ['Delivered', 0.72],
  ['Undelivered', 0.09],
  ['Expired', 0.05],
  ['Rejected', 0.04],
  ['Sent', 0.1],
] as const;
const VIBER_STATUSES = [
  ['Delivered', 0.36],
  ['Read', 0.34],
  ['not-viber-user', 0.14],
  ['Expired', 0.06],
  ['Undelivered', 0.1],
] as const;
const HLR_STATES = [
  ['active', 0.78],
  ['absent', 0.1],
  ['unknown', 0.08],
  ['failed', 0.04],
] as const;

const isKind = (value: string): value is StatEntryKind =>
  value === 'sms' || value === 'hlr' || value === 'viber';

export interface EntryContext {
  file: StatFileRow;
  currency: string;
  /** Stored seconds to the file's date text (`yyyy-mm-dd hh:mm:ss`, shifted to the present). */
  formatTime: (stored: number) => string;
}

/**
 * The entries of a file, in order of incoming date: the same sequence every time for the same file and day.
 * The i-th entry's id is `first_id + i`; an alternative SMS gets an id of its own from a separate range.
 */
export function* statisticsEntries(context: EntryContext): Generator<StatisticsEntryWire> {
  const { file, formatTime } = context;
  const rng = createRng(file.seed);
  const kinds = file.kinds.split(',').filter(isKind);
  const ids: string[] = file.form === 'messages' ? (JSON.parse(file.message_ids) as string[]) : [];
  const span = Math.max(1, file.time_to - file.time_from);
  const step = span / Math.max(1, file.entries);
  const originators = file.originator ? [file.originator] : ORIGINATORS;
  for (let i = 0; i < file.entries; i++) {
    let kind = kinds[0] ?? 'sms';
    if (kinds.length > 1) {
      const roll = rng.next();
      const drawn = roll < 0.6 ? 'sms' : roll < 0.85 ? 'viber' : 'hlr';
      if (kinds.includes(drawn)) kind = drawn;
    }
    // A few entries are charged in another currency (an operator contract priced in USD).
    const currency = rng.chance(0.03)
      ? context.currency === 'USD'
        ? 'EUR'
        : 'USD'
      : context.currency;
    const incoming = Math.floor(file.time_from + i * step + rng.next() * step);
    const id = ids[i] !== undefined ? Number(ids[i]) : file.first_id + i;
    yield makeEntry(rng, kind, id, incoming, currency, originators, formatTime);
  }
}

/** The fields every entry shares, built as one literal (entries are made 200,000 at a time). */
function smsEntry(
  id: number,
  kind: string,
  msisdn: number,
  country: Country,
  operator: Operator,
  originator: string,
  price: string,
  dates: readonly [string, string, string],
  status: string,
  body: string | HlrBodyWire,
): StatisticsEntryWire {
  return {
    message_ID: id,
    message_type: kind,
    msisdn,
    Country_name: country.name,
    brand_name: operator.brand,
    mcc: country.mcc,
    mnc: operator.mnc,
    originator,
    price,
    'Incoming date': dates[0],
    'Sending date': dates[1],
    'DLR Date': dates[2],
    Status: status,
    body,
  };
}

function makeEntry(
  rng: Rng,
  kind: StatEntryKind,
  id: number,
  incoming: number,
  currency: string,
  originators: readonly string[],
  formatTime: (stored: number) => string,
): StatisticsEntryWire {
  const country = pickCountry(rng);
  const operator = rng.pick(country.operators);
  const msisdn =
    Number(country.prefix) * 10 ** country.digits +
    rng.int(10 ** (country.digits - 1), 10 ** country.digits - 1);
  const sending = incoming + rng.int(0, 90);

  if (kind === 'hlr') {
    const state = pickStatus(rng, HLR_STATES);
    const answered = state !== 'failed';
    const body: HlrBodyWire = {
      Country_name: country.name,
      Brand: operator.brand,
      Operator: operator.operator,
      MCC: country.mcc,
      MNC: operator.mnc,
      Status: state,
      IMSI: answered ? `${country.mcc}${operator.mnc}${rng.int(1_000_000_000, 9_999_999_999)}` : '',
      Ported: rng.chance(0.07),
      Roaming: state === 'active' && rng.chance(0.04),
    };
    const dates = [
      formatTime(incoming),
      formatTime(sending),
      formatTime(sending + rng.int(1, 5)),
    ] as const;
    const status = answered ? 'Delivered' : 'Undelivered';
    return smsEntry(
      id,
      kind,
      msisdn,
      country,
      operator,
      'HLR',
      priceText(50, currency),
      dates,
      status,
      body,
    );
  }

  const originator = rng.pick(originators);
  const text = messageText(rng, id);
  if (kind === 'sms') {
    const status = pickStatus(rng, SMS_STATUSES);
    const price = priceText(status === 'Rejected' ? 0 : rng.int(150, 900), currency);
    const dates = [
      formatTime(incoming),
      formatTime(sending),
      status === 'Sent' ? '' : formatTime(sending + rng.int(2, 900)),
    ] as const;
    return smsEntry(id, kind, msisdn, country, operator, originator, price, dates, status, text);
  }

  const status = pickStatus(rng, VIBER_STATUSES);
  const cascaded = status === 'not-viber-user' || status === 'Expired';
  const withImage = rng.chance(0.4);
  const hostileLink = withImage && rng.chance(0.02);
  const price = priceText(cascaded ? 0 : rng.int(80, 450), currency);
  const dlr = status === 'Undelivered' ? '' : formatTime(sending + rng.int(2, 600));
  let alternativeSMS: StatisticsEntryWire | undefined;
  if (cascaded) {
    const smsIncoming = sending + (status === 'Expired' ? rng.int(3600, 7200) : rng.int(2, 30));
    const smsSending = smsIncoming + rng.int(0, 30);
    const smsStatus = pickStatus(rng, SMS_STATUSES);
    // Alternative messages get ids of their own, in a range far from the files' ranges.
    alternativeSMS = smsEntry(
      900_000_000_000 + id,
      'sms',
      msisdn,
      country,
      operator,
      originator,
      priceText(smsStatus === 'Rejected' ? 0 : rng.int(150, 900), currency),
      [
        formatTime(smsIncoming),
        formatTime(smsSending),
        smsStatus === 'Sent' ? '' : formatTime(smsSending + rng.int(30, 900)),
      ],
      smsStatus,
      text,
    );
  }
  const image = withImage
    ? hostileLink
      ? 'javascript:alert(1)'
      : `https://cdn.example.com/viber/${rng.int(0x10000000, 0xffffffff).toString(16)}.jpg`
    : '';
  const action = withImage
    ? hostileLink
      ? 'javascript:alert(document.cookie)'
      : `https://shop.example.com/p/${rng.int(1000, 99_999)}`
    : '';
  return {
    message_ID: id,
    message_type: kind,
    msisdn,
    Country_name: country.name,
    brand_name: operator.brand,
    mcc: country.mcc,
    mnc: operator.mnc,
    originator,
    price,
    'Incoming date': formatTime(incoming),
    'Sending date': formatTime(sending),
    'DLR Date': dlr,
    Status: status,
    body: text,
    img: image,
    Caption: withImage ? rng.pick(CAPTIONS) : '',
    Action: action,
    ...(alternativeSMS ? { alternativeSMS } : {}),
  };
}

// ---------------------------------------------------------------------------------------------------------
// The listing rows.

interface FilePlan {
  key?: string;
  status: 'Done' | 'Error';
  form: 'period' | 'messages';
  message_type?: string;
  originator?: string;
  source_type?: string;
  days?: number;
  entries: number;
}

const PRIMARY_PLANS: readonly FilePlan[] = [
  {
    key: STAT_FILE_SAMPLES.large,
    status: 'Done',
    form: 'period',
    message_type: 'sms,hlr,viber',
    source_type: 'api',
    days: 90,
    entries: 200_000,
  },
  {
    key: STAT_FILE_SAMPLES.mixed,
    status: 'Done',
    form: 'period',
    message_type: 'sms,hlr,viber',
    originator: '',
    source_type: 'web',
    days: 7,
    entries: 1_500,
  },
  {
    key: STAT_FILE_SAMPLES.viber,
    status: 'Done',
    form: 'period',
    message_type: 'viber',
    originator: 'ShopUA',
    source_type: 'api',
    days: 30,
    entries: 800,
  },
  {
    key: STAT_FILE_SAMPLES.hlr,
    status: 'Done',
    form: 'period',
    message_type: 'hlr',
    source_type: 'api',
    days: 14,
    entries: 500,
  },
  { key: STAT_FILE_SAMPLES.messageIds, status: 'Done', form: 'messages', entries: 12 },
  {
    key: STAT_FILE_SAMPLES.empty,
    status: 'Done',
    form: 'period',
    message_type: 'sms',
    originator: 'Taxi24',
    source_type: 'smpp',
    days: 1,
    entries: 0,
  },
  {
    key: STAT_FILE_SAMPLES.failed,
    status: 'Error',
    form: 'period',
    message_type: 'sms,viber',
    source_type: 'api',
    days: 120,
    entries: 0,
  },
];

const SOURCES = ['api', 'web', 'smpp', ''];
const TYPE_CHOICES = ['sms', 'viber', 'hlr', 'sms,viber', 'sms,hlr,viber', ''];

/** Done files with entries scale down with the data set (never to nothing); ids files keep their ids. */
function scaledEntries(plan: FilePlan, scale: number): number {
  if (plan.entries === 0 || plan.form === 'messages') return plan.entries;
  return scaled(plan.entries, scale, Math.min(plan.entries, 40));
}

function randomPlans(rng: Rng, count: number): FilePlan[] {
  return Array.from({ length: count }, (): FilePlan => {
    const failed = rng.chance(0.25);
    if (rng.chance(0.3)) {
      return {
        status: failed ? 'Error' : 'Done',
        form: 'messages',
        entries: failed ? 0 : rng.int(1, 40),
      };
    }
    return {
      status: failed ? 'Error' : 'Done',
      form: 'period',
      message_type: rng.pick(TYPE_CHOICES),
      originator: rng.chance(0.5) ? rng.pick(ORIGINATORS) : '',
      source_type: rng.pick(SOURCES),
      days: rng.int(1, 60),
      entries: failed ? 0 : rng.int(50, 20_000),
    };
  });
}

function seed(db: Database, { scale, rng }: SeedContext): void {
  const insert = db.prepare(
    `INSERT INTO stat_files (key, account_id, created_at, status, form, originator, source_type, message_type,
       time_from, time_to, message_ids, user_id, kinds, entries, seed, first_id)
     VALUES (@key, @account_id, @created_at, @status, @form, @originator, @source_type, @message_type,
       @time_from, @time_to, @message_ids, @user_id, @kinds, @entries, @seed, @first_id)`,
  );
  let firstId = 610_000_000;
  for (const account of SEED_ACCOUNTS) {
    const primary = account.id === PRIMARY_ACCOUNT_ID;
    const plans = primary ? [...PRIMARY_PLANS, ...randomPlans(rng, 17)] : randomPlans(rng, 3);
    plans.forEach((plan, index) => {
      // Newest first in the listing: the named files are the latest requests.
      const createdAt = SEED_EPOCH - (index + 1) * rng.int(3 * 3600, 2 * DAY);
      const days = plan.days ?? 30;
      const timeTo = createdAt - rng.int(600, 6 * 3600);
      const timeTo0 = Math.floor(timeTo / DAY) * DAY;
      const entries = scaledEntries(plan, scale);
      const ids =
        plan.form === 'messages'
          ? Array.from({ length: Math.max(plan.entries, 3) }, (_, i) =>
              String(firstId + i * rng.int(1, 50)),
            )
          : [];
      const messageType = plan.message_type ?? '';
      const row: StatFileRow = {
        key: plan.key ?? rng.string(32, '0123456789abcdef'),
        account_id: account.id,
        created_at: createdAt,
        status: plan.status,
        form: plan.form,
        originator: plan.originator ?? '',
        source_type: plan.source_type ?? '',
        message_type: plan.form === 'period' ? messageType : '',
        time_from: timeTo0 - days * DAY,
        time_to: timeTo0 - 1,
        message_ids: JSON.stringify(ids),
        user_id: statUserId(account.id),
        kinds: messageType || 'sms,hlr,viber',
        entries:
          plan.status === 'Done'
            ? Math.min(entries, plan.form === 'messages' ? ids.length : entries)
            : 0,
        seed: rng.int(1, 2 ** 31),
        first_id: firstId,
      };
      insert.run(row);
      firstId += 1_000_000;
    });
  }
}

export const statisticsArea: StoreArea = {
  name: 'statistics',
  schema: `
    CREATE TABLE stat_files (
      key TEXT PRIMARY KEY,
      account_id INTEGER NOT NULL REFERENCES accounts(id),
      created_at INTEGER NOT NULL,
      status TEXT NOT NULL CHECK (status IN ('Done', 'Error')),
      form TEXT NOT NULL CHECK (form IN ('period', 'messages')),
      originator TEXT NOT NULL,
      source_type TEXT NOT NULL,
      message_type TEXT NOT NULL,
      time_from INTEGER NOT NULL,
      time_to INTEGER NOT NULL,
      message_ids TEXT NOT NULL,
      user_id TEXT NOT NULL,
      kinds TEXT NOT NULL,
      entries INTEGER NOT NULL,
      seed INTEGER NOT NULL,
      first_id INTEGER NOT NULL
    );
    CREATE INDEX stat_files_account ON stat_files (account_id, created_at DESC);
  `,
  seed,
};

// --- Queries -----------------------------------------------------------------------------------------------

/** The account's files, newest first. */
export function listStatFiles(db: Database, accountId: number): StatFileRow[] {
  return cached<[number], StatFileRow>(
    db,
    'SELECT * FROM stat_files WHERE account_id = ? ORDER BY created_at DESC, key',
  ).all(accountId);
}

/** A file of the account, by key. */
export function findStatFile(
  db: Database,
  accountId: number,
  key: string,
): StatFileRow | undefined {
  return cached<[string, number], StatFileRow>(
    db,
    'SELECT * FROM stat_files WHERE key = ? AND account_id = ?',
  ).get(key, accountId);
}
