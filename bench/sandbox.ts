// The sandbox's figures: p50/p95 latency of every list endpoint (campaign messages, 2FA sessions, templates,
// sender applications, statistics files) at defaults, at the deepest page and with each filter and sort, over
// the seeded data, plus OTP send+verify round trips per second.
// Run alone: `npm run bench:sandbox` (in process over the full data set, SANDBOX_SCALE and BENCH_ROUNDS apply);
// `npm run bench` runs the same cases over HTTP against the real server.
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { z } from 'zod';
import { CAMPAIGN_MESSAGE_SORTS } from '../src/contracts/campaign-messages.ts';
import { OTP_SORTS, OTP_STATUSES } from '../src/contracts/otp-sessions.ts';
import { TEMPLATE_SORTS, TEMPLATE_STATUSES } from '../src/contracts/otp-templates.ts';
import {
  SENDER_APPLICATION_SORTS,
  SENDER_APPLICATION_STATUSES,
} from '../src/contracts/sender-applications.ts';
import { collectGarbage, ms, p50p95 } from './lib/stats.ts';

/** What the cases need of the sandbox: a GET and a POST with the X-API-KEY of the primary account. */
export interface SandboxClient {
  get(pathname: string, query?: Record<string, string | number>): Promise<ClientAnswer>;
  post(pathname: string, body: unknown): Promise<ClientAnswer>;
}

export interface ClientAnswer {
  status: number;
  text: string;
}

export interface LatencyRow {
  endpoint: string;
  label: string;
  p50: number;
  p95: number;
}

export interface RoundTrips {
  trips: number;
  seconds: number;
  perSecond: number;
}

export interface SandboxFigures {
  rows: LatencyRow[];
  roundTrips: RoundTrips;
}

export interface SandboxOptions {
  /** Measured requests per case (after one warm-up). */
  runs: number;
  /** How long send+verify round trips run. */
  roundTripSeconds: number;
  /** Called before each case is timed (after its warm-up). */
  beforeCase?: () => void;
  /** Called after each case, for progress. */
  onRow?: (row: LatencyRow) => void;
}

export const LIST_P95_TARGET_MS = 50;

const MESSAGES = '/api/messages';
const SESSIONS = '/api/2fa/authentications';
const TEMPLATES = '/api/2fa/authentications/templates';
const SENDERS = '/api/senders/requests/sms';
const STAT_LIST = '/rest/stat/list';

/** The fixture campaign of 200 sending messages (server/sandbox/store/areas/campaign-messages.ts). */
const FIXTURE_SENDING_CAMPAIGN = 900001;

type Query = Record<string, string | number>;

async function json(client: SandboxClient, pathname: string, query: Query = {}): Promise<unknown> {
  const answer = await client.get(pathname, query);
  if (answer.status !== 200) {
    throw new Error(`GET ${pathname} answered ${answer.status}: ${answer.text.slice(0, 300)}`);
  }
  return JSON.parse(answer.text);
}

const messagesPageSchema = z.object({
  data: z.array(z.object({ id: z.number(), reference_id: z.string().nullish() })),
  meta: z.object({ page: z.object({ total: z.number() }) }),
});
const sessionsPageSchema = z.object({
  data: z.object({
    list: z.array(z.object({ id: z.string(), recipient: z.string() })),
    total: z.number(),
  }),
});
const templatesPageSchema = z.object({
  data: z.array(z.object({ template_id: z.union([z.string(), z.number()]).transform(String) })),
  total: z.number(),
});
const sendersPageSchema = z.object({
  data: z.array(
    z.object({ id: z.number(), sender: z.string(), created_at: z.string().nullable() }),
  ),
  meta: z.object({ page: z.object({ total: z.number() }) }),
});
const clockSchema = z.object({ data: z.object({ now: z.string() }) });
const sessionSchema = z.object({ data: z.object({ id: z.string() }) });
const outboxSchema = z.object({ data: z.array(z.object({ text: z.string() })) });

interface Case {
  endpoint: string;
  label: string;
  query: Query;
}

/** Every case of every list endpoint, built from what the seeded data holds (totals, ids, references). */
export async function sandboxCases(client: SandboxClient): Promise<Case[]> {
  const cases: Case[] = [];
  const add = (endpoint: string, label: string, query: Query = {}) =>
    cases.push({ endpoint, label, query });

  // GET /api/messages: the default window is the last 3 months.
  const messages = messagesPageSchema.parse(await json(client, MESSAGES));
  const total = messages.meta.page.total;
  const messageId = messages.data[10]?.id ?? messages.data[0]?.id ?? 1;
  const fixture = messagesPageSchema.parse(
    await json(client, MESSAGES, {
      'filter[campaign_id]': FIXTURE_SENDING_CAMPAIGN,
      'page[limit]': 1,
    }),
  );
  const reference = fixture.data[0]?.reference_id ?? 'none';
  const now = new Date(clockSchema.parse(await json(client, '/sandbox/clock')).data.now);
  const pad = (n: number) => String(n).padStart(2, '0');
  const wire = (d: Date) =>
    `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}`;
  const deepest = Math.max(0, total - 50);
  const middle = Math.floor(total / 2);
  add(MESSAGES, `defaults (3 months, ${total.toLocaleString('en')} messages)`);
  add(MESSAGES, 'deepest page', { 'page[offset]': deepest });
  add(MESSAGES, 'middle page', { 'page[offset]': middle });
  add(MESSAGES, 'deepest page, way desc', { way: 'desc', 'page[offset]': deepest });
  for (const sort of CAMPAIGN_MESSAGE_SORTS) {
    for (const way of ['asc', 'desc']) {
      add(MESSAGES, `sort ${sort} ${way}`, { sort, way });
      if (sort !== 'id') {
        add(MESSAGES, `sort ${sort} ${way}, deepest page`, {
          sort,
          way,
          'page[offset]': deepest,
        });
      }
    }
  }
  add(MESSAGES, 'filter[campaign_id]', { 'filter[campaign_id]': FIXTURE_SENDING_CAMPAIGN });
  add(MESSAGES, 'filter[campaign_id], sort phone desc', {
    'filter[campaign_id]': FIXTURE_SENDING_CAMPAIGN,
    sort: 'phone',
    way: 'desc',
  });
  add(MESSAGES, 'filter[reference_id]', { 'filter[reference_id]': reference });
  add(MESSAGES, 'filter[id]', { 'filter[id]': messageId });
  add(MESSAGES, 'filter[from] a week ago', {
    'filter[from]': wire(new Date(now.getTime() - 7 * 86_400_000)),
  });
  add(MESSAGES, 'filter[from] + filter[to] (one month)', {
    'filter[from]': wire(new Date(now.getTime() - 60 * 86_400_000)),
    'filter[to]': wire(new Date(now.getTime() - 30 * 86_400_000)),
  });
  add(MESSAGES, 'page[limit]=1000, deepest page', {
    'page[limit]': 1000,
    'page[offset]': Math.max(0, total - 1000),
  });

  // GET /api/2fa/authentications: the period is required.
  const iso = (d: Date) => d.toISOString().replace(/\.\d{3}Z$/, 'Z');
  const period = {
    'filter[from]': iso(new Date(now.getTime() - 200 * 86_400_000)),
    'filter[to]': iso(now),
  };
  const sessions = sessionsPageSchema.parse(await json(client, SESSIONS, period));
  const sessionsTotal = sessions.data.total;
  const sample = sessions.data.list;
  add(SESSIONS, 'defaults (last 24 h)', {
    'filter[from]': iso(new Date(now.getTime() - 86_400_000)),
    'filter[to]': iso(now),
  });
  add(SESSIONS, `200 days (${sessionsTotal.toLocaleString('en')} sessions)`, period);
  add(SESSIONS, '200 days, page[limit]=500', { ...period, 'page[limit]': 500 });
  add(SESSIONS, 'deepest page', { ...period, 'page[offset]': Math.max(0, sessionsTotal - 10) });
  add(SESSIONS, 'deepest page, page[limit]=500', {
    ...period,
    'page[limit]': 500,
    'page[offset]': Math.max(0, sessionsTotal - 500),
  });
  for (const sort of OTP_SORTS) {
    for (const way of ['asc', 'desc'])
      add(SESSIONS, `sort ${sort} ${way}`, { ...period, sort, way });
  }
  add(SESSIONS, 'sort recipient desc, deepest page', {
    ...period,
    sort: 'recipient',
    way: 'desc',
    'page[offset]': Math.max(0, sessionsTotal - 10),
  });
  add(SESSIONS, 'filter[ids] (3 ids)', {
    ...period,
    'filter[ids]': sample
      .slice(0, 3)
      .map((s) => s.id)
      .join(','),
  });
  for (const status of OTP_STATUSES) {
    add(SESSIONS, `filter[status]=${status}`, { ...period, 'filter[status]': status });
  }
  add(SESSIONS, 'filter[status]=verified, deep page', {
    ...period,
    'filter[status]': 'verified',
    'page[offset]': 5000,
  });
  add(SESSIONS, 'filter[channel]=viber', { ...period, 'filter[channel]': 'viber' });
  add(SESSIONS, 'filter[recipient]', {
    ...period,
    'filter[recipient]': sample[0]?.recipient ?? '380501112233',
  });
  add(SESSIONS, 'filter[country_code]=PL', { ...period, 'filter[country_code]': 'PL' });
  add(SESSIONS, 'status + channel + country, sort recipient', {
    ...period,
    'filter[status]': 'verified',
    'filter[channel]': 'sms',
    'filter[country_code]': 'UA',
    sort: 'recipient',
  });

  // GET /api/2fa/authentications/templates.
  const templates = templatesPageSchema.parse(
    await json(client, TEMPLATES, { 'page[limit]': 100 }),
  );
  add(TEMPLATES, `defaults (${templates.total} templates)`);
  add(TEMPLATES, 'deepest page', { 'page[offset]': Math.max(0, templates.total - 10) });
  add(TEMPLATES, 'page[limit]=100', { 'page[limit]': 100 });
  add(TEMPLATES, 'filter[ids] (3 ids)', {
    'filter[ids]': templates.data
      .slice(0, 3)
      .map((t) => t.template_id)
      .join(','),
  });
  for (const status of TEMPLATE_STATUSES) {
    add(TEMPLATES, `filter[status]=${status}`, { 'filter[status]': status });
  }
  for (const sort of TEMPLATE_SORTS) {
    for (const way of ['asc', 'desc']) add(TEMPLATES, `sort ${sort} ${way}`, { sort, way });
  }

  // GET /api/senders/requests/sms.
  const senders = sendersPageSchema.parse(await json(client, SENDERS, { 'page[limit]': 500 }));
  const sendersTotal = senders.meta.page.total;
  const someApplication = senders.data[7] ?? senders.data[0];
  add(SENDERS, `defaults (${sendersTotal} applications)`);
  add(SENDERS, 'deepest page', { 'page[offset]': Math.max(0, sendersTotal - 50) });
  add(SENDERS, 'page[limit]=500', { 'page[limit]': 500 });
  for (const status of SENDER_APPLICATION_STATUSES) {
    add(SENDERS, `filter[status]=${status}`, { 'filter[status]': status });
  }
  add(SENDERS, 'filter[id]', { 'filter[id]': someApplication?.id ?? 1 });
  add(SENDERS, 'filter[country_code]=UA', { 'filter[country_code]': 'UA' });
  add(SENDERS, 'filter[sender] (part of a name)', {
    'filter[sender]': (someApplication?.sender ?? 'Shop').slice(0, 4),
  });
  add(SENDERS, 'filter[created_at] (one day)', {
    'filter[created_at]': (someApplication?.created_at ?? '2026-01-01').slice(0, 10),
  });
  for (const sort of SENDER_APPLICATION_SORTS) {
    for (const way of ['asc', 'desc']) add(SENDERS, `sort ${sort} ${way}`, { sort, way });
  }

  // GET /rest/stat/list: no parameters.
  add(STAT_LIST, 'defaults (every file)');
  return cases;
}

async function timeCase(
  client: SandboxClient,
  item: Case,
  runs: number,
  beforeCase: () => void = () => undefined,
): Promise<LatencyRow> {
  const once = async () => {
    const answer = await client.get(item.endpoint, item.query);
    if (answer.status !== 200) {
      throw new Error(
        `${item.endpoint} ${item.label} answered ${answer.status}: ${answer.text.slice(0, 300)}`,
      );
    }
  };
  await once();
  beforeCase();
  const timings: number[] = [];
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    await once();
    timings.push(performance.now() - started);
  }
  return { endpoint: item.endpoint, label: item.label, ...p50p95(timings) };
}

/** POST otp, read the code from /sandbox/outbox, POST verify: as many times as fit in `seconds`. */
export async function otpRoundTrips(client: SandboxClient, seconds: number): Promise<RoundTrips> {
  const base = 1_000_000 + Math.floor(Math.random() * 8_000_000);
  const started = performance.now();
  let trips = 0;
  while (performance.now() - started < seconds * 1000) {
    const recipient = `38050${String(base + trips).padStart(7, '0')}`;
    const sent = await client.post('/api/2fa/authentications/otp', {
      channel: 'sms',
      sender: 'Bench',
      recipient,
      template_id: '1',
      code_digits: 6,
      code_lifetime: 300,
      code_max_tries: 3,
    });
    if (sent.status !== 201) throw new Error(`send answered ${sent.status}: ${sent.text}`);
    const { id } = sessionSchema.parse(JSON.parse(sent.text)).data;
    const outbox = outboxSchema.parse(await json(client, '/sandbox/outbox', { recipient }));
    const code = /\d{6}/.exec(outbox.data[0]?.text ?? '')?.[0];
    if (!code) throw new Error(`no code in the outbox for ${recipient}`);
    const verified = await client.post(`/api/2fa/authentications/otp/${id}/verify`, {
      access_code: code,
    });
    if (verified.status !== 200) throw new Error(`verify answered ${verified.status}`);
    trips++;
  }
  const elapsed = (performance.now() - started) / 1000;
  return { trips, seconds: elapsed, perSecond: trips / elapsed };
}

export async function measureSandbox(
  client: SandboxClient,
  options: SandboxOptions,
): Promise<SandboxFigures> {
  const rows: LatencyRow[] = [];
  for (const item of await sandboxCases(client)) {
    const row = await timeCase(client, item, options.runs, options.beforeCase);
    rows.push(row);
    options.onRow?.(row);
  }
  const roundTrips = await otpRoundTrips(client, options.roundTripSeconds);
  return { rows, roundTrips };
}

/** A client over HTTP: the real server, as an integrator calls it (API 1.0, X-API-KEY). */
export function httpClient(baseUrl: string, apiKey = 'live_sandbox'): SandboxClient {
  const headers = { 'x-api-key': apiKey, accept: 'application/json' };
  const url = (pathname: string, query: Query = {}) => {
    const params = new URLSearchParams(
      Object.entries(query).map(([k, v]): [string, string] => [k, String(v)]),
    ).toString();
    return `${baseUrl}${pathname}${params ? `?${params}` : ''}`;
  };
  return {
    async get(pathname, query) {
      const response = await fetch(url(pathname, query), { headers });
      return { status: response.status, text: await response.text() };
    },
    async post(pathname, body) {
      const response = await fetch(url(pathname), {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      return { status: response.status, text: await response.text() };
    },
  };
}

/** One line per case, for the standalone run. */
/** A client of the sandbox app called in process (no HTTP), with the primary account's key. */
export function inProcessClient(app: {
  request(pathname: string, init?: RequestInit): Response | Promise<Response>;
}): SandboxClient {
  const headers = { 'x-api-key': 'live_sandbox', 'content-type': 'application/json' };
  return {
    async get(pathname, query = {}) {
      const params = new URLSearchParams(
        Object.entries(query).map(([k, v]): [string, string] => [k, String(v)]),
      ).toString();
      const response = await app.request(`${pathname}${params ? `?${params}` : ''}`, { headers });
      return { status: response.status, text: await response.text() };
    },
    async post(pathname, body) {
      const response = await app.request(pathname, {
        method: 'POST',
        headers,
        body: JSON.stringify(body),
      });
      return { status: response.status, text: await response.text() };
    },
  };
}

export function formatRow(row: LatencyRow): string {
  const over = row.p95 >= LIST_P95_TARGET_MS ? '   OVER 50 ms' : '';
  return `${`${row.endpoint} ${row.label}`.padEnd(78)} p50 ${ms(row.p50).padStart(8)}   p95 ${ms(row.p95).padStart(8)}${over}`;
}

async function main() {
  const root = path.resolve(import.meta.dirname, '..');
  const { openStore } = await import('../server/sandbox/store/db.ts');
  const { createSandboxApp } = await import('../server/sandbox/app.ts');
  const scale = Number(process.env.SANDBOX_SCALE ?? 1);
  const runs = Number(process.env.BENCH_ROUNDS ?? 40);
  const opening = performance.now();
  const store = openStore({
    dataDir: path.join(root, '.data/bench-sandbox'),
    seedDir: path.join(root, '.data/seed'),
    scale,
  });
  store.reset();
  console.log(
    `sandbox store ${store.origin} in ${((performance.now() - opening) / 1000).toFixed(1)} s (scale ${scale}); ${runs} runs per case, in process\n`,
  );
  const client = inProcessClient(createSandboxApp({ store }));
  const figures = await measureSandbox(client, {
    runs,
    roundTripSeconds: 3,
    beforeCase: collectGarbage,
    onRow: (row) => console.log(formatRow(row)),
  });
  const worst = figures.rows.reduce((a, b) => (b.p95 > a.p95 ? b : a));
  const over = figures.rows.filter((row) => row.p95 >= LIST_P95_TARGET_MS);
  console.log(
    `\nOTP send + read code + verify: ${figures.roundTrips.trips} round trips in ${figures.roundTrips.seconds.toFixed(1)} s = ${figures.roundTrips.perSecond.toFixed(0)} per second`,
  );
  console.log(
    `worst p95: ${ms(worst.p95)} (${worst.endpoint} ${worst.label}); ${over.length} of ${figures.rows.length} cases at or over ${LIST_P95_TARGET_MS} ms`,
  );
  store.reset();
  store.close();
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await main();
