import { Title } from '@mantine/core';
import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/_authed/contacts/')({
  component: () => <Title order={1}>Contacts</Title>,
});
