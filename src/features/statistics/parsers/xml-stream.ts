// The xml form read as it arrives, on the events of saxes (a maintained, conformant SAX parser in JavaScript:
// entities, CDATA, comments, any chunk boundary): its flat layout (a root, a list, entries of simple child
// elements, one level of nesting for an hlr body or an alternative SMS) becomes entry objects. Measured as the
// worker reads (decoded pieces), saxes is level with the hand-written scanner it replaced on the 111 MB file
// (decision 010) and, unlike it, maintained and conformant; a worker has no DOMParser.
import { SaxesParser } from 'saxes';
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

/**
 * saxes' errors after which its output is still the text as written, so reading goes on as the hand-written
 * scanner did: an entity the file does not define (`&nbsp;` stays as written) and a control character that
 * XML 1.0 does not allow in text (kept). Any other error ends the reading.
 */
const TOLERATED = new Set(['undefined entity.', 'disallowed character.']);

/** saxes' message for a closing tag that is not the innermost open one; it then pops until a name matches. */
const UNEXPECTED_CLOSE = 'unexpected close tag.';
const UNMATCHED_CLOSE = /^unmatched closing tag: (.*)\.$/;

export function createXmlEntryParser(): EntryStreamParser {
  // No position tracking: the messages do not carry line and column, and reading is faster without.
  const sax = new SaxesParser({ position: false });
  const stack: Frame[] = [];
  let rootSeen = false;
  let rootClosed = false;
  let sawContent = false;
  let entriesRead = 0;
  let out: unknown[] = [];
  /**
   * Depth (root = 1) of the entries: 3 in the usual root/list/entry layout, 2 when entries sit directly under
   * the root. Decided by the first element that can be an entry.
   */
  let entryDepth = -1;
  /**
   * A closing tag that did not match: the innermost open element it met, and the element saxes popped since
   * (the closing tag's own name if nothing else goes wrong before the next event).
   */
  let mismatch: { open: string; candidate: string } | null = null;
  /** Name of the element closed last (saxes reports a mismatch after handing it over). */
  let lastClosed = '';

  function fail(message: string): never {
    throw new StatisticsFileError(
      `The xml file cannot be read: ${message}${entriesRead > 0 ? ` (after ${entriesRead.toLocaleString()} entries)` : ''}.`,
    );
  }

  /** A mismatched closing tag whose name is now known (saxes matched it further out): reported as such. */
  function settle(): void {
    if (mismatch) fail(`<${mismatch.open}> is closed by </${mismatch.candidate}>`);
  }

  sax.on('error', (error) => {
    const message = error.message;
    if (TOLERATED.has(message)) return;
    if (message === UNEXPECTED_CLOSE) {
      // The element just popped is not the one the tag closes; saxes pops on until one matches.
      const popped = mismatch ? mismatch.candidate : lastClosed;
      mismatch = { open: mismatch?.open ?? popped, candidate: '' };
      return;
    }
    const unmatched = UNMATCHED_CLOSE.exec(message);
    if (unmatched) {
      const name = unmatched[1] ?? '';
      if (mismatch) fail(`<${mismatch.open}> is closed by </${name}>`);
      fail(`a closing tag </${name}> has no opening tag`);
    }
    settle();
    if (message === 'text data outside of root node.') {
      fail(
        rootClosed
          ? 'it has content after its root element'
          : 'it has text outside its root element',
      );
    }
    if (message === 'documents may contain only one root.')
      fail('it has more than one root element');
    if (message === 'document must contain a root element.') fail('it holds no xml element');
    fail(message.replace(/\.$/, ''));
  });

  sax.on('opentag', (tag) => {
    settle();
    const name = tag.name;
    const depth = stack.length + 1;
    if (depth === 1) rootSeen = true;
    else if (depth >= 3) {
      // The first child element turns its parent into a record (its text so far was only layout).
      const parent = stack[depth - 2];
      if (parent && parent.children === null) {
        parent.children = {};
        parent.text = '';
      }
    }
    if (entryDepth < 0 && (depth === 3 || (depth === 2 && ENTRY_NAMES.has(name.toLowerCase()))))
      entryDepth = depth;
    stack.push({ name, children: null, text: '' });
  });

  sax.on('closetag', (tag) => {
    if (mismatch) {
      if (mismatch.candidate !== '') settle();
      mismatch.candidate = tag.name;
      return;
    }
    const frame = stack.pop();
    if (!frame) return;
    lastClosed = frame.name;
    const depth = stack.length + 1;
    if (depth === 1) {
      rootClosed = true;
      return;
    }
    if (depth === 2 && frame.name === 'error') {
      checkResultCode(frame.children ?? frame.text);
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
    if (parent) (parent.children ??= {})[frame.name] = frame.children ?? frame.text;
  });

  const addText = (text: string) => {
    settle();
    // The root's own text is only layout between its children.
    if (stack.length < 2) return;
    const top = stack[stack.length - 1];
    if (top && top.children === null) top.text = top.text === '' ? text : top.text + text;
  };
  sax.on('text', addText);
  sax.on('cdata', addText);

  function take(): unknown[] {
    const entries = out;
    out = [];
    return entries;
  }

  return {
    push(text) {
      if (text === '') return [];
      sawContent ||= text.trim() !== '';
      sax.write(text);
      settle();
      return take();
    },
    end() {
      if (!sawContent) throw new StatisticsFileError(EMPTY_FILE);
      if (rootSeen && !rootClosed) {
        throw truncated(
          'xml',
          entriesRead > 0
            ? `after ${entriesRead.toLocaleString()} entries, inside <${stack[stack.length - 1]?.name ?? '?'}>`
            : 'before its first entry',
        );
      }
      // Ends what saxes holds back (a last text, a tag cut short) and checks there was a root.
      sax.close();
      settle();
      return take();
    },
  };
}
