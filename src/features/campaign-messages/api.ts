// Campaign messages: one page of GET /api/messages and one message by id, as queryOptions.
//
// Query keys live under CAMPAIGN_MESSAGES_QUERY_ROOT (`['campaign-messages']`):
//   ['campaign-messages', 'list', CampaignMessagesParams]    one page of the list
//   ['campaign-messages', 'message', id, {from, to}]         one message (the list with filter[id])
// A campaign stop changes its messages' statuses: the route that composes the stop invalidates the root.
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiRequest, wireQuery, type QueryParams } from '@/lib/api-client';
import {
  campaignMessagesQuerySchema,
  campaignMessagesResponseSchema,
  type CampaignMessageSort,
  type CampaignMessagesPage,
} from '@/contracts/campaign-messages';
import type { Way } from '@/contracts/common';

export const CAMPAIGN_MESSAGES_QUERY_ROOT = ['campaign-messages'] as const;
export const MESSAGES_PATH = '/api/messages';

export interface CampaignMessagesParams {
  /** Period ends in the wire's `yyyy-mm-dd hh:mm:ss` (UTC); absent `to` is now, absent `from` 3 months before. */
  from: string | undefined;
  to: string | undefined;
  campaign_id: number | undefined;
  reference_id: string | undefined;
  id: number | undefined;
  sort: CampaignMessageSort;
  way: Way;
  offset: number;
  limit: number;
}

/** The list's query on the wire, keyed by the contract's request schema. */
export function messagesApiQuery(params: CampaignMessagesParams): QueryParams {
  return wireQuery(campaignMessagesQuerySchema, params);
}

export function fetchCampaignMessagesPage(
  params: CampaignMessagesParams,
  signal?: AbortSignal,
): Promise<CampaignMessagesPage> {
  return apiRequest(MESSAGES_PATH, {
    schema: campaignMessagesResponseSchema,
    signal,
    query: messagesApiQuery(params),
  });
}

export const campaignMessagesQueryOptions = (params: CampaignMessagesParams) =>
  queryOptions({
    queryKey: [...CAMPAIGN_MESSAGES_QUERY_ROOT, 'list', params],
    queryFn: ({ signal }) => fetchCampaignMessagesPage(params, signal),
    // Paging, sorting and filtering keep the previous page on screen until the next one arrives.
    placeholderData: keepPreviousData,
  });

/**
 * One message: the spec has no endpoint for it, so it is the list with filter[id], within the period of the
 * list it was opened from (the same 3-month rule applies). Null when no message has that id in the period.
 */
export const campaignMessageQueryOptions = (
  id: number,
  period: { from: string | undefined; to: string | undefined },
) =>
  queryOptions({
    queryKey: [...CAMPAIGN_MESSAGES_QUERY_ROOT, 'message', id, period],
    queryFn: async ({ signal }) => {
      const page = await fetchCampaignMessagesPage(
        {
          ...period,
          id,
          campaign_id: undefined,
          reference_id: undefined,
          sort: 'id',
          way: 'asc',
          offset: 0,
          limit: 1,
        },
        signal,
      );
      return page.data[0] ?? null;
    },
  });
