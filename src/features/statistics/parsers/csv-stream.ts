// The csv form read as it arrives: complete rows (a line break outside quotes ends one) are split into cells,
// and each row becomes a nested record again (`body.Operator` → body.Operator, `alternativeSMS.Status` → ...).
// Well-formed rows (RFC 4180) are split here; a piece with a quote out of place goes to papaparse whole, which
// reads those as it always has.
import Papa from 'papaparse';
import { EMPTY_FILE, StatisticsFileError, truncated, type EntryStreamParser } from './entry-parser';

interface Column {
  name: string;
  /** `body` of `body.Operator`; '' for a top-level column. */
  parent: string;
  child: string;
}

function columnsOf(header: readonly string[]): Column[] {
  return header.map((raw) => {
    const name = raw.trim();
    const dot = name.indexOf('.');
    return dot > 0
      ? { name, parent: name.slice(0, dot), child: name.slice(dot + 1) }
      : { name, parent: '', child: '' };
  });
}

/** A row as a nested record; a nested group whose cells are all empty is left out (not an hlr, no SMS). */
function recordOf(columns: readonly Column[], row: readonly string[]): Record<string, unknown> {
  const record: Record<string, unknown> = {};
  let nested: Record<string, Record<string, string>> | undefined;
  for (let i = 0; i < columns.length; i++) {
    const column = columns[i];
    if (!column) continue;
    const value = row[i] ?? '';
    if (column.parent === '') {
      record[column.name] = value;
    } else if (value !== '') {
      nested ??= {};
      (nested[column.parent] ??= {})[column.child] = value;
    }
  }
  if (nested) for (const parent in nested) record[parent] = nested[parent];
  return record;
}

/** The rows of complete csv text as papaparse reads them: the reader where splitCsvRows gives up. */
export function papaparseRows(text: string, newline: '\r\n' | '\n' | '\r'): string[][] {
  return Papa.parse<string[]>(text, {
    header: false,
    skipEmptyLines: true,
    newline,
    delimiter: ',',
    quoteChar: '"',
  }).data;
}

const QUOTE = 34;
const COMMA = 44;

/**
 * The rows of complete csv text, as papaparse gives them with `skipEmptyLines: true`; undefined when a quoted
 * value is followed by anything but a comma, a line break or the end (papaparse reads that its own way), or
 * never closed. Twice as fast as papaparse on the sandbox's files: one pass over the characters, a cell sliced
 * once, a quoted cell's doubled quotes joined in pieces.
 */
export function splitCsvRows(text: string, newline: '\r\n' | '\n' | '\r'): string[][] | undefined {
  const rows: string[][] = [];
  const length = text.length;
  const breakCode = newline.charCodeAt(0);
  const crlf = newline === '\r\n';
  let row: string[] = [];
  let i = 0;
  const endRow = () => {
    // A line with nothing on it is no row (papaparse's skipEmptyLines: true).
    if (row.length !== 1 || row[0] !== '') rows.push(row);
    row = [];
  };
  while (i <= length) {
    let value: string;
    if (text.charCodeAt(i) === QUOTE) {
      let from = i + 1;
      value = '';
      for (;;) {
        const close = text.indexOf('"', from);
        if (close < 0) return undefined;
        if (text.charCodeAt(close + 1) === QUOTE) {
          value += text.slice(from, close + 1);
          from = close + 2;
        } else {
          value += text.slice(from, close);
          i = close + 1;
          break;
        }
      }
    } else {
      let j = i;
      for (; j < length; j++) {
        const code = text.charCodeAt(j);
        if (code === COMMA) break;
        if (code === breakCode && (!crlf || text.charCodeAt(j + 1) === 10)) break;
      }
      value = text.slice(i, j);
      i = j;
    }
    row.push(value);
    if (i >= length) {
      endRow();
      break;
    }
    const code = text.charCodeAt(i);
    if (code === COMMA) {
      i++;
    } else if (code === breakCode && (!crlf || text.charCodeAt(i + 1) === 10)) {
      i += newline.length;
      endRow();
      if (i >= length) break;
    } else {
      return undefined;
    }
  }
  return rows;
}

export function createCsvEntryParser(): EntryStreamParser {
  let buffer = '';
  /** Scanned up to here; `inQuotes` is the state at this point. */
  let scanned = 0;
  let inQuotes = false;
  let columns: Column[] | null = null;
  let newline: '\r\n' | '\n' | '\r' = '\n';
  let rowsRead = 0;
  let sawContent = false;

  /** End (exclusive) of the last complete row in the buffer, or -1. */
  function lastRowEnd(): number {
    const breakChar = newline === '\r' ? '\r' : '\n';
    let safe = -1;
    let i = scanned;
    const text = buffer;
    while (i < text.length) {
      if (inQuotes) {
        const close = text.indexOf('"', i);
        if (close < 0) {
          i = text.length;
          break;
        }
        // A doubled quote inside a value closes and reopens: the parity stays right.
        inQuotes = false;
        i = close + 1;
      } else {
        const quote = text.indexOf('"', i);
        const limit = quote < 0 ? text.length : quote;
        const lineBreak = text.lastIndexOf(breakChar, limit - 1);
        if (lineBreak >= i) safe = lineBreak + 1;
        if (quote < 0) {
          i = text.length;
          break;
        }
        inQuotes = true;
        i = quote + 1;
      }
    }
    scanned = i;
    return safe;
  }

  function parseRows(text: string): unknown[] {
    if (text.trim() === '') return [];
    const rows = splitCsvRows(text, newline) ?? papaparseRows(text, newline);
    const records: unknown[] = [];
    for (const row of rows) {
      if (!columns) {
        columns = columnsOf(row);
        if (!columns.some((c) => c.name !== '')) {
          throw new StatisticsFileError('The csv file cannot be read: its header row is empty.');
        }
        continue;
      }
      records.push(recordOf(columns, row));
      rowsRead++;
    }
    return records;
  }

  let newlineKnown = false;
  /** The line break of the file, from its first line (a hostile value may hold another kind inside quotes). */
  function detectNewline(): void {
    const lf = buffer.indexOf('\n');
    const cr = buffer.indexOf('\r');
    if (lf < 0 && (cr < 0 || cr === buffer.length - 1)) return;
    newlineKnown = true;
    if (cr >= 0 && (lf < 0 || cr < lf)) newline = buffer.charCodeAt(cr + 1) === 10 ? '\r\n' : '\r';
    else newline = '\n';
  }

  return {
    push(text) {
      if (text === '') return [];
      sawContent ||= text.trim() !== '';
      buffer += text;
      if (!newlineKnown) detectNewline();
      if (!newlineKnown) return [];
      const end = lastRowEnd();
      if (end < 0) return [];
      const complete = buffer.slice(0, end);
      buffer = buffer.slice(end);
      scanned -= end;
      return parseRows(complete);
    },
    end() {
      if (!sawContent) throw new StatisticsFileError(EMPTY_FILE);
      if (!newlineKnown) detectNewline();
      // Every row of a csv file ends with a line break; without any, even the header row is cut.
      if (!newlineKnown) throw truncated('csv', 'before the end of its header row');
      lastRowEnd();
      if (inQuotes) {
        throw truncated(
          'csv',
          `inside a quoted value${rowsRead > 0 ? ` after ${rowsRead.toLocaleString()} rows` : ''}`,
        );
      }
      const rest = buffer;
      buffer = '';
      const records = parseRows(rest);
      const header = columns;
      if (!header)
        throw new StatisticsFileError('The csv file cannot be read: it has no header row.');
      // A last row without its line break and with fewer cells than the header was cut short.
      const cells = Papa.parse<string[]>(rest.trim(), {
        header: false,
        newline,
        delimiter: ',',
      }).data;
      const lastRow = cells[cells.length - 1];
      if (rest.trim() !== '' && lastRow && lastRow.length < header.length) {
        throw truncated('csv', `in the middle of row ${rowsRead.toLocaleString()}`);
      }
      return records;
    },
  };
}
