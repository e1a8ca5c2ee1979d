// /sandbox/templates/{template_id}/moderation: the moderation decision of an OTP template.
import { Hono } from 'hono';
import type { SandboxEnv } from './env.ts';

export const templateControls = new Hono<SandboxEnv>();
