// What a route shows while its data loads (only after a short delay, so fast pages never flash it).
import { Skeleton, Stack } from '@mantine/core';

export function RoutePending() {
  return (
    <Stack p="md" gap="sm" aria-busy="true" aria-label="Loading">
      <Skeleton height={28} width="40%" />
      <Skeleton height={36} />
      {Array.from({ length: 8 }, (_, i) => (
        <Skeleton key={i} height={24} />
      ))}
    </Stack>
  );
}
