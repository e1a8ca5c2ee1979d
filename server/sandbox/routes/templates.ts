// The sandbox's "templates" endpoints.
import { Hono } from 'hono';
import type { SandboxEnv } from '../env.ts';

export const templateRoutes = new Hono<SandboxEnv>();
