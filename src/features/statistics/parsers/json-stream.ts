// The json form read as it arrives: a light scanner finds where each entry of the entries array ends (it
// only skips strings and counts brackets) and JSON.parse reads the complete entries in batches, so the first
// rows are ready long before the whole file is downloaded.
import { STAT_JSON_ARRAY_NAMES } from '@/contracts/statistics';
import {
  EMPTY_FILE,
  StatisticsFileError,
  checkResultCode,
  truncated,
  type EntryStreamParser,
} from './entry-parser';

const QUOTE = 34;
const BACKSLASH = 92;
const OPEN_BRACE = 123;
const CLOSE_BRACE = 125;
const OPEN_BRACKET = 91;
const CLOSE_BRACKET = 93;
const COMMA = 44;
const COLON = 58;

const ARRAY_NAMES = new Set<string>(STAT_JSON_ARRAY_NAMES);

/** Index of the quote that ends the string whose content starts at `from`, or -1 if it is not complete. */
function stringEnd(text: string, from: number): number {
  let quote = text.indexOf('"', from);
  while (quote >= 0) {
    let backslashes = 0;
    for (let k = quote - 1; text.charCodeAt(k) === BACKSLASH; k--) backslashes++;
    if (backslashes % 2 === 0) return quote;
    quote = text.indexOf('"', quote + 1);
  }
  return -1;
}

export function createJsonEntryParser(): EntryStreamParser {
  let buffer = '';
  /** Next character to scan. */
  let pos = 0;
  let depth = 0;
  let started = false;
  let finished = false;
  /** Depth of the entries array's elements (1 inside `[` of a top-level array, 2 inside `{"x":[`). */
  let entriesDepth = -1;
  let entriesClosed = false;
  /** Start of the entries not yet parsed, end of the complete ones, and where the next batch starts. */
  let batchStart = -1;
  let batchEnd = -1;
  let nextStart = -1;
  /** The last key seen directly in the top-level object, and where the value of `error` starts. */
  let lastKey = '';
  let resultStart = -1;
  let sawContent = false;
  let entriesRead = 0;

  function fail(message: string): never {
    throw new StatisticsFileError(
      `The json file cannot be read: ${message}${entriesRead > 0 ? ` (after ${entriesRead.toLocaleString()} entries)` : ''}.`,
    );
  }

  function scan(): void {
    const text = buffer;
    const length = text.length;
    let i = pos;
    for (; i < length; i++) {
      const c = text.charCodeAt(i);
      if (c === QUOTE) {
        const end = stringEnd(text, i + 1);
        if (end < 0) break;
        if (depth === 1 && entriesDepth !== 1) lastKey = text.slice(i + 1, end);
        i = end;
        continue;
      }
      if (c <= 32) continue;
      if (!started) {
        started = true;
        if (c !== OPEN_BRACE && c !== OPEN_BRACKET)
          fail('it does not start with { or [ (is it json?)');
      }
      if (finished) fail('there is more content after the end of the document');
      if (c === OPEN_BRACE || c === OPEN_BRACKET) {
        depth++;
        if (
          c === OPEN_BRACKET &&
          entriesDepth < 0 &&
          (depth === 1 || (depth === 2 && ARRAY_NAMES.has(lastKey)))
        ) {
          entriesDepth = depth;
          batchStart = i + 1;
          batchEnd = i + 1;
          nextStart = i + 1;
        }
      } else if (c === CLOSE_BRACE || c === CLOSE_BRACKET) {
        if (depth === entriesDepth && !entriesClosed) {
          if (c !== CLOSE_BRACKET) fail('its list of entries is malformed');
          batchEnd = i;
          nextStart = i;
          entriesClosed = true;
        }
        if (depth === 1 && resultStart >= 0) {
          checkResultCode(parseValue(text.slice(resultStart, i)));
          resultStart = -1;
        }
        depth--;
        if (depth < 0) fail('it has a closing bracket too many');
        if (depth === 0) finished = true;
      } else if (c === COMMA) {
        if (depth === entriesDepth && !entriesClosed) {
          batchEnd = i;
          nextStart = i + 1;
        } else if (depth === 1 && resultStart >= 0) {
          checkResultCode(parseValue(text.slice(resultStart, i)));
          resultStart = -1;
        }
      } else if (c === COLON && depth === 1 && lastKey === 'error' && entriesDepth !== 1) {
        resultStart = i + 1;
      }
    }
    pos = i;
  }

  function parseValue(raw: string): unknown {
    try {
      return JSON.parse(raw);
    } catch {
      return raw.trim();
    }
  }

  /** Parses the complete entries gathered so far and drops their text. */
  function flush(): unknown[] {
    if (entriesDepth < 0 || batchEnd <= batchStart) return [];
    const slice = buffer.slice(batchStart, batchEnd);
    let parsed: unknown;
    try {
      parsed = JSON.parse(`[${slice}]`);
    } catch (error) {
      fail(error instanceof Error ? error.message : 'invalid json');
    }
    const entries = Array.isArray(parsed) ? parsed : [];
    entriesRead += entries.length;
    // Keep only what is not parsed yet; every index moves with the cut.
    const cut = nextStart;
    buffer = buffer.slice(cut);
    pos -= cut;
    batchStart = 0;
    batchEnd = 0;
    nextStart = 0;
    if (resultStart >= 0) resultStart -= cut;
    return entries;
  }

  return {
    push(text) {
      if (text === '') return [];
      sawContent ||= text.trim() !== '';
      buffer += text;
      scan();
      return flush();
    },
    end() {
      scan();
      const last = flush();
      if (!sawContent) throw new StatisticsFileError(EMPTY_FILE);
      if (!finished) {
        if (pos < buffer.length) throw truncated('json', 'in the middle of a text value');
        throw truncated(
          'json',
          entriesRead > 0
            ? `after ${entriesRead.toLocaleString()} entries, before the list is closed`
            : 'before its first entry',
        );
      }
      if (entriesDepth < 0) {
        fail(`it holds no list of entries (expected "${STAT_JSON_ARRAY_NAMES[0]}")`);
      }
      return last;
    },
  };
}
