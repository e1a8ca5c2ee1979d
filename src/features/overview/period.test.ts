// The overview's period: 24 hours to the second, in both forms the lists read.
import { describe, expect, it } from 'vitest';
import { overviewPeriod } from './period';

describe('overviewPeriod', () => {
  it('ends at the given second and starts 24 hours before, in ISO 8601 and the wire form', () => {
    const period = overviewPeriod(new Date('2026-03-10T08:15:42.917Z'));
    expect(period.iso).toEqual({ from: '2026-03-09T08:15:42Z', to: '2026-03-10T08:15:42Z' });
    expect(period.wire).toEqual({ from: '2026-03-09 08:15:42', to: '2026-03-10 08:15:42' });
  });
});
