// Recent lookups in localStorage: newest first, no repeats, bounded, identifiers only, tolerant of bad data.
import { beforeEach, describe, expect, it } from 'vitest';
import {
  RECENT_LOOKUPS_MAX,
  RECENT_LOOKUPS_STORAGE_KEY,
  clearRecentLookups,
  readRecentLookups,
  rememberLookup,
} from './recent-lookups';

beforeEach(() => {
  window.localStorage.clear();
});

describe('recent lookups', () => {
  it('keeps the newest first and moves a repeated lookup to the top', () => {
    rememberLookup({ kind: 'campaign', value: '7' });
    rememberLookup({ kind: 'viber-message', value: '71' });
    rememberLookup({ kind: 'campaign', value: '7' });
    expect(readRecentLookups()).toEqual([
      { kind: 'campaign', value: '7' },
      { kind: 'viber-message', value: '71' },
    ]);
  });

  it(`keeps at most ${RECENT_LOOKUPS_MAX}`, () => {
    for (let i = 1; i <= RECENT_LOOKUPS_MAX + 3; i++)
      rememberLookup({ kind: 'campaign', value: String(i) });
    const recent = readRecentLookups();
    expect(recent).toHaveLength(RECENT_LOOKUPS_MAX);
    expect(recent[0]?.value).toBe(String(RECENT_LOOKUPS_MAX + 3));
  });

  it('stores only the kind and the identifier', () => {
    const lookup = { kind: 'campaign' as const, value: '7', token: 'secret' };
    rememberLookup(lookup);
    expect(window.localStorage.getItem(RECENT_LOOKUPS_STORAGE_KEY)).toBe(
      '[{"kind":"campaign","value":"7"}]',
    );
  });

  it('reads nothing from broken or foreign data', () => {
    window.localStorage.setItem(RECENT_LOOKUPS_STORAGE_KEY, '{not json');
    expect(readRecentLookups()).toEqual([]);
    window.localStorage.setItem(
      RECENT_LOOKUPS_STORAGE_KEY,
      '[{"kind":"api-key","value":"live_x"}]',
    );
    expect(readRecentLookups()).toEqual([]);
  });

  it('clears', () => {
    rememberLookup({ kind: 'campaign', value: '7' });
    clearRecentLookups();
    expect(readRecentLookups()).toEqual([]);
  });
});
