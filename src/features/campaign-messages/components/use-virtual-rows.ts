// Virtual rows of a fixed height over @tanstack/react-virtual's Virtualizer, handed to React as plain values
// (the rows in sight and the heights around them) rather than as functions the React compiler cannot follow.
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
  /** Heights to leave above and below the rows in sight. */
  before: number;
  after: number;
}

export function useVirtualRows(options: {
  count: number;
  getScrollElement: () => HTMLDivElement | null;
  rowHeight: number;
  overscan: number;
}): VirtualRows {
  const [, rerender] = useReducer((n: number) => n + 1, 0);
  const { count, getScrollElement, rowHeight, overscan } = options;
  const [virtualizer] = useState(
    () =>
      new Virtualizer<HTMLDivElement, HTMLTableRowElement>({
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
  const before = items[0]?.start ?? 0;
  return { items, before, after: virtualizer.getTotalSize() - (items.at(-1)?.end ?? before) };
}
