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

/**
 * Opens the lookup, with `text` in its field when given (what was typed or pasted elsewhere), else with an empty
 * field; a lookup already open keeps what is in it. (Spotlight empties the field only once its closing transition
 * ends, so a lookup opened again during that transition would otherwise show the last query.)
 */
export function openLookup(text?: string) {
  if (text !== undefined) setLookupQuery(text);
  else if (!lookupSpotlightStore.getState().opened) setLookupQuery('');
  lookupSpotlight.open();
}
