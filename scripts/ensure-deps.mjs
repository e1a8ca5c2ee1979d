// Installs the dependencies when they are missing or differ from package-lock.json, so that `npm start` and
// `npm test` work on a fresh clone. Uses nothing but Node itself: it runs before anything is installed.
// `node scripts/ensure-deps.mjs --check` only says whether an install is needed (exit 1 when it is).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');

function readJson(file) {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
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

function run(command, args) {
  console.log(`$ ${command} ${args.join(' ')}`);
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) {
    console.error(
      `"${command} ${args.join(' ')}" failed (exit ${result.status ?? result.signal}).`,
    );
    process.exit(result.status ?? 1);
  }
}

export function ensureDeps() {
  const reason = staleReason();
  if (reason) {
    console.log(`Installing dependencies: ${reason}.`);
    // `npm install` installs exactly what package-lock.json pins. `npm ci` is not used: it refuses a lockfile
    // that leaves out other platforms' optional native bindings (unrs-resolver's), and a registry mirror that
    // serves only this platform's bindings yields exactly such a lockfile.
    run('npm', ['install', '--no-audit', '--no-fund']);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  if (process.argv.includes('--check')) {
    const reason = staleReason();
    console.log(
      reason ? `An install is needed: ${reason}.` : 'Dependencies match package-lock.json.',
    );
    process.exit(reason ? 1 : 0);
  }
  ensureDeps();
}
