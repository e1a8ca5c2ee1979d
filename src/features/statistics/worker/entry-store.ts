// The loaded file inside the worker: every entry of the model, the coded columns, and what the viewer asks
// of them (rows for the page in chunks, a filtered and sorted view with its summary, one entry).
import { sumDecimals } from '@/contracts/decimal';
import type { StatisticsEntry } from '../model/entry';
import {
  CODED_COLUMNS,
  PREVIEW_LENGTH,
  TEXT_COLUMNS,
  type CodedColumn,
  type CurrencyTotal,
  type Facets,
  type RowChunk,
  type SortColumn,
  type Summary,
  type ValueCount,
  type ViewRequest,
} from './protocol';

const collator = new Intl.Collator(undefined, { numeric: true, sensitivity: 'base' });

function preview(entry: StatisticsEntry): string {
  if (entry.hlr) {
    const who = entry.hlr.operator || entry.hlr.brand;
    return [who, entry.hlr.status].filter(Boolean).join(' · ');
  }
  return entry.text.length > PREVIEW_LENGTH ? entry.text.slice(0, PREVIEW_LENGTH) : entry.text;
}

function codedValue(entry: StatisticsEntry, column: CodedColumn): string {
  return column === 'sender' ? entry.sender : entry[column];
}

/** The date-time text as a number that sorts the same way (the spec's form sorts as text). */
function numberOrNaN(text: string): number {
  if (text === '') return Number.NaN;
  const n = Number(text);
  return Number.isFinite(n) ? n : Number.NaN;
}

export function createEntryStore() {
  const entries: StatisticsEntry[] = [];
  const dictionary: string[] = [];
  const dictionaryIndex = new Map<string, number>();
  const codes: Record<CodedColumn, number[]> = {
    type: [],
    country: [],
    operator: [],
    sender: [],
    status: [],
    currency: [],
  };
  /** Rows not yet sent to the page, and dictionary values not yet sent. */
  let sentRows = 0;
  let sentDictionary = 0;
  const sortKeys = new Map<SortColumn, Float64Array>();
  let haystack: string[] | null = null;

  function code(value: string): number {
    let c = dictionaryIndex.get(value);
    if (c === undefined) {
      c = dictionary.length;
      dictionary.push(value);
      dictionaryIndex.set(value, c);
    }
    return c;
  }

  function add(entry: StatisticsEntry): void {
    entries.push(entry);
    for (const column of CODED_COLUMNS) codes[column].push(code(codedValue(entry, column)));
    sortKeys.clear();
    haystack = null;
  }

  /** The rows not sent yet, in the page's compact form (undefined when there are none). */
  function takeChunk(): RowChunk | undefined {
    const start = sentRows;
    const count = entries.length - start;
    if (count <= 0) return undefined;
    const chunkCodes = new Uint32Array(count * CODED_COLUMNS.length);
    const offsets = new Uint32Array(count * TEXT_COLUMNS.length + 1);
    const parts: string[] = [];
    let length = 0;
    let o = 0;
    for (let r = 0; r < count; r++) {
      const row = start + r;
      const entry = entries[row];
      if (!entry) continue;
      CODED_COLUMNS.forEach((column, c) => {
        chunkCodes[r * CODED_COLUMNS.length + c] = codes[column][row] ?? 0;
      });
      for (const column of TEXT_COLUMNS) {
        const value = column === 'preview' ? preview(entry) : entry[column];
        offsets[o++] = length;
        parts.push(value);
        length += value.length;
      }
    }
    offsets[o] = length;
    sentRows = entries.length;
    const newValues = dictionary.slice(sentDictionary);
    sentDictionary = dictionary.length;
    return {
      start,
      count,
      codes: chunkCodes,
      text: parts.join(''),
      offsets,
      dictionary: newValues,
    };
  }

  function counts(column: CodedColumn, rows: Iterable<number>): ValueCount[] {
    const tally = new Map<number, number>();
    const columnCodes = codes[column];
    for (const row of rows) {
      const c = columnCodes[row] ?? 0;
      tally.set(c, (tally.get(c) ?? 0) + 1);
    }
    return [...tally]
      .map(([c, count]) => ({ value: dictionary[c] ?? '', count }))
      .sort((a, b) => b.count - a.count || collator.compare(a.value, b.value));
  }

  function allRows(): Iterable<number> {
    return { [Symbol.iterator]: () => rangeIterator(entries.length) };
  }

  function facets(): Facets {
    const rows = allRows();
    return {
      status: counts('status', rows),
      type: counts('type', rows),
      country: counts('country', rows),
      operator: counts('operator', rows),
      sender: counts('sender', rows),
    };
  }

  /** Dictionary codes allowed by a filter, or null when the filter allows everything. */
  function allowed(values: readonly string[]): Uint8Array | null {
    if (values.length === 0) return null;
    const mask = new Uint8Array(dictionary.length);
    for (const value of values) {
      const c = dictionaryIndex.get(value);
      if (c !== undefined) mask[c] = 1;
    }
    return mask;
  }

  function searchText(): string[] {
    haystack ??= entries.map((e) =>
      [
        e.id,
        e.msisdn,
        e.sender,
        e.country,
        e.operator,
        e.status,
        e.type,
        e.text,
        e.price,
        e.hlr ? `${e.hlr.operator}\n${e.hlr.brand}\n${e.hlr.imsi}\n${e.hlr.status}` : '',
        e.caption,
        e.alternativeSms ? `${e.alternativeSms.id}\n${e.alternativeSms.status}` : '',
      ]
        .join('\n')
        .toLowerCase(),
    );
    return haystack;
  }

  function sortKey(column: SortColumn): Float64Array {
    const cached = sortKeys.get(column);
    if (cached) return cached;
    const keys = new Float64Array(entries.length);
    if (column === 'id' || column === 'msisdn') {
      entries.forEach((e, i) => {
        keys[i] = numberOrNaN(e[column]);
      });
    } else if (column === 'price') {
      entries.forEach((e, i) => {
        keys[i] = numberOrNaN(e.amount);
      });
    } else if (
      column === 'type' ||
      column === 'country' ||
      column === 'operator' ||
      column === 'sender' ||
      column === 'status'
    ) {
      // Rank each distinct value once, in the reader's alphabetical order.
      const order = dictionary
        .map((_, i) => i)
        .sort((a, b) => collator.compare(dictionary[a] ?? '', dictionary[b] ?? ''));
      const rank = new Float64Array(dictionary.length);
      order.forEach((c, position) => {
        rank[c] = position;
      });
      const emptyCode = dictionaryIndex.get('');
      const columnCodes = codes[column];
      entries.forEach((_, i) => {
        const c = columnCodes[i] ?? 0;
        keys[i] = c === emptyCode ? Number.NaN : (rank[c] ?? Number.NaN);
      });
    } else {
      // Dates (the spec's form sorts as text) and texts: rank the rows by plain text comparison.
      const values = entries.map((e) => (column === 'text' ? preview(e).toLowerCase() : e[column]));
      const order = values
        .map((_, i) => i)
        .sort((a, b) => {
          const x = values[a] ?? '';
          const y = values[b] ?? '';
          return x < y ? -1 : x > y ? 1 : 0;
        });
      let rank = 0;
      let previous: string | undefined;
      for (const row of order) {
        const value = values[row] ?? '';
        if (value !== previous) rank++;
        previous = value;
        keys[row] = value === '' ? Number.NaN : rank;
      }
    }
    sortKeys.set(column, keys);
    return keys;
  }

  function summary(rows: Iterable<number>, count: number): Summary {
    const amounts = new Map<string, { entries: string[]; alternative: string[] }>();
    let unpriced = 0;
    const bucket = (currency: string) => {
      let b = amounts.get(currency);
      if (!b) {
        b = { entries: [], alternative: [] };
        amounts.set(currency, b);
      }
      return b;
    };
    for (const row of rows) {
      const entry = entries[row];
      if (!entry) continue;
      if (entry.amount === '') unpriced++;
      else bucket(entry.currency).entries.push(entry.amount);
      const sms = entry.alternativeSms;
      if (sms && sms.amount !== '') bucket(sms.currency).alternative.push(sms.amount);
    }
    const costs: CurrencyTotal[] = [...amounts]
      .map(([currency, b]) => {
        const total = sumDecimals(b.entries).total;
        const alternativeTotal = sumDecimals(b.alternative).total;
        return {
          currency,
          entries: b.entries.length,
          total,
          alternativeSms: b.alternative.length,
          alternativeTotal,
          grandTotal: sumDecimals([total, alternativeTotal]).total,
        };
      })
      .sort((a, b) => b.entries - a.entries || a.currency.localeCompare(b.currency));
    return {
      entries: count,
      byStatus: counts('status', rows),
      byType: counts('type', rows),
      byCountry: counts('country', rows),
      byOperator: counts('operator', rows),
      costs,
      unpriced,
    };
  }

  /** The rows of a view (null: every row in file order) and the summary of those rows. */
  function view(request: ViewRequest): { rows: Int32Array | null; summary: Summary } {
    const { filters, sort, way } = request;
    const masks = {
      status: allowed(filters.status),
      type: allowed(filters.type),
      country: allowed(filters.country),
      operator: allowed(filters.operator),
      sender: allowed(filters.sender),
    };
    const q = filters.q.trim().toLowerCase();
    const filtered = q !== '' || Object.values(masks).some((mask) => mask !== null);
    if (!filtered && sort === null) {
      return { rows: null, summary: summary(allRows(), entries.length) };
    }
    let rows: Int32Array;
    if (filtered) {
      const hay = q === '' ? null : searchText();
      const picked = new Int32Array(entries.length);
      let n = 0;
      for (let row = 0; row < entries.length; row++) {
        if (masks.status && !masks.status[codes.status[row] ?? 0]) continue;
        if (masks.type && !masks.type[codes.type[row] ?? 0]) continue;
        if (masks.country && !masks.country[codes.country[row] ?? 0]) continue;
        if (masks.operator && !masks.operator[codes.operator[row] ?? 0]) continue;
        if (masks.sender && !masks.sender[codes.sender[row] ?? 0]) continue;
        if (hay && !(hay[row] ?? '').includes(q)) continue;
        picked[n++] = row;
      }
      rows = picked.slice(0, n);
    } else {
      rows = Int32Array.from(rangeIterator(entries.length));
    }
    if (sort !== null) {
      const keys = sortKey(sort);
      const direction = way === 'desc' ? -1 : 1;
      // Missing values last whichever the direction; ties keep the order of the file.
      rows.sort((a, b) => {
        const x = keys[a] ?? Number.NaN;
        const y = keys[b] ?? Number.NaN;
        if (Number.isNaN(x)) return Number.isNaN(y) ? a - b : 1;
        if (Number.isNaN(y)) return -1;
        return (x - y) * direction || a - b;
      });
    }
    return { rows, summary: summary(rows, rows.length) };
  }

  /** The first row whose message_ID is this one, or -1. */
  function find(messageId: string): number {
    return entries.findIndex((e) => e.id === messageId);
  }

  return {
    add,
    takeChunk,
    facets,
    view,
    find,
    entry: (row: number): StatisticsEntry | null => entries[row] ?? null,
    get size() {
      return entries.length;
    },
  };
}
export type EntryStore = ReturnType<typeof createEntryStore>;

function* rangeIterator(length: number): Generator<number> {
  for (let i = 0; i < length; i++) yield i;
}
