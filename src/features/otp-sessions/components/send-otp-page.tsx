// /otp/send: the Send OTP form with the account's approved templates; a sent code opens its new session.
import { Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { OtpSession } from '@/contracts/otp-sessions';
import { useSendOtp } from '../api';
import { approvedTemplatesQueryOptions } from '../approved-templates';
import { SendOtpForm } from './send-otp-form';
import { PageBackLink, PageHeading } from '@/components/page-heading';
import { SEND_OTP_HEADING } from '../headings';

export function SendOtpPage({ onSent }: { onSent: (session: OtpSession) => void }) {
  const templates = useQuery(approvedTemplatesQueryOptions());
  const send = useSendOtp();
  return (
    <Stack gap="lg">
      <PageBackLink heading={SEND_OTP_HEADING} />
      <PageHeading heading={SEND_OTP_HEADING} />
      <SendOtpForm
        templates={templates.data}
        templatesError={templates.error}
        onRetryTemplates={() => void templates.refetch()}
        onSend={async (request) => onSent(await send.mutateAsync(request))}
      />
    </Stack>
  );
}
