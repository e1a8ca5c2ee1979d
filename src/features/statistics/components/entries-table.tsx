// The entries of a file in a virtualised grid: only the rows in sight are in the page, so 200,000 entries
// scroll smoothly. Every column sorts (in the worker); arrow keys move through the rows, Enter opens one.
import {
  memo,
  useEffect,
  useState,
  type CSSProperties,
  type KeyboardEvent,
  type MouseEvent,
} from 'react';
import { formatDateTime, formatMoney } from '@/lib/format';
import type { RowStore } from '../model/row-store';
import type { SortColumn } from '../worker/protocol';
import classes from './entries-table.module.css';
import { useVirtualRows } from '@/components/use-virtual-rows';

interface Column {
  id: SortColumn;
  label: string;
  width: string;
  numeric?: boolean;
  value: (rows: RowStore, row: number) => string;
  /** Shown on hover when the cell shows the value differently (dates in the reader's locale). */
  raw?: (rows: RowStore, row: number) => string;
}

const date = (column: 'incoming' | 'sending' | 'dlr') => ({
  value: (rows: RowStore, row: number) => {
    const text = rows.text(row, column);
    return text === '' ? '—' : formatDateTime(text);
  },
  raw: (rows: RowStore, row: number) => rows.text(row, column),
});

export const ENTRY_COLUMNS: readonly Column[] = [
  {
    id: 'id',
    label: 'Message ID',
    width: '120px',
    numeric: true,
    value: (r, i) => r.text(i, 'id'),
  },
  { id: 'type', label: 'Type', width: '70px', value: (r, i) => r.coded(i, 'type') },
  {
    id: 'msisdn',
    label: 'Phone number',
    width: '130px',
    numeric: true,
    value: (r, i) => r.text(i, 'msisdn'),
  },
  { id: 'country', label: 'Country', width: '130px', value: (r, i) => r.coded(i, 'country') },
  { id: 'operator', label: 'Operator', width: '110px', value: (r, i) => r.coded(i, 'operator') },
  { id: 'sender', label: 'Sender', width: '110px', value: (r, i) => r.coded(i, 'sender') },
  { id: 'status', label: 'Status', width: '130px', value: (r, i) => r.coded(i, 'status') },
  {
    id: 'price',
    label: 'Price',
    width: '120px',
    numeric: true,
    value: (r, i) => formatMoney(r.text(i, 'amount'), r.coded(i, 'currency')),
  },
  { id: 'incoming', label: 'Incoming date', width: '180px', ...date('incoming') },
  { id: 'sending', label: 'Sending date', width: '180px', ...date('sending') },
  { id: 'dlr', label: 'DLR date', width: '180px', ...date('dlr') },
  { id: 'text', label: 'Text', width: 'minmax(280px, 1fr)', value: (r, i) => r.text(i, 'preview') },
];

/**
 * Every row has the same columns and the same width: the width of the grid, or the columns' own widths
 * together when they need more. A row never takes the width of its content, which would measure every text of
 * the rows in sight each time rows arrive or scroll into view.
 */
const GRID_STYLE = {
  '--entry-columns': ENTRY_COLUMNS.map((c) => c.width).join(' '),
  '--entry-min-width': `${ENTRY_COLUMNS.reduce((sum, c) => sum + Number(/(\d+)px/.exec(c.width)?.[1] ?? 0), 0)}px`,
} as CSSProperties;
const ROW_HEIGHT = 36;
/** Rows rendered above and below those in sight, once the first rows are on screen. */
const OVERSCAN = 12;

/**
 * One entry's row. A row's cells never change once it has arrived (the page's rows only grow), so a row renders
 * again only when it shows another entry, moves or is selected: a chunk of the file arriving, or a scroll,
 * renders the rows that come into sight and nothing else.
 */
const EntryRow = memo(function EntryRow({
  rows,
  row,
  index,
  start,
  selected,
}: {
  rows: RowStore;
  row: number;
  index: number;
  start: number;
  selected: boolean;
}) {
  const id = rows.text(row, 'id');
  return (
    <div
      id={`entry-row-${row}`}
      role="row"
      aria-rowindex={index + 2}
      aria-selected={selected}
      data-index={index}
      className={`${classes.row} ${classes.entry}`}
      style={{ transform: `translateY(${start}px)` }}
    >
      {ENTRY_COLUMNS.map((column) => {
        const value = column.value(rows, row);
        const raw = column.raw?.(rows, row);
        return (
          <div
            key={column.id}
            role="gridcell"
            className={column.numeric ? `${classes.cell} ${classes.number}` : classes.cell}
            title={raw && raw !== value ? raw : value.length > 24 ? value : undefined}
          >
            {column.id === 'id' ? (
              <button
                type="button"
                className={classes.open}
                tabIndex={-1}
                aria-label={`Open entry ${id || `in row ${row + 1}`}`}
              >
                {id || '—'}
              </button>
            ) : value === '' ? (
              <span className={classes.empty}>—</span>
            ) : (
              // The cell isolates its text (unicode-bidi: isolate), as a <bdi> would.
              value
            )}
          </div>
        );
      })}
    </div>
  );
});

export interface EntriesTableProps {
  rows: RowStore;
  /** Rows of the view in order; null: every row the page holds, in file order. */
  view: Int32Array | null;
  /** Changes when rows arrive, so the table shows them. */
  rowCount: number;
  sort: SortColumn | undefined;
  way: 'asc' | 'desc';
  sortable: boolean;
  onSort: (next: { sort: SortColumn; way: 'asc' | 'desc' }) => void;
  /** Row of the entry in the detail panel. */
  selectedRow: number | undefined;
  onOpen: (row: number, messageId: string) => void;
}

/** The column headers, sort buttons once the file is complete (rendered again only when those change). */
const EntriesHeader = memo(function EntriesHeader({
  sort,
  way,
  sortable,
  onSort,
}: Pick<EntriesTableProps, 'sort' | 'way' | 'sortable' | 'onSort'>) {
  return (
    <div role="rowgroup" className={classes.header}>
      <div role="row" aria-rowindex={1} className={`${classes.row} ${classes.header}`}>
        {ENTRY_COLUMNS.map((column) => {
          const current = sort === column.id;
          const nextWay = current && way === 'asc' ? 'desc' : 'asc';
          return (
            <div
              key={column.id}
              role="columnheader"
              className={classes.cell}
              aria-sort={current ? (way === 'asc' ? 'ascending' : 'descending') : 'none'}
            >
              {sortable ? (
                <button
                  type="button"
                  className={classes.sortButton}
                  tabIndex={-1}
                  onClick={() => onSort({ sort: column.id, way: nextWay })}
                  aria-label={`Sort by ${column.label}, ${nextWay === 'asc' ? 'ascending' : 'descending'}`}
                >
                  {column.label}{' '}
                  <span aria-hidden="true">{current ? (way === 'asc' ? '▲' : '▼') : '↕'}</span>
                </button>
              ) : (
                column.label
              )}
            </div>
          );
        })}
      </div>
    </div>
  );
});

export function EntriesTable({
  rows,
  view,
  rowCount,
  sort,
  way,
  sortable,
  onSort,
  selectedRow,
  onOpen,
}: EntriesTableProps) {
  const [scrollBox, setScrollBox] = useState<HTMLDivElement | null>(null);
  const count = view ? view.length : rowCount;
  const [active, setActive] = useState(0);
  const activeIndex = Math.min(active, Math.max(0, count - 1));
  // The first rows on screen are only those in sight; the rows around them follow in a task of their own.
  const [overscan, setOverscan] = useState(0);
  const shown = count > 0 && scrollBox !== null;
  useEffect(() => {
    if (!shown || overscan === OVERSCAN) return undefined;
    const timer = setTimeout(() => setOverscan(OVERSCAN), 50);
    return () => clearTimeout(timer);
  }, [shown, overscan]);
  const virtual = useVirtualRows({
    count,
    scrollBox,
    rowHeight: ROW_HEIGHT,
    overscan,
  });
  const rowAt = (index: number) => (view ? (view[index] ?? -1) : index);

  // A new view (filters, sort) starts at its top.
  useEffect(() => {
    scrollBox?.scrollTo({ top: 0 });
  }, [scrollBox, view]);

  const move = (index: number) => {
    const next = Math.max(0, Math.min(count - 1, index));
    setActive(next);
    virtual.scrollToIndex(next);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const page = Math.max(1, Math.floor((scrollBox?.clientHeight ?? 400) / ROW_HEIGHT) - 1);
    const keys: Record<string, () => void> = {
      ArrowDown: () => move(activeIndex + 1),
      ArrowUp: () => move(activeIndex - 1),
      PageDown: () => move(activeIndex + page),
      PageUp: () => move(activeIndex - page),
      Home: () => move(0),
      End: () => move(count - 1),
      Enter: () => {
        const row = rowAt(activeIndex);
        if (row >= 0) onOpen(row, rows.text(row, 'id'));
      },
    };
    const action = keys[event.key];
    if (action && count > 0) {
      event.preventDefault();
      action();
    }
  };

  // One click handler for every row: the row is found from the element clicked.
  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    const target = event.target instanceof Element ? event.target.closest('[data-index]') : null;
    if (!(target instanceof HTMLElement)) return;
    const index = Number(target.dataset.index);
    const row = rowAt(index);
    if (row < 0) return;
    setActive(index);
    onOpen(row, rows.text(row, 'id'));
  };

  const activeRow = count > 0 ? rowAt(activeIndex) : -1;
  return (
    <div
      ref={setScrollBox}
      className={classes.grid}
      style={GRID_STYLE}
      role="grid"
      aria-label="Entries of the file"
      aria-rowcount={count + 1}
      aria-colcount={ENTRY_COLUMNS.length}
      aria-activedescendant={activeRow >= 0 ? `entry-row-${activeRow}` : undefined}
      tabIndex={0}
      onKeyDown={onKeyDown}
      onClick={onClick}
    >
      <EntriesHeader sort={sort} way={way} sortable={sortable} onSort={onSort} />
      <div role="rowgroup" className={classes.body} style={{ height: virtual.totalSize }}>
        {virtual.items.map((item) => {
          const row = rowAt(item.index);
          return row < 0 ? null : (
            <EntryRow
              key={item.key}
              rows={rows}
              row={row}
              index={item.index}
              start={item.start}
              selected={row === selectedRow || item.index === activeIndex}
            />
          );
        })}
      </div>
    </div>
  );
}
