import { Title } from '@mantine/core';
import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/_authed/senders/')({
  component: () => <Title order={1}>Sender applications</Title>,
});
