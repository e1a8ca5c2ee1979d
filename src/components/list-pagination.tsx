// Paging of offset/limit lists: the range shown, page size, and page navigation from the list's total.
import { Group, NativeSelect, Text } from '@mantine/core';
import { usePagination } from '@mantine/hooks';
import classes from './list-pagination.module.css';

export interface ListPaginationProps {
  offset: number;
  limit: number;
  total: number;
  pageSizes: readonly number[];
  onChange: (next: { offset: number; limit: number }) => void;
}

export function ListPagination({ offset, limit, total, pageSizes, onChange }: ListPaginationProps) {
  const pages = Math.max(1, Math.ceil(total / limit));
  const page = Math.min(pages, Math.floor(offset / limit) + 1);
  const from = total === 0 ? 0 : offset + 1;
  const to = Math.min(offset + limit, total);
  return (
    <Group justify="space-between" wrap="wrap" gap="sm">
      <Text size="sm" c="dimmed" aria-live="polite">
        {total === 0
          ? 'No results'
          : `${from.toLocaleString()}–${to.toLocaleString()} of ${total.toLocaleString()}`}
      </Text>
      <Group gap="sm" wrap="wrap">
        <NativeSelect
          aria-label="Rows per page"
          size="xs"
          value={String(limit)}
          data={pageSizes.map((size) => ({ value: String(size), label: `${size} per page` }))}
          onChange={(event) => onChange({ offset: 0, limit: Number(event.currentTarget.value) })}
        />
        <PageButtons
          page={page}
          pages={pages}
          onPage={(next) => onChange({ offset: (next - 1) * limit, limit })}
        />
      </Group>
    </Group>
  );
}

const Chevron = ({ flip }: { flip?: boolean }) => (
  <svg
    viewBox="0 0 15 15"
    width="calc(0.75rem * var(--mantine-scale))"
    height="calc(0.75rem * var(--mantine-scale))"
    aria-hidden
    style={flip ? { transform: 'scaleX(-1)' } : undefined}
  >
    <path d="M9.5 3 5 7.5 9.5 12" fill="none" stroke="currentColor" strokeWidth="1.5" />
  </svg>
);

/**
 * The previous and next buttons, named "previous page" and "next page" (the keyboard shortcuts press them) and
 * disabled at either end, around the pages: the first, the last, the current one with its neighbours, and dots
 * for the pages between (Mantine's usePagination).
 */
function PageButtons({
  page,
  pages,
  onPage,
}: {
  page: number;
  pages: number;
  onPage: (page: number) => void;
}) {
  const { range } = usePagination({ total: pages, page, onChange: onPage });
  return (
    <div className={classes.pages}>
      <button
        type="button"
        className={classes.control}
        aria-label="previous page"
        disabled={page <= 1}
        onClick={() => onPage(page - 1)}
      >
        <Chevron />
      </button>
      {range.map((item, index) =>
        item === 'dots' ? (
          // Two runs of dots at most: before and after the current page.
          <span
            key={index < range.length / 2 ? 'dots-before' : 'dots-after'}
            className={classes.dots}
          >
            …
          </span>
        ) : (
          <button
            key={item}
            type="button"
            className={classes.control}
            aria-label={`Page ${item}`}
            aria-current={item === page ? 'page' : undefined}
            onClick={() => item !== page && onPage(item)}
          >
            {item}
          </button>
        ),
      )}
      <button
        type="button"
        className={classes.control}
        aria-label="next page"
        disabled={page >= pages}
        onClick={() => onPage(page + 1)}
      >
        <Chevron flip />
      </button>
    </div>
  );
}
