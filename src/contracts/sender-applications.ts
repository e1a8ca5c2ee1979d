// SMS sender registration applications: the list request (GET /api/senders/requests/sms) and its response.
import { z } from 'zod';
import {
  EMPTY_QUERY_VALUE,
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

/** One value read by `inner`, with one message per value, never zod's generic union text. */
function readWith<T extends z.ZodType<unknown, string>>(
  inner: T,
  value: string,
  ctx: z.core.$RefinementCtx,
): z.output<T> {
  // Not trimmed: ` 12` is not 12 (src/contracts/wire.ts).
  const parsed = inner.safeParse(value);
  if (parsed.success) return parsed.data;
  ctx.addIssue({ code: 'custom', message: parsed.error.issues[0]?.message ?? 'Invalid value' });
  return z.NEVER;
}

/** A form field that may be left blank: blank means "not applied", anything else must pass `inner`. */
function blankOr<T extends z.ZodType<unknown, string>>(inner: T) {
  return z
    .string({ error: 'Give one value' })
    .transform((value, ctx): z.output<T> | undefined =>
      value === '' ? undefined : readWith(inner, value, ctx),
    );
}

/**
 * A query value: it must pass `inner`; an empty one (`filter[status]=`) is refused as every list refuses it
 * (EMPTY_QUERY_VALUE). Leaving the parameter out is how a filter is not applied.
 */
function queryValue<T extends z.ZodType<unknown, string>>(inner: T) {
  return z.string({ error: 'Give one value' }).transform((value, ctx): z.output<T> => {
    if (value !== '') return readWith(inner, value, ctx);
    ctx.addIssue({ code: 'custom', message: EMPTY_QUERY_VALUE });
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

/** The rule of each filter's value, shared by the console's filter form and the sandbox's query. */
const filterRules = {
  status: senderApplicationStatusSchema,
  id: wholeNumber('Use a whole number of 1 or more').pipe(
    z.number().min(1, 'Use a whole number of 1 or more'),
  ),
  country_code: countryCodeSchema,
  created_at: specDateSchema,
};

// Not trimmed: a sender name may end in a space, and 15 counts what was typed. Only spaces is no name: no
// filter (the free-text rule of src/contracts/wire.ts).
const senderName = z
  .string({ error: 'Give one value' })
  .max(SENDER_NAME_MAX_LENGTH, `At most ${SENDER_NAME_MAX_LENGTH} characters`);
const blankName = (v: string) => (v.trim() === '' ? undefined : v);

/** The fields of the console's filter form, each read by its filter's rule; blank is no filter. */
export const senderApplicationFilterFields = {
  status: blankOr(filterRules.status),
  id: blankOr(filterRules.id),
  country_code: blankOr(filterRules.country_code),
  sender: senderName.transform(blankName),
  created_at: blankOr(filterRules.created_at),
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
  return queryValue(wholeNumber(message).pipe(z.number().min(min, message).max(max, message)))
    .optional()
    .transform((v) => v ?? fallback);
};

const optionalQuery = <T extends z.ZodType<unknown, string>>(inner: T) =>
  queryValue(inner).optional();

/**
 * GET /api/senders/requests/sms query parameters, keyed as sent; defaults from the spec. A parameter sent empty
 * is refused, as on every list (EMPTY_QUERY_VALUE); the form's blank fields are left out of the request.
 */
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
  'filter[status]': optionalQuery(filterRules.status),
  'filter[id]': optionalQuery(filterRules.id),
  'filter[country_code]': optionalQuery(filterRules.country_code),
  'filter[sender]': senderName
    .transform((v, ctx) => {
      if (v !== '') return blankName(v);
      ctx.addIssue({ code: 'custom', message: EMPTY_QUERY_VALUE });
      return z.NEVER;
    })
    .optional(),
  'filter[created_at]': optionalQuery(filterRules.created_at),
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
