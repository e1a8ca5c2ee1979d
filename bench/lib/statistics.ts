// The statistics viewer's figures come from the statistics area's own benchmark (bench/statistics*.ts) when it
// exists: it is run as it is (its output kept whole) and its figures read from its "label: value" lines.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { ROOT } from './server.ts';

export interface StatisticsFigures {
  /** The script that was run, relative to the repository; undefined when there is none. */
  script: string | undefined;
  /** Its "label: value" lines that carry a figure. */
  figures: { label: string; value: string }[];
  /** The longest main-thread task while loading it reports (every format), in ms, when its lines say so. */
  longestTaskMs: number | undefined;
  exitCode: number | null;
  output: string;
}

/** The lines of the figure with a budget: the longest main-thread task while a file loads. */
export const LOADING_TASK = /longest.*task.*while loading/i;

export function findStatisticsScript(): string | undefined {
  const dir = path.join(ROOT, 'bench');
  const name = fs
    .readdirSync(dir)
    .filter((file) => /^statistics.*\.ts$/.test(file))
    .sort()[0];
  return name ? path.join('bench', name) : undefined;
}

/** Runs the statistics benchmark against the running server (its address in the env; the script signs in). */
export async function measureStatistics(
  baseUrl: string,
  timeoutMs = 15 * 60_000,
): Promise<StatisticsFigures> {
  const script = findStatisticsScript();
  if (!script) return { script, figures: [], longestTaskMs: undefined, exitCode: null, output: '' };
  const child = spawn(path.join(ROOT, 'node_modules', '.bin', 'tsx'), [script], {
    cwd: ROOT,
    env: { ...process.env, BENCH_BASE_URL: baseUrl },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const timer = setTimeout(() => child.kill('SIGTERM'), timeoutMs);
  const exitCode = await new Promise<number | null>((resolve) => child.on('close', resolve));
  clearTimeout(timer);

  const figures: { label: string; value: string }[] = [];
  let longestTaskMs: number | undefined;
  for (const line of output.split('\n')) {
    const match = /^\s*([^:]{3,80}):\s+(.*\d.*)$/.exec(line);
    if (!match?.[1] || !match[2]) continue;
    figures.push({ label: match[1].trim(), value: match[2].trim() });
    if (LOADING_TASK.test(match[1])) {
      const value = /(\d+(?:\.\d+)?)\s*ms/.exec(match[2])?.[1];
      if (value) longestTaskMs = Math.max(longestTaskMs ?? 0, Number(value));
    }
  }
  return { script, figures, longestTaskMs, exitCode, output };
}
