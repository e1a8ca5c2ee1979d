// The sandbox platform: every endpoint of the spec over the SQLite store, plus the /sandbox/* controls.
import { Hono } from 'hono';
import type { SandboxEnv } from './env.ts';
import type { Store } from './store/db.ts';
import { authRoutes, requireAccount } from './auth.ts';
import { controlRoutes } from './controls.ts';
import { openApiRoutes } from '../openapi/routes.ts';
import { serviceError } from './http.ts';
import { campaignMessageRoutes } from './routes/campaign-messages.ts';
import { campaignRoutes } from './routes/campaigns.ts';
import { otpRoutes } from './routes/otp.ts';
import { templateRoutes } from './routes/templates.ts';
import { viberRoutes } from './routes/viber.ts';
import { statisticsRoutes } from './routes/statistics.ts';
import { senderApplicationRoutes } from './routes/sender-applications.ts';
import { contactRoutes } from './routes/contacts.ts';

export interface SandboxOptions {
  store: Store;
  /** Mount /sandbox/* controls (true in sandbox mode). */
  controls?: boolean;
}

export function createSandboxApp({ store, controls = true }: SandboxOptions) {
  const app = new Hono<SandboxEnv>();
  app.use('*', async (c, next) => {
    c.set('store', store);
    await next();
  });
  app.route('/', authRoutes);
  if (controls) app.route('/', controlRoutes).route('/', openApiRoutes);

  const platform = new Hono<SandboxEnv>();
  platform.use('/api/*', requireAccount);
  platform.use('/rest/*', requireAccount);
  platform.route('/', campaignMessageRoutes);
  platform.route('/', campaignRoutes);
  // Templates before sessions: `/api/2fa/authentications/templates` must not be read as a session id.
  platform.route('/', templateRoutes);
  platform.route('/', otpRoutes);
  platform.route('/', viberRoutes);
  platform.route('/', statisticsRoutes);
  platform.route('/', senderApplicationRoutes);
  platform.route('/', contactRoutes);
  app.route('/', platform);

  app.notFound((c) => serviceError(c, 404, 'Not found'));
  app.onError((error, c) => {
    console.error('sandbox error:', error instanceof Error ? error.message : error);
    return serviceError(c, 500, 'Internal sandbox error');
  });
  return app;
}
