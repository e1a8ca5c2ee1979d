import { describe, expect, it } from 'vitest';
import { describeExpiry } from './expiry';

const at = new Date(2026, 10, 24, 14, 30, 0);

describe('describeExpiry', () => {
  it('counts down minutes and seconds in the last hour only', () => {
    expect(describeExpiry(0, at)).toMatchObject({ kind: 'countdown', text: '0:00' });
    expect(describeExpiry(754, at)).toMatchObject({ kind: 'countdown', text: '12:34' });
    expect(describeExpiry(3600, at)).toMatchObject({ kind: 'countdown', text: '60:00' });
  });

  it('says hours and minutes within a day', () => {
    expect(describeExpiry(3601, at)).toMatchObject({ kind: 'hours', text: '1 h' });
    expect(describeExpiry(5 * 3600 + 12 * 60 + 5, at)).toMatchObject({
      kind: 'hours',
      text: '5 h 12 min',
    });
    expect(describeExpiry(86_400, at)).toMatchObject({ kind: 'hours', text: '24 h' });
  });

  it('gives the date and time beyond a day, never a countdown of thousands of hours', () => {
    const far = describeExpiry(37_922_740 * 60 + 31, at);
    expect(far.kind).toBe('date');
    expect(far.label).toBe('Expires on');
    expect(far.text).toBe(
      new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' }).format(at),
    );
    expect(far.text).not.toMatch(/^\d+:\d\d$/);
  });
});
