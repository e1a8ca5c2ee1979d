// A campaign's header: the Stop action (confirmed, since it cannot be undone), the campaign a stop returned,
// and a refusal shown as what it is.
import { Alert, Button, Group, Stack, Text, Title, Tooltip } from '@mantine/core';
import { modals } from '@mantine/modals';
import { useQuery } from '@tanstack/react-query';
import { FINAL_CAMPAIGN_STATUSES } from '@/contracts/campaigns';
import { StatusBadge } from '@/components/status-badge';
import { isApiError } from '@/lib/errors';
import { stoppedCampaignQueryOptions, useStopCampaign } from '../api';
import { CAMPAIGN_STATUS_STYLES } from '../statuses';
import { CampaignSummary } from './campaign-summary';

function StopFailure({
  error,
  campaignId,
  onRetry,
}: {
  error: unknown;
  campaignId: number;
  onRetry: () => void;
}) {
  const message = error instanceof Error ? error.message : 'Something went wrong.';
  if (isApiError(error) && error.kind === 'http' && error.status === 422) {
    return (
      <Alert
        color="orange"
        title={`The platform refused to stop campaign ${campaignId}`}
        role="alert"
      >
        {message}
      </Alert>
    );
  }
  if (isApiError(error) && error.isNotFound) {
    return (
      <Alert color="orange" title={`Campaign ${campaignId} was not found`} role="alert">
        {message} Check the id: a campaign of another account is not found either.
      </Alert>
    );
  }
  const unsure = isApiError(error) && error.isTransient;
  return (
    <Alert color="red" title="The campaign could not be stopped" role="alert">
      <Stack gap="xs">
        <Text size="sm">
          {message}
          {unsure &&
            ' The stop may or may not have reached the platform; trying again is safe: a campaign already stopped is refused, not stopped twice.'}
        </Text>
        <Group>
          <Button size="xs" variant="white" color="red" onClick={onRetry}>
            Try again
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}

export function CampaignPanel({
  campaignId,
  onStopped,
}: {
  campaignId: number;
  /** Called after a successful stop (the messages' statuses changed). */
  onStopped?: () => void;
}) {
  const known = useQuery(stoppedCampaignQueryOptions(campaignId)).data;
  const stop = useStopCampaign(campaignId, { onStopped });
  const finalStatus =
    known && FINAL_CAMPAIGN_STATUSES.includes(known.campaign.status)
      ? known.campaign.status
      : undefined;

  const confirmStop = () =>
    modals.openConfirmModal({
      title: `Stop campaign ${campaignId}?`,
      children: (
        <Stack gap="xs">
          <Text size="sm">
            Sending of its messages ends. <strong>This cannot be undone</strong>: a stopped campaign
            cannot be resumed, and its messages not sent yet will never be sent.
          </Text>
          <Text size="sm" c="dimmed">
            Only a campaign in moderation, scheduled, sending or paused can be stopped.
          </Text>
        </Stack>
      ),
      labels: { confirm: 'Stop campaign', cancel: 'Keep it' },
      confirmProps: { color: 'red' },
      onConfirm: () => stop.mutate(),
    });

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-start" wrap="wrap">
        <Stack gap={4}>
          <Group gap="sm">
            <Title order={1}>Campaign {campaignId}</Title>
            {known && (
              <StatusBadge status={known.campaign.status} styles={CAMPAIGN_STATUS_STYLES} />
            )}
          </Group>
          <Text size="sm" c="dimmed" maw={620}>
            The platform has no request that reads a campaign: its details show here once a stop
            returns them. Its messages are listed below.
          </Text>
        </Stack>
        {finalStatus ? (
          <Tooltip
            label={`This campaign is ${finalStatus}: a ${finalStatus} campaign cannot be stopped.`}
            multiline
            w={260}
          >
            <Button
              color="red"
              data-disabled
              aria-disabled
              onClick={(event) => event.preventDefault()}
            >
              Stop campaign
            </Button>
          </Tooltip>
        ) : (
          <Button color="red" onClick={confirmStop} loading={stop.isPending}>
            Stop campaign
          </Button>
        )}
      </Group>
      {stop.isError && (
        <StopFailure error={stop.error} campaignId={campaignId} onRetry={() => stop.mutate()} />
      )}
      {known && <CampaignSummary campaign={known.campaign} receivedAt={known.receivedAt} />}
    </Stack>
  );
}
