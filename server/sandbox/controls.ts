// /sandbox/* test controls: the contract e2e suites and integrators rely on. Never mounted in proxy mode.
import { Hono } from 'hono';
import { z } from 'zod';
import type { SandboxEnv } from './env.ts';
import { fieldErrorsFromZod, readJson, validationError } from './http.ts';
import { formatIso } from './store/time.ts';
import { listAccountKeys } from './store/core.ts';
import { otpControls } from './otp-controls.ts';
import { templateControls } from './template-controls.ts';
import { trafficControls } from './traffic.ts';

const clockRequestSchema = z.object({
  advance_seconds: z
    .number()
    .int()
    .min(0)
    .max(10 * 365 * 86_400),
});

export const controlRoutes = new Hono<SandboxEnv>()
  .get('/sandbox/accounts', (c) => {
    return c.json({ data: listAccountKeys(c.get('store').db) });
  })
  .post('/sandbox/reset', (c) => {
    c.get('store').reset();
    return c.json({ data: { reset: true } });
  })
  .get('/sandbox/clock', (c) =>
    c.json({ data: { now: formatIso(c.get('store').clock.nowSeconds()) } }),
  )
  .post('/sandbox/clock', async (c) => {
    const parsed = clockRequestSchema.safeParse(await readJson(c));
    if (!parsed.success) return validationError(c, fieldErrorsFromZod(parsed.error));
    const { clock } = c.get('store');
    clock.advance(parsed.data.advance_seconds);
    return c.json({ data: { now: formatIso(clock.nowSeconds()) } });
  })
  .route('/', otpControls)
  .route('/', templateControls)
  .route('/', trafficControls);
