// React's side of an open statistics file: the session for a key and format (a new worker for each, ended
// when the viewer leaves), its load state, and the view (filters and sort) computed in the worker.
import { useEffect, useState, useSyncExternalStore } from 'react';
import type { StatFileFormat } from '@/contracts/statistics';
import {
  openFileSession,
  type EntryView,
  type FileLoadState,
  type FileSession,
} from './file-session';
import type { ViewRequest } from './worker/protocol';

const STARTING: FileLoadState = {
  status: 'loading',
  received: 0,
  total: null,
  entries: 0,
  rows: 0,
};

interface Snapshot {
  session: FileSession | undefined;
  state: FileLoadState;
}

interface SessionHolder {
  subscribe: (listener: () => void) => () => void;
  getSnapshot: () => Snapshot;
  /** Opens a session; the returned function ends it. */
  open: (key: string, format: StatFileFormat) => () => void;
}

/** The viewer's current session as an external store: opening and closing happen in an effect. */
function createSessionHolder(): SessionHolder {
  let session: FileSession | undefined;
  let snapshot: Snapshot = { session: undefined, state: STARTING };
  const listeners = new Set<() => void>();
  const emit = () => {
    snapshot = { session, state: session?.getState() ?? STARTING };
    for (const listener of listeners) listener();
  };
  return {
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot: () => snapshot,
    open: (key, format) => {
      const opened = openFileSession(key, format);
      session = opened;
      const unsubscribe = opened.subscribe(emit);
      emit();
      return () => {
        unsubscribe();
        opened.dispose();
        if (session === opened) session = undefined;
        emit();
      };
    },
  };
}

export function useStatisticsFile(key: string, format: StatFileFormat, enabled: boolean) {
  const [attempt, setAttempt] = useState(0);
  const [holder] = useState(createSessionHolder);
  useEffect(
    () => (enabled ? holder.open(key, format) : undefined),
    [holder, key, format, enabled, attempt],
  );
  const { session, state } = useSyncExternalStore(holder.subscribe, holder.getSnapshot);
  return { session, state, retry: () => setAttempt((n) => n + 1) };
}

/**
 * The view of a loaded file for a request (memoise it: a new object asks the worker again); the previous view
 * stays on screen while the next is computed.
 */
export function useEntryView(
  session: FileSession | undefined,
  ready: boolean,
  request: ViewRequest,
) {
  const [view, setView] = useState<{ request: string; view: EntryView }>();
  const requestKey = JSON.stringify(request);
  useEffect(() => {
    if (!session || !ready) return undefined;
    let current = true;
    const key = JSON.stringify(request);
    const started = performance.now();
    void session.view(request).then((next) => {
      if (!current) return;
      // How long a filter or sort takes, worker and message included (read by the benchmark).
      performance.measure('statistics:view', { start: started, end: performance.now() });
      setView({ request: key, view: next });
    });
    return () => {
      current = false;
    };
  }, [session, ready, request]);
  return {
    view: session && view ? view.view : undefined,
    /** True while the view on screen is not yet the one asked for. */
    pending: ready && view?.request !== requestKey,
  };
}
