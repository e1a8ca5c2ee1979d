// The sessions list's URL state: defaults, values that do not fit, and the period's round trip through the
// datetime-local fields (to the second, so a session created within the minute is not lost).
import { describe, expect, it } from 'vitest';
import {
  fromLocalInput,
  isLastDayState,
  LAST_DAY_STATE,
  lastDayPeriod,
  otpSessionListParams,
  otpSessionListSearchSchema,
  toLocalInput,
} from './search';

describe('otpSessionListSearchSchema', () => {
  it('opens newest first and drops what does not fit', () => {
    expect(otpSessionListSearchSchema.parse({})).toEqual({
      sort: 'created_at',
      way: 'desc',
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
    expect(search).toEqual({ sort: 'created_at', way: 'desc', offset: 0, limit: 10, ids: 'a,b,c' });
  });

  it('keeps a recipient as the digits typed, a leading 0 too, and gives it to the API as typed', () => {
    expect(otpSessionListSearchSchema.parse({ recipient: '012345678' }).recipient).toBe(
      '012345678',
    );
    // The router reads an unquoted `?recipient=380501112233` as a number: read back as its digits.
    expect(otpSessionListSearchSchema.parse({ recipient: 380501112233 }).recipient).toBe(
      '380501112233',
    );
    expect(
      otpSessionListParams({
        ...otpSessionListSearchSchema.parse({ recipient: '012345678' }),
        from: '2026-01-01T00:00:00Z',
        to: '2026-01-02T00:00:00Z',
      }).recipient,
    ).toBe('012345678');
  });

  it('gives the API the filters of the URL', () => {
    const search = otpSessionListSearchSchema.parse({
      from: '2026-01-01T00:00:00Z',
      to: '2026-01-02T00:00:00Z',
      recipient: '380501112233',
      country: 'ua',
      limit: 500,
    });
    expect(search.recipient).toBe('380501112233');
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
  it('is "the last 24 hours" only in a history entry that says so', () => {
    expect(isLastDayState(LAST_DAY_STATE)).toBe(true);
    expect(isLastDayState({ ...LAST_DAY_STATE, __TSR_index: 3, key: 'k' })).toBe(true);
    for (const state of [
      undefined,
      null,
      {},
      { __TSR_index: 0 },
      { otpSessionsLastDay: 'true' },
      'x',
    ])
      expect(isLastDayState(state)).toBe(false);
  });

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
