// The body of a paged list: the error with a retry while there is nothing to show, a "could not refresh"
// error over the rows shown, the empty state (saying whether filters narrowed it), the table and the paging.
import { Stack } from '@mantine/core';
import { memo, useDeferredValue, type ReactNode } from 'react';
import { ListPagination, type ListPaginationProps } from './list-pagination';
import { EmptyState, ErrorState } from './query-state';
import { UpdatedAgo } from './updated-ago';

// The paging renders again only when its own values change: not on a sort, nor while a page loads.
const MemoListPagination = memo(ListPagination);

/**
 * The page of a list to render as rows: the query's data, rendered in a background render that React splits into
 * short tasks, after the render that shows the rest of the page (a page of rows rendered with it made one task of
 * 200 ms and more). So also when the page first mounts with its data already there (its route's loader waited for
 * it): the rows come in the render after.
 */
export function useShownPage<T>(data: T | undefined): T | undefined {
  return useDeferredValue<T | null | undefined>(data, null) ?? undefined;
}

/** The parts of the list's query the body reads. */
export interface ListBodyQuery {
  error: unknown;
  isError: boolean;
  isFetching: boolean;
  refetch: () => unknown;
  /** When the page shown was fetched (epoch ms, 0 while none): said as "Updated N s ago". */
  dataUpdatedAt?: number;
}

export function ListBody({
  list,
  page,
  empty: [emptyTitle, emptyText],
  paging: { search, pageSizes, onSearchChange },
  autoRefresh,
  children,
}: {
  list: ListBodyQuery;
  /** The page shown (its row count and the list's total); undefined while none has loaded. */
  page: { rows: number; total: number } | undefined;
  /** What an empty page says: its title, then the text under it. */
  empty: readonly [title: string, text: ReactNode];
  paging: {
    /** The page in view. */
    search: { offset: number; limit: number };
    pageSizes: ListPaginationProps['pageSizes'];
    /** Called with the new offset and limit when the paging changes. */
    onSearchChange: ListPaginationProps['onChange'];
  };
  /** Seconds between the list's own refreshes while it does refresh by itself (said under the list). */
  autoRefresh?: number | false;
  /** The table (showing its loading rows until a page has loaded). */
  children: ReactNode;
}) {
  const retry = () => void list.refetch();
  if (list.isError && !page) return <ErrorState error={list.error} onRetry={retry} />;
  return (
    <Stack gap="sm" aria-busy={list.isFetching}>
      {list.isError && (
        <ErrorState error={list.error} title="Could not refresh the list" onRetry={retry} />
      )}
      {page?.rows === 0 ? <EmptyState title={emptyTitle}>{emptyText}</EmptyState> : children}
      {page && list.dataUpdatedAt !== undefined && (
        <UpdatedAgo at={list.dataUpdatedAt} fetching={list.isFetching} auto={autoRefresh} />
      )}
      {page && (
        <MemoListPagination
          offset={search.offset}
          limit={search.limit}
          total={page.total}
          pageSizes={pageSizes}
          onChange={onSearchChange}
        />
      )}
    </Stack>
  );
}
