// Starts the server on one port: the sandbox by default, the upstream proxy when PLATFORM_* are set.
import { serve } from '@hono/node-server';
import { readConfig } from './config.ts';
import { createServerApp } from './app.ts';

const config = readConfig();
const started = Date.now();
const { app, mode, store, generatedSecret } = createServerApp({ config });

const server = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, (info) => {
  const url = `http://${config.host === '0.0.0.0' ? 'localhost' : config.host}:${info.port}`;
  const lines = [`Messaging Console is running at ${url}`];
  if (mode === 'proxy') {
    lines.push(
      `Mode: proxy -> ${config.platformBaseUrl} (/api) and ${config.platformRestUrl} (/rest)`,
    );
  } else if (store) {
    lines.push(
      `Mode: sandbox (database ${store.origin} in ${((Date.now() - started) / 1000).toFixed(1)} s, ${config.sandboxDataDir})`,
    );
    const accounts = store.db
      .prepare('SELECT name, mode, api_key FROM accounts ORDER BY id')
      .all() as {
      name: string;
      mode: string;
      api_key: string;
    }[];
    lines.push('Demo accounts (paste a key on the sign-in page):');
    for (const a of accounts) lines.push(`  ${a.api_key.padEnd(24)} ${a.name} [mode ${a.mode}]`);
  }
  if (generatedSecret)
    lines.push('SESSION_SECRET is not set: sessions end when the server restarts.');
  console.log(lines.join('\n'));
});

const shutdown = () => {
  server.close();
  store?.close();
  process.exit(0);
};
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
