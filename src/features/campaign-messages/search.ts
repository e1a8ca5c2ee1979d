// The list's URL search params (period, filters, sort, way, paging) with the spec's defaults, and their API query.
import { z } from 'zod/mini';
import {
  CAMPAIGN_MESSAGE_SORTS,
  DEFAULT_PAGE_LIMIT,
  MAX_REFERENCE_LENGTH,
  fromWireDateTime,
  periodProblems,
  type PeriodProblems,
} from '@/contracts/campaign-messages-rules';
import { SPEC_DATE_TIME } from '@/contracts/common';
import {
  listOrderAndPage,
  searchEnum,
  searchOptional,
  searchPositiveInteger,
  searchSchema,
  searchTextUpTo,
} from '@/lib/search-params';
import type { CampaignMessagesParams } from './api';

export const MESSAGE_PAGE_SIZES = [25, 50, 100, 250, 500] as const;

/**
 * The console's defaults, left out of the address: newest first (id descending; the spec's own default, id
 * ascending, stays the platform's for callers that send no sort), offset 0, limit 50.
 */
export const MESSAGE_SEARCH_DEFAULTS = {
  sort: 'id',
  way: 'desc',
  offset: 0,
  limit: DEFAULT_PAGE_LIMIT,
} as const;

/**
 * `?from=...&to=...&campaign_id=7&reference_id=abc&id=5&sort=phone&way=desc&offset=50&limit=100`, each value
 * read as the contract reads it (sort and way in any case, whole numbers canonical, the reference as typed).
 * Values that cannot be read fall back to the defaults; a period that breaks the rules is kept, so that the
 * filters can say what is wrong with it.
 */
export const campaignMessagesSearchSchema = searchSchema(() => {
  /** A period end as the URL keeps it: the wire's `yyyy-mm-dd hh:mm:ss` in UTC, so a link means the same anywhere. */
  const wireDateTime = z
    .string()
    .check(z.refine((v) => SPEC_DATE_TIME.test(v) && fromWireDateTime(v) !== undefined));
  const positiveId = searchPositiveInteger();
  return z.object({
    from: searchOptional(wireDateTime),
    to: searchOptional(wireDateTime),
    campaign_id: searchOptional(positiveId),
    // The router reads `?reference_id=123` as a number and `?reference_id=true` as a boolean: both are text.
    reference_id: searchOptional(searchTextUpTo(MAX_REFERENCE_LENGTH)),
    id: searchOptional(positiveId),
    ...listOrderAndPage(
      searchEnum(CAMPAIGN_MESSAGE_SORTS),
      MESSAGE_SEARCH_DEFAULTS,
      MESSAGE_PAGE_SIZES,
      DEFAULT_PAGE_LIMIT,
    ),
  });
});
export type CampaignMessagesSearch = ReturnType<typeof campaignMessagesSearchSchema.parse>;

export function campaignMessagesParams(search: CampaignMessagesSearch): CampaignMessagesParams {
  return {
    from: search.from,
    to: search.to,
    campaign_id: search.campaign_id,
    reference_id: search.reference_id,
    id: search.id,
    sort: search.sort,
    way: search.way,
    offset: search.offset,
    limit: search.limit,
  };
}

/** What is wrong with the period of the URL, checked before any request. */
export function searchProblems(
  search: Pick<CampaignMessagesSearch, 'from' | 'to'>,
  now: Date = new Date(),
): PeriodProblems {
  return periodProblems({
    from: search.from === undefined ? undefined : fromWireDateTime(search.from),
    to: search.to === undefined ? undefined : fromWireDateTime(search.to),
    now,
  });
}

export const hasProblems = (problems: PeriodProblems) => Boolean(problems.from ?? problems.to);
