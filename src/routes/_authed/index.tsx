// /: the overview, with the session info of the signed-in key (the auth area's ['session'] query).
import { useQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { sessionQueryOptions } from '@/features/auth/api';
import { OverviewPage } from '@/features/overview/components/overview-page';

export const Route = createFileRoute('/_authed/')({
  component: OverviewRoute,
});

function OverviewRoute() {
  const session = useQuery(sessionQueryOptions());
  return <OverviewPage session={session} />;
}
