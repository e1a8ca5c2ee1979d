// The console's two long-lived objects, wired together: the QueryClient and the router.
import { createAppQueryClient } from './query-client';
import { createAppRouter } from './router';
import { redirectToSignIn } from './session-expiry';

/**
 * Starts downloading the code of the page the console opens on at once: the router would ask for it only once the
 * session check of `beforeLoad` has answered, one round trip later. A failure here is the router's to report when
 * it asks again.
 */
function preloadFirstPage(router: ReturnType<typeof createAppRouter>) {
  const [routes] = router.getMatchedRoutes(router.latestLocation.pathname);
  for (const route of routes) void router.loadRouteChunk(route)?.catch(() => undefined);
}

export function createConsole() {
  const queryClient = createAppQueryClient({
    onUnauthorized: () => redirectToSignIn(router, queryClient),
  });
  const router = createAppRouter(queryClient);
  preloadFirstPage(router);
  return { queryClient, router };
}
