import { Title } from '@mantine/core';
import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/_authed/viber/')({
  component: () => <Title order={1}>Viber</Title>,
});
