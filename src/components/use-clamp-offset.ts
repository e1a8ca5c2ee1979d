// A list page past the end (an old link, a narrower filter, the last row of a page deleted) moves to the
// last page, replacing the history entry.
import { useEffect } from 'react';

export function useClampOffset(
  { offset, limit }: { offset: number; limit: number },
  /** The list's total; undefined until a page has loaded. */
  total: number | undefined,
  /** While the previous page stands in for the requested one, its total is not this page's. */
  isPlaceholderData: boolean,
  onSearchChange: (next: { offset: number }, options: { replace: true }) => void,
) {
  useEffect(() => {
    if (total !== undefined && total > 0 && offset >= total && !isPlaceholderData) {
      onSearchChange({ offset: Math.floor((total - 1) / limit) * limit }, { replace: true });
    }
  }, [total, offset, limit, isPlaceholderData, onSearchChange]);
}
