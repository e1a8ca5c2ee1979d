// A campaign's header: the Stop action (confirmed, since it cannot be undone; disabled with the reason once the
// campaign is known to be final), the outcome of its last stop as this browser remembers it (the campaign
// returned, or the refusal), and a failure shown as what it is.
import { Alert, Button, Group, Stack, Text, Title } from '@mantine/core';
import { TooltipOnDemand } from '@/components/tooltip-on-demand';
import { FINAL_CAMPAIGN_STATUSES } from '@/contracts/campaigns';
import { NOT_STOPPABLE_PATTERN } from '@/contracts/error-explanations';
import { ErrorExplanation } from '@/components/error-explanation';
import { RetryButton } from '@/components/query-state';
import { StatusBadge } from '@/components/status-badge';
import { ApiError, isApiError } from '@/lib/errors';
import { formatDateTime } from '@/lib/format';
import { useStopCampaign } from '../api';
import { useStopOutcome, type StopOutcome } from '../stop-outcomes';
import { CAMPAIGN_HEADING } from '../headings';
import { CAMPAIGN_STATUS_STYLES } from '../statuses';
import { CampaignSummary } from './campaign-summary';
import { openConfirm } from '@/components/confirm';

const finalReason = (status: string) =>
  `This campaign is ${status}: a ${status} campaign cannot be stopped.`;

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
        <Text size="sm">{message}</Text>
        <ErrorExplanation error={error} />
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
        <RetryButton onRetry={onRetry} />
      </Stack>
    </Alert>
  );
}

/** The status a remembered outcome tells: the returned campaign's, or the one a refusal names. */
function knownStatus(outcome: StopOutcome | undefined): string | undefined {
  if (!outcome) return undefined;
  if (outcome.kind === 'stopped') return outcome.campaign.status;
  return NOT_STOPPABLE_PATTERN.exec(outcome.message)?.[1]?.toLowerCase();
}

function RememberedRefusal({ outcome }: { outcome: Extract<StopOutcome, { kind: 'refused' }> }) {
  const error = new ApiError({ kind: 'http', status: outcome.status, message: outcome.message });
  return (
    <Alert color="orange" title="Last stop: refused" role="status" data-testid="stop-outcome">
      <Stack gap={4}>
        <Text size="sm">
          {formatDateTime(outcome.at)}, the platform answered (HTTP {outcome.status}):{' '}
          {outcome.message}
        </Text>
        <ErrorExplanation error={error} />
        <Text size="xs" c="dimmed">
          Remembered in this browser for this account.
        </Text>
      </Stack>
    </Alert>
  );
}

export function CampaignPanel({
  campaignId,
  account,
  currency,
  onStopped,
}: {
  campaignId: number;
  /** Who is signed in (mode, key type and hint): stop outcomes are remembered per account. */
  account: string;
  /** The account currency, as the campaign's messages state it (for the price). */
  currency?: string;
  /** Called after a successful stop (the messages' statuses changed). */
  onStopped?: () => void;
}) {
  const outcome = useStopOutcome(account, campaignId);
  const stop = useStopCampaign(campaignId, { onStopped, account });
  const status = knownStatus(outcome);
  const finalStatus = status && FINAL_CAMPAIGN_STATUSES.includes(status) ? status : undefined;

  const confirmStop = () =>
    void openConfirm({
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
            <Title order={1}>
              {CAMPAIGN_HEADING.title} {campaignId}
            </Title>
            {status && <StatusBadge status={status} styles={CAMPAIGN_STATUS_STYLES} />}
          </Group>
          <Text size="sm" c="dimmed" maw={CAMPAIGN_HEADING.maxWidth}>
            {CAMPAIGN_HEADING.description}
          </Text>
        </Stack>
        {finalStatus ? (
          <Stack gap={4} align="flex-end">
            <TooltipOnDemand label={finalReason(finalStatus)} multiline w={260}>
              <Button
                color="red"
                data-disabled
                aria-disabled
                aria-describedby="stop-disabled-reason"
                onClick={(event) => event.preventDefault()}
              >
                Stop campaign
              </Button>
            </TooltipOnDemand>
            <Text size="xs" c="dimmed" id="stop-disabled-reason" maw={260} ta="right">
              {finalReason(finalStatus)}
            </Text>
          </Stack>
        ) : (
          <Button color="red" onClick={confirmStop} loading={stop.isPending}>
            Stop campaign
          </Button>
        )}
      </Group>
      {stop.isError && (
        <StopFailure error={stop.error} campaignId={campaignId} onRetry={() => stop.mutate()} />
      )}
      {!stop.isError && outcome?.kind === 'refused' && <RememberedRefusal outcome={outcome} />}
      {outcome?.kind === 'stopped' && (
        <CampaignSummary campaign={outcome.campaign} receivedAt={outcome.at} currency={currency} />
      )}
    </Stack>
  );
}
