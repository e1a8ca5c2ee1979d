// Measures the campaign-messages area: seeding time, and p50/p95 of GET /api/messages for every case that
// matters (defaults, deepest and middle pages, each sort and way, each filter), over the full data set.
// Run: npx tsx bench/campaign-messages.ts [scale=1] [runs=40]
import Database from 'better-sqlite3';
import { z } from 'zod';
import { createSandboxApp } from '../server/sandbox/app.ts';
import { openStore } from '../server/sandbox/store/db.ts';
import { coreArea } from '../server/sandbox/store/core.ts';
import {
  campaignMessagesArea,
  FIXTURE_CAMPAIGNS,
} from '../server/sandbox/store/areas/campaign-messages.ts';
import { createRng } from '../server/sandbox/store/rng.ts';

const scale = Number(process.argv[2] ?? 1);
const runs = Number(process.argv[3] ?? 40);

function seedAreaAlone(): number {
  const db = new Database(':memory:');
  db.pragma('journal_mode = OFF');
  db.pragma('synchronous = OFF');
  db.exec(coreArea.schema);
  db.exec(campaignMessagesArea.schema);
  const root = createRng(20260101);
  const started = performance.now();
  db.transaction(() => {
    coreArea.seed(db, { scale, rng: root.fork('core') });
    campaignMessagesArea.seed(db, { scale, rng: root.fork(campaignMessagesArea.name) });
  })();
  const elapsed = performance.now() - started;
  db.close();
  return elapsed;
}

const seedMs = seedAreaAlone();
console.log(
  `seed of campaigns + campaign messages alone (scale ${scale}): ${(seedMs / 1000).toFixed(1)} s`,
);

const openedAt = performance.now();
const store = openStore({ dataDir: '.data/bench-campaign-messages', seedDir: '.data/seed', scale });
console.log(
  `store ${store.origin} in ${((performance.now() - openedAt) / 1000).toFixed(1)} s (all areas)`,
);
const app = createSandboxApp({ store, controls: false });
const headers = { 'x-api-key': 'live_sandbox' };

/** One request, read to its last byte (what a client waits for), without parsing it. */
async function request(query: Record<string, string | number>): Promise<string> {
  const params = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]));
  const response = await app.request(`/api/messages?${params.toString()}`, { headers });
  const body = await response.text();
  if (response.status !== 200) throw new Error(`${response.status} ${body}`);
  return body;
}

const pageSchema = z.object({
  data: z.array(z.object({ id: z.number(), reference_id: z.string().nullable() })),
  meta: z.object({ page: z.object({ total: z.number() }) }),
});

async function get(query: Record<string, string | number>) {
  return pageSchema.parse(JSON.parse(await request(query)));
}

const first = await get({});
const total = first.meta.page.total;
const someMessage = first.data[10];
const withRef = await get({ 'filter[campaign_id]': FIXTURE_CAMPAIGNS.sending, 'page[limit]': 1 });
const reference = withRef.data[0]?.reference_id ?? '';
const pad = (n: number) => String(n).padStart(2, '0');
const wire = (d: Date) =>
  `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}`;
const weekAgo = wire(new Date(Date.now() - 7 * 86_400_000));
const deepest = Math.max(0, total - 50);
const middle = Math.floor(total / 2);

const cases: [string, Record<string, string | number>][] = [
  ['defaults (last 3 months, id asc, 50)', {}],
  ['deepest page, id asc', { 'page[offset]': deepest }],
  ['middle page, id asc', { 'page[offset]': middle }],
  ['first page, id desc', { way: 'desc' }],
  ['middle page, id desc', { way: 'desc', 'page[offset]': middle }],
  ['first page, phone asc', { sort: 'phone' }],
  ['middle page, phone asc', { sort: 'phone', 'page[offset]': middle }],
  ['deepest page, phone asc', { sort: 'phone', 'page[offset]': deepest }],
  ['middle page, phone desc', { sort: 'phone', way: 'desc', 'page[offset]': middle }],
  ['first page, delivered asc', { sort: 'delivered' }],
  ['middle page, delivered asc', { sort: 'delivered', 'page[offset]': middle }],
  ['deepest page, delivered asc', { sort: 'delivered', 'page[offset]': deepest }],
  ['middle page, delivered desc', { sort: 'delivered', way: 'desc', 'page[offset]': middle }],
  ['filter[campaign_id] (fixture, 200)', { 'filter[campaign_id]': FIXTURE_CAMPAIGNS.sending }],
  [
    'filter[campaign_id], phone desc',
    { 'filter[campaign_id]': FIXTURE_CAMPAIGNS.sending, sort: 'phone', way: 'desc' },
  ],
  ['filter[reference_id]', { 'filter[reference_id]': reference }],
  ['filter[id]', { 'filter[id]': someMessage?.id ?? 1 }],
  ['filter[from] a week ago', { 'filter[from]': weekAgo }],
  ['page[limit]=1000, first page', { 'page[limit]': 1000 }],
  ['page[limit]=1000, middle page (export)', { 'page[limit]': 1000, 'page[offset]': middle }],
  ['page[limit]=1000, deepest page', { 'page[limit]': 1000, 'page[offset]': total - 1000 }],
];

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;

console.log(`window total: ${total.toLocaleString()} messages; ${runs} runs per case\n`);
console.log(`${'case'.padEnd(44)} ${'p50 ms'.padStart(8)} ${'p95 ms'.padStart(8)}`);
let worst = 0;
for (const [label, query] of cases) {
  await request(query);
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    await request(query);
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const p95 = percentile(times, 95);
  worst = Math.max(worst, p95);
  console.log(
    `${label.padEnd(44)} ${percentile(times, 50).toFixed(1).padStart(8)} ${p95.toFixed(1).padStart(8)}`,
  );
}
console.log(`\nworst p95: ${worst.toFixed(1)} ms (target: under 50 ms for every list request)`);
store.close();
