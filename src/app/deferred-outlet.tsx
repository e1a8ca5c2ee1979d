// The matched route's content, rendered after what surrounds it, in a render React may interrupt.
import { Outlet } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { DrawnInSlices } from '@/components/drawn-in-slices';

/**
 * The outlet, mounted first as `fallback` and then in a background render: the router commits its state in renders
 * that cannot be cut (useSyncExternalStore), so a page's whole first render was one long task of the main thread.
 * Deferred, it is done in slices of a few milliseconds between which the browser paints and answers input.
 */
export function DeferredOutlet({ fallback = null }: { fallback?: ReactNode }) {
  return (
    <DrawnInSlices fallback={fallback}>
      <Outlet />
    </DrawnInSlices>
  );
}
