// The sandbox's "campaign-messages" endpoints.
import { Hono } from 'hono';
import type { SandboxEnv } from '../env.ts';

export const campaignMessageRoutes = new Hono<SandboxEnv>();
