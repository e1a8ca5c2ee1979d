// The recent lookups of this browser, kept in localStorage: kinds and identifiers only (never a key or a token),
// the newest first, read back through a schema so that a hand-edited or older entry cannot break the lookup.
import { useSyncExternalStore } from 'react';
import { z } from 'zod/mini';
import { storedText } from '@/lib/stored-text';
import { LOOKUP_KINDS, type Lookup } from './classify';

export const RECENT_LOOKUPS_STORAGE_KEY = 'messaging-console:recent-lookups';
export const RECENT_LOOKUPS_MAX = 8;

const storedSchema = z.array(
  z.object({
    kind: z.enum(LOOKUP_KINDS),
    value: z.string().check(z.minLength(1), z.maxLength(200)),
  }),
);

const stored = storedText(RECENT_LOOKUPS_STORAGE_KEY);
let cached: { raw: string | null; lookups: readonly Lookup[] } = { raw: null, lookups: [] };

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
  const raw = stored.read();
  if (raw !== cached.raw) cached = { raw, lookups: parse(raw) };
  return cached.lookups;
}

function write(lookups: readonly Lookup[]) {
  stored.write(JSON.stringify(lookups));
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

export function useRecentLookups(): readonly Lookup[] {
  // Another tab's lookups show here too.
  return useSyncExternalStore(stored.subscribe, readRecentLookups, () => []);
}
