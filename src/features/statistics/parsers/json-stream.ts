// The json form read as it arrives, in batches of complete entries given to JSON.parse, so the first rows are
// ready long before the whole file is downloaded. The sandbox, like the platform's files we know, writes one
// entry per line after a first line that opens the list (`{"error":0,"message_data":[`): the line reader cuts
// the text at its last line break and parses the complete lines at once, at JSON.parse's own speed. Any other
// layout (compact on one line, indented, entries split over lines), the end of the list and a file cut short
// go to the scanner, which finds where each entry ends by skipping strings and counting brackets: it reads any
// layout, at about half that speed (decision 010).
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

function failJson(message: string, entriesRead: number): never {
  throw new StatisticsFileError(
    `The json file cannot be read: ${message}${entriesRead > 0 ? ` (after ${entriesRead.toLocaleString()} entries)` : ''}.`,
  );
}

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

/**
 * The scanner for any layout of the json form. `entriesBefore` entries were read before the text it is given
 * (by the line reader of createJsonEntryParser, which hands the rest of a file over to it): its messages count
 * them too.
 */
export function createJsonScanner(entriesBefore = 0): EntryStreamParser {
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
  let entriesRead = entriesBefore;
  /** Whether the list holds something since its start or its last comma, and whether it has a comma. */
  let elementSeen = false;
  let commaSeen = false;

  function fail(message: string): never {
    failJson(message, entriesRead);
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
        elementSeen = true;
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
          elementSeen = false;
        } else elementSeen = true;
      } else if (c === CLOSE_BRACE || c === CLOSE_BRACKET) {
        if (depth === entriesDepth && !entriesClosed) {
          // A comma before the end of the list (`,]`) is not json either.
          if (c !== CLOSE_BRACKET || (commaSeen && !elementSeen))
            fail('its list of entries is malformed');
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
          // An empty place in the list (`[,` or `,,`), which JSON.parse would not see in a batch of its own.
          if (!elementSeen) fail('its list of entries is malformed');
          elementSeen = false;
          commaSeen = true;
          batchEnd = i;
          nextStart = i + 1;
        } else if (depth === 1 && resultStart >= 0) {
          checkResultCode(parseValue(text.slice(resultStart, i)));
          resultStart = -1;
        }
      } else if (c === COLON && depth === 1 && lastKey === 'error' && entriesDepth !== 1) {
        resultStart = i + 1;
      } else elementSeen = true;
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

/** A first line longer than this is not the expected `{"error":0,"message_data":[` (a compact file, say). */
const HEADER_LIMIT = 4096;

/**
 * Whether the first line of the file only opens the list of entries: `[`, or an object whose last member is
 * that list (`{"error":0,"message_data":[`). Its result code is checked here.
 */
function isListOpening(line: string): boolean {
  const text = line.trim();
  if (text === '[') return true;
  if (!text.startsWith('{') || !text.endsWith('[')) return false;
  let head: unknown;
  try {
    // Closing the list and the object makes it whole; no other bracket may be left open before the list.
    head = JSON.parse(`${text}]}`);
  } catch {
    return false;
  }
  if (typeof head !== 'object' || head === null || Array.isArray(head)) return false;
  const keys = Object.keys(head);
  const last = keys[keys.length - 1];
  // The scanner takes the first list of these names: the line reader only reads a file where that is the last.
  if (last === undefined || keys.filter((key) => ARRAY_NAMES.has(key)).length !== 1) return false;
  if (!ARRAY_NAMES.has(last)) return false;
  if ('error' in head) checkResultCode(head.error);
  return true;
}

/** Index of the first character that is not whitespace, from `from`; the length if there is none. */
function skipSpace(text: string, from: number): number {
  let i = from;
  while (i < text.length && text.charCodeAt(i) <= 32) i++;
  return i;
}

export function createJsonEntryParser(): EntryStreamParser {
  /** Text not read yet: the first line until it is complete, then the part after the entries read. */
  let buffer = '';
  /** The first line, once it is known to open the list of entries. */
  let opening: string | null = null;
  /** Where the text goes once it is not (or no longer) read line by line. */
  let scanner: EntryStreamParser | null = null;
  /** Whether the text read so far ends after an entry (a comma or the end of the list comes next). */
  let afterEntry = false;
  /** Whether it ends after a comma between entries (an entry must come next). */
  let afterComma = false;
  let entriesRead = 0;

  /**
   * The rest of the file goes to the scanner, behind the first line so that it reads it as the whole file
   * without the entries read already; returns the scanner and the entries that rest completes.
   */
  function handOver(): [EntryStreamParser, unknown[]] {
    const started = createJsonScanner(entriesRead);
    scanner = started;
    const rest = (opening ?? '') + buffer;
    buffer = '';
    return [started, rest === '' ? [] : started.push(rest)];
  }

  /**
   * Moves past the comma after an entry: what comes next is an entry, the end of the list (`]`), or not known
   * yet (only whitespace so far; at the end of the file that is the scanner's to report).
   */
  function next(final: boolean): 'entry' | 'end' | 'wait' {
    const at = skipSpace(buffer, 0);
    if (at === buffer.length) return final ? 'end' : 'wait';
    const c = buffer.charCodeAt(at);
    if (afterEntry) {
      if (c === COMMA) {
        buffer = buffer.slice(at + 1);
        afterEntry = false;
        afterComma = true;
        return next(final);
      }
      // Two entries without a comma between them.
      if (c !== CLOSE_BRACKET) failJson('its list of entries is malformed', entriesRead);
      return 'end';
    }
    if (c !== CLOSE_BRACKET) return 'entry';
    // A comma before the end of the list.
    if (afterComma) failJson('its list of entries is malformed', entriesRead);
    return 'end';
  }

  /** Parses the complete lines of entries; hands the rest of the file to the scanner at anything else. */
  function readLines(): unknown[] {
    const coming = next(false);
    if (coming === 'wait') return [];
    if (coming === 'end') return handOver()[1];
    const lineEnd = buffer.lastIndexOf('\n');
    if (lineEnd < 0) return [];
    const lines = buffer.slice(0, lineEnd).trimEnd();
    if (lines === '') {
      // Only blank lines so far: the entry starts on the line not complete yet.
      buffer = buffer.slice(lineEnd + 1);
      return [];
    }
    const comma = lines.endsWith(',');
    let entries: unknown[];
    try {
      entries = JSON.parse(`[${comma ? lines.slice(0, -1) : lines}]`) as unknown[];
    } catch {
      // Not one entry per line (or an error in an entry): the scanner reads it, or says what is wrong.
      return handOver()[1];
    }
    // A comma and nothing else before it (`,,`).
    if (entries.length === 0) failJson('its list of entries is malformed', entriesRead);
    buffer = buffer.slice(lineEnd + 1);
    afterEntry = !comma;
    afterComma = comma;
    entriesRead += entries.length;
    return entries;
  }

  return {
    push(text) {
      if (scanner) return scanner.push(text);
      if (text === '') return [];
      buffer += text;
      if (opening === null) {
        const lineEnd = buffer.indexOf('\n');
        if (lineEnd < 0) return buffer.length > HEADER_LIMIT ? handOver()[1] : [];
        const first = buffer.slice(0, lineEnd + 1);
        if (!isListOpening(first)) return handOver()[1];
        opening = first;
        buffer = buffer.slice(lineEnd + 1);
      }
      return readLines();
    },
    end() {
      // What follows the last line break (the end of the list, or a last entry of a file cut short) is the
      // scanner's: it checks the end of the document and says where a file cut short ends.
      if (scanner) return scanner.end();
      if (opening !== null) next(true);
      const [started, entries] = handOver();
      const rest = started.end();
      return entries.length === 0 ? rest : entries.concat(rest);
    },
  };
}
