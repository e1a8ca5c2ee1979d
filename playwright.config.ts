// End-to-end: the built console served by the real server, driven in Chromium. Two projects:
// - sandbox: the server in sandbox mode (every journey);
// - proxy: the server in proxy mode in front of a stand-in upstream (e2e/proxy/stand-in-upstream.ts: the
//   sandbox's API in the spec's other spellings, with hostile text), for the journeys that need no sandbox
//   controls: every page renders every value, nothing executes, the browser console stays empty.
import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, findBrowser } from './scripts/browser.mjs';
import {
  PORT,
  PROXY_PORT,
  SANDBOX_PORTS,
  UPSTREAM_PORT,
  WORKERS,
  dataDir,
} from './e2e/helpers/servers';

const browser = findBrowser();

const SERVER_ENV = {
  HOST: '127.0.0.1',
  SANDBOX_SEED_DIR: '.data/seed',
  SESSION_SECRET: 'e2e-session-secret-that-is-long-enough-0123456789',
  SIGN_IN_RATE_LIMIT: '1000',
  DIST_DIR: process.env.DIST_DIR ?? 'dist',
  SANDBOX_SCALE: process.env.SANDBOX_SCALE ?? '1',
  // Still by default: a test that wants traffic turns it on through /sandbox/traffic.
  SANDBOX_TRAFFIC: 'off',
};

/**
 * Whether this run includes the proxy project: its two servers start only then (a run given
 * `--project sandbox` starts the sandbox server alone).
 */
const projectsAsked = process.argv.flatMap((arg, index, all) =>
  arg.startsWith('--project=')
    ? [arg.slice('--project='.length)]
    : arg === '--project'
      ? [all[index + 1] ?? '']
      : [],
);
const runsProxy = projectsAsked.length === 0 || projectsAsked.includes('proxy');

/** Specs that need no sandbox control: they run in proxy mode too. */
const PROXY_SPECS = ['proxy-mode.spec.ts', 'pages.spec.ts'];

export default defineConfig({
  testDir: './e2e',
  globalTeardown: './e2e/global-teardown.ts',
  fullyParallel: false,
  workers: WORKERS,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : [['list']],
  use: {
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    ...devices['Desktop Chrome'],
    launchOptions: {
      ...(browser?.executablePath ? { executablePath: browser.executablePath } : {}),
      args: CHROMIUM_ARGS,
    },
  },
  projects: [
    {
      name: 'sandbox',
      testIgnore: ['proxy-mode.spec.ts'],
      use: { baseURL: `http://localhost:${PORT}` },
    },
    {
      name: 'proxy',
      testMatch: PROXY_SPECS,
      use: { baseURL: `http://localhost:${PROXY_PORT}` },
    },
  ],
  webServer: [
    ...SANDBOX_PORTS.map((port) => ({
      command: 'npx tsx server/main.ts',
      url: `http://localhost:${port}/sandbox/accounts`,
      timeout: 180_000,
      reuseExistingServer: false,
      stdout: 'pipe' as const,
      env: { ...SERVER_ENV, PORT: String(port), SANDBOX_DATA_DIR: dataDir(port) },
    })),
    ...(runsProxy ? proxyServers() : []),
  ],
});

/** The stand-in upstream, and the console in proxy mode in front of it. */
function proxyServers() {
  return [
    {
      command: 'npx tsx e2e/proxy/stand-in-upstream.ts',
      url: `http://127.0.0.1:${UPSTREAM_PORT}/sandbox/accounts`,
      timeout: 180_000,
      reuseExistingServer: false,
      stdout: 'pipe' as const,
      env: {
        ...SERVER_ENV,
        STAND_IN_PORT: String(UPSTREAM_PORT),
        SANDBOX_DATA_DIR: dataDir(UPSTREAM_PORT),
      },
    },
    {
      command: 'npx tsx server/main.ts',
      url: `http://localhost:${PROXY_PORT}/session`,
      timeout: 180_000,
      reuseExistingServer: false,
      stdout: 'pipe' as const,
      env: {
        ...SERVER_ENV,
        PORT: String(PROXY_PORT),
        PLATFORM_BASE_URL: `http://127.0.0.1:${UPSTREAM_PORT}`,
        PLATFORM_REST_URL: `http://127.0.0.1:${UPSTREAM_PORT}`,
      },
    },
  ];
}
