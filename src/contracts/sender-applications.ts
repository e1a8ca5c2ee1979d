// SMS sender registration applications: the list request (GET /api/senders/requests/sms) and its response.
import { z } from 'zod';
import {
  countryCodeSchema,
  documentedValues,
  intId,
  metaPageSchema,
  nullable,
  waySchema,
} from './common';
import { parseCalendarDate, parseWireInteger, wireEnumSchema } from './wire';

export const SENDER_APPLICATION_STATUSES = [
  'new',
  'accepted',
  'in progress',
  'registration completed',
  'rejected',
] as const;
export const senderApplicationStatusSchema = wireEnumSchema(
  SENDER_APPLICATION_STATUSES,
  `Use one of: ${SENDER_APPLICATION_STATUSES.join(', ')}`,
);
export type SenderApplicationStatus = z.output<typeof senderApplicationStatusSchema>;

/** Sort keys as the console sends them; the spec writes the last one "created at" (both are accepted). */
export const SENDER_APPLICATION_SORTS = [
  'id',
  'sender',
  'status',
  'country_code',
  'created_at',
] as const;
export const senderApplicationSortSchema = z.enum(SENDER_APPLICATION_SORTS);
export type SenderApplicationSort = z.infer<typeof senderApplicationSortSchema>;

export const SENDER_APPLICATIONS_DEFAULT_LIMIT = 50;
/** The spec gives no maximum; 500 matches the one list whose range it does give (2FA sessions). */
export const SENDER_APPLICATIONS_MAX_LIMIT = 500;
/** The spec's sender name limit. */
export const SENDER_NAME_MAX_LENGTH = 15;

/**
 * Text that may be left blank (a query value `filter[status]=`, an empty form field): blank means "not
 * applied", anything else must pass `inner`. One message per value, never zod's generic union text.
 */
function blankOr<T extends z.ZodType<unknown, string>>(inner: T) {
  return z.string({ error: 'Give one value' }).transform((value, ctx): z.output<T> | undefined => {
    if (value === '') return undefined;
    // Not trimmed: ` 12` is not 12 (src/contracts/wire.ts).
    const parsed = inner.safeParse(value);
    if (parsed.success) return parsed.data;
    ctx.addIssue({ code: 'custom', message: parsed.error.issues[0]?.message ?? 'Invalid value' });
    return z.NEVER;
  });
}

const wholeNumber = (message: string) =>
  z.string().transform((value, ctx) => {
    const n = parseWireInteger(value);
    if (n === undefined) {
      ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    }
    return n;
  });

/** `yyyy-mm-dd` that is a real calendar date. */
export const specDateSchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Use a date in the form yyyy-mm-dd')
  .refine((v) => parseCalendarDate(v) !== undefined, 'This is not a calendar date');

/** Filters of the list, shared by the console's filter form and the sandbox's request validation. */
export const senderApplicationFilterFields = {
  status: blankOr(senderApplicationStatusSchema),
  id: blankOr(
    wholeNumber('Use a whole number of 1 or more').pipe(
      z.number().min(1, 'Use a whole number of 1 or more'),
    ),
  ),
  country_code: blankOr(countryCodeSchema),
  // Not trimmed: a sender name may end in a space, and 15 counts what was typed.
  sender: z
    .string({ error: 'Give one value' })
    .max(SENDER_NAME_MAX_LENGTH, `At most ${SENDER_NAME_MAX_LENGTH} characters`)
    .transform((v) => (v.trim() === '' ? undefined : v)),
  created_at: blankOr(specDateSchema),
};

/** The console's filter form: every field is text, empty meaning "no filter". */
export const senderApplicationFiltersSchema = z.object(senderApplicationFilterFields);
export type SenderApplicationFiltersInput = z.input<typeof senderApplicationFiltersSchema>;
export type SenderApplicationFilters = z.output<typeof senderApplicationFiltersSchema>;

const pagingInt = (min: number, max: number, fallback: number) => {
  const message =
    max === Number.MAX_SAFE_INTEGER
      ? `Use a whole number of ${min} or more`
      : `Use a whole number from ${min} to ${max}`;
  return blankOr(wholeNumber(message).pipe(z.number().min(min, message).max(max, message)))
    .optional()
    .transform((v) => v ?? fallback);
};

const optionalQuery = <T extends z.ZodType<unknown, string>>(inner: T) => blankOr(inner).optional();

/** GET /api/senders/requests/sms query parameters, keyed as sent; defaults from the spec. */
export const senderApplicationsQuerySchema = z.object({
  'page[offset]': pagingInt(0, Number.MAX_SAFE_INTEGER, 0),
  'page[limit]': pagingInt(1, SENDER_APPLICATIONS_MAX_LIMIT, SENDER_APPLICATIONS_DEFAULT_LIMIT),
  sort: optionalQuery(
    wireEnumSchema(
      [...SENDER_APPLICATION_SORTS, 'created at'],
      'Use one of: id, sender, status, country_code, created at',
    ).transform((v): SenderApplicationSort => (v === 'created at' ? 'created_at' : v)),
  ).transform((v) => v ?? 'id'),
  way: optionalQuery(wireEnumSchema(waySchema.options, 'Use asc or desc')).transform(
    (v) => v ?? 'asc',
  ),
  'filter[status]': senderApplicationFilterFields.status.optional(),
  'filter[id]': senderApplicationFilterFields.id.optional(),
  'filter[country_code]': senderApplicationFilterFields.country_code.optional(),
  'filter[sender]': senderApplicationFilterFields.sender.optional(),
  'filter[created_at]': senderApplicationFilterFields.created_at.optional(),
});
export type SenderApplicationsQuery = z.output<typeof senderApplicationsQuerySchema>;

/** Text the platform may leave out, send as null, or send empty: all three mean "not given". */
const optionalText = z
  .union([z.string(), z.number()])
  .nullish()
  .transform((v) => (v === null || v === undefined || String(v).trim() === '' ? null : String(v)));

export const senderApplicationSchema = z.object({
  id: intId,
  sender: z.string(),
  status: documentedValues(z.string(), SENDER_APPLICATION_STATUSES),
  created_at: optionalText,
  registered_at: optionalText,
  status_changed_at: optionalText,
  country_code: optionalText,
  code_of_company: optionalText,
  tax_number: optionalText,
  type: nullable(z.string()),
  site_url: optionalText,
  name: optionalText,
  legal_name: optionalText,
  address: optionalText,
  informing_purpose: optionalText,
  comment: optionalText,
  rejection_reason: optionalText,
  description: optionalText,
});
export type SenderApplication = z.output<typeof senderApplicationSchema>;

export const senderApplicationsResponseSchema = z.object({
  data: z.array(senderApplicationSchema),
  meta: z.object({ page: metaPageSchema }),
});
export type SenderApplicationsResponse = z.output<typeof senderApplicationsResponseSchema>;
