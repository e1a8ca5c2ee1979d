// The router: typed context (queryClient), preload on intent, pending states that do not flash.
import { createRouter } from '@tanstack/react-router';
import type { QueryClient } from '@tanstack/react-query';
import { routeTree } from '@/routeTree.gen';
import { RouteError } from './route-error';
import { NotFound } from './not-found';
import { RoutePending } from './route-pending';

export interface RouterContext {
  queryClient: QueryClient;
}

/**
 * Options every router of the console shares (tests build routers with them too). A page that loads within
 * 250 ms shows no loading state at all; one that takes longer shows it for at least 400 ms, so it never
 * blinks.
 */
export const ROUTER_DEFAULTS = {
  defaultPreload: 'intent',
  // React Query owns freshness; the router always asks it.
  defaultPreloadStaleTime: 0,
  defaultPendingMs: 250,
  defaultPendingMinMs: 400,
  defaultPendingComponent: RoutePending,
  defaultErrorComponent: RouteError,
  defaultNotFoundComponent: NotFound,
  scrollRestoration: true,
} as const;

export function createAppRouter(queryClient: QueryClient) {
  return createRouter({ routeTree, context: { queryClient }, ...ROUTER_DEFAULTS });
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
