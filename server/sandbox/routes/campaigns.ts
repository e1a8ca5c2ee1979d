// The sandbox's "campaigns" endpoints.
import { Hono } from 'hono';
import type { SandboxEnv } from '../env.ts';

export const campaignRoutes = new Hono<SandboxEnv>();
