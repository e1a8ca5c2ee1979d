// /senders: the sender registration applications list; filters, sort, page and the open drawer live in the URL.
import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { useCallback } from 'react';
import { senderApplicationsQueryOptions } from '@/features/sender-applications/api';
import { SenderApplicationsPage } from '@/features/sender-applications/components/sender-applications-page';
import {
  SENDER_APPLICATION_SEARCH_DEFAULTS,
  senderApplicationListParams,
  senderApplicationSearchSchema,
  type SenderApplicationSearch,
} from '@/features/sender-applications/search';

export const Route = createFileRoute('/_authed/senders/')({
  validateSearch: senderApplicationSearchSchema,
  search: { middlewares: [stripSearchParams(SENDER_APPLICATION_SEARCH_DEFAULTS)] },
  // The drawer is not a dependency: opening it does not reload the list.
  loaderDeps: ({ search }) => senderApplicationListParams(search),
  // A failed load is shown on the page with a retry, next to filters that still work.
  loader: ({ context, deps }) =>
    context.queryClient.query(senderApplicationsQueryOptions(deps)).catch(() => undefined),
  component: SendersRoute,
});

function SendersRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const onSearchChange = useCallback(
    (next: Partial<SenderApplicationSearch>, options?: { replace?: boolean }) =>
      void navigate({
        search: (prev) => ({ ...prev, ...next }),
        replace: options?.replace ?? false,
      }),
    [navigate],
  );
  return <SenderApplicationsPage search={search} onSearchChange={onSearchChange} />;
}
