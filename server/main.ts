// Starts the server on one port: the sandbox by default, the upstream proxy when PLATFORM_* are set.
import { serve } from '@hono/node-server';
import cluster from 'node:cluster';
import { sandboxAccountsSchema } from '../src/contracts/auth.ts';
import { readConfig, type ServerConfig } from './config.ts';
import { createServerApp, type ServerApp } from './app.ts';
import { setTraffic } from './sandbox/traffic.ts';

function fail(message: string): never {
  console.error(`Messaging Console cannot start: ${message}`);
  process.exit(1);
}

let config: ServerConfig;
let server: ServerApp;
const started = Date.now();
try {
  config = readConfig();
  // Under `npm run start:cluster` each instance names itself in a response header (which one answered).
  server = createServerApp({
    config,
    ...(cluster.worker ? { instance: String(cluster.worker.id) } : {}),
    onSeedProgress: ({ area, rows, done, total }) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      console.log(
        `Seeding the sandbox (scale ${config.sandboxScale}, first start only): ${Math.round((done / total) * 100)}% - ${area}: ${rows.toLocaleString('en')} rows (${seconds} s)`,
      );
    },
  });
} catch (error) {
  fail(error instanceof Error ? error.message : String(error));
}
const { app, mode, store, generatedSecret } = server;
// The sandbox lives unless SANDBOX_TRAFFIC=off (server/sandbox/traffic.ts).
if (store && config.sandboxTraffic) setTraffic(store, true);

/**
 * The start-up message: what runs behind the console, then one last line with where to go and, in the
 * sandbox, the keys to sign in with.
 */
async function describe(url: string): Promise<string> {
  const lines: string[] = [];
  let ready = `Messaging Console is running at ${url}`;
  if (mode === 'proxy') {
    lines.push(
      `Mode: proxy -> ${config.platformBaseUrl} (/api) and ${config.platformRestUrl} (/rest)`,
    );
  } else if (store) {
    lines.push(
      `Mode: sandbox (database ${store.origin} in ${((Date.now() - started) / 1000).toFixed(1)} s, ${config.sandboxDataDir})`,
    );
    const response = await app.request('/sandbox/accounts');
    const accounts = sandboxAccountsSchema.parse(await response.json()).data;
    // Each key with what its account shows ("Sandbox (Test key)" → "Test key"): the account's mode alone called the
    // Test key "live".
    ready += ` - demo keys: ${accounts.map((a) => `${a.api_key} (${a.name.replace(/^Sandbox \((.*)\)$/, '$1')})`).join(', ')}`;
  }
  if (generatedSecret && !cluster.worker)
    lines.push('SESSION_SECRET is not set: sessions end when the server restarts.');
  return [...lines, ready].join('\n');
}

const listener = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, (info) => {
  const host = ['0.0.0.0', '::'].includes(config.host) ? 'localhost' : config.host;
  void describe(`http://${host}:${info.port}`).then((text) => {
    // In a cluster the primary says it once, when every instance listens.
    if (cluster.worker && process.send) process.send({ ready: text });
    else console.log(text);
  });
});
listener.on('error', (error: NodeJS.ErrnoException) => {
  store?.close();
  fail(
    error.code === 'EADDRINUSE'
      ? `port ${config.port} is in use. Stop what runs there or set PORT to another port.`
      : error.message,
  );
});

const shutdown = () => {
  listener.close();
  store?.close();
  process.exit(0);
};
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
