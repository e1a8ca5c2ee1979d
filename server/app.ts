// Builds the whole server app: security headers, the session layer, /api and /rest forwarding to the
// sandbox or the upstream platform, the sandbox controls, and the built console.
import { Hono, type Context, type MiddlewareHandler } from 'hono';
import { compress } from 'hono/compress';
import { except } from 'hono/combine';
import { serveStatic } from '@hono/node-server/serve-static';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { ServerConfig } from './config.ts';
import type { Platform } from './platform.ts';
import { createProxyPlatform } from './proxy.ts';
import { requestBodyLimit, securityHeaders } from './security.ts';
import {
  readIndexHtml,
  readRoutePreloads,
  withPreloads,
  withSessionState,
} from './route-preloads.ts';
import { createSessionLayer } from './session.ts';
import type { SessionState } from '../src/contracts/auth.ts';
import { createSandboxApp } from './sandbox/app.ts';
import { createFaults } from './sandbox/faults.ts';
import { openStore, type SeedProgress, type Store } from './sandbox/store/db.ts';

export interface ServerApp {
  app: Hono;
  mode: 'sandbox' | 'proxy';
  /** The sandbox store (sandbox mode only). */
  store: Store | undefined;
  /** True when SESSION_SECRET was unset and a secret was generated for this process. */
  generatedSecret: boolean;
}

export interface CreateServerOptions {
  config: ServerConfig;
  /** An already opened store (tests), instead of opening the configured one. */
  store?: Store;
  /** Replaces the platform altogether (tests: a fake platform that counts what it receives). */
  platform?: Platform;
  /** Serve the built console from config.distDir (off in dev, where Vite serves it). */
  serveConsole?: boolean;
  /** The instance's name in a cluster, sent as `X-Console-Instance` on every response. */
  instance?: string;
  /** Told after each area of a first seed (the start-up progress). */
  onSeedProgress?: (progress: SeedProgress) => void;
}

export function createServerApp({
  config,
  store: givenStore,
  platform: givenPlatform,
  serveConsole = true,
  instance,
  onSeedProgress,
}: CreateServerOptions): ServerApp {
  const proxyMode = Boolean(config.platformBaseUrl && config.platformRestUrl);
  const generatedSecret = !config.sessionSecret;
  const secret = config.sessionSecret ?? randomBytes(32).toString('base64url');
  if (secret.length < 32) throw new Error('SESSION_SECRET must be at least 32 characters.');

  let platform: Platform;
  let store: Store | undefined;
  let sandbox: ReturnType<typeof createSandboxApp> | undefined;
  let faults: ReturnType<typeof createFaults> | undefined;
  if (givenPlatform) {
    platform = givenPlatform;
  } else if (config.platformBaseUrl && config.platformRestUrl) {
    platform = createProxyPlatform({
      baseUrl: config.platformBaseUrl,
      restUrl: config.platformRestUrl,
      timeoutMs: config.upstreamTimeoutMs,
    });
  } else {
    store =
      givenStore ??
      openStore({
        dataDir: config.sandboxDataDir,
        seedDir: config.sandboxSeedDir,
        scale: config.sandboxScale,
        ...(onSeedProgress ? { onSeedProgress } : {}),
      });
    const app = createSandboxApp({ store });
    const sandboxFaults = createFaults();
    sandbox = app;
    faults = sandboxFaults;
    platform = async (request) => {
      const response = await app.fetch(request);
      sandboxFaults.record(request, response.status);
      return response;
    };
  }

  const session = createSessionLayer({
    secret,
    ttlSeconds: config.sessionTtlSeconds,
    platform,
    mode: proxyMode ? 'proxy' : 'sandbox',
    signInRateLimit: config.signInRateLimit,
  });

  const app = new Hono();
  if (instance) {
    app.use('*', async (c, next) => {
      await next();
      c.res.headers.set('X-Console-Instance', instance);
    });
  }
  app.use('*', securityHeaders());
  app.use('*', compress());
  // GET and HEAD carry no body, and asking one for its body makes @hono/node-server build a whole web Request that
  // follows the connection's abort signal through a WeakRef and a FinalizationRegistry entry: the request and all
  // it holds then outlive the young collections and stay until a full one. So the limit looks at the others only.
  const bodyLimit = requestBodyLimit(config.bodyLimitBytes);
  const limitBodies: MiddlewareHandler = (c, next) =>
    c.req.method === 'GET' || c.req.method === 'HEAD' ? next() : bodyLimit(c, next);
  for (const prefix of ['/api/*', '/rest/*', '/session', '/sandbox/*'])
    app.use(prefix, limitBodies);
  for (const prefix of ['/api/*', '/rest/*', '/session', '/sandbox/*']) {
    app.use(prefix, async (c, next) => {
      await next();
      // On the response itself, as the security headers are: c.header() after the handler rebuilds the response
      // around its body, which turns a buffered answer into a stream (the proxy's cost per request). Vary is
      // here for the same reason: compress() below would otherwise add it with c.header() to every answer it
      // might compress, whether or not the caller accepts a compressed one.
      c.res.headers.set('Cache-Control', 'no-store');
      if (!/(^|,)\s*(accept-encoding|\*)\s*(,|$)/i.test(c.res.headers.get('Vary') ?? ''))
        c.res.headers.append('Vary', 'Accept-Encoding');
    });
  }

  if (faults) {
    // Injected faults act on /api and /rest as the console and integrators reach them (see /sandbox/faults).
    app.use('/api/*', faults.middleware);
    app.use('/rest/*', faults.middleware);
  }

  app.route('/', session.routes);
  app.all('/api/*', (c) => session.forward(c));
  app.all('/rest/*', (c) => session.forward(c));
  app.all('/api', (c) => session.forward(c));
  app.all('/rest', (c) => session.forward(c));
  if (sandbox && faults) {
    const sandboxApp = sandbox;
    const sandboxFaults = faults;
    app.use('/sandbox/reset', async (_c, next) => {
      sandboxFaults.reset();
      await next();
    });
    app.route('/', sandboxFaults.routes);
    app.all('/sandbox/*', (c) => sandboxApp.fetch(c.req.raw));
  } else {
    // The controls exist only in sandbox mode; without this the console's SPA fallback would answer them.
    app.all('/sandbox/*', notFound);
    app.all('/sandbox', notFound);
  }
  app.all('/session/*', notFound);

  if (serveConsole) mountConsole(app, config.distDir, session.sessionState);

  app.notFound(notFound);
  app.onError((error, c) => {
    // The log gets one line, never request headers (they carry credentials); the caller gets no detail at all.
    console.error(`server error on ${c.req.method} ${c.req.path}: ${describe(error)}`);
    return c.json({ errors: [{ message: 'Internal server error' }] }, 500);
  });

  return { app, mode: proxyMode ? 'proxy' : 'sandbox', store, generatedSecret };
}

const notFound = (c: Context) => c.json({ errors: [{ message: 'Not found' }] }, 404);

function describe(error: unknown): string {
  return error instanceof Error ? `${error.name}: ${error.message}` : typeof error;
}

/**
 * Hashed assets cached for a year, index.html never without revalidation (and never by a shared cache), client
 * routes fall back to index.html, which names the page's largest files and carries the session.
 */
function mountConsole(
  app: Hono,
  distDir: string,
  sessionState: (c: Context) => Promise<SessionState>,
): void {
  const root = path.relative(process.cwd(), distDir) || '.';
  // Set after the file is served: serveStatic's own onFound hook runs too late to change its response.
  app.use('*', async (c, next) => {
    await next();
    if (!c.res.ok) return;
    const html = c.res.headers.get('content-type')?.startsWith('text/html') ?? false;
    c.header(
      'Cache-Control',
      html
        ? // It carries the person's session (withSessionState): never kept by a shared cache.
          'private, no-cache'
        : c.req.path.startsWith('/assets/')
          ? 'public, max-age=31536000, immutable'
          : 'public, max-age=3600',
    );
  });
  // Only when built: serveStatic warns on every start otherwise; the fallback below says what to do.
  // `/` is the overview page's like any other route's (below), not index.html as it is on disk.
  if (fs.existsSync(distDir)) {
    // The build writes every asset also compressed (vite.config.ts): sent as written, with its length.
    app.use('*', except('/', serveStatic({ root, precompressed: true })));
  }
  app.get('*', async (c) => {
    // Read from disk once per build, not on every page opened.
    const html = readIndexHtml(distDir);
    if (html === undefined) {
      return c.text(
        'The console is not built. Run "npm run build" (npm start does it for you).',
        503,
      );
    }
    if (/\.[a-z0-9]+$/i.test(c.req.path)) return notFound(c);
    const state = await sessionState(c);
    const pages = readRoutePreloads(distDir);
    const preloaded = pages ? withPreloads(html, pages, c.req.path, state.data !== null) : html;
    return c.html(withSessionState(preloaded, state));
  });
}
