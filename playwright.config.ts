// End-to-end: the built console served by the real server in sandbox mode, driven in Chromium.
import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, findBrowser } from './scripts/browser.mjs';

const PORT = Number(process.env.E2E_PORT ?? 4873);
const browser = findBrowser();

export default defineConfig({
  testDir: './e2e',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : [['list']],
  use: {
    baseURL: `http://localhost:${PORT}`,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    ...devices['Desktop Chrome'],
    launchOptions: {
      ...(browser?.executablePath ? { executablePath: browser.executablePath } : {}),
      args: CHROMIUM_ARGS,
    },
  },
  webServer: {
    command: 'npx tsx server/main.ts',
    url: `http://localhost:${PORT}/sandbox/accounts`,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    env: {
      PORT: String(PORT),
      HOST: '127.0.0.1',
      SANDBOX_DATA_DIR: `.data/e2e-${PORT}`,
      SANDBOX_SEED_DIR: '.data/seed',
      SESSION_SECRET: 'e2e-session-secret-that-is-long-enough-0123456789',
      SIGN_IN_RATE_LIMIT: '1000',
      DIST_DIR: process.env.DIST_DIR ?? 'dist',
      SANDBOX_SCALE: process.env.SANDBOX_SCALE ?? '1',
      // Still by default: a test that wants traffic turns it on through /sandbox/traffic.
      SANDBOX_TRAFFIC: 'off',
    },
  },
});
