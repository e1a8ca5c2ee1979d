// Times of the sandbox: stored as epoch seconds on a fixed seed timeline, shown on the wire shifted to today.
//
// The seed is byte-identical on every machine because it is generated against SEED_EPOCH. When the store
// opens, `shift` is the distance from SEED_EPOCH to the start of the current UTC day, so that seeded data
// always looks recent ("the last six months") however old the seed file is. Every stored time goes through
// `toWire*` on the way out and every time from a request through `fromWire*` on the way in.

/** The "now" of the seed: 2026-01-01T00:00:00Z. Seed generators place data before this instant. */
export const SEED_EPOCH = Date.UTC(2026, 0, 1) / 1000;

export const DAY = 86_400;

export interface TimeBase {
  /** Seconds added to a stored time to get the real time. */
  readonly shift: number;
  /** Real epoch seconds -> stored seconds. */
  toStored(realSeconds: number): number;
  /** Stored seconds -> real epoch seconds. */
  toReal(storedSeconds: number): number;
}

export function createTimeBase(realNowMs: number): TimeBase {
  const startOfToday = Math.floor(realNowMs / 1000 / DAY) * DAY;
  const shift = startOfToday - SEED_EPOCH;
  return {
    shift,
    toStored: (real) => real - shift,
    toReal: (stored) => stored + shift,
  };
}

const pad = (n: number) => String(n).padStart(2, '0');

// Lists answer up to 1,000 rows with several times each: a time is said from its day's text (kept for the days
// asked, which a list has few of) and its hh:mm:ss, instead of a Date and its fields for every time.
const TWO_DIGITS = Array.from({ length: 60 }, (_, n) => pad(n));
const two = (n: number) => TWO_DIGITS[n] ?? pad(n);
/** Whole seconds from 1970 to the end of 9999: the times the fast path says exactly as Date does. */
const LAST_FAST_SECOND = Date.UTC(9999, 11, 31, 23, 59, 59) / 1000;
const DAY_TEXTS_KEPT = 10_000;
const dayTexts = new Map<number, string>();

function dayText(day: number): string {
  let text = dayTexts.get(day);
  if (text === undefined) {
    if (dayTexts.size >= DAY_TEXTS_KEPT) dayTexts.clear();
    text = new Date(day * DAY * 1000).toISOString().slice(0, 10);
    dayTexts.set(day, text);
  }
  return text;
}

/** `yyyy-mm-dd` and `hh:mm:ss` (UTC) of whole epoch seconds in 1970–9999, or undefined for any other value. */
function utcDayAndTime(epochSeconds: number): [string, string] | undefined {
  if (!Number.isInteger(epochSeconds) || epochSeconds < 0 || epochSeconds > LAST_FAST_SECOND)
    return undefined;
  const day = Math.floor(epochSeconds / DAY);
  const second = epochSeconds - day * DAY;
  const time = `${two(Math.floor(second / 3600))}:${two(Math.floor(second / 60) % 60)}:${two(second % 60)}`;
  return [dayText(day), time];
}

/** `yyyy-mm-dd hh:mm:ss` in UTC, the spec's general date format. */
export function formatSpecDateTime(epochSeconds: number): string {
  const fast = utcDayAndTime(epochSeconds);
  if (fast) return `${fast[0]} ${fast[1]}`;
  const d = new Date(epochSeconds * 1000);
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}`;
}

/** `yyyy-mm-dd` in UTC. */
export function formatSpecDate(epochSeconds: number): string {
  return formatSpecDateTime(epochSeconds).slice(0, 10);
}

/** ISO 8601 with a `Z` offset, for the fields the spec types as ISO 8601. */
export function formatIso(epochSeconds: number): string {
  const fast = utcDayAndTime(epochSeconds);
  if (fast) return `${fast[0]}T${fast[1]}Z`;
  return new Date(epochSeconds * 1000).toISOString().replace('.000Z', 'Z');
}

/** Parses `yyyy-mm-dd hh:mm:ss` (UTC) into epoch seconds, or undefined when it is not that form or not a real date. */
export function parseSpecDateTime(value: string): number | undefined {
  const m = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2})$/.exec(value);
  if (!m) return undefined;
  const [, y, mo, d, h, mi, s] = m.map(Number) as [
    number,
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  const ms = Date.UTC(y, mo - 1, d, h, mi, s);
  const back = new Date(ms);
  if (back.getUTCMonth() !== mo - 1 || back.getUTCDate() !== d || h > 23 || mi > 59 || s > 59)
    return undefined;
  return ms / 1000;
}

/** Parses an ISO 8601 date-time (with or without offset; no offset means UTC) into epoch seconds. */
export function parseIso(value: string): number | undefined {
  if (!/^\d{4}-\d{2}-\d{2}([T ]\d{2}:\d{2}(:\d{2}(\.\d+)?)?)?(Z|[+-]\d{2}:?\d{2})?$/.test(value))
    return undefined;
  const normalised =
    /[zZ]|[+-]\d{2}:?\d{2}$/.test(value) || value.length === 10 ? value : `${value}Z`;
  const ms = Date.parse(normalised.replace(' ', 'T'));
  return Number.isNaN(ms) ? undefined : Math.floor(ms / 1000);
}
