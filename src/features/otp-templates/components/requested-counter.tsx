// How many templates await moderation against the limit of 10, so nobody learns of the limit from an error.
import '@mantine/core/styles/Progress.layer.css';
import { Group, Progress, Skeleton, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { REQUESTED_TEMPLATES_LIMIT } from '@/contracts/otp-templates';
import { requestedTemplatesCountQueryOptions } from '../api';

export function RequestedCounter() {
  const count = useQuery(requestedTemplatesCountQueryOptions());
  if (count.isPending) return <Skeleton height={36} width={260} aria-label="Loading the counter" />;
  if (count.isError) {
    return (
      <Text size="sm" c="dimmed">
        Templates awaiting moderation: unknown ({count.error.message})
      </Text>
    );
  }
  const requested = count.data;
  const full = requested >= REQUESTED_TEMPLATES_LIMIT;
  return (
    <Stack gap={4} w={300}>
      <Group justify="space-between" gap="xs">
        <Text size="sm" fw={500}>
          Awaiting moderation
        </Text>
        <Text size="sm" fw={700} c={full ? 'var(--console-color-error-text)' : undefined}>
          {requested} of {REQUESTED_TEMPLATES_LIMIT}
        </Text>
      </Group>
      <Progress
        value={Math.min(100, (requested / REQUESTED_TEMPLATES_LIMIT) * 100)}
        color={full ? 'red' : requested >= REQUESTED_TEMPLATES_LIMIT - 2 ? 'yellow' : 'blue'}
        aria-label={`Templates awaiting moderation: ${requested} of ${REQUESTED_TEMPLATES_LIMIT}`}
      />
      {full && (
        <Text size="xs" c="var(--console-color-error-text)">
          The limit is reached: a new template is refused until one is moderated or deleted.
        </Text>
      )}
    </Stack>
  );
}
