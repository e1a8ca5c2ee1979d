// Viber lookups: the keys a message is looked up by (message id, external reference), their rules and errors, and
// the console's lookup form, which the lookup addresses are read with; no response schema, so that the entry chunk
// (every route's validateSearch) carries only these (viber.ts has the status record and re-exports these).
import { z } from 'zod/mini';

/** Longest external reference the platform accepts (spec, Limits). */
export const VIBER_REFERENCE_MAX = 32;
export const VIBER_REFERENCE_PATTERN = /^[A-Za-z0-9]{1,32}$/;
/**
 * Message ids are generated integers: more than 18 digits cannot be one, and a leading zero is not how an integer
 * is written (src/contracts/wire.ts).
 */
export const VIBER_ID_PATTERN = /^[1-9][0-9]{0,17}$/;

export const VIBER_ERRORS = {
  idRequired: 'The id field is required.',
  idInteger: 'The id must be an integer.',
  referenceRequired: 'The reference field is required.',
  referenceTooLong: `The reference may not be greater than ${VIBER_REFERENCE_MAX} characters.`,
  referenceCharacters: 'The reference may only contain the letters a-z, A-Z and the digits 0-9.',
  notFound: 'Viber message not found',
} as const;

/** The `{id}` of GET /rest/viber/{id}: digits only, no sign, no spaces. */
export const viberMessageIdSchema = z
  .string({ error: VIBER_ERRORS.idRequired })
  .check(
    z.minLength(1, VIBER_ERRORS.idRequired),
    z.regex(VIBER_ID_PATTERN, VIBER_ERRORS.idInteger),
  );

/** The `{reference}` of GET /rest/viber/reference/{reference}: 1 to 32 of a-z, A-Z, 0-9. */
export const viberReferenceSchema = z
  .string({ error: VIBER_ERRORS.referenceRequired })
  .check(
    z.minLength(1, VIBER_ERRORS.referenceRequired),
    z.maxLength(VIBER_REFERENCE_MAX, VIBER_ERRORS.referenceTooLong),
    z.regex(/^[A-Za-z0-9]*$/, VIBER_ERRORS.referenceCharacters),
  );

export const VIBER_LOOKUP_KINDS = ['id', 'reference'] as const;
export type ViberLookupKind = (typeof VIBER_LOOKUP_KINDS)[number];

/** The console's lookup form: one field whose rule depends on what is looked up. Errors land on `value`. */
export const viberLookupFormSchema = z.pipe(
  z.object({ by: z.enum(VIBER_LOOKUP_KINDS), value: z.string() }).check(
    z.superRefine((form, ctx) => {
      // People paste values with stray spaces around them; the platform would refuse those.
      const parsed = (form.by === 'id' ? viberMessageIdSchema : viberReferenceSchema).safeParse(
        form.value.trim(),
      );
      if (!parsed.success) {
        ctx.addIssue({
          code: 'custom',
          path: ['value'],
          message: parsed.error.issues[0]?.message ?? 'Invalid value.',
        });
      }
    }),
  ),
  z.transform((form) => ({ by: form.by, value: form.value.trim() })),
);
export type ViberLookupForm = z.input<typeof viberLookupFormSchema>;
export type ViberLookup = z.output<typeof viberLookupFormSchema>;
