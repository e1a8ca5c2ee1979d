import { act, fireEvent, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { rowsInSight, useVirtualRows, virtualRowsOf } from './use-virtual-rows';

/** A scrolling box of the given height (jsdom lays nothing out, so its sizes are set by hand). */
function scrollBox(height: number) {
  const box = document.createElement('div');
  let top = 0;
  Object.defineProperty(box, 'clientHeight', { get: () => height });
  Object.defineProperty(box, 'scrollTop', {
    get: () => top,
    set: (value: number) => {
      top = value;
    },
  });
  box.scrollTo = ((options: ScrollToOptions) => {
    top = options.top ?? top;
  }) as typeof box.scrollTo;
  return box;
}

const indexes = (rows: { index: number }[]) => rows.map((row) => row.index);
const range = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, i) => from + i);

describe('useVirtualRows', () => {
  it('renders the rows in sight of the box and the overscan, and the heights around them', () => {
    const box = scrollBox(360);
    const { result } = renderHook(() =>
      useVirtualRows({ count: 200_000, scrollBox: box, rowHeight: 36, overscan: 2 }),
    );
    expect(indexes(result.current.items)).toEqual(range(0, 11));
    expect(result.current.totalSize).toBe(7_200_000);
    expect(result.current.before).toBe(0);
    expect(result.current.after).toBe(7_200_000 - 12 * 36);

    box.scrollTop = 3600;
    act(() => void fireEvent.scroll(box));
    expect(indexes(result.current.items)).toEqual(range(98, 111));
    expect(result.current.items[0]).toEqual({ index: 98, key: 98, start: 3528, end: 3564 });
    expect(result.current.before).toBe(3528);
    expect(result.current.before + 14 * 36 + result.current.after).toBe(7_200_000);
  });

  it('keeps the rows in sight while more rows arrive, and stops at the last row', () => {
    const box = scrollBox(360);
    const { result, rerender } = renderHook(
      ({ count }) => useVirtualRows({ count, scrollBox: box, rowHeight: 36, overscan: 2 }),
      { initialProps: { count: 5 } },
    );
    expect(indexes(result.current.items)).toEqual(range(0, 4));
    expect(result.current.after).toBe(0);
    rerender({ count: 50_000 });
    expect(indexes(result.current.items)).toEqual(range(0, 11));
    rerender({ count: 0 });
    expect(result.current.items).toEqual([]);
    expect(result.current.totalSize).toBe(0);
  });

  it('shows no row until the box has a height', () => {
    const box = scrollBox(0);
    const { result } = renderHook(() =>
      useVirtualRows({ count: 100, scrollBox: box, rowHeight: 36, overscan: 2 }),
    );
    expect(result.current.items).toEqual([]);
    expect(result.current.after).toBe(3600);
  });

  it('scrolls just enough for a row to be in sight', () => {
    const box = scrollBox(360);
    const { result } = renderHook(() =>
      useVirtualRows({ count: 1000, scrollBox: box, rowHeight: 36, overscan: 2 }),
    );
    act(() => result.current.scrollToIndex(5));
    expect(box.scrollTop).toBe(0);
    act(() => result.current.scrollToIndex(500));
    expect(box.scrollTop).toBe(501 * 36 - 360);
    act(() => result.current.scrollToIndex(495));
    expect(box.scrollTop).toBe(501 * 36 - 360);
    act(() => result.current.scrollToIndex(3));
    expect(box.scrollTop).toBe(108);
  });

  it('computes the same rows without React (what bench/lib/virtual-rows.ts calls)', () => {
    const inSight = rowsInSight({ scrollTop: 3600, clientHeight: 360 }, 36);
    expect(inSight).toEqual({ first: 100, end: 110 });
    const rows = virtualRowsOf(200_000, inSight, 36, 2);
    expect(indexes(rows.items)).toEqual(range(98, 111));
    expect(rows.before).toBe(3528);
    expect(rows.before + 14 * 36 + rows.after).toBe(7_200_000);
    expect(virtualRowsOf(0, inSight, 36, 2).items).toEqual([]);
    expect(rowsInSight({ scrollTop: 0, clientHeight: 0 }, 36)).toEqual({ first: 0, end: 0 });
  });
});
