// Shapes shared by every area: the spec's three error shapes, paging objects, and tolerant scalar readers.
import { z } from 'zod/mini';
import { parseCountryCode, refuse } from './wire.ts';

/** Shape 1 (service errors): `{errors: [{message}]}`. */
export const serviceErrorSchema = z.object({
  errors: z.array(z.looseObject({ message: z.string() })).check(z.minLength(1)),
});

/** Shape 2 (validation): `{message, errors: {field: [text, ...]}}`. */
export const validationErrorSchema = z.object({
  message: z.string(),
  errors: z.record(z.string(), z.array(z.string())),
});

/** Shape 3 (integration errors): `{message, errors: [...]}`. */
export const integrationErrorSchema = z.object({
  message: z.string(),
  errors: z.array(z.unknown()),
});

/** `meta.page` of the campaign messages and sender applications lists. */
export const metaPageSchema = z.object({
  total: z.coerce.number().check(z.int()),
  offset: z.coerce.number().check(z.int()),
  limit: z.coerce.number().check(z.int()),
});

/** An id the spec types as an integer but examples sometimes send as a string: normalised to a number. */
export const intId = z.pipe(
  z.union([z.int(), z.string().check(z.regex(/^\d+$/))]),
  z.transform(Number),
);

/** An id normalised to a string (the spec types it as a string; examples sometimes send a number). */
export const stringId = z.pipe(z.union([z.string(), z.number()]), z.transform(String));

/** A price the spec types as a float or a 7-decimal string: kept as a string so it is never summed as a float. */
export const decimalString = z.pipe(
  z.union([z.string(), z.number()]),
  z.transform((v) => (typeof v === 'number' ? v.toFixed(7) : v)),
);

/** A value the spec says may be absent or null: normalised to null. */
export const nullable = <T extends z.core.$ZodType>(schema: T) =>
  z.pipe(
    z.nullish(schema),
    z.transform((v: z.output<T> | null | undefined) => v ?? null),
  );

/**
 * A response value read as any text (the platform may spell it in another case, or add a value), documented in the
 * OpenAPI document with the values the spec names. Reading is unchanged: this is documentation only.
 */
export const documentedValues = <T extends z.ZodMiniType>(schema: T, values: readonly string[]) =>
  schema.check(
    z.meta({
      description: `The spec's values: ${values.join(', ')}. Read in any letter case; another value is shown as it is.`,
      examples: [...values],
    }),
  );

/** The shape of the spec's `yyyy-mm-dd hh:mm:ss`; a real time is only what parseSpecDateTime reads. */
export const SPEC_DATE_TIME = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;

/** `way` of every sorted list. */
export const waySchema = z.enum(['asc', 'desc']);
export type Way = z.infer<typeof waySchema>;

/** Two-letter ISO 3166-1 alpha-2 country code, read in any case, upper case out (parseCountryCode). */
export const countryCodeSchema = z.pipe(
  z.string(),
  z.transform(
    (value, ctx) =>
      parseCountryCode(value) ?? refuse(ctx, 'Use a two-letter country code (ISO 3166-1 alpha-2)'),
  ),
);

/**
 * The refusal of a list's query parameter sent with an empty value (`filter[status]=`, `page[limit]=`): every
 * list refuses it, naming the parameter; leaving the parameter out is how a filter is not applied
 * (docs/sandbox/wire-values.md).
 */
export const EMPTY_QUERY_VALUE = 'Give a value or leave the parameter out';

/**
 * `filter[ids]`: repeated keys (`filter[ids][]=1&filter[ids][]=2`) or one comma-separated string, each id checked
 * by `item` as sent (no trimming); an empty item between commas (a trailing comma) is no id. An empty value, or
 * a list that names no id at all (`,`), is refused (EMPTY_QUERY_VALUE), as every list refuses an empty value.
 */
export const idListSchema = <T extends z.core.$ZodType<unknown, string>>(
  item: T,
  max: number,
  tooMany: string,
) =>
  z.pipe(
    z.pipe(
      z.union([z.string(), z.array(z.string())]),
      z.transform((v, ctx) => {
        const sent = Array.isArray(v) ? v : [v];
        const ids = sent.flatMap((s) => s.split(',')).filter(Boolean);
        return ids.length === 0 || sent.includes('') ? refuse(ctx, EMPTY_QUERY_VALUE) : ids;
      }),
    ),
    z.array(item).check(z.maxLength(max, tooMany)),
  );
