// The page's side of the insight worker: one worker for the tab (so that a period read once is there when the
// person comes back), the last state of every view, and the resolved bounds of each period (a preset keeps the
// bounds it was read with until the person refreshes it).
import { startTransition, useEffect, useReducer, useRef } from 'react';
import type { FromWorker, PeriodRequest, ToWorker, ViewFilter } from './worker/protocol';
import { viewKey } from './worker/protocol';

export type InsightState = Omit<FromWorker, 'type'>;

/** React hears at most this many updates a second while pages arrive. */
const NOTIFY_INTERVAL_MS = 200;

interface Port {
  postMessage(message: ToWorker): void;
  addEventListener(type: 'message', listener: (event: MessageEvent<FromWorker>) => void): void;
}

function createInsightWorker(): Port {
  return new Worker(new URL('./worker/insight.worker.ts', import.meta.url), {
    type: 'module',
    name: 'otp-insight',
  });
}

/**
 * User Timing marks of a reading (its first figures, its end), for the benchmark and the browser's profiler:
 * `otp-insight:first-figures` and `otp-insight:done`, once per reading; `otp-insight:open` each time the page asks
 * for a period (the start of the reading when the period is not held yet).
 */
const marked = new Set<string>();
function markReading({ key, from, to, progress }: InsightState) {
  const reading = `${key}|${from}|${to}|${progress.startedMs}`;
  if (progress.pages >= 1 && !marked.has(`${reading}|first`)) {
    marked.add(`${reading}|first`);
    performance.mark('otp-insight:first-figures', { detail: { key, sessions: progress.sessions } });
  }
  if (progress.status === 'done' && !marked.has(`${reading}|done`)) {
    marked.add(`${reading}|done`);
    performance.mark('otp-insight:done', {
      detail: { key, sessions: progress.sessions, pages: progress.pages },
    });
  }
}

export function createInsightStore(createPort: () => Port = createInsightWorker) {
  let port: Port | undefined;
  const states = new Map<string, InsightState>();
  const periods = new Map<string, PeriodRequest>();
  const listeners = new Set<() => void>();
  let timer: ReturnType<typeof setTimeout> | undefined;
  let lastNotify = 0;

  const notify = () => {
    timer = undefined;
    lastNotify = performance.now();
    for (const listener of listeners) listener();
  };
  const scheduleNotify = (urgent: boolean) => {
    if (urgent) {
      if (timer !== undefined) clearTimeout(timer);
      notify();
      return;
    }
    if (timer !== undefined) return;
    timer = setTimeout(notify, Math.max(0, NOTIFY_INTERVAL_MS - (performance.now() - lastNotify)));
  };

  const send = (message: ToWorker) => {
    if (!port) {
      port = createPort();
      port.addEventListener('message', (event) => {
        const { key, from, to, filter, progress, figures } = event.data;
        const state: InsightState = { key, from, to, filter, progress, figures };
        states.set(viewKey(state.key, state.filter), state);
        markReading(state);
        // The first figures and the end of a reading show at once; pages in between are coalesced.
        scheduleNotify(state.progress.status !== 'reading' || state.progress.pages <= 1);
      });
    }
    port.postMessage(message);
  };

  return {
    subscribe: (listener: () => void) => {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    state(key: string, filter: ViewFilter): InsightState | undefined {
      return states.get(viewKey(key, filter));
    },
    /** The bounds a period is read with: those it was read with before, else the ones given. */
    resolve(period: PeriodRequest): PeriodRequest {
      const held = periods.get(period.key);
      if (held) return held;
      periods.set(period.key, period);
      return period;
    },
    open(period: PeriodRequest, filter: ViewFilter) {
      performance.mark('otp-insight:open', { detail: { key: period.key } });
      send({ type: 'view', key: period.key, filter });
      send({ type: 'read', period });
    },
    view(key: string, filter: ViewFilter) {
      send({ type: 'view', key, filter });
    },
    cancel(key: string) {
      send({ type: 'cancel', key });
    },
    /** Reads the period again with new bounds (a preset moves to now). */
    reread(period: PeriodRequest, filter: ViewFilter) {
      periods.set(period.key, period);
      for (const key of [...states.keys()])
        if (key.startsWith(`${period.key}|`)) states.delete(key);
      send({ type: 'view', key: period.key, filter });
      send({ type: 'reread', period });
    },
  };
}

export type InsightStore = ReturnType<typeof createInsightStore>;

let tabStore: InsightStore | undefined;
const insightStore = () => (tabStore ??= createInsightStore());

/**
 * The view's state (undefined until the worker first answers), and the actions on its period. The worker's
 * updates re-render the page in a transition: React renders them in slices that leave the main thread to input
 * and frames in between (an external store's update through useSyncExternalStore renders in one piece).
 */
export function useInsight(period: PeriodRequest, filter: ViewFilter) {
  const store = insightStore();
  const resolved = store.resolve(period);
  const { channel, country } = filter;
  const [, update] = useReducer((version: number) => version + 1, 0);
  const state = store.state(resolved.key, { channel, country });
  const rendered = useRef(state);
  useEffect(() => {
    rendered.current = state;
  });
  useEffect(() => {
    const unsubscribe = store.subscribe(() => startTransition(update));
    // An update between this render and the subscription is not lost.
    if (store.state(resolved.key, { channel, country }) !== rendered.current)
      startTransition(update);
    return unsubscribe;
  }, [store, resolved.key, channel, country]);
  useEffect(() => {
    store.open(resolved, { channel, country });
  }, [store, resolved, channel, country]);
  return {
    period: resolved,
    state,
    cancel: () => store.cancel(resolved.key),
    reread: (fresh: PeriodRequest) => store.reread(fresh, { channel, country }),
  };
}
