// Virtual rows of a fixed height over @tanstack/react-virtual's Virtualizer, handed to React as plain values
// (the rows in sight, the heights around them and the total) rather than as functions the React compiler
// cannot follow. Used by every table long enough to show only the rows in view.
import { useLayoutEffect, useReducer, useState } from 'react';
import {
  Virtualizer,
  elementScroll,
  observeElementOffset,
  observeElementRect,
  type VirtualItem,
} from '@tanstack/react-virtual';

export interface VirtualRows {
  items: VirtualItem[];
  /** Height of every row together. */
  totalSize: number;
  /** Heights to leave above and below the rows in sight (table rows that are not positioned). */
  before: number;
  after: number;
  /** Scrolls just enough for the row to be in sight. */
  scrollToIndex: (index: number) => void;
}

export function useVirtualRows(options: {
  count: number;
  getScrollElement: () => HTMLElement | null;
  rowHeight: number;
  overscan: number;
}): VirtualRows {
  const [, rerender] = useReducer((n: number) => n + 1, 0);
  const { count, getScrollElement, rowHeight, overscan } = options;
  const [virtualizer] = useState(
    () =>
      new Virtualizer<HTMLElement, Element>({
        count,
        getScrollElement,
        estimateSize: () => rowHeight,
        overscan,
        scrollToFn: elementScroll,
        observeElementRect,
        observeElementOffset,
        onChange: () => rerender(),
      }),
  );
  // As the library's own React adapter does: options follow every render, the instance is mounted once.
  virtualizer.setOptions({
    ...virtualizer.options,
    count,
    getScrollElement,
    estimateSize: () => rowHeight,
    overscan,
    onChange: () => rerender(),
  });
  useLayoutEffect(() => virtualizer._didMount(), [virtualizer]);
  useLayoutEffect(() => {
    virtualizer._willUpdate();
  });
  const items = virtualizer.getVirtualItems();
  const totalSize = virtualizer.getTotalSize();
  const before = items[0]?.start ?? 0;
  return {
    items,
    totalSize,
    before,
    after: Math.max(0, totalSize - (items.at(-1)?.end ?? before)),
    scrollToIndex: (index) => virtualizer.scrollToIndex(index, { align: 'auto' }),
  };
}
