// The benchmark's subject: the console built into its own folder and the real server started on a free port in
// sandbox mode at full scale, signed in to through POST /session as the console does.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { CSRF_HEADER, CSRF_VALUE, SESSION_COOKIE } from '../../server/session.ts';

export const ROOT = path.resolve(import.meta.dirname, '../..');
const bin = (name: string) => path.join(ROOT, 'node_modules', '.bin', name);

/**
 * Builds the console into `outDir` with the project's own Vite config, and where each chunk's bytes come from into
 * `statsFile` when given (vite.config.ts's BUNDLE_STATS); returns how long it took.
 */
export function buildConsole(outDir: string, statsFile?: string): number {
  const started = performance.now();
  const result = spawnSync(
    bin('vite'),
    ['build', '--logLevel', 'warn', '--outDir', outDir, '--emptyOutDir'],
    {
      cwd: ROOT,
      stdio: 'inherit',
      env: { ...process.env, ...(statsFile ? { BUNDLE_STATS: statsFile } : {}) },
    },
  );
  if (result.status !== 0) throw new Error(`vite build failed (exit ${String(result.status)})`);
  return performance.now() - started;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.unref();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => (port ? resolve(port) : reject(new Error('no free port'))));
    });
  });
}

export interface RunningServer {
  /** `http://localhost:<port>`: a host name browsers treat as secure, so the `__Host-` cookie is kept. */
  baseUrl: string;
  port: number;
  /** Seconds from spawn to the first answer (includes seeding or copying the database). */
  startSeconds: number;
  /** The server's own start-up message and any error it printed. */
  output: () => string;
  stop(): Promise<void>;
}

async function waitUntilAnswering(url: string, child: ChildProcess, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited with code ${child.exitCode}`);
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the server did not answer ${url} within ${timeoutMs / 1000} s`);
}

/** Starts `server/main.ts` (sandbox mode, full scale by default) serving `distDir`, and waits for it. */
export async function startServer(options: {
  distDir: string;
  dataDir: string;
  scale: number;
}): Promise<RunningServer> {
  const port = await freePort();
  fs.mkdirSync(options.dataDir, { recursive: true });
  const started = performance.now();
  const child = spawn(bin('tsx'), ['server/main.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DIST_DIR: options.distDir,
      SANDBOX_DATA_DIR: options.dataDir,
      SANDBOX_SEED_DIR: path.join(ROOT, '.data/seed'),
      SANDBOX_SCALE: String(options.scale),
      SESSION_SECRET: 'benchmark-session-secret-that-is-long-enough-0123456789',
      SIGN_IN_RATE_LIMIT: '100000',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const baseUrl = `http://localhost:${port}`;
  try {
    await waitUntilAnswering(`http://127.0.0.1:${port}/sandbox/accounts`, child, 600_000);
  } catch (error) {
    child.kill('SIGTERM');
    throw new Error(`${error instanceof Error ? error.message : String(error)}\n${output}`);
  }
  const startSeconds = (performance.now() - started) / 1000;
  // Back to the seeded state: earlier runs' OTP round trips are not part of this one.
  await fetch(`http://127.0.0.1:${port}/sandbox/reset`, { method: 'POST' });
  return {
    baseUrl,
    port,
    startSeconds,
    output: () => output,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) {
          resolve();
          return;
        }
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
        setTimeout(() => child.kill('SIGKILL'), 10_000).unref();
      }),
  };
}

/** Signs in as the console does (POST /session with its header) and returns the session cookie `name=value`. */
export async function signIn(baseUrl: string, apiKey = 'live_sandbox'): Promise<string> {
  const response = await fetch(`${baseUrl.replace('localhost', '127.0.0.1')}/session`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', [CSRF_HEADER]: CSRF_VALUE },
    body: JSON.stringify({ api_key: apiKey, api_version: '2.0' }),
  });
  const cookie = response.headers
    .getSetCookie()
    .map((line) => line.split(';')[0] ?? '')
    .find(
      (pair) => pair.startsWith(`${SESSION_COOKIE}=`) && pair.length > SESSION_COOKIE.length + 1,
    );
  if (response.status !== 200 || !cookie) {
    throw new Error(`sign-in failed: ${response.status} ${await response.text()}`);
  }
  return cookie;
}

/**
 * A benchmark script run on its own: the console built into `.data/<name>/dist` (or DIST_DIR as it is) and the
 * server started on its own data folder at SANDBOX_SCALE (full scale by default).
 */
export async function standaloneSubject(name: string) {
  const scale = Number(process.env.SANDBOX_SCALE ?? 1);
  const benchDir = path.join(ROOT, '.data', name);
  const distDir = process.env.DIST_DIR
    ? path.resolve(ROOT, process.env.DIST_DIR)
    : path.join(benchDir, 'dist');
  if (!process.env.DIST_DIR) buildConsole(distDir);
  const server = await startServer({ distDir, dataDir: path.join(benchDir, 'sandbox'), scale });
  return { scale, distDir, server };
}
