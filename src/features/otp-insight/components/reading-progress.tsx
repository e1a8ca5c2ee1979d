// How far the reading of the period has come: pages read, sessions so far of the platform's total, a cancel
// button while it runs, and what a cancelled, failed or capped reading means for the figures.
import '@mantine/core/styles/Progress.layer.css';
import { Alert, Button, Group, Progress, Stack, Text } from '@mantine/core';
import { ErrorState } from '@/components/query-state';
import { ApiError } from '@/lib/errors';
import { SESSION_CAP, type ReadProgress } from '../worker/protocol';

export function ReadingProgress({
  progress,
  onCancel,
  onRestart,
}: {
  progress: ReadProgress | undefined;
  onCancel: () => void;
  onRestart: () => void;
}) {
  const wanted =
    progress?.total === null || !progress ? null : Math.min(progress.total, SESSION_CAP);
  const value =
    !progress || wanted === null ? 0 : wanted === 0 ? 100 : (progress.sessions * 100) / wanted;
  const reading = !progress || progress.status === 'reading';
  return (
    <Stack gap={6}>
      <Group justify="space-between" align="center" wrap="wrap">
        <Text size="sm" aria-live="polite" data-testid="reading-status">
          {!progress
            ? 'Starting to read the sessions of the period…'
            : progress.status === 'reading'
              ? `Reading: ${progress.pages.toLocaleString()} ${progress.pages === 1 ? 'page' : 'pages'}, ${progress.sessions.toLocaleString()} sessions so far${wanted === null ? '' : ` of ${wanted.toLocaleString()}`}`
              : progress.status === 'done'
                ? `Read ${progress.pages.toLocaleString()} ${progress.pages === 1 ? 'page' : 'pages'}: all ${progress.sessions.toLocaleString()} sessions${progress.capped ? ` of the sample (the period holds ${(progress.total ?? 0).toLocaleString()})` : ' of the period'}`
                : progress.status === 'cancelled'
                  ? `Reading cancelled after ${progress.pages.toLocaleString()} pages: the figures cover the newest ${progress.sessions.toLocaleString()} of ${(wanted ?? 0).toLocaleString()} sessions`
                  : `Reading stopped after ${progress.pages.toLocaleString()} pages`}
        </Text>
        {reading ? (
          <Button size="xs" variant="default" onClick={onCancel} disabled={!progress}>
            Cancel reading
          </Button>
        ) : (
          progress.status === 'cancelled' && (
            <Button size="xs" variant="light" onClick={onRestart}>
              Read the whole period
            </Button>
          )
        )}
      </Group>
      <Progress
        value={value}
        animated={reading}
        aria-label="Sessions of the period read"
        color={progress?.status === 'cancelled' ? 'yellow' : 'blue'}
      />
      {progress?.capped && (
        <Alert color="yellow" title="A sample">
          The period holds {(progress.total ?? 0).toLocaleString()} sessions; the page reads at most{' '}
          {SESSION_CAP.toLocaleString()}, the newest. Every figure below is of that sample, not of
          the whole period: choose a shorter period for exact figures.
        </Alert>
      )}
      {progress?.status === 'failed' && progress.error && (
        <ErrorState
          title="The sessions could not all be read"
          error={
            new ApiError({
              kind: progress.error.kind === 'unknown' ? 'invalid-response' : progress.error.kind,
              status: progress.error.status,
              message: `${progress.error.message} The figures below cover the ${progress.sessions.toLocaleString()} sessions read before the failure.`,
            })
          }
          onRetry={onRestart}
        />
      )}
    </Stack>
  );
}
