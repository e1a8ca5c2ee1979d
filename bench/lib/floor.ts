// The benchmark's floor: bench/floor (the same 500 sessions in a bare page of the console's stack) built into the
// served folder's /floor/, so that it is measured on the same server, origin and session as the console.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { ROOT } from './server.ts';

export const FLOOR_PATH = '/floor/';

export function buildFloor(distDir: string): void {
  const result = spawnSync(
    path.join(ROOT, 'node_modules', '.bin', 'vite'),
    [
      'build',
      '--config',
      'bench/floor/vite.config.ts',
      '--logLevel',
      'warn',
      '--outDir',
      path.join(distDir, 'floor'),
    ],
    { cwd: ROOT, stdio: 'inherit' },
  );
  if (result.status !== 0) throw new Error(`floor build failed (exit ${String(result.status)})`);
}

/** "×1.6 floor": how many times the floor's figure this one is (none when the floor's is 0 or missing). */
export function ratio(value: number, floor: number | undefined): string {
  if (floor === undefined || floor <= 0) return '';
  return ` (×${(value / floor).toFixed(1)} floor)`;
}
