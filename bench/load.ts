// Load, concurrency and soak figures of the server (npm run bench:load), on loopback only and bounded in time:
//  1. the session layer's cost: one list through the console's cookie against the same list with X-API-KEY;
//  2. proxy mode, to a fake upstream that answers in a fixed 20 ms: many signed-in clients on list and detail
//     requests (autocannon), the latency the server adds over the upstream's own, errors, and token renewal
//     under load (one renewal per session however many requests meet the expired token);
//  3. a soak in proxy mode with the server's memory sampled throughout;
//  4. the sandbox under concurrent OTP traffic (send, verify right and wrong, resend, cancel, templates and
//     contacts), then invariants of its store read from the database file.
// Durations and sizes: LOAD_SECONDS (60), SOAK_SECONDS (600), LOAD_CLIENTS (200), LOAD_RATE (1000 requests/s
// offered by the clients together in the paced proxy run), LOAD_WARM_UP_SECONDS (20, of that paced load before its
// rounds are measured), SANDBOX_CLIENTS (50), SANDBOX_SCALE (0.05).
// LOAD_ONLY=session,proxy,soak,sandbox runs those parts alone (the soak needs proxy), for a quick look; the report
// file is written only by a whole run. Output: a markdown report printed and written to docs/benchmarks/load.md.
// The fake upstream of proxy mode runs as a process of its own (this file, with LOAD_ROLE=upstream), as a platform
// is not inside the clients that call the console: in the load generator's process its timers and answers waited
// behind the generator's own work, and the generator's behind theirs.
import { execFileSync, fork, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import Database from 'better-sqlite3';
import { CSRF_HEADER, CSRF_VALUE } from '../server/session.ts';
import { loginResponseSchema } from '../src/contracts/auth.ts';
import { freePort, ROOT, signIn } from './lib/server.ts';
import { median, percentile } from './lib/stats.ts';
import { writeMarkdownFile } from './lib/report.ts';

const number = (name: string, fallback: number) => {
  const value = Number(process.env[name]);
  return Number.isFinite(value) && value > 0 ? value : fallback;
};
const LOAD_SECONDS = number('LOAD_SECONDS', 60);
const SOAK_SECONDS = number('SOAK_SECONDS', 600);
const LOAD_CLIENTS = number('LOAD_CLIENTS', 200);
const SANDBOX_CLIENTS = number('SANDBOX_CLIENTS', 50);
const SANDBOX_SCALE = number('SANDBOX_SCALE', 0.05);
const LOAD_RATE = number('LOAD_RATE', 1000);
const LOAD_WARM_UP_SECONDS = number('LOAD_WARM_UP_SECONDS', 20);
/** Paced rounds of the proxy run, each the upstream alone then through the server; the figure is their median. */
const PACED_ROUNDS = 5;
/** Rounds of the session layer's cost, token and cookie taking turns going first; the figure is their median. */
const SESSION_ROUNDS = 7;
const ONLY = new Set(process.env.LOAD_ONLY?.split(',').filter(Boolean) ?? []);
const runs = (part: string) => ONLY.size === 0 || ONLY.has(part);
const UPSTREAM_DELAY_MS = 20;
const SECRET = 'load-bench-session-secret-that-is-long-enough-0123456789';

const report: string[] = [];
const say = (...lines: string[]) => {
  for (const line of lines.length ? lines : ['']) {
    console.log(line);
    report.push(line);
  }
};
const fixed = (value: number, digits = 1) => value.toFixed(digits);

// ---------------------------------------------------------------------------------------------------------
// Cores. In proxy mode (the latency the server adds, the soak, renewal), where the machine has several and taskset
// exists (LOAD_PIN=off to leave the scheduler alone), the server runs on the last core and everything else (this
// generator, the fake upstream) on the others, as a server and its callers would on different machines: otherwise
// the generator's and the upstream's work queues up behind the server's on the same core, and the latency figures
// are the machine's as much as the server's. The throughput comparisons (the session layer's cost, the sandbox)
// leave the scheduler alone: there the generator sending as fast as it can must not be held to fewer cores.
const CORES = os.cpus().length;
const SERVER_CORES = String(CORES - 1);
const CALLER_CORES = CORES > 2 ? `0-${CORES - 2}` : '0';
const ALL_CORES = `0-${CORES - 1}`;
const PINNED = CORES >= 2 && process.env.LOAD_PIN !== 'off' && hasTaskset();

function hasTaskset(): boolean {
  try {
    execFileSync('taskset', ['-p', String(process.pid)], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

/** Every thread of a process onto these cores (taskset's list syntax), when pinning is on. */
function pin(pid: number, cores: string): void {
  if (PINNED) execFileSync('taskset', ['-a', '-p', '-c', cores, String(pid)], { stdio: 'ignore' });
}

// ---------------------------------------------------------------------------------------------------------
// The server under test, as its own process (node --import tsx, so that its pid is the process measured).

interface Server {
  origin: string;
  pid: number;
  child: ChildProcess;
  output: () => string;
  stop(): Promise<void>;
}

async function startServer(
  env: Record<string, string>,
  { pinned = false }: { pinned?: boolean } = {},
): Promise<Server> {
  const port = await freePort();
  const child = spawn(
    path.join(ROOT, 'node_modules', '.bin', 'node'),
    // SERVER_NODE_OPTIONS: V8 flags for the server alone (e.g. --max-old-space-size=128), not the load generator.
    [
      ...(process.env.SERVER_NODE_OPTIONS?.split(/\s+/).filter(Boolean) ?? []),
      '--import',
      'tsx',
      'server/main.ts',
    ],
    {
      cwd: ROOT,
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        SESSION_SECRET: SECRET,
        SIGN_IN_RATE_LIMIT: '1000000',
        SANDBOX_TRAFFIC: 'off',
        DIST_DIR: path.join(ROOT, '.data', 'load-no-console'),
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const origin = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 600_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited:\n${output}`);
    if (Date.now() > deadline) throw new Error(`the server did not start:\n${output}`);
    try {
      if ((await fetch(`${origin}/session`)).status < 500) break;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  if (pinned && child.pid) pin(child.pid, SERVER_CORES);
  return {
    origin,
    pid: child.pid ?? 0,
    child,
    output: () => output,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

/** CPU time a process has used so far (user and system), in ms (Linux /proc, in ticks of 10 ms). */
function cpuMs(pid: number): number {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  return (Number(fields[11] ?? 0) + Number(fields[12] ?? 0)) * 10;
}

/** A run against the server and the server's CPU time per request during it (ms). */
async function withServerCpu<R extends { total: number }>(
  pid: number,
  run: () => Promise<R>,
): Promise<{ run: R; cpuPerRequest: number }> {
  const before = cpuMs(pid);
  const result = await run();
  return { run: result, cpuPerRequest: (cpuMs(pid) - before) / Math.max(1, result.total) };
}

/** Resident memory of a process, in MB (Linux /proc). */
function rssMb(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return kb / 1024;
}

// ---------------------------------------------------------------------------------------------------------
// A fake platform for proxy mode: any key signs in, tokens can be expired at once, every other call answers
// after a fixed delay. It counts refreshes per API key, so renewal under load is counted where it happens.

interface FakeUpstream {
  origin: string;
  pid: number;
  /** Expires every token issued so far and forgets the refreshes counted until now. */
  expireAll(): Promise<void>;
  /** Refreshes counted per API key since the last expireAll. */
  refreshesByKey(): Promise<Map<string, number>>;
  close(): Promise<void>;
}

/** What the bench asks the upstream process, and what it answers (over the child process's IPC channel). */
type UpstreamQuestion = { ask: 'expire' } | { ask: 'refreshes' };
type UpstreamAnswer = { listening: number } | { expired: true } | { refreshes: [string, number][] };
const isUpstreamAnswer = (message: unknown): message is UpstreamAnswer =>
  typeof message === 'object' &&
  message !== null &&
  ('listening' in message || 'expired' in message || 'refreshes' in message);

const TEMPLATES = {
  data: Array.from({ length: 10 }, (_, i) => ({
    template_id: String(i + 1),
    name: `Template ${i + 1}`,
    text: 'Your code is {code2fa}',
    countries: ['UA', 'PL'],
    status: 'approved',
    updated_at: '2026-11-24 10:00:00',
  })),
  total: 10,
};

function session(id: string) {
  return {
    data: {
      id,
      status: 'pending',
      channel: 'sms',
      recipient: '380501112233',
      country_code: 'UA',
      created_at: '2026-11-24T10:00:00Z',
      messages: [],
    },
  };
}

/** The fake upstream itself: runs in the process started with LOAD_ROLE=upstream, answers the bench over IPC. */
async function serveFakeUpstream(): Promise<void> {
  const tokens = new Map<string, { key: string; state: 'valid' | 'expired' | 'revoked' }>();
  const refreshesByKey = new Map<string, number>();
  let issued = 0;
  const issue = (key: string) => {
    const token = `token-${++issued}`;
    tokens.set(token, { key, state: 'valid' });
    return token;
  };
  const send = (res: http.ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  };
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const url = req.url ?? '/';
      const bearer = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1];
      if (url === '/api/auth/login') {
        const { api_key: key } = JSON.parse(Buffer.concat(chunks).toString() || '{}') as {
          api_key?: string;
        };
        if (!key) return send(res, 422, { message: 'invalid', errors: { api_key: ['required'] } });
        return send(res, 200, { bearer: issue(key) });
      }
      const token = bearer ? tokens.get(bearer) : undefined;
      if (url === '/api/auth/refresh') {
        if (!token || token.state === 'revoked')
          return send(res, 401, { errors: [{ message: 'Unauthenticated.' }] });
        token.state = 'revoked';
        refreshesByKey.set(token.key, (refreshesByKey.get(token.key) ?? 0) + 1);
        return send(res, 200, { bearer: issue(token.key) });
      }
      const apiKey = req.headers['x-api-key'];
      if (!(token?.state === 'valid') && typeof apiKey !== 'string')
        return send(res, 401, { errors: [{ message: 'Unauthenticated.' }] });
      setTimeout(() => {
        if (url.startsWith('/api/2fa/authentications/templates')) return send(res, 200, TEMPLATES);
        const detail = /^\/api\/2fa\/authentications\/([^/?]+)$/.exec(url);
        if (detail) return send(res, 200, session(detail[1] ?? ''));
        return send(res, 404, { errors: [{ message: 'Not found' }] });
      }, UPSTREAM_DELAY_MS);
    });
  });
  server.keepAliveTimeout = 60_000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const tell = (answer: UpstreamAnswer) => process.send?.(answer);
  process.on('message', (question: UpstreamQuestion) => {
    if (question.ask === 'expire') {
      for (const token of tokens.values()) if (token.state === 'valid') token.state = 'expired';
      refreshesByKey.clear();
      tell({ expired: true });
    } else tell({ refreshes: [...refreshesByKey] });
  });
  // The bench going away (its IPC channel closing) ends this process too.
  process.on('disconnect', () => process.exit(0));
  tell({ listening: typeof address === 'object' && address ? address.port : 0 });
}

/** Starts the fake upstream as its own process (this file with LOAD_ROLE=upstream). */
async function startFakeUpstream(): Promise<FakeUpstream> {
  const child = fork(import.meta.filename, [], {
    execArgv: ['--import', 'tsx'],
    env: { ...process.env, LOAD_ROLE: 'upstream' },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const next = <T extends UpstreamAnswer>(accept: (answer: UpstreamAnswer) => answer is T) =>
    new Promise<T>((resolve, reject) => {
      const onMessage = (message: unknown) => {
        if (!isUpstreamAnswer(message) || !accept(message)) return;
        child.off('message', onMessage);
        child.off('exit', onExit);
        resolve(message);
      };
      const onExit = () => reject(new Error('the fake upstream exited'));
      child.on('message', onMessage);
      child.once('exit', onExit);
    });
  const ask = (question: UpstreamQuestion) => child.send(question);
  const { listening } = await next((a): a is { listening: number } => 'listening' in a);
  return {
    origin: `http://127.0.0.1:${listening}`,
    pid: child.pid ?? 0,
    async expireAll() {
      const answered = next((a): a is { expired: true } => 'expired' in a);
      ask({ ask: 'expire' });
      await answered;
    },
    async refreshesByKey() {
      const answered = next((a): a is { refreshes: [string, number][] } => 'refreshes' in a);
      ask({ ask: 'refreshes' });
      return new Map((await answered).refreshes);
    },
    close: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

// ---------------------------------------------------------------------------------------------------------

interface Run {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
  total: number;
  /**
   * Paced runs: how late the 99th percentile of requests left the generator, after when they were due: the
   * generator's timer fired late (the machine's cores were busy), or the client's previous request was still
   * unanswered (each client sends one at a time). It counts in the latency, as it would for a real client.
   */
  lateP99?: number;
}

/** autocannon over `paths`, each connection with its own headers (its own signed-in person). */
async function cannon(options: {
  origin: string;
  connections: number;
  seconds: number;
  paths: string[];
  headersOf: (connection: number) => Record<string, string>;
}): Promise<Run> {
  let next = 0;
  const result = await autocannon({
    url: options.origin,
    connections: options.connections,
    duration: options.seconds,
    requests: options.paths.map((p) => ({
      method: 'GET' as const,
      path: p,
      setupRequest: (request, context: { headers?: Record<string, string> }) => {
        context.headers ??= options.headersOf(next++ % options.connections);
        return { ...request, headers: { ...request.headers, ...context.headers } };
      },
    })),
  });
  return {
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors,
    non2xx: result.non2xx,
    total: result.requests.total,
  };
}

/** One GET, its body read to the end: the status, or 0 when the request failed. */
function get(agent: http.Agent, url: string, headers: Record<string, string>): Promise<number> {
  return new Promise((resolve) => {
    const request = http.get(url, { agent, headers }, (response) => {
      response.resume();
      response.on('end', () => resolve(response.statusCode ?? 0));
      response.on('error', () => resolve(0));
    });
    request.on('error', () => resolve(0));
  });
}

/**
 * Clients that each send a request at a steady interval (open loop: the next one leaves on time whatever the
 * last one's answer), so that together they offer `rate` requests/s. Latency counts from when a request was due,
 * so a late start counts against the server. (autocannon's own rate limit sends each connection's quota for the
 * second back to back at its start, a burst, and corrects its latencies against a 1 ms interval.)
 */
async function paced(options: {
  origin: string;
  clients: number;
  seconds: number;
  rate: number;
  paths: string[];
  headersOf: (client: number) => Record<string, string>;
}): Promise<Run> {
  const interval = (options.clients / options.rate) * 1000;
  const latencies: number[] = [];
  const lateness: number[] = [];
  let errors = 0;
  let non2xx = 0;
  const end = performance.now() + options.seconds * 1000;
  // node:http with kept-alive sockets: fetch's own cost per request would load the generator more than the server.
  const agent = new http.Agent({ keepAlive: true, maxSockets: options.clients });
  await Promise.all(
    Array.from({ length: options.clients }, async (_, client) => {
      const headers = options.headersOf(client);
      let due = performance.now() + Math.random() * interval;
      for (let n = client; ; n++) {
        const wait = due - performance.now();
        if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
        const now = performance.now();
        if (now >= end) return;
        lateness.push(now - due);
        const status = await get(
          agent,
          `${options.origin}${options.paths[n % options.paths.length] ?? '/'}`,
          headers,
        );
        if (status === 0) errors++;
        else if (status < 200 || status > 299) non2xx++;
        latencies.push(performance.now() - due);
        due += interval;
      }
    }),
  );
  agent.destroy();
  latencies.sort((a, b) => a - b);
  lateness.sort((a, b) => a - b);
  return {
    requestsPerSecond: latencies.length / options.seconds,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    errors,
    non2xx,
    total: latencies.length,
    lateP99: percentile(lateness, 99),
  };
}

const runLine = (label: string, run: Run) =>
  `| ${label} | ${fixed(run.requestsPerSecond, 0)} | ${fixed(run.p50)} ms | ${fixed(run.p99)} ms | ${run.errors} | ${run.non2xx} | ${run.total} |`;
const RUN_HEADER = [
  '| Run | Requests/s | p50 | p99 | Errors | Non-2xx | Requests |',
  '|---|---|---|---|---|---|---|',
];

async function signInMany(origin: string, count: number, keyOf: (i: number) => string) {
  const cookies: string[] = [];
  for (let i = 0; i < count; i++) cookies.push(await signIn(origin, keyOf(i)));
  return cookies;
}

const consoleHeaders = (cookie: string) => ({ cookie, [CSRF_HEADER]: CSRF_VALUE });
const TEMPLATES_PATH = '/api/2fa/authentications/templates';

async function sessionLayerCost() {
  say('## 1. The session layer’s cost (sandbox mode, templates list, 50 connections)');
  const server = await startServer({
    SANDBOX_DATA_DIR: '.data/load-sandbox-1',
    SANDBOX_SCALE: String(SANDBOX_SCALE),
  });
  try {
    const seconds = Math.max(5, Math.round(LOAD_SECONDS / 3));
    const cookie = await signIn(server.origin, 'live_sandbox');
    const templates = (connections: number, runSeconds: number, headers: Record<string, string>) =>
      cannon({
        origin: server.origin,
        connections,
        seconds: runSeconds,
        paths: [TEMPLATES_PATH],
        headersOf: () => headers,
      });
    const apiKey = { 'x-api-key': 'live_sandbox' };
    // The cookie carries a platform token (API version 2.0), so the platform checks a token on each of its
    // requests: a token of the same account sent directly is the like-for-like figure of the session layer.
    const login = await fetch(`${server.origin}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({ api_key: 'live_sandbox' }),
    });
    const bearer = { authorization: `Bearer ${loginResponseSchema.parse(await login.json())}` };
    // Warm-up of each path measured: the first queries prepare their statements, and each path's code is compiled
    // to its optimised form before it is timed (the cookie's own code too: unwarmed, it was the first round's
    // slower figure in every run).
    await templates(10, 3, apiKey);
    await templates(10, 3, bearer);
    await templates(10, 3, consoleHeaders(cookie));
    const withKey = await templates(50, seconds, apiKey);
    // The token and the cookie in turns, so that a drift of the machine (its other work, the heap) between runs
    // weighs on both alike: the cost is the median of the rounds' costs. Throughput on this shared machine swings
    // by a fifth between runs of the same thing; the server's CPU time per request (the generator has the other
    // core) is the steadier figure of what the cookie adds, given beside it.
    const roundSeconds = Math.max(5, Math.round(seconds / 2));
    const tokenRates: number[] = [];
    const costs: number[] = [];
    const cpuCosts: number[] = [];
    const measured = (headers: Record<string, string>) =>
      withServerCpu(server.pid, () => templates(50, roundSeconds, headers));
    say(...RUN_HEADER);
    say(runLine('X-API-KEY header', withKey));
    for (let round = 1; round <= SESSION_ROUNDS; round++) {
      // Each goes first in every other round, so that what the first run of a round leaves behind (garbage to
      // collect, a warmer cache) does not always weigh on the same one.
      const tokenFirst = round % 2 === 1;
      const first = await measured(tokenFirst ? bearer : consoleHeaders(cookie));
      const second = await measured(tokenFirst ? consoleHeaders(cookie) : bearer);
      const [withToken, withCookie] = tokenFirst ? [first, second] : [second, first];
      tokenRates.push(withToken.run.requestsPerSecond);
      costs.push(1 - withCookie.run.requestsPerSecond / withToken.run.requestsPerSecond);
      cpuCosts.push(withCookie.cpuPerRequest / withToken.cpuPerRequest - 1);
      say(
        runLine(
          `round ${round}: bearer token header (what the cookie carries), server CPU ${fixed(withToken.cpuPerRequest, 2)} ms a request`,
          withToken.run,
        ),
      );
      say(
        runLine(
          `round ${round}: console cookie session, server CPU ${fixed(withCookie.cpuPerRequest, 2)} ms a request`,
          withCookie.run,
        ),
      );
    }
    const cost = median(costs);
    const cpuCost = median(cpuCosts);
    const tokenRate = tokenRates.reduce((sum, rate) => sum + rate, 0) / tokenRates.length;
    const percents = (values: number[]) => values.map((v) => `${fixed(v * 100)}%`).join(', ');
    say();
    say(
      `Session layer cost: ${fixed(cost * 100)}% of the throughput against the same token sent directly, median of ${SESSION_ROUNDS} rounds (${percents(costs)}; goal < 10%); ${fixed(cpuCost * 100)}% more of the server's CPU time per request (${percents(cpuCosts)}). The platform's token check against its key lookup: ${fixed((1 - tokenRate / withKey.requestsPerSecond) * 100)}% (the platform's cost, not the session layer's).`,
    );
    return { cost };
  } finally {
    await server.stop();
  }
}

async function proxyLoad(upstream: FakeUpstream) {
  say(
    `## 2. Proxy mode: ${LOAD_CLIENTS} signed-in clients for ${LOAD_SECONDS} s, upstream answering in ${UPSTREAM_DELAY_MS} ms`,
  );
  const server = await startServer(
    { PLATFORM_BASE_URL: upstream.origin, PLATFORM_REST_URL: upstream.origin },
    { pinned: true },
  );
  try {
    const cookies = await signInMany(server.origin, LOAD_CLIENTS, (i) => `live_load_${i}`);
    const paths = [`${TEMPLATES_PATH}?page[limit]=10`, '/api/2fa/authentications/0b7c2f1e-load'];
    // People do not send requests back to back: the clients at a steady rate below the server's capacity show
    // what the server adds to each request. Measured first, on a server warmed up but not yet through the
    // full-speed run (whose heap, hundreds of MB of garbage, is compacted later in a pause of its own). The
    // warm-up is the same paced load for LOAD_WARM_UP_SECONDS: in its first seconds the server's code is still
    // being compiled to its optimised form on the server's one core, and its heap still grows to its working
    // size (full collections every few seconds); 5 s of it left that in the first rounds (20-60 ms at p99).
    // In rounds, the upstream alone and through the server in turns: a drift of the machine between runs
    // (its other work, a pause of the virtual machine) weighs on both alike, and the figure is the median round.
    const pacedSeconds = Math.max(5, Math.round(LOAD_SECONDS / 6));
    const pacedRun = (
      origin: string,
      headersOf: (client: number) => Record<string, string>,
      s = pacedSeconds,
    ) => paced({ origin, clients: LOAD_CLIENTS, seconds: s, rate: LOAD_RATE, paths, headersOf });
    const viaServer = (i: number) => consoleHeaders(cookies[i] ?? '');
    const directKey = () => ({ 'x-api-key': 'live_direct' });
    await pacedRun(server.origin, viaServer, LOAD_WARM_UP_SECONDS); // code compiled, connections open
    const memoryBefore = rssMb(server.pid);
    const rounds: { direct: Run; proxied: Run; serverCpu: number }[] = [];
    const loadBefore = os.loadavg()[0] ?? 0;
    for (let round = 0; round < PACED_ROUNDS; round++) {
      const direct = await pacedRun(upstream.origin, directKey);
      const { run: proxied, cpuPerRequest: serverCpu } = await withServerCpu(server.pid, () =>
        pacedRun(server.origin, viaServer),
      );
      rounds.push({ direct, proxied, serverCpu });
    }
    const loadAfter = os.loadavg()[0] ?? 0;
    const memoryPaced = rssMb(server.pid);
    const addedP50 = median(rounds.map((r) => r.proxied.p50 - r.direct.p50));
    const addedP99 = median(rounds.map((r) => r.proxied.p99 - r.direct.p99));
    // Then capacity: the same clients as fast as they are answered.
    const direct = await cannon({
      origin: upstream.origin,
      connections: LOAD_CLIENTS,
      seconds: Math.max(5, Math.round(LOAD_SECONDS / 3)),
      paths,
      headersOf: directKey,
    });
    const proxied = await cannon({
      origin: server.origin,
      connections: LOAD_CLIENTS,
      seconds: LOAD_SECONDS,
      paths,
      headersOf: viaServer,
    });
    say(...RUN_HEADER);
    rounds.forEach(({ direct: d, proxied: p }, i) => {
      say(runLine(`round ${i + 1}: upstream alone, ${LOAD_RATE} requests/s offered`, d));
      say(runLine(`round ${i + 1}: through the server, ${LOAD_RATE} requests/s offered`, p));
    });
    say(runLine('upstream alone, as fast as it answers', direct));
    say(runLine('through the server, as fast as it answers', proxied));
    say();
    const errors =
      proxied.errors +
      proxied.non2xx +
      rounds.reduce((sum, r) => sum + r.proxied.errors + r.proxied.non2xx, 0);
    say(
      `Capacity: ${fixed(proxied.requestsPerSecond, 0)} requests/s through the server with ${LOAD_CLIENTS} clients sending back to back; there every request also waits for the ones ahead of it (p50 ${fixed(proxied.p50 - direct.p50)} ms, p99 ${fixed(proxied.p99 - direct.p99)} ms over the upstream's own).`,
      '',
      `Latency the server adds at ${LOAD_RATE} requests/s (${fixed(LOAD_RATE / LOAD_CLIENTS)} a second from each of ${LOAD_CLIENTS} clients): p50 ${fixed(addedP50)} ms, p99 ${fixed(addedP99)} ms, the median of ${PACED_ROUNDS} rounds of ${pacedSeconds} s after ${LOAD_WARM_UP_SECONDS} s of the same load to warm up (${rounds.map((r) => `${fixed(r.proxied.p99 - r.direct.p99)} ms`).join(', ')}; goal p99 < 10 ms); errors ${errors} (goal 0). The server's CPU time per proxied request: ${rounds.map((r) => `${fixed(r.serverCpu, 2)} ms`).join(', ')}; requests that left the generator late (p99), upstream alone then through the server: ${rounds.map((r) => `${fixed(r.direct.lateP99 ?? 0)} / ${fixed(r.proxied.lateP99 ?? 0)} ms`).join(', ')}; the machine's load average ${fixed(loadBefore, 1)} before the rounds, ${fixed(loadAfter, 1)} after (${PINNED ? `the server alone on core ${SERVER_CORES}, the generator and the upstream on ${CALLER_CORES}` : `${CORES} cores shared by the generator, the upstream and the server`}). Server memory ${fixed(memoryBefore, 0)} MB before the load, ${fixed(memoryPaced, 0)} MB after the paced run, ${fixed(rssMb(server.pid), 0)} MB after the full-speed one.`,
    );

    return {
      server,
      cookies,
      addedP99,
      errors,
    };
  } catch (error) {
    await server.stop();
    throw error;
  }
}

/**
 * Renewal under load: every token expires at once, then each of 20 people sends 25 requests at once. Run after
 * the soak: the load generator does not take the renewed cookies, so its clients would renew on every request.
 */
async function renewalUnderLoad(upstream: FakeUpstream, server: Server, cookies: string[]) {
  await upstream.expireAll();
  const people = Math.min(20, LOAD_CLIENTS);
  const answers = await Promise.all(
    Array.from({ length: people }, (_, person) =>
      Promise.all(
        Array.from({ length: 25 }, () =>
          fetch(`${server.origin}${TEMPLATES_PATH}`, {
            headers: consoleHeaders(cookies[person] ?? ''),
          }).then((r) => r.status),
        ),
      ),
    ),
  );
  const ok = answers.flat().filter((s) => s === 200).length;
  const counted = await upstream.refreshesByKey();
  const refreshes = [...Array(people).keys()].map((i) => counted.get(`live_load_${i}`) ?? 0);
  say(
    `Renewal under load: ${people} people × 25 requests at once after every token expired: ${ok} of ${people * 25} answered 200; refreshes per person: ${[...new Set(refreshes)].join(', ')} (goal: exactly 1 each).`,
  );
}

async function soak(server: Server, cookies: string[]) {
  say(
    `## 3. Soak: ${LOAD_CLIENTS} clients for ${SOAK_SECONDS} s in proxy mode, server memory every 5 s`,
  );
  const samples: number[] = [rssMb(server.pid)];
  const timer = setInterval(() => samples.push(rssMb(server.pid)), 5000);
  const run = await cannon({
    origin: server.origin,
    connections: LOAD_CLIENTS,
    seconds: SOAK_SECONDS,
    paths: [`${TEMPLATES_PATH}?page[limit]=10`, '/api/2fa/authentications/0b7c2f1e-soak'],
    headersOf: (i) => consoleHeaders(cookies[i] ?? ''),
  });
  clearInterval(timer);
  samples.push(rssMb(server.pid));
  // Growth is judged after the first tenth (the heap and caches warming up) to the end.
  const warm = samples[Math.max(1, Math.floor(samples.length / 10))] ?? samples[0] ?? 0;
  const last = samples.at(-1) ?? 0;
  const growth = (last - warm) / warm;
  say(...RUN_HEADER);
  say(runLine('soak', run));
  say();
  say(
    `Memory: ${fixed(samples[0] ?? 0, 0)} MB before, ${fixed(warm, 0)} MB warmed up, ${fixed(Math.max(...samples), 0)} MB at most, ${fixed(last, 0)} MB at the end: ${growth >= 0 ? '+' : ''}${fixed(growth * 100)}% after warm-up (goal within 10%).`,
  );
  return { growth };
}

// ---------------------------------------------------------------------------------------------------------
// The sandbox under concurrent OTP traffic.

interface Timed {
  action: string;
  status: number;
  ms: number;
  body: string;
}

async function sandboxLoad() {
  say(
    `## 4. Sandbox: ${SANDBOX_CLIENTS} clients for ${LOAD_SECONDS} s (SANDBOX_SCALE ${SANDBOX_SCALE})`,
  );
  const dataDir = path.join(ROOT, '.data', 'load-sandbox-4');
  const server = await startServer({
    SANDBOX_DATA_DIR: dataDir,
    SANDBOX_SCALE: String(SANDBOX_SCALE),
  });
  // Back to the seeded state: an earlier run's sessions are not counted in this one.
  await fetch(`${server.origin}/sandbox/reset`, { method: 'POST' });
  const timings: Timed[] = [];
  const headers = { 'x-api-key': 'live_sandbox', 'content-type': 'application/json' };
  const call = async (action: string, method: string, pathname: string, body?: unknown) => {
    const started = performance.now();
    const response = await fetch(`${server.origin}${pathname}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    timings.push({ action, status: response.status, ms: performance.now() - started, body: text });
    return { status: response.status, text };
  };
  const created = { sessions: new Set<string>(), contactPhones: [] as string[] };
  const verifiedRight = new Set<string>();
  let verifiedWrong = 0;
  const deadline = Date.now() + LOAD_SECONDS * 1000;
  try {
    await Promise.all(
      Array.from({ length: SANDBOX_CLIENTS }, async (_, worker) => {
        for (let n = 0; Date.now() < deadline; n++) {
          const recipient = `38063${String(worker).padStart(2, '0')}${String(n).padStart(5, '0')}`;
          const sent = await call('send', 'POST', '/api/2fa/authentications/otp', {
            channel: 'sms',
            sender: 'Load',
            recipient,
            template_id: '1',
            code_digits: 6,
            code_lifetime: 300,
            code_max_tries: 3,
          });
          if (sent.status !== 201) continue;
          const id = (JSON.parse(sent.text) as { data: { id: string } }).data.id;
          created.sessions.add(id);
          const wrong = await call(
            'verify (wrong code)',
            'POST',
            `/api/2fa/authentications/otp/${id}/verify`,
            { access_code: '000000' },
          );
          if (wrong.status === 200) verifiedWrong++;
          switch (n % 4) {
            case 0: {
              // Newest first: the first message of this session holds its current code.
              const outbox = await fetch(
                `${server.origin}/sandbox/outbox?recipient=${recipient}`,
              ).then(
                (r) => r.json() as Promise<{ data: { authentication_id: string; text: string }[] }>,
              );
              const latest = outbox.data.find((m) => m.authentication_id === id);
              const code = /\d{6}/.exec(latest?.text ?? '')?.[0] ?? '';
              const right = await call(
                'verify (right code)',
                'POST',
                `/api/2fa/authentications/otp/${id}/verify`,
                { access_code: code },
              );
              if (right.status === 200) verifiedRight.add(id);
              break;
            }
            case 1:
              await call('resend', 'POST', `/api/2fa/authentications/otp/${id}/resend`);
              break;
            case 2:
              await call('cancel', 'POST', `/api/2fa/authentications/${id}/cancel`);
              break;
            default:
              if (n % 8 === 3)
                await call('create template', 'POST', TEMPLATES_PATH, {
                  name: `Load ${worker}-${n}`,
                  countries: ['UA'],
                  text: 'Code {code2fa} here',
                });
              else {
                const phone = `4879${String(worker).padStart(2, '0')}${String(n).padStart(5, '0')}`;
                const contact = await call('create contact', 'POST', '/api/contacts', {
                  phone: Number(phone),
                });
                if (contact.status === 201) created.contactPhones.push(phone);
              }
          }
        }
      }),
    );
  } finally {
    await server.stop();
  }
  const elapsed = LOAD_SECONDS;
  const serverErrors = timings.filter((t) => t.status >= 500);
  const busy =
    timings.filter((t) => /SQLITE_BUSY|database is locked/i.test(t.body)).length +
    (/SQLITE_BUSY/.test(server.output()) ? 1 : 0);
  say('| Action | Requests | p50 | p99 | Statuses |');
  say('|---|---|---|---|---|');
  for (const action of [...new Set(timings.map((t) => t.action))]) {
    const rows = timings.filter((t) => t.action === action);
    const sorted = rows.map((t) => t.ms).sort((a, b) => a - b);
    const byStatus = new Map<number, number>();
    for (const t of rows) byStatus.set(t.status, (byStatus.get(t.status) ?? 0) + 1);
    const statuses = [...byStatus].map(([status, count]) => `${status}×${count}`).join(' ');
    say(
      `| ${action} | ${rows.length} | ${fixed(percentile(sorted, 50))} ms | ${fixed(percentile(sorted, 99))} ms | ${statuses} |`,
    );
  }
  const all = timings.map((t) => t.ms).sort((a, b) => a - b);
  say();
  say(
    `Throughput ${fixed(timings.length / elapsed, 0)} requests/s, p99 ${fixed(percentile(all, 99))} ms, 5xx: ${serverErrors.length}, SQLITE_BUSY reaching a client: ${busy}.`,
  );

  // Invariants, read from the store the server left behind.
  const db = new Database(path.join(dataDir, 'sandbox.sqlite'), { readonly: true });
  const problems: string[] = [];
  const check = (label: string, count: number) => {
    if (count > 0) problems.push(`${label}: ${count}`);
  };
  check(
    'sessions whose finished_at disagrees with their state',
    (
      db
        .prepare(
          "SELECT COUNT(*) n FROM otp_sessions WHERE (status IN ('verified','failed','canceled') AND finished_at IS NULL) OR (status = 'pending' AND finished_at IS NOT NULL)",
        )
        .get() as { n: number }
    ).n,
  );
  check(
    'sessions with more tries than allowed',
    (
      db
        .prepare('SELECT COUNT(*) n FROM otp_sessions WHERE code_tries_used > code_max_tries')
        .get() as { n: number }
    ).n,
  );
  check(
    'accounts with more than 10 requested templates',
    (
      db
        .prepare(
          "SELECT COUNT(*) n FROM (SELECT account_id FROM otp_templates WHERE status = 'requested' GROUP BY account_id HAVING COUNT(*) > 10)",
        )
        .get() as { n: number }
    ).n,
  );
  const benchSessions = db
    .prepare(
      "SELECT id, status FROM otp_sessions WHERE recipient LIKE '38063%' AND sender = 'Load'",
    )
    .all() as { id: string; status: string }[];
  check(
    'sessions created but missing, or doubled',
    Math.abs(benchSessions.length - created.sessions.size),
  );
  check(
    'sessions stored that no answer created',
    benchSessions.filter((s) => !created.sessions.has(s.id)).length,
  );
  const verifiedStored = benchSessions.filter((s) => s.status === 'verified').map((s) => s.id);
  check(
    'verified sessions without a right code',
    verifiedStored.filter((id) => !verifiedRight.has(id)).length,
  );
  check(
    'right codes whose session is not verified',
    [...verifiedRight].filter((id) => !verifiedStored.includes(id)).length,
  );
  check('wrong codes accepted', verifiedWrong);
  const phones = created.contactPhones;
  const contactsStored = phones.length
    ? (
        db
          .prepare(
            `SELECT COUNT(*) n FROM contacts WHERE phone IN (${phones.map(() => '?').join(',')})`,
          )
          .get(...phones) as { n: number }
      ).n
    : 0;
  check('contacts created but missing, or doubled', Math.abs(contactsStored - phones.length));
  db.close();
  say(
    `Store invariants after the run (${created.sessions.size} sessions, ${verifiedRight.size} verified, ${created.contactPhones.length} contacts created): ${problems.length === 0 ? 'all hold' : problems.join('; ')}.`,
  );
  return { serverErrors: serverErrors.length, busy, problems };
}

async function main() {
  say(`# Load, concurrency and soak (npm run bench:load)`);
  say();
  say(
    `${new Date().toISOString().slice(0, 10)}, ${os.cpus().length} cores (${os.cpus()[0]?.model ?? 'unknown'}), Node ${process.versions.node}, loopback${PINNED ? `; in proxy mode (2, 3) the server on core ${SERVER_CORES} and the generator and the fake upstream on ${CALLER_CORES} (taskset)` : ', no core pinning'}. LOAD_SECONDS ${LOAD_SECONDS}, SOAK_SECONDS ${SOAK_SECONDS}, LOAD_CLIENTS ${LOAD_CLIENTS}, SANDBOX_CLIENTS ${SANDBOX_CLIENTS}.`,
  );
  say();
  const cost = runs('session') ? await sessionLayerCost() : undefined;
  say();
  let soakFigures;
  let proxy;
  if (runs('proxy')) {
    // The generator's threads, and the fake upstream forked from it, on the callers' cores.
    pin(process.pid, CALLER_CORES);
    const upstream = await startFakeUpstream();
    try {
      proxy = await proxyLoad(upstream);
      say();
      if (runs('soak')) {
        soakFigures = await soak(proxy.server, proxy.cookies);
        say();
      }
      await renewalUnderLoad(upstream, proxy.server, proxy.cookies);
    } finally {
      await proxy?.server.stop();
      await upstream.close();
      pin(process.pid, ALL_CORES);
    }
    say();
  }
  const sandbox = runs('sandbox') ? await sandboxLoad() : undefined;
  say();
  const misses = [
    cost && cost.cost >= 0.1 && 'session layer cost',
    proxy && proxy.addedP99 >= 10 && 'p99 added by the proxy',
    proxy && proxy.errors > 0 && 'proxy errors',
    soakFigures && Math.abs(soakFigures.growth) > 0.1 && 'memory during the soak',
    sandbox && sandbox.serverErrors > 0 && 'sandbox 5xx',
    sandbox && sandbox.busy > 0 && 'SQLITE_BUSY',
    sandbox && sandbox.problems.length > 0 && 'store invariants',
  ].filter(Boolean);
  say(misses.length === 0 ? 'Every goal met.' : `Goals missed: ${misses.join(', ')}.`);
  if (ONLY.size === 0)
    await writeMarkdownFile(
      path.join(ROOT, 'docs', 'benchmarks', 'load.md'),
      `${report.join('\n')}\n`,
    );
}

if (process.env.LOAD_ROLE === 'upstream') await serveFakeUpstream();
else await main();
