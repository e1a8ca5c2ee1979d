// The 2FA sessions list: period and filters, sortable table with status, recipient, country and cost, paging;
// all of it lives in the URL.
import { Button, Group, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { memo, useCallback, useMemo } from 'react';
import { ListBody } from '@/components/list-body';
import { LIVE_REFRESH_SECONDS } from '@/components/updated-ago';
import { useClampOffset } from '@/components/use-clamp-offset';
import { DateTimeText } from '@/components/date-time-text';
import { otpSessionListQueryOptions } from '../api';
import {
  OTP_PAGE_SIZES,
  OTP_SEARCH_DEFAULTS,
  otpSessionListParams,
  type OtpSessionListSearch,
} from '../search';
import { SessionsFilters, type SessionFilters } from './sessions-filters';
import { SessionsTable } from './sessions-table';
import { PageHeading } from '@/components/page-heading';
import { SESSIONS_HEADING } from '../headings';

export type PeriodSearch = OtpSessionListSearch & { from: string; to: string };

// The filters render again only when their own values change: not on a sort, nor while a page loads (their
// Mantine inputs are costly next to the light rows of a 500-row page). The list body's paging does the same.
const MemoSessionsFilters = memo(SessionsFilters);

export function SessionsPage({
  search,
  onSearchChange,
}: {
  search: PeriodSearch;
  /** `lastDay`: the new period is "the last 24 hours", to follow now when the person comes back to it. */
  onSearchChange: (
    next: Partial<OtpSessionListSearch>,
    options?: { replace?: boolean; lastDay?: boolean },
  ) => void;
}) {
  // Refreshed by itself while a session on the page is pending (never while the tab is hidden).
  const list = useQuery({
    ...otpSessionListQueryOptions(otpSessionListParams(search)),
    refetchInterval: (query) =>
      query.state.data?.list.some((session) => session.status === 'pending')
        ? LIVE_REFRESH_SECONDS * 1000
        : false,
    refetchIntervalInBackground: false,
  });
  const live = list.data?.list.some((session) => session.status === 'pending') ?? false;
  const total = list.data?.total;

  // A page past the end (an old link, a narrower filter) moves to the last page.
  useClampOffset(search, total, list.isPlaceholderData, onSearchChange);

  const { from, to, ids, status, channel, recipient, country } = search;
  const filters = useMemo<SessionFilters>(
    () => ({ from, to, ids, status, channel, recipient, country }),
    [from, to, ids, status, channel, recipient, country],
  );
  const onFiltersChange = useCallback(
    (next: Partial<OtpSessionListSearch>, options?: { lastDay?: boolean }) =>
      onSearchChange(next, options),
    [onSearchChange],
  );
  const onSort = useCallback(
    ({ sort, way }: Pick<OtpSessionListSearch, 'sort' | 'way'>) =>
      onSearchChange({ sort, way, offset: 0 }),
    [onSearchChange],
  );

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
        <PageHeading heading={SESSIONS_HEADING} />
        <Button component={Link} to="/otp/send">
          Send an OTP
        </Button>
      </Group>

      <MemoSessionsFilters
        key={filterKey}
        search={filters}
        sorted={search.sort !== OTP_SEARCH_DEFAULTS.sort || search.way !== OTP_SEARCH_DEFAULTS.way}
        onChange={onFiltersChange}
      />

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

      <ListBody
        list={list}
        page={list.data && { rows: list.data.list.length, total: list.data.total }}
        paging={{ search, pageSizes: OTP_PAGE_SIZES, onSearchChange }}
        autoRefresh={live && LIVE_REFRESH_SECONDS}
        empty={
          filtered
            ? [
                'No session matches these filters',
                'Change or clear the filters, or widen the period.',
              ]
            : ['No session in this period', 'Widen the period, or send an OTP to start a session.']
        }
      >
        <SessionsTable
          sessions={list.data?.list ?? []}
          loadingRows={list.data ? undefined : search.limit}
          sort={search.sort}
          way={search.way}
          onSort={onSort}
        />
      </ListBody>
    </Stack>
  );
}
