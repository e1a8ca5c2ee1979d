// The sender applications page: filters, sortable table, paging, and the drawer of one application.
import { Button, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { ListPagination } from '@/components/list-pagination';
import { EmptyState, ErrorState } from '@/components/query-state';
import { senderApplicationsQueryOptions } from '../api';
import {
  SENDER_APPLICATION_PAGE_SIZES,
  hasFilters,
  senderApplicationListParams,
  type SenderApplicationSearch,
} from '../search';
import { SenderApplicationDrawer } from './sender-application-drawer';
import { SenderApplicationsFilters } from './sender-applications-filters';
import { SenderApplicationsTable } from './sender-applications-table';

export function SenderApplicationsPage({
  search,
  onSearchChange,
}: {
  search: SenderApplicationSearch;
  /** Merges into the URL's search params; `replace` for corrections that should not add history. */
  onSearchChange: (next: Partial<SenderApplicationSearch>, options?: { replace?: boolean }) => void;
}) {
  const list = useQuery(senderApplicationsQueryOptions(senderApplicationListParams(search)));
  const total = list.data?.meta.page.total;

  // A page past the end (an old link, a smaller result) moves to the last page.
  useEffect(() => {
    if (total !== undefined && total > 0 && search.offset >= total && !list.isPlaceholderData) {
      const lastPage = Math.floor((total - 1) / search.limit) * search.limit;
      onSearchChange({ offset: lastPage }, { replace: true });
    }
  }, [total, search.offset, search.limit, list.isPlaceholderData, onSearchChange]);

  const filtered = hasFilters(search);
  const applications = list.data?.data ?? [];

  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1}>Sender applications</Title>
        <Text size="sm" c="dimmed" maw={640}>
          Applications to register SMS sender names. Open one to read every detail; a rejected
          application says why.
        </Text>
      </Stack>

      <SenderApplicationsFilters search={search} onChange={onSearchChange} />

      {list.isError && !list.data ? (
        <ErrorState error={list.error} onRetry={() => void list.refetch()} />
      ) : (
        <Stack gap="sm" aria-busy={list.isFetching}>
          {list.isError && (
            <ErrorState
              error={list.error}
              title="Could not refresh the list"
              onRetry={() => void list.refetch()}
            />
          )}
          {list.data && applications.length === 0 ? (
            <EmptyState
              title={filtered ? 'No application matches these filters' : 'No applications yet'}
            >
              {filtered ? (
                <Stack align="center" gap="xs">
                  <span>Change or clear the filters to see other applications.</span>
                  <Button
                    size="xs"
                    variant="light"
                    onClick={() =>
                      onSearchChange({
                        status: undefined,
                        id: undefined,
                        country_code: undefined,
                        sender: undefined,
                        created_at: undefined,
                        offset: 0,
                      })
                    }
                  >
                    Show all applications
                  </Button>
                </Stack>
              ) : (
                'Applications made in the personal account appear here.'
              )}
            </EmptyState>
          ) : (
            <SenderApplicationsTable
              applications={applications}
              loadingRows={list.data ? undefined : Math.min(search.limit, 12)}
              sort={search.sort}
              way={search.way}
              onSort={({ sort, way }) => onSearchChange({ sort, way, offset: 0 })}
              onOpen={(id) => onSearchChange({ application: id })}
            />
          )}
          {list.data && (
            <ListPagination
              offset={search.offset}
              limit={search.limit}
              total={list.data.meta.page.total}
              pageSizes={SENDER_APPLICATION_PAGE_SIZES}
              onChange={({ offset, limit }) => onSearchChange({ offset, limit })}
            />
          )}
        </Stack>
      )}

      <SenderApplicationDrawer
        applicationId={search.application}
        fromPage={applications.find((a) => a.id === search.application)}
        onClose={() => onSearchChange({ application: undefined })}
      />
    </Stack>
  );
}
