import { Title } from '@mantine/core';
import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/_authed/messages/')({
  component: () => <Title order={1}>Campaign messages</Title>,
});
