// Installs the dependencies when they are missing or differ from package-lock.json, so that `npm start` and
// `npm test` work on a fresh clone. Uses nothing but Node itself (any Node from 18 on): it runs before
// anything is installed, on whatever Node the machine has. The install brings Node 24 (the `node` dev
// dependency), on which every npm script then runs.
// `node scripts/ensure-deps.mjs --check` only says whether an install is needed (exit 1 when it is).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));

function readJson(file) {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
}

/** Whether a lockfile entry is installed on this machine (optional packages for other platforms are not). */
function forThisPlatform(entry) {
  const fits = (list, value) =>
    !Array.isArray(list) ||
    (list.some((item) => !item.startsWith('!'))
      ? list.includes(value)
      : !list.includes(`!${value}`));
  const libc = process.report?.getReport().header.glibcVersionRuntime ? 'glibc' : 'musl';
  return (
    fits(entry.os, process.platform) &&
    fits(entry.cpu, process.arch) &&
    (process.platform !== 'linux' || fits(entry.libc, libc))
  );
}

/** Why the installed tree differs from the lockfile, or undefined when it matches. */
export function staleReason(dir = root) {
  const lock = readJson(path.join(dir, 'package-lock.json'));
  if (!lock?.packages) return 'package-lock.json is missing or unreadable';
  if (!fs.existsSync(path.join(dir, 'node_modules'))) return 'node_modules is missing';
  // npm writes this after every install: what node_modules actually holds.
  const installed = readJson(path.join(dir, 'node_modules', '.package-lock.json'))?.packages;
  if (!installed) return 'node_modules was not installed by npm';
  for (const [key, wanted] of Object.entries(lock.packages)) {
    if (key === '' || !key.startsWith('node_modules/')) continue;
    const have = installed[key];
    // Optional packages for other platforms are rightly absent.
    if (!have && wanted.optional) continue;
    if (!have) return `${key.slice('node_modules/'.length)} is not installed`;
    if (wanted.version && have.version !== wanted.version)
      return `${key.slice('node_modules/'.length)} is ${have.version}, the lockfile wants ${wanted.version}`;
    if (!fs.existsSync(path.join(dir, key))) return `${key} was removed`;
  }
  return undefined;
}

/** The lockfile's packages this machine installs (folders under node_modules). */
function packagesToInstall() {
  const lock = readJson(path.join(root, 'package-lock.json'));
  return Object.entries(lock?.packages ?? {})
    .filter(([key, entry]) => key.startsWith('node_modules/') && !entry.link)
    .filter(([, entry]) => !entry.optional || forThisPlatform(entry))
    .map(([key]) => key);
}

/** Runs npm with a progress line: packages in place of the lockfile's count, and the time so far. */
function runNpm(args, wanted) {
  const started = Date.now();
  const tty = process.stdout.isTTY;
  let lastPrinted = 0;
  const report = (final = false) => {
    // A package counts once unpacked (its package.json is there), not when npm creates its folder.
    const present = wanted.filter((key) =>
      fs.existsSync(path.join(root, key, 'package.json')),
    ).length;
    const seconds = Math.round((Date.now() - started) / 1000);
    const line = final
      ? `  ${present} packages in place, ${seconds} s`
      : `  ${present} of about ${wanted.length} packages (${Math.round((present / wanted.length) * 100)}%), ${seconds} s`;
    if (tty) process.stdout.write(`\r${line}${final ? '\n' : ''}`);
    else if (final || seconds - lastPrinted >= 10) {
      lastPrinted = seconds;
      console.log(line);
    }
  };
  return new Promise((resolve) => {
    console.log(`$ npm ${args.join(' ')}`);
    // npm's own output comes after the progress line; its errors go straight to the terminal.
    const child = spawn('npm', args, {
      cwd: root,
      stdio: ['ignore', 'pipe', 'inherit'],
      shell: process.platform === 'win32',
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    const timer = setInterval(() => report(), 1000);
    child.on('close', (code) => {
      clearInterval(timer);
      report(true);
      if (output.trim()) console.log(output.trim());
      resolve(code ?? 1);
    });
  });
}

export async function ensureDeps() {
  const reason = staleReason();
  if (!reason) return;
  const wanted = packagesToInstall();
  console.log(
    `Installing dependencies (${wanted.length} packages from package-lock.json, Node 24 among them): ${reason}.`,
  );
  // `npm ci` installs exactly what the lockfile pins and never rewrites it.
  const code = await runNpm(['ci', '--no-audit', '--no-fund', '--loglevel=error'], wanted);
  if (code !== 0) {
    console.error(
      `"npm ci" failed (exit ${code}). Check the network or the registry (npm config get registry) and run it again.`,
    );
    process.exit(code);
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  if (process.argv.includes('--check')) {
    const reason = staleReason();
    console.log(
      reason ? `An install is needed: ${reason}.` : 'Dependencies match package-lock.json.',
    );
    process.exit(reason ? 1 : 0);
  }
  await ensureDeps();
}
