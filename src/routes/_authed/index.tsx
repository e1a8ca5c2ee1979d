// /: the overview, with the session info of the signed-in key (the auth area's ['session'] query); its loader
// fixes the period and asks for every figure.
import { useQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { sessionQueryOptions } from '@/features/auth/api';
import { loadOverview } from '@/features/overview/api';
import { OverviewPage } from '@/features/overview/components/overview-page';

export const Route = createFileRoute('/_authed/')({
  loader: ({ context }) => loadOverview(context.queryClient),
  component: OverviewRoute,
});

function OverviewRoute() {
  const session = useQuery(sessionQueryOptions());
  const { period } = Route.useLoaderData();
  return <OverviewPage session={session} openedWith={period} />;
}
