// Whether the lookup is open, and its query: shared by the header field, the shortcuts and the palette. The
// palette (Mantine Spotlight, with a store of its own) follows this state and reports its closing back
// (lookup-spotlight.tsx), so that what every page shows needs neither Spotlight nor its store.
import { useSyncExternalStore } from 'react';

let opened = false;
let query = '';
const listeners = new Set<() => void>();

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

function changed() {
  for (const listener of listeners) listener();
}

export function setLookupQuery(next: string) {
  if (next === query) return;
  query = next;
  changed();
}

export function useLookupQuery(): string {
  return useSyncExternalStore(
    subscribe,
    () => query,
    () => '',
  );
}

export function useLookupOpened(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => opened,
    () => false,
  );
}

/**
 * Opens the lookup, with `text` in its field when given (what was typed or pasted elsewhere), else with an empty
 * field; a lookup already open keeps what is in it. (Spotlight empties the field only once its closing transition
 * ends, so a lookup opened again during that transition would otherwise show the last query.)
 */
export function openLookup(text?: string) {
  if (text !== undefined) setLookupQuery(text);
  else if (!opened) setLookupQuery('');
  if (opened) return;
  opened = true;
  changed();
}

export function closeLookup() {
  if (!opened) return;
  opened = false;
  changed();
}
