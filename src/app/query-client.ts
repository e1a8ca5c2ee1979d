// The QueryClient: retry only what may pass on a second try, never mutations; UI reactions to errors here.
import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { isApiError } from '@/lib/errors';

export interface QueryClientHooks {
  /** The platform or the server said the session is gone. */
  onUnauthorized: () => void;
}

export const MAX_RETRIES = 2;

export function shouldRetry(failureCount: number, error: unknown): boolean {
  return failureCount < MAX_RETRIES && isApiError(error) && error.isTransient;
}

export function createAppQueryClient(hooks: QueryClientHooks): QueryClient {
  const onError = (error: unknown) => {
    if (isApiError(error) && error.isUnauthorized) hooks.onUnauthorized();
  };
  return new QueryClient({
    queryCache: new QueryCache({ onError }),
    mutationCache: new MutationCache({ onError }),
    defaultOptions: {
      queries: {
        retry: shouldRetry,
        retryDelay: (attempt) => Math.min(500 * 2 ** attempt, 4000),
        staleTime: 15_000,
        refetchOnWindowFocus: true,
      },
      mutations: { retry: false },
    },
  });
}
