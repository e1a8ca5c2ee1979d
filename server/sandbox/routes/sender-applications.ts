// The sandbox's "sender-applications" endpoints.
import { Hono } from 'hono';
import type { SandboxEnv } from '../env.ts';

export const senderApplicationRoutes = new Hono<SandboxEnv>();
