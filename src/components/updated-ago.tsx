// "Updated 12 s ago" under a list that refreshes by itself, and the timers behind it: both tick only while the
// tab is visible (as the lists' own refetchInterval does with refetchIntervalInBackground false), so a hidden
// tab makes no requests and no renders.
import { Text } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { formatDateTime } from '@/lib/format';

/** How often a list refreshes by itself while records on it can still change (seconds). */
export const LIVE_REFRESH_SECONDS = 5;

const visible = () => typeof document === 'undefined' || document.visibilityState !== 'hidden';

/**
 * Calls `callback` every `ms` while the tab is visible (no call while hidden; the count starts again when the
 * tab is shown). `ms` false stops it.
 */
export function useWhileVisible(callback: () => void, ms: number | false) {
  const latest = useRef(callback);
  useEffect(() => {
    latest.current = callback;
  });
  useEffect(() => {
    if (ms === false) return undefined;
    let timer: ReturnType<typeof setInterval> | undefined;
    const start = () => {
      if (timer === undefined && visible()) timer = setInterval(() => latest.current(), ms);
    };
    const stop = () => {
      clearInterval(timer);
      timer = undefined;
    };
    const onVisibility = () => (visible() ? start() : stop());
    start();
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      stop();
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, [ms]);
}

/** "just now", "12 s ago", "3 min ago", or the time itself after an hour. */
export function agoText(at: number, now: number): string {
  const seconds = Math.max(0, Math.floor((now - at) / 1000));
  if (seconds < 5) return 'just now';
  if (seconds < 60) return `${seconds} s ago`;
  if (seconds < 3600) return `${Math.floor(seconds / 60)} min ago`;
  return `at ${formatDateTime(new Date(at).toISOString())}`;
}

/**
 * When the data shown was fetched: `at` in epoch ms (a query's `dataUpdatedAt`; 0 while none), `fetching`
 * while a refresh runs, `auto` when the list refreshes by itself (said so, with how often).
 */
export function UpdatedAgo({
  at,
  fetching = false,
  auto,
}: {
  at: number;
  fetching?: boolean;
  /** Seconds between automatic refreshes, or false/undefined when the list does not refresh by itself. */
  auto?: number | false;
}) {
  const [now, setNow] = useState(() => Date.now());
  useWhileVisible(() => setNow(Date.now()), 1000);
  // A new fetch is "just now" at once, not at the next tick.
  const shownNow = Math.max(now, at);
  if (at === 0) return null;
  return (
    <Text
      size="xs"
      c="dimmed"
      data-testid="updated-ago"
      title={`Fetched ${formatDateTime(new Date(at).toISOString())}`}
    >
      {fetching ? 'Updating…' : `Updated ${agoText(at, shownNow)}`}
      {auto ? ` · refreshes every ${auto} s while this tab is open` : ''}
    </Text>
  );
}
