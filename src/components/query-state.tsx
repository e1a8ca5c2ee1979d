// The states every list and detail shares: an error with a retry, and an empty result that says why.
import { Alert, Button, Center, Group, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { isApiError } from '@/lib/errors';
import { ErrorExplanation } from './error-explanation';

/** The retry of an error alert: "Try again", in the alert's red, on its own line. */
export function RetryButton({
  onRetry,
  loading,
  label,
}: {
  onRetry: () => void;
  loading?: boolean;
  /** The accessible name when several retries share a page (`Try again: <what>`). */
  label?: string;
}) {
  return (
    <Group>
      <Button
        size="xs"
        variant="white"
        color="red"
        loading={loading}
        aria-label={label}
        onClick={onRetry}
      >
        Try again
      </Button>
    </Group>
  );
}

export function ErrorState({
  error,
  onRetry,
  title,
}: {
  error: unknown;
  onRetry?: () => void;
  title?: string;
}) {
  const heading =
    title ??
    (isApiError(error) && (error.kind === 'network' || error.kind === 'timeout')
      ? 'Cannot reach the server'
      : 'Could not load this');
  return (
    <Alert color="red" title={heading} role="alert">
      <Stack gap="xs">
        <Text size="sm">{error instanceof Error ? error.message : 'Something went wrong.'}</Text>
        <ErrorExplanation error={error} />
        {onRetry && <RetryButton onRetry={onRetry} />}
      </Stack>
    </Alert>
  );
}

export function EmptyState({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <Center py="xl">
      <Stack align="center" gap={4} maw={480} ta="center">
        <Text fw={600}>{title}</Text>
        {children && (
          <Text size="sm" c="dimmed" component="div">
            {children}
          </Text>
        )}
      </Stack>
    </Center>
  );
}
