// One figure of the overview: a total that links to the filtered list behind it, loading and failing on its own.
import { Button, Group, Skeleton, Stack, Text, VisuallyHidden } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';

export interface FigureProps {
  /** Shown under the number ("pending"). */
  label: string;
  /** What the number counts, for the accessible name and the error ("pending 2FA sessions"). */
  name: string;
  result: UseQueryResult<number>;
  /** The link to the list behind the figure, wrapping what it is given. */
  link: (content: ReactNode, accessibleName: string) => ReactNode;
}

export function Figure({ label, name, result, link }: FigureProps) {
  if (result.isPending) {
    return (
      <Stack gap={4} aria-busy="true">
        <Skeleton h={32} w={64} />
        <Text size="sm" c="dimmed">
          {label}
        </Text>
        <VisuallyHidden>Loading {name}</VisuallyHidden>
      </Stack>
    );
  }
  if (result.isError) {
    return (
      <Stack gap={4} role="alert">
        <Text size="sm" fw={600} c="red">
          Could not load {name}
        </Text>
        <Text size="xs" c="dimmed">
          {result.error.message}
        </Text>
        <Group>
          <Button
            size="compact-xs"
            variant="light"
            color="red"
            loading={result.isFetching}
            aria-label={`Try again: ${name}`}
            onClick={() => void result.refetch()}
          >
            Try again
          </Button>
        </Group>
      </Stack>
    );
  }
  const total = result.data;
  return link(
    <Stack gap={0}>
      <Text component="span" fz={28} fw={700} lh={1.2}>
        {total.toLocaleString()}
      </Text>
      {/* Read as "512 Verified": the link's name starts with the same words (WCAG 2.5.3). */}{' '}
      <Text component="span" size="sm">
        {label}
      </Text>
    </Stack>,
    `${total.toLocaleString()} ${name}`,
  );
}
