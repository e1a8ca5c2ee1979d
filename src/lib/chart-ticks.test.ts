// The charts' value axis: whole, evenly spaced ticks from zero that reach the largest value, a handful of them.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { niceTicks } from './chart-ticks';

describe('niceTicks', () => {
  it('starts at zero, steps evenly by a whole round number and ends at or just above the largest value', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10_000_000 }), (max) => {
        const ticks = niceTicks(max);
        expect(ticks[0]).toBe(0);
        const step = ticks[1] ?? 0;
        expect(Number.isInteger(step) && step >= 1).toBe(true);
        expect(ticks.every((tick, i) => tick === i * step)).toBe(true);
        const top = ticks[ticks.length - 1] ?? 0;
        expect(top).toBeGreaterThanOrEqual(max);
        expect(top - step).toBeLessThan(max);
        expect(ticks.length).toBeGreaterThanOrEqual(2);
        expect(ticks.length).toBeLessThanOrEqual(8);
        // 1, 2, 2.5 or 5 times a power of ten.
        const power = 10 ** Math.floor(Math.log10(step));
        expect([1, 2, 2.5, 5]).toContain(step / power);
      }),
    );
  });

  it('has an axis of one step when there is nothing to show', () => {
    expect(niceTicks(0)).toEqual([0, 1]);
  });

  it('reads as people expect on the seed’s sizes', () => {
    expect(niceTicks(897)).toEqual([0, 250, 500, 750, 1000]);
    expect(niceTicks(3)).toEqual([0, 1, 2, 3]);
    expect(niceTicks(20_305)).toEqual([0, 10_000, 20_000, 30_000]);
  });

  it('reads as the statistics summary’s axes did with their own rule (before the charts shared this one)', () => {
    expect(niceTicks(140_000)).toEqual([0, 50_000, 100_000, 150_000]);
    expect(niceTicks(7)).toEqual([0, 2, 4, 6, 8]);
    expect(niceTicks(1)).toEqual([0, 1]);
    for (const max of [3, 12, 99, 1234, 72_001]) {
      const ticks = niceTicks(max);
      expect(ticks.at(-1)).toBeGreaterThanOrEqual(max);
      expect(ticks.length).toBeLessThanOrEqual(6);
    }
  });
});
