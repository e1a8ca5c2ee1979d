// GET /api/messages: campaign messages of the caller's account in a send-date window, filtered, sorted, paged.
// How a page is found fast at a million rows: the queries of store/areas/campaign-messages.ts.
import { Hono } from 'hono';
import type { SandboxEnv } from '../env.ts';
import { fieldErrorsFromZod, readQuery, validationError } from '../http.ts';
import { formatSpecDateTime } from '../store/time.ts';
import type { TimeBase } from '../store/time.ts';
import {
  AMOUNT_SCALE,
  messagePageOfFilter,
  messagePageOfWindow,
  readMessagesWithCampaigns,
  type CampaignMessageRow,
  type MessageWindow,
} from '../store/areas/campaign-messages.ts';
import {
  campaignMessagesQuerySchema,
  defaultPeriodStart,
  fromWireDateTime,
  periodProblems,
} from '../../../src/contracts/campaign-messages.ts';

/** An integer count of 10^-7 as the wire's 7-decimal string. */
export function formatAmount(units: number): string {
  const whole = Math.floor(units / AMOUNT_SCALE);
  return `${whole}.${String(units - whole * AMOUNT_SCALE).padStart(7, '0')}`;
}

const wireTime = (time: TimeBase, stored: number | null) =>
  stored === null ? null : formatSpecDateTime(time.toReal(stored));

function toWire(rows: CampaignMessageRow[], time: TimeBase, currency: string) {
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
  const window: MessageWindow = {
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
    ? messagePageOfFilter(db, window, query)
    : messagePageOfWindow(db, window, query);
  return c.json({
    data: toWire(readMessagesWithCampaigns(db, ids), store.time, account.currency),
    meta: { page: { total, offset: query['page[offset]'], limit: query['page[limit]'] } },
  });
});
