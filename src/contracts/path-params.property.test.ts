// Property-based tests of path parameters: every path schema of the contracts refuses slashes, dots, encoded
// characters and over-long values, and the console's apiPath turns any value it accepts into exactly one
// encoded segment (never another path), refusing what could change the path before a request is made.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod/mini';
import { ApiError } from '@/lib/errors';
import { apiPath } from '@/lib/api-client';
import { campaignIdSchema } from './campaigns';
import { contactIdSchema } from './contacts';
import { OTP_LIMITS, sessionIdSchema } from './otp-sessions';
import { templateIdSchema } from './otp-templates';
import { statFileKeySchema } from './statistics';
import { viberMessageIdSchema, viberReferenceSchema } from './viber';

/** What a crafted link puts in a path parameter to reach another path or resource. */
const HOSTILE = [
  '/',
  '.',
  '..',
  '../',
  '%2F',
  '%2f',
  '%2e',
  '%2e%2e',
  '..%2F',
  '%252F',
  '\\',
  '?',
  '#',
  '&',
  ';',
  ' ',
  '%20',
  '\0',
  '\n',
  '\u202e',
  '\u200b',
  '%00',
  'é',
  '😀',
];

const hostileValue = fc
  .tuple(
    fc.string({ unit: fc.constantFrom(...Array.from('abc123')), maxLength: 6 }),
    fc.constantFrom(...HOSTILE),
    fc.string({ unit: fc.constantFrom(...Array.from('abc123')), maxLength: 6 }),
  )
  .map(([before, hostile, after]) => `${before}${hostile}${after}`);

/** Path schemas whose values have a character class of their own (ids of digits, references, file keys). */
const strictPathSchemas: [string, z.ZodMiniType, number][] = [
  ['campaign id', campaignIdSchema, 15],
  ['contact id', contactIdSchema, 10],
  ['template id', templateIdSchema, 9],
  ['Viber message id', viberMessageIdSchema, 18],
  ['Viber reference', viberReferenceSchema, 32],
  ['statistics file key', statFileKeySchema, 64],
];

describe('path schemas of the contracts', () => {
  for (const [name, schema, maxLength] of strictPathSchemas) {
    it(`${name}: refuses slashes, dots, encoded and other hostile characters anywhere`, () => {
      fc.assert(
        fc.property(
          // Campaign and contact ids are trimmed as a person types them: spaces around digits are no threat.
          hostileValue.filter((value) => value.trim() === value),
          (value) => {
            expect(schema.safeParse(value).success).toBe(false);
          },
        ),
      );
    });

    it(`${name}: refuses values over ${maxLength} characters`, () => {
      fc.assert(
        fc.property(fc.integer({ min: maxLength + 1, max: maxLength + 500 }), (length) => {
          expect(schema.safeParse('1'.repeat(length)).success).toBe(false);
        }),
      );
      expect(schema.safeParse('1'.repeat(maxLength)).success).toBe(true);
    });
  }

  it(`the session id: 1 to ${OTP_LIMITS.sessionIdMax} characters of any kind (looked up as it is)`, () => {
    fc.assert(
      fc.property(fc.integer({ min: 37, max: 1000 }), (length) => {
        expect(sessionIdSchema.safeParse('a'.repeat(length)).success).toBe(false);
      }),
    );
    expect(sessionIdSchema.safeParse('').success).toBe(false);
    expect(sessionIdSchema.safeParse('a'.repeat(36)).success).toBe(true);
  });
});

describe('apiPath: one encoded segment per value, or refused before any request', () => {
  /** Any string of whole code points (no lone surrogates), including every hostile piece above. */
  const anyValue = fc.oneof(
    fc.string({ unit: 'binary', maxLength: 40 }),
    hostileValue,
    fc.constantFrom(...HOSTILE),
  );
  const refused = (value: string) =>
    value === '' || value === '.' || value === '..' || value.length > 200;

  it('keeps any accepted value in its own segment, decoded back to itself, never normalised away', () => {
    fc.assert(
      fc.property(anyValue, (value) => {
        if (refused(value)) {
          expect(() => apiPath`/api/2fa/authentications/${value}/cancel`).toThrow(ApiError);
          return;
        }
        const path = apiPath`/api/2fa/authentications/${value}/cancel`;
        const segments = path.split('/');
        expect(segments).toHaveLength(6);
        expect(segments.slice(0, 4)).toEqual(['', 'api', '2fa', 'authentications']);
        expect(segments[5]).toBe('cancel');
        expect(decodeURIComponent(segments[4] ?? '')).toBe(value);
        // What fetch would send: the URL parser keeps the same path (no dot segment, no query, no fragment).
        const url = new URL(path, 'http://console.test');
        expect(url.pathname).toBe(path);
        expect(url.search).toBe('');
        expect(url.hash).toBe('');
      }),
    );
  });

  it('refuses empty, "." and ".." and values over 200 characters with an ApiError', () => {
    for (const value of ['', '.', '..']) {
      expect(() => apiPath`/api/contacts/${value}`).toThrow(ApiError);
    }
    fc.assert(
      fc.property(fc.integer({ min: 201, max: 2000 }), (length) => {
        expect(() => apiPath`/rest/viber/reference/${'r'.repeat(length)}`).toThrow(ApiError);
      }),
    );
    expect(apiPath`/rest/viber/reference/${'r'.repeat(200)}`).toBe(
      `/rest/viber/reference/${'r'.repeat(200)}`,
    );
  });

  it('keeps numbers as they are', () => {
    fc.assert(
      fc.property(fc.nat(), (id) => {
        expect(apiPath`/api/campaigns/${id}/stop`).toBe(`/api/campaigns/${id}/stop`);
      }),
    );
  });
});
