// A campaign's messages by status (from the messages list filtered by the campaign), so that a person sees
// whether it is still sending before stopping it; refreshed by itself while messages can still change.
import '@mantine/core/styles/SimpleGrid.layer.css';
import { Group, Paper, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { ErrorState } from '@/components/query-state';
import { StatusBadge } from '@/components/status-badge';
import { LIVE_REFRESH_SECONDS, UpdatedAgo } from '@/components/updated-ago';
import { textLinesHeight } from '@/lib/text-height';
import { MESSAGE_STATUS_STYLES } from '../statuses';
import { campaignStatusCountsQueryOptions } from '../status-counts';
import classes from './campaign-status-counts.module.css';

/** Recounting reads up to thousands of messages: less often than a page of the list. */
const RECOUNT_SECONDS = LIVE_REFRESH_SECONDS * 3;

/** Every status the spec names, in the order a message goes through them: each has its place, counted or not. */
const KNOWN_STATUSES = Object.keys(MESSAGE_STATUS_STYLES);

/**
 * The statuses to show with their counts: every known one (0 when no message has it) in the order of a message's
 * life, then any other the platform answered. The same places before and after counting: the tiles do not move,
 * and neither does the list of messages below them (it once moved down by 400 px when the counts came).
 */
function statusTiles(counts: readonly (readonly [string, number])[] | undefined) {
  const byStatus = new Map(counts);
  const others = (counts ?? []).filter(([status]) => !KNOWN_STATUSES.includes(status));
  return [
    ...KNOWN_STATUSES.map(
      (status) => [status, counts ? (byStatus.get(status) ?? 0) : undefined] as const,
    ),
    ...others,
  ];
}

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
        ) : (
          <>
            {/* Two lines kept on a phone, where the sentence takes two: nothing moves when it comes. */}
            <Text
              size="sm"
              fw={600}
              mih={{ base: textLinesHeight('sm', 2), sm: 0 }}
              data-testid="campaign-sending-state"
            >
              {!data
                ? 'Counting the campaign’s messages…'
                : data.total === 0
                  ? 'No message of this campaign in the last 3 months: nothing tells whether it is sending.'
                  : data.open > 0
                    ? `Still sending: ${data.open.toLocaleString()} of ${data.counted.toLocaleString()} messages can still change status.`
                    : `Nothing left to send: all ${data.counted.toLocaleString()} messages have a final status.`}
            </Text>
            <SimpleGrid
              component="ul"
              cols={{ base: 2, xs: 3, md: 4, lg: 6 }}
              spacing="xs"
              verticalSpacing={6}
              className={classes.tiles}
              aria-label="Messages by status"
              aria-busy={!data}
            >
              {statusTiles(data?.counts).map(([status, count]) => (
                <li key={status} className={classes.tile}>
                  <StatusBadge status={status} styles={MESSAGE_STATUS_STYLES} />
                  {count === undefined ? (
                    <Skeleton height={14} width={24} />
                  ) : (
                    <Text
                      size="sm"
                      fw={count > 0 ? 600 : undefined}
                      c={count > 0 ? undefined : 'dimmed'}
                    >
                      {count.toLocaleString()}
                    </Text>
                  )}
                </li>
              ))}
            </SimpleGrid>
            {data && data.counted < data.total && (
              <Text size="xs" c="dimmed">
                Counted the newest {data.counted.toLocaleString()} of {data.total.toLocaleString()}{' '}
                messages.
              </Text>
            )}
            {/* A line kept while counting, so that nothing moves when the time of the count comes. */}
            <Group mih={textLinesHeight('xs')}>
              <UpdatedAgo
                at={query.dataUpdatedAt}
                fetching={query.isFetching}
                auto={data !== undefined && data.open > 0 && RECOUNT_SECONDS}
              />
            </Group>
          </>
        )}
      </Stack>
    </Paper>
  );
}
