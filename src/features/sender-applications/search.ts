// The list's URL search params (filters, sort, way, paging, open application) with the spec's defaults.
import { z } from 'zod/mini';
import {
  SENDER_APPLICATIONS_DEFAULT_LIMIT,
  SENDER_NAME_MAX_LENGTH,
  senderApplicationSortValue,
  senderApplicationStatusSchema,
  specDateSchema,
} from '@/contracts/sender-applications-rules';
import { countryCodeSchema } from '@/contracts/common';
import {
  listOrderAndPage,
  searchOptional,
  searchPositiveInteger,
  searchSchema,
  searchTextUpTo,
} from '@/lib/search-params';
import type { SenderApplicationListParams } from './api';

export const SENDER_APPLICATION_PAGE_SIZES = [25, 50, 100, 200, 500] as const;

/**
 * Left out of the URL when they hold these values, so a plain link and the default view are one URL. Newest
 * first (id descending); the spec's default (ascending) stays the platform's for callers that send no sort.
 */
export const SENDER_APPLICATION_SEARCH_DEFAULTS = {
  sort: 'id',
  way: 'desc',
  offset: 0,
  limit: SENDER_APPLICATIONS_DEFAULT_LIMIT,
} as const;

/**
 * `?status=rejected&country_code=UA&sort=created_at&way=desc&offset=50&application=12`, each value read as the
 * contract reads it (the status, sort, way and country in any case, `created at` as created_at, whole numbers
 * canonical, the sender as typed); a bad value falls back to its default rather than breaking the page.
 */
export const senderApplicationSearchSchema = searchSchema(() => {
  const positiveId = searchPositiveInteger();
  return z.object({
    status: searchOptional(senderApplicationStatusSchema),
    id: searchOptional(positiveId),
    country_code: searchOptional(countryCodeSchema),
    // The router reads `?sender=123` as a number and `?sender=true` as a boolean: any of them is text here.
    sender: searchOptional(searchTextUpTo(SENDER_NAME_MAX_LENGTH)),
    created_at: searchOptional(specDateSchema),
    // The contract's sort reader: any case, and the spec's `created at` read as created_at.
    ...listOrderAndPage(
      senderApplicationSortValue,
      SENDER_APPLICATION_SEARCH_DEFAULTS,
      SENDER_APPLICATION_PAGE_SIZES,
      SENDER_APPLICATIONS_DEFAULT_LIMIT,
    ),
    /** The application open in the drawer. */
    application: searchOptional(positiveId),
  });
});
export type SenderApplicationSearch = ReturnType<typeof senderApplicationSearchSchema.parse>;

export function senderApplicationListParams(
  search: SenderApplicationSearch,
): SenderApplicationListParams {
  return {
    status: search.status,
    id: search.id,
    country_code: search.country_code,
    sender: search.sender,
    created_at: search.created_at,
    sort: search.sort,
    way: search.way,
    offset: search.offset,
    limit: search.limit,
  };
}

export const hasFilters = (search: SenderApplicationSearch) =>
  search.status !== undefined ||
  search.id !== undefined ||
  search.country_code !== undefined ||
  search.sender !== undefined ||
  search.created_at !== undefined;
