// The sandbox's "otp" endpoints.
import { Hono } from 'hono';
import type { SandboxEnv } from '../env.ts';

export const otpRoutes = new Hono<SandboxEnv>();
