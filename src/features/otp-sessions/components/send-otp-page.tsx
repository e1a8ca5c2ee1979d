// /otp/send: the Send OTP form with the account's approved templates; a sent code opens its new session.
import { Anchor, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import type { OtpSession } from '@/contracts/otp-sessions';
import { approvedTemplatesQueryOptions, useSendOtp } from '../api';
import { SendOtpForm } from './send-otp-form';

export function SendOtpPage({ onSent }: { onSent: (session: OtpSession) => void }) {
  const templates = useQuery(approvedTemplatesQueryOptions());
  const send = useSendOtp();
  return (
    <Stack gap="lg">
      <Anchor component={Link} to="/otp/sessions" size="sm">
        ← All 2FA sessions
      </Anchor>
      <Stack gap={4}>
        <Title order={1}>Send an OTP</Title>
        <Text size="sm" c="dimmed" maw={640}>
          Generates a one-time password and sends it to the recipient with the chosen template. The
          new session opens once the platform has accepted it.
        </Text>
      </Stack>
      <SendOtpForm
        templates={templates.data}
        templatesError={templates.error}
        onRetryTemplates={() => void templates.refetch()}
        onSend={async (request) => onSent(await send.mutateAsync(request))}
      />
    </Stack>
  );
}
