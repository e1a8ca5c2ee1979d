// How long ago the data shown was fetched, in words.
import { describe, expect, it } from 'vitest';
import { agoText } from './updated-ago';

describe('agoText', () => {
  it('says seconds, then minutes, then the time', () => {
    const at = Date.UTC(2026, 10, 24, 10, 0, 0);
    expect(agoText(at, at + 2_000)).toBe('just now');
    expect(agoText(at, at + 12_400)).toBe('12 s ago');
    expect(agoText(at, at + 185_000)).toBe('3 min ago');
    expect(agoText(at, at + 2 * 3_600_000)).toMatch(/^at /);
    // A clock behind the fetch is "just now", never negative.
    expect(agoText(at, at - 5_000)).toBe('just now');
  });
});
