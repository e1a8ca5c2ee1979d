// The insight page's URL: the period (a preset or a custom range), the channel and country filters, and the
// order of the tables; and the bounds a period stands for.
import { z } from 'zod/mini';
import { countryCodeSchema } from '@/contracts/common';
import { OTP_CHANNELS } from '@/contracts/otp-sessions-rules';
import {
  searchEnum,
  searchIsoDateTime,
  searchOptional,
  searchOr,
  searchSchema,
  searchWay,
} from '@/lib/search-params';
import type { PeriodRequest } from './worker/protocol';
import { formatIsoDateTime, parseIsoDateTime } from '@/contracts/wire';

export const PERIOD_PRESETS = {
  '24h': { label: 'Last 24 hours', hours: 24 },
  '7d': { label: 'Last 7 days', hours: 7 * 24 },
  '30d': { label: 'Last 30 days', hours: 30 * 24 },
} as const;
export type PeriodPreset = keyof typeof PERIOD_PRESETS;
export const PERIODS = ['24h', '7d', '30d', 'custom'] as const;

export const GROUP_SORTS = [
  'key',
  'sessions',
  'conversion',
  'median',
  'fallback',
  'cost',
  'costPerVerified',
] as const;
export type GroupSort = (typeof GROUP_SORTS)[number];

/**
 * `?period=7d&channel=viber&country=UA&sort=conversion&way=asc`, or `?period=custom&from=…&to=…`; the channel,
 * country and way read as the contract reads them (any case), the page's own period and sort as written.
 */
export const insightSearchSchema = searchSchema(() =>
  z.object({
    period: searchOr(z.enum(PERIODS), '24h'),
    from: searchIsoDateTime(),
    to: searchIsoDateTime(),
    channel: searchOptional(searchEnum(OTP_CHANNELS)),
    country: searchOptional(countryCodeSchema),
    sort: searchOr(z.enum(GROUP_SORTS), 'sessions'),
    way: searchWay('desc'),
  }),
);
export type InsightSearch = ReturnType<typeof insightSearchSchema.parse>;

/** A custom range is usable when both ends are read and the start is not after the end (the spec's rule). */
export function customRange(search: Pick<InsightSearch, 'from' | 'to'>) {
  const fromMs = search.from === undefined ? undefined : parseIsoDateTime(search.from);
  const toMs = search.to === undefined ? undefined : parseIsoDateTime(search.to);
  if (fromMs === undefined || toMs === undefined || fromMs > toMs) return undefined;
  return { from: formatIsoDateTime(new Date(fromMs)), to: formatIsoDateTime(new Date(toMs)) };
}

/** The period the URL asks for, with its bounds as of `now` (a preset), and its cache key. */
export function periodRequest(search: InsightSearch, now: Date = new Date()): PeriodRequest {
  if (search.period === 'custom') {
    const range = customRange(search);
    if (range) return { key: `custom:${range.from}/${range.to}`, ...range };
  }
  const preset = search.period === 'custom' ? '24h' : search.period;
  return {
    key: preset,
    from: formatIsoDateTime(new Date(now.getTime() - PERIOD_PRESETS[preset].hours * 3_600_000)),
    to: formatIsoDateTime(now),
  };
}

/** The period of the same length just before (for "far above its own previous period"). */
export function previousPeriod(period: { from: string; to: string }): { from: string; to: string } {
  const fromMs = parseIsoDateTime(period.from) ?? 0;
  const toMs = parseIsoDateTime(period.to) ?? 0;
  return {
    from: formatIsoDateTime(new Date(fromMs - (toMs - fromMs) - 1000)),
    to: formatIsoDateTime(new Date(fromMs - 1000)),
  };
}
