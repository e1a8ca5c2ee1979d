import { Title } from '@mantine/core';
import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/_authed/otp/sessions/')({
  component: () => <Title order={1}>2FA sessions</Title>,
});
