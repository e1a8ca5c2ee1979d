// /otp/send: send an OTP; on success the new session opens.
import { createFileRoute } from '@tanstack/react-router';
import { approvedTemplatesQueryOptions } from '@/features/otp-sessions/approved-templates';
import { SendOtpPage } from '@/features/otp-sessions/components/send-otp-page';

export const Route = createFileRoute('/_authed/otp/send')({
  // Templates that fail to load are shown on the page with a retry.
  loader: ({ context }) =>
    context.queryClient.query(approvedTemplatesQueryOptions()).catch(() => undefined),
  component: SendOtpRoute,
});

function SendOtpRoute() {
  const navigate = Route.useNavigate();
  return (
    <SendOtpPage
      onSent={(session) => void navigate({ to: '/otp/sessions/$id', params: { id: session.id } })}
    />
  );
}
