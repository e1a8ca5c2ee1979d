// A card of figures: its own heading, and one error with one retry when every figure in it failed the same way.
import { Alert, Paper, Stack, Text, Title } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { useId, type ReactNode } from 'react';
import { ErrorExplanation } from '@/components/error-explanation';
import { RetryButton } from '@/components/query-state';

export function FigureCard({
  title,
  description,
  results,
  footer,
  children,
}: {
  title: string;
  description?: ReactNode;
  /** The figures' queries: when all of them failed, the card says so once. */
  results: readonly UseQueryResult[];
  footer?: ReactNode;
  children: ReactNode;
}) {
  const headingId = useId();
  const allFailed = results.length > 0 && results.every((result) => result.isError);
  const firstError = results.find((result) => result.isError)?.error;
  return (
    <Paper component="section" aria-labelledby={headingId} withBorder p="md" radius="md">
      <Stack gap="sm">
        <Stack gap={2}>
          <Title order={2} size="h4" id={headingId}>
            {title}
          </Title>
          {description && (
            <Text size="sm" c="dimmed" component="div">
              {description}
            </Text>
          )}
        </Stack>
        {allFailed ? (
          <Alert color="red" title={`Could not load ${title.toLowerCase()}`} role="alert">
            <Stack gap="xs">
              <Text size="sm">{firstError?.message ?? 'The request failed.'}</Text>
              <ErrorExplanation error={firstError} />
              <RetryButton
                loading={results.some((result) => result.isFetching)}
                label={`Try again: ${title}`}
                onRetry={() => {
                  for (const result of results) void result.refetch();
                }}
              />
            </Stack>
          </Alert>
        ) : (
          children
        )}
        {footer}
      </Stack>
    </Paper>
  );
}
