// The error boundary of a route: says what failed, offers a retry, and leaves the rest of the shell working.
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { useQueryErrorResetBoundary } from '@tanstack/react-query';
import { useRouter, type ErrorComponentProps } from '@tanstack/react-router';
import { useEffect } from 'react';
import { isApiError } from '@/lib/errors';

export function RouteError({ error, reset }: ErrorComponentProps) {
  const router = useRouter();
  const queryErrorResetBoundary = useQueryErrorResetBoundary();
  useEffect(() => {
    queryErrorResetBoundary.reset();
  }, [queryErrorResetBoundary]);
  const title =
    isApiError(error) && error.kind === 'network'
      ? 'Cannot reach the server'
      : 'This page could not be shown';
  return (
    <Stack p="md" maw={720}>
      <Alert color="red" title={title} role="alert">
        <Stack gap="sm">
          <Text size="sm">{error instanceof Error ? error.message : 'Something went wrong.'}</Text>
          <Group>
            <Button
              size="xs"
              onClick={() => {
                reset();
                void router.invalidate();
              }}
            >
              Try again
            </Button>
          </Group>
        </Stack>
      </Alert>
    </Stack>
  );
}
