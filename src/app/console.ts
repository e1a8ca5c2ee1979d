// The console's two long-lived objects, wired together: the QueryClient and the router.
import { createAppQueryClient } from './query-client';
import { createAppRouter } from './router';
import { redirectToSignIn } from './session-expiry';

export function createConsole() {
  const queryClient = createAppQueryClient({
    onUnauthorized: () => redirectToSignIn(router, queryClient),
  });
  const router = createAppRouter(queryClient);
  return { queryClient, router };
}
