// Text kept in this browser's localStorage under one key: read and written without throwing (storage can be
// refused by the browser's settings, or full), and watched in this tab and in others, for useSyncExternalStore.

/** The key's stored text, its writer and its subscription. */
export function storedText(key: string) {
  const listeners = new Set<() => void>();
  const storage = (): Storage | undefined => {
    try {
      return typeof window === 'undefined' ? undefined : window.localStorage;
    } catch {
      return undefined;
    }
  };
  return {
    /** The stored text, or null when there is none or storage is refused. */
    read: (): string | null => {
      try {
        return storage()?.getItem(key) ?? null;
      } catch {
        return null;
      }
    },
    /** Stores the text and tells every subscriber; a full or refused storage keeps nothing, silently. */
    write: (text: string): void => {
      try {
        storage()?.setItem(key, text);
      } catch {
        // Full or refused storage: what was written still shows until the page is left.
      }
      for (const listener of listeners) listener();
    },
    /** For useSyncExternalStore: a write in this tab, or a change of the key in another tab. */
    subscribe: (listener: () => void): (() => void) => {
      listeners.add(listener);
      const onStorage = (event: StorageEvent) => {
        if (event.key === null || event.key === key) listener();
      };
      window.addEventListener('storage', onStorage);
      return () => {
        listeners.delete(listener);
        window.removeEventListener('storage', onStorage);
      };
    },
  };
}
