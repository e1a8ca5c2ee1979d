// OTP templates: the list and the requested-templates counter as queryOptions, and the create/delete mutations.
//
// Query keys: everything of this area lives under TEMPLATES_QUERY_ROOT (`['otp-templates']`):
//   ['otp-templates', 'list', TemplateListParams]  one page of the list (GET .../templates)
//   ['otp-templates', 'requested-count']           templates awaiting moderation (the counter)
// Create and delete invalidate the whole root. A screen of another area that shows templates (the send-OTP
// form offers the approved ones) keeps its query under the same root, e.g. ['otp-templates', 'approved'],
// so it refreshes with these; with the default refetch on window focus, a template approved elsewhere
// (moderation, or POST /sandbox/templates/{id}/moderation) appears without a reload.
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPath, apiRequest, wireQuery } from '@/lib/api-client';
import {
  templateDeletedResponseSchema,
  templateListQuerySchema,
  templateListResponseSchema,
  templateResponseSchema,
  type CreateTemplateRequest,
  type TemplateSort,
  type TemplateStatus,
} from '@/contracts/otp-templates';
import type { Way } from '@/contracts/common';

export const TEMPLATES_QUERY_ROOT = ['otp-templates'] as const;

const TEMPLATES_PATH = '/api/2fa/authentications/templates';

export interface TemplateListParams {
  ids: readonly string[];
  status: TemplateStatus | undefined;
  sort: TemplateSort;
  way: Way;
  offset: number;
  limit: number;
}

export const templateListQueryOptions = (params: TemplateListParams) =>
  queryOptions({
    queryKey: [...TEMPLATES_QUERY_ROOT, 'list', params],
    queryFn: ({ signal }) =>
      apiRequest(TEMPLATES_PATH, {
        schema: templateListResponseSchema,
        signal,
        query: wireQuery(templateListQuerySchema, {
          ...params,
          ids: params.ids.length > 0 ? params.ids : undefined,
        }),
      }),
    // Paging and filtering keep the previous page on screen until the next one arrives.
    placeholderData: keepPreviousData,
  });

/** How many templates await moderation: the list's total with filter[status]=requested. */
export const requestedTemplatesCountQueryOptions = () =>
  queryOptions({
    queryKey: [...TEMPLATES_QUERY_ROOT, 'requested-count'],
    queryFn: async ({ signal }) =>
      (
        await apiRequest(TEMPLATES_PATH, {
          schema: templateListResponseSchema,
          signal,
          query: wireQuery(templateListQuerySchema, { status: 'requested', limit: 1 }),
        })
      ).total,
  });

export function useCreateTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (request: CreateTemplateRequest) =>
      (
        await apiRequest(TEMPLATES_PATH, {
          method: 'POST',
          body: request,
          schema: templateResponseSchema,
        })
      ).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: TEMPLATES_QUERY_ROOT }),
  });
}

export function useDeleteTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (templateId: string) =>
      (
        await apiRequest(apiPath`/api/2fa/authentications/templates/${templateId}`, {
          method: 'DELETE',
          schema: templateDeletedResponseSchema,
        })
      ).data,
    // A refused delete (already gone: 404) also means the list on screen is stale.
    onSettled: () => queryClient.invalidateQueries({ queryKey: TEMPLATES_QUERY_ROOT }),
  });
}
