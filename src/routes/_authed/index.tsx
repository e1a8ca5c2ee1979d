import { Stack, Text, Title } from '@mantine/core';
import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/_authed/')({
  component: OverviewPage,
});

function OverviewPage() {
  return (
    <Stack>
      <Title order={1}>Overview</Title>
      <Text c="dimmed">Pick an area in the navigation.</Text>
    </Stack>
  );
}
