// After an end-to-end run: its servers' working copies of the sandbox are removed (a full copy of the seed each,
// about 210 MB at scale 1), so a test run leaves only the shared seed in .data. The next run copies the seed again.
import fs from 'node:fs';
import { SANDBOX_PORTS, UPSTREAM_PORT, dataDir } from './helpers/servers';

export default function globalTeardown() {
  for (const port of [...SANDBOX_PORTS, UPSTREAM_PORT]) {
    fs.rmSync(dataDir(port), { recursive: true, force: true });
  }
}
