import { createFileRoute, redirect } from '@tanstack/react-router';
import { sessionQueryOptions } from '@/features/auth/api';
import { AppLayout } from '@/app/shell/app-layout';
import { isApiError } from '@/lib/errors';

export const Route = createFileRoute('/_authed')({
  beforeLoad: async ({ context, location }) => {
    try {
      const session = await context.queryClient.query(sessionQueryOptions());
      return { session };
    } catch (error) {
      if (isApiError(error) && error.isUnauthorized) {
        throw redirect({ to: '/login', search: { redirect: location.href } });
      }
      throw error;
    }
  },
  component: AuthedLayout,
});

function AuthedLayout() {
  const { session } = Route.useRouteContext();
  return <AppLayout session={session} />;
}
