// Tables, seed data and queries of campaigns and their messages: over a million RCS/SMS messages in six months.
//
// Invariant the list endpoint relies on: within one account, message ids grow with created_at (ids are
// handed out in creation order, as an auto-increment does), so a creation-time window is an id range.
import type { Database } from 'better-sqlite3';
import type { StoreArea } from '../area.ts';
import { scaled } from '../area.ts';
import { PRIMARY_ACCOUNT_ID, SEED_ACCOUNTS } from '../core.ts';
import type { Rng } from '../rng.ts';
import { cached } from '../statements.ts';
import { DAY, SEED_EPOCH } from '../time.ts';
import type { CampaignMessagesQuery } from '../../../../src/contracts/campaign-messages.ts';

/** Campaigns every sandbox has, whatever the scale, for people and tests to find by id (docs/sandbox/campaigns.md). */
export const FIXTURE_CAMPAIGNS = {
  sending: 900001,
  sendingSecond: 900002,
  doneWithFallbacks: 900003,
  scheduled: 900004,
  paused: 900005,
  moderation: 900006,
  creation: 900007,
  spam: 900008,
  stopped: 900009,
  doneSms: 900010,
  hostile: 900011,
} as const;

/** The fixed text of API-created campaign names: `API campaign/yyyy-mm-dd hh:mm:ss` (creation time). */
export const API_CAMPAIGN_NAME_PREFIX = 'API campaign';

/** Message statuses counted by the campaign's `statistics.delivered`. */
export const DELIVERED_STATUSES = ['delivered', 'read'] as const;
/**
 * Counted by `statistics.sent`: the spec's list (DELIVERED, SENT, ACCEPTED, SENDING, UNDELIVERED, FAILED,
 * EXPIRED, UNKNOWN) plus READ, which the list omits although a read message was sent.
 */
export const SENT_STATUSES = [
  'delivered',
  'read',
  'sent',
  'accepted',
  'sending',
  'undelivered',
  'failed',
  'expired',
  'unknown',
] as const;
/** Messages that have not left the platform: a stop ends them. */
export const UNSENT_STATUSES = ['scheduled', 'moderation'] as const;
/** The status a stop gives to messages that were never sent (docs/sandbox/campaigns.md). */
export const STOPPED_MESSAGE_STATUS = 'failed';

const FULL_PRIMARY_CAMPAIGNS = 2200;
const FULL_PRIMARY_MESSAGES = 1_060_000;
/** Other accounts: a few thousand messages each at most. */
const OTHER_ACCOUNT_MESSAGES: Readonly<Record<number, number>> = {
  2: 3000,
  3: 1500,
  4: 2500,
  5: 1000,
};
const SIX_MONTHS = 183 * DAY;
/** Messages are inserted in bulk when a campaign is created: this many per second. */
const INSERT_RATE = 400;
/** Amounts are stored as integers of 10^-7 of the currency (the wire's 7 decimals). */
export const AMOUNT_SCALE = 10_000_000;

const SENDERS = ['ShopBrand', 'BankAlerts', 'TaxiGo', 'AirTravel', 'PharmaPlus', 'CityTelecom'];
const WEB_NAMES = [
  'Autumn sale',
  'Order updates',
  'Loyalty points reminder',
  'New collection',
  'Flight check-in',
  'Card activation',
  'Weekend offer',
  'Service maintenance notice',
  'Appointment reminder',
  'Delivery survey',
];
const PHONE_PREFIXES = [380, 48, 49, 44, 33, 39, 34, 420, 370, 371];
const VALIDITIES = [1, 6, 12, 24, 48, 72];

interface Suggestion {
  text: string;
  phone?: string;
  url?: string;
}
interface Card {
  text: string;
  media?: { url: string };
  suggestions?: Suggestion[];
}
interface Content {
  text: string;
  cards: Card[] | null;
}

const media = (name: string) => ({ url: `https://media.example.com/rcs/${name}.jpg` });

/** What campaigns send: plain texts for SMS, card layouts for RCS (single card, media, carousel). */
const RCS_CONTENTS: readonly Content[] = [
  {
    text: 'Your order has shipped. Track it any time.',
    cards: [
      {
        text: 'Your order has shipped. Track it any time.',
        media: media('parcel'),
        suggestions: [
          { text: 'Track parcel', url: 'https://shop.example.com/track' },
          { text: 'Call support', phone: '380441234567' },
        ],
      },
    ],
  },
  {
    text: 'Autumn sale: up to 40% off until Sunday.',
    cards: [
      {
        text: 'Autumn sale: up to 40% off until Sunday.',
        media: media('autumn-sale'),
        suggestions: [{ text: 'Shop now', url: 'https://shop.example.com/sale' }],
      },
      {
        text: 'Free delivery on orders over 50 EUR.',
        media: media('delivery'),
        suggestions: [{ text: 'See conditions', url: 'https://shop.example.com/delivery' }],
      },
      {
        text: 'Questions? We are here for you.',
        suggestions: [{ text: 'Call us', phone: '380442223344' }],
      },
    ],
  },
  {
    text: 'Check-in for your flight is open.',
    cards: [
      {
        text: 'Check-in for your flight is open. Choose your seat now.',
        media: media('boarding'),
        suggestions: [
          { text: 'Check in', url: 'https://air.example.com/checkin' },
          { text: 'Manage booking', url: 'https://air.example.com/booking' },
        ],
      },
    ],
  },
  {
    text: 'Your appointment is tomorrow at 10:00.',
    cards: [
      {
        text: 'Your appointment is tomorrow at 10:00. Reply to confirm.',
        suggestions: [{ text: 'Confirm' }, { text: 'Reschedule', phone: '48221234567' }],
      },
    ],
  },
  {
    text: 'Your new card is ready. Activate it in the app: https://bank.example.com/activate',
    cards: [
      {
        text: 'Your new card is ready. Activate it in the app: https://bank.example.com/activate',
        media: media('card'),
        suggestions: [
          { text: 'Activate', url: 'https://bank.example.com/activate' },
          { text: 'Block card', phone: '380800500500' },
        ],
      },
    ],
  },
  {
    text: 'Rate your ride and get 10% off the next one.',
    cards: [
      {
        text: 'Rate your ride and get 10% off the next one.',
        suggestions: [{ text: 'Rate ride', url: 'https://taxi.example.com/rate' }],
      },
    ],
  },
];

const SMS_TEXTS: readonly string[] = [
  'Your code for the pick-up point is 4471. Valid 3 days.',
  'Planned maintenance tonight 01:00-03:00. We apologise for any inconvenience.',
  'Thank you for your payment. Balance: 12.40 EUR.',
  'Your parcel is waiting at the pick-up point until Friday.',
];

/** Hostile texts: shown as text by the console, never interpreted. */
const HOSTILE_CONTENTS: readonly Content[] = [
  {
    text: '<script>alert("rcs")</script><img src=x onerror=alert(1)> Hello <b>bold</b>',
    cards: [
      {
        text: '<script>alert("card")</script><a href="javascript:alert(1)">Click me</a>',
        media: { url: 'javascript:alert(document.cookie)' },
        suggestions: [
          { text: 'Open javascript link', url: 'javascript:alert(document.cookie)' },
          { text: 'Open data link', url: 'data:text/html,<script>alert(1)</script>' },
          { text: 'Safe link', url: 'https://example.com/safe' },
          { text: '<img src=x onerror=alert(2)>', phone: '380501234567' },
        ],
      },
    ],
  },
  {
    text: 'مرحبا! عرض خاص اليوم فقط — שלום, מבצע מיוחד',
    cards: [
      {
        text: 'مرحبا! عرض خاص اليوم فقط — שלום, מבצע מיוחד',
        suggestions: [{ text: 'تسوق الآن', url: 'https://shop.example.com/ar' }],
      },
    ],
  },
  {
    text: 'Pay\u200bPal acc\u200dount \u202eblocked\u202c: verify at java\u200bscript:void(0)',
    cards: [
      {
        text: 'Zero\u200bwidth\u200c and \u202eright-to-left override\u202c text',
        suggestions: [
          { text: 'Verify\u200b', url: 'JaVaScRiPt:alert(1)' },
          { text: 'Call', phone: 'tel:+380501234567;javascript:alert(1)' },
        ],
      },
    ],
  },
  {
    text: '=HYPERLINK("https://evil.example.com","Click") +1 -2 @SUM(A1)',
    cards: [{ text: '=HYPERLINK("https://evil.example.com","Click")' }],
  },
];

export const campaignMessagesArea: StoreArea = {
  name: 'campaign-messages',
  // Indexes are created at the end of the seed: building them once is faster than keeping them while inserting.
  schema: `
    CREATE TABLE campaigns (
      id INTEGER PRIMARY KEY,
      account_id INTEGER NOT NULL REFERENCES accounts(id),
      -- NULL for API-created campaigns: their name is built from created_at on the way out.
      name TEXT,
      sender TEXT NOT NULL,
      status TEXT NOT NULL CHECK (status IN
        ('creation', 'moderation', 'spam', 'scheduled', 'sending', 'paused', 'stopped', 'done')),
      message_type TEXT NOT NULL CHECK (message_type IN ('sms', 'rcs')),
      source TEXT NOT NULL CHECK (source IN ('web', 'rest')),
      text TEXT NOT NULL,
      -- JSON {"cards": [...]} for RCS, NULL for SMS.
      options TEXT,
      validity INTEGER NOT NULL,
      -- Prices in 10^-7 of the account currency.
      unit_price INTEGER NOT NULL,
      calculated_price INTEGER NOT NULL,
      start_at INTEGER,
      real_start_at INTEGER,
      finished_at INTEGER,
      created_at INTEGER NOT NULL,
      delivered_count INTEGER NOT NULL DEFAULT 0,
      sent_count INTEGER NOT NULL DEFAULT 0,
      sms_sent_count INTEGER NOT NULL DEFAULT 0,
      sms_delivered_count INTEGER NOT NULL DEFAULT 0
    );
    CREATE TABLE campaign_messages (
      id INTEGER PRIMARY KEY,
      account_id INTEGER NOT NULL,
      campaign_id INTEGER NOT NULL REFERENCES campaigns(id),
      reference_id TEXT,
      phone INTEGER NOT NULL,
      status TEXT NOT NULL,
      -- NULL: the campaign's text and options (a campaign sends one content to every recipient).
      text TEXT,
      options TEXT,
      sms_parts INTEGER NOT NULL DEFAULT 0,
      sms_first_id INTEGER,
      sms_delivered INTEGER NOT NULL DEFAULT 0,
      amount INTEGER NOT NULL,
      created_at INTEGER NOT NULL,
      sent_at INTEGER,
      delivered_at INTEGER
    );
  `,
  seed(db, { scale, rng }) {
    const seeder = createSeeder(db, rng);
    seeder.seedPrimary(
      scaled(FULL_PRIMARY_CAMPAIGNS, scale, 12),
      scaled(FULL_PRIMARY_MESSAGES, scale, 2000),
    );
    for (const account of SEED_ACCOUNTS) {
      if (account.id === PRIMARY_ACCOUNT_ID) continue;
      const messages = scaled(OTHER_ACCOUNT_MESSAGES[account.id] ?? 1000, scale, 40);
      seeder.seedOther(account.id, Math.max(3, Math.round(messages / 250)), messages);
    }
    seeder.finish();
    db.exec(`
      CREATE INDEX campaigns_account ON campaigns (account_id);
      CREATE INDEX campaign_messages_account_created ON campaign_messages (account_id, created_at);
      CREATE INDEX campaign_messages_account_phone ON campaign_messages (account_id, phone);
      CREATE INDEX campaign_messages_account_delivered ON campaign_messages (account_id, delivered_at);
      CREATE INDEX campaign_messages_campaign ON campaign_messages (campaign_id);
      CREATE INDEX campaign_messages_reference ON campaign_messages (account_id, reference_id)
        WHERE reference_id IS NOT NULL;
    `);
  },
};

type CampaignStatus =
  'creation' | 'moderation' | 'spam' | 'scheduled' | 'sending' | 'paused' | 'stopped' | 'done';

interface CampaignPlan {
  id: number;
  accountId: number;
  status: CampaignStatus;
  type: 'sms' | 'rcs';
  source: 'web' | 'rest';
  name: string | null;
  sender: string;
  content: Content;
  validity: number;
  unitPrice: number;
  smsPrice: number;
  createdAt: number;
  size: number;
  /** Per-message content for some messages (hostile inputs), by index in the campaign. */
  overrides?: (index: number) => Content | undefined;
  /** Fixture campaigns carry readable references. */
  reference?: (index: number) => string | null;
  /** Force the share of RCS failures that fall back to SMS. */
  fallbackShare?: number;
}

const DONE_MIX: readonly [string, number][] = [
  ['delivered', 0.4],
  ['read', 0.24],
  ['sent', 0.05],
  ['accepted', 0.02],
  ['undelivered', 0.11],
  ['failed', 0.05],
  ['expired', 0.1],
  ['unknown', 0.03],
];
const IN_FLIGHT_MIX: readonly [string, number][] = [
  ['delivered', 0.3],
  ['read', 0.15],
  ['sent', 0.15],
  ['accepted', 0.12],
  ['sending', 0.12],
  ['undelivered', 0.06],
  ['failed', 0.03],
  ['expired', 0.04],
  ['unknown', 0.03],
];

function cumulative(mix: readonly [string, number][]) {
  let total = 0;
  const steps = mix.map(([status, weight]) => {
    total += weight;
    return { status, upTo: total };
  });
  return (r: number) => {
    const x = r * total;
    for (const step of steps) if (x < step.upTo) return step.status;
    return steps[steps.length - 1]?.status ?? 'delivered';
  };
}
const pickDone = cumulative(DONE_MIX);
const pickInFlight = cumulative(IN_FLIGHT_MIX);

function createSeeder(db: Database, rng: Rng) {
  const insertCampaign = db.prepare(
    `INSERT INTO campaigns (id, account_id, name, sender, status, message_type, source, text, options, validity,
       unit_price, calculated_price, start_at, real_start_at, created_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const updateCampaign = db.prepare(
    `UPDATE campaigns SET finished_at = ?, delivered_count = ?, sent_count = ?, sms_sent_count = ?,
       sms_delivered_count = ? WHERE id = ?`,
  );
  const insertMessage = db.prepare(
    `INSERT INTO campaign_messages (id, account_id, campaign_id, reference_id, phone, status, text, options,
       sms_parts, sms_first_id, sms_delivered, amount, created_at, sent_at, delivered_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  let nextMessageId = 1;
  let nextSmsId = 70_000_001;
  let nextCampaignId = 1;
  /** The last created_at given to a message of the account being seeded (ids grow with it). */
  let clock = 0;
  const sent = new Set<string>(SENT_STATUSES);
  const delivered = new Set<string>(DELIVERED_STATUSES);
  const fallbackStatuses = new Set(['undelivered', 'failed', 'expired']);

  const phone = () => rng.pick(PHONE_PREFIXES) * 1e9 + Math.floor(rng.next() * 1e9);

  function statusFor(plan: CampaignPlan, index: number, sentShare: number): string {
    switch (plan.status) {
      case 'done':
        return pickDone(rng.next());
      case 'creation':
      case 'moderation':
        return 'moderation';
      case 'scheduled':
        return 'scheduled';
      case 'spam':
        return STOPPED_MESSAGE_STATUS;
      case 'stopped':
        return index < plan.size * sentShare ? pickDone(rng.next()) : STOPPED_MESSAGE_STATUS;
      case 'sending':
      case 'paused':
        if (index >= plan.size * sentShare) return 'scheduled';
        return plan.status === 'sending' ? pickInFlight(rng.next()) : pickDone(rng.next());
    }
  }

  function seedCampaign(plan: CampaignPlan) {
    // Bulk insertion of the campaign's messages starts at its creation, after the account's previous ones.
    const createdAt = Math.max(plan.createdAt, clock + 1);
    const now = SEED_EPOCH;
    const plannedStart =
      plan.status === 'scheduled'
        ? now + rng.int(2, 10) * DAY + rng.int(0, 23) * 3600
        : createdAt + rng.int(5, 240) * 60;
    const startsNow = !['creation', 'moderation', 'spam', 'scheduled'].includes(plan.status);
    const realStart = startsNow ? Math.min(plannedStart, now - 3600) : null;
    const sendRate = rng.int(20, 200);
    const sentShare =
      plan.status === 'sending' || plan.status === 'paused' || plan.status === 'stopped'
        ? 0.3 + rng.next() * 0.5
        : 1;
    const fallbackShare = plan.fallbackShare ?? (plan.type === 'rcs' ? 0.7 : 0);
    const cardsJson = plan.content.cards ? JSON.stringify({ cards: plan.content.cards }) : null;
    let deliveredCount = 0;
    let sentCount = 0;
    let smsSent = 0;
    let smsDelivered = 0;
    // The campaign row comes first (messages reference it); its counters are filled in at the end.
    insertCampaign.run(
      plan.id,
      plan.accountId,
      plan.name,
      plan.sender,
      plan.status,
      plan.type,
      plan.source,
      plan.content.text,
      cardsJson,
      plan.validity,
      plan.unitPrice,
      plan.unitPrice * plan.size,
      plannedStart,
      realStart,
      createdAt,
    );
    let lastEvent = realStart ?? createdAt;
    let createdLast = createdAt;

    for (let i = 0; i < plan.size; i++) {
      const id = nextMessageId++;
      const created = createdAt + Math.floor(i / INSERT_RATE);
      createdLast = created;
      const status = statusFor(plan, i, sentShare);
      // Messages a stop (or a refused moderation) ended never left the platform: no send time, no cost.
      const endedUnsent =
        plan.status === 'spam' || (plan.status === 'stopped' && i >= plan.size * sentShare);
      const wasSent = realStart !== null && sent.has(status) && !endedUnsent;
      let sentAt: number | null = null;
      let deliveredAt: number | null = null;
      let amount = 0;
      if (wasSent) {
        sentAt = Math.min(realStart + Math.floor(i / sendRate), now - 60);
        amount = plan.unitPrice;
        if (delivered.has(status)) deliveredAt = Math.min(sentAt + rng.int(2, 900), now - 1);
        lastEvent = Math.max(lastEvent, deliveredAt ?? sentAt);
      }
      let smsParts = 0;
      let smsFirst: number | null = null;
      let smsOk = 0;
      if (
        wasSent &&
        plan.type === 'rcs' &&
        fallbackStatuses.has(status) &&
        rng.chance(fallbackShare)
      ) {
        smsParts = rng.chance(0.7) ? 1 : rng.int(2, 3);
        smsFirst = nextSmsId;
        nextSmsId += smsParts;
        smsOk = rng.chance(0.85) ? 1 : 0;
        amount += smsParts * plan.smsPrice;
        smsSent++;
        smsDelivered += smsOk;
      }
      if (delivered.has(status)) deliveredCount++;
      if (sent.has(status)) sentCount++;
      const override = plan.overrides?.(i);
      insertMessage.run(
        id,
        plan.accountId,
        plan.id,
        plan.reference ? plan.reference(i) : plan.source === 'rest' ? referenceFor(id) : null,
        phone(),
        status,
        override ? override.text : null,
        override?.cards ? JSON.stringify({ cards: override.cards }) : null,
        smsParts,
        smsFirst,
        smsOk,
        amount,
        created,
        sentAt,
        deliveredAt,
      );
    }
    clock = createdLast;
    const finished =
      plan.status === 'done' || plan.status === 'stopped' || plan.status === 'spam'
        ? Math.min(Math.max(lastEvent, createdLast) + rng.int(60, 3600), now - 30)
        : null;
    updateCampaign.run(finished, deliveredCount, sentCount, smsSent, smsDelivered, plan.id);
  }

  function basePlan(accountId: number, createdAt: number, size: number): CampaignPlan {
    const type = rng.chance(0.88) ? 'rcs' : 'sms';
    const source = rng.chance(0.55) ? 'rest' : 'web';
    return {
      id: nextCampaignId++,
      accountId,
      status: 'done',
      type,
      source,
      name: source === 'rest' ? null : `${rng.pick(WEB_NAMES)} ${rng.int(1, 99)}`,
      sender: rng.pick(SENDERS),
      content: type === 'rcs' ? rng.pick(RCS_CONTENTS) : { text: rng.pick(SMS_TEXTS), cards: null },
      validity: rng.pick(VALIDITIES),
      unitPrice: rng.int(150, 450) * 1000,
      smsPrice: rng.int(100, 400) * 1000,
      createdAt,
      size,
    };
  }

  /** Recent campaigns are still moving; older ones have ended. */
  function statusByAge(createdAt: number): CampaignStatus {
    const age = SEED_EPOCH - createdAt;
    const r = rng.next();
    if (age > 3 * DAY) {
      if (r < 0.86) return 'done';
      if (r < 0.93) return 'stopped';
      if (r < 0.97) return 'spam';
      if (r < 0.985) return 'paused';
      return 'creation';
    }
    if (r < 0.3) return 'sending';
    if (r < 0.45) return 'scheduled';
    if (r < 0.55) return 'paused';
    if (r < 0.65) return 'moderation';
    if (r < 0.7) return 'creation';
    return 'done';
  }

  /** Campaign sizes: many small, a few large, summing to `total`. */
  function sizes(count: number, total: number): number[] {
    const weights = Array.from({ length: count }, () => Math.exp(rng.next() * 4));
    const sum = weights.reduce((a, b) => a + b, 0);
    const out = weights.map((w) => Math.max(1, Math.floor((w / sum) * total)));
    let rest = total - out.reduce((a, b) => a + b, 0);
    for (let i = 0; rest > 0; i = (i + 1) % count, rest--) out[i] = (out[i] ?? 0) + 1;
    return out;
  }

  function creationTimes(count: number, from: number, to: number): number[] {
    return Array.from({ length: count }, () => rng.int(from, to)).sort((a, b) => a - b);
  }

  function seedRegular(accountId: number, campaigns: number, messages: number, end: number) {
    const times = creationTimes(campaigns, SEED_EPOCH - SIX_MONTHS, end);
    const counts = sizes(campaigns, messages);
    times.forEach((createdAt, i) => {
      const plan = basePlan(accountId, createdAt, counts[i] ?? 1);
      plan.status = statusByAge(createdAt);
      if (plan.status === 'creation') plan.size = 0;
      seedCampaign(plan);
    });
  }

  function seedFixtures(accountId: number) {
    const fixture = (
      id: number,
      status: CampaignStatus,
      hoursAgo: number,
      size: number,
      extra: Partial<CampaignPlan> = {},
    ) => {
      const plan: CampaignPlan = {
        ...basePlan(accountId, SEED_EPOCH - hoursAgo * 3600, size),
        id,
        status,
        type: 'rcs',
        source: 'rest',
        name: null,
        sender: 'ShopBrand',
        content: RCS_CONTENTS[1] ?? { text: '', cards: null },
        validity: 24,
        unitPrice: 250_000,
        smsPrice: 180_000,
        reference: (index) => `fx-${id}-${String(index + 1).padStart(4, '0')}`,
        ...extra,
      };
      seedCampaign(plan);
    };
    const F = FIXTURE_CAMPAIGNS;
    fixture(F.doneWithFallbacks, 'done', 30, 60, {
      content: RCS_CONTENTS[0] ?? { text: '', cards: null },
      fallbackShare: 1,
      name: 'Order updates with SMS fallback',
      source: 'web',
    });
    fixture(F.stopped, 'stopped', 28, 80);
    fixture(F.doneSms, 'done', 26, 50, {
      type: 'sms',
      content: { text: SMS_TEXTS[0] ?? '', cards: null },
    });
    fixture(F.hostile, 'done', 24, 40, {
      content: HOSTILE_CONTENTS[0] ?? { text: '', cards: null },
      overrides: (index) => HOSTILE_CONTENTS[index % HOSTILE_CONTENTS.length],
      name: '<b>Hostile</b> "content" \u202etset\u202c',
    });
    fixture(F.spam, 'spam', 22, 30);
    fixture(F.paused, 'paused', 20, 120);
    fixture(F.sending, 'sending', 12, 200);
    fixture(F.sendingSecond, 'sending', 10, 150);
    fixture(F.moderation, 'moderation', 8, 70);
    fixture(F.scheduled, 'scheduled', 6, 90);
    fixture(F.creation, 'creation', 4, 0);
  }

  return {
    seedPrimary(campaigns: number, messages: number) {
      clock = 0;
      // Regular campaigns end a day and a half before the seed's "now"; the fixtures are the newest.
      seedRegular(PRIMARY_ACCOUNT_ID, campaigns, messages, SEED_EPOCH - 36 * 3600);
      const regularCampaigns = nextCampaignId;
      seedFixtures(PRIMARY_ACCOUNT_ID);
      nextCampaignId = regularCampaigns;
    },
    seedOther(accountId: number, campaigns: number, messages: number) {
      clock = 0;
      seedRegular(accountId, campaigns, messages, SEED_EPOCH - 3 * 3600);
    },
    finish() {
      if (nextCampaignId >= FIXTURE_CAMPAIGNS.sending)
        throw new Error('regular campaign ids reached the fixture range');
    },
  };
}

/** A stable external reference per message: an odd multiplier makes it a bijection of the id. */
function referenceFor(id: number): string {
  return `ext-${(Math.imul(id, 2654435761) >>> 0).toString(36).padStart(7, '0')}`;
}

// --- Queries -----------------------------------------------------------------------------------------------
//
// GET /api/messages at a million rows (every request well under 50 ms, see bench/campaign-messages.ts):
// - within an account ids grow with created_at (see above), so a window is an id range found with two
//   index lookups; its total and its pages by id come from the account's sorted ids kept in memory;
// - pages by phone or delivered walk the account's ids in that order, from the nearer end;
// - a page is read as ids first, then the rows of those ids alone (a deferred join).

interface CampaignFields {
  message_type: string;
  source: string;
  sender: string;
  validity: number;
  campaign_text: string;
  campaign_options: string | null;
}

/** A message of a page with what it takes from its campaign. */
export interface CampaignMessageRow extends CampaignFields {
  id: number;
  campaign_id: number;
  reference_id: string | null;
  phone: number;
  status: string;
  text: string | null;
  options: string | null;
  sms_parts: number;
  sms_first_id: number | null;
  amount: number;
  created_at: number;
  sent_at: number | null;
  delivered_at: number | null;
}

/** The account and the creation-time window (stored seconds) of a messages page. */
export interface MessageWindow {
  accountId: number;
  from: number;
  to: number;
}

/** The first and last message ids of the window (ids grow with created_at within an account). */
function windowIds(db: Database, { accountId, from, to }: MessageWindow) {
  const first = cached<[number, number, number], { id: number }>(
    db,
    `SELECT id FROM campaign_messages WHERE account_id = ? AND created_at BETWEEN ? AND ?
       ORDER BY created_at, id LIMIT 1`,
  ).get(accountId, from, to);
  const last = cached<[number, number, number], { id: number }>(
    db,
    `SELECT id FROM campaign_messages WHERE account_id = ? AND created_at BETWEEN ? AND ?
       ORDER BY created_at DESC, id DESC LIMIT 1`,
  ).get(accountId, from, to);
  return first && last ? { first: first.id, last: last.id } : undefined;
}

const ORDER: Record<CampaignMessagesQuery['sort'], { asc: string; desc: string }> = {
  id: { asc: 'id ASC', desc: 'id DESC' },
  phone: { asc: 'phone ASC, id ASC', desc: 'phone DESC, id DESC' },
  // NULL (not delivered) sorts first ascending and last descending, as MySQL and SQLite order it.
  delivered: { asc: 'delivered_at ASC, id ASC', desc: 'delivered_at DESC, id DESC' },
};

/**
 * An account's message ids in id, phone or delivered order, kept in memory per database: counting a window
 * and finding any page of it is then a binary search or one pass over a typed array, instead of an index scan
 * of up to a million entries. Ids, phone, created_at and delivered_at never change once seeded (a stop
 * changes statuses only), so the orders stay true until a reset, which opens a new database and a new cache.
 */
const orderCache = new WeakMap<Database, Map<string, Int32Array>>();

function orderedIds(
  db: Database,
  accountId: number,
  sort: CampaignMessagesQuery['sort'],
): Int32Array {
  let perDb = orderCache.get(db);
  if (!perDb) {
    perDb = new Map();
    orderCache.set(db, perDb);
  }
  const key = `${accountId}:${sort}`;
  let ids = perDb.get(key);
  if (!ids) {
    const index =
      sort === 'id'
        ? 'campaign_messages_account_created'
        : sort === 'phone'
          ? 'campaign_messages_account_phone'
          : 'campaign_messages_account_delivered';
    const order = sort === 'id' ? 'created_at ASC, id ASC' : ORDER[sort].asc;
    ids = Int32Array.from(
      cached<[number], number>(
        db,
        `SELECT id FROM campaign_messages INDEXED BY ${index} WHERE account_id = ? ORDER BY ${order}`,
      )
        .pluck()
        .all(accountId),
    );
    // (created_at, id) is the id order within an account; sorting makes it so whatever the data.
    if (sort === 'id') ids.sort();
    perDb.set(key, ids);
  }
  return ids;
}

/** The first position in a sorted array whose value is at least `value`. */
function lowerBound(sorted: Int32Array, value: number): number {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if ((sorted[mid] ?? 0) < value) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** Total and ids of one page over the whole window (no narrowing filter). */
export function messagePageOfWindow(
  db: Database,
  window: MessageWindow,
  query: CampaignMessagesQuery,
) {
  const bounds = windowIds(db, window);
  if (!bounds) return { total: 0, ids: [] };
  const byId = orderedIds(db, window.accountId, 'id');
  const start = lowerBound(byId, bounds.first);
  const end = lowerBound(byId, bounds.last + 1);
  const total = end - start;
  const limit = query['page[limit]'];
  const offset = query['page[offset]'];
  if (offset >= total) return { total, ids: [] };
  if (query.sort === 'id') {
    // A copy: the cached array must never be reordered.
    if (query.way === 'asc')
      return {
        total,
        ids: Array.from(byId.subarray(start + offset, Math.min(end, start + offset + limit))),
      };
    return {
      total,
      ids: Array.from(byId.subarray(Math.max(start, end - offset - limit), end - offset)).reverse(),
    };
  }
  const order = orderedIds(db, window.accountId, query.sort);
  // Past the middle, walk from the other end: no page passes over more than half of the account's rows.
  const reverse = offset + limit / 2 > total / 2;
  const ascending = (query.way === 'asc') !== reverse;
  const take = reverse ? Math.min(limit, total - offset) : limit;
  const skip = reverse ? Math.max(0, total - offset - limit) : offset;
  const { first, last } = bounds;
  const ids: number[] = [];
  let seen = 0;
  const step = ascending ? 1 : -1;
  for (let i = ascending ? 0 : order.length - 1; i >= 0 && i < order.length; i += step) {
    const id = order[i] ?? 0;
    if (id < first || id > last || seen++ < skip) continue;
    ids.push(id);
    if (ids.length >= take) break;
  }
  return { total, ids: reverse ? ids.reverse() : ids };
}

/** Ids and total when a filter narrows the selection to a campaign, a reference or one message. */
export function messagePageOfFilter(
  db: Database,
  window: MessageWindow,
  query: CampaignMessagesQuery,
) {
  const conditions = ['account_id = ?', 'created_at BETWEEN ? AND ?'];
  const params: (number | string)[] = [window.accountId, window.from, window.to];
  let index = '';
  const id = query['filter[id]'];
  const reference = query['filter[reference_id]'];
  const campaign = query['filter[campaign_id]'];
  if (id !== undefined) {
    conditions.push('id = ?');
    params.push(id);
  }
  if (reference !== undefined) {
    conditions.push('reference_id = ?');
    params.push(reference);
    if (id === undefined) index = 'INDEXED BY campaign_messages_reference';
  }
  if (campaign !== undefined) {
    conditions.push('campaign_id = ?');
    params.push(campaign);
    if (id === undefined && reference === undefined)
      index = 'INDEXED BY campaign_messages_campaign';
  }
  const where = conditions.join(' AND ');
  const total =
    cached<(number | string)[], { n: number }>(
      db,
      `SELECT count(*) AS n FROM campaign_messages ${index} WHERE ${where}`,
    ).get(...params)?.n ?? 0;
  const ids = cached<(number | string)[], number>(
    db,
    `SELECT id FROM campaign_messages ${index} WHERE ${where}
       ORDER BY ${ORDER[query.sort][query.way]} LIMIT ? OFFSET ?`,
  )
    .pluck()
    .all(...params, query['page[limit]'], query['page[offset]']);
  return { total, ids };
}

interface CampaignContent {
  id: number;
  message_type: string;
  source: string;
  sender: string;
  validity: number;
  text: string;
  options: string | null;
}

/** The rows of a page, in the page's order, with what they take from their campaigns (read once each). */
export function readMessagesWithCampaigns(db: Database, ids: number[]): CampaignMessageRow[] {
  if (ids.length === 0) return [];
  const rows = cached<[string], Omit<CampaignMessageRow, keyof CampaignFields>>(
    db,
    `SELECT id, campaign_id, reference_id, phone, status, text, options, sms_parts, sms_first_id, amount,
         created_at, sent_at, delivered_at
       FROM campaign_messages WHERE id IN (SELECT value FROM json_each(?))`,
  ).all(JSON.stringify(ids));
  const campaignIds = [...new Set(rows.map((row) => row.campaign_id))];
  const campaigns = new Map(
    cached<[string], CampaignContent>(
      db,
      `SELECT id, message_type, source, sender, validity, text, options FROM campaigns
         WHERE id IN (SELECT value FROM json_each(?))`,
    )
      .all(JSON.stringify(campaignIds))
      .map((campaign) => [campaign.id, campaign]),
  );
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    const campaign = row && campaigns.get(row.campaign_id);
    if (!row || !campaign) return [];
    return [
      {
        ...row,
        message_type: campaign.message_type,
        source: campaign.source,
        sender: campaign.sender,
        validity: campaign.validity,
        campaign_text: campaign.text,
        campaign_options: campaign.options,
      },
    ];
  });
}

/** A campaign as stored: prices in 10^-7 of the account currency, times in stored seconds. */
export interface CampaignRow {
  id: number;
  account_id: number;
  name: string | null;
  sender: string;
  status: string;
  message_type: string;
  source: string;
  calculated_price: number;
  start_at: number | null;
  real_start_at: number | null;
  finished_at: number | null;
  created_at: number;
  delivered_count: number;
  sent_count: number;
  sms_sent_count: number;
  sms_delivered_count: number;
}

/** A campaign of the account, by id. */
export function findCampaign(db: Database, accountId: number, id: number): CampaignRow | undefined {
  return cached<[number, number], CampaignRow>(
    db,
    'SELECT * FROM campaigns WHERE id = ? AND account_id = ?',
  ).get(id, accountId);
}

/** The campaign's messages that never left the platform end with the stopped status. */
export function endUnsentMessages(db: Database, campaignId: number): void {
  const unsent = UNSENT_STATUSES.map(() => '?').join(', ');
  cached(
    db,
    `UPDATE campaign_messages SET status = ? WHERE campaign_id = ? AND status IN (${unsent})`,
  ).run(STOPPED_MESSAGE_STATUS, campaignId, ...UNSENT_STATUSES);
}

/** How many of the campaign's messages are in one of the statuses (a fixed list, such as SENT_STATUSES). */
export function countCampaignMessagesIn(
  db: Database,
  campaignId: number,
  statuses: readonly string[],
): number {
  return (
    cached<(string | number)[], { n: number }>(
      db,
      `SELECT count(*) AS n FROM campaign_messages
       WHERE campaign_id = ? AND status IN (${statuses.map(() => '?').join(', ')})`,
    ).get(campaignId, ...statuses)?.n ?? 0
  );
}

/** The campaign is stopped for good at `at`, with its counters as recounted from its messages. */
export function markCampaignStopped(
  db: Database,
  id: number,
  at: number,
  counts: { delivered: number; sent: number },
): void {
  cached(
    db,
    `UPDATE campaigns SET status = 'stopped', finished_at = ?, delivered_count = ?, sent_count = ?
     WHERE id = ?`,
  ).run(at, counts.delivered, counts.sent, id);
}

/** How many messages the account created in [from, to). */
export function countMessagesCreatedBetween(
  db: Database,
  accountId: number,
  from: number,
  to: number,
): number {
  return (
    cached<[number, number, number], { n: number }>(
      db,
      'SELECT COUNT(*) AS n FROM campaign_messages WHERE account_id = ? AND created_at >= ? AND created_at < ?',
    ).get(accountId, from, to) as { n: number }
  ).n;
}

/** The account's newest campaign that is sending, with its price per message. */
export function findNewestSendingCampaign(
  db: Database,
  accountId: number,
): { id: number; unit_price: number } | undefined {
  return cached<[number], { id: number; unit_price: number }>(
    db,
    `SELECT id, unit_price FROM campaigns WHERE account_id = ? AND status = 'sending'
     ORDER BY created_at DESC LIMIT 1`,
  ).get(accountId);
}

/** Stores a message the live traffic sends for a campaign; its text and options are the campaign's. */
export function insertCampaignMessage(
  db: Database,
  message: {
    accountId: number;
    campaignId: number;
    phone: number;
    status: string;
    amount: number;
    createdAt: number;
    sentAt: number | null;
    deliveredAt: number | null;
  },
): void {
  cached(
    db,
    `INSERT INTO campaign_messages (account_id, campaign_id, phone, status, amount, created_at, sent_at,
       delivered_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
  ).run(
    message.accountId,
    message.campaignId,
    message.phone,
    message.status,
    message.amount,
    message.createdAt,
    message.sentAt,
    message.deliveredAt,
  );
}

/** One more message of the campaign was sent, and `delivered` (0 or 1) more delivered. */
export function countCampaignSend(db: Database, campaignId: number, delivered: number): void {
  cached(
    db,
    'UPDATE campaigns SET sent_count = sent_count + 1, delivered_count = delivered_count + ? WHERE id = ?',
  ).run(delivered, campaignId);
}

/** The newest `limit` messages of the account's sending campaigns still on their way, newest first. */
export function listMessagesInFlight(
  db: Database,
  accountId: number,
  limit: number,
): { id: number; campaign_id: number; status: string }[] {
  return cached<[number, number], { id: number; campaign_id: number; status: string }>(
    db,
    `SELECT m.id, m.campaign_id, m.status FROM campaign_messages m JOIN campaigns c ON c.id = m.campaign_id
     WHERE c.account_id = ? AND c.status = 'sending' AND m.status IN ('accepted', 'sending', 'sent')
     ORDER BY m.id DESC LIMIT ?`,
  ).all(accountId, limit);
}

/** The message takes its next status at `at` (sent then, if it was not yet; delivered at `deliveredAt`). */
export function advanceMessage(
  db: Database,
  id: number,
  status: string,
  at: number,
  deliveredAt: number | null,
): void {
  cached(
    db,
    'UPDATE campaign_messages SET status = ?, sent_at = COALESCE(sent_at, ?), delivered_at = ? WHERE id = ?',
  ).run(status, at, deliveredAt, id);
}

/** One more message of the campaign was delivered. */
export function countCampaignDelivery(db: Database, campaignId: number): void {
  cached(db, 'UPDATE campaigns SET delivered_count = delivered_count + 1 WHERE id = ?').run(
    campaignId,
  );
}
