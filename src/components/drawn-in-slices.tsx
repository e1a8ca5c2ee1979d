// A part of a page drawn in a transition: React draws it in slices of a few milliseconds, between which the browser
// paints and answers input, instead of in one long task (a page's first draw with its data is a store update, which
// React always draws at once).
import { useDeferredValue, type ReactNode } from 'react';

/**
 * Draws `fallback` (nothing by default) in its parent's draw, and `children` right after, in a transition. Once
 * drawn, they are drawn with their parent at every later change. The shell's outlet is one (the page, after the
 * frame around it); a page's own later part is another (the overview's cards, after its heading).
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
