import { Title } from '@mantine/core';
import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/_authed/otp/templates/')({
  component: () => <Title order={1}>OTP templates</Title>,
});
