// The sessions list's URL state: defaults, values that do not fit, and the period's round trip through the
// datetime-local fields (to the second, so a session created within the minute is not lost).
import { describe, expect, it } from 'vitest';
import {
  fromLocalInput,
  lastDayPeriod,
  otpSessionListParams,
  otpSessionListSearchSchema,
  toLocalInput,
} from './search';

describe('otpSessionListSearchSchema', () => {
  it('gives the spec defaults and drops what does not fit', () => {
    expect(otpSessionListSearchSchema.parse({})).toEqual({
      sort: 'created_at',
      way: 'asc',
      offset: 0,
      limit: 10,
    });
    const search = otpSessionListSearchSchema.parse({
      from: 'yesterday',
      status: 'done',
      channel: 'whatsapp',
      recipient: '+380501112233',
      country: 'UKR',
      sort: 'price',
      way: 'up',
      offset: -5,
      limit: 9,
      ids: 'a, b, c, d, a',
    });
    expect(search).toEqual({ sort: 'created_at', way: 'asc', offset: 0, limit: 10, ids: 'a,b,c' });
  });

  it('keeps a recipient as a number (no quotes in the URL) and gives it to the API as digits', () => {
    const search = otpSessionListSearchSchema.parse({
      from: '2026-01-01T00:00:00Z',
      to: '2026-01-02T00:00:00Z',
      recipient: '380501112233',
      country: 'ua',
      limit: 500,
    });
    expect(search.recipient).toBe(380501112233);
    expect(search.limit).toBe(500);
    const params = otpSessionListParams({
      ...search,
      from: '2026-01-01T00:00:00Z',
      to: '2026-01-02T00:00:00Z',
    });
    expect(params).toMatchObject({ recipient: '380501112233', countryCode: 'UA', ids: [] });
  });
});

describe('the period', () => {
  it('is the last 24 hours to the second', () => {
    expect(lastDayPeriod(new Date('2026-03-10T12:34:56.789Z'))).toEqual({
      from: '2026-03-09T12:34:56Z',
      to: '2026-03-10T12:34:56Z',
    });
  });

  it('survives the datetime-local field to the second', () => {
    const iso = '2026-03-10T12:34:56Z';
    expect(toLocalInput(iso)).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}$/);
    expect(fromLocalInput(toLocalInput(iso))).toBe(iso);
    expect(fromLocalInput('')).toBeUndefined();
  });
});
