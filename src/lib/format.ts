// Formatting for people: dates in their locale (the raw value kept for hover), money from decimal strings.

/** Parses the spec's `yyyy-mm-dd hh:mm:ss` (UTC) or an ISO 8601 string; undefined when it is neither. */
export function parseApiDate(value: string | null | undefined): Date | undefined {
  if (!value) return undefined;
  const spec = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2}):(\d{2})$/.exec(value);
  let date: Date;
  if (spec) {
    const [y, mo, d, h, mi, se] = spec.slice(1).map(Number) as [
      number,
      number,
      number,
      number,
      number,
      number,
    ];
    date = new Date(Date.UTC(y, mo - 1, d, h, mi, se));
  } else {
    date = new Date(/^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T00:00:00Z` : value);
  }
  return Number.isNaN(date.getTime()) ? undefined : date;
}

/**
 * A formatter made on first use: making one costs several milliseconds (the locale's data is loaded), and made at
 * import they all ran in the task that starts every page, used or not.
 */
export function lazyDateTimeFormat(options: Intl.DateTimeFormatOptions): () => Intl.DateTimeFormat {
  let format: Intl.DateTimeFormat | undefined;
  return () => (format ??= new Intl.DateTimeFormat(undefined, options));
}

const dateTimeFormat = lazyDateTimeFormat({ dateStyle: 'medium', timeStyle: 'medium' });
const dateFormat = lazyDateTimeFormat({ dateStyle: 'medium' });

/** A date-time in the reader's locale, or the raw text when it cannot be parsed. */
export function formatDateTime(value: string | null | undefined): string {
  const date = parseApiDate(value);
  return date ? dateTimeFormat().format(date) : (value ?? '');
}

const compactThisYear = lazyDateTimeFormat({
  month: 'short',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});
const compactOtherYear = lazyDateTimeFormat({
  year: 'numeric',
  month: 'short',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});

/**
 * Makes the locale's date formats ready ahead of need (src/app/console.ts calls each in a task of its own): making
 * a formatter costs tens of milliseconds on a slow phone, which would otherwise land in the render of a page's first
 * rows; two in one task made one long task.
 */
export const DATE_FORMAT_PREPARERS: readonly (() => unknown)[] = [dateTimeFormat, compactThisYear];

/** A date-time for a table cell: no seconds, and no year when it is the current year ("Nov 24, 10:30 PM"). */
export function formatCompactDateTime(
  value: string | null | undefined,
  now: Date = new Date(),
): string {
  const date = parseApiDate(value);
  if (!date) return value ?? '';
  return (date.getFullYear() === now.getFullYear() ? compactThisYear : compactOtherYear)().format(
    date,
  );
}

export function formatDate(value: string | null | undefined): string {
  const date = parseApiDate(value);
  return date ? dateFormat().format(date) : (value ?? '');
}

/** "in 2 min", "3 h ago": a relative time for people. */
export function formatRelative(date: Date, now: Date = new Date()): string {
  const seconds = Math.round((date.getTime() - now.getTime()) / 1000);
  const abs = Math.abs(seconds);
  const [value, unit] =
    abs < 60
      ? [seconds, 'second']
      : abs < 3600
        ? [Math.round(seconds / 60), 'minute']
        : abs < 86400
          ? [Math.round(seconds / 3600), 'hour']
          : [Math.round(seconds / 86400), 'day'];
  return new Intl.RelativeTimeFormat(undefined, { numeric: 'auto' }).format(
    value,
    unit as Intl.RelativeTimeFormatUnit,
  );
}

/**
 * A decimal string (the spec's 7-decimal amounts) with its currency, for people. The value is never turned
 * into a float for arithmetic; for display, trailing zeros past 2 decimals are dropped.
 */
export function formatMoney(value: string | null | undefined, currency?: string | null): string {
  if (value === null || value === undefined || value === '') return '—';
  const m = /^(-?)(\d+)(?:\.(\d+))?$/.exec(value.trim());
  if (!m) return currency ? `${value} ${currency}` : value;
  const [, sign, whole, frac = ''] = m;
  const trimmed = frac.replace(/0+$/, '');
  const decimals = trimmed.length < 2 ? frac.slice(0, 2).padEnd(2, '0') : trimmed;
  const grouped = (whole ?? '0').replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${sign}${grouped}.${decimals}${currency ? ` ${currency}` : ''}`;
}
