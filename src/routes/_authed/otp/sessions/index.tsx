// /otp/sessions: the 2FA sessions list; period, filters, sort and page live in the URL.
import { createFileRoute, redirect, stripSearchParams, useLocation } from '@tanstack/react-router';
import { useCallback } from 'react';
import { otpSessionListQueryOptions } from '@/features/otp-sessions/api';
import { SessionsPage } from '@/features/otp-sessions/components/sessions-page';
import {
  isLastDayState,
  LAST_DAY_STATE,
  lastDayPeriod,
  OTP_SEARCH_DEFAULTS,
  otpSessionListParams,
  otpSessionListSearchSchema,
  type OtpSessionListSearch,
} from '@/features/otp-sessions/search';

export const Route = createFileRoute('/_authed/otp/sessions/')({
  validateSearch: otpSessionListSearchSchema,
  // Newest first is the console's order: the URL names only an order of the person's choice.
  search: { middlewares: [stripSearchParams(OTP_SEARCH_DEFAULTS)] },
  loaderDeps: ({ search }) => search,
  // The spec requires a period: a URL without one gets the last 24 hours, written into the URL so that a
  // shared link shows the same sessions. That entry of the history remembers it is "the last 24 hours": when
  // the person comes back to it (Back from Send OTP, a reload), the period ends now, so what was sent since
  // is in the list.
  beforeLoad: ({ search, location, cause }) => {
    const lastDay = lastDayPeriod();
    const outdated =
      cause === 'enter' && isLastDayState(location.state) && search.to !== lastDay.to;
    if (!search.from || !search.to || outdated) {
      throw redirect({
        to: '/otp/sessions',
        search: { ...search, ...lastDay },
        state: LAST_DAY_STATE,
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
  const lastDay = useLocation({ select: (location) => isLastDayState(location.state) });
  const navigate = Route.useNavigate();
  const onSearchChange = useCallback(
    (next: Partial<OtpSessionListSearch>, options?: { replace?: boolean; lastDay?: boolean }) => {
      // A change that keeps the period keeps it "the last 24 hours" (a filter, the sort, a page).
      const periodKept =
        (next.from === undefined || next.from === period.from) &&
        (next.to === undefined || next.to === period.to);
      void navigate({
        search: (prev) => ({ ...prev, ...next }),
        state: options?.lastDay === true || (lastDay && periodKept) ? LAST_DAY_STATE : undefined,
        replace: options?.replace ?? false,
      });
    },
    [navigate, lastDay, period.from, period.to],
  );
  return <SessionsPage search={{ ...search, ...period }} onSearchChange={onSearchChange} />;
}
