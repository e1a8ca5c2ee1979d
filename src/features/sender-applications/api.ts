// Sender registration applications: one page of the list, and one application by id, as queryOptions.
//
// Query keys live under ['sender-applications']: ['sender-applications', 'list', params] is one page and
// ['sender-applications', 'one', id] the application a drawer shows when it is not on the page in view.
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiRequest, wireQuery } from '@/lib/api-client';
import {
  senderApplicationsQuerySchema,
  senderApplicationsResponseSchema,
  type SenderApplicationSort,
  type SenderApplicationStatus,
} from '@/contracts/sender-applications';
import type { Way } from '@/contracts/common';

export const SENDER_APPLICATIONS_QUERY_ROOT = ['sender-applications'] as const;
const PATH = '/api/senders/requests/sms';

export interface SenderApplicationListParams {
  status: SenderApplicationStatus | undefined;
  id: number | undefined;
  country_code: string | undefined;
  sender: string | undefined;
  created_at: string | undefined;
  sort: SenderApplicationSort;
  way: Way;
  offset: number;
  limit: number;
}

export const senderApplicationsQueryOptions = (params: SenderApplicationListParams) =>
  queryOptions({
    queryKey: [...SENDER_APPLICATIONS_QUERY_ROOT, 'list', params],
    queryFn: ({ signal }) =>
      apiRequest(PATH, {
        schema: senderApplicationsResponseSchema,
        signal,
        query: wireQuery(senderApplicationsQuerySchema, params),
      }),
    // Paging, sorting and filtering keep the previous page on screen until the next one arrives.
    placeholderData: keepPreviousData,
  });

/** The spec has no endpoint for one application: it is the list filtered by its id. Null when there is none. */
export const senderApplicationQueryOptions = (id: number) =>
  queryOptions({
    queryKey: [...SENDER_APPLICATIONS_QUERY_ROOT, 'one', id],
    queryFn: async ({ signal }) => {
      const page = await apiRequest(PATH, {
        schema: senderApplicationsResponseSchema,
        signal,
        query: wireQuery(senderApplicationsQuerySchema, { id, limit: 1 }),
      });
      return page.data.find((application) => application.id === id) ?? null;
    },
  });
