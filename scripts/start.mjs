// npm start: installs the dependencies when needed (Node 24 among them), builds the console when it is not
// built (or older than its sources), then runs the server in the foreground on Node 24. The first step runs
// on whatever Node the machine has (18 or newer); everything after it on the project's own Node.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureDeps } from './ensure-deps.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const binDir = path.join(root, 'node_modules', '.bin');
const bin = (name) => path.join(binDir, name);

await ensureDeps();

// Children find the project's Node first (tsx and vite start `node` from the search path, which is the
// shell's, not a setting of the console).
const { PATH: searchPath = '' } = process.env;
const env = { ...process.env, PATH: `${binDir}${path.delimiter}${searchPath}` };
if (Number(process.versions.node.split('.')[0]) < 22)
  console.log(
    `This machine's Node is ${process.version}; the console runs on the project's own Node (node_modules/.bin/node).`,
  );

function newestMtime(entry) {
  if (!fs.existsSync(entry)) return 0;
  const stat = fs.statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const child of fs.readdirSync(entry))
    newest = Math.max(newest, newestMtime(path.join(entry, child)));
  return newest;
}

/** Runs a command, printing the time so far every few seconds while it is silent. */
function runWithTicker(label, command, args) {
  const started = Date.now();
  const tty = process.stdout.isTTY;
  console.log(`${label}...`);
  const timer = setInterval(
    () => {
      const seconds = Math.round((Date.now() - started) / 1000);
      if (tty) process.stdout.write(`\r  ${label}: ${seconds} s`);
      else console.log(`  ${label}: ${seconds} s`);
    },
    tty ? 1000 : 10_000,
  );
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, env, stdio: 'inherit' });
    child.on('close', (code) => {
      clearInterval(timer);
      if (tty) process.stdout.write('\n');
      console.log(
        `  ${label}: ${code === 0 ? 'done' : `failed (exit ${code})`} in ${((Date.now() - started) / 1000).toFixed(1)} s`,
      );
      resolve(code ?? 1);
    });
  });
}

// The server serves DIST_DIR (default dist); only the default is built here.
const distDir = path.resolve(root, process.env.DIST_DIR || 'dist');
const index = path.join(distDir, 'index.html');
const built = fs.existsSync(index) ? fs.statSync(index).mtimeMs : 0;
const sources = Math.max(
  ...['src', 'public', 'index.html', 'vite.config.ts', 'package-lock.json'].map((entry) =>
    newestMtime(path.join(root, entry)),
  ),
);
if (built < sources) {
  const code = await runWithTicker(
    built
      ? 'Building the console again (its sources changed)'
      : 'Building the console (first start)',
    bin('vite'),
    ['build', '--logLevel', 'warn', '--outDir', distDir],
  );
  if (code !== 0) process.exit(code);
}

console.log('Starting the server...');
const server = spawn(bin('tsx'), ['server/main.ts'], { cwd: root, env, stdio: 'inherit' });
// Ctrl-C reaches the server through the terminal; a signal sent to this process alone is passed on.
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
