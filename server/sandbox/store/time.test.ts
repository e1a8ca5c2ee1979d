// The sandbox's time texts: the fast path for whole seconds of 1970–9999 says every time exactly as Date does, and
// other values still go through Date.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatIso, formatSpecDate, formatSpecDateTime } from './time';

const LAST_FAST_SECOND = Date.UTC(9999, 11, 31, 23, 59, 59) / 1000;
const pad = (n: number) => String(n).padStart(2, '0');
const byDate = (seconds: number) => {
  const d = new Date(seconds * 1000);
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}`;
};

describe('time texts', () => {
  it('say whole seconds of 1970-9999 as Date says them', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: LAST_FAST_SECOND }), (seconds) => {
        expect(formatIso(seconds)).toBe(
          new Date(seconds * 1000).toISOString().replace('.000Z', 'Z'),
        );
        expect(formatSpecDateTime(seconds)).toBe(byDate(seconds));
        expect(formatSpecDate(seconds)).toBe(byDate(seconds).slice(0, 10));
      }),
      { numRuns: 5_000 },
    );
  });

  it('say the edges of days, years and the range exactly', () => {
    const edges = [
      0,
      59,
      60,
      3599,
      3600,
      86_399,
      86_400,
      951_782_400,
      1_767_225_599,
      LAST_FAST_SECOND,
    ];
    for (const seconds of edges) {
      expect(formatIso(seconds)).toBe(new Date(seconds * 1000).toISOString().replace('.000Z', 'Z'));
      expect(formatSpecDateTime(seconds)).toBe(byDate(seconds));
    }
    expect(formatIso(1_767_225_599)).toBe('2025-12-31T23:59:59Z');
    expect(formatSpecDateTime(951_782_400)).toBe('2000-02-29 00:00:00');
  });

  it('keep milliseconds and times outside 1970-9999 as Date says them', () => {
    expect(formatIso(1_767_225_600.25)).toBe('2026-01-01T00:00:00.250Z');
    expect(formatIso(-1)).toBe('1969-12-31T23:59:59Z');
    expect(formatSpecDateTime(-86_400)).toBe('1969-12-31 00:00:00');
    expect(formatIso(LAST_FAST_SECOND + 1)).toBe('+010000-01-01T00:00:00Z');
  });
});
