// The xml form read as it arrives. saxes (a maintained, conformant SAX parser in JavaScript: entities, CDATA,
// comments, any chunk boundary) reads the document, and its events turn the flat layout (a root, a list,
// entries of simple child elements, one level of nesting for an hlr body or an alternative SMS) into entry
// objects. In front of it, a fast path (FastReader) reads the layout the platform writes (the sandbox's
// `bodyParts`: one entry per line, child elements without attributes, text escaped with the predefined
// entities) wherever saxes stands between two entries of the list: an entry of a shape met before is checked,
// and its texts captured, by one sticky regular expression; any other is read element by element (indexOf,
// the predefined entities and character references decoded where an `&` is). Anything else (CDATA, comments,
// processing instructions, attributes, namespace prefixes, other entities, an XML 1.1 document, the prolog,
// the end of the list) goes to saxes, which gives the same entries and says what is wrong with a file that is
// not well-formed; an entry cut by a piece boundary waits for the rest. On the 200,000-entry file saxes alone
// takes 4.5-9.3x a bare JSON.parse of the json form, the fast path 1.4-2.6x (decision 010). The one text the
// two read differently is one with a high surrogate without its low half (not XML; a TextDecoder never gives
// one). A worker has no DOMParser.
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

// --- the fast path ------------------------------------------------------------------------------------------

/** Why the fast path stopped: the text does not hold the next entry whole yet... */
const INCOMPLETE = -1;
/** ...or saxes must read what comes next. */
const IRREGULAR = -2;
/** An entry still not complete after this many characters is left to saxes (not read again with each piece). */
const PENDING_LIMIT = 1 << 20;
/** After this many places in a row where the fast path read no entry, saxes reads pieces alone a while. */
const MAX_MISSES = 4;
/** Elements nested deeper than this inside an entry are left to saxes. */
const MAX_NESTING = 16;
/** Shapes of entries kept (the platform's files have four: sms, hlr, viber with and without an SMS)... */
const MAX_SHAPES = 16;
/** ...and shapes tried: one is kept if its expression takes the entry it was learned of (no `>` in a text). */
const MAX_LEARNED = 64;

/**
 * In a shape's expression, the text of an element: no `&` (a reference to decode), no carriage return
 * (XML's line ends make it a line feed) and no `>` (so no `]]>`, which is not well-formed); and the text
 * between elements (layout), which only has to hold no `&` or `>`.
 */
const PLAIN_TEXT = '[^<>&\\r]*';
const LAYOUT_TEXT = '[^<>&]*';

const TAB = 9;
const LF = 10;
const CR = 13;
const SPACE = 32;
const SLASH = 47;
const GREATER = 62;

/**
 * The ASCII characters of the names the fast path reads: 1 may start a name (letters, `_`), 2 only follow
 * (digits, `-`, `.`). A colon (a namespace prefix) or any other character leaves the element to saxes.
 */
const NAME_CHARS = new Uint8Array(128);
for (let c = 0; c < 128; c++) {
  const char = String.fromCharCode(c);
  if (/[A-Za-z_]/.test(char)) NAME_CHARS[c] = 1;
  else if (/[0-9.-]/.test(char)) NAME_CHARS[c] = 2;
}

/** XML 1.0's Char production: what a character reference may name. */
const isXmlChar = (code: number) =>
  code === TAB ||
  code === LF ||
  code === CR ||
  (code >= 0x20 && code <= 0xd7ff) ||
  (code >= 0xe000 && code <= 0xfffd) ||
  (code >= 0x10000 && code <= 0x10ffff);

/** The character a reference stands for (`amp`, `#38`, `#x26`), as saxes reads it; undefined for saxes. */
function referenced(reference: string): string | undefined {
  switch (reference) {
    case 'amp':
      return '&';
    case 'lt':
      return '<';
    case 'gt':
      return '>';
    case 'quot':
      return '"';
    case 'apos':
      return "'";
  }
  let code = Number.NaN;
  if (/^#x[0-9a-fA-F]+$/.test(reference)) code = parseInt(reference.slice(2), 16);
  else if (/^#[0-9]+$/.test(reference)) code = parseInt(reference.slice(1), 10);
  return isXmlChar(code) ? String.fromCodePoint(code) : undefined;
}

/**
 * Text with its references decoded: the five predefined entities and character references. Anything else
 * after an `&` (an entity the file does not define, a bare `&`) is undefined: saxes reads it, and reports it.
 */
function decodeReferences(raw: string): string | undefined {
  let out = '';
  let from = 0;
  for (let amp = raw.indexOf('&'); amp >= 0; amp = raw.indexOf('&', from)) {
    const semicolon = raw.indexOf(';', amp + 1);
    if (semicolon < 0) return undefined;
    const char = referenced(raw.slice(amp + 1, semicolon));
    if (char === undefined) return undefined;
    out += raw.slice(from, amp) + char;
    from = semicolon + 1;
  }
  return from === 0 ? raw : out + raw.slice(from);
}

/** Where `search` next occurs in `text` from `from`; Infinity when it does not. */
function nextIndex(text: string, search: string, from: number): number {
  const at = text.indexOf(search, from);
  return at < 0 ? Number.POSITIVE_INFINITY : at;
}

/**
 * The shape of an entry: the parts of an expression that matches it (an element without children empty
 * or not, capturing its text), and how to build the entry: its objects (the entry, then its elements with
 * children) as templates holding all their members in order, and where each captured text goes.
 */
interface Shape {
  parts: string[];
  captures: boolean[];
  templates: Record<string, unknown>[];
  /** For each object after the entry: the object it is a member of, and its name there. */
  parents: number[];
  keys: string[];
  /** For each captured text: the object it goes to, its name there, and its group in the expression. */
  slotObjects: number[];
  slotKeys: string[];
  groups: number[];
}

/** Where the expression of all shapes branches: the empty group that says a branch matched, what follows. */
interface Branch {
  marker: number;
  branches: Branch[];
  shape: Shape | undefined;
}

/**
 * The fast path: reads the complete entries that follow a place between two entries of a list, and gives
 * them as saxes' events would build them. In the platform's files the entries have a few shapes (the same
 * elements in the same order; an element's text may be empty): once an entry of a shape has been read
 * element by element, one sticky regular expression for all shapes learned checks each following entry
 * and captures its texts in one call, and the entry is built from copies of the shape's objects. An entry
 * no shape takes (the first of its shape, one with a reference or a carriage return in its text) is read
 * element by element; anything that one does not take is saxes'.
 */
class FastReader {
  /** Where the last read stopped (after its last entry), and why: INCOMPLETE or IRREGULAR. */
  end = 0;
  stopped = INCOMPLETE;
  /** The entries read by a shape learned, and element by element. */
  byShape = 0;
  byElement = 0;
  private text = '';
  /** In the text, the next `&` and carriage return from where it has read (-1: not looked for yet). */
  private nextAmp = -1;
  private nextCr = -1;
  /** The name and value of the element read last by `element`. */
  private lastName = '';
  private lastValue: Record<string, unknown> | string = '';
  private readonly shapes: Shape[] = [];
  private learned = 0;
  /** One sticky expression for all shapes (their common parts once), and where it branches. */
  private shapesRegex: RegExp | undefined;
  private branches: Branch = { marker: 0, branches: [], shape: undefined };

  /**
   * Reads the entries of `text` from `from`; returns them (raw records, as saxes' events build them), or
   * nothing; `end` and `stopped` say where and why reading stopped.
   */
  read(text: string, from: number): Record<string, unknown>[] {
    if (text !== this.text) {
      this.text = text;
      this.nextAmp = this.nextCr = -1;
    }
    const entries: Record<string, unknown>[] = [];
    let at = from;
    this.stopped = INCOMPLETE;
    for (;;) {
      const lt = text.indexOf('<', at);
      if (lt < 0) break;
      // Text between entries is layout (saxes drops it), but an `&` in it must be a reference saxes reads,
      // and `]]>` is not well-formed: saxes says so.
      if (
        this.textOf(at, lt) === undefined ||
        (lt - at > 2 && text.slice(at, lt).includes(']]>'))
      ) {
        this.stopped = IRREGULAR;
        break;
      }
      let end = this.entryByShape(text, lt, entries);
      if (end < 0) {
        const plain = Math.min(this.nextAmp, this.nextCr);
        end = this.element(lt, 0);
        // (A shape's texts hold no `>`, so no `]]>`.)
        if (end >= 0 && text.slice(lt, end).includes(']]>')) end = IRREGULAR;
        if (end < 0) {
          this.stopped = end;
          break;
        }
        entries.push(typeof this.lastValue === 'string' ? {} : this.lastValue);
        this.byElement++;
        if (plain >= end) this.learn(text, lt, end);
      }
      at = end;
    }
    this.end = at;
    if (this.stopped === INCOMPLETE && text.length - at > PENDING_LIMIT) this.stopped = IRREGULAR;
    return entries;
  }

  /**
   * Reads the entry at `at` (a `<`) if it has a shape learned and its texts need no decoding: adds it to
   * `entries` and returns its end; else IRREGULAR.
   */
  private entryByShape(text: string, at: number, entries: Record<string, unknown>[]): number {
    const regex = this.shapesRegex;
    if (regex === undefined) return IRREGULAR;
    regex.lastIndex = at;
    const match = regex.exec(text);
    if (match === null) return IRREGULAR;
    let branch = this.branches;
    while (branch.shape === undefined) {
      let taken: Branch | undefined;
      for (const next of branch.branches) {
        if (match[next.marker] !== undefined) {
          taken = next;
          break;
        }
      }
      if (taken === undefined) return IRREGULAR;
      branch = taken;
    }
    const shape = branch.shape;
    const { templates, slotObjects, slotKeys, groups } = shape;
    // Copies of the templates have their members in order; an element's text replaces its ''.
    const entry = { ...templates[0] };
    if (templates.length === 1) {
      for (let slot = 0; slot < slotKeys.length; slot++)
        entry[slotKeys[slot] ?? ''] = match[groups[slot] ?? 0] ?? '';
    } else {
      const objects = [entry];
      for (let i = 1; i < templates.length; i++) {
        const object = { ...templates[i] };
        objects.push(object);
        const parent = objects[shape.parents[i] ?? 0];
        if (parent) parent[shape.keys[i] ?? ''] = object;
      }
      for (let slot = 0; slot < slotKeys.length; slot++) {
        const object = objects[slotObjects[slot] ?? 0];
        if (object) object[slotKeys[slot] ?? ''] = match[groups[slot] ?? 0] ?? '';
      }
    }
    entries.push(entry);
    this.byShape++;
    return regex.lastIndex;
  }

  /**
   * The text from `from` to `to` as saxes gives it: a carriage return (and one before a line feed) as a
   * line feed, references decoded; undefined if saxes must read it (an `&` that is not a reference).
   */
  private textOf(from: number, to: number): string | undefined {
    const text = this.text;
    if (this.nextAmp < from) this.nextAmp = nextIndex(text, '&', from);
    if (this.nextCr < from) this.nextCr = nextIndex(text, '\r', from);
    if (this.nextAmp >= to && this.nextCr >= to) return text.slice(from, to);
    let value = text.slice(from, to);
    if (this.nextCr < to) {
      value = value.replace(/\r\n?/g, '\n');
      this.nextCr = nextIndex(text, '\r', to);
    }
    if (this.nextAmp < to) {
      this.nextAmp = nextIndex(text, '&', to);
      return decodeReferences(value);
    }
    return value;
  }

  /**
   * Reads the element whose start tag begins at `at` (a `<`) as saxes' events would build it: its text, or
   * a record of its child elements (text between them is layout; an entry, `nesting` 0, is always a
   * record). Returns the index after its end tag (its name and value in lastName and lastValue),
   * INCOMPLETE or IRREGULAR.
   */
  private element(at: number, nesting: number): number {
    const text = this.text;
    const length = text.length;
    let i = at + 1;
    let c = text.charCodeAt(i);
    // A comment, a processing instruction, CDATA, an end tag (of the list) or a name this does not take.
    if (!(c < 128 && NAME_CHARS[c] === 1)) return i < length ? IRREGULAR : INCOMPLETE;
    for (c = text.charCodeAt(++i); c < 128 && NAME_CHARS[c] !== 0; c = text.charCodeAt(++i));
    if (i >= length) return INCOMPLETE;
    const name = text.slice(at + 1, i);
    // Saxes' events set an element so named on its parent object, which sets the object's prototype.
    if (name === '__proto__') return IRREGULAR;
    if (c === SLASH) {
      if (i + 1 >= length) return INCOMPLETE;
      if (text.charCodeAt(i + 1) !== GREATER) return IRREGULAR;
      this.lastName = name;
      this.lastValue = nesting === 0 ? {} : '';
      return i + 2;
    }
    // Whitespace, an attribute, a character saxes may take in a name.
    if (c !== GREATER) return IRREGULAR;
    let children: Record<string, unknown> | null = nesting === 0 ? {} : null;
    let content = '';
    for (i++; ;) {
      const lt = text.indexOf('<', i);
      if (lt < 0) return INCOMPLETE;
      const value = this.textOf(i, lt);
      if (value === undefined) return IRREGULAR;
      if (children === null) content = value;
      if (text.charCodeAt(lt + 1) === SLASH) {
        const close = lt + 2 + name.length;
        if (close >= length) return INCOMPLETE;
        if (text.charCodeAt(close) !== GREATER || !text.startsWith(name, lt + 2)) return IRREGULAR;
        this.lastName = name;
        this.lastValue = children ?? content;
        return close + 1;
      }
      if (nesting === MAX_NESTING) return IRREGULAR;
      const end = this.element(lt, nesting + 1);
      if (end < 0) return end;
      // Saxes' `parent.children[name] = value`: a later element of the same name replaces the value.
      (children ??= {})[this.lastName] = this.lastValue;
      i = end;
    }
  }

  /**
   * Learns the shape of an entry `element` has read (so it is regular) and whose text has no reference or
   * carriage return, if the expression takes it, and makes the expression of all shapes again.
   */
  private learn(text: string, at: number, end: number): void {
    if (this.shapes.length >= MAX_SHAPES || this.learned >= MAX_LEARNED) return;
    const shape: Shape = {
      parts: [],
      captures: [],
      templates: [],
      parents: [],
      keys: [],
      slotObjects: [],
      slotKeys: [],
      groups: [],
    };
    const { parts, captures, templates } = shape;
    /** Learns the element at `i` (a `<`) of the object `parent` (-1 for the entry); returns its end, or -1. */
    const element = (i: number, parent: number): number => {
      const gt = text.indexOf('>', i);
      const selfClosing = text.charCodeAt(gt - 1) === SLASH;
      const name = text.slice(i + 1, selfClosing ? gt - 1 : gt);
      const tag = name.replace(/\./g, '\\.');
      const lt = text.indexOf('<', gt + 1);
      const owner = templates[parent];
      // An element named twice in one object: which value stays depends on their order.
      if (owner && Object.hasOwn(owner, name)) return -1;
      if (owner && (selfClosing || text.charCodeAt(lt + 1) === SLASH)) {
        // No child elements: its text, or nothing.
        parts.push(`${LAYOUT_TEXT}(?:<${tag}>(${PLAIN_TEXT})</${tag}>|<${tag}/>)`);
        captures.push(true);
        owner[name] = '';
        shape.slotObjects.push(parent);
        shape.slotKeys.push(name);
        return selfClosing ? gt + 1 : lt + name.length + 3;
      }
      // The entry, or an element with child elements (the text around them is layout).
      parts.push(`${owner ? LAYOUT_TEXT : ''}<${tag}>`);
      captures.push(false);
      const index = templates.length;
      templates.push({});
      shape.parents.push(parent);
      shape.keys.push(name);
      if (owner) owner[name] = null;
      let next = lt;
      while (text.charCodeAt(next + 1) !== SLASH) {
        const childEnd = element(next, index);
        if (childEnd < 0) return -1;
        next = text.indexOf('<', childEnd);
      }
      parts.push(`${LAYOUT_TEXT}</${tag}>`);
      captures.push(false);
      return next + name.length + 3;
    };
    if (text.charCodeAt(text.indexOf('>', at) - 1) === SLASH) return;
    if (element(at, -1) !== end) return;
    const source = parts.join('');
    if (this.shapes.some((known) => known.parts.join('') === source)) return;
    this.learned++;
    // Its text may still be one the expression does not take (a `>`).
    const alone = new RegExp(source, 'y');
    alone.lastIndex = at;
    if (alone.exec(text) === null || alone.lastIndex !== end) return;
    // The same templates made by JSON.parse, which gives an object all its members in the object itself:
    // its copies are one allocation each, and setting a member needs no larger store.
    shape.templates = templates.map(
      (template) => JSON.parse(JSON.stringify(template)) as typeof template,
    );
    this.shapes.push(shape);
    // The shapes' common parts once, an alternative where they differ: one match per entry.
    let group = 0;
    const emit = (shapes: Shape[], from: number, branch: Branch): string => {
      let source = '';
      for (let i = from; ; i++) {
        const byPart = new Map<string, Shape[]>();
        for (const one of shapes) {
          const part = one.parts[i] ?? '';
          const same = byPart.get(part);
          if (same) same.push(one);
          else byPart.set(part, [one]);
        }
        const first = shapes[0];
        if (byPart.size === 1 && first) {
          // No two shapes have the same parts: one alone has no more parts.
          if (i >= first.parts.length) {
            branch.shape = first;
            return source;
          }
          source += first.parts[i] ?? '';
          if (first.captures[i]) {
            group++;
            for (const one of shapes) one.groups.push(group);
          }
          continue;
        }
        const alternatives: string[] = [];
        for (const same of byPart.values()) {
          const next: Branch = { marker: ++group, branches: [], shape: undefined };
          branch.branches.push(next);
          alternatives.push(`()${emit(same, i, next)}`);
        }
        return `${source}(?:${alternatives.join('|')})`;
      }
    };
    for (const one of this.shapes) one.groups = [];
    this.branches = { marker: 0, branches: [], shape: undefined };
    this.shapesRegex = new RegExp(emit(this.shapes, 0, this.branches), 'y');
  }
}

// --- the parser ---------------------------------------------------------------------------------------------

/** The entries a parser's fast path has read, by a shape learned and element by element (tests). */
export interface XmlEntryParser extends EntryStreamParser {
  readonly fastPath: { readonly byShape: number; readonly byElement: number };
}

/** The xml parser: the fast path for the platform's layout in front of saxes. */
export function createXmlEntryParser(): XmlEntryParser {
  return createParser(true);
}

/** saxes alone, without the fast path: what the fast path must match (tests) and its measure (benchmark). */
export function createXmlSaxesParser(): XmlEntryParser {
  return createParser(false);
}

function createParser(withFastPath: boolean): XmlEntryParser {
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

  /** Whether the fast path may read (not in an XML 1.1 document, whose line ends and characters differ). */
  let fast = withFastPath;
  /** Characters written to saxes so far, and the position just after the last tag it reported. */
  let written = 0;
  let tagEnd = -1;
  /**
   * Whether saxes stands between two entries of a list: right after a tag, inside an element at depth 2 whose
   * elements are entries, nothing of its own pending. The fast path reads only from such a place.
   */
  let between = false;
  /** Text not read yet: the fast path waits for the rest of its entry. */
  let pending = '';
  /**
   * Times in a row the fast path read no entry where it could, and the pieces saxes reads alone since: from
   * MAX_MISSES on, 1, 2, 4... up to 64 pieces before the next try (no cost to a file of another layout).
   */
  let misses = 0;
  let skipped = 0;

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

  sax.on('xmldecl', (declaration) => {
    if (declaration.version !== '1.0') fast = false;
  });

  sax.on('opentag', (tag) => {
    tagEnd = sax.position;
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
    tagEnd = sax.position;
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

  /** Hands text to saxes; then notes whether it stands between two entries. */
  function write(text: string): void {
    written += text.length;
    sax.write(text);
    settle();
    between =
      fast &&
      tagEnd === written &&
      stack.length === 2 &&
      !rootClosed &&
      (entryDepth === -1 || entryDepth === 3);
  }

  const reader = withFastPath ? new FastReader() : null;

  /** Reads entries from `at` with the fast path; returns where it stopped (and `between` stays if waiting). */
  function readEntries(text: string, at: number): number {
    if (!reader) return at;
    const entries = reader.read(text, at);
    if (entries.length > 0) {
      // What saxes' events would have recorded of these entries.
      const list = stack[1];
      if (list && list.children === null) {
        list.children = {};
        list.text = '';
      }
      if (entryDepth < 0) entryDepth = 3;
      for (const entry of entries) out.push(entry);
      entriesRead += entries.length;
    }
    return reader.end;
  }

  /**
   * How far saxes reads before the fast path may take over again: to the end tag of the entry it is in, or
   * the next tag above the entries; all of the text where no entry of a list can follow.
   */
  function nextStop(text: string, at: number): number {
    if (!fast || rootClosed || entryDepth === 2) return text.length;
    const entry = stack[2];
    if (!entry) {
      const gt = text.indexOf('>', at);
      return gt < 0 ? text.length : gt + 1;
    }
    const closing = `</${entry.name}`;
    for (let k = text.indexOf(closing, at); k >= 0; k = text.indexOf(closing, k + 1)) {
      const c = text.charCodeAt(k + closing.length);
      if (c === GREATER || c === SPACE || c === LF || c === TAB || c === CR) {
        const gt = text.indexOf('>', k);
        return gt < 0 ? text.length : gt + 1;
      }
      if (Number.isNaN(c)) break;
    }
    return text.length;
  }

  function read(text: string): void {
    if (skipped > 0) {
      // A layout the fast path keeps leaving to saxes: saxes reads whole pieces for a while.
      skipped--;
      write(text);
      pending = '';
      return;
    }
    let at = 0;
    while (at < text.length) {
      if (between && reader) {
        const from = at;
        at = readEntries(text, at);
        if (reader.stopped === INCOMPLETE) break;
        between = false;
        misses = at > from ? 0 : misses + 1;
        if (misses >= MAX_MISSES) {
          skipped = 2 ** Math.min(misses - MAX_MISSES, 6);
          write(text.slice(at));
          at = text.length;
          break;
        }
      }
      const stop = nextStop(text, at);
      write(at === 0 && stop === text.length ? text : text.slice(at, stop));
      at = stop;
    }
    pending = at < text.length ? text.slice(at) : '';
  }

  function take(): unknown[] {
    const entries = out;
    out = [];
    return entries;
  }

  return {
    get fastPath() {
      return { byShape: reader?.byShape ?? 0, byElement: reader?.byElement ?? 0 };
    },
    push(text) {
      if (text === '') return [];
      sawContent ||= text.trim() !== '';
      read(pending === '' ? text : pending + text);
      return take();
    },
    end() {
      // The rest of an entry the fast path waited for: saxes reads it, and says where the file ends.
      if (pending !== '') {
        const rest = pending;
        pending = '';
        write(rest);
      }
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
