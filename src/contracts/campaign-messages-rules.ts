// Campaign messages' value lists, limits, rule texts and period arithmetic, which a messages address is read
// with: no request or response schema, so that the entry chunk (every route's validateSearch) carries only these
// (campaign-messages.ts has the rest of the area and re-exports these).
import { formatSpecDateTime, parseSpecDateTime } from './wire.ts';

export const MESSAGE_STATUSES = [
  'delivered',
  'scheduled',
  'moderation',
  'accepted',
  'sending',
  'sent',
  'expired',
  'failed',
  'undelivered',
  'unknown',
  'read',
] as const;
export type CampaignMessageStatus = (typeof MESSAGE_STATUSES)[number];

export const MESSAGE_TYPES = ['sms', 'rcs'] as const;
export const MESSAGE_SOURCES = ['web', 'rest'] as const;

export const CAMPAIGN_MESSAGE_SORTS = ['id', 'phone', 'delivered'] as const;
export type CampaignMessageSort = (typeof CAMPAIGN_MESSAGE_SORTS)[number];

export const DEFAULT_PAGE_LIMIT = 50;
/** The spec gives no maximum; the sandbox and the console use this one (see docs/sandbox/campaigns.md). */
export const MAX_PAGE_LIMIT = 1000;
/** The spec's retrieval period: at most 3 months. */
export const MAX_PERIOD_MONTHS = 3;
/** Longest external reference accepted in the filter (the spec gives none; Viber's is 32). */
export const MAX_REFERENCE_LENGTH = 100;

/** The texts of the list's rules, shared by the sandbox (shape 2) and the console's filter form. */
export const CAMPAIGN_MESSAGE_RULES = {
  dateFormat: 'Use the format yyyy-mm-dd hh:mm:ss.',
  future: 'The date must not be in the future.',
  order: 'The start of the period must not be after its end.',
  period: `The period must not be longer than ${MAX_PERIOD_MONTHS} months.`,
  integer: 'Must be an integer.',
  positive: 'Must be at least 1.',
  offsetMin: 'Must be at least 0.',
  limitMin: 'Must be at least 1.',
  limitMax: `Must not be greater than ${MAX_PAGE_LIMIT}.`,
  sort: `The selected sort is invalid: use ${CAMPAIGN_MESSAGE_SORTS.join(', ')}.`,
  way: 'The selected way is invalid: use asc or desc.',
  referenceLength: `Must not be longer than ${MAX_REFERENCE_LENGTH} characters.`,
  text: 'Must be a single text value.',
} as const;

// ---------------------------------------------------------------------------------------------------------
// The period: the same arithmetic on both sides, in UTC (the wire format carries no zone).

/** `date` moved by whole calendar months in UTC, clamped to the end of a shorter month (30 Nov + 3 = 28 Feb). */
export function addMonthsUtc(date: Date, months: number): Date {
  const year = date.getUTCFullYear();
  const month = date.getUTCMonth() + months;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  return new Date(
    Date.UTC(
      year,
      month,
      Math.min(date.getUTCDate(), lastDay),
      date.getUTCHours(),
      date.getUTCMinutes(),
      date.getUTCSeconds(),
    ),
  );
}

/** The start of the period when `from` is not given: 3 months before its end (the sandbox's choice). */
export function defaultPeriodStart(to: Date): Date {
  return addMonthsUtc(to, -MAX_PERIOD_MONTHS);
}

export interface PeriodProblems {
  from?: string;
  to?: string;
}

/**
 * The spec's period rules: neither end in the future, the start not after the end, at most 3 months apart.
 * `to` absent means now, as in the spec.
 */
export function periodProblems(period: { from?: Date; to?: Date; now: Date }): PeriodProblems {
  const problems: PeriodProblems = {};
  const { from, now } = period;
  if (period.to && period.to.getTime() > now.getTime()) problems.to = CAMPAIGN_MESSAGE_RULES.future;
  if (from && from.getTime() > now.getTime()) problems.from = CAMPAIGN_MESSAGE_RULES.future;
  if (problems.from || problems.to || !from) return problems;
  const to = period.to ?? now;
  if (from.getTime() > to.getTime()) problems.from = CAMPAIGN_MESSAGE_RULES.order;
  else if (to.getTime() > addMonthsUtc(from, MAX_PERIOD_MONTHS).getTime())
    problems.from = CAMPAIGN_MESSAGE_RULES.period;
  return problems;
}

/**
 * The wire's `yyyy-mm-dd hh:mm:ss` (UTC) both ways: the one reader and writer of src/contracts/wire.ts, under
 * the names this area's console files use.
 */
export { formatSpecDateTime as toWireDateTime, parseSpecDateTime as fromWireDateTime };
