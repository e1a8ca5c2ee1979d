// npm run screenshot [-- <page path>]: builds the console, runs the server in sandbox mode on a free port,
// signs in with the demo Live key in Chromium and saves the signed-in shell in three views: a desktop in the
// light scheme (docs/screenshot.png), a phone (docs/screenshot-phone.png, 390 × 844) and a desktop in the dark
// scheme (docs/screenshot-dark.png).
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import net from 'node:net';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, ensureBrowser } from './browser.mjs';

const root = path.resolve(import.meta.dirname, '..');
const pagePath = process.argv[2] ?? '/';
const distDir = path.join(root, '.cache', 'dist-screenshot');
/** Each view: where it is saved, the window and the colour scheme. */
const VIEWS = [
  { file: 'screenshot.png', viewport: { width: 1440, height: 900 }, colorScheme: 'light' },
  {
    file: 'screenshot-phone.png',
    viewport: { width: 390, height: 844 },
    colorScheme: 'light',
    isMobile: true,
    hasTouch: true,
    deviceScaleFactor: 2,
  },
  { file: 'screenshot-dark.png', viewport: { width: 1440, height: 900 }, colorScheme: 'dark' },
];

const freePort = () =>
  new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });

async function waitFor(url, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}

const build = spawnSync(
  path.join(root, 'node_modules', '.bin', 'vite'),
  ['build', '--logLevel', 'warn', '--outDir', distDir],
  { cwd: root, stdio: 'inherit' },
);
if (build.status !== 0) process.exit(build.status ?? 1);

const port = await freePort();
const origin = `http://localhost:${port}`;
const server = spawn(path.join(root, 'node_modules', '.bin', 'tsx'), ['server/main.ts'], {
  cwd: root,
  stdio: ['ignore', 'inherit', 'inherit'],
  env: {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DIST_DIR: distDir,
    SANDBOX_DATA_DIR: path.join(root, '.data', 'screenshot'),
    SANDBOX_SEED_DIR: path.join(root, '.data', 'seed'),
    SESSION_SECRET: randomBytes(32).toString('base64url'),
  },
});

try {
  await waitFor(`${origin}/sandbox/accounts`, 180_000);
  const browser = await chromium.launch({
    executablePath: ensureBrowser().executablePath,
    args: CHROMIUM_ARGS,
  });
  for (const { file, ...options } of VIEWS) {
    const context = await browser.newContext(options);
    const page = await context.newPage();
    await page.goto(`${origin}/login`);
    await page.getByRole('button', { name: 'Use this key: Sandbox (live)' }).click();
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL((url) => !url.pathname.startsWith('/login'));
    await page.goto(`${origin}${pagePath}`);
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await page.waitForLoadState('networkidle');
    const output = path.join(root, 'docs', file);
    await page.screenshot({ path: output });
    await context.close();
    console.log(`Saved ${path.relative(root, output)} (${pagePath}).`);
  }
  await browser.close();
} finally {
  server.kill('SIGTERM');
}
