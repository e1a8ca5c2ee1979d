import { describe, expect, it } from 'vitest';
import { parseTypedDateTime } from './date-time-field';

describe('parseTypedDateTime', () => {
  it('reads a whole date-time, with or without seconds, with a space or a T', () => {
    expect(parseTypedDateTime('2026-11-24 10:30:15')).toBe('2026-11-24 10:30:15');
    expect(parseTypedDateTime('2026-11-24T10:30')).toBe('2026-11-24 10:30:00');
    expect(parseTypedDateTime('  2026-11-24 10:30:15 ')).toBe('2026-11-24 10:30:15');
  });

  it('gives a date alone the default time', () => {
    expect(parseTypedDateTime('2026-11-24')).toBe('2026-11-24 00:00:00');
    expect(parseTypedDateTime('2026-11-24', '23:59:59')).toBe('2026-11-24 23:59:59');
  });

  it('refuses half-typed values and dates that do not exist', () => {
    for (const text of [
      '',
      '2026-11-2',
      '2026-11-24 10',
      '2026-11-24 10:3',
      '2026-02-30',
      '2026-11-24 24:00',
      '2026-13-01',
    ])
      expect(parseTypedDateTime(text)).toBeNull();
  });
});
