// Property-based tests of the OTP template requests: name 3 to 50 characters, text 9 to 70 characters with
// {code2fa} exactly once, countries as ISO codes, the template id of a path (1 to 9 digits) and the list query.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  CODE_VARIABLE,
  TEMPLATE_ERRORS,
  TEMPLATE_FILTER_IDS_MAX,
  TEMPLATE_NAME_MAX,
  TEMPLATE_NAME_MIN,
  TEMPLATE_PAGE_LIMIT_MAX,
  TEMPLATE_TEXT_MAX,
  TEMPLATE_TEXT_MIN,
  characterCount,
  createTemplateRequestSchema,
  templateIdSchema,
  templateListQuerySchema,
  templateModerationRequestSchema,
} from './otp-templates';

/**
 * Characters of names and texts: ASCII letters and punctuation, letters of other scripts, and characters
 * outside the Basic Multilingual Plane (one character, two UTF-16 units). No whitespace (the schema trims the
 * ends) and none of the letters of "code2fa" or braces, so a filler never forms the variable by chance.
 */
const FILLER = [
  ...Array.from('bghijklmnpqrstuvwxyzBGHIJKLMNPQRSTUVWXYZ013456789.,!?-:;#'),
  'é',
  'Ж',
  'ñ',
  '中',
  'ع',
  '😀',
  '𝔘',
];
const filler = (length: number) =>
  fc.string({ unit: fc.constantFrom(...FILLER), minLength: length, maxLength: length });

const lengthAround = (min: number, max: number) =>
  fc.oneof(
    fc.constantFrom(Math.max(0, min - 1), min, max, max + 1),
    fc.integer({ min: 0, max: max + 5 }),
  );

function refusedAt(result: z.core.util.SafeParseResult<unknown>, field: string): boolean {
  return !result.success && result.error.issues.some((issue) => issue.path[0] === field);
}

const valid = { name: 'Login code', text: 'Your code is {code2fa}', countries: ['UA'] };
const create = (overrides: Record<string, unknown>) =>
  createTemplateRequestSchema.safeParse({ ...valid, ...overrides });

/** A text of `length` characters holding {code2fa} once, at any position. */
const textWithVariable = (length: number) =>
  fc
    .tuple(filler(Math.max(0, length - characterCount(CODE_VARIABLE))), fc.nat())
    .map(([rest, at]) => {
      const chars = Array.from(rest);
      const i = at % (chars.length + 1);
      return [...chars.slice(0, i), CODE_VARIABLE, ...chars.slice(i)].join('');
    });

describe('create template: name', () => {
  it(`is accepted with ${TEMPLATE_NAME_MIN} to ${TEMPLATE_NAME_MAX} characters, counted as code points`, () => {
    fc.assert(
      fc.property(lengthAround(TEMPLATE_NAME_MIN, TEMPLATE_NAME_MAX).chain(filler), (name) => {
        const count = characterCount(name);
        const result = create({ name });
        const inRange = count >= 3 && count <= 50;
        expect(result.success).toBe(inRange);
        if (!inRange) expect(refusedAt(result, 'name')).toBe(true);
      }),
    );
    expect(create({ name: '😀😀😀' }).success).toBe(true);
    expect(create({ name: 'ab' }).success).toBe(false);
    expect(create({ name: 'x'.repeat(50) }).success).toBe(true);
    expect(create({ name: 'x'.repeat(51) }).success).toBe(false);
    expect(create({ name: '😀'.repeat(50) }).success).toBe(true);
  });

  it('is taken as sent: the spaces around it count, a blank name is missing', () => {
    fc.assert(
      fc.property(filler(1), fc.constantFrom(' ', '\t', '\n'), (name, space) => {
        expect(create({ name: `${space}${name}${space}` }).success).toBe(true);
        expect(refusedAt(create({ name: `${name}${space}` }), 'name')).toBe(true);
      }),
    );
    expect(refusedAt(create({ name: '     ' }), 'name')).toBe(true);
  });
});

describe('create template: text', () => {
  it(`with {code2fa} once is accepted with ${TEMPLATE_TEXT_MIN} to ${TEMPLATE_TEXT_MAX} characters`, () => {
    fc.assert(
      fc.property(
        lengthAround(TEMPLATE_TEXT_MIN, TEMPLATE_TEXT_MAX)
          .filter((n) => n >= CODE_VARIABLE.length)
          .chain(textWithVariable),
        (text) => {
          const count = characterCount(text);
          const result = create({ text });
          const inRange = count >= 9 && count <= 70;
          expect(result.success).toBe(inRange);
          if (!inRange) expect(refusedAt(result, 'text')).toBe(true);
        },
      ),
    );
    expect(create({ text: '{code2fa}' }).success).toBe(true);
    expect(create({ text: `${'😀'.repeat(61)}{code2fa}` }).success).toBe(true);
    expect(create({ text: `${'x'.repeat(62)}{code2fa}` }).success).toBe(false);
  });

  it('without {code2fa}, or with a malformed one, is refused with the spec’s text', () => {
    fc.assert(
      fc.property(
        lengthAround(TEMPLATE_TEXT_MIN, TEMPLATE_TEXT_MAX)
          .filter((n) => n >= TEMPLATE_TEXT_MIN && n <= TEMPLATE_TEXT_MAX - 12)
          .chain(filler),
        fc.constantFrom('', '{CODE2FA}', '{ code2fa }', '{code2fa', 'code2fa}', '{{code2fa}}'),
        (rest, variant) => {
          const result = create({ text: `${rest}${variant}` });
          expect(result.success).toBe(false);
          expect(result.error?.issues.map((i) => i.message)).toContain(
            TEMPLATE_ERRORS.variableRequired,
          );
        },
      ),
    );
  });

  it('with {code2fa} twice or more is refused with the spec’s text', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 2, max: 4 }),
        filler(6),
        fc.constantFrom('{code2fa}', '{CODE2FA}', 'code2fa'),
        (times, rest, other) => {
          const text = `${rest}${CODE_VARIABLE}${` ${other}`.repeat(times - 1)}`;
          const result = create({ text });
          expect(result.success).toBe(false);
          expect(result.error?.issues.map((i) => i.message)).toContain(
            TEMPLATE_ERRORS.variableOnce,
          );
        },
      ),
    );
  });
});

describe('create template: countries', () => {
  it('needs at least one ISO 3166-1 alpha-2 code, and refuses any other string', () => {
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom('UA', 'pl', 'DE', 'us', 'GB'), { minLength: 1, maxLength: 5 }),
        (countries) => {
          expect(create({ countries }).success).toBe(true);
        },
      ),
    );
    fc.assert(
      fc.property(
        fc.constantFrom('XX', 'U', 'UKR', '12', 'U A', '', 'ZZ'),
        fc.array(fc.constantFrom('UA', 'PL'), { maxLength: 3 }),
        (bad, good) => {
          expect(refusedAt(create({ countries: [...good, bad] }), 'countries')).toBe(true);
        },
      ),
    );
    expect(refusedAt(create({ countries: [] }), 'countries')).toBe(true);
    expect(refusedAt(create({ countries: undefined }), 'countries')).toBe(true);
  });
});

describe('template id of a path (1 to 9 digits)', () => {
  it('is accepted with 1 to 9 digits and no leading zero, refused with none, 10, a leading zero or any other character', () => {
    fc.assert(
      fc.property(
        lengthAround(1, 9).chain((n) =>
          fc.string({
            unit: fc.constantFrom(...Array.from('0123456789')),
            minLength: n,
            maxLength: n,
          }),
        ),
        (id) => {
          expect(templateIdSchema.safeParse(id).success).toBe(
            id.length >= 1 && id.length <= 9 && !id.startsWith('0'),
          );
        },
      ),
    );
    for (const id of ['1.0', '-1', '+1', ' 1', '1/2', '%31', '١']) {
      expect(templateIdSchema.safeParse(id).success).toBe(false);
    }
  });
});

describe('templates list query', () => {
  const list = (query: Record<string, unknown>) => templateListQuerySchema.safeParse(query);

  it(`page[limit]: 1 to ${TEMPLATE_PAGE_LIMIT_MAX} (the sandbox’s maximum), default 10`, () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.constantFrom(0, 1, 100, 101), fc.integer({ min: -20, max: 200 })),
        (n) => {
          const result = list({ 'page[limit]': String(n) });
          expect(result.success).toBe(n >= 1 && n <= TEMPLATE_PAGE_LIMIT_MAX);
          if (!result.success) expect(refusedAt(result, 'page[limit]')).toBe(true);
        },
      ),
    );
    expect(list({}).data?.['page[limit]']).toBe(10);
  });

  it('page[offset]: 0 or more', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1000, max: 1_000_000 }), (n) => {
        expect(list({ 'page[offset]': String(n) }).success).toBe(n >= 0);
      }),
    );
  });

  it(`filter[ids]: 1 to ${TEMPLATE_FILTER_IDS_MAX} template ids; none is refused`, () => {
    const id = fc.integer({ min: 1, max: 999_999_999 }).map(String);
    fc.assert(
      fc.property(
        fc.oneof(fc.constantFrom(100, 101), fc.integer({ min: 0, max: 120 })),
        fc.boolean(),
        (count, asText) => {
          const ids = Array.from({ length: count }, (_, i) => String(i + 1));
          const result = list({ 'filter[ids]': asText ? ids.join(',') : ids });
          expect(result.success).toBe(count >= 1 && count <= TEMPLATE_FILTER_IDS_MAX);
        },
      ),
    );
    fc.assert(
      fc.property(fc.array(id, { minLength: 1, maxLength: 5 }), (ids) => {
        expect(list({ 'filter[ids]': [...ids, '1234567890'] }).success).toBe(false);
        expect(list({ 'filter[ids]': [...ids, 'abc'] }).success).toBe(false);
      }),
    );
  });

  it('filter[status], sort and way: only the spec’s values', () => {
    const enums = [
      ['filter[status]', ['requested', 'approved', 'rejected']],
      ['sort', ['template_id', 'status', 'name', 'updated_at']],
      ['way', ['asc', 'desc']],
    ] as const;
    for (const [field, values] of enums) {
      fc.assert(
        fc.property(fc.oneof(fc.constantFrom(...values), fc.string({ maxLength: 12 })), (value) => {
          expect(list({ [field]: value }).success).toBe(
            (values as readonly string[]).includes(value),
          );
        }),
      );
    }
  });
});

describe('moderation decision (sandbox control)', () => {
  it('is approved or rejected, nothing else', () => {
    fc.assert(
      fc.property(fc.oneof(fc.constantFrom('approved', 'rejected'), fc.string()), (status) => {
        expect(templateModerationRequestSchema.safeParse({ status }).success).toBe(
          status === 'approved' || status === 'rejected',
        );
      }),
    );
  });
});
