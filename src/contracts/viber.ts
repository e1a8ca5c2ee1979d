// Viber message status: the lookup keys (message id, external reference) and the status record with its alt route.
import { z } from 'zod/mini';
import { decimalString, nullable } from './common.ts';

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

/** A text field the platform may leave out, send empty or null: normalised to a string or null. */
const optionalText = z.pipe(
  nullable(z.pipe(z.union([z.string(), z.number()]), z.transform(String))),
  z.transform((v) => (v === null || v.trim() === '' ? null : v)),
);

/** One step of `alt_route`: the message the platform sent on another channel (SMS) instead. */
export const viberAltRouteSchema = z.looseObject({
  channel: z.catch(
    z.pipe(
      z.string(),
      z.transform((v) => v.toLowerCase()),
    ),
    'sms',
  ),
  id: z.pipe(z.union([z.string(), z.number()]), z.transform(String)),
  status: z.catch(z.string(), 'unknown'),
  price: nullable(decimalString),
});
export type ViberAltRoute = z.output<typeof viberAltRouteSchema>;

/**
 * The Viber message status record. `error` is a result code ("0" on success; a number is read too). Dates
 * stay as the platform's `yyyy-mm-dd hh:mm:ss`; a date not reached yet may be absent, empty or null. Fields the
 * spec does not name are accepted and left out of what the console reads (zod's default for an object).
 */
export const viberStatusRecordSchema = z.object({
  error: z.pipe(z.union([z.string(), z.number()]), z.transform(String)),
  msisdn: z.pipe(z.union([z.string(), z.number()]), z.transform(String)),
  reference: optionalText,
  time_in: optionalText,
  time_sent: optionalText,
  time_dr: optionalText,
  status: z.string(),
  price: nullable(decimalString),
  currency: optionalText,
  // An empty alt route arrives as [] or is left out; both mean the message was not cascaded.
  alt_route: z.pipe(
    nullable(z.array(viberAltRouteSchema)),
    z.transform((v) => v ?? []),
  ),
});
export type ViberStatusRecord = z.output<typeof viberStatusRecordSchema>;
/** The record as the platform sends it (what the sandbox writes). */
export type ViberStatusRecordWire = z.input<typeof viberStatusRecordSchema>;
