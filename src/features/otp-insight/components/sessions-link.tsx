// A number of the insight page as a link to the 2FA sessions list filtered to what it counts. A plain anchor
// whose address the router builds once per filter (the page re-renders its numbers as pages arrive: a router
// link component per number rebuilt every address each time); a plain click navigates in the app.
import { useRouter } from '@tanstack/react-router';
import { useCallback, type MouseEventHandler, type ReactNode } from 'react';
import { useRouterLinkClick } from '@/components/light-table';
import type { OtpStatus } from '@/contracts/otp-sessions';
import classes from './insight.module.css';

export interface SessionsFilter {
  from: string;
  to: string;
  status?: OtpStatus;
  channel?: 'sms' | 'viber';
  country?: string;
  recipient?: string;
}

type Router = ReturnType<typeof useRouter>;
const hrefCaches = new WeakMap<Router, Map<string, string>>();

/** The sessions list's address for a filter, built by the router once per router and filter. */
export function useSessionsHref(): (filter: SessionsFilter) => string {
  const router = useRouter();
  return useCallback(
    (filter: SessionsFilter) => {
      let cache = hrefCaches.get(router);
      if (!cache) hrefCaches.set(router, (cache = new Map<string, string>()));
      const key = JSON.stringify([
        filter.from,
        filter.to,
        filter.status,
        filter.channel,
        filter.country,
        filter.recipient,
      ]);
      let href = cache.get(key);
      if (href === undefined) {
        href = router.buildLocation({ to: '/otp/sessions', search: filter }).href;
        cache.set(key, href);
      }
      return href;
    },
    [router],
  );
}

/**
 * The anchor of a count: its address, and what it opens as its accessible name and hover text. Without
 * `onClick` a click is left to a handler around it (a table's one `useRouterLinkClick`).
 */
export function sessionsAnchor({
  href,
  label,
  children,
  onClick,
}: {
  href: string;
  label: string;
  children: ReactNode;
  onClick?: MouseEventHandler<HTMLAnchorElement>;
}) {
  return (
    <a
      href={href}
      className={classes.link}
      data-router-link
      onClick={onClick}
      aria-label={label}
      title={label}
    >
      {children}
    </a>
  );
}

export function SessionsLink({
  filter,
  label,
  children,
}: {
  filter: SessionsFilter;
  /** What the link opens, for its accessible name ("12 verified sessions in Ukraine"). */
  label: string;
  children: ReactNode;
}) {
  const hrefOf = useSessionsHref();
  const navigateOnClick = useRouterLinkClick();
  return sessionsAnchor({ href: hrefOf(filter), label, children, onClick: navigateOnClick });
}
