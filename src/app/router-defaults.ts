// Options every router of the console shares, apart from the route tree (tests build routers with them).
import { parseSearch } from '@/lib/search-params';
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
  // A value of the address is JSON only when the JSON writes back to the same text, so `1e5` or `0012` typed in
  // a text filter stays that text (src/lib/search-params.ts); the console's own links read back unchanged.
  parseSearch,
} as const;
