// GET /api/messages: campaign messages of the caller's account in a send-date window, filtered, sorted, paged.
//
// Speed at a million rows (every request well under 50 ms, see bench/campaign-messages.ts):
// - within an account ids grow with created_at (see the area), so a window is an id range found with two
//   index lookups; its total and its pages by id come from the account's sorted ids kept in memory;
// - pages by phone or delivered walk the account's ids in that order, from the nearer end;
// - a page is read as ids first, then the rows of those ids alone (a deferred join).
import { Hono } from 'hono';
import type { Database } from 'better-sqlite3';
import type { SandboxEnv } from '../env.ts';
import { fieldErrorsFromZod, readQuery, validationError } from '../http.ts';
import { formatSpecDateTime } from '../store/time.ts';
import type { TimeBase } from '../store/time.ts';
import { AMOUNT_SCALE } from '../store/areas/campaign-messages.ts';
import {
  campaignMessagesQuerySchema,
  defaultPeriodStart,
  fromWireDateTime,
  periodProblems,
  type CampaignMessagesQuery,
} from '../../../src/contracts/campaign-messages.ts';

interface CampaignFields {
  message_type: string;
  source: string;
  sender: string;
  validity: number;
  campaign_text: string;
  campaign_options: string | null;
}

interface MessageRow extends CampaignFields {
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

/** An integer count of 10^-7 as the wire's 7-decimal string. */
export function formatAmount(units: number): string {
  const whole = Math.floor(units / AMOUNT_SCALE);
  return `${whole}.${String(units - whole * AMOUNT_SCALE).padStart(7, '0')}`;
}

const wireTime = (time: TimeBase, stored: number | null) =>
  stored === null ? null : formatSpecDateTime(time.toReal(stored));

interface Window {
  accountId: number;
  from: number;
  to: number;
}

/** The first and last message ids of the window (ids grow with created_at within an account). */
function windowIds(db: Database, { accountId, from, to }: Window) {
  const first = db
    .prepare<[number, number, number], { id: number }>(
      `SELECT id FROM campaign_messages WHERE account_id = ? AND created_at BETWEEN ? AND ?
       ORDER BY created_at, id LIMIT 1`,
    )
    .get(accountId, from, to);
  const last = db
    .prepare<[number, number, number], { id: number }>(
      `SELECT id FROM campaign_messages WHERE account_id = ? AND created_at BETWEEN ? AND ?
       ORDER BY created_at DESC, id DESC LIMIT 1`,
    )
    .get(accountId, from, to);
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
      db
        .prepare<[number], number>(
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
function pageOfWindow(db: Database, window: Window, query: CampaignMessagesQuery) {
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
function pageOfFilter(db: Database, window: Window, query: CampaignMessagesQuery) {
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
    db
      .prepare<(number | string)[], { n: number }>(
        `SELECT count(*) AS n FROM campaign_messages ${index} WHERE ${where}`,
      )
      .get(...params)?.n ?? 0;
  const ids = db
    .prepare<(number | string)[], number>(
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
function readMessages(db: Database, ids: number[]): MessageRow[] {
  if (ids.length === 0) return [];
  const rows = db
    .prepare<[string], Omit<MessageRow, keyof CampaignFields>>(
      `SELECT id, campaign_id, reference_id, phone, status, text, options, sms_parts, sms_first_id, amount,
         created_at, sent_at, delivered_at
       FROM campaign_messages WHERE id IN (SELECT value FROM json_each(?))`,
    )
    .all(JSON.stringify(ids));
  const campaignIds = [...new Set(rows.map((row) => row.campaign_id))];
  const campaigns = new Map(
    db
      .prepare<[string], CampaignContent>(
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

function toWire(rows: MessageRow[], time: TimeBase, currency: string) {
  // A campaign sends one content to all its recipients: parse each campaign's JSON once per page.
  const parsed = new Map<string, unknown>();
  const content = (json: string | null): unknown => {
    if (json === null) return null;
    let value = parsed.get(json);
    if (value === undefined) {
      value = JSON.parse(json) as unknown;
      parsed.set(json, value);
    }
    return value;
  };
  return rows.map((row) => ({
    id: row.id,
    campaign_id: row.campaign_id,
    reference_id: row.reference_id,
    type: row.message_type,
    source: row.source,
    text: row.text ?? row.campaign_text,
    phone: row.phone,
    validity: row.validity,
    status: row.status,
    rcs_options: row.message_type === 'rcs' ? content(row.options ?? row.campaign_options) : null,
    alternative_channels:
      row.sms_parts > 0 && row.sms_first_id !== null
        ? {
            sms: {
              parts: row.sms_parts,
              id: Array.from({ length: row.sms_parts }, (_, i) => (row.sms_first_id ?? 0) + i),
            },
          }
        : null,
    amount: { value: formatAmount(row.amount), currency },
    sender: row.sender,
    created_at: wireTime(time, row.created_at),
    sent_at: wireTime(time, row.sent_at),
    delivered_at: wireTime(time, row.delivered_at),
  }));
}

export const campaignMessageRoutes = new Hono<SandboxEnv>().get('/api/messages', (c) => {
  const parsed = campaignMessagesQuerySchema.safeParse(readQuery(c));
  if (!parsed.success) return validationError(c, fieldErrorsFromZod(parsed.error));
  const query = parsed.data;
  const store = c.get('store');
  const account = c.get('account');
  const now = new Date(store.clock.nowSeconds() * 1000);
  const fromText = query['filter[from]'];
  const toText = query['filter[to]'];
  // The schema has checked the form; these are real dates.
  const from = fromText === undefined ? undefined : fromWireDateTime(fromText);
  const to = toText === undefined ? undefined : fromWireDateTime(toText);
  const problems = periodProblems({ from, to, now });
  if (problems.from || problems.to) {
    return validationError(c, {
      ...(problems.from ? { 'filter[from]': [problems.from] } : {}),
      ...(problems.to ? { 'filter[to]': [problems.to] } : {}),
    });
  }
  const end = to ?? now;
  const start = from ?? defaultPeriodStart(end);
  const window: Window = {
    accountId: account.id,
    from: store.time.toStored(Math.floor(start.getTime() / 1000)),
    to: store.time.toStored(Math.floor(end.getTime() / 1000)),
  };
  const db = store.db;
  const narrowed =
    query['filter[id]'] !== undefined ||
    query['filter[reference_id]'] !== undefined ||
    query['filter[campaign_id]'] !== undefined;
  const { total, ids } = narrowed
    ? pageOfFilter(db, window, query)
    : pageOfWindow(db, window, query);
  return c.json({
    data: toWire(readMessages(db, ids), store.time, account.currency),
    meta: { page: { total, offset: query['page[offset]'], limit: query['page[limit]'] } },
  });
});
