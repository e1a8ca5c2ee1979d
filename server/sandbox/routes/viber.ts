// The sandbox's "viber" endpoints.
import { Hono } from 'hono';
import type { SandboxEnv } from '../env.ts';

export const viberRoutes = new Hono<SandboxEnv>();
