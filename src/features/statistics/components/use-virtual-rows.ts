// Virtual rows of a fixed height over @tanstack/react-virtual's Virtualizer, handed to React as plain values
// (the items in sight and the total height) rather than as functions, so any component can use them safely.
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
  totalSize: number;
  scrollToIndex: (index: number) => void;
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
      new Virtualizer<HTMLDivElement, HTMLDivElement>({
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
  return {
    items: virtualizer.getVirtualItems(),
    totalSize: virtualizer.getTotalSize(),
    scrollToIndex: (index) => virtualizer.scrollToIndex(index, { align: 'auto' }),
  };
}
