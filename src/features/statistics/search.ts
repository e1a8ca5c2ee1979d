// The URL search params of the statistics pages: the list's filters, and the viewer's format, filters, sort
// and open entry; bad values fall back to defaults so an old or edited link still opens.
import { z } from 'zod/mini';
import { STAT_FILE_FORMATS } from '@/contracts/statistics-rules';
import { searchOptional, searchOr, searchSchema, searchText, searchWay } from '@/lib/search-params';
import { SORT_COLUMNS, type EntryFilters, type ViewRequest } from './worker/protocol';

/** The text of a search box: `?q=1e5` or `?q=true` is that text (searchText). */
const query = () => searchOr(z.pipe(searchText, z.string().check(z.maxLength(200))), '');

export const statFilesSearchSchema = searchSchema(() =>
  z.object({
    status: searchOr(z.enum(['all', 'done', 'error']), 'all'),
    q: query(),
  }),
);
export type StatFilesSearch = ReturnType<typeof statFilesSearchSchema.parse>;

export const statFileViewerSearchSchema = searchSchema(() => {
  /** A list of values: an array, or one value (`?status=Delivered` as typed by hand), each read as text. */
  const values = z.catch(
    z._default(
      z.pipe(
        z.pipe(
          z.union([z.array(searchText), searchText]),
          z.transform((v: string[] | string) =>
            (Array.isArray(v) ? v : [v]).filter((s) => s !== ''),
          ),
        ),
        z.array(z.string()).check(z.maxLength(200)),
      ),
      [],
    ),
    [],
  );
  return z.object({
    format: searchOr(z.enum(STAT_FILE_FORMATS), 'json'),
    status: values,
    type: values,
    country: values,
    operator: values,
    sender: values,
    q: query(),
    sort: searchOptional(z.enum(SORT_COLUMNS)),
    way: searchWay('asc'),
    /** message_ID of the entry shown in the detail panel. */
    entry: searchOptional(searchText),
  });
});
export type StatFileViewerSearch = ReturnType<typeof statFileViewerSearchSchema.parse>;

export const FILTER_FIELDS = ['status', 'type', 'country', 'operator', 'sender'] as const;
export type FilterField = (typeof FILTER_FIELDS)[number];

export function entryFilters(search: StatFileViewerSearch): EntryFilters {
  return {
    status: search.status,
    type: search.type,
    country: search.country,
    operator: search.operator,
    sender: search.sender,
    q: search.q,
  };
}

export function viewRequest(search: StatFileViewerSearch): ViewRequest {
  return { filters: entryFilters(search), sort: search.sort ?? null, way: search.way };
}

export function hasFilters(search: StatFileViewerSearch): boolean {
  return FILTER_FIELDS.some((field) => search[field].length > 0) || search.q.trim() !== '';
}
