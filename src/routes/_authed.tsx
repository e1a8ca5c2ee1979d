import { useQuery } from '@tanstack/react-query';
import { createFileRoute, redirect } from '@tanstack/react-router';
import { sessionQueryOptions } from '@/features/auth/api';
import { Shell } from '@/app/shell/shell';
import { GlobalLookup } from '@/app/shell/global-lookup';
import { KeyboardShortcuts } from '@/app/shell/keyboard-shortcuts';
import { SIGN_IN_PATH } from '@/app/session-expiry';
import { isApiError } from '@/lib/errors';

export const Route = createFileRoute('/_authed')({
  beforeLoad: async ({ context, location }) => {
    try {
      const session = await context.queryClient.query(sessionQueryOptions());
      return { session };
    } catch (error) {
      if (isApiError(error) && error.isUnauthorized) {
        throw redirect({ to: SIGN_IN_PATH, search: { redirect: location.href } });
      }
      throw error;
    }
  },
  component: AuthedLayout,
});

function AuthedLayout() {
  const { session: checked } = Route.useRouteContext();
  // Kept fresh (focus, navigation): a sign-out elsewhere reaches this tab through the app's 401 handling.
  const { data: session = checked } = useQuery(sessionQueryOptions());
  return (
    <Shell
      session={session}
      headerExtra={
        <>
          <GlobalLookup />
          <KeyboardShortcuts />
        </>
      }
    />
  );
}
