// npm start: builds the console when it is not built (or older than its sources), then runs the server.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const index = path.join(root, 'dist', 'index.html');

function newestMtime(dir) {
  let newest = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : fs.statSync(full).mtimeMs);
  }
  return newest;
}

const built = fs.existsSync(index) ? fs.statSync(index).mtimeMs : 0;
const sources = Math.max(
  newestMtime(path.join(root, 'src')),
  fs.statSync(path.join(root, 'index.html')).mtimeMs,
);
if (built < sources) {
  console.log(
    built
      ? 'The console changed since it was built; building it again.'
      : 'Building the console (first start).',
  );
  const result = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
const server = spawnSync('npx', ['tsx', 'server/main.ts'], { cwd: root, stdio: 'inherit' });
process.exit(server.status ?? 0);
