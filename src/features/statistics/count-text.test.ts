import { describe, expect, it } from 'vitest';
import { entriesText, formatCompact } from './count-text';

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
});
