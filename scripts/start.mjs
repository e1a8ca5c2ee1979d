// npm start: installs the dependencies when needed, builds the console when it is not built (or older than its
// sources), then runs the server in the foreground.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { ensureDeps } from './ensure-deps.mjs';

const root = path.resolve(import.meta.dirname, '..');
const bin = (name) => path.join(root, 'node_modules', '.bin', name);

ensureDeps();

function newestMtime(entry) {
  if (!fs.existsSync(entry)) return 0;
  const stat = fs.statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const child of fs.readdirSync(entry))
    newest = Math.max(newest, newestMtime(path.join(entry, child)));
  return newest;
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
  console.log(
    built
      ? 'The console changed since it was built; building it again.'
      : 'Building the console (first start).',
  );
  const result = spawnSync(bin('vite'), ['build', '--logLevel', 'warn', '--outDir', distDir], {
    cwd: root,
    stdio: 'inherit',
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const server = spawn(bin('tsx'), ['server/main.ts'], { cwd: root, stdio: 'inherit' });
// Ctrl-C reaches the server through the terminal; a signal sent to this process alone is passed on.
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
