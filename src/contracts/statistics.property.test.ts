// Property-based tests of the statistics file path: the file key (1 to 64 of letters, digits, "-" and "_") and
// the format (json, xml or csv), as the sandbox validates GET /rest/stat/file/id/{file_key}/format/{file_format}.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  STAT_FILE_FORMATS,
  statFileFormatSchema,
  statFileKeySchema,
  statFilePathSchema,
} from './statistics';

const KEY_CHARS = Array.from('abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-_');

describe('the file key', () => {
  it('is accepted with 1 to 64 letters, digits, "-" and "_", refused empty or with 65', () => {
    fc.assert(
      fc.property(
        fc
          .oneof(fc.constantFrom(0, 1, 64, 65), fc.integer({ min: 0, max: 80 }))
          .chain((n) =>
            fc.string({ unit: fc.constantFrom(...KEY_CHARS), minLength: n, maxLength: n }),
          ),
        (key) => {
          expect(statFileKeySchema.safeParse(key).success).toBe(
            key.length >= 1 && key.length <= 64,
          );
        },
      ),
    );
  });

  it('is refused with slashes, dots, encoded characters or anything else', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: fc.constantFrom(...KEY_CHARS), maxLength: 20 }),
        fc.constantFrom(
          '/',
          '.',
          '..',
          '%2F',
          '%2e%2e',
          '?',
          '#',
          ' ',
          '\\',
          'é',
          '😀',
          '\0',
          '\n',
        ),
        (key, intruder) => {
          expect(statFileKeySchema.safeParse(`${key}${intruder}`).success).toBe(false);
          expect(statFileKeySchema.safeParse(`${intruder}${key}`).success).toBe(false);
        },
      ),
    );
  });
});

describe('the file format', () => {
  it('is json, xml or csv and nothing else (case included)', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.constantFrom(...STAT_FILE_FORMATS), fc.string({ maxLength: 5 })),
        (format) => {
          const ok = (STAT_FILE_FORMATS as readonly string[]).includes(format);
          expect(statFileFormatSchema.safeParse(format).success).toBe(ok);
          expect(
            statFilePathSchema.safeParse({ file_key: 'k1', file_format: format }).success,
          ).toBe(ok);
        },
      ),
    );
    for (const format of ['JSON', 'json ', '.json', 'xlsx', '']) {
      expect(statFileFormatSchema.safeParse(format).success).toBe(false);
    }
  });
});
