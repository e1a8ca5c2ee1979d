// Finds a Chromium for Playwright: Playwright's own if installed, else a system Chromium; `ensure` installs
// one when neither exists (apt-get as root, else `playwright install chromium`).
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { chromium } from '@playwright/test';

const SYSTEM_CANDIDATES = [
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
  '/usr/bin/google-chrome-stable',
  '/snap/bin/chromium',
];

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-dev-shm-usage',
];

function playwrightBrowser() {
  try {
    const file = chromium.executablePath();
    return file && fs.existsSync(file) ? file : undefined;
  } catch {
    return undefined;
  }
}

function systemBrowser() {
  if (process.env.CHROMIUM_PATH && fs.existsSync(process.env.CHROMIUM_PATH))
    return process.env.CHROMIUM_PATH;
  return SYSTEM_CANDIDATES.find((file) => fs.existsSync(file));
}

/** The browser to launch, by its executable. */
export function findBrowser() {
  const own = playwrightBrowser();
  if (own) return { executablePath: own, source: 'playwright' };
  const system = systemBrowser();
  if (system) return { executablePath: system, source: 'system' };
  return undefined;
}

function run(command, args) {
  console.log(`$ ${command} ${args.join(' ')}`);
  return spawnSync(command, args, { stdio: 'inherit' }).status === 0;
}

function hasCommand(name) {
  try {
    execFileSync('sh', ['-c', `command -v ${name}`], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

export function ensureBrowser() {
  const found = findBrowser();
  if (found) return found;
  console.log('No Chromium found for the end-to-end tests; installing one.');
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (isRoot && hasCommand('apt-get')) {
    run('apt-get', ['update', '-qq']);
    run('apt-get', ['install', '-y', '-qq', 'chromium']);
  }
  if (!findBrowser()) run('npx', ['playwright', 'install', 'chromium']);
  const installed = findBrowser();
  if (!installed) {
    console.error(
      [
        'Could not find or install Chromium for the end-to-end tests.',
        'Install one of these and run the tests again:',
        '  - Debian/Ubuntu as root: apt-get install -y chromium',
        '  - anywhere with network access: npx playwright install chromium',
        '  - or point CHROMIUM_PATH at an existing Chromium or Chrome binary.',
      ].join('\n'),
    );
    process.exit(1);
  }
  return installed;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const browser = ensureBrowser();
  console.log(`Chromium for end-to-end tests: ${browser.executablePath} (${browser.source})`);
}
