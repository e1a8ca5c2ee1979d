// The sandbox's "contacts" endpoints.
import { Hono } from 'hono';
import type { SandboxEnv } from '../env.ts';

export const contactRoutes = new Hono<SandboxEnv>();
