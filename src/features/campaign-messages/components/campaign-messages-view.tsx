// The messages list with its filters, sortable table, paging and CSV export; used by /messages and by a
// campaign's page (with the campaign fixed). Its whole state is the URL's search params.
import { Alert, Group, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { ListBody } from '@/components/list-body';
import { LIVE_REFRESH_SECONDS } from '@/components/updated-ago';
import { useClampOffset } from '@/components/use-clamp-offset';
import { MAX_PERIOD_MONTHS, fromWireDateTime } from '@/contracts/campaign-messages';
import { formatDateTime } from '@/lib/format';
import { isApiError } from '@/lib/errors';
import { campaignMessagesQueryOptions } from '../api';
import {
  MESSAGE_PAGE_SIZES,
  MESSAGE_SEARCH_DEFAULTS,
  campaignMessagesParams,
  hasProblems,
  searchProblems,
  type CampaignMessagesSearch,
} from '../search';
import {
  CampaignMessagesFilters,
  FIELD_OF_PARAMETER,
  type AppliedFilters,
} from './campaign-messages-filters';
import { isOpenMessageStatus } from '../statuses';
import { CampaignMessagesTable } from './campaign-messages-table';
import { ExportCsv } from './export-csv';

const SORT_LABELS = { id: 'id', phone: 'phone', delivered: 'delivery time' } as const;

function periodText(search: Pick<CampaignMessagesSearch, 'from' | 'to'>): string {
  const show = (value: string | undefined) =>
    value === undefined || !fromWireDateTime(value) ? undefined : formatDateTime(value);
  const from = show(search.from) ?? `${MAX_PERIOD_MONTHS} months before the end`;
  const to = show(search.to) ?? 'now';
  return `Sent from ${from} to ${to}`;
}

export function CampaignMessagesView({
  search,
  onSearchChange,
  fixedCampaignId,
}: {
  search: CampaignMessagesSearch;
  /** Merges into the URL's search params (a new history entry unless `replace`). */
  onSearchChange: (next: Partial<CampaignMessagesSearch>, options?: { replace?: boolean }) => void;
  /** On a campaign's page: the campaign whose messages these are. */
  fixedCampaignId?: number;
}) {
  const effective = useMemo(
    () => (fixedCampaignId === undefined ? search : { ...search, campaign_id: fixedCampaignId }),
    [search, fixedCampaignId],
  );
  const params = useMemo(() => campaignMessagesParams(effective), [effective]);
  const problems = searchProblems(effective);
  const blocked = hasProblems(problems);
  // Refreshed by itself while a message on the page can still change status (never while the tab is hidden).
  const list = useQuery({
    ...campaignMessagesQueryOptions(params),
    enabled: !blocked,
    refetchInterval: (query) =>
      query.state.data?.data.some((message) => isOpenMessageStatus(message.status))
        ? LIVE_REFRESH_SECONDS * 1000
        : false,
    refetchIntervalInBackground: false,
  });
  const live = list.data?.data.some((message) => isOpenMessageStatus(message.status)) ?? false;
  const total = list.data?.meta.page.total;

  // A page past the end (an old link, a narrower filter) moves to the last page.
  useClampOffset(search, total, list.isPlaceholderData, onSearchChange);

  const serverErrors = useMemo(
    () => (isApiError(list.error) && !blocked ? list.error.fieldErrors : undefined),
    [list.error, blocked],
  );
  const fieldError =
    serverErrors !== undefined &&
    Object.keys(serverErrors).some((key) => key in FIELD_OF_PARAMETER);

  const { from, to, sort, way, limit, offset } = effective;
  const detailSearch = useMemo(
    (): Partial<CampaignMessagesSearch> =>
      fixedCampaignId === undefined
        ? effective
        : { campaign_id: fixedCampaignId, from, to, sort, way, limit, offset },
    [effective, fixedCampaignId, from, to, sort, way, limit, offset],
  );
  const onSort = useCallback(
    (next: Pick<CampaignMessagesSearch, 'sort' | 'way'>) => onSearchChange({ ...next, offset: 0 }),
    [onSearchChange],
  );
  const onApply = useCallback(
    (filters: AppliedFilters) => onSearchChange({ ...filters, offset: 0 }),
    [onSearchChange],
  );
  const onClear = useCallback(
    (filters: AppliedFilters) =>
      onSearchChange({
        ...filters,
        sort: MESSAGE_SEARCH_DEFAULTS.sort,
        way: MESSAGE_SEARCH_DEFAULTS.way,
        offset: 0,
      }),
    [onSearchChange],
  );

  const filtered = Boolean(
    effective.reference_id ??
    effective.id ??
    (fixedCampaignId === undefined ? effective.campaign_id : undefined),
  );

  return (
    <Stack gap="md">
      <CampaignMessagesFilters
        search={effective}
        onApply={onApply}
        onClear={onClear}
        sorted={sort !== MESSAGE_SEARCH_DEFAULTS.sort || way !== MESSAGE_SEARCH_DEFAULTS.way}
        serverErrors={serverErrors}
        hideCampaign={fixedCampaignId !== undefined}
      />
      <Group justify="space-between" align="center" wrap="wrap" gap="sm">
        <Text size="sm" c="dimmed">
          {periodText(effective)} (your local time), by {SORT_LABELS[sort]}{' '}
          {way === 'asc' ? 'ascending' : 'descending'}.
        </Text>
        <ExportCsv
          params={params}
          disabledReason={
            blocked
              ? 'Fix the period first: the export uses the same filters.'
              : total === 0
                ? 'Nothing to export: no message matches these filters.'
                : undefined
          }
        />
      </Group>

      {blocked ? (
        <Alert color="yellow" title="The period breaks the platform's rules">
          No request was sent. {problems.from ?? problems.to} Change the dates above and apply the
          filters.
        </Alert>
      ) : list.isError && !list.data && fieldError ? (
        <Alert color="red" title="The platform refused these filters" role="alert">
          {list.error.message} The fields above say what to change.
        </Alert>
      ) : (
        <ListBody
          list={list}
          page={list.data && { rows: list.data.data.length, total: list.data.meta.page.total }}
          paging={{ search, pageSizes: MESSAGE_PAGE_SIZES, onSearchChange }}
          autoRefresh={live && LIVE_REFRESH_SECONDS}
          empty={[
            filtered ? 'No message matches these filters' : 'No messages in this period',
            `Messages are found by their send date within the period (the last ${MAX_PERIOD_MONTHS} months unless you set it). Widen the period or change the filters.`,
          ]}
        >
          <CampaignMessagesTable
            messages={list.data?.data ?? []}
            loadingRows={list.data ? undefined : search.limit}
            sort={sort}
            way={way}
            onSort={onSort}
            detailSearch={detailSearch}
            caption={`Campaign messages, by ${SORT_LABELS[sort]} ${way === 'asc' ? 'ascending' : 'descending'}`}
          />
        </ListBody>
      )}
    </Stack>
  );
}
