import { createRootRouteWithContext } from '@tanstack/react-router';
import type { RouterContext } from '@/app/router';
import { DeferredOutlet } from '@/app/deferred-outlet';
import { RootNotFound } from '@/app/not-found';

export const Route = createRootRouteWithContext<RouterContext>()({
  // The first render commits nothing: the page's static frame stays until the console has rendered it all.
  component: DeferredOutlet,
  notFoundComponent: RootNotFound,
});
