// The statistics file viewer: the file's request, its format (csv only when allowed), the download parsed in a
// worker with progress, filters, the virtualised entries, a summary with exact costs and charts under them, one
// entry in a side panel, and the raw file as received.
import '@mantine/core/styles/Progress.layer.css';
import { Alert, Button, Group, Progress, Skeleton, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { memo, useCallback, useDeferredValue, useEffect, useId, useMemo, useState } from 'react';
import { PageBackLink, PageHeading } from '@/components/page-heading';
import { SegmentedChoice } from '@/components/segmented-choice';
import { STATISTICS_FILE_HEADING } from '../headings';
import { EmptyState, ErrorState } from '@/components/query-state';
import { textLinesHeight } from '@/lib/text-height';
import { StatusBadge } from '@/components/status-badge';
import { csvAllowed, type StatFile, type StatFileFormat } from '@/contracts/statistics';
import { statFilesQueryOptions } from '../api';
import { countText, entriesText } from '../count-text';
import { describeRequest } from '../describe-request';
import type { FileLoadState, FileSession } from '../file-session';
import type { StatisticsEntry } from '../model/entry';
import { hasFilters, type StatFileViewerSearch } from '../search';
import { STAT_FILE_STATUS_STYLES } from '../statuses';
import { useEntryView, useStatisticsFile } from '../use-statistics-file';
import type { SortColumn, ViewRequest } from '../worker/protocol';
import { EntriesFilters } from './entries-filters';
import { EntriesTable } from './entries-table';
import { EntryDetail } from './entry-detail';
import { SummaryPanel, summaryCountText } from './summary-panel';

type OnSearchChange = (
  next: Partial<StatFileViewerSearch>,
  options?: { replace?: boolean },
) => void;

export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} kB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(ms < 10_000 ? 2 : 1)} s`;

/** Saves the file exactly as it was received (the bytes kept by the worker). */
function downloadBlob(file: Blob, name: string): void {
  const url = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

const FormatChooser = memo(function FormatChooser({
  file,
  format,
  onChange,
}: {
  file: StatFile;
  format: StatFileFormat;
  onChange: (format: StatFileFormat) => void;
}) {
  const labelId = useId();
  const csv = csvAllowed(file.request);
  return (
    <Stack gap={4}>
      <Text id={labelId} size="sm" fw={500}>
        Format
      </Text>
      <SegmentedChoice
        aria-labelledby={labelId}
        value={format}
        onChange={onChange}
        data={[
          { value: 'json', label: 'JSON' },
          { value: 'xml', label: 'XML' },
          { value: 'csv', label: 'CSV', disabled: !csv },
        ]}
      />
      {!csv && (
        <Text size="xs" c="dimmed" maw={420}>
          CSV is available only for files requested with a message type; this file was requested{' '}
          {file.request.form === 'messages' ? 'by message ids' : 'without one'}.
        </Text>
      )}
    </Stack>
  );
});

function LoadStatus({
  state,
  format,
  fileKey,
  onRetry,
}: {
  state: FileLoadState;
  format: StatFileFormat;
  fileKey: string;
  onRetry: () => void;
}) {
  if (state.status === 'failed') {
    return (
      <ErrorState
        title={`The ${format.toUpperCase()} file could not be opened`}
        error={state.error}
        onRetry={onRetry}
      />
    );
  }
  if (state.status === 'loading') {
    const share = state.total ? Math.min(100, (state.received / state.total) * 100) : undefined;
    const label = `Downloading and reading the file: ${formatBytes(state.received)} received${state.total ? ` of ${formatBytes(state.total)}` : ''}, ${entriesText(state.entries)} read`;
    return (
      <Stack gap={4} role="status" aria-live="polite">
        <Progress
          value={share ?? 100}
          animated={share === undefined}
          striped={share === undefined}
          aria-label={label}
          size="lg"
        />
        <Text size="sm">{label}</Text>
      </Stack>
    );
  }
  const { timings } = state;
  return (
    <Group justify="space-between" wrap="wrap" gap="sm">
      <Text size="sm" c="dimmed" role="status">
        {entriesText(state.entries)} · {formatBytes(state.bytes)} · read in{' '}
        {seconds(timings.parsed - timings.started)} (first rows after{' '}
        {seconds((timings.firstRows || timings.parsed) - timings.started)})
        {state.skipped > 0 &&
          ` · ${countText(state.skipped, 'item that is not an entry was', 'items that are not entries were')} left out`}
      </Text>
      {/* Its label wraps on a phone, where one line cut off the file's size. */}
      <Button
        variant="default"
        size="sm"
        h="auto"
        mih={36}
        py={6}
        styles={{ label: { whiteSpace: 'normal' } }}
        onClick={() => downloadBlob(state.file, `stat-${fileKey}.${format}`)}
      >
        Download the {format.toUpperCase()} file as received ({formatBytes(state.bytes)})
      </Button>
    </Group>
  );
}

function useEntryDetail(
  session: FileSession | undefined,
  ready: boolean,
  wanted: string | undefined,
) {
  const [detail, setDetail] = useState<{
    wanted: string;
    row: number;
    entry: StatisticsEntry | null;
  }>();
  useEffect(() => {
    if (!session || wanted === undefined) return undefined;
    let current = true;
    const rowMatch = /^row-(\d+)$/.exec(wanted);
    const rowPromise = rowMatch ? Promise.resolve(Number(rowMatch[1])) : session.find(wanted);
    void rowPromise.then(async (row) => {
      const entry = row >= 0 ? await session.entry(row) : null;
      // Not found while the file is still arriving: it may be further on; wait for the end.
      if (current && (entry || ready)) setDetail({ wanted, row, entry });
    });
    return () => {
      current = false;
    };
  }, [session, ready, wanted]);
  const shown = detail && detail.wanted === wanted ? detail : undefined;
  return { entry: shown?.entry, row: shown?.row, loading: wanted !== undefined && !shown };
}

function FileView({
  file,
  search,
  onSearchChange,
}: {
  file: StatFile;
  search: StatFileViewerSearch;
  onSearchChange: OnSearchChange;
}) {
  const csvRefused = search.format === 'csv' && !csvAllowed(file.request);
  const format = search.format;
  const { session, state, retry } = useStatisticsFile(file.key, format, !csvRefused);
  // The end of a load is drawn in two renders: the status line at once (the worker's message is rendered
  // synchronously, as an external store's), then, in a render that yields to the page, what the complete file
  // enables: sorting, the view's summary, the empty states and the filters.
  const ready = useDeferredValue(state.status === 'done');
  const { status, type, country, operator, sender, q, sort, way } = search;
  const request = useMemo<ViewRequest>(
    () => ({ filters: { status, type, country, operator, sender, q }, sort: sort ?? null, way }),
    [status, type, country, operator, sender, q, sort, way],
  );
  const { view, pending } = useEntryView(session, ready, request);
  const detail = useEntryDetail(session, ready, search.entry);
  const { what, details } = describeRequest(file.request);
  const filtered = hasFilters(search);
  // Stable, so that what a new chunk of the file does not change is not rendered again.
  const chooseFormat = useCallback(
    (next: StatFileFormat) => onSearchChange({ format: next, entry: undefined }),
    [onSearchChange],
  );
  const closeEntry = useCallback(() => onSearchChange({ entry: undefined }), [onSearchChange]);
  const sortBy = useCallback(
    (next: { sort: SortColumn; way: 'asc' | 'desc' }) =>
      onSearchChange({ ...next, entry: undefined }),
    [onSearchChange],
  );
  const openEntry = useCallback(
    (row: number, messageId: string) =>
      onSearchChange({ entry: messageId === '' ? `row-${row}` : messageId }),
    [onSearchChange],
  );
  // The filters' lists of values (with counts) and their enabling follow the end of a load in a render that
  // yields to the page: the last rows, the status and the table's sort buttons show first.
  const filterFacets = useDeferredValue(state.status === 'done' ? state.facets : undefined);
  const filtersDisabled = useDeferredValue(!ready);

  return (
    <Stack gap="md">
      <Stack gap={4}>
        <Group gap="sm" align="center" wrap="wrap">
          <StatusBadge status={file.status} styles={STAT_FILE_STATUS_STYLES} />
          <Text ff="monospace" size="sm" style={{ wordBreak: 'break-all' }}>
            {file.key}
          </Text>
        </Group>
        <Text size="sm" fw={500}>
          {what}
        </Text>
        <Text size="sm" c="dimmed">
          {details.join(' · ')}
        </Text>
      </Stack>

      <FormatChooser file={file} format={format} onChange={chooseFormat} />

      {csvRefused ? (
        <Alert color="orange" title="CSV is not available for this file" role="alert">
          The platform gives csv only for files requested with a message type. Open it as JSON or
          XML instead.
        </Alert>
      ) : (
        <>
          <LoadStatus state={state} format={format} fileKey={file.key} onRetry={retry} />
          {state.status !== 'failed' && (
            <>
              <EntriesFilters
                search={search}
                facets={filterFacets}
                disabled={filtersDisabled}
                onChange={onSearchChange}
              />
              {/* One line kept from the start, so that the rows below do not move when the count comes. */}
              <Text
                size="sm"
                mih={textLinesHeight('sm')}
                aria-live="polite"
                {...(view ? { fw: 600 } : { c: 'dimmed' })}
              >
                {view
                  ? summaryCountText(view.summary, state.entries)
                  : !ready && (filtered || sort)
                    ? 'The entries are shown in the order of the file while it arrives; filters and sorting apply once it is complete.'
                    : ''}
              </Text>
              {ready && state.entries === 0 ? (
                <EmptyState title="This file has no entries">
                  The platform found no messages for this request.
                </EmptyState>
              ) : ready && view?.rows?.length === 0 ? (
                <EmptyState title="No entry matches these filters">
                  Change or clear the filters to see other entries.
                </EmptyState>
              ) : state.rows === 0 ? (
                <Stack gap={6} aria-busy="true" aria-label="Waiting for the first entries">
                  {Array.from({ length: 8 }, (_, i) => (
                    <Skeleton key={i} height={30} />
                  ))}
                </Stack>
              ) : (
                session && (
                  <div aria-busy={pending}>
                    <EntriesTable
                      rows={session.rows}
                      view={ready ? (view?.rows ?? null) : null}
                      rowCount={state.rows}
                      sort={sort}
                      way={way}
                      sortable={ready}
                      onSort={sortBy}
                      selectedRow={detail.row}
                      onOpen={openEntry}
                    />
                  </div>
                )
              )}
              {/* Under the entries: appearing when the file is complete, it moves nothing on screen. */}
              {view ? (
                <SummaryPanel summary={view.summary} />
              ) : (
                ready && <Skeleton height={120} aria-label="Computing the summary" />
              )}
            </>
          )}
        </>
      )}
      <EntryDetail
        opened={search.entry !== undefined}
        entry={detail.entry}
        loading={detail.loading}
        onClose={closeEntry}
      />
    </Stack>
  );
}

export function StatisticsFileViewer({
  fileKey,
  search,
  onSearchChange,
}: {
  fileKey: string;
  search: StatFileViewerSearch;
  onSearchChange: OnSearchChange;
}) {
  const files = useQuery(statFilesQueryOptions());
  // The viewer is first rendered in a render that yields to the page (a transition), its placeholder until then:
  // a render started by the router or the listing is one task with its commit and effects.
  const started = useDeferredValue(true, false);
  return (
    // The heading is the one the static frame of index.html paints before any script (headings.ts): the same
    // text in the same place whatever the file's state.
    <Stack gap="lg">
      <PageBackLink heading={STATISTICS_FILE_HEADING} />
      <PageHeading heading={STATISTICS_FILE_HEADING} />
      {files.isPending || (!started && files.isSuccess) ? (
        <Stack gap="sm" aria-busy="true" aria-label="Loading the file">
          <Skeleton height={20} width="60%" />
          <Skeleton height={300} />
        </Stack>
      ) : files.isError ? (
        <ErrorState error={files.error} onRetry={() => void files.refetch()} />
      ) : (
        <FileOrState
          file={files.data.find((f) => f.key === fileKey)}
          fileKey={fileKey}
          search={search}
          onSearchChange={onSearchChange}
        />
      )}
    </Stack>
  );
}

/** The file, or why it cannot be shown: no file with this key, or one that is not ready. */
function FileOrState({
  file,
  fileKey,
  search,
  onSearchChange,
}: {
  file: StatFile | undefined;
  fileKey: string;
  search: StatFileViewerSearch;
  onSearchChange: OnSearchChange;
}) {
  if (!file) {
    return (
      <EmptyState title="No statistics file with this key">
        The platform lists no file <bdi>{fileKey}</bdi> for your account. The link may be mistyped,
        or the file may belong to another account.
      </EmptyState>
    );
  }
  if (!file.ready) {
    const { what, details } = describeRequest(file.request);
    return (
      <Stack gap="md">
        <Text ff="monospace" size="sm" style={{ wordBreak: 'break-all' }}>
          {file.key}
        </Text>
        <Text size="sm">
          {what} · {details.join(' · ')}
        </Text>
        <Alert color="red" title="This file cannot be opened" role="alert">
          {file.status.toLowerCase() === 'error'
            ? 'The platform could not generate this file (status Error), so it has no content. Request the statistics again.'
            : `The file is not ready (status ${file.status}). Try again later.`}
        </Alert>
      </Stack>
    );
  }
  return <FileView file={file} search={search} onSearchChange={onSearchChange} />;
}
