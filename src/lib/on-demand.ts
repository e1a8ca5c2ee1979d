// A module a page brings only when a person is about to use what it holds (a calendar, a dropdown's list): loaded
// once for every component of the page that asks, fetched ahead when the pointer comes over the control or it takes
// the focus, and tried again after a failure (the connection may be back). Components re-render as soon as it is
// there.
import { useSyncExternalStore } from 'react';

export interface OnDemand<M> {
  /** Loads the module (once); rejects when it could not be loaded, and the next call tries again. */
  load: () => Promise<M>;
  /** Fetches the module ahead; a failure shows when it is needed. */
  preload: () => void;
  /** The module once it is there (the component re-renders then), else undefined. */
  useLoaded: () => M | undefined;
}

export function onDemand<M>(importModule: () => Promise<M>): OnDemand<M> {
  let loaded: M | undefined;
  let loading: Promise<M> | undefined;
  const listeners = new Set<() => void>();

  const load = () => {
    loading ??= importModule().then(
      (module) => {
        loaded = module;
        for (const listener of listeners) listener();
        return module;
      },
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  };
  const current = () => loaded;

  return {
    load,
    preload: () => {
      load().catch(() => undefined);
    },
    useLoaded: () => useSyncExternalStore(subscribe, current, current),
  };
}
