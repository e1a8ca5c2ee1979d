// What the console does when the session is gone (a 401 from anywhere): forget everything, ask to sign in,
// and come back to the same page afterwards.
import type { QueryClient } from '@tanstack/react-query';
import type { AnyRouter } from '@tanstack/react-router';

export const SIGN_IN_PATH = '/login';

export function redirectToSignIn(
  router: Pick<AnyRouter, 'latestLocation' | 'navigate'>,
  queryClient: QueryClient,
): void {
  // latestLocation, not state.location: during a navigation the page being loaded is the one to return to.
  const location = router.latestLocation;
  if (location.pathname === SIGN_IN_PATH) return;
  queryClient.clear();
  void router.navigate({
    href: `${SIGN_IN_PATH}?${new URLSearchParams({ redirect: location.href }).toString()}`,
  });
}
