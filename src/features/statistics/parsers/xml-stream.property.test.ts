// Property-based tests of the xml parser's fast path: for documents of random entries (texts with references,
// line breaks, CDATA, comments; empty and nested elements, attributes, layout whitespace) cut into random
// pieces, and for the same documents broken by one character, it gives what saxes alone gives: the same
// entries, or the same error.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createXmlEntryParser, createXmlSaxesParser } from './xml-stream';
import { runPieces } from './xml-stream.run';

const RUNS = { numRuns: process.env.PROPERTIES_DEEP ? 2000 : 200 };

/** The text cut at these places (any order, any repeats). */
function cut(text: string, places: readonly number[]): string[] {
  const at = [...new Set(places.map((p) => p % (text.length + 1)))].sort((a, b) => a - b);
  const pieces: string[] = [];
  let from = 0;
  for (const place of at) {
    pieces.push(text.slice(from, place));
    from = place;
  }
  pieces.push(text.slice(from));
  return pieces;
}

/** Pieces of text: plain, references, characters that need care... */
const textAtom = fc.oneof(
  {
    weight: 16,
    arbitrary: fc.constantFrom('a', 'Delivered', '0.0123000 EUR', ' ', 'é', '🎉', 'Код'),
  },
  {
    weight: 2,
    arbitrary: fc.constantFrom(
      '&amp;',
      '&lt;',
      '&gt;',
      '&quot;',
      '&apos;',
      '&#38;',
      '&#x26;',
      '&#x1F600;',
    ),
  },
  {
    weight: 2,
    arbitrary: fc.constantFrom('"', "'", '\\', '>', '\n', '\r\n', '\r', '\t', '\u0001'),
  },
);
/** ...and what only saxes reads, or refuses (`]]` then `>`). */
const hostileAtom = fc.constantFrom(
  '<![CDATA[<b> & ]]>',
  '<!-- note -->',
  '<?pi x?>',
  '&nbsp;',
  ']]',
  ']]&gt;',
);
const text = fc.oneof(
  { weight: 30, arbitrary: fc.array(textAtom, { maxLength: 5 }).map((atoms) => atoms.join('')) },
  {
    weight: 1,
    arbitrary: fc
      .array(fc.oneof(textAtom, hostileAtom), { maxLength: 5 })
      .map((atoms) => atoms.join('')),
  },
);

const name = fc.oneof(
  { weight: 60, arbitrary: fc.constantFrom('a', 'b', 'body', 'Status', 'DLR_Date', 'x.y', 'n-1') },
  { weight: 1, arbitrary: fc.constantFrom('__proto__', 'p:q') },
);
const layout = fc.oneof(
  { weight: 12, arbitrary: fc.constantFrom('', '', '', '\n', '\n  ', '\r\n\t') },
  { weight: 1, arbitrary: fc.constant(' <!-- c --> ') },
);
const attributes = fc.oneof(
  { weight: 60, arbitrary: fc.constant('') },
  { weight: 1, arbitrary: fc.constantFrom(' id="1"', " a='x>y'") },
);

/** An element of an entry's skeleton: a leaf (its text comes with each entry) or one with child elements. */
interface Node {
  name: string;
  attributes: string;
  children: Node[] | null;
}

const leaf: fc.Arbitrary<Node> = fc.record({ name, attributes, children: fc.constant(null) });
const record: fc.Arbitrary<Node> = fc.record({
  name,
  attributes,
  children: fc.array(leaf, { minLength: 1, maxLength: 4 }),
});

/** The elements of an entry: mostly the platform's (no attributes or layout), sometimes anything. */
const skeleton = fc.record({
  name: fc.constantFrom('message', 'message', 'row'),
  attributes: fc.oneof(
    { weight: 12, arbitrary: fc.constant('') },
    { weight: 1, arbitrary: fc.constant(' n="2"') },
  ),
  children: fc.array(fc.oneof({ weight: 4, arbitrary: leaf }, { weight: 1, arbitrary: record }), {
    maxLength: 6,
  }),
  around: layout,
});
type Skeleton = typeof skeleton extends fc.Arbitrary<infer T> ? T : never;

/** An entry of a skeleton, its leaves' texts taken in turn (null: an empty element, `<name/>`). */
function write(entry: Skeleton, texts: readonly (string | null)[]): string {
  let next = 0;
  const element = (node: Node): string => {
    const open = `${node.name}${node.attributes}`;
    if (node.children === null) {
      const text = texts[next++] ?? null;
      return text === null ? `<${open}/>` : `<${open}>${text}</${node.name}>`;
    }
    return `<${open}>${node.children.map((c) => entry.around + element(c)).join('')}${entry.around}</${node.name}>`;
  };
  return element({ name: entry.name, attributes: entry.attributes, children: entry.children });
}

/** Entries of one to three skeletons (as the platform's sms, hlr and viber entries), with their own texts. */
const document = fc
  .record({
    declaration: fc.constantFrom('', '<?xml version="1.0" encoding="UTF-8"?>\n'),
    root: fc.constantFrom('response', 'r'),
    list: fc.constantFrom('message_data', 'message_data', 'message_data', 'list', 'error'),
    result: fc.constantFrom('<error>0</error>', '<error>0</error>', '', '<error>7</error>'),
    skeletons: fc.array(skeleton, { minLength: 1, maxLength: 3 }),
    entries: fc.array(
      fc.tuple(fc.nat(), fc.array(fc.option(text, { nil: null, freq: 4 }), { maxLength: 24 })),
      { maxLength: 10 },
    ),
    between: fc.constantFrom('\n', '\n', '', '\r\n', '  '),
  })
  .map(({ declaration, root, list, result, skeletons, entries, between }) => {
    const written = entries.map(([which, texts]) =>
      write(skeletons[which % skeletons.length] ?? skeletons[0]!, texts),
    );
    return `${declaration}<${root}>${result}<${list}>${between}${written.join(between)}${between}</${list}></${root}>\n`;
  });

/** The fast path, fed the document cut at `places`, gives what saxes alone gives for it whole. */
function expectSameAsSaxes(doc: string, places: readonly number[]): void {
  expect(runPieces(createXmlEntryParser, cut(doc, places))).toEqual(
    runPieces(createXmlSaxesParser, [doc]),
  );
}

describe('the xml fast path against saxes alone', () => {
  it('gives the same entries or error for any document, in any pieces', () => {
    fc.assert(fc.property(document, fc.array(fc.nat(), { maxLength: 4 }), expectSameAsSaxes), RUNS);
  });

  it('gives the same error or entries for a document broken by one character', () => {
    const broken = fc
      .tuple(document, fc.nat(), fc.constantFrom('', '<', '>', '&', '/', ']]>', '<a>', '"', 'x'))
      .map(([doc, at, insert]) => {
        // Replace one character with the insert (or delete it). A whole character: half of a surrogate
        // pair is no text a TextDecoder gives, nor XML (saxes reads the unit after it as part of it).
        const chars = Array.from(doc);
        const place = at % (chars.length + 1);
        return [...chars.slice(0, place), insert, ...chars.slice(place + 1)].join('');
      });
    fc.assert(fc.property(broken, fc.array(fc.nat(), { maxLength: 3 }), expectSameAsSaxes), RUNS);
  });

  it('reads most entries of these documents on the fast path', () => {
    // So that the properties above are about the fast path, not saxes twice.
    let entries = 0;
    let fast = 0;
    let byShape = 0;
    fc.assert(
      fc.property(document, (doc) => {
        const parser = createXmlEntryParser();
        try {
          entries += parser.push(doc).length + parser.end().length;
        } catch {
          return;
        }
        fast += parser.fastPath.byShape + parser.fastPath.byElement;
        byShape += parser.fastPath.byShape;
      }),
      // A fixed sample: the shares below are of it (about 0.7 and 0.2).
      { numRuns: 300, seed: 20_261_126 },
    );
    expect(entries).toBeGreaterThan(300);
    expect(fast / entries).toBeGreaterThan(0.5);
    // Entries of a skeleton met before, without a reference, carriage return or `>` in their texts.
    expect(byShape / entries).toBeGreaterThan(0.1);
  });
});
