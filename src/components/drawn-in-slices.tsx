// A part of a page drawn in a transition: React draws it in slices of a few milliseconds, between which the browser
// paints and answers input, instead of in one long task (a page's first draw with its data is a store update, which
// React always draws at once).
import { useDeferredValue, type ReactNode } from 'react';

/**
 * Draws `fallback` (nothing by default) in the page's own draw, and `children` right after, in a transition. Once
 * drawn, they are drawn with the page at every later change. Only for what a page shows below its heading: the
 * heading and what the person reads first stay in the page's own draw.
 */
export function DrawnInSlices({
  children,
  fallback = null,
}: {
  children: ReactNode;
  fallback?: ReactNode;
}) {
  const drawn = useDeferredValue(true, false);
  return drawn ? children : fallback;
}
