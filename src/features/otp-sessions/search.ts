// The sessions list's URL search params (period, filters, sort, way, paging) and their API params. The period
// is required by the spec: a URL without one is completed with the last 24 hours (see the route).
import { z } from 'zod/mini';
import { countryCodeSchema } from '@/contracts/common';
import {
  OTP_CHANNELS,
  OTP_LIMITS,
  OTP_SORTS,
  OTP_STATUSES,
  recipientSchema,
  sessionIdSchema,
} from '@/contracts/otp-sessions-rules';
import {
  listOrderAndPage,
  searchEnum,
  searchIsoDateTime,
  searchOptional,
  searchSchema,
  searchText,
} from '@/lib/search-params';
import type { OtpSessionListParams } from './api';
import { formatIsoDateTime, parseIsoDateTime } from '@/contracts/wire';

export const OTP_PAGE_SIZES = [10, 25, 50, 100, 250, 500] as const;

/** Session ids typed by a person: separated by commas or spaces, duplicates dropped. */
export function parseSessionIds(text: string): string[] {
  return [
    ...new Set(
      text
        .split(/[\s,;]+/)
        .map((s) => s.trim())
        .filter(Boolean),
    ),
  ];
}

/**
 * The console's order: newest first (creation time descending). The spec's default (ascending) stays the
 * platform's for callers that send no sort.
 */
export const OTP_SEARCH_DEFAULTS = { sort: 'created_at', way: 'desc' } as const;

/**
 * `?from=...&to=...&ids=a,b&status=pending&channel=sms&recipient=380...&country=UA&sort=id&way=desc&offset=0&limit=10`;
 * each value read as the contract reads it (enums and the country in any case, whole numbers canonical); a value
 * that does not fit falls back to its default (or to none).
 */
export const otpSessionListSearchSchema = searchSchema(() =>
  z.object({
    from: searchIsoDateTime(),
    to: searchIsoDateTime(),
    // Read as the form reads typed ids; an id the contract refuses (over 36 characters) is left out, as a
    // template list leaves out what is not a template id, and at most the first 3 are kept.
    ids: searchOptional(
      z.pipe(
        searchText,
        z.transform(
          (v: string) =>
            parseSessionIds(v)
              .filter((id) => sessionIdSchema.safeParse(id).success)
              .slice(0, OTP_LIMITS.filterIdsMax)
              .join(',') || undefined,
        ),
      ),
    ),
    status: searchOptional(searchEnum(OTP_STATUSES)),
    channel: searchOptional(searchEnum(OTP_CHANNELS)),
    // The contract's one recipient rule; kept as the string of digits typed (`012345678` stays as it is). The
    // router reads an unquoted `?recipient=380…` as a number: a number is read back as its digits.
    recipient: searchOptional(recipientSchema),
    country: searchOptional(countryCodeSchema),
    ...listOrderAndPage(
      searchEnum(OTP_SORTS),
      OTP_SEARCH_DEFAULTS,
      OTP_PAGE_SIZES,
      OTP_LIMITS.pageLimitDefault,
    ),
  }),
);
export type OtpSessionListSearch = ReturnType<typeof otpSessionListSearchSchema.parse>;

/**
 * The history state of a list entry whose period is "the last 24 hours" (the list opened without a period, or
 * the Last 24 hours button): each time the person comes to that entry again (Back, Forward, a reload) the
 * period ends at that moment, so a session started since (sent from the console a minute ago) is in it. A
 * period chosen in the form or given by a link has no such state and stays as the URL says.
 */
export const LAST_DAY_STATE = { otpSessionsLastDay: true } as const;

declare module '@tanstack/history' {
  interface HistoryState {
    /** See LAST_DAY_STATE. */
    otpSessionsLastDay?: true;
  }
}

/** Whether a history entry's state marks its period as "the last 24 hours" (see LAST_DAY_STATE). */
export function isLastDayState(state: unknown): boolean {
  return (
    typeof state === 'object' &&
    state !== null &&
    'otpSessionsLastDay' in state &&
    state.otpSessionsLastDay === true
  );
}

/** The last 24 hours up to now, to the second, as the list's period. */
export function lastDayPeriod(now: Date = new Date()): { from: string; to: string } {
  return {
    from: formatIsoDateTime(new Date(now.getTime() - 86_400_000)),
    to: formatIsoDateTime(now),
  };
}

export function otpSessionListParams(
  search: OtpSessionListSearch & { from: string; to: string },
): OtpSessionListParams {
  return {
    from: search.from,
    to: search.to,
    ids: search.ids ? search.ids.split(',') : [],
    status: search.status,
    channel: search.channel,
    recipient: search.recipient,
    countryCode: search.country,
    sort: search.sort,
    way: search.way,
    offset: search.offset,
    limit: search.limit,
  };
}

/** An ISO date-time as the value of a `datetime-local` input (to the second), in the reader's time zone. */
export function toLocalInput(iso: string): string {
  const ms = parseIsoDateTime(iso);
  if (ms === undefined) return '';
  const date = new Date(ms);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}`;
}

/** The value of a `datetime-local` input (the reader's time zone) as ISO 8601 in UTC; undefined if empty. */
export function fromLocalInput(value: string): string | undefined {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/.test(value)) return undefined;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? undefined : formatIsoDateTime(date);
}
