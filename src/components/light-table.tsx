// Building blocks of light tables, whose rows are native elements styled by light-table.module.css: one click
// handler for every in-app link of the rows, a time cell, and, from VIRTUAL_ROWS_FROM rows on, a scrolling box
// with a sticky header that holds only the rows in view.
import { Box, Table } from '@mantine/core';
import { useRouter } from '@tanstack/react-router';
import { useCallback, type MouseEvent, type ReactNode } from 'react';
import { formatCompactDateTime, formatDateTime } from '@/lib/format';
import classes from './light-table.module.css';
import { useVirtualRows } from './use-virtual-rows';

export { classes as lightTableClasses };

/** From this many rows on, only the rows in view (and a margin) are in the page, in a scrolling box. */
export const VIRTUAL_ROWS_FROM = 100;

/** Every row's height (light-table.module.css): cells do not wrap, so that rows can be virtual. */
export const LIGHT_ROW_HEIGHT = 37;

/**
 * A click handler for a table (or any box) whose links carry `data-router-link`: a plain click or Enter on one
 * navigates in the app, without a router link component per row. Clicks with a modifier key or another button
 * are left to the browser (new tab, new window).
 */
export function useRouterLinkClick() {
  const router = useRouter();
  return useCallback(
    (event: MouseEvent<HTMLElement>) => {
      if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
        return;
      const link =
        event.target instanceof Element ? event.target.closest('a[data-router-link]') : null;
      const href = link?.getAttribute('href');
      if (!href) return;
      event.preventDefault();
      void router.navigate({ href });
    },
    [router],
  );
}

/**
 * Every row's link from one link the router built once: `slot` stands for the row's id in its path, and the
 * id is put in per row (encoded); the search params, if any, are the same for every row.
 */
export function rowHref(href: string, slot: string): (id: string | number) => string {
  const at = href.indexOf('?');
  const path = at < 0 ? href : href.slice(0, at);
  const query = at < 0 ? '' : href.slice(at);
  return (id) => `${path.replace(slot, encodeURIComponent(String(id)))}${query}`;
}

/**
 * A date-time of the API, compact in the reader's locale (no seconds; no year when it is this year), the full
 * date and time with seconds and the raw value (UTC) on hover; a dash when there is none.
 */
export function TimeCell({ value }: { value: string | null | undefined }) {
  if (!value) return <span className={classes.dimmed}>—</span>;
  return (
    <time
      dateTime={`${value.replace(' ', 'T')}${/[zZ]|[+-]\d\d:?\d\d$/.test(value) ? '' : 'Z'}`}
      title={`${formatDateTime(value)} (${value} UTC)`}
    >
      {formatCompactDateTime(value)}
    </time>
  );
}

/**
 * A text cut to its column's width (`--truncate-width`, 16 characters unless set) with an ellipsis; the whole
 * value shows on hover and while its row holds the focus, drawn over the next cells, and is read in full by
 * screen readers.
 */
export function TruncatedText({ text, className }: { text: string; className?: string }) {
  return (
    <span
      className={className ? `${classes.truncate} ${className}` : classes.truncate}
      title={text}
    >
      <span>{text}</span>
    </span>
  );
}

/**
 * The rows in view of a long table and, around them, empty rows as high as the rows left out. `renderRow`
 * renders the row at an index (keyed, best memoised).
 */
export function VirtualTableRows({
  count,
  scrollBox,
  renderRow,
  rowHeight = LIGHT_ROW_HEIGHT,
  overscan = 12,
}: {
  count: number;
  /** The scrolling box, once it is in the page (its ref is attached after the rows render). */
  scrollBox: HTMLElement | null;
  renderRow: (index: number) => ReactNode;
  rowHeight?: number;
  overscan?: number;
}) {
  const { items, before, after } = useVirtualRows({
    count,
    scrollBox,
    rowHeight,
    overscan,
  });
  return (
    <>
      {before > 0 && <tr aria-hidden="true" style={{ height: before }} />}
      {items.map((item) => renderRow(item.index))}
      {after > 0 && <tr aria-hidden="true" style={{ height: after }} />}
    </>
  );
}

/**
 * Where a light table is laid out: a short one in Mantine's horizontal scroll container; a long one
 * (`virtual`) in a box of its own height that scrolls both ways, focusable so that the keyboard scrolls it too.
 * The table inside should carry `lightTableClasses.stickyHead` when it is virtual.
 */
export function LightTableScroll({
  virtual,
  minWidth,
  label,
  scrollBoxRef,
  children,
}: {
  virtual: boolean;
  minWidth: number;
  /** What the scrolling box holds, for screen readers ("… (scrollable)" is added). */
  label: string;
  /** Receives the scrolling box (state rather than a ref: the rows are laid out again once it exists). */
  scrollBoxRef: (box: HTMLDivElement | null) => void;
  children: ReactNode;
}) {
  return (
    <TableRoom>
      {virtual ? (
        <Box
          ref={scrollBoxRef}
          className={classes.scrollBox}
          tabIndex={0}
          role="region"
          aria-label={`${label} (scrollable)`}
        >
          {children}
        </Box>
      ) : (
        <Table.ScrollContainer minWidth={minWidth}>{children}</Table.ScrollContainer>
      )}
    </TableRoom>
  );
}

/**
 * The room a table has, read by its column priorities (a CSS size container): the cells of a column of class
 * `lightTableClasses.medium` give way below 900 px of room, those of class `low` below 1040 px. Wrap any table
 * whose columns carry them in it; light tables get it from LightTableScroll.
 */
export function TableRoom({ children }: { children: ReactNode }) {
  return <div className={classes.room}>{children}</div>;
}
