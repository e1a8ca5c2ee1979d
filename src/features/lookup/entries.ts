// What the lookup lists for a query: the readings found on the platform, the recent lookups and the pages that
// match it.
import { describeLookup, type Lookup } from './classify';
import type { LookupHit } from './rank';

export interface LookupPage<To = string> {
  label: string;
  description: string;
  to: To;
}

export type LookupEntry<To = string> =
  | {
      id: string;
      label: string;
      description: string;
      type: 'lookup';
      lookup: Lookup;
      /** The one record a reading found, when it can find several. */
      recordId?: string;
    }
  | { id: string; label: string; description: string; type: 'page'; page: LookupPage<To> };

export interface LookupGroup<To = string> {
  label: 'Found' | 'Recent lookups' | 'Pages';
  entries: LookupEntry<To>[];
}

export interface LookupEntries<To = string> {
  groups: LookupGroup<To>[];
  /** Every entry in the order shown, for moving through them with the arrow keys. */
  flat: LookupEntry<To>[];
  /** The pages come before what was found (a word that names a page). */
  pagesFirst: boolean;
}

const sameLookup = (a: Lookup, b: Lookup) => a.kind === b.kind && a.value === b.value;

function lookupEntry<To>(prefix: string, lookup: Lookup, hit?: LookupHit): LookupEntry<To> {
  const { label, description } = describeLookup(lookup);
  return {
    id: `${prefix}:${lookup.kind}:${lookup.value}`,
    type: 'lookup',
    lookup,
    label,
    description: hit?.summary ?? description,
    ...(hit?.recordId === undefined ? {} : { recordId: hit.recordId }),
  };
}

/**
 * The entries for `query`: `hits` are the readings the platform found (best first), `readings` every reading
 * of the text (a recent lookup that is one of them is left out: its check says more).
 */
export function lookupEntries<To>(
  query: string,
  hits: readonly LookupHit[],
  readings: readonly Lookup[],
  recent: readonly Lookup[],
  pages: readonly LookupPage<To>[],
): LookupEntries<To> {
  const needle = query.trim().toLowerCase();
  const matches = (...values: string[]) =>
    needle === '' || values.some((v) => v.toLowerCase().includes(needle));

  const foundGroup: LookupGroup<To> = {
    label: 'Found',
    entries: hits.map((hit) => lookupEntry<To>('found', hit.lookup, hit)),
  };
  const recentGroup: LookupGroup<To> = {
    label: 'Recent lookups',
    entries: recent
      .filter((r) => !readings.some((l) => sameLookup(l, r)))
      .map((r) => lookupEntry<To>('recent', r))
      .filter((entry) => matches(entry.label)),
  };
  const pageGroup: LookupGroup<To> = {
    label: 'Pages',
    entries: pages
      .filter((page) => matches(page.label, page.description))
      .map((page) => ({
        id: `page:${String(page.to)}`,
        type: 'page' as const,
        label: `Go to ${page.label}`,
        description: page.description,
        page,
      })),
  };
  // A word without digits that names a page is more likely that page than a reference: pages come first then.
  const pagesFirst = needle !== '' && !/[0-9]/.test(needle) && pageGroup.entries.length > 0;
  const ordered = pagesFirst
    ? [pageGroup, foundGroup, recentGroup]
    : [foundGroup, recentGroup, pageGroup];
  const shown = ordered.filter((group) => group.entries.length > 0);
  return { groups: shown, flat: shown.flatMap((group) => group.entries), pagesFirst };
}
