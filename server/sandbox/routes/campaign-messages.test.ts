// GET /api/messages in process: defaults, every parameter at and past its bounds, every filter and sort
// (checked against the rows themselves at the first, middle and last pages), field names and the seed's shape.
import { beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, withKey } from '../../test/app.ts';
import {
  addMonthsUtc,
  CAMPAIGN_MESSAGE_RULES,
  campaignMessagesResponseSchema,
  fromWireDateTime,
  MAX_PAGE_LIMIT,
  MESSAGE_STATUSES,
  toWireDateTime,
} from '../../../src/contracts/campaign-messages.ts';
import { CAMPAIGN_STATUSES } from '../../../src/contracts/campaigns.ts';
import {
  DELIVERED_STATUSES,
  FIXTURE_CAMPAIGNS,
  SENT_STATUSES,
} from '../store/areas/campaign-messages.ts';
import { DAY } from '../store/time.ts';

const { app, store } = createTestApp();
beforeEach(() => store.reset());

const VALIDATION = 'The given data was invalid.';
type Query = Record<string, string | number | (string | number)[]>;

async function list(query: Query = {}, apiKey = 'live_sandbox') {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (Array.isArray(value)) for (const v of value) params.append(key, String(v));
    else params.append(key, String(value));
  }
  const response = await app.request(`/api/messages?${params.toString()}`, {
    headers: withKey(apiKey),
  });
  return { status: response.status, json: (await response.json()) as Record<string, unknown> };
}

interface WireMessage {
  id: number;
  campaign_id: number;
  reference_id: string | null;
  phone: number;
  status: string;
  delivered_at: string | null;
  created_at: string;
  [key: string]: unknown;
}

async function page(query: Query = {}, apiKey?: string) {
  const { status, json } = await list(query, apiKey);
  expect(status, JSON.stringify(json)).toBe(200);
  return json as unknown as {
    data: WireMessage[];
    meta: { page: { total: number; offset: number; limit: number } };
  };
}

const invalid = (field: string, text: string) => ({
  message: VALIDATION,
  errors: { [field]: [text] },
});

const nowDate = () => new Date(store.clock.nowSeconds() * 1000);
const wire = toWireDateTime;
const minutesAgo = (minutes: number) => new Date(nowDate().getTime() - minutes * 60_000);

/** Rows of account 1 created in [from, to], read straight from the table. */
function windowRows(from: Date, to: Date, accountId = 1) {
  return store.db
    .prepare<
      [number, number, number],
      { id: number; phone: number; delivered_at: number | null; campaign_id: number }
    >(
      `SELECT id, phone, delivered_at, campaign_id FROM campaign_messages
       WHERE account_id = ? AND created_at BETWEEN ? AND ?`,
    )
    .all(
      accountId,
      store.time.toStored(Math.floor(from.getTime() / 1000)),
      store.time.toStored(Math.floor(to.getTime() / 1000)),
    );
}

describe('defaults', () => {
  it('answers 50 messages of the last three months, by id ascending, with meta.page', async () => {
    const body = await page();
    expect(body.meta.page).toMatchObject({ offset: 0, limit: 50 });
    expect(body.data).toHaveLength(50);
    const ids = body.data.map((m) => m.id);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    const to = nowDate();
    const from = addMonthsUtc(to, -3);
    expect(body.meta.page.total).toBe(windowRows(from, to).length);
    for (const message of body.data) {
      const created = fromWireDateTime(message.created_at);
      expect(created?.getTime()).toBeGreaterThanOrEqual(from.getTime() - 1000);
    }
  });

  it('uses the field names of the spec example (amount, rcs_options, alternative_channels.sms)', async () => {
    const body = await page({ 'filter[campaign_id]': FIXTURE_CAMPAIGNS.doneWithFallbacks });
    const message = body.data[0];
    expect(Object.keys(message ?? {}).sort()).toEqual(
      [
        'alternative_channels',
        'amount',
        'campaign_id',
        'created_at',
        'delivered_at',
        'id',
        'phone',
        'rcs_options',
        'reference_id',
        'sender',
        'sent_at',
        'source',
        'status',
        'text',
        'type',
        'validity',
      ].sort(),
    );
    expect(message).toMatchObject({
      campaign_id: FIXTURE_CAMPAIGNS.doneWithFallbacks,
      type: 'rcs',
      source: 'web',
      validity: 24,
      sender: 'ShopBrand',
    });
    const content = message as unknown as {
      amount: { value: string; currency: string };
      rcs_options: { cards: unknown[] };
    };
    expect(content.amount.value).toMatch(/^\d+\.\d{7}$/);
    expect(content.amount.currency).toBe('EUR');
    expect(content.rcs_options.cards.length).toBeGreaterThan(0);
    expect(typeof message?.phone).toBe('number');
    expect(message?.created_at).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    const withFallback = body.data.find((m) => m.alternative_channels !== null);
    const sms = withFallback?.alternative_channels as { sms: { parts: number; id: number[] } };
    expect(Object.keys(sms)).toEqual(['sms']);
    expect(sms.sms.parts).toBeGreaterThan(0);
    expect(sms.sms.id).toHaveLength(sms.sms.parts);
    // The console's contract reads what the sandbox answers.
    expect(campaignMessagesResponseSchema.safeParse(body).success).toBe(true);
  });

  it('answers an SMS message without RCS content, and the Test key account its own data', async () => {
    const sms = await page({ 'filter[campaign_id]': FIXTURE_CAMPAIGNS.doneSms, 'page[limit]': 1 });
    expect(sms.data[0]).toMatchObject({
      type: 'sms',
      rcs_options: null,
      alternative_channels: null,
    });
    const testKey = await page({}, 'test_sandbox');
    expect(testKey.meta.page.total).toBeGreaterThan(0);
    expect(testKey.data[0]?.amount).toMatchObject({ currency: 'USD' });
    const own = await page({ 'filter[id]': testKey.data[0]?.id ?? 0 });
    expect(own.meta.page.total).toBe(0);
  });

  it('refuses a request without credentials', async () => {
    const response = await app.request('/api/messages');
    expect(response.status).toBe(401);
  });
});

describe('page[limit] and page[offset]', () => {
  it.each([
    ['1', 1],
    [String(MAX_PAGE_LIMIT), MAX_PAGE_LIMIT],
  ])('accepts page[limit]=%s', async (value, expected) => {
    const body = await page({ 'page[limit]': value });
    expect(body.meta.page.limit).toBe(expected);
    expect(body.data).toHaveLength(Math.min(expected, body.meta.page.total));
  });

  it.each([
    ['0', CAMPAIGN_MESSAGE_RULES.limitMin],
    ['-5', CAMPAIGN_MESSAGE_RULES.limitMin],
    [String(MAX_PAGE_LIMIT + 1), CAMPAIGN_MESSAGE_RULES.limitMax],
    ['abc', CAMPAIGN_MESSAGE_RULES.integer],
    ['1.5', CAMPAIGN_MESSAGE_RULES.integer],
    ['', CAMPAIGN_MESSAGE_RULES.integer],
  ])('refuses page[limit]=%s in shape 2', async (value, text) => {
    const { status, json } = await list({ 'page[limit]': value });
    expect(status).toBe(422);
    expect(json).toEqual(invalid('page[limit]', text));
  });

  it('refuses a negative or non-integer page[offset]', async () => {
    expect(await list({ 'page[offset]': -1 })).toEqual({
      status: 422,
      json: invalid('page[offset]', CAMPAIGN_MESSAGE_RULES.offsetMin),
    });
    expect(await list({ 'page[offset]': 'x' })).toEqual({
      status: 422,
      json: invalid('page[offset]', CAMPAIGN_MESSAGE_RULES.integer),
    });
  });

  it('answers an empty page past the end, with the total', async () => {
    const first = await page();
    const past = await page({ 'page[offset]': first.meta.page.total });
    expect(past.data).toEqual([]);
    expect(past.meta.page).toEqual({
      total: first.meta.page.total,
      offset: first.meta.page.total,
      limit: 50,
    });
  });

  it('refuses a repeated parameter', async () => {
    const { status, json } = await list({ 'page[limit]': [10, 20] });
    expect(status).toBe(422);
    expect(json).toEqual(invalid('page[limit]', CAMPAIGN_MESSAGE_RULES.text));
  });
});

describe('the period', () => {
  it.each(['2025-01-01', '2025-02-30 10:00:00', '2025-01-01T10:00:00', '2025-01-01 24:00:00'])(
    'refuses filter[from]=%s as a format error',
    async (value) => {
      const { status, json } = await list({ 'filter[from]': value });
      expect(status).toBe(422);
      expect(json).toEqual(invalid('filter[from]', CAMPAIGN_MESSAGE_RULES.dateFormat));
    },
  );

  it('refuses a future filter[from] and a future filter[to]', async () => {
    const future = wire(new Date(nowDate().getTime() + 120_000));
    expect(await list({ 'filter[from]': future })).toEqual({
      status: 422,
      json: invalid('filter[from]', CAMPAIGN_MESSAGE_RULES.future),
    });
    expect(await list({ 'filter[to]': future })).toEqual({
      status: 422,
      json: invalid('filter[to]', CAMPAIGN_MESSAGE_RULES.future),
    });
  });

  it('refuses a start after the end', async () => {
    const { status, json } = await list({
      'filter[from]': wire(minutesAgo(10)),
      'filter[to]': wire(minutesAgo(20)),
    });
    expect(status).toBe(422);
    expect(json).toEqual(invalid('filter[from]', CAMPAIGN_MESSAGE_RULES.order));
  });

  it('accepts exactly three months and refuses one second more', async () => {
    const to = minutesAgo(5);
    const from = addMonthsUtc(to, -3);
    const ok = await page({ 'filter[from]': wire(from), 'filter[to]': wire(to) });
    expect(ok.meta.page.total).toBe(windowRows(from, to).length);
    const { status, json } = await list({
      'filter[from]': wire(new Date(from.getTime() - 1000)),
      'filter[to]': wire(to),
    });
    expect(status).toBe(422);
    expect(json).toEqual(invalid('filter[from]', CAMPAIGN_MESSAGE_RULES.period));
  });

  it('measures the period from now when filter[to] is absent', async () => {
    const { status, json } = await list({ 'filter[from]': wire(addMonthsUtc(minutesAgo(-1), -4)) });
    expect(status).toBe(422);
    expect(json).toEqual(invalid('filter[from]', CAMPAIGN_MESSAGE_RULES.period));
  });

  it('starts three months before filter[to] when filter[from] is absent', async () => {
    const to = new Date(nowDate().getTime() - 40 * DAY * 1000);
    const body = await page({ 'filter[to]': wire(to) });
    expect(body.meta.page.total).toBe(windowRows(addMonthsUtc(to, -3), to).length);
    expect(body.meta.page.total).toBeGreaterThan(0);
  });

  it('counts windows that start and end inside a day, over one day and over many days', async () => {
    const base = nowDate().getTime();
    for (const [fromDays, toDays] of [
      [10.3, 10.1],
      [10.7, 9.2],
      [80.4, 3.6],
      [50.5, 48.5],
    ] as const) {
      const from = new Date(base - fromDays * DAY * 1000);
      const to = new Date(base - toDays * DAY * 1000);
      const body = await page({ 'filter[from]': wire(from), 'filter[to]': wire(to) });
      expect(body.meta.page.total, `${fromDays}..${toDays}`).toBe(windowRows(from, to).length);
    }
  });
});

describe('filters', () => {
  it('filter[campaign_id] gives that campaign alone, counted in the window', async () => {
    const body = await page({
      'filter[campaign_id]': FIXTURE_CAMPAIGNS.sending,
      'page[limit]': 1000,
    });
    expect(body.meta.page.total).toBe(200);
    expect(new Set(body.data.map((m) => m.campaign_id))).toEqual(
      new Set([FIXTURE_CAMPAIGNS.sending]),
    );
    expect(body.data.map((m) => m.id)).toEqual(
      [...body.data.map((m) => m.id)].sort((a, b) => a - b),
    );
  });

  it('filter[campaign_id] keeps the window: an old campaign needs an older period', async () => {
    const old = store.db
      .prepare<[number], { id: number; created_at: number }>(
        'SELECT id, created_at FROM campaigns WHERE account_id = 1 AND created_at < ? ORDER BY created_at LIMIT 1',
      )
      .get(store.clock.nowStored() - 120 * DAY);
    expect(old).toBeDefined();
    const none = await page({ 'filter[campaign_id]': old?.id ?? 0 });
    expect(none.meta.page.total).toBe(0);
    const created = new Date(store.time.toReal(old?.created_at ?? 0) * 1000);
    const found = await page({
      'filter[campaign_id]': old?.id ?? 0,
      'filter[from]': wire(new Date(created.getTime() - 3600_000)),
      'filter[to]': wire(new Date(created.getTime() + 30 * DAY * 1000)),
    });
    expect(found.meta.page.total).toBeGreaterThan(0);
  });

  it('filter[reference_id] finds the message with that external id', async () => {
    const body = await page({ 'filter[reference_id]': `fx-${FIXTURE_CAMPAIGNS.sending}-0007` });
    expect(body.meta.page.total).toBe(1);
    expect(body.data[0]).toMatchObject({
      reference_id: `fx-${FIXTURE_CAMPAIGNS.sending}-0007`,
      campaign_id: FIXTURE_CAMPAIGNS.sending,
    });
    expect((await page({ 'filter[reference_id]': 'no-such-reference' })).meta.page.total).toBe(0);
  });

  it('filter[id] finds one message, and never a message of another account', async () => {
    const first = await page({ 'page[limit]': 1, 'page[offset]': 7 });
    const id = first.data[0]?.id ?? 0;
    const one = await page({ 'filter[id]': id });
    expect(one.data.map((m) => m.id)).toEqual([id]);
    expect(one.meta.page.total).toBe(1);
    const otherAccount = await page({ 'filter[id]': id }, 'live_sandbox_testmode');
    expect(otherAccount.meta.page.total).toBe(0);
  });

  it('combines filters', async () => {
    const ref = `fx-${FIXTURE_CAMPAIGNS.sending}-0003`;
    expect(
      (
        await page({
          'filter[campaign_id]': FIXTURE_CAMPAIGNS.sending,
          'filter[reference_id]': ref,
        })
      ).meta.page.total,
    ).toBe(1);
    expect(
      (await page({ 'filter[campaign_id]': FIXTURE_CAMPAIGNS.paused, 'filter[reference_id]': ref }))
        .meta.page.total,
    ).toBe(0);
  });

  it.each([
    ['filter[campaign_id]', 'abc', CAMPAIGN_MESSAGE_RULES.integer],
    ['filter[campaign_id]', '0', CAMPAIGN_MESSAGE_RULES.positive],
    ['filter[id]', '-3', CAMPAIGN_MESSAGE_RULES.positive],
    ['filter[id]', '12a', CAMPAIGN_MESSAGE_RULES.integer],
    ['filter[reference_id]', 'x'.repeat(101), CAMPAIGN_MESSAGE_RULES.referenceLength],
    ['filter[reference_id]', '', CAMPAIGN_MESSAGE_RULES.referenceLength],
    ['sort', 'status', CAMPAIGN_MESSAGE_RULES.sort],
    ['way', 'up', CAMPAIGN_MESSAGE_RULES.way],
  ])('refuses %s=%s in shape 2', async (field, value, text) => {
    const { status, json } = await list({ [field]: value });
    expect(status).toBe(422);
    expect(json).toEqual(invalid(field, text));
  });

  it('accepts a reference of 100 characters', async () => {
    expect((await list({ 'filter[reference_id]': 'x'.repeat(100) })).status).toBe(200);
  });
});

describe('sort and way', () => {
  const to = () => minutesAgo(3);
  const from = () => addMonthsUtc(to(), -3);

  function expectedOrder(sort: string, way: string, f: Date, t: Date): number[] {
    const rows = windowRows(f, t);
    const key = (row: (typeof rows)[number]): [number, number] =>
      sort === 'phone'
        ? [row.phone, row.id]
        : sort === 'delivered'
          ? // Not delivered (null) first ascending, last descending.
            [row.delivered_at ?? -1, row.id]
          : [row.id, 0];
    const sorted = [...rows].sort((a, b) => {
      const [a1, a2] = key(a);
      const [b1, b2] = key(b);
      return a1 - b1 || a2 - b2;
    });
    if (way === 'desc') sorted.reverse();
    return sorted.map((row) => row.id);
  }

  it.each([
    ['id', 'asc'],
    ['id', 'desc'],
    ['phone', 'asc'],
    ['phone', 'desc'],
    ['delivered', 'asc'],
    ['delivered', 'desc'],
  ])('sort=%s way=%s orders every page, first, middle and last', async (sort, way) => {
    const f = from();
    const t = to();
    const expected = expectedOrder(sort, way, f, t);
    const total = expected.length;
    expect(total).toBeGreaterThan(1000);
    for (const offset of [
      0,
      50,
      Math.floor(total / 2) - 25,
      Math.floor(total / 2) + 3,
      total - 50,
      total - 7,
    ]) {
      const body = await page({
        sort,
        way,
        'filter[from]': wire(f),
        'filter[to]': wire(t),
        'page[offset]': offset,
      });
      expect(body.meta.page.total).toBe(total);
      expect(
        body.data.map((m) => m.id),
        `offset ${offset}`,
      ).toEqual(expected.slice(offset, offset + 50));
    }
  });

  it('answers the same ascending pages after descending ones', async () => {
    const first = await page({ 'page[offset]': 100 });
    await page({ way: 'desc', 'page[offset]': 100 });
    await page({ way: 'desc', sort: 'phone' });
    expect((await page({ 'page[offset]': 100 })).data.map((m) => m.id)).toEqual(
      first.data.map((m) => m.id),
    );
  });

  it('sorts within a filter too', async () => {
    const body = await page({
      'filter[campaign_id]': FIXTURE_CAMPAIGNS.sending,
      sort: 'phone',
      way: 'desc',
      'page[limit]': 1000,
    });
    const phones = body.data.map((m) => m.phone);
    expect(phones).toEqual([...phones].sort((a, b) => b - a));
    const delivered = await page({
      'filter[campaign_id]': FIXTURE_CAMPAIGNS.sending,
      sort: 'delivered',
      'page[limit]': 1000,
    });
    const times = delivered.data.map((m) => m.delivered_at ?? '');
    expect(times).toEqual([...times].sort());
  });
});

describe('the seed', () => {
  const count = (sql: string, ...params: (string | number)[]) =>
    store.db.prepare<(string | number)[], { n: number }>(sql).get(...params)?.n ?? 0;

  it('has every message status and every campaign status for the primary account', () => {
    const statuses = store.db
      .prepare<[], string>('SELECT DISTINCT status FROM campaign_messages WHERE account_id = 1')
      .pluck()
      .all();
    expect(new Set(statuses)).toEqual(new Set(MESSAGE_STATUSES));
    const campaignStatuses = store.db
      .prepare<[], string>('SELECT DISTINCT status FROM campaigns WHERE account_id = 1')
      .pluck()
      .all();
    expect(new Set(campaignStatuses)).toEqual(new Set(CAMPAIGN_STATUSES));
  });

  it('gives ids in creation order within each account (the list relies on it)', () => {
    expect(
      count(
        `SELECT count(*) AS n FROM campaign_messages a JOIN campaign_messages b
           ON b.account_id = a.account_id AND b.id = a.id + 1
         WHERE b.created_at < a.created_at`,
      ),
    ).toBe(0);
  });

  it('keeps every campaign counter consistent with its messages', () => {
    const inList = (statuses: readonly string[]) => statuses.map((s) => `'${s}'`).join(', ');
    expect(
      count(
        `SELECT count(*) AS n FROM campaigns c WHERE
           c.delivered_count != (SELECT count(*) FROM campaign_messages m WHERE m.campaign_id = c.id
             AND m.status IN (${inList(DELIVERED_STATUSES)}))
           OR c.sent_count != (SELECT count(*) FROM campaign_messages m WHERE m.campaign_id = c.id
             AND m.status IN (${inList(SENT_STATUSES)}))
           OR c.sms_sent_count != (SELECT count(*) FROM campaign_messages m WHERE m.campaign_id = c.id
             AND m.sms_parts > 0)
           OR c.sms_delivered_count != (SELECT count(*) FROM campaign_messages m WHERE m.campaign_id = c.id
             AND m.sms_delivered = 1)`,
      ),
    ).toBe(0);
  });

  it('spans six months, with SMS fallbacks, references and hostile texts', async () => {
    const oldest = count('SELECT min(created_at) AS n FROM campaign_messages WHERE account_id = 1');
    expect(store.clock.nowStored() - oldest).toBeGreaterThan(170 * DAY);
    expect(
      count('SELECT count(*) AS n FROM campaign_messages WHERE sms_parts > 0'),
    ).toBeGreaterThan(100);
    const hostile = await page({
      'filter[campaign_id]': FIXTURE_CAMPAIGNS.hostile,
      'page[limit]': 10,
    });
    const texts = hostile.data.map((m) => String(m.text));
    expect(texts.some((t) => t.includes('<script>'))).toBe(true);
    expect(texts.some((t) => t.includes('\u202e'))).toBe(true);
    expect(JSON.stringify(hostile.data)).toContain('javascript:');
  });
});
