// The 2FA sessions list: period and filters, sortable table with status, recipient, country and cost, paging;
// all of it lives in the URL.
import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useEffect } from 'react';
import { EmptyState, ErrorState } from '@/components/query-state';
import { ListPagination } from '@/components/list-pagination';
import { DateTimeText } from '@/components/date-time-text';
import { otpSessionListQueryOptions } from '../api';
import { OTP_PAGE_SIZES, otpSessionListParams, type OtpSessionListSearch } from '../search';
import { SessionsFilters } from './sessions-filters';
import { SessionsTable } from './sessions-table';

export type PeriodSearch = OtpSessionListSearch & { from: string; to: string };

export function SessionsPage({
  search,
  onSearchChange,
}: {
  search: PeriodSearch;
  onSearchChange: (next: Partial<OtpSessionListSearch>, options?: { replace?: boolean }) => void;
}) {
  const list = useQuery(otpSessionListQueryOptions(otpSessionListParams(search)));
  const total = list.data?.total;

  // A page past the end (an old link, a narrower filter) moves to the last page.
  useEffect(() => {
    if (total !== undefined && total > 0 && search.offset >= total && !list.isPlaceholderData) {
      onSearchChange(
        { offset: Math.floor((total - 1) / search.limit) * search.limit },
        { replace: true },
      );
    }
  }, [total, search.offset, search.limit, list.isPlaceholderData, onSearchChange]);

  const filtered = Boolean(
    search.ids ?? search.status ?? search.channel ?? search.recipient ?? search.country,
  );
  const filterKey = [
    search.from,
    search.to,
    search.ids,
    search.status,
    search.channel,
    search.recipient,
    search.country,
  ].join('|');

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-start" wrap="wrap">
        <Stack gap={4}>
          <Title order={1}>2FA sessions</Title>
          <Text size="sm" c="dimmed" maw={620}>
            One-time password sessions created in the period: find one by id, recipient or status
            and open it to follow, verify, resend or cancel it.
          </Text>
        </Stack>
        <Button component={Link} to="/otp/send">
          Send an OTP
        </Button>
      </Group>

      <SessionsFilters key={filterKey} search={search} onChange={(next) => onSearchChange(next)} />

      <Group gap="xs" wrap="wrap">
        <Text size="sm" c="dimmed">
          Period:
        </Text>
        <DateTimeText value={search.from} />
        <Text size="sm" c="dimmed">
          to
        </Text>
        <DateTimeText value={search.to} />
        <Button
          variant="subtle"
          size="compact-sm"
          loading={list.isFetching}
          onClick={() => void list.refetch()}
        >
          Refresh
        </Button>
      </Group>

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
          {list.data && list.data.list.length === 0 ? (
            <EmptyState
              title={filtered ? 'No session matches these filters' : 'No session in this period'}
            >
              {filtered
                ? 'Change or clear the filters, or widen the period.'
                : 'Widen the period, or send an OTP to start a session.'}
            </EmptyState>
          ) : (
            <SessionsTable
              sessions={list.data?.list ?? []}
              loadingRows={list.data ? undefined : search.limit}
              sort={search.sort}
              way={search.way}
              onSort={({ sort, way }) => onSearchChange({ sort, way, offset: 0 })}
            />
          )}
          {list.data && (
            <ListPagination
              offset={search.offset}
              limit={search.limit}
              total={list.data.total}
              pageSizes={OTP_PAGE_SIZES}
              onChange={({ offset, limit }) => onSearchChange({ offset, limit })}
            />
          )}
        </Stack>
      )}
    </Stack>
  );
}
