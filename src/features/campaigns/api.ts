// Campaigns: the stop mutation. The spec has no request that reads a campaign: what the console knows of one
// is what its stop returned. Every outcome (the campaign returned, or a refusal) is remembered in this
// browser per account (stop-outcomes.ts), and shown when the campaign or the campaigns page is opened again.
import { useMutation } from '@tanstack/react-query';
import { apiPath, apiRequest } from '@/lib/api-client';
import { stopCampaignResponseSchema } from '@/contracts/campaigns';
import { isApiError } from '@/lib/errors';
import { rememberStopOutcome } from './stop-outcomes';

export function useStopCampaign(
  id: number,
  { onStopped, account }: { onStopped?: () => void; account?: string } = {},
) {
  return useMutation({
    mutationFn: async () =>
      (
        await apiRequest(apiPath`/api/campaigns/${id}/stop`, {
          method: 'PUT',
          schema: stopCampaignResponseSchema,
        })
      ).data,
    onSuccess: (campaign) => {
      if (account !== undefined)
        rememberStopOutcome(account, id, {
          kind: 'stopped',
          at: new Date().toISOString(),
          campaign,
        });
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
