// Reads the server's configuration from the environment, once, with documented defaults.
import path from 'node:path';

export interface ServerConfig {
  port: number;
  host: string;
  /** Upstream platform addresses; both set means proxy mode, neither means sandbox mode. */
  platformBaseUrl: string | undefined;
  platformRestUrl: string | undefined;
  /** Secret for sealing session cookies; generated at start when unset. */
  sessionSecret: string | undefined;
  sessionTtlSeconds: number;
  /** Folder of the sandbox's SQLite database. */
  sandboxDataDir: string;
  /** Folder where seeded database snapshots are cached (shared between data folders). */
  sandboxSeedDir: string;
  /** 1 = the full documented data set; smaller values seed proportionally fewer rows. */
  sandboxScale: number;
  upstreamTimeoutMs: number;
  bodyLimitBytes: number;
  /** Folder of the built console. */
  distDir: string;
  /** Sign-in attempts allowed per client address per minute. */
  signInRateLimit: number;
}

const root = path.resolve(import.meta.dirname, '..');

function intFrom(value: string | undefined, fallback: number): number {
  if (value === undefined || value.trim() === '') return fallback;
  const n = Number(value);
  if (!Number.isFinite(n)) throw new Error(`Expected a number, got "${value}"`);
  return n;
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const platformBaseUrl = env.PLATFORM_BASE_URL?.trim() || undefined;
  const platformRestUrl = env.PLATFORM_REST_URL?.trim() || undefined;
  if (Boolean(platformBaseUrl) !== Boolean(platformRestUrl)) {
    throw new Error(
      'Set both PLATFORM_BASE_URL and PLATFORM_REST_URL for proxy mode, or neither for the sandbox.',
    );
  }
  const sandboxDataDir = path.resolve(root, env.SANDBOX_DATA_DIR ?? '.data/sandbox');
  return {
    port: intFrom(env.PORT, 8080),
    host: env.HOST ?? '127.0.0.1',
    platformBaseUrl,
    platformRestUrl,
    sessionSecret: env.SESSION_SECRET || undefined,
    sessionTtlSeconds: intFrom(env.SESSION_TTL_SECONDS, 8 * 3600),
    sandboxDataDir,
    sandboxSeedDir: path.resolve(root, env.SANDBOX_SEED_DIR ?? sandboxDataDir),
    sandboxScale: intFrom(env.SANDBOX_SCALE, 1),
    upstreamTimeoutMs: intFrom(env.UPSTREAM_TIMEOUT_MS, 30_000),
    bodyLimitBytes: intFrom(env.BODY_LIMIT_BYTES, 1024 * 1024),
    distDir: path.resolve(root, env.DIST_DIR ?? 'dist'),
    signInRateLimit: intFrom(env.SIGN_IN_RATE_LIMIT, 10),
  };
}
