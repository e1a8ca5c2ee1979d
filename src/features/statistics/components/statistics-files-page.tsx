// The statistics files list: each file's key, what was requested (written for a person) and its status;
// a Done file opens in the viewer, an Error file says it cannot be opened. Filters live in the URL.
import { Anchor, Group, Skeleton, Stack, Table, Text, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useId } from 'react';
import { EmptyState, ErrorState } from '@/components/query-state';
import { SegmentedChoice } from '@/components/segmented-choice';
import { StatusBadge } from '@/components/status-badge';
import type { StatFile } from '@/contracts/statistics';
import { statFilesQueryOptions } from '../api';
import { countText, formatCount } from '../count-text';
import { describeRequest } from '../describe-request';
import type { StatFilesSearch } from '../search';
import { STAT_FILE_STATUS_STYLES } from '../statuses';
import { PageHeading } from '@/components/page-heading';
import { STATISTICS_HEADING } from '../headings';

function matches(file: StatFile, search: StatFilesSearch): boolean {
  if (search.status === 'done' && !file.ready) return false;
  if (search.status === 'error' && file.ready) return false;
  const q = search.q.trim().toLowerCase();
  if (q === '') return true;
  const { what, details } = describeRequest(file.request);
  return [file.key, what, ...details].some((text) => text.toLowerCase().includes(q));
}

function FileRow({ file }: { file: StatFile }) {
  const { what, details } = describeRequest(file.request);
  return (
    <Table.Tr>
      <Table.Td>
        <Text ff="monospace" size="sm" style={{ wordBreak: 'break-all' }}>
          {file.key}
        </Text>
      </Table.Td>
      <Table.Td>
        <Text size="sm" fw={500}>
          {what}
        </Text>
        <Text size="xs" c="dimmed">
          {details.join(' · ')}
        </Text>
      </Table.Td>
      <Table.Td>
        <StatusBadge status={file.status} styles={STAT_FILE_STATUS_STYLES} />
      </Table.Td>
      <Table.Td>
        {file.ready ? (
          <Anchor
            renderRoot={(props) => (
              <Link {...props} to="/statistics/$key" params={{ key: file.key }} />
            )}
            aria-label={`Open file ${file.key}`}
          >
            Open
          </Anchor>
        ) : (
          <Text size="sm" c="dimmed">
            {file.status.toLowerCase() === 'error'
              ? 'Cannot be opened: the platform failed to generate it'
              : `Not ready (${file.status})`}
          </Text>
        )}
      </Table.Td>
    </Table.Tr>
  );
}

export function StatisticsFilesPage({
  search,
  onSearchChange,
}: {
  search: StatFilesSearch;
  onSearchChange: (next: Partial<StatFilesSearch>, options?: { replace?: boolean }) => void;
}) {
  const files = useQuery(statFilesQueryOptions());
  const statusLabel = useId();
  const shown = files.data?.filter((file) => matches(file, search)) ?? [];
  return (
    <Stack gap="lg">
      <PageHeading heading={STATISTICS_HEADING} />

      <Group align="flex-end" gap="md" wrap="wrap">
        <Stack gap={4}>
          <Text id={statusLabel} size="sm" fw={500}>
            Status
          </Text>
          <SegmentedChoice
            aria-labelledby={statusLabel}
            value={search.status}
            onChange={(status) => onSearchChange({ status })}
            data={[
              { value: 'all', label: 'All' },
              { value: 'done', label: 'Done' },
              { value: 'error', label: 'Error' },
            ]}
          />
        </Stack>
        <TextInput
          label="Search files"
          description="Key, message type, sender, source"
          defaultValue={search.q}
          key={search.q}
          onChange={(event) => onSearchChange({ q: event.currentTarget.value }, { replace: true })}
          w={320}
        />
      </Group>

      {files.isError && !files.data ? (
        <ErrorState error={files.error} onRetry={() => void files.refetch()} />
      ) : files.isPending ? (
        <Stack gap="xs" aria-busy="true" aria-label="Loading the files">
          {Array.from({ length: 8 }, (_, i) => (
            <Skeleton key={i} height={44} />
          ))}
        </Stack>
      ) : shown.length === 0 ? (
        <EmptyState
          title={
            files.data.length === 0 ? 'No statistics files yet' : 'No file matches these filters'
          }
        >
          {files.data.length === 0
            ? 'Files requested from the platform appear here once it has generated them.'
            : 'Change or clear the filters to see other files.'}
        </EmptyState>
      ) : (
        <Table.ScrollContainer minWidth={720}>
          <Table verticalSpacing="sm" highlightOnHover>
            <Table.Caption>
              {shown.length === files.data.length
                ? countText(files.data.length, 'file', 'files')
                : `${formatCount(shown.length)} of ${countText(files.data.length, 'file', 'files')}`}
            </Table.Caption>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Key</Table.Th>
                <Table.Th>What was requested</Table.Th>
                <Table.Th>Status</Table.Th>
                <Table.Th>File</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {shown.map((file) => (
                <FileRow key={file.key} file={file} />
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
}
