import { describe, expect, it } from 'vitest';
import { entriesText, formatCompact, roundTicks } from './count-text';

describe('count text', () => {
  it('says one entry and many entries', () => {
    expect(entriesText(0)).toBe('0 entries');
    expect(entriesText(1)).toBe('1 entry');
    expect(entriesText(2)).toBe('2 entries');
    expect(entriesText(200_000)).toBe('200,000 entries');
  });

  it('formats axis ticks compactly', () => {
    expect(formatCompact(0)).toBe('0');
    expect(formatCompact(500)).toBe('500');
    expect(formatCompact(35_000)).toBe('35K');
    expect(formatCompact(1_500_000)).toBe('1.5M');
  });

  it('makes round ticks that reach past the largest value', () => {
    expect(roundTicks(140_000)).toEqual([0, 50_000, 100_000, 150_000]);
    expect(roundTicks(7)).toEqual([0, 2, 4, 6, 8]);
    expect(roundTicks(1)).toEqual([0, 1]);
    expect(roundTicks(0)).toEqual([0, 1]);
    for (const max of [3, 12, 99, 1234, 72_001]) {
      const ticks = roundTicks(max);
      expect(ticks.at(-1)).toBeGreaterThanOrEqual(max);
      expect(ticks.length).toBeLessThanOrEqual(6);
    }
  });
});
