// The xml form read as it arrives by a scanner made for its flat layout (a root, a list, entries of simple
// child elements, one level of nesting for an hlr body or an alternative SMS). A generic XML object builder is
// about ten times slower on 100 MB, and a worker has no DOMParser.
import {
  EMPTY_FILE,
  StatisticsFileError,
  checkResultCode,
  truncated,
  type EntryStreamParser,
} from './entry-parser';

interface Frame {
  name: string;
  /** Child elements, once the element has any. */
  children: Record<string, unknown> | null;
  text: string;
}

/** Element names that mark an entry when it sits directly under the root (a layout without a list element). */
const ENTRY_NAMES = new Set(['message', 'entry', 'item', 'record', 'row']);

const NAMED_ENTITIES: Readonly<Record<string, string>> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
};

function decodeEntities(text: string): string {
  if (!text.includes('&')) return text;
  return text.replace(/&(#x[0-9a-fA-F]+|#[0-9]+|[a-zA-Z]+);/g, (whole, name: string) => {
    if (name.startsWith('#x') || name.startsWith('#X')) {
      const code = Number.parseInt(name.slice(2), 16);
      return Number.isFinite(code) && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    if (name.startsWith('#')) {
      const code = Number.parseInt(name.slice(1), 10);
      return Number.isFinite(code) && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return NAMED_ENTITIES[name] ?? whole;
  });
}

export function createXmlEntryParser(): EntryStreamParser {
  let buffer = '';
  let pos = 0;
  const stack: Frame[] = [];
  let rootSeen = false;
  let rootClosed = false;
  let sawContent = false;
  let entriesRead = 0;
  let out: unknown[] = [];

  function fail(message: string): never {
    throw new StatisticsFileError(
      `The xml file cannot be read: ${message}${entriesRead > 0 ? ` (after ${entriesRead.toLocaleString()} entries)` : ''}.`,
    );
  }

  /**
   * Depth (root = 1) of the entries: 3 in the usual root/list/entry layout, 2 when entries sit directly under
   * the root. Decided by the first element that can be an entry.
   */
  let entryDepth = -1;

  function open(name: string): void {
    if (stack.length === 0) {
      if (rootSeen) fail('it has more than one root element');
      rootSeen = true;
    }
    const depth = stack.length + 1;
    if (entryDepth < 0 && (depth === 3 || (depth === 2 && ENTRY_NAMES.has(name.toLowerCase()))))
      entryDepth = depth;
    stack.push({ name, children: null, text: '' });
  }

  function close(name: string): void {
    const frame = stack.pop();
    if (!frame) fail(`a closing tag </${name}> has no opening tag`);
    if (frame.name !== name) fail(`<${frame.name}> is closed by </${name}>`);
    const depth = stack.length + 1;
    const value: unknown = frame.children ?? decodeEntities(frame.text);
    if (depth === 1) {
      rootClosed = true;
      return;
    }
    if (depth === 2 && frame.name === 'error') {
      checkResultCode(value);
      return;
    }
    if (depth === entryDepth && (depth === 3 || ENTRY_NAMES.has(frame.name.toLowerCase()))) {
      out.push(frame.children ?? {});
      entriesRead++;
      return;
    }
    // A list element (depth 2) only ever holds entries: nothing of it is kept.
    if (depth === 2) return;
    const parent = stack[stack.length - 1];
    if (parent) (parent.children ??= {})[frame.name] = value;
  }

  function scan(): void {
    const text = buffer;
    let i = pos;
    while (i < text.length) {
      const lt = text.indexOf('<', i);
      if (lt < 0) {
        // Text up to the end may continue in the next piece: wait for its "<".
        break;
      }
      if (lt > i) {
        const top = stack[stack.length - 1];
        if (top) {
          if (top.children === null) top.text += text.slice(i, lt);
        } else if (text.slice(i, lt).trim() !== '') {
          fail('it has text outside its root element');
        }
      }
      const next = text.charCodeAt(lt + 1);
      if (Number.isNaN(next)) {
        i = lt;
        break;
      }
      if (next === 33 /* ! */) {
        if (text.startsWith('<![CDATA[', lt)) {
          const end = text.indexOf(']]>', lt + 9);
          if (end < 0) {
            i = lt;
            break;
          }
          const top = stack[stack.length - 1];
          if (top && top.children === null)
            top.text += text.slice(lt + 9, end).replace(/&/g, '&amp;');
          i = end + 3;
          continue;
        }
        if (text.startsWith('<!--', lt)) {
          const end = text.indexOf('-->', lt + 4);
          if (end < 0) {
            i = lt;
            break;
          }
          i = end + 3;
          continue;
        }
        // <!DOCTYPE ...>: skipped (an internal subset with ">" inside is not expected here).
        const end = text.indexOf('>', lt);
        if (end < 0) {
          i = lt;
          break;
        }
        i = end + 1;
        continue;
      }
      if (next === 63 /* ? */) {
        const end = text.indexOf('?>', lt + 2);
        if (end < 0) {
          i = lt;
          break;
        }
        i = end + 2;
        continue;
      }
      // The name runs to whitespace, "/" or ">"; only a tag with attributes needs a closer look.
      const closing = next === 47;
      const nameStart = closing ? lt + 2 : lt + 1;
      let k = nameStart;
      let c = text.charCodeAt(k);
      while (c > 32 && c !== 47 && c !== 62) c = text.charCodeAt(++k);
      if (Number.isNaN(c)) {
        i = lt;
        break;
      }
      const name = text.slice(nameStart, k);
      if (c !== 62) {
        // Attributes (ignored) or "/": find the ">" that ends the tag, skipping quoted values.
        let quote = 0;
        for (; k < text.length; k++) {
          c = text.charCodeAt(k);
          if (quote !== 0) {
            if (c === quote) quote = 0;
          } else if (c === 34 || c === 39) quote = c;
          else if (c === 62) break;
        }
        if (k >= text.length) {
          i = lt;
          break;
        }
      }
      const gt = k;
      if (name === '') fail('it has a tag without a name');
      if (closing) {
        close(name);
      } else {
        if (rootClosed) fail('it has content after its root element');
        const parent = stack[stack.length - 1];
        // The first child element turns its parent into a record (its text so far was only layout).
        if (parent && parent.children === null && stack.length >= 2) {
          parent.children = {};
          parent.text = '';
        }
        open(name);
        if (text.charCodeAt(gt - 1) === 47) close(name);
      }
      i = gt + 1;
    }
    pos = i;
  }

  function take(): unknown[] {
    const entries = out;
    out = [];
    // Drop what is read; keep the unread tail only.
    buffer = buffer.slice(pos);
    pos = 0;
    return entries;
  }

  return {
    push(text) {
      if (text === '') return [];
      sawContent ||= text.trim() !== '';
      buffer += text;
      scan();
      return take();
    },
    end() {
      scan();
      const last = take();
      if (!sawContent) throw new StatisticsFileError(EMPTY_FILE);
      if (!rootSeen) fail('it holds no xml element');
      if (!rootClosed) {
        throw truncated(
          'xml',
          entriesRead > 0
            ? `after ${entriesRead.toLocaleString()} entries, inside <${stack[stack.length - 1]?.name ?? '?'}>`
            : 'before its first entry',
        );
      }
      if (buffer.trim() !== '') fail('it has content after its root element');
      return last;
    },
  };
}
