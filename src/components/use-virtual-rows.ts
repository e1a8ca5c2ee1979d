// Virtual rows of one fixed height: the rows in sight of a scrolling box (plus some on either side), the
// heights around them and the total. Used by every table long enough to show only the rows in view.
//
// With one height for every row, which rows are in sight is arithmetic on the box's scroll position and
// height, whatever the number of rows. A general virtualiser (@tanstack/react-virtual 3.14, virtual-core 3.19)
// keeps a position for each row and lays them all out again whenever the number of rows changes: measured by
// bench/lib/virtual-rows.ts (docs/decisions/011-virtual-rows.md) at a median of 20-29 ms per chunk of 8,000
// rows while a 200,000-entry file arrives (0.5-0.8 s over the whole file) on a shared 2-core machine at a load
// average of 11-13, against 2-5 µs here; a scroll costs it 30-66x and a re-sort 13-22x what they cost here.
import { useLayoutEffect, useState } from 'react';

export interface VirtualRow {
  index: number;
  /** Stable while the row is in sight: its index. */
  key: number;
  /** Offset of the row's top from the top of the rows, and of its bottom. */
  start: number;
  end: number;
}

export interface VirtualRows {
  items: VirtualRow[];
  /** Height of every row together. */
  totalSize: number;
  /** Heights to leave above and below the rows in sight (table rows that are not positioned). */
  before: number;
  after: number;
  /** Scrolls just enough for the row to be in sight. */
  scrollToIndex: (index: number) => void;
}

/** Rows in sight, as indexes from the first row: changes only when a row comes into or leaves sight. */
export interface RowsInSight {
  first: number;
  /** One past the last row in sight; equal to `first` while the box has no height. */
  end: number;
}

const NOTHING_IN_SIGHT: RowsInSight = { first: 0, end: 0 };

/** The rows in sight of a box at its scroll position and height (read on every scroll event and resize). */
export function rowsInSight(
  box: Pick<HTMLElement, 'scrollTop' | 'clientHeight'>,
  rowHeight: number,
): RowsInSight {
  const top = Math.max(0, box.scrollTop);
  const height = box.clientHeight;
  if (height <= 0) return NOTHING_IN_SIGHT;
  return { first: Math.floor(top / rowHeight), end: Math.ceil((top + height) / rowHeight) };
}

/**
 * The rows to render for the rows in sight (computed on every render: when rows arrive, when the rows in sight
 * change): work in proportion to the rows in sight and the overscan, not to `count`.
 */
export function virtualRowsOf(
  count: number,
  inSight: RowsInSight,
  rowHeight: number,
  overscan: number,
): Omit<VirtualRows, 'scrollToIndex'> {
  const totalSize = count * rowHeight;
  const items: VirtualRow[] = [];
  if (count > 0 && inSight.end > inSight.first) {
    const first = Math.max(0, Math.min(inSight.first, count - 1) - overscan);
    const last = Math.min(count - 1, Math.min(inSight.end, count) - 1 + overscan);
    for (let index = first; index <= last; index++) {
      items.push({
        index,
        key: index,
        start: index * rowHeight,
        end: (index + 1) * rowHeight,
      });
    }
  }
  const before = items[0]?.start ?? 0;
  return {
    items,
    totalSize,
    before,
    after: Math.max(0, totalSize - (items.at(-1)?.end ?? before)),
  };
}

export function useVirtualRows(options: {
  count: number;
  /** The scrolling box, once it is in the page (state rather than a ref: its rows are laid out again then). */
  scrollBox: HTMLElement | null;
  rowHeight: number;
  overscan: number;
}): VirtualRows {
  const { count, scrollBox: box, rowHeight, overscan } = options;
  const [inSight, setInSight] = useState<RowsInSight>(NOTHING_IN_SIGHT);

  useLayoutEffect(() => {
    if (!box) return undefined;
    const read = () =>
      setInSight((previous) => {
        const next = rowsInSight(box, rowHeight);
        return next.first === previous.first && next.end === previous.end ? previous : next;
      });
    read();
    box.addEventListener('scroll', read, { passive: true });
    const resizes = new ResizeObserver(read);
    resizes.observe(box);
    return () => {
      box.removeEventListener('scroll', read);
      resizes.disconnect();
    };
  }, [box, rowHeight]);

  return {
    ...virtualRowsOf(count, inSight, rowHeight, overscan),
    scrollToIndex: (index) => {
      if (!box) return;
      const start = index * rowHeight;
      const end = start + rowHeight;
      if (end > box.scrollTop + box.clientHeight) box.scrollTo({ top: end - box.clientHeight });
      else if (start < box.scrollTop) box.scrollTo({ top: start });
    },
  };
}
