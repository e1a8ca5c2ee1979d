// Options every router of the console shares, apart from the route tree (tests build routers with them).
import { NotFound } from './not-found';
import { RouteError } from './route-error';
import { RoutePending } from './route-pending';

/**
 * A page that loads within 250 ms shows no loading state at all; one that takes longer shows it for at
 * least 400 ms, so it never blinks.
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
