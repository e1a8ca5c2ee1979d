// How the console reads its addresses: the router's parseSearch, and the readers the routes' search schemas use
// for the values in them, so that a link typed by hand (or pasted) means what the contract would read in it.
import { parseSearchWith } from '@tanstack/react-router';
import { z } from 'zod/mini';
import { waySchema, type Way } from '@/contracts/common';
import { parseIsoDateTime, parseWireInteger, refuse, wireEnumSchema } from '@/contracts/wire';

/**
 * A value of the address as JSON only when that JSON writes back to exactly the same text: `25`, `true`,
 * `null`, `["a","b"]` and the console's own quoted text (`"1e5"`, written so by the router's stringifySearch)
 * are JSON; `1e5`, `0012`, `007`, `1.50`, `-0`, ` 25` stay the text that was typed. The router's default reads
 * any JSON, so a reference `1e5` became the number 100000 and a sender `0012` became 12.
 */
export function readSearchValue(text: string): unknown {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return text;
  }
  return JSON.stringify(value) === text ? value : text;
}

/** The router's parseSearch (src/app/router-defaults.ts): TanStack Router's reader with readSearchValue. */
export const parseSearch = parseSearchWith(readSearchValue);

/** A route's search schema as its `validateSearch` takes it (see searchSchema). */
export interface SearchSchema<T extends z.ZodMiniType> {
  /** The schema's own Standard Schema interface: the router validates with it and infers the route's types. */
  readonly '~standard': T['~standard'];
  parse(input: unknown): z.output<T>;
}

/**
 * A route's search schema, built by `build` the first time it is used rather than when the entry chunk is
 * evaluated: every route's `validateSearch` is in the entry, and building zod schemas is a good part of
 * evaluating it on a slow phone, so a page builds only the schema of the address it opens.
 */
export function searchSchema<T extends z.ZodMiniType>(build: () => T): SearchSchema<T> {
  let schema: T | undefined;
  const built = () => (schema ??= build());
  return {
    get '~standard'() {
      return built()['~standard'];
    },
    parse: (input) => built().parse(input),
  };
}

/**
 * A text param: the router reads `?sender=123` as a number, `?sender=true` as a boolean and `?sender=null` as
 * null, each the exact JSON of the text typed, so each is read back as that text.
 */
export const searchText = z.pipe(
  z.union([z.string(), z.number(), z.boolean(), z.null()]),
  z.transform(String),
);

/** A whole number param, read as the contract reads one (parseWireInteger: canonical, at most 15 digits). */
export const searchInteger = z.pipe(
  searchText,
  z.transform((value: string, ctx) => parseWireInteger(value) ?? refuse(ctx, 'Not a whole number')),
);

/** An id param: a whole number of 1 or more, read as the contract reads one (searchInteger). */
export const searchPositiveInteger = () => z.pipe(searchInteger, z.number().check(z.gte(1)));

/** A text param of 1 to `max` characters, kept as typed (searchText). */
export const searchTextUpTo = (max: number) =>
  z.pipe(searchText, z.string().check(z.minLength(1), z.maxLength(max)));

/** An enum param, read as the contract reads one (wireEnumSchema: any letter case, the contract's value out). */
export const searchEnum = <const T extends string>(values: readonly T[]) =>
  wireEnumSchema(values, `Use one of: ${values.join(', ')}`);

/** A param read by `schema`; `fallback` when it is absent or cannot be read, so a bad link still opens the page. */
export const searchOr = <T extends z.core.SomeType>(
  schema: T,
  fallback: z.core.util.NoUndefined<z.output<T>>,
) => z.catch(z._default(schema, fallback), fallback);

/** A param read by `schema`; left out when absent or when it cannot be read. */
export const searchOptional = <T extends z.core.SomeType>(schema: T) =>
  z.catch(z.optional(schema), undefined);

/** An ISO 8601 date-time param (parseIsoDateTime); left out when absent or when it cannot be read. */
export const searchIsoDateTime = () =>
  searchOptional(z.string().check(z.refine((v) => parseIsoDateTime(v) !== undefined)));

/** A list's `way`: asc or desc in any letter case, `fallback` otherwise. */
export const searchWay = (fallback: Way) => searchOr(searchEnum(waySchema.options), fallback);

/** A list's `offset`: a whole number from 0, 0 otherwise. */
const searchOffset = searchOr(z.pipe(searchInteger, z.number().check(z.gte(0))), 0);

/** A list's `limit`: one of the page sizes the list offers, `fallback` otherwise. */
const searchLimit = (sizes: readonly number[], fallback: number) =>
  searchOr(searchInteger.check(z.refine((v) => sizes.includes(v))), fallback);

/**
 * A list's order and page, spread into its search schema: `sort` read by `sort` and `way` (the defaults' when
 * unreadable), `offset` from 0, `limit` one of the list's page sizes.
 */
export const listOrderAndPage = <S extends z.core.SomeType>(
  sort: S,
  defaults: { sort: z.core.util.NoUndefined<z.output<S>>; way: Way },
  sizes: readonly number[],
  defaultLimit: number,
) => ({
  sort: searchOr(sort, defaults.sort),
  way: searchWay(defaults.way),
  offset: searchOffset,
  limit: searchLimit(sizes, defaultLimit),
});
