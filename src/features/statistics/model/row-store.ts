// The page's copy of the rows, in the compact chunks the worker sends: a cell is read only when it is shown.
import {
  CODED_COLUMNS,
  TEXT_COLUMNS,
  type CodedColumn,
  type RowChunk,
  type TextColumn,
} from '../worker/protocol';

const codedIndex = (column: CodedColumn) => CODED_COLUMNS.indexOf(column);
const textIndex = (column: TextColumn) => TEXT_COLUMNS.indexOf(column);

export interface RowStore {
  readonly count: number;
  add(chunk: RowChunk): void;
  coded(row: number, column: CodedColumn): string;
  text(row: number, column: TextColumn): string;
}

export function createRowStore(): RowStore {
  const chunks: RowChunk[] = [];
  const dictionary: string[] = [];
  let count = 0;

  function chunkOf(row: number): RowChunk | undefined {
    // Chunks are few (tens) and in order: a binary search on their first row.
    let lo = 0;
    let hi = chunks.length - 1;
    while (lo <= hi) {
      const mid = (lo + hi) >> 1;
      const chunk = chunks[mid];
      if (!chunk) return undefined;
      if (row < chunk.start) hi = mid - 1;
      else if (row >= chunk.start + chunk.count) lo = mid + 1;
      else return chunk;
    }
    return undefined;
  }

  return {
    get count() {
      return count;
    },
    add(chunk) {
      for (const value of chunk.dictionary) dictionary.push(value);
      chunks.push(chunk);
      count = chunk.start + chunk.count;
    },
    coded(row, column) {
      const chunk = chunkOf(row);
      if (!chunk) return '';
      const code = chunk.codes[(row - chunk.start) * CODED_COLUMNS.length + codedIndex(column)];
      return code === undefined ? '' : (dictionary[code] ?? '');
    },
    text(row, column) {
      const chunk = chunkOf(row);
      if (!chunk) return '';
      const at = (row - chunk.start) * TEXT_COLUMNS.length + textIndex(column);
      const from = chunk.offsets[at];
      const to = chunk.offsets[at + 1];
      return from === undefined || to === undefined ? '' : chunk.text.slice(from, to);
    },
  };
}
