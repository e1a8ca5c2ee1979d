// The sandbox's "statistics" endpoints.
import { Hono } from 'hono';
import type { SandboxEnv } from '../env.ts';

export const statisticsRoutes = new Hono<SandboxEnv>();
