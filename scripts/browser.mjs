// Finds a Chromium for Playwright: Playwright's own if installed, else a system Chromium (its headless shell
// first: the tests run headless, and the shell runs them about a third faster than the whole browser);
// `ensure` installs one when neither exists (apt-get as root, else `playwright install chromium`), and as
// root on Debian adds the headless shell beside a whole system Chromium.
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { chromium } from '@playwright/test';

const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
const SYSTEM_CANDIDATES = [
  HEADLESS_SHELL,
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

/** Installs Debian packages as root, updating the package lists once if the first try fails. */
function aptInstall(packages) {
  const args = ['install', '-y', '-qq', ...packages];
  return run('apt-get', args) || (run('apt-get', ['update', '-qq']) && run('apt-get', args));
}

export function ensureBrowser() {
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const canApt = isRoot && hasCommand('apt-get');
  const found = findBrowser();
  if (found?.source === 'system' && found.executablePath !== HEADLESS_SHELL && canApt) {
    console.log(
      "Adding Chromium's headless shell (faster for headless tests) beside the system Chromium.",
    );
    if (!aptInstall(['chromium-headless-shell']))
      console.log('The headless shell could not be installed; the whole Chromium runs the tests.');
    return findBrowser() ?? found;
  }
  if (found) return found;
  console.log('No Chromium found for the end-to-end tests; installing one.');
  if (canApt && !aptInstall(['chromium-headless-shell'])) aptInstall(['chromium']);
  if (!findBrowser()) run('npx', ['playwright', 'install', 'chromium']);
  const installed = findBrowser();
  if (!installed) {
    console.error(
      [
        'Could not find or install Chromium for the end-to-end tests.',
        'Install one of these and run the tests again:',
        '  - Debian/Ubuntu as root: apt-get install -y chromium-headless-shell (or chromium)',
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
