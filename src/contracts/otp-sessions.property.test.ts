// Property-based tests of the 2FA request schemas: every limit of the spec accepted exactly at its bounds and
// refused just past them (send OTP, verify, the session id, and the sessions list's query), for any value.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  OTP_LIMITS,
  otpSessionListQuerySchema,
  sendOtpRequestSchema,
  sessionIdSchema,
  verifyOtpRequestSchema,
} from './otp-sessions';

const DIGITS = Array.from('0123456789');
const LETTERS = Array.from('abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ');

/** Strings of exactly `length` units drawn from `unit`. */
const ofLength = (unit: fc.Arbitrary<string>, length: number) =>
  fc.string({ unit, minLength: length, maxLength: length });

/** Lengths around a range: its bounds and the values just past them often, anything up to `max + 5` too. */
const lengthAround = (min: number, max: number) =>
  fc.oneof(
    fc.constantFrom(Math.max(0, min - 1), min, max, max + 1),
    fc.integer({ min: 0, max: max + 5 }),
  );

/** Integers around a range: its bounds and just past them often, and anything nearby or far off. */
const integerAround = (min: number, max: number) =>
  fc.oneof(
    fc.constantFrom(min - 1, min, max, max + 1),
    fc.integer({ min: min - 50, max: max + 50 }),
    fc.integer(),
  );

const digitsOfLength = (length: number) => ofLength(fc.constantFrom(...DIGITS), length);

/** Whether the parse failed with an issue on `field` (and so for the reason under test). */
function refusedAt(result: z.core.util.SafeParseResult<unknown>, field: string): boolean {
  return !result.success && result.error.issues.some((issue) => issue.path[0] === field);
}

const validSend = {
  channel: 'sms',
  sender: 'MyShop',
  recipient: '380501112233',
  template_id: '1',
  code_digits: 6,
  code_lifetime: 120,
  code_max_tries: 3,
};

const send = (overrides: Record<string, unknown>) =>
  sendOtpRequestSchema.safeParse({ ...validSend, ...overrides });

describe('send OTP: bounded integers', () => {
  const cases = [
    ['code_digits', OTP_LIMITS.codeDigitsMin, OTP_LIMITS.codeDigitsMax],
    ['code_lifetime', OTP_LIMITS.codeLifetimeMin, OTP_LIMITS.codeLifetimeMax],
    ['code_max_tries', OTP_LIMITS.codeMaxTriesMin, OTP_LIMITS.codeMaxTriesMax],
  ] as const;

  it('has the spec’s bounds', () => {
    expect(cases.map(([, min, max]) => [min, max])).toEqual([
      [3, 9],
      [30, 300],
      [1, 5],
    ]);
  });

  for (const [field, min, max] of cases) {
    it(`${field}: accepted from ${min} to ${max} exactly, as a number or a digit string`, () => {
      fc.assert(
        fc.property(integerAround(min, max), fc.boolean(), (n, asText) => {
          const result = send({ [field]: asText ? String(n) : n });
          const inRange = n >= min && n <= max;
          expect(result.success).toBe(inRange);
          if (!inRange) expect(refusedAt(result, field)).toBe(true);
        }),
      );
      expect(send({ [field]: min }).success).toBe(true);
      expect(send({ [field]: max }).success).toBe(true);
      expect(refusedAt(send({ [field]: min - 1 }), field)).toBe(true);
      expect(refusedAt(send({ [field]: max + 1 }), field)).toBe(true);
    });

    it(`${field}: a fraction, a word or nothing is refused`, () => {
      fc.assert(
        fc.property(
          fc.oneof(
            fc
              .double({ min: min - 1, max: max + 1, noNaN: true })
              .filter((v) => !Number.isInteger(v)),
            fc.constantFrom('', ' ', 'abc', '1e1', '0x5', null, true, [], {}),
          ),
          (value) => {
            expect(refusedAt(send({ [field]: value }), field)).toBe(true);
          },
        ),
      );
      expect(refusedAt(send({ [field]: undefined }), field)).toBe(true);
    });
  }
});

describe('send OTP: recipient (9 to 15 digits, no + sign)', () => {
  it('is accepted with 9 to 15 digits and refused with 8 or 16, as a string', () => {
    fc.assert(
      fc.property(
        lengthAround(OTP_LIMITS.recipientMin, OTP_LIMITS.recipientMax).chain(digitsOfLength),
        (recipient) => {
          const result = send({ recipient });
          const inRange = recipient.length >= 9 && recipient.length <= 15;
          expect(result.success).toBe(inRange);
          if (!inRange) expect(refusedAt(result, 'recipient')).toBe(true);
        },
      ),
    );
  });

  it('is read from a JSON number with the same bounds', () => {
    fc.assert(
      fc.property(fc.integer({ min: 7, max: 16 }), fc.integer({ min: 1, max: 8 }), (len, lead) => {
        const recipient = Number(`${lead}${'0'.repeat(len - 1)}`);
        const result = send({ recipient });
        expect(result.success).toBe(len >= 9 && len <= 15);
      }),
    );
  });

  it('is refused with a + sign, spaces or any other character among the digits', () => {
    fc.assert(
      fc.property(
        digitsOfLength(11),
        fc.constantFrom('+', ' ', '-', '(', '.', 'a', '٣', '\u200b'),
        // Inside the number: spaces around it are trimmed, as forms hold them.
        fc.integer({ min: 1, max: 10 }),
        (digits, intruder, at) => {
          const recipient = `${digits.slice(0, at)}${intruder}${digits.slice(at)}`;
          expect(refusedAt(send({ recipient }), 'recipient')).toBe(true);
        },
      ),
    );
    expect(refusedAt(send({ recipient: '+380501112233' }), 'recipient')).toBe(true);
  });
});

/** A printable-ASCII sender of `length` characters with at least one letter (so not a numeric name). */
const alphanumericSender = (length: number) =>
  fc
    .tuple(
      ofLength(fc.string({ unit: 'grapheme-ascii', minLength: 1, maxLength: 1 }), length - 1),
      fc.constantFrom(...LETTERS),
      fc.nat(),
    )
    .map(([rest, letter, at]) => {
      const i = rest.length === 0 ? 0 : at % (rest.length + 1);
      return `${rest.slice(0, i)}${letter}${rest.slice(i)}`;
    });

describe('send OTP: sender and sender_alt', () => {
  for (const field of ['sender', 'sender_alt'] as const) {
    const base = field === 'sender_alt' ? { channel: 'viber' } : {};

    it(`${field}: a numeric name is accepted with 3 to 15 digits, refused with 2 or 16`, () => {
      fc.assert(
        fc.property(
          lengthAround(OTP_LIMITS.senderMin, OTP_LIMITS.senderNumericMax)
            .filter((n) => n > 0)
            .chain(digitsOfLength),
          (name) => {
            const result = send({ ...base, [field]: name });
            const inRange = name.length >= 3 && name.length <= 15;
            expect(result.success).toBe(inRange);
            if (!inRange) expect(refusedAt(result, field)).toBe(true);
          },
        ),
      );
    });

    it(`${field}: an alphanumeric name is accepted with 3 to 11 characters, refused with 2 or 12`, () => {
      fc.assert(
        fc.property(
          lengthAround(OTP_LIMITS.senderMin, OTP_LIMITS.senderAlphanumericMax)
            .filter((n) => n > 0)
            .chain(alphanumericSender),
          (name) => {
            const result = send({ ...base, [field]: name });
            const inRange = name.length >= 3 && name.length <= 11;
            expect(result.success).toBe(inRange);
            if (!inRange) expect(refusedAt(result, field)).toBe(true);
          },
        ),
      );
    });

    it(`${field}: any name over 15 characters is refused (the spec’s upper limit)`, () => {
      fc.assert(
        fc.property(
          fc.integer({ min: 16, max: 40 }).chain((n) => fc.string({ minLength: n, maxLength: n })),
          (name) => {
            expect(refusedAt(send({ ...base, [field]: name }), field)).toBe(true);
          },
        ),
      );
    });

    it(`${field}: a character outside Latin letters, digits, symbols and spaces is refused`, () => {
      fc.assert(
        fc.property(
          alphanumericSender(5),
          fc.constantFrom('é', 'Ж', '中', '😀', '\u200b', '\u202e', '\t', '\n'),
          (name, intruder) => {
            expect(refusedAt(send({ ...base, [field]: `${name}${intruder}` }), field)).toBe(true);
          },
        ),
      );
      expect(refusedAt(send({ ...base, [field]: '     ' }), field)).toBe(true);
    });
  }

  it('sender_alt is for the Viber channel only, and an empty one means none', () => {
    expect(refusedAt(send({ channel: 'sms', sender_alt: 'Fallback' }), 'sender_alt')).toBe(true);
    expect(send({ channel: 'viber', sender_alt: 'Fallback' }).success).toBe(true);
    expect(send({ channel: 'sms', sender_alt: '' }).success).toBe(true);
    expect(send({ channel: 'sms', sender_alt: null }).success).toBe(true);
  });
});

describe('send OTP: template_id (1 to 9 digits)', () => {
  it('is accepted with 1 to 9 digits and no leading zero, refused with none, 10 or a leading zero', () => {
    fc.assert(
      fc.property(lengthAround(1, 9).chain(digitsOfLength), fc.boolean(), (id, asNumber) => {
        const value = asNumber && id !== '' ? Number(id) : id;
        const digits = String(value).length;
        const result = send({ template_id: value });
        // A JSON number is its digits (06 cannot be written); a string with a leading zero is refused, and so
        // is 0 in either form (ids start at 1).
        const canonical = !String(value).startsWith('0');
        expect(result.success).toBe(digits >= 1 && digits <= 9 && id !== '' && canonical);
        if (!result.success) expect(refusedAt(result, 'template_id')).toBe(true);
      }),
    );
    // The case the random runs meet only now and then.
    expect(refusedAt(send({ template_id: 0 }), 'template_id')).toBe(true);
  });

  it('is refused with anything but digits', () => {
    fc.assert(
      fc.property(
        digitsOfLength(3),
        fc.constantFrom('-', '+', ' 1', 'a', '.', '/', '%2F'),
        (digits, intruder) => {
          expect(refusedAt(send({ template_id: `${digits}${intruder}` }), 'template_id')).toBe(
            true,
          );
        },
      ),
    );
  });
});

describe('verify: access_code (3 to 9 digits)', () => {
  const verify = (access_code: unknown) => verifyOtpRequestSchema.safeParse({ access_code });

  it('is accepted with 3 to 9 digits and refused with 2 or 10, as a digit string', () => {
    fc.assert(
      fc.property(
        lengthAround(OTP_LIMITS.accessCodeMin, OTP_LIMITS.accessCodeMax).chain(digitsOfLength),
        (code) => {
          const result = verify(code);
          expect(result.success).toBe(code.length >= 3 && code.length <= 9);
          if (!result.success) expect(refusedAt(result, 'access_code')).toBe(true);
        },
      ),
    );
  });

  it('is accepted as a JSON integer of 3 to 9 digits (100 to 999,999,999) only', () => {
    fc.assert(
      fc.property(integerAround(100, 999_999_999), (code) => {
        expect(verify(code).success).toBe(code >= 100 && code <= 999_999_999);
      }),
    );
    expect(verify(99).success).toBe(false);
    expect(verify(1_000_000_000).success).toBe(false);
    expect(verify(123.5).success).toBe(false);
  });

  it('is refused with anything but digits', () => {
    fc.assert(
      fc.property(
        digitsOfLength(5),
        fc.constantFrom('a', ' 1', '-', '.', '٣', '+'),
        (code, intruder) => {
          expect(refusedAt(verify(`${code}${intruder}`), 'access_code')).toBe(true);
        },
      ),
    );
  });
});

describe('the session id of a path (at most 36 characters)', () => {
  it('is accepted with 1 to 36 characters and refused empty or with 37', () => {
    fc.assert(
      fc.property(
        lengthAround(1, OTP_LIMITS.sessionIdMax).chain((n) =>
          fc.string({ unit: 'grapheme-ascii', minLength: n, maxLength: n }),
        ),
        (id) => {
          expect(sessionIdSchema.safeParse(id).success).toBe(id.length >= 1 && id.length <= 36);
        },
      ),
    );
  });
});

describe('the sessions list query', () => {
  const period = { 'filter[from]': '2026-01-01T00:00:00Z', 'filter[to]': '2026-01-31T00:00:00Z' };
  const list = (overrides: Record<string, unknown>) =>
    otpSessionListQuerySchema.safeParse({ ...period, ...overrides });

  it('page[limit]: accepted from 10 to 500, refused at 9 and 501', () => {
    fc.assert(
      fc.property(integerAround(OTP_LIMITS.pageLimitMin, OTP_LIMITS.pageLimitMax), (n) => {
        const result = list({ 'page[limit]': String(n) });
        expect(result.success).toBe(n >= 10 && n <= 500);
        if (!result.success) expect(refusedAt(result, 'page[limit]')).toBe(true);
      }),
    );
    expect(list({}).success && list({}).data?.['page[limit]']).toBe(10);
  });

  it('page[offset]: accepted from 0, refused below', () => {
    fc.assert(
      fc.property(integerAround(0, 1_000_000), (n) => {
        expect(list({ 'page[offset]': String(n) }).success).toBe(n >= 0);
      }),
    );
  });

  it('filter[ids]: 1 to 3 ids of at most 36 characters, as a list or comma-separated; none is refused', () => {
    const id = lengthAround(1, 36)
      .filter((n) => n > 0)
      .chain((n) => ofLength(fc.constantFrom(...LETTERS, ...DIGITS, '-'), n));
    fc.assert(
      fc.property(fc.array(id, { maxLength: 6 }), fc.boolean(), (ids, asText) => {
        const result = list({ 'filter[ids]': asText ? ids.join(',') : ids });
        const ok = ids.length >= 1 && ids.length <= 3 && ids.every((s) => s.length <= 36);
        expect(result.success).toBe(ok);
        if (!ok) expect(refusedAt(result, 'filter[ids]')).toBe(true);
      }),
    );
  });

  it('filter[recipient]: 9 to 15 digits', () => {
    fc.assert(
      fc.property(lengthAround(9, 15).chain(digitsOfLength), (recipient) => {
        const result = list({ 'filter[recipient]': recipient });
        expect(result.success).toBe(recipient.length >= 9 && recipient.length <= 15);
      }),
    );
  });

  it('filter[country_code]: two letters, nothing else', () => {
    fc.assert(
      fc.property(
        lengthAround(2, 2).chain((n) => ofLength(fc.constantFrom(...LETTERS), n)),
        (code) => {
          expect(list({ 'filter[country_code]': code }).success).toBe(code.length === 2);
        },
      ),
    );
    for (const code of ['U1', 'U ', '12', 'ÜA'])
      expect(list({ 'filter[country_code]': code }).success).toBe(false);
  });

  it('filter[status], filter[channel], sort and way: only the spec’s values (any case)', () => {
    const enums = [
      ['filter[status]', ['pending', 'verified', 'expired', 'failed', 'canceled']],
      ['filter[channel]', ['sms', 'viber']],
      [
        'sort',
        ['id', 'status', 'channel', 'recipient', 'created_at', 'finished_at', 'country_code'],
      ],
      ['way', ['asc', 'desc']],
    ] as const;
    for (const [field, values] of enums) {
      fc.assert(
        fc.property(
          fc.oneof(fc.constantFrom(...values), fc.string({ maxLength: 14 })),
          fc.boolean(),
          (value, upper) => {
            const sent = upper ? value.toUpperCase() : value;
            const known = (values as readonly string[]).includes(value.toLowerCase());
            expect(list({ [field]: sent }).success).toBe(known);
          },
        ),
      );
    }
  });

  it('filter[from] and filter[to] are required, and the period may not end before it starts', () => {
    expect(refusedAt(otpSessionListQuerySchema.safeParse({}), 'filter[from]')).toBe(true);
    expect(refusedAt(otpSessionListQuerySchema.safeParse({}), 'filter[to]')).toBe(true);
    fc.assert(
      fc.property(
        fc.integer({ min: Date.UTC(2020, 0, 1), max: Date.UTC(2030, 0, 1) }),
        fc.integer({ min: -5, max: 5 }),
        (fromMs, deltaSeconds) => {
          const iso = (ms: number) => new Date(ms).toISOString().replace(/\.\d{3}Z$/, 'Z');
          const from = Math.floor(fromMs / 1000) * 1000;
          const result = otpSessionListQuerySchema.safeParse({
            'filter[from]': iso(from),
            'filter[to]': iso(from + deltaSeconds * 1000),
          });
          expect(result.success).toBe(deltaSeconds >= 0);
        },
      ),
    );
  });
});
