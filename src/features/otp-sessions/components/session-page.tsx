// One 2FA session: while pending, a live countdown to expiry, the tries left and a self-refresh that can be
// paused (it stops once the session is final); the actions; the messages timeline; every field.
import '@mantine/core/styles/Code.layer.css';
import '@mantine/core/styles/SimpleGrid.layer.css';
import {
  Anchor,
  Button,
  Code,
  Group,
  Paper,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import type { OtpSession } from '@/contracts/otp-sessions';
import { ErrorState } from '@/components/query-state';
import { StatusBadge } from '@/components/status-badge';
import { isApiError } from '@/lib/errors';
import { parseApiDate } from '@/lib/format';
import { otpSessionQueryOptions } from '../api';
import { OTP_STATUS_STYLES } from '../statuses';
import { SessionActions } from './session-actions';
import { SessionFields } from './session-fields';
import { SessionMessages } from './session-messages';
import { describeExpiry } from './expiry';

/** How often a pending session is read again. */
export const REFRESH_INTERVAL_MS = 5000;

/** The current time, updated every `intervalMs` (for countdowns and "N s ago"). */
function useNow(intervalMs: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return now;
}

export function SessionPage({ id }: { id: string }) {
  const [paused, setPaused] = useState(false);
  const query = useQuery({
    ...otpSessionQueryOptions(id),
    refetchInterval: (current) =>
      !paused && current.state.data?.status === 'pending' ? REFRESH_INTERVAL_MS : false,
  });
  const now = useNow(1000);
  const session = query.data;
  const pending = session?.status === 'pending';
  const expiresAt = parseApiDate(session?.expired_at)?.getTime();
  const secondsLeft =
    expiresAt === undefined ? undefined : Math.max(0, Math.ceil((expiresAt - now) / 1000));
  const runOut = pending && secondsLeft === 0;
  const { refetch } = query;

  // At the end of the countdown the platform decides: read the session again at once.
  useEffect(() => {
    if (runOut && !paused) void refetch();
  }, [runOut, paused, refetch]);

  if (query.isPending) {
    return (
      <Stack gap="sm" aria-busy="true" aria-label="Loading the session">
        <Skeleton height={32} width="40%" />
        <Skeleton height={120} />
        <Skeleton height={240} />
      </Stack>
    );
  }
  if (!session) {
    const notFound = isApiError(query.error) && query.error.isNotFound;
    return (
      <Stack gap="md">
        <BackLink />
        <ErrorState
          error={query.error}
          title={notFound ? 'Session not found' : 'Could not load the session'}
          onRetry={() => void refetch()}
        />
      </Stack>
    );
  }

  const updatedSecondsAgo = Math.max(0, Math.round((now - query.dataUpdatedAt) / 1000));

  return (
    <Stack gap="lg">
      <BackLink />
      <Group justify="space-between" align="flex-start" wrap="wrap">
        <Stack gap={4}>
          <Group gap="sm">
            <Title order={1}>2FA session</Title>
            <StatusBadge status={session.status} styles={OTP_STATUS_STYLES} />
          </Group>
          <Code>{session.id}</Code>
        </Stack>
      </Group>

      {query.isError && (
        <ErrorState
          error={query.error}
          title="Could not refresh the session"
          onRetry={() => void refetch()}
        />
      )}

      <Paper withBorder p="md" component="section" aria-labelledby="session-live-title">
        <Stack gap="sm">
          <Title order={2} size="h4" id="session-live-title">
            {pending ? 'Waiting for the code' : 'Final state'}
          </Title>
          {pending ? (
            <LiveState
              session={session}
              secondsLeft={secondsLeft}
              expiresAt={expiresAt}
              updatedSecondsAgo={updatedSecondsAgo}
              paused={paused}
              fetching={query.isFetching}
              onTogglePause={() => setPaused((value) => !value)}
            />
          ) : (
            <Text size="sm">
              This session is {session.status}: it no longer changes, so the page stopped
              refreshing. Updated {updatedSecondsAgo} s ago.
            </Text>
          )}
        </Stack>
      </Paper>

      <Paper withBorder p="md" component="section" aria-labelledby="session-actions-title">
        <Stack gap="sm">
          <Title order={2} size="h4" id="session-actions-title">
            Actions
          </Title>
          <SessionActions key={session.id} session={session} />
        </Stack>
      </Paper>

      <section aria-labelledby="session-messages-title">
        <Stack gap="sm">
          <Title order={2} size="h4" id="session-messages-title">
            Messages
          </Title>
          <SessionMessages messages={session.messages} />
        </Stack>
      </section>

      <section aria-labelledby="session-fields-title">
        <Stack gap="sm">
          <Title order={2} size="h4" id="session-fields-title">
            Details
          </Title>
          <SessionFields session={session} />
        </Stack>
      </section>
    </Stack>
  );
}

function BackLink() {
  return (
    <Anchor component={Link} to="/otp/sessions" size="sm">
      ← All 2FA sessions
    </Anchor>
  );
}

function LiveState({
  session,
  secondsLeft,
  expiresAt,
  updatedSecondsAgo,
  paused,
  fetching,
  onTogglePause,
}: {
  session: OtpSession;
  secondsLeft: number | undefined;
  expiresAt: number | undefined;
  updatedSecondsAgo: number;
  paused: boolean;
  fetching: boolean;
  onTogglePause: () => void;
}) {
  const triesLeft =
    session.code_tries_used === null
      ? undefined
      : Math.max(0, session.code_max_tries - session.code_tries_used);
  const expiry =
    secondsLeft === undefined || expiresAt === undefined
      ? undefined
      : describeExpiry(secondsLeft, new Date(expiresAt));
  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
      <Stack gap={0}>
        <Text size="xs" c="dimmed" id="expires-in-label">
          {expiry?.label ?? 'Expires in'}
        </Text>
        {/* A live timer only while it counts down (the last hour); before that the words change rarely. */}
        <Text
          fw={700}
          size="xl"
          role={expiry?.kind === 'countdown' ? 'timer' : undefined}
          aria-labelledby={expiry?.kind === 'countdown' ? 'expires-in-label' : undefined}
        >
          {expiry?.text ?? '—'}
        </Text>
      </Stack>
      <Stack gap={0}>
        <Text size="xs" c="dimmed">
          Tries left
        </Text>
        <Text fw={700} size="xl">
          {triesLeft === undefined
            ? `up to ${session.code_max_tries}`
            : `${triesLeft} of ${session.code_max_tries}`}
        </Text>
      </Stack>
      <Stack gap={4} align="flex-start">
        <Text size="sm" aria-busy={fetching}>
          Updated {updatedSecondsAgo} s ago{paused ? ' · auto-refresh paused' : ''}
        </Text>
        <Button variant="default" size="xs" aria-pressed={paused} onClick={onTogglePause}>
          {paused ? 'Resume auto-refresh' : 'Pause auto-refresh'}
        </Button>
      </Stack>
    </SimpleGrid>
  );
}
