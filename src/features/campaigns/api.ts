// Campaigns: the stop mutation, and the campaigns that stops returned, kept for the rest of the page session.
//
// The spec has no request that reads a campaign: what the console knows of one is what its stop returned.
// That answer is kept in the React Query cache (memory only, cleared at sign-in and sign-out), under
//   ['campaigns', 'stopped', id]   {campaign, stoppedAt}
// so that the campaign's page shows it again when it is opened later in the session. Every outcome (the
// campaign returned, or a refusal) is also remembered in this browser per account (stop-outcomes.ts).
import { queryOptions, skipToken, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPath, apiRequest } from '@/lib/api-client';
import { stopCampaignResponseSchema, type Campaign } from '@/contracts/campaigns';
import { isApiError } from '@/lib/errors';
import { rememberStopOutcome } from './stop-outcomes';

export const CAMPAIGNS_QUERY_ROOT = ['campaigns'] as const;
const STOPPED_ROOT = [...CAMPAIGNS_QUERY_ROOT, 'stopped'] as const;

export interface StoppedCampaign {
  campaign: Campaign;
  /** When the console received the answer (ISO 8601). */
  receivedAt: string;
}

/** The campaign a stop returned in this session, or undefined: never fetched, only written by a stop. */
export const stoppedCampaignQueryOptions = (id: number) =>
  queryOptions<StoppedCampaign>({
    queryKey: [...STOPPED_ROOT, id],
    queryFn: skipToken,
    staleTime: Infinity,
    gcTime: Infinity,
  });

/** Every campaign stopped in this session, newest first. */
export function stoppedCampaigns(
  queryClient: ReturnType<typeof useQueryClient>,
): StoppedCampaign[] {
  return queryClient
    .getQueriesData<StoppedCampaign>({ queryKey: STOPPED_ROOT })
    .flatMap(([, value]) => (value ? [value] : []))
    .sort((a, b) => b.receivedAt.localeCompare(a.receivedAt));
}

export function useStopCampaign(
  id: number,
  { onStopped, account }: { onStopped?: () => void; account?: string } = {},
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () =>
      (
        await apiRequest(apiPath`/api/campaigns/${id}/stop`, {
          method: 'PUT',
          schema: stopCampaignResponseSchema,
        })
      ).data,
    onSuccess: (campaign) => {
      const at = new Date().toISOString();
      queryClient.setQueryData(stoppedCampaignQueryOptions(id).queryKey, {
        campaign,
        receivedAt: at,
      });
      if (account !== undefined)
        rememberStopOutcome(account, id, { kind: 'stopped', at, campaign });
      onStopped?.();
    },
    // A refusal is an outcome too (no answer, or a server failure, is not: the stop may have happened).
    onError: (error) => {
      if (account === undefined || !isApiError(error) || error.kind !== 'http') return;
      if (error.status < 400 || error.status >= 500 || error.isUnauthorized) return;
      rememberStopOutcome(account, id, {
        kind: 'refused',
        at: new Date().toISOString(),
        status: error.status,
        message: error.message,
      });
    },
  });
}
