// /messages: campaign messages; the period, filters, sort and page live in the URL. A message opens in a
// drawer over the list at /messages/$messageId, keeping the list's search params.
import { Stack } from '@mantine/core';
import { createFileRoute, Outlet, stripSearchParams } from '@tanstack/react-router';
import { useCallback } from 'react';
import { campaignMessagesQueryOptions } from '@/features/campaign-messages/api';
import { CampaignMessagesView } from '@/features/campaign-messages/components/campaign-messages-view';
import {
  campaignMessagesParams,
  campaignMessagesSearchSchema,
  hasProblems,
  MESSAGE_SEARCH_DEFAULTS,
  searchProblems,
  type CampaignMessagesSearch,
} from '@/features/campaign-messages/search';
import { PageHeading } from '@/components/page-heading';
import { MESSAGES_HEADING } from '@/features/campaign-messages/headings';

export const Route = createFileRoute('/_authed/messages')({
  validateSearch: campaignMessagesSearchSchema,
  // Defaults stay out of the address: a plain link and a link with the defaults are the same view.
  search: { middlewares: [stripSearchParams(MESSAGE_SEARCH_DEFAULTS)] },
  loaderDeps: ({ search }) => search,
  // A period that breaks the rules sends no request; a failed load is shown on the page with a retry.
  loader: ({ context, deps }) =>
    hasProblems(searchProblems(deps))
      ? undefined
      : context.queryClient
          .query(campaignMessagesQueryOptions(campaignMessagesParams(deps)))
          .catch(() => undefined),
  component: MessagesRoute,
});

function MessagesRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const onSearchChange = useCallback(
    (next: Partial<CampaignMessagesSearch>, options?: { replace?: boolean }) =>
      void navigate({
        to: '/messages',
        search: (prev) => ({ ...prev, ...next }),
        replace: options?.replace ?? false,
      }),
    [navigate],
  );
  return (
    <Stack gap="lg">
      <PageHeading heading={MESSAGES_HEADING} />
      <CampaignMessagesView search={search} onSearchChange={onSearchChange} />
      <Outlet />
    </Stack>
  );
}
