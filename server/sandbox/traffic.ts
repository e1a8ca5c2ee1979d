// The living sandbox: gentle background traffic, deterministic from the time. The seed ends at the start of
// the current day (its snapshot is time-shifted, docs/decisions/002); when traffic runs, the hours since are
// filled at the seed's own rate, then every few seconds bring new 2FA sessions (some verified, some expiring,
// some falling back from Viber to SMS), campaign messages advancing through their statuses, and now and then
// a template moderated. Time is cut in slots; what happens in a slot depends only on the slot's number, so
// two runs over the same hours write the same traffic. The cursor (the last slot written) lives in the
// database, so that a reset (the snapshot copied back) starts again from the seed's end, and instances sharing
// one database never write a slot twice. SANDBOX_TRAFFIC=off (the e2e run) leaves the sandbox still;
// /sandbox/traffic turns it on or off at run time.
import type { Database } from 'better-sqlite3';
import { Hono } from 'hono';
import { z } from 'zod';
import type { SandboxEnv } from './env.ts';
import { fieldErrorsFromZod, readJson, validationError } from './http.ts';
import type { Store } from './store/db.ts';
import { PRIMARY_ACCOUNT_ID } from './store/core.ts';
import { readMetaValue, writeMetaValue } from './store/meta.ts';
import {
  countSessionsCreatedBetween,
  createOtpTraffic,
  PRICE_UNITS,
  verifyPlannedSession,
} from './store/areas/otp.ts';
import {
  advanceMessage,
  countCampaignDelivery,
  countCampaignSend,
  countMessagesCreatedBetween,
  findNewestSendingCampaign,
  insertCampaignMessage,
  listMessagesInFlight,
} from './store/areas/campaign-messages.ts';
import { decideTemplate, findOldestRequestedTemplate } from './store/areas/otp-templates.ts';
import { createRng, type Rng } from './store/rng.ts';
import { DAY, SEED_EPOCH } from './store/time.ts';

/** Seconds of one slot of traffic. */
export const TRAFFIC_SLOT_SECONDS = 4;
/** How often the server writes the slots that have passed. */
const TICK_MS = TRAFFIC_SLOT_SECONDS * 1000;
/** Live chances per slot: a session about every 8 s, a campaign message about every 6 s. */
const LIVE = { session: 0.5, message: 0.65, advance: 3, moderation: 0.01 } as const;
/** Slots written at most per tick (a long gap is filled over a few ticks, never in one long task). */
const MAX_SLOTS_PER_TICK = 6_000;

const CURSOR_KEY = 'traffic_cursor';

interface Traffic {
  enabled: boolean;
  timer: ReturnType<typeof setInterval> | undefined;
  /** Stored time from which slots are live (before it, the seed's rate fills the gap). */
  liveFrom: number;
  /** Sessions that will be verified: the row and the stored time. */
  verifications: { db: Database; seq: number; at: number }[];
  /** Per database: the seed's daily rates. */
  rates: WeakMap<Database, { sessions: number; messages: number }>;
}

const traffics = new WeakMap<Store, Traffic>();

function trafficOf(store: Store): Traffic {
  let traffic = traffics.get(store);
  if (!traffic) {
    traffic = {
      enabled: false,
      timer: undefined,
      liveFrom: Number.POSITIVE_INFINITY,
      verifications: [],
      rates: new WeakMap(),
    };
    traffics.set(store, traffic);
  }
  return traffic;
}

/** The seed's own rate per day over its last week, for filling the gap before live traffic. */
function seedRates(traffic: Traffic, db: Database) {
  let rates = traffic.rates.get(db);
  if (!rates) {
    const since = SEED_EPOCH - 7 * DAY;
    rates = {
      sessions: countSessionsCreatedBetween(db, PRIMARY_ACCOUNT_ID, since, SEED_EPOCH) / 7,
      messages: countMessagesCreatedBetween(db, PRIMARY_ACCOUNT_ID, since, SEED_EPOCH) / 7,
    };
    traffic.rates.set(db, rates);
  }
  return rates;
}

function readCursor(db: Database): number {
  const value = readMetaValue(db, CURSOR_KEY);
  return value !== undefined ? Number(value) : SEED_EPOCH;
}

/** A generator for one slot, from its number alone. */
const slotRng = (slot: number): Rng => createRng(Math.imul(slot, 0x9e3779b1) ^ 0x5eed);

function campaignTraffic(db: Database) {
  return {
    /** A message of the newest campaign still sending: delivered when it is history, accepted when live. */
    send(rng: Rng, at: number, live: boolean): boolean {
      const campaign = findNewestSendingCampaign(db, PRIMARY_ACCOUNT_ID);
      if (!campaign) return false;
      const delivered = !live && rng.chance(0.85);
      const status = live
        ? 'accepted'
        : delivered
          ? 'delivered'
          : rng.pick(['sent', 'undelivered']);
      insertCampaignMessage(db, {
        accountId: PRIMARY_ACCOUNT_ID,
        campaignId: campaign.id,
        phone: Number(`380${rng.pick(['63', '67', '93', '97'])}${rng.string(7, '0123456789')}`),
        status,
        amount: campaign.unit_price,
        createdAt: at,
        sentAt: live ? null : at + 1,
        deliveredAt: delivered ? at + rng.int(2, 90) : null,
      });
      countCampaignSend(db, campaign.id, delivered ? 1 : 0);
      return true;
    },
    /** The newest messages in flight each take their next status. */
    advance(rng: Rng, at: number, count: number): number {
      const rows = listMessagesInFlight(db, PRIMARY_ACCOUNT_ID, count);
      for (const row of rows) {
        const next =
          row.status === 'accepted'
            ? 'sending'
            : row.status === 'sending'
              ? 'sent'
              : rng.chance(0.92)
                ? 'delivered'
                : 'undelivered';
        advanceMessage(db, row.id, next, at, next === 'delivered' ? at : null);
        if (next === 'delivered') countCampaignDelivery(db, row.campaign_id);
      }
      return rows.length;
    },
  };
}

function moderateOne(db: Database, rng: Rng, at: number): boolean {
  const template = findOldestRequestedTemplate(db, PRIMARY_ACCOUNT_ID);
  if (!template) return false;
  decideTemplate(db, template.id, rng.chance(0.8) ? 'approved' : 'rejected', at);
  return true;
}

export interface TrafficStep {
  sessions: number;
  verified: number;
  messages: number;
  advanced: number;
  moderated: number;
  /** Stored time written up to. */
  cursor: number;
}

/**
 * Writes the traffic of every slot between the cursor and now (at most MAX_SLOTS_PER_TICK), in one
 * transaction, and verifies the sessions whose time has come. Called by the timer; tests call it directly.
 */
export function stepTraffic(store: Store): TrafficStep {
  const traffic = trafficOf(store);
  const { db } = store;
  const now = store.clock.nowStored();
  const step: TrafficStep = {
    sessions: 0,
    verified: 0,
    messages: 0,
    advanced: 0,
    moderated: 0,
    cursor: 0,
  };
  db.transaction(() => {
    const rates = seedRates(traffic, db);
    const history = {
      session: Math.min(1, (rates.sessions * TRAFFIC_SLOT_SECONDS) / DAY),
      message: Math.min(1, (rates.messages * TRAFFIC_SLOT_SECONDS) / DAY),
    };
    const newSession = createOtpTraffic(db);
    const campaigns = campaignTraffic(db);
    const cursor = readCursor(db);
    const first = Math.floor(cursor / TRAFFIC_SLOT_SECONDS) + 1;
    const last = Math.min(Math.floor(now / TRAFFIC_SLOT_SECONDS), first + MAX_SLOTS_PER_TICK - 1);
    for (let slot = first; slot <= last; slot++) {
      const at = slot * TRAFFIC_SLOT_SECONDS;
      const rng = slotRng(slot);
      const live = at >= traffic.liveFrom;
      if (rng.chance(live ? LIVE.session : history.session)) {
        const made = newSession(rng, at, now);
        step.sessions++;
        if (made.verifyAt !== null)
          traffic.verifications.push({ db, seq: made.seq, at: made.verifyAt });
      }
      if (rng.chance(live ? LIVE.message : history.message) && campaigns.send(rng, at, live))
        step.messages++;
      if (live) {
        step.advanced += campaigns.advance(rng, at, rng.int(0, LIVE.advance));
        if (rng.chance(LIVE.moderation) && moderateOne(db, rng, at)) step.moderated++;
      }
    }
    if (last >= first) {
      writeMetaValue(db, CURSOR_KEY, String(last * TRAFFIC_SLOT_SECONDS));
    }
    step.cursor = Math.max(cursor, last * TRAFFIC_SLOT_SECONDS);
    // A session planned verified is verified when its time comes, if no one acted on it since.
    const due = traffic.verifications.filter((v) => v.db === db && v.at <= now);
    traffic.verifications = traffic.verifications.filter((v) => v.db === db && v.at > now);
    for (const v of due)
      step.verified += verifyPlannedSession(db, v.seq, v.at, PRICE_UNITS.verifiedSession);
  })();
  return step;
}

/** Turns the traffic on (filling the gap since the seed's end first) or off. */
export function setTraffic(store: Store, enabled: boolean): void {
  const traffic = trafficOf(store);
  traffic.enabled = enabled;
  if (traffic.timer !== undefined) {
    clearInterval(traffic.timer);
    traffic.timer = undefined;
  }
  if (!enabled) return;
  traffic.liveFrom = store.clock.nowStored();
  const tick = () => {
    try {
      stepTraffic(store);
    } catch (error) {
      console.error('Sandbox traffic stopped:', error);
      setTraffic(store, false);
    }
  };
  tick();
  traffic.timer = setInterval(tick, TICK_MS);
  // The traffic never keeps a process alive on its own (tests, a closing server).
  traffic.timer.unref();
}

export function trafficEnabled(store: Store): boolean {
  return trafficOf(store).enabled;
}

const trafficRequestSchema = z.object({ enabled: z.boolean() });

/** GET /sandbox/traffic: whether it runs; POST {"enabled": true|false} turns it on or off. */
export const trafficControls = new Hono<SandboxEnv>()
  .get('/sandbox/traffic', (c) => c.json({ data: { enabled: trafficEnabled(c.get('store')) } }))
  .post('/sandbox/traffic', async (c) => {
    const parsed = trafficRequestSchema.safeParse(await readJson(c));
    if (!parsed.success) return validationError(c, fieldErrorsFromZod(parsed.error));
    const store = c.get('store');
    setTraffic(store, parsed.data.enabled);
    return c.json({ data: { enabled: trafficEnabled(store) } });
  });
