// The lookup's own Spotlight instance and its query, shared by the palette, the header field and the shortcuts.
import { createSpotlight } from '@mantine/spotlight';
import { useSyncExternalStore } from 'react';

export const [lookupSpotlightStore, lookupSpotlight] = createSpotlight();

let query = '';
const listeners = new Set<() => void>();

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function setLookupQuery(next: string) {
  if (next === query) return;
  query = next;
  for (const listener of listeners) listener();
}

export function useLookupQuery(): string {
  return useSyncExternalStore(
    subscribe,
    () => query,
    () => '',
  );
}

/** Opens the lookup, with `text` in its field when given (what was typed or pasted elsewhere). */
export function openLookup(text?: string) {
  if (text !== undefined) setLookupQuery(text);
  lookupSpotlight.open();
}
