// /otp/sessions/$id: one 2FA session, followed live while pending, with its actions.
import { createFileRoute } from '@tanstack/react-router';
import { otpSessionQueryOptions } from '@/features/otp-sessions/api';
import { SessionPage } from '@/features/otp-sessions/components/session-page';

export const Route = createFileRoute('/_authed/otp/sessions/$id')({
  // A failed load (unknown id included) is shown on the page with a retry.
  loader: ({ context, params }) =>
    context.queryClient.query(otpSessionQueryOptions(params.id)).catch(() => undefined),
  component: SessionRoute,
});

function SessionRoute() {
  const { id } = Route.useParams();
  return <SessionPage key={id} id={id} />;
}
