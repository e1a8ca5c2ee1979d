// Property-based tests of the sign-in requests: the API key (required, at most 200 characters once trimmed)
// and the API version (2.0 or 1.0, 2.0 when not given).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { loginRequestSchema, signInRequestSchema } from './auth';

describe('the API key', () => {
  it('is accepted with 1 to 200 characters once trimmed, refused blank or with 201', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.constantFrom(0, 1, 200, 201), fc.integer({ min: 0, max: 260 })).chain((n) =>
          fc.string({
            unit: fc.constantFrom(...Array.from('abcdefXYZ0123456789_-')),
            minLength: n,
            maxLength: n,
          }),
        ),
        fc.constantFrom('', ' ', '\t', '  \n'),
        (key, space) => {
          const ok = key.length >= 1 && key.length <= 200;
          expect(loginRequestSchema.safeParse({ api_key: `${space}${key}${space}` }).success).toBe(
            ok,
          );
          expect(signInRequestSchema.safeParse({ api_key: key }).success).toBe(ok);
        },
      ),
    );
    expect(loginRequestSchema.safeParse({}).success).toBe(false);
    expect(loginRequestSchema.safeParse({ api_key: 123 }).success).toBe(false);
  });
});

describe('the API version', () => {
  it('is 2.0 or 1.0, and 2.0 when not given', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.constantFrom('2.0', '1.0'), fc.string({ maxLength: 4 })),
        (version) => {
          expect(
            signInRequestSchema.safeParse({ api_key: 'live_x', api_version: version }).success,
          ).toBe(version === '2.0' || version === '1.0');
        },
      ),
    );
    expect(signInRequestSchema.parse({ api_key: 'live_x' }).api_version).toBe('2.0');
  });
});
