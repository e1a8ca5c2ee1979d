// SMS sender registration applications: the list request (GET /api/senders/requests/sms) and its response.
import { z } from 'zod/mini';
import {
  EMPTY_QUERY_VALUE,
  countryCodeSchema,
  documentedValues,
  intId,
  metaPageSchema,
  nullable,
  waySchema,
} from './common';
import {
  SENDER_APPLICATION_SORTS,
  SENDER_APPLICATION_STATUSES,
  SENDER_APPLICATIONS_DEFAULT_LIMIT,
  SENDER_APPLICATIONS_MAX_LIMIT,
  SENDER_NAME_MAX_LENGTH,
  senderApplicationSortValue,
  senderApplicationStatusSchema,
  specDateSchema,
} from './sender-applications-rules.ts';
import { parseWireInteger, refuse, wireEnumSchema } from './wire';

/** The area's value lists, limits, texts and the rules its addresses are read with (what the entry chunk holds). */
export * from './sender-applications-rules.ts';

/** The sort keys as the console sends them (see SENDER_APPLICATION_SORTS). */
export const senderApplicationSortSchema = z.enum(SENDER_APPLICATION_SORTS);

/** One value read by `inner`, with one message per value, never zod's generic union text. */
function readWith<T extends z.core.$ZodType<unknown, string>>(
  inner: T,
  value: string,
  ctx: z.core.ParsePayload,
): z.output<T> {
  // Not trimmed: ` 12` is not 12 (src/contracts/wire.ts).
  const parsed = z.safeParse(inner, value);
  if (parsed.success) return parsed.data;
  return refuse(ctx, parsed.error.issues[0]?.message ?? 'Invalid value');
}

/** A form field that may be left blank: blank means "not applied", anything else must pass `inner`. */
function blankOr<T extends z.core.$ZodType<unknown, string>>(inner: T) {
  return z.pipe(
    z.string({ error: 'Give one value' }),
    z.transform((value, ctx): z.output<T> | undefined =>
      value === '' ? undefined : readWith(inner, value, ctx),
    ),
  );
}

/**
 * A query value: it must pass `inner`; an empty one (`filter[status]=`) is refused as every list refuses it
 * (EMPTY_QUERY_VALUE). Leaving the parameter out is how a filter is not applied.
 */
function queryValue<T extends z.core.$ZodType<unknown, string>>(inner: T) {
  return z.pipe(
    z.string({ error: 'Give one value' }),
    z.transform((value, ctx): z.output<T> => {
      if (value !== '') return readWith(inner, value, ctx);
      return refuse(ctx, EMPTY_QUERY_VALUE);
    }),
  );
}

const wholeNumber = (message: string) =>
  z.pipe(
    z.string(),
    z.transform((value, ctx) => {
      const n = parseWireInteger(value);
      if (n === undefined) {
        return refuse(ctx, message);
      }
      return n;
    }),
  );

/** The rule of each filter's value, shared by the console's filter form and the sandbox's query. */
const filterRules = {
  status: senderApplicationStatusSchema,
  id: z.pipe(
    wholeNumber('Use a whole number of 1 or more'),
    z.number().check(z.gte(1, 'Use a whole number of 1 or more')),
  ),
  country_code: countryCodeSchema,
  created_at: specDateSchema,
};

// Not trimmed: a sender name may end in a space, and 15 counts what was typed. Only spaces is no name: no
// filter (the free-text rule of src/contracts/wire.ts).
const senderName = z
  .string({ error: 'Give one value' })
  .check(z.maxLength(SENDER_NAME_MAX_LENGTH, `At most ${SENDER_NAME_MAX_LENGTH} characters`));
const blankName = (v: string) => (v.trim() === '' ? undefined : v);

/** The fields of the console's filter form, each read by its filter's rule; blank is no filter. */
export const senderApplicationFilterFields = {
  status: blankOr(filterRules.status),
  id: blankOr(filterRules.id),
  country_code: blankOr(filterRules.country_code),
  sender: z.pipe(senderName, z.transform(blankName)),
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
  return z.pipe(
    z.optional(
      queryValue(
        z.pipe(wholeNumber(message), z.number().check(z.gte(min, message), z.lte(max, message))),
      ),
    ),
    z.transform((v) => v ?? fallback),
  );
};

const optionalQuery = <T extends z.core.$ZodType<unknown, string>>(inner: T) =>
  z.optional(queryValue(inner));

/**
 * GET /api/senders/requests/sms query parameters, keyed as sent; defaults from the spec. A parameter sent empty
 * is refused, as on every list (EMPTY_QUERY_VALUE); the form's blank fields are left out of the request.
 */
export const senderApplicationsQuerySchema = z.object({
  'page[offset]': pagingInt(0, Number.MAX_SAFE_INTEGER, 0),
  'page[limit]': pagingInt(1, SENDER_APPLICATIONS_MAX_LIMIT, SENDER_APPLICATIONS_DEFAULT_LIMIT),
  sort: z.pipe(
    optionalQuery(senderApplicationSortValue),
    z.transform((v) => v ?? 'id'),
  ),
  way: z.pipe(
    optionalQuery(wireEnumSchema(waySchema.options, 'Use asc or desc')),
    z.transform((v) => v ?? 'asc'),
  ),
  'filter[status]': optionalQuery(filterRules.status),
  'filter[id]': optionalQuery(filterRules.id),
  'filter[country_code]': optionalQuery(filterRules.country_code),
  'filter[sender]': z.optional(
    z.pipe(
      senderName,
      z.transform((v, ctx) => {
        if (v !== '') return blankName(v);
        return refuse(ctx, EMPTY_QUERY_VALUE);
      }),
    ),
  ),
  'filter[created_at]': optionalQuery(filterRules.created_at),
});
export type SenderApplicationsQuery = z.output<typeof senderApplicationsQuerySchema>;

/** Text the platform may leave out, send as null, or send empty: all three mean "not given". */
const optionalText = z.pipe(
  z.nullish(z.union([z.string(), z.number()])),
  z.transform((v) => (v === null || v === undefined || String(v).trim() === '' ? null : String(v))),
);

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
