// One strict reader per value type of the wire, shared by every sandbox endpoint and the console's forms and
// URL schemas. A value is accepted only when it round-trips: no rollover of impossible dates, no trimming, no
// numeric prefix parsing (`12abc`, `1e3`, `0x10`), no leading zeros on integers, no `+` sign. The decisions
// where the spec is silent, with their reasons, are in docs/sandbox/wire-values.md.
import { z } from 'zod/mini';

/** Seconds since the epoch: the unit the sandbox stores times in. */
export type EpochSeconds = number;

/**
 * `YYYY-MM-DDTHH:mm:ss` in UTC: the platform's own formatter (toISOString) already writes the wire's fields in
 * the wire's order, so no date library reaches every page for it. Years 0 to 9999, as every wire date.
 */
const utcParts = (value: Date | EpochSeconds) =>
  new Date(typeof value === 'number' ? value * 1000 : value.getTime()).toISOString().slice(0, 19);

/** The spec's `yyyy-mm-dd hh:mm:ss`, in UTC (the wire format carries no zone). */
export function formatSpecDateTime(value: Date | EpochSeconds): string {
  return utcParts(value).replace('T', ' ');
}

/** A calendar date `yyyy-mm-dd`, in UTC. */
export function formatCalendarDate(value: Date | EpochSeconds): string {
  return utcParts(value).slice(0, 10);
}

/** ISO 8601 in UTC with a `Z` offset and whole seconds, for the fields the spec types as ISO 8601. */
export function formatIsoDateTime(value: Date | EpochSeconds): string {
  return `${utcParts(value)}Z`;
}

/** Epoch milliseconds of a UTC calendar date and time when every part is in range; never rolled over. */
function utcInstant(
  parts: readonly (string | undefined)[],
  offsetMinutes = 0,
  fraction = '',
): number | undefined {
  const [y = 0, mo = 1, d = 1, h = 0, mi = 0, s = 0] = parts.map((p) => (p ? Number(p) : 0));
  if (y < 1000 || mo < 1 || mo > 12 || d < 1 || h > 23 || mi > 59 || s > 59) return undefined;
  const ms = Date.UTC(y, mo - 1, d, h, mi, s);
  const back = new Date(ms);
  if (back.getUTCMonth() !== mo - 1 || back.getUTCDate() !== d) return undefined;
  const millis = fraction === '' ? 0 : Math.floor(Number(`0.${fraction}`) * 1000);
  return ms + millis - offsetMinutes * 60_000;
}

const SPEC_DATE_TIME_PATTERN = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2})$/;
const CALENDAR_DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;
/**
 * ISO 8601 as the 2FA list takes it: a date, optionally `T` (or a space) and hh:mm[:ss[.fraction]], optionally
 * `Z` or an offset ±hh:mm / ±hhmm. No offset means UTC.
 */
const ISO_DATE_TIME_PATTERN =
  /^(\d{4})-(\d{2})-(\d{2})(?:[Tt ](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,9}))?)?)?(?:([Zz])|([+-])(\d{2}):?(\d{2}))?$/;

/** `yyyy-mm-dd hh:mm:ss` (UTC) as a Date; undefined when it is not exactly that form or not a real time. */
export function parseSpecDateTime(value: string): Date | undefined {
  const m = SPEC_DATE_TIME_PATTERN.exec(value);
  const ms = m ? utcInstant(m.slice(1)) : undefined;
  return ms === undefined ? undefined : new Date(ms);
}

/** `yyyy-mm-dd` as the Date of its UTC midnight; undefined when it is not a real calendar date. */
export function parseCalendarDate(value: string): Date | undefined {
  const m = CALENDAR_DATE_PATTERN.exec(value);
  const ms = m ? utcInstant(m.slice(1)) : undefined;
  return ms === undefined ? undefined : new Date(ms);
}

/** Epoch milliseconds of an ISO 8601 date-time (no offset means UTC); undefined unless a real time. */
export function parseIsoDateTime(value: string): number | undefined {
  const m = ISO_DATE_TIME_PATTERN.exec(value);
  if (!m) return undefined;
  const [, y, mo, d, h, mi, s, fraction, , sign, oh, om] = m;
  if (oh !== undefined && (Number(oh) > 23 || Number(om) > 59)) return undefined;
  const offset = sign === undefined ? 0 : (sign === '-' ? -1 : 1) * (Number(oh) * 60 + Number(om));
  return utcInstant([y, mo, d, h, mi, s], offset, fraction ?? '');
}

/** A whole number written canonically: optional `-`, no leading zeros, no `+`, at most 15 digits. */
const CANONICAL_INTEGER = /^-?(?:0|[1-9]\d{0,14})$/;

/** An integer from a query string (`"50"`) or JSON (`50`), canonical only; undefined otherwise. */
export function parseWireInteger(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isSafeInteger(value) ? value : undefined;
  if (typeof value !== 'string' || !CANONICAL_INTEGER.test(value) || value === '-0')
    return undefined;
  return Number(value);
}

/** The longest path id the spec allows (the 2FA paths' 36 characters; the same bound for every path id). */
export const PATH_ID_MAX = 36;
const PATH_ID_PATTERN = /^[1-9]\d*$/;

/**
 * A path id typed as an integer: digits only, no leading zero, at least 1, at most 36 characters. The number is
 * given when it is exact in JavaScript (15 digits); a longer well-formed id is no record's id.
 */
export function parsePathId(value: string): { text: string; id: number | undefined } | undefined {
  if (value.length > PATH_ID_MAX || !PATH_ID_PATTERN.test(value)) return undefined;
  const id = Number(value);
  return { text: value, id: Number.isSafeInteger(id) ? id : undefined };
}

/**
 * A transform's refusal of the value it was given: the issue zod reports (`message`, at the value's own path),
 * and the value that stands for none.
 */
export function refuse(ctx: z.core.ParsePayload, message: string): never {
  ctx.issues.push({ code: 'custom', message, input: ctx.value });
  return z.NEVER;
}

/** A string read by `read`, which gives undefined for what it refuses with `message`. */
const readString = <T>(message: string, read: (value: string) => T | undefined) =>
  z.pipe(
    z.string({ error: message }),
    z.transform((value: string, ctx): T => {
      const parsed = read(value);
      return parsed === undefined ? refuse(ctx, message) : parsed;
    }),
  );

/** The zod form of a path id: the id as a number (undefined when too long to be any record's). */
export const pathIdSchema = (message: string) =>
  z.pipe(
    readString(message, parsePathId),
    z.transform((parsed) => parsed.id),
  );

/** A string of `min` to `max` ASCII digits, kept as a string (leading zeros are digits); JSON may send a number. */
export function parseDigitString(value: unknown, min: number, max: number): string | undefined {
  const text =
    typeof value === 'number'
      ? Number.isSafeInteger(value) && value >= 0
        ? String(value)
        : ''
      : value;
  if (typeof text !== 'string') return undefined;
  return new RegExp(`^\\d{${min},${max}}$`).test(text) ? text : undefined;
}

/**
 * An integer query parameter of the 2FA lists (`"10"` from a query string, 10 from JSON), canonical only
 * (parseWireInteger), refused as `The <field> must be an integer.`; bounds follow with `.pipe(z.number()...)`.
 */
export const wireIntegerParam = (field: string) =>
  z.pipe(
    z.union([z.string(), z.number()]),
    z.transform((v, ctx) => parseWireInteger(v) ?? refuse(ctx, `The ${field} must be an integer.`)),
  );

/** The `page[offset]` of the 2FA lists: an integer from 0, 0 when absent. */
export const pageOffsetParam = () =>
  z._default(
    z.pipe(
      wireIntegerParam('page[offset]'),
      z.number().check(z.gte(0, 'The page[offset] must be at least 0.')),
    ),
    0,
  );

/** Enum values are read in any case and normalised to the spec's lower case; nothing else is changed. */
export function parseWireEnum<const T extends string>(
  value: unknown,
  values: readonly T[],
): T | undefined {
  if (typeof value !== 'string') return undefined;
  const lower = value.toLowerCase();
  return values.find((v) => v === lower);
}

/** The zod form of an enum read in any case (see parseWireEnum). */
export const wireEnumSchema = <const T extends string>(values: readonly T[], message: string) =>
  readString(message, (value) => parseWireEnum(value, values));

const COUNTRY_CODE_PATTERN = /^[A-Za-z]{2}$/;

/** A two-letter ISO 3166-1 alpha-2 code, read in any case and normalised to upper case. */
export function parseCountryCode(value: unknown): string | undefined {
  return typeof value === 'string' && COUNTRY_CODE_PATTERN.test(value)
    ? value.toUpperCase()
    : undefined;
}
