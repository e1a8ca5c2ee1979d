// Small helpers of the benchmarks: percentiles of timings, how figures are written, and a garbage collection.
import v8 from 'node:v8';
import vm from 'node:vm';

/** The p-th percentile (nearest rank) of an ascending list; 0 for an empty one. */
export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return 0;
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[index] ?? 0;
}

/** The median of values in any order (the mean of the middle two for an even count); 0 for none. */
export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] ?? 0) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
}

/** p50 and p95 of timings in any order. */
export function p50p95(timings: readonly number[]): { p50: number; p95: number } {
  const sorted = [...timings].sort((a, b) => a - b);
  return { p50: percentile(sorted, 50), p95: percentile(sorted, 95) };
}

export const ms = (value: number) => `${value < 10 ? value.toFixed(1) : value.toFixed(0)} ms`;
export const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;

/**
 * A longest main-thread task as PerformanceObserver's 'longtask' entries give it: they are only tasks of 50 ms or
 * more, so 0 says that none was that long, not that the page did no work.
 */
export const longTask = (value: number) => (value > 0 ? ms(value) : 'none of 50 ms or more');

let gc: (() => void) | undefined;

/**
 * A full garbage collection of this process, so that a timing that follows does not pay for earlier garbage. The
 * collector is exposed at the first call, not when a script merely imports these helpers.
 */
export function collectGarbage(): void {
  if (!gc) {
    v8.setFlagsFromString('--expose-gc');
    gc = vm.runInNewContext('gc') as () => void;
  }
  gc();
}
