// Measures the sandbox's 2FA sessions list (p50/p95 per filter, sort and deep page) and OTP send+verify round
// trips per second, in process over the full seeded data. Run: npx tsx bench/otp-sessions.ts
import os from 'node:os';
import path from 'node:path';
import { createSandboxApp } from '../server/sandbox/app.ts';
import { openStore } from '../server/sandbox/store/db.ts';
import { OTP_SORTS } from '../src/contracts/otp-sessions.ts';
import { inProcessClient, otpRoundTrips } from './sandbox.ts';
import { percentile } from './lib/stats.ts';

const root = path.resolve(import.meta.dirname, '..');
const scale = Number(process.env.SANDBOX_SCALE ?? 1);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 40);

const opening = Date.now();
const store = openStore({
  dataDir: path.join(root, '.data/bench-otp'),
  seedDir: path.join(root, '.data/seed'),
  scale,
});
console.log(
  `store ${store.origin} in ${((Date.now() - opening) / 1000).toFixed(1)} s (scale ${scale}); load average ${os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')} on ${os.cpus().length} cores`,
);
store.reset();
const app = createSandboxApp({ store });
const headers = { 'x-api-key': 'live_sandbox', 'content-type': 'application/json' };

const now = store.clock.nowSeconds() * 1000;
const iso = (ms: number) => new Date(ms).toISOString().replace(/\.\d{3}Z$/, 'Z');
const day = iso(now - 86_400_000);
const allFrom = iso(now - 200 * 86_400_000);
const to = iso(now);

async function get(query: Record<string, string | number>) {
  const params = new URLSearchParams(
    Object.entries(query).map(([k, v]) => [k, String(v)] as [string, string]),
  );
  const response = await app.request(`/api/2fa/authentications?${params.toString()}`, { headers });
  if (response.status !== 200) throw new Error(`${response.status} ${await response.text()}`);
  return (await response.json()) as {
    data: { list: { id: string; recipient: string }[]; total: number };
  };
}

/**
 * Wall-clock time, and the CPU time this process spent (the store is synchronous, so on a machine shared
 * with other work the CPU time is what the request would take on an idle one).
 */
async function measure(label: string, query: Record<string, string | number>) {
  await get(query);
  const wall: number[] = [];
  const cpu: number[] = [];
  for (let i = 0; i < ROUNDS; i++) {
    const started = performance.now();
    const usage = process.cpuUsage();
    await get(query);
    const spent = process.cpuUsage(usage);
    wall.push(performance.now() - started);
    cpu.push((spent.user + spent.system) / 1000);
  }
  const [w50, w95, c50, c95] = [
    percentile(
      wall.sort((a, b) => a - b),
      50,
    ),
    percentile(wall, 95),
    percentile(
      cpu.sort((a, b) => a - b),
      50,
    ),
    percentile(cpu, 95),
  ].map((ms) => ms.toFixed(1).padStart(6));
  console.log(`${label.padEnd(44)} wall p50 ${w50} p95 ${w95} ms   cpu p50 ${c50} p95 ${c95} ms`);
}

const everything = { 'filter[from]': allFrom, 'filter[to]': to };
const first = await get({ ...everything, 'page[limit]': 10 });
const total = first.data.total;
const sample = first.data.list;
console.log(`sessions of the primary account in the period: ${total}`);

console.log('\nGET /api/2fa/authentications');
await measure('defaults (last 24 h)', { 'filter[from]': day, 'filter[to]': to });
await measure('last 200 days, defaults', everything);
await measure('last 200 days, page[limit]=500', { ...everything, 'page[limit]': 500 });
await measure('deepest page (limit 10)', { ...everything, 'page[offset]': total - 10 });
await measure('deepest page, sort recipient desc', {
  ...everything,
  sort: 'recipient',
  way: 'desc',
  'page[offset]': total - 10,
});
await measure('filter[ids] (3 ids)', {
  ...everything,
  'filter[ids]': sample
    .slice(0, 3)
    .map((s) => s.id)
    .join(','),
});
await measure('filter[status]=failed', { ...everything, 'filter[status]': 'failed' });
await measure('filter[status]=failed, deepest page', {
  ...everything,
  'filter[status]': 'failed',
  'page[offset]': 5000,
});
await measure('filter[channel]=viber', { ...everything, 'filter[channel]': 'viber' });
await measure('filter[recipient]', {
  ...everything,
  'filter[recipient]': sample[0]?.recipient ?? '',
});
await measure('filter[country_code]=PL', { ...everything, 'filter[country_code]': 'PL' });
await measure('status + channel + country, sort recipient', {
  ...everything,
  'filter[status]': 'verified',
  'filter[channel]': 'sms',
  'filter[country_code]': 'UA',
  sort: 'recipient',
});
for (const sort of OTP_SORTS) {
  for (const way of ['asc', 'desc']) {
    await measure(`sort=${sort} way=${way}`, { ...everything, sort, way });
  }
}
await measure('last 24 h, sort recipient desc', {
  'filter[from]': day,
  'filter[to]': to,
  sort: 'recipient',
  way: 'desc',
});

console.log('\nPOST otp + GET /sandbox/outbox + POST verify');
const tripsUsage = process.cpuUsage();
const { trips, seconds } = await otpRoundTrips(inProcessClient(app), 3);
const spent = process.cpuUsage(tripsUsage);
const cpuSeconds = (spent.user + spent.system) / 1e6;
console.log(
  `${trips} round trips in ${seconds.toFixed(1)} s: ${(trips / seconds).toFixed(0)} per second (${(trips / cpuSeconds).toFixed(0)} per CPU second)`,
);
store.reset();
store.close();
