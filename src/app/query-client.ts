// The QueryClient: retry only what may pass on a second try, never mutations; UI reactions to errors here.
import { MutationCache, QueryCache, QueryClient, type Query } from '@tanstack/react-query';
import { notify } from '@/lib/notify';
import { isApiError } from '@/lib/errors';

export interface QueryClientHooks {
  /** The platform or the server said the session is gone. */
  onUnauthorized: () => void;
  /**
   * A refetch failed while the page still shows earlier data: the page keeps it, so say so once. Defaults to a
   * notification.
   */
  onBackgroundError?: (message: string) => void;
}

export const MAX_RETRIES = 2;

/** GETs are retried at most twice, and only when another try may pass: no answer, or a server-side error. */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  return failureCount < MAX_RETRIES && isApiError(error) && error.isTransient;
}

/** 1 s then 2 s (capped at 8 s): long enough for a restarting upstream, short enough to feel alive. */
export function retryDelay(attempt: number): number {
  return Math.min(1000 * 2 ** attempt, 8000);
}

const showBackgroundError = (message: string) =>
  notify({
    id: 'background-refresh-error',
    color: 'red',
    title: 'Could not refresh',
    message: `${message} The page shows the last data received.`,
  });

export function createAppQueryClient(hooks: QueryClientHooks): QueryClient {
  const onBackgroundError = hooks.onBackgroundError ?? showBackgroundError;
  const onError = (error: unknown) => {
    if (isApiError(error) && error.isUnauthorized) hooks.onUnauthorized();
  };
  return new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query: Query<unknown, unknown, unknown>) => {
        onError(error);
        const unauthorized = isApiError(error) && error.isUnauthorized;
        const aborted = isApiError(error) && error.kind === 'aborted';
        const quiet = query.meta?.quietRefetch === true;
        if (!unauthorized && !aborted && !quiet && query.state.data !== undefined)
          onBackgroundError(error instanceof Error ? error.message : 'The request failed.');
      },
    }),
    mutationCache: new MutationCache({ onError }),
    defaultOptions: {
      queries: {
        retry: shouldRetry,
        retryDelay,
        staleTime: 15_000,
        refetchOnWindowFocus: true,
      },
      mutations: { retry: false },
    },
  });
}
