// Reads the server's configuration from the environment, once, with documented defaults (docs/operations.md lists them all).
import path from 'node:path';

export interface ServerConfig {
  port: number;
  host: string;
  /** Upstream platform addresses; both set means proxy mode, neither means sandbox mode. */
  platformBaseUrl: string | undefined;
  platformRestUrl: string | undefined;
  /** Secret for sealing session cookies; generated at start when unset. */
  sessionSecret: string | undefined;
  /** How long a session lasts from sign-in, whatever happens in between. */
  sessionTtlSeconds: number;
  /** Folder of the sandbox's SQLite database. */
  sandboxDataDir: string;
  /** Folder where seeded database snapshots are cached (shared between data folders). */
  sandboxSeedDir: string;
  /** 1 = the full documented data set; smaller values seed proportionally fewer rows. */
  sandboxScale: number;
  /** Whether the sandbox keeps gentle background traffic (server/sandbox/traffic.ts). */
  sandboxTraffic: boolean;
  upstreamTimeoutMs: number;
  bodyLimitBytes: number;
  /** Folder of the built console. */
  distDir: string;
  /** Sign-in attempts allowed per client address per minute (per instance). */
  signInRateLimit: number;
  /** `npm run start:cluster`: how many instances; unset means min(4, cores). */
  instances: number | undefined;
}

/** The defaults, in one place, so that docs/operations.md and code cannot disagree silently (a test compares them). */
export const DEFAULTS = {
  PORT: 8080,
  HOST: '127.0.0.1',
  SESSION_TTL_SECONDS: 8 * 3600,
  SANDBOX_DATA_DIR: '.data/sandbox',
  SANDBOX_SEED_DIR: '.data/seed',
  SANDBOX_SCALE: 1,
  SANDBOX_TRAFFIC: 'on',
  UPSTREAM_TIMEOUT_MS: 30_000,
  BODY_LIMIT_BYTES: 1024 * 1024,
  DIST_DIR: 'dist',
  SIGN_IN_RATE_LIMIT: 10,
} as const;

export const MIN_SECRET_LENGTH = 32;

const root = path.resolve(import.meta.dirname, '..');

function numberFrom(
  env: NodeJS.ProcessEnv,
  name: string,
  fallback: number,
  { min, max, integer = true }: { min: number; max: number; integer?: boolean },
): number {
  const value = env[name];
  if (value === undefined || value.trim() === '') return fallback;
  const n = Number(value);
  if (!Number.isFinite(n) || (integer && !Number.isInteger(n)) || n < min || n > max) {
    throw new Error(
      `${name} must be ${integer ? 'an integer' : 'a number'} from ${min} to ${max}, not "${value}".`,
    );
  }
  return n;
}

function switchFrom(env: NodeJS.ProcessEnv, name: string, fallback: 'on' | 'off'): boolean {
  const value = env[name]?.trim().toLowerCase() || fallback;
  if (value === 'on') return true;
  if (value === 'off') return false;
  throw new Error(`${name} must be on or off, not "${env[name] ?? ''}".`);
}

function urlFrom(env: NodeJS.ProcessEnv, name: string): string | undefined {
  const value = env[name]?.trim();
  if (!value) return undefined;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`${name} must be an absolute http(s) URL, not "${value}".`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new Error(`${name} must be an http(s) URL, not "${value}".`);
  if (url.search || url.hash || url.username || url.password)
    throw new Error(`${name} must be a plain base address (no query, fragment or credentials).`);
  return url.href;
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const platformBaseUrl = urlFrom(env, 'PLATFORM_BASE_URL');
  const platformRestUrl = urlFrom(env, 'PLATFORM_REST_URL');
  if (Boolean(platformBaseUrl) !== Boolean(platformRestUrl)) {
    throw new Error(
      'Set both PLATFORM_BASE_URL and PLATFORM_REST_URL for proxy mode, or neither for the sandbox.',
    );
  }
  const sessionSecret = env.SESSION_SECRET || undefined;
  if (sessionSecret !== undefined && sessionSecret.length < MIN_SECRET_LENGTH)
    throw new Error(`SESSION_SECRET must be at least ${MIN_SECRET_LENGTH} characters.`);
  const sandboxDataDir = path.resolve(root, env.SANDBOX_DATA_DIR || DEFAULTS.SANDBOX_DATA_DIR);
  return {
    port: numberFrom(env, 'PORT', DEFAULTS.PORT, { min: 0, max: 65_535 }),
    host: env.HOST?.trim() || DEFAULTS.HOST,
    platformBaseUrl,
    platformRestUrl,
    sessionSecret,
    sessionTtlSeconds: numberFrom(env, 'SESSION_TTL_SECONDS', DEFAULTS.SESSION_TTL_SECONDS, {
      min: 60,
      max: 30 * 86_400,
    }),
    sandboxDataDir,
    // One seed folder for `npm start` and the end-to-end runs: the snapshot is stored once.
    sandboxSeedDir: path.resolve(root, env.SANDBOX_SEED_DIR || DEFAULTS.SANDBOX_SEED_DIR),
    sandboxScale: numberFrom(env, 'SANDBOX_SCALE', DEFAULTS.SANDBOX_SCALE, {
      min: 0.001,
      max: 10,
      integer: false,
    }),
    sandboxTraffic: switchFrom(env, 'SANDBOX_TRAFFIC', DEFAULTS.SANDBOX_TRAFFIC),
    upstreamTimeoutMs: numberFrom(env, 'UPSTREAM_TIMEOUT_MS', DEFAULTS.UPSTREAM_TIMEOUT_MS, {
      min: 100,
      max: 600_000,
    }),
    bodyLimitBytes: numberFrom(env, 'BODY_LIMIT_BYTES', DEFAULTS.BODY_LIMIT_BYTES, {
      min: 1024,
      max: 100 * 1024 * 1024,
    }),
    distDir: path.resolve(root, env.DIST_DIR || DEFAULTS.DIST_DIR),
    signInRateLimit: numberFrom(env, 'SIGN_IN_RATE_LIMIT', DEFAULTS.SIGN_IN_RATE_LIMIT, {
      min: 1,
      max: 1_000_000,
    }),
    instances: env.INSTANCES?.trim()
      ? numberFrom(env, 'INSTANCES', 1, { min: 1, max: 64 })
      : undefined,
  };
}
