// What the lookup lists for a query: the lookups that fit it, the recent lookups and the pages that match it.
import { classifyLookup, describeLookup, type Lookup, type LookupNote } from './classify';

export interface LookupPage<To = string> {
  label: string;
  description: string;
  to: To;
}

export type LookupEntry<To = string> =
  | { id: string; label: string; description: string; type: 'lookup'; lookup: Lookup }
  | { id: string; label: string; description: string; type: 'page'; page: LookupPage<To> };

export interface LookupGroup<To = string> {
  label: 'Look up' | 'Recent lookups' | 'Pages';
  entries: LookupEntry<To>[];
}

export interface LookupEntries<To = string> {
  groups: LookupGroup<To>[];
  notes: LookupNote[];
  /** Every entry in the order shown, for moving through them with the arrow keys. */
  flat: LookupEntry<To>[];
}

const sameLookup = (a: Lookup, b: Lookup) => a.kind === b.kind && a.value === b.value;

function lookupEntry<To>(prefix: string, lookup: Lookup): LookupEntry<To> {
  return {
    id: `${prefix}:${lookup.kind}:${lookup.value}`,
    type: 'lookup',
    lookup,
    ...describeLookup(lookup),
  };
}

export function lookupEntries<To>(
  query: string,
  recent: readonly Lookup[],
  pages: readonly LookupPage<To>[],
): LookupEntries<To> {
  const { text, lookups, notes } = classifyLookup(query);
  const needle = text.toLowerCase();
  const matches = (...values: string[]) =>
    needle === '' || values.some((v) => v.toLowerCase().includes(needle));

  const lookupGroup: LookupGroup<To> = {
    label: 'Look up',
    entries: lookups.map((l) => lookupEntry<To>('lookup', l)),
  };
  const recentGroup: LookupGroup<To> = {
    label: 'Recent lookups',
    entries: recent
      .filter((r) => !lookups.some((l) => sameLookup(l, r)))
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
    ? [pageGroup, lookupGroup, recentGroup]
    : [lookupGroup, recentGroup, pageGroup];
  const shown = ordered.filter((group) => group.entries.length > 0);
  return { groups: shown, notes, flat: shown.flatMap((group) => group.entries) };
}
