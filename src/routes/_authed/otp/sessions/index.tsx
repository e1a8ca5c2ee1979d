// /otp/sessions: the 2FA sessions list; period, filters, sort and page live in the URL.
import { createFileRoute, redirect } from '@tanstack/react-router';
import { useCallback } from 'react';
import { otpSessionListQueryOptions } from '@/features/otp-sessions/api';
import { SessionsPage } from '@/features/otp-sessions/components/sessions-page';
import {
  lastDayPeriod,
  otpSessionListParams,
  otpSessionListSearchSchema,
  type OtpSessionListSearch,
} from '@/features/otp-sessions/search';

export const Route = createFileRoute('/_authed/otp/sessions/')({
  validateSearch: otpSessionListSearchSchema,
  loaderDeps: ({ search }) => search,
  // The spec requires a period: a URL without one gets the last 24 hours, written into the URL so that a
  // reload or a shared link shows the same sessions.
  beforeLoad: ({ search }) => {
    if (!search.from || !search.to) {
      throw redirect({
        to: '/otp/sessions',
        search: { ...search, ...lastDayPeriod() },
        replace: true,
      });
    }
    return { period: { from: search.from, to: search.to } };
  },
  // A failed load is shown on the page with a retry, next to filters that still work.
  loader: ({ context, deps }) =>
    context.queryClient
      .query(otpSessionListQueryOptions(otpSessionListParams({ ...deps, ...context.period })))
      .catch(() => undefined),
  component: SessionsRoute,
});

function SessionsRoute() {
  const search = Route.useSearch();
  const { period } = Route.useRouteContext();
  const navigate = Route.useNavigate();
  const onSearchChange = useCallback(
    (next: Partial<OtpSessionListSearch>, options?: { replace?: boolean }) =>
      void navigate({
        search: (prev) => ({ ...prev, ...next }),
        replace: options?.replace ?? false,
      }),
    [navigate],
  );
  return <SessionsPage search={{ ...search, ...period }} onSearchChange={onSearchChange} />;
}
