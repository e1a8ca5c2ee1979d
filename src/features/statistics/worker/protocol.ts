// Messages between the viewer and its Web Worker, and the compact form in which rows cross to the page:
// per chunk, dictionary codes for the repetitive columns and one string with offsets for the others, so the
// page receives 200,000 rows without one long task and keeps them in little memory.
import type { StatFileFormat } from '@/contracts/statistics';
import type { ApiErrorKind } from '@/lib/errors';
import type { StatisticsEntry } from '../model/entry';

/** Columns whose few distinct values are sent once and referred to by number. */
export const CODED_COLUMNS = [
  'type',
  'country',
  'operator',
  'sender',
  'status',
  'currency',
] as const;
export type CodedColumn = (typeof CODED_COLUMNS)[number];

/** Columns sent as text. `preview` is the start of the text (or the hlr operator and state). */
export const TEXT_COLUMNS = [
  'id',
  'msisdn',
  'amount',
  'incoming',
  'sending',
  'dlr',
  'preview',
] as const;
export type TextColumn = (typeof TEXT_COLUMNS)[number];

/** Characters of the text kept for the table; the whole text is in the detail panel. */
export const PREVIEW_LENGTH = 140;

export interface RowChunk {
  /** Index of the first row of the chunk. */
  start: number;
  count: number;
  /** `count × CODED_COLUMNS.length` codes into the dictionary, row by row. */
  codes: Uint32Array;
  /** Every text cell of the chunk, one after the other. */
  text: string;
  /** `count × TEXT_COLUMNS.length + 1` offsets into `text`. */
  offsets: Uint32Array;
  /** Dictionary values first used by this chunk, appended in order to the page's dictionary. */
  dictionary: string[];
}

/** The columns a person can sort by (the table's columns). */
export const SORT_COLUMNS = [
  'id',
  'type',
  'msisdn',
  'country',
  'operator',
  'sender',
  'status',
  'price',
  'incoming',
  'sending',
  'dlr',
  'text',
] as const;
export type SortColumn = (typeof SORT_COLUMNS)[number];

export interface EntryFilters {
  status: readonly string[];
  type: readonly string[];
  country: readonly string[];
  operator: readonly string[];
  sender: readonly string[];
  /** Text search, case-insensitive, in ids, numbers, names, statuses and texts. */
  q: string;
}

export interface ViewRequest {
  filters: EntryFilters;
  /** null: the order of the file. */
  sort: SortColumn | null;
  way: 'asc' | 'desc';
}

export interface ValueCount {
  value: string;
  count: number;
}

export interface CurrencyTotal {
  currency: string;
  /** Entries priced in this currency. */
  entries: number;
  /** Exact sum of their prices (7 decimals). */
  total: string;
  /** Alternative SMS priced in this currency, and the exact sum of their prices. */
  alternativeSms: number;
  alternativeTotal: string;
  /** total + alternativeTotal. */
  grandTotal: string;
}

export interface Summary {
  entries: number;
  byStatus: ValueCount[];
  byType: ValueCount[];
  byCountry: ValueCount[];
  byOperator: ValueCount[];
  costs: CurrencyTotal[];
  /** Entries whose price could not be read as an amount (left out of the totals). */
  unpriced: number;
}

export interface Facets {
  status: ValueCount[];
  type: ValueCount[];
  country: ValueCount[];
  operator: ValueCount[];
  sender: ValueCount[];
}

/** Epoch milliseconds of the stages of one load, and the worker's own time spent parsing. */
export interface LoadTimings {
  started: number;
  firstByte: number;
  firstRows: number;
  downloaded: number;
  parsed: number;
  /** Milliseconds the worker spent in the parser and the model (not waiting for the network). */
  parseMs: number;
}

export type ToWorker =
  | { type: 'load'; key: string; format: StatFileFormat }
  | { type: 'view'; id: number; request: ViewRequest }
  | { type: 'entry'; id: number; row: number }
  | { type: 'find'; id: number; messageId: string };

export interface LoadFailure {
  kind: ApiErrorKind | 'file';
  status: number;
  message: string;
}

/** What the worker tells of a file read to its end. */
export interface FileLoaded {
  entries: number;
  /** Items of the file that are not entries (not objects). */
  skipped: number;
  bytes: number;
  facets: Facets;
  file: Blob;
  timings: LoadTimings;
}

export type FromWorker =
  | { type: 'progress'; received: number; total: number | null; entries: number }
  | { type: 'rows'; chunk: RowChunk }
  | ({ type: 'done' } & FileLoaded)
  | { type: 'failed'; error: LoadFailure }
  | { type: 'view'; id: number; rows: Int32Array | null; summary: Summary; ms: number }
  | { type: 'entry'; id: number; row: number; entry: StatisticsEntry | null }
  | { type: 'find'; id: number; row: number };
