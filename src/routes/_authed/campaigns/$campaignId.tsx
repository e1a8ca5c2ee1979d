// /campaigns/$campaignId: a campaign's Stop action and returned details, above its messages (the list
// filtered by campaign_id, whose period, sort and page live in the URL).
import { Anchor, Stack, Text, Title } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { createFileRoute, Link, stripSearchParams } from '@tanstack/react-router';
import { useCallback } from 'react';
import {
  CAMPAIGN_MESSAGES_QUERY_ROOT,
  campaignMessagesQueryOptions,
} from '@/features/campaign-messages/api';
import { CampaignMessagesView } from '@/features/campaign-messages/components/campaign-messages-view';
import { CampaignStatusCounts } from '@/features/campaign-messages/components/campaign-status-counts';
import { campaignStatusCountsQueryOptions } from '@/features/campaign-messages/status-counts';
import {
  campaignMessagesParams,
  campaignMessagesSearchSchema,
  hasProblems,
  MESSAGE_SEARCH_DEFAULTS,
  searchProblems,
  type CampaignMessagesSearch,
} from '@/features/campaign-messages/search';
import { CampaignPanel } from '@/features/campaigns/components/campaign-panel';
import { stopOutcomeAccount } from '@/features/campaigns/stop-outcomes';

const campaignIdOf = (value: string) =>
  /^\d{1,15}$/.test(value) && Number(value) >= 1 ? Number(value) : undefined;

export const Route = createFileRoute('/_authed/campaigns/$campaignId')({
  validateSearch: campaignMessagesSearchSchema,
  // Defaults stay out of the address: a plain link and a link with the defaults are the same view.
  search: { middlewares: [stripSearchParams(MESSAGE_SEARCH_DEFAULTS)] },
  loaderDeps: ({ search }) => search,
  loader: ({ context, params, deps }) => {
    const id = campaignIdOf(params.campaignId);
    if (id === undefined || hasProblems(searchProblems(deps))) return undefined;
    return context.queryClient
      .query(campaignMessagesQueryOptions(campaignMessagesParams({ ...deps, campaign_id: id })))
      .catch(() => undefined);
  },
  component: CampaignRoute,
});

function CampaignRoute() {
  const { campaignId } = Route.useParams();
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const queryClient = useQueryClient();
  const { session } = Route.useRouteContext();
  const id = campaignIdOf(campaignId);
  // The messages' counts also tell the account currency, for the price a stop returns.
  const counts = useQuery({
    ...campaignStatusCountsQueryOptions(id ?? 0),
    enabled: id !== undefined,
  });
  const onSearchChange = useCallback(
    (next: Partial<CampaignMessagesSearch>, options?: { replace?: boolean }) =>
      void navigate({
        search: (prev) => ({ ...prev, ...next }),
        replace: options?.replace ?? false,
      }),
    [navigate],
  );
  // A stop ends the campaign's unsent messages: every list showing them is refreshed.
  const onStopped = useCallback(
    () => void queryClient.invalidateQueries({ queryKey: CAMPAIGN_MESSAGES_QUERY_ROOT }),
    [queryClient],
  );
  if (id === undefined) {
    return (
      <Stack>
        <Title order={1}>Not a campaign id</Title>
        <Text>“{campaignId}” is not a campaign id: a campaign id is a whole number from 1.</Text>
        <Anchor component={Link} to="/campaigns">
          Open a campaign by its id
        </Anchor>
      </Stack>
    );
  }
  return (
    <Stack gap="xl">
      <CampaignPanel
        campaignId={id}
        account={stopOutcomeAccount(session)}
        currency={counts.data?.currency}
        onStopped={onStopped}
      />
      <CampaignStatusCounts campaignId={id} />
      <Stack gap="sm" component="section" aria-labelledby="campaign-messages">
        <Title order={2} id="campaign-messages">
          Messages of this campaign
        </Title>
        <CampaignMessagesView
          search={search}
          onSearchChange={onSearchChange}
          fixedCampaignId={id}
        />
      </Stack>
    </Stack>
  );
}
