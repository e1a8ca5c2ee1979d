// Property-based tests of the contact requests (POST /api/contacts, PUT /api/contacts/{id}): the phone of 9 to
// 15 digits, list and custom field ids, values and counts, and the contact id of a path, for any value.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  CONTACT_FIELDS_MAX,
  CONTACT_GROUPS_MAX,
  CUSTOM_FIELD_VALUE_MAX_LENGTH,
  PHONE_MAX_DIGITS,
  PHONE_MIN_DIGITS,
  contactIdSchema,
  contactRequestSchema,
} from './contacts';

const MAX_ID = 2_147_483_647;

function refusedAt(result: z.core.util.SafeParseResult<unknown>, field: string): boolean {
  return !result.success && result.error.issues.some((issue) => issue.path[0] === field);
}

const contact = (body: Record<string, unknown>) =>
  contactRequestSchema.safeParse({ phone: '380501112233', ...body });

/** A phone of `length` digits that does not start with 0 (an international number never does). */
const phoneOfLength = (length: number) =>
  fc
    .tuple(
      fc.integer({ min: 1, max: 9 }),
      fc.string({
        unit: fc.constantFrom(...Array.from('0123456789')),
        minLength: Math.max(0, length - 1),
        maxLength: Math.max(0, length - 1),
      }),
    )
    .map(([first, rest]) => (length === 0 ? '' : `${first}${rest}`));

const phoneLength = fc.oneof(
  fc.constantFrom(PHONE_MIN_DIGITS - 1, PHONE_MIN_DIGITS, PHONE_MAX_DIGITS, PHONE_MAX_DIGITS + 1),
  fc.integer({ min: 0, max: 20 }),
);

describe('phone (9 to 15 digits)', () => {
  it('is accepted with 9 to 15 digits and refused with 8 or 16, as digits text', () => {
    fc.assert(
      fc.property(phoneLength.chain(phoneOfLength), (phone) => {
        const result = contact({ phone });
        const ok = phone.length >= 9 && phone.length <= 15;
        expect(result.success).toBe(ok);
        if (!ok) expect(refusedAt(result, 'phone')).toBe(true);
        if (result.success) expect(result.data.phone).toBe(Number(phone));
      }),
    );
  });

  it('is accepted as a JSON integer of 9 to 15 digits', () => {
    fc.assert(
      fc.property(fc.integer({ min: 7, max: 16 }).chain(phoneOfLength), (digits) => {
        expect(contact({ phone: Number(digits) }).success).toBe(
          digits.length >= 9 && digits.length <= 15,
        );
      }),
    );
  });

  it('is refused with a leading 0 or +, or any character that is not a digit', () => {
    fc.assert(
      fc.property(
        phoneOfLength(11),
        fc.constantFrom('+', ' ', '-', '(', '.', 'a', '٣', '\u200b'),
        // Inside the number: spaces around it are trimmed, as forms hold them.
        fc.integer({ min: 1, max: 10 }),
        (digits, intruder, at) => {
          const phone = `${digits.slice(0, at)}${intruder}${digits.slice(at)}`;
          expect(refusedAt(contact({ phone }), 'phone')).toBe(true);
        },
      ),
    );
    expect(refusedAt(contact({ phone: '0380501112233' }), 'phone')).toBe(true);
    expect(refusedAt(contact({ phone: '+380501112233' }), 'phone')).toBe(true);
    expect(refusedAt(contact({ phone: 380501112233.5 }), 'phone')).toBe(true);
    expect(refusedAt(contactRequestSchema.safeParse({}), 'phone')).toBe(true);
  });
});

describe('groups and fields', () => {
  const id = fc.oneof(
    fc.constantFrom(0, 1, MAX_ID, MAX_ID + 1, -1),
    fc.integer({ min: -5, max: MAX_ID }),
    fc.double({ min: 0, max: 100, noNaN: true }),
  );
  const idIsValid = (value: number) => Number.isInteger(value) && value >= 1 && value <= MAX_ID;

  it(`list ids are whole numbers from 1 to ${MAX_ID}, as numbers or text`, () => {
    fc.assert(
      fc.property(id, fc.boolean(), (value, asText) => {
        const result = contact({ groups: [asText ? String(value) : value] });
        expect(result.success).toBe(idIsValid(value));
        if (!result.success) expect(refusedAt(result, 'groups')).toBe(true);
      }),
    );
  });

  it(`at most ${CONTACT_GROUPS_MAX} lists and ${CONTACT_FIELDS_MAX} custom fields, none given twice`, () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.constantFrom(100, 101), fc.integer({ min: 0, max: 130 })),
        (count) => {
          const ids = Array.from({ length: count }, (_, i) => i + 1);
          expect(contact({ groups: ids }).success).toBe(count <= CONTACT_GROUPS_MAX);
          expect(contact({ fields: ids.map((i) => ({ id: i, value: 'v' })) }).success).toBe(
            count <= CONTACT_FIELDS_MAX,
          );
        },
      ),
    );
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.integer({ min: 1, max: 1000 }), { minLength: 1, maxLength: 10 }),
        fc.nat(),
        (ids, pick) => {
          const repeated = ids[pick % ids.length] ?? 1;
          expect(refusedAt(contact({ groups: [...ids, repeated] }), 'groups')).toBe(true);
          expect(
            refusedAt(
              contact({ fields: [...ids, repeated].map((i) => ({ id: i, value: '' })) }),
              'fields',
            ),
          ).toBe(true);
        },
      ),
    );
  });

  it(`a custom field value is text of at most ${CUSTOM_FIELD_VALUE_MAX_LENGTH} characters (empty allowed)`, () => {
    fc.assert(
      fc.property(
        fc
          .oneof(fc.constantFrom(0, 255, 256), fc.integer({ min: 0, max: 300 }))
          .chain((n) => fc.string({ unit: 'grapheme-ascii', minLength: n, maxLength: n })),
        (value) => {
          const result = contact({ fields: [{ id: 1, value }] });
          expect(result.success).toBe(value.length <= CUSTOM_FIELD_VALUE_MAX_LENGTH);
        },
      ),
    );
    for (const value of [1, null, undefined, true]) {
      expect(refusedAt(contact({ fields: [{ id: 1, value }] }), 'fields')).toBe(true);
    }
  });
});

describe('the contact id of PUT /api/contacts/{id}', () => {
  it(`is a whole number from 1 to ${MAX_ID}`, () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.constantFrom(0, 1, MAX_ID, MAX_ID + 1),
          fc.integer({ min: -10, max: 2 * MAX_ID }),
        ),
        (value) => {
          expect(contactIdSchema.safeParse(String(value)).success).toBe(
            value >= 1 && value <= MAX_ID,
          );
        },
      ),
    );
    for (const text of ['', '.', '..', '1.5', '1/2', '%31', 'abc', '1e3', '12345678901']) {
      expect(contactIdSchema.safeParse(text).success).toBe(false);
    }
  });
});
