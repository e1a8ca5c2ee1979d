// /sandbox/outbox and /sandbox/templates/{id}/moderation: the 2FA area's test controls.
import { Hono } from 'hono';
import type { SandboxEnv } from './env.ts';

export const otpControls = new Hono<SandboxEnv>();
