// The recent lookups of this browser, kept in localStorage: kinds and identifiers only (never a key or a token),
// the newest first, read back through a schema so that a hand-edited or older entry cannot break the lookup.
import { useSyncExternalStore } from 'react';
import { z } from 'zod';
import { LOOKUP_KINDS, type Lookup } from './classify';

export const RECENT_LOOKUPS_STORAGE_KEY = 'messaging-console:recent-lookups';
export const RECENT_LOOKUPS_MAX = 8;

const storedSchema = z.array(
  z.object({ kind: z.enum(LOOKUP_KINDS), value: z.string().min(1).max(200) }).strip(),
);

const listeners = new Set<() => void>();
let cached: { raw: string | null; lookups: readonly Lookup[] } = { raw: null, lookups: [] };

function storage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    // Storage can be refused (privacy settings): the lookup works without a history.
    return undefined;
  }
}

function readRaw(): string | null {
  try {
    return storage()?.getItem(RECENT_LOOKUPS_STORAGE_KEY) ?? null;
  } catch {
    return null;
  }
}

function parse(raw: string | null): Lookup[] {
  if (raw === null) return [];
  try {
    const parsed = storedSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data.slice(0, RECENT_LOOKUPS_MAX) : [];
  } catch {
    return [];
  }
}

/** The recent lookups, newest first; the same array until the stored value changes. */
export function readRecentLookups(): readonly Lookup[] {
  const raw = readRaw();
  if (raw !== cached.raw) cached = { raw, lookups: parse(raw) };
  return cached.lookups;
}

function write(lookups: readonly Lookup[]) {
  try {
    storage()?.setItem(RECENT_LOOKUPS_STORAGE_KEY, JSON.stringify(lookups));
  } catch {
    // Full or refused storage: the lookup still opens, it is only not remembered.
  }
  for (const listener of listeners) listener();
}

/** Puts a lookup first (once), keeping at most RECENT_LOOKUPS_MAX. */
export function rememberLookup(lookup: Lookup) {
  const entry: Lookup = { kind: lookup.kind, value: lookup.value };
  const rest = readRecentLookups().filter(
    (l) => !(l.kind === entry.kind && l.value === entry.value),
  );
  write([entry, ...rest].slice(0, RECENT_LOOKUPS_MAX));
}

export function clearRecentLookups() {
  write([]);
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  // Another tab's lookups show here too.
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === RECENT_LOOKUPS_STORAGE_KEY) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

export function useRecentLookups(): readonly Lookup[] {
  return useSyncExternalStore(subscribe, readRecentLookups, () => []);
}
