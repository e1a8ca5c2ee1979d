import { Title } from '@mantine/core';
import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/_authed/statistics/')({
  component: () => <Title order={1}>Statistics files</Title>,
});
