// The list's URL search params (filters, sort, way, paging) with the spec's defaults, and their API params.
import { z } from 'zod/mini';
import {
  TEMPLATE_ID_PATTERN,
  TEMPLATE_PAGE_LIMIT_DEFAULT,
  TEMPLATE_SORTS,
  TEMPLATE_STATUSES,
} from '@/contracts/otp-templates-rules';
import {
  listOrderAndPage,
  searchEnum,
  searchOptional,
  searchSchema,
  searchText,
} from '@/lib/search-params';
import type { TemplateListParams } from './api';

export const TEMPLATE_PAGE_SIZES = [10, 25, 50, 100] as const;

/** Template ids typed by a person: digits separated by commas or spaces; anything else is dropped. */
export function parseTemplateIds(text: string): string[] {
  const ids = text
    .split(/[\s,;]+/)
    .map((s) => s.trim())
    .filter((s) => TEMPLATE_ID_PATTERN.test(s));
  return [...new Set(ids)];
}

/** Ids that a person typed which are not template ids (to say so instead of silently dropping them). */
export function invalidTemplateIds(text: string): string[] {
  return text
    .split(/[\s,;]+/)
    .map((s) => s.trim())
    .filter((s) => s !== '' && !TEMPLATE_ID_PATTERN.test(s));
}

/**
 * The console's order: newest change first (`updated_at` descending). The spec's default (ascending) stays the
 * platform's for callers that send no sort.
 */
export const TEMPLATE_SEARCH_DEFAULTS = { sort: 'updated_at', way: 'desc' } as const;

/**
 * `?ids=101,102&status=approved&sort=name&way=desc&offset=10&limit=25`, each value read as the contract reads
 * it (enums in any case, whole numbers canonical); bad values fall back to defaults.
 */
export const templateListSearchSchema = searchSchema(() =>
  z.object({
    // The router reads `?ids=101` as the number 101 and `?ids=101,102` as a string: both are accepted.
    ids: searchOptional(
      z.pipe(
        searchText,
        z.transform((v: string) => parseTemplateIds(v).join(',') || undefined),
      ),
    ),
    status: searchOptional(searchEnum(TEMPLATE_STATUSES)),
    ...listOrderAndPage(
      searchEnum(TEMPLATE_SORTS),
      TEMPLATE_SEARCH_DEFAULTS,
      TEMPLATE_PAGE_SIZES,
      TEMPLATE_PAGE_LIMIT_DEFAULT,
    ),
  }),
);
export type TemplateListSearch = ReturnType<typeof templateListSearchSchema.parse>;

export function templateListParams(search: TemplateListSearch): TemplateListParams {
  return {
    ids: search.ids ? search.ids.split(',') : [],
    status: search.status,
    sort: search.sort,
    way: search.way,
    offset: search.offset,
    limit: search.limit,
  };
}
