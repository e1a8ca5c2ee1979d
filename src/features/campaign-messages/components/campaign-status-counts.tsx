// A campaign's messages by status (from the messages list filtered by the campaign), so that a person sees
// whether it is still sending before stopping it; refreshed by itself while messages can still change.
import { Group, Paper, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { ErrorState } from '@/components/query-state';
import { StatusBadge } from '@/components/status-badge';
import { LIVE_REFRESH_SECONDS, UpdatedAgo } from '@/components/updated-ago';
import { MESSAGE_STATUS_STYLES } from '../statuses';
import { campaignStatusCountsQueryOptions } from '../status-counts';

/** Recounting reads up to thousands of messages: less often than a page of the list. */
const RECOUNT_SECONDS = LIVE_REFRESH_SECONDS * 3;

export function CampaignStatusCounts({ campaignId }: { campaignId: number }) {
  const query = useQuery({
    ...campaignStatusCountsQueryOptions(campaignId),
    refetchInterval: (q) => ((q.state.data?.open ?? 0) > 0 ? RECOUNT_SECONDS * 1000 : false),
    refetchIntervalInBackground: false,
  });
  const data = query.data;
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="campaign-counts">
      <Stack gap="sm">
        <Stack gap={2}>
          <Title order={2} size="h4" id="campaign-counts">
            What its messages say
          </Title>
          <Text size="sm" c="dimmed">
            Messages of the last 3 months by status.
          </Text>
        </Stack>
        {query.isError && !data ? (
          <ErrorState error={query.error} onRetry={() => void query.refetch()} />
        ) : !data ? (
          <Skeleton height={60} aria-label="Counting the campaign's messages" />
        ) : data.total === 0 ? (
          <Text size="sm">
            No message of this campaign in the last 3 months: nothing tells whether it is sending.
          </Text>
        ) : (
          <>
            <Text size="sm" fw={600} data-testid="campaign-sending-state">
              {data.open > 0
                ? `Still sending: ${data.open.toLocaleString()} of ${data.counted.toLocaleString()} messages can still change status.`
                : `Nothing left to send: all ${data.counted.toLocaleString()} messages have a final status.`}
            </Text>
            <Table withTableBorder={false} w="auto" aria-label="Messages by status">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Status</Table.Th>
                  <Table.Th ta="right">Messages</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {data.counts.map(([status, count]) => (
                  <Table.Tr key={status}>
                    <Table.Td>
                      <StatusBadge status={status} styles={MESSAGE_STATUS_STYLES} />
                    </Table.Td>
                    <Table.Td ta="right">{count.toLocaleString()}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
            {data.counted < data.total && (
              <Text size="xs" c="dimmed">
                Counted the newest {data.counted.toLocaleString()} of {data.total.toLocaleString()}{' '}
                messages.
              </Text>
            )}
            <Group>
              <UpdatedAgo
                at={query.dataUpdatedAt}
                fetching={query.isFetching}
                auto={data.open > 0 && RECOUNT_SECONDS}
              />
            </Group>
          </>
        )}
      </Stack>
    </Paper>
  );
}
