// GET /sandbox/outbox: every message the sandbox has "sent" (codes included), for e2e suites and integrators.
import { Hono } from 'hono';
import { z } from 'zod';
import type { SandboxEnv } from './env.ts';
import { fieldErrorsFromZod, readQuery, validationError } from './http.ts';
import { readOutbox } from './outbox.ts';

const outboxQuerySchema = z.object({
  recipient: z
    .string()
    .regex(/^\d{1,15}$/, 'The recipient must be digits only (up to 15), without +.')
    .optional(),
});

export const otpControls = new Hono<SandboxEnv>().get('/sandbox/outbox', (c) => {
  const parsed = outboxQuerySchema.safeParse(readQuery(c));
  if (!parsed.success) return validationError(c, fieldErrorsFromZod(parsed.error));
  return c.json({ data: readOutbox(c.get('store'), parsed.data.recipient) });
});
