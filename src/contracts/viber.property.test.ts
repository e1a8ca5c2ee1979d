// Property-based tests of the Viber lookup keys: the message id (digits) and the external reference (1 to 32
// of a-z, A-Z, 0-9), as the console's lookup form and the sandbox's path validation read them.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  VIBER_REFERENCE_MAX,
  viberLookupFormSchema,
  viberMessageIdSchema,
  viberReferenceSchema,
} from './viber';

const ALNUM = Array.from('abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789');
const lengthAround = (min: number, max: number) =>
  fc.oneof(fc.constantFrom(min - 1, min, max, max + 1), fc.integer({ min: 0, max: max + 8 }));

describe('the external reference (up to 32 of a-z, A-Z, 0-9)', () => {
  it(`is accepted with 1 to ${VIBER_REFERENCE_MAX} letters and digits, refused empty or with 33`, () => {
    fc.assert(
      fc.property(
        lengthAround(1, VIBER_REFERENCE_MAX).chain((n) =>
          fc.string({ unit: fc.constantFrom(...ALNUM), minLength: n, maxLength: n }),
        ),
        (reference) => {
          const ok = reference.length >= 1 && reference.length <= 32;
          expect(viberReferenceSchema.safeParse(reference).success).toBe(ok);
          expect(
            viberLookupFormSchema.safeParse({ by: 'reference', value: reference }).success,
          ).toBe(ok);
        },
      ),
    );
  });

  it('is refused with any other character: slashes, dots, encoded characters, spaces, other scripts', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: fc.constantFrom(...ALNUM), minLength: 0, maxLength: 20 }),
        fc.constantFrom(
          '/',
          '.',
          '..',
          '%2F',
          '%2e',
          '?',
          '#',
          '&',
          '\\',
          '-',
          '_',
          ' ',
          'é',
          'Ж',
          '😀',
          '\u200b',
          '\u202e',
          '\0',
        ),
        fc.string({ unit: fc.constantFrom(...ALNUM), minLength: 0, maxLength: 10 }),
        (before, intruder, after) => {
          expect(viberReferenceSchema.safeParse(`${before}${intruder}${after}`).success).toBe(
            false,
          );
        },
      ),
    );
  });

  it('the lookup form trims stray spaces around a pasted value, and checks what is left', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: fc.constantFrom(...ALNUM), minLength: 1, maxLength: 32 }),
        fc.constantFrom(' ', '  ', '\t', '\n '),
        (reference, space) => {
          const parsed = viberLookupFormSchema.safeParse({
            by: 'reference',
            value: `${space}${reference}${space}`,
          });
          expect(parsed.success && parsed.data.value).toBe(reference);
        },
      ),
    );
  });
});

describe('the message id (a generated integer)', () => {
  it('is accepted with 1 to 18 digits and no leading zero, refused empty, with 19, a leading zero or any other character', () => {
    fc.assert(
      fc.property(
        lengthAround(1, 18).chain((n) =>
          fc.string({
            unit: fc.constantFrom(...Array.from('0123456789')),
            minLength: n,
            maxLength: n,
          }),
        ),
        (id) => {
          const ok = id.length >= 1 && id.length <= 18 && !id.startsWith('0');
          expect(viberMessageIdSchema.safeParse(id).success).toBe(ok);
          expect(viberLookupFormSchema.safeParse({ by: 'id', value: id }).success).toBe(ok);
        },
      ),
    );
    for (const id of ['-1', '+1', '1.0', '1e3', '0x1', '1/2', '..', '%31', '١٢٣']) {
      expect(viberMessageIdSchema.safeParse(id).success).toBe(false);
    }
  });
});
