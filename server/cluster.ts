// `npm run start:cluster`: N instances of the server behind one port, balanced by Node's own `cluster` module
// (the primary accepts connections and hands them to the workers in turn). Proxy mode only: in the sandbox
// each instance would hold its own database and clock.
import cluster from 'node:cluster';
import { randomBytes } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import { readConfig } from './config.ts';

function fail(message: string): never {
  console.error(`Messaging Console cannot start the cluster: ${message}`);
  process.exit(1);
}

const env = { ...process.env };
let instances: number;
try {
  const config = readConfig(env);
  if (!config.platformBaseUrl) {
    fail(
      'set PLATFORM_BASE_URL and PLATFORM_REST_URL (proxy mode). The sandbox keeps its data in one process: run it with npm start.',
    );
  }
  instances = config.instances ?? Math.min(4, os.availableParallelism());
} catch (error) {
  fail(error instanceof Error ? error.message : String(error));
}
// Every instance must seal and unseal the same cookies.
const generatedSecret = !env.SESSION_SECRET;
if (generatedSecret) env.SESSION_SECRET = randomBytes(32).toString('base64url');

cluster.setupPrimary({
  exec: path.join(import.meta.dirname, 'main.ts'),
  execArgv: ['--import', 'tsx'],
});

const ready = new Map<number, string>();
let stopping = false;
for (let i = 1; i <= instances; i++) {
  const worker = cluster.fork(env);
  worker.on('message', (message: unknown) => {
    if (typeof message !== 'object' || message === null || !('ready' in message)) return;
    if (typeof message.ready !== 'string') return;
    ready.set(i, message.ready);
    if (ready.size === instances) {
      const lines = [`Instances: ${instances} (Node's cluster module, one port).`];
      if (generatedSecret)
        lines.push('SESSION_SECRET is not set: sessions end when the cluster restarts.');
      lines.push(message.ready);
      console.log(lines.join('\n'));
    }
  });
}
cluster.on('exit', (_worker, code: number | null, signal: string | null) => {
  if (stopping) return;
  // A worker that ends is not replaced: a crash loop would hide its cause. Stop all and say why.
  console.error(`An instance stopped (${signal ?? `exit ${String(code)}`}); stopping the cluster.`);
  stopping = true;
  for (const other of Object.values(cluster.workers ?? {})) other?.kill();
  process.exitCode = 1;
});

const shutdown = () => {
  stopping = true;
  for (const worker of Object.values(cluster.workers ?? {})) worker?.kill('SIGTERM');
};
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
