// The xml parser's fast path (entries of a shape it has learned, or read element by element) against saxes
// alone: the same entries, or the same error, for the platform's layout and for everything else XML allows,
// whatever the pieces the file arrives in.
import { describe, expect, it } from 'vitest';
import { createXmlEntryParser, createXmlSaxesParser } from './xml-stream';
import { runPieces } from './xml-stream.run';

/** The text in pieces of `size` characters. */
const split = (text: string, size: number) =>
  Array.from({ length: Math.ceil(text.length / size) }, (_, i) =>
    text.slice(i * size, (i + 1) * size),
  );

/** What the fast path read of a text given whole: entries by a shape, and element by element. */
function fastPathOf(text: string): { byShape: number; byElement: number } {
  const parser = createXmlEntryParser();
  parser.push(text);
  parser.end();
  return parser.fastPath;
}

/** The fast parser gives what saxes alone gives, for the text whole and in pieces of these sizes. */
function expectSameAsSaxes(text: string, sizes: readonly number[] = [1, 3, 7, 64, 1000]): void {
  const expected = runPieces(createXmlSaxesParser, [text]);
  expect(runPieces(createXmlEntryParser, [text])).toEqual(expected);
  for (const size of sizes)
    expect(runPieces(createXmlEntryParser, split(text, size))).toEqual(expected);
}

const escape = (value: string) =>
  value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;')
    .replace(/\r/g, '&#13;');

type Fields = Record<string, string | Record<string, string>>;

/** An entry as the sandbox writes it: one element per field, `<name/>` when empty, no layout. */
function entry(fields: Fields): string {
  const element = (name: string, value: string | Record<string, string>): string =>
    typeof value === 'string'
      ? value === ''
        ? `<${name}/>`
        : `<${name}>${escape(value)}</${name}>`
      : `<${name}>${Object.entries(value)
          .map(([k, v]) => element(k, v))
          .join('')}</${name}>`;
  return `<message>${Object.entries(fields)
    .map(([k, v]) => element(k, v))
    .join('')}</message>`;
}

/** A file as the sandbox writes it: the declaration, the result code, one entry per line. */
const file = (entries: readonly string[]) =>
  `<?xml version="1.0" encoding="UTF-8"?>\n<response><error>0</error><message_data>\n${entries.map((e) => `${e}\n`).join('')}</message_data></response>\n`;

const SMS: Fields = {
  message_ID: '610000001',
  message_type: 'sms',
  msisdn: '380501234567',
  Country_name: 'Ukraine',
  price: '0.0123000 EUR',
  DLR_Date: '2025-11-02 10:01:00',
  Status: 'Delivered',
  body: 'Your code is 1234 🎉',
};
const HLR: Fields = {
  ...SMS,
  message_ID: '610000002',
  message_type: 'hlr',
  body: { Country_name: 'Poland', Brand: 'Play', Ported: 'true', Roaming: 'false' },
};
const VIBER: Fields = {
  ...SMS,
  message_ID: '610000003',
  message_type: 'viber',
  DLR_Date: '',
  img: 'https://cdn.example.com/a.jpg',
  Caption: '',
  Action: 'https://shop.example.com/p/1',
  alternativeSMS: { message_ID: '900610000003', Status: 'Sent', body: 'Your order' },
};

const KINDS = [SMS, HLR, VIBER];
/** Entries of the three kinds in turn, each with its own id and text. */
const entries = (count: number) =>
  Array.from({ length: count }, (_, i) => {
    const kind = KINDS[i % KINDS.length] ?? SMS;
    return entry({ ...kind, message_ID: String(610000000 + i), Status: `Status ${i}` });
  });

const PLATFORM = file(entries(12));

describe('the xml fast path', () => {
  it('reads the platform layout as saxes does, nearly all of it by shape', () => {
    expectSameAsSaxes(PLATFORM);
    const result = runPieces(createXmlEntryParser, [PLATFORM]);
    expect('entries' in result && result.entries).toHaveLength(12);
    // The first entry of each kind is read element by element, and teaches its shape.
    expect(fastPathOf(PLATFORM)).toEqual({ byShape: 9, byElement: 3 });
  });

  it('gives the entry objects saxes builds: texts, empty elements, nested records', () => {
    const result = runPieces(createXmlEntryParser, [file([entry(HLR), entry(VIBER), entry(HLR)])]);
    expect(result).toEqual({
      entries: [HLR, VIBER, HLR],
    });
  });

  it('reads the same entries whatever piece boundary falls inside or between entries', () => {
    const text = file(entries(4));
    const expected = runPieces(createXmlSaxesParser, [text]);
    const first = text.indexOf('<message>');
    for (let cut = first - 2; cut < text.length; cut++) {
      expect(runPieces(createXmlEntryParser, [text.slice(0, cut), text.slice(cut)])).toEqual(
        expected,
      );
    }
    // Two boundaries in the same entry, and one in the next.
    const second = text.indexOf('<message>', first + 1);
    for (let cut = first; cut < second + 40; cut += 5) {
      const pieces = [
        text.slice(0, cut),
        text.slice(cut, cut + 17),
        text.slice(cut + 17, cut + 300),
      ];
      pieces.push(text.slice(cut + 300));
      expect(runPieces(createXmlEntryParser, pieces)).toEqual(expected);
    }
  });

  it('decodes the predefined entities and character references as saxes does', () => {
    const references = '&amp; &lt; &gt; &quot; &apos; &#38; &#x26; &#128512; &#xa0;&amp;lt;';
    const text = file([
      entry(SMS),
      entry(SMS).replace(/<body>[^<]*<\/body>/, `<body>${references}</body>`),
      entry(SMS),
    ]);
    expectSameAsSaxes(text);
    expect(runPieces(createXmlEntryParser, [text])).toMatchObject({
      entries: [{}, { body: `& < > " ' & & 😀 \u00a0&lt;` }, {}],
    });
    expect(fastPathOf(text)).toEqual({ byShape: 1, byElement: 2 });
  });

  it('leaves an entity it does not decode to saxes: kept as written, or the error saxes reports', () => {
    const bodies = [
      'a&nbsp;b',
      'a&toString;b',
      'a & b; c',
      'a &#0; b',
      'a &#xD800; b',
      '&#X26;',
      'a &b',
    ];
    for (const body of bodies) {
      const text = file([
        entry(SMS),
        entry(SMS).replace(/<body>[^<]*<\/body>/, `<body>${body}</body>`),
      ]);
      expectSameAsSaxes(text, [5, 50]);
    }
    const kept = runPieces(createXmlEntryParser, [
      file([entry(SMS).replace(/<body>[^<]*<\/body>/, '<body>a&nbsp;b</body>')]),
    ]);
    expect(kept).toMatchObject({ entries: [{ body: 'a&nbsp;b' }] });
  });

  it('leaves CDATA, comments, processing instructions and attributes to saxes, with the same entries', () => {
    const variants = [
      (e: string) => e.replace('<body>', '<body><![CDATA[<b>&amp;</b> ]]]]><![CDATA[>]]>'),
      (e: string) => e.replace('<Status>', '<!-- a comment --><Status>'),
      (e: string) => e.replace('<Status>', '<Status><!-- in the text -->'),
      (e: string) => e.replace('<Status>', '<?pi data?><Status>'),
      (e: string) => e.replace('<Status>', '<Status a="x>y" b=\'2\'>'),
      (e: string) => e.replace('<message>', '<message id="7">'),
      (e: string) => e.replace('<Status>', '<Status >').replace('</Status>', '</Status >'),
      (e: string) => e.replace(/Status>/g, 'p:Status>'),
      (e: string) => e.replace('<Status>', '<Status><b>bold</b>'),
    ];
    for (const variant of variants) {
      const list = entries(6);
      list[1] = variant(list[1] ?? '');
      list[4] = variant(list[4] ?? '');
      expectSameAsSaxes(file(list), [4, 33, 500]);
    }
    // Between entries too.
    for (const between of ['<!-- x -->', '<?pi x?>', '<![CDATA[ x ]]>', 'text']) {
      const list = entries(5);
      list[2] = `${between}${list[2] ?? ''}`;
      expectSameAsSaxes(file(list), [4, 33, 500]);
    }
  });

  it('reads layout whitespace and indentation as saxes does (spaces, tabs, CRLF), by shape too', () => {
    const indent = (text: string, unit: string, newline: string) =>
      text.replace(/></g, `>\n${unit}<`).replace(/\n/g, newline);
    for (const [unit, newline] of [
      ['  ', '\n'],
      ['\t', '\n'],
      ['    ', '\r\n'],
      ['', '\r'],
    ] as const) {
      const text = indent(PLATFORM, unit, newline);
      expectSameAsSaxes(text, [5, 80, 4096]);
    }
    expect(fastPathOf(PLATFORM.replace(/></g, '>\n  <')).byShape).toBeGreaterThan(0);
  });

  it('keeps line breaks, quotes, backslashes and control characters in texts as saxes does', () => {
    const bodies = [
      'two\nlines',
      'cr\r\nlf',
      'lone\rcr',
      'a "quote" \\ back',
      'tab\there',
      'nul\u0000x',
    ];
    const text = file(bodies.map((body, i) => entry({ ...SMS, message_ID: String(i), body })));
    expectSameAsSaxes(text);
    expectSameAsSaxes(text.replace(/&#13;/g, '\r'));
  });

  it('leaves a run of irregular entries to saxes alone for a while, then reads on by shape', () => {
    const irregular = entries(40).map((e) => e.replace('<Status>', '<!-- c --><Status>'));
    const text = file([...irregular, ...entries(300)]);
    expectSameAsSaxes(text, [500, 4096]);
    const parser = createXmlEntryParser();
    for (const piece of split(text, 500)) parser.push(piece);
    parser.end();
    expect(parser.fastPath.byShape).toBeGreaterThan(250);
  });

  it('reads other entry names and layouts as saxes does, entries under the root to saxes', () => {
    const layouts = [
      PLATFORM.replace(/message>/g, 'row>'),
      PLATFORM.replace(/message_data>/g, 'list>'),
      // Entries directly under the root: the fast path never stands between entries of a list.
      `<r>${entries(3).join('')}</r>`,
      // A list element named error, and one after the list.
      `<r><error>${entries(2).join('')}</error></r>`,
      `<r><message_data>${entries(2).join('')}</message_data><other>${entries(2).join('')}</other></r>`,
      // Empty entries, an entry holding text only, repeated elements (the last one stays).
      `<r><l><message/><message></message><message>text</message><message><a>1</a><a>2</a></message></l></r>`,
      `<r><l><message><a><b>1</b></a><a>2</a></message><message><a>2</a><a><b>1</b></a></message></l></r>`,
      `<r><l><message><__proto__><x>1</x></__proto__></message></l></r>`,
    ];
    for (const text of layouts) expectSameAsSaxes(text, [2, 9, 100]);
    expect(fastPathOf(`<r>${entries(3).join('')}</r>`)).toEqual({ byShape: 0, byElement: 0 });
  });

  it('leaves an XML 1.1 document to saxes (its line ends and characters differ)', () => {
    const text = PLATFORM.replace('version="1.0"', 'version="1.1"').replace(
      'Status 3<',
      'Status\u2028 3\u0085<',
    );
    expectSameAsSaxes(text, [50]);
    expect(fastPathOf(text)).toEqual({ byShape: 0, byElement: 0 });
  });

  it('refuses an empty file with the same message', () => {
    for (const empty of ['', '   \n', '\n\n']) {
      expect(runPieces(createXmlEntryParser, [empty])).toEqual({
        error: 'The file is empty: the platform sent no content.',
      });
      expect(runPieces(createXmlEntryParser, split(empty, 1))).toEqual(
        runPieces(createXmlSaxesParser, [empty]),
      );
    }
  });

  it('reports a malformed document as saxes does, with the same count of entries read', () => {
    const list = entries(6);
    const broken = [
      file(list).replace('</Status>', '</Statu>'),
      file(list).replace('</body></message>\n<message>', '</message>\n<message>'),
      file(list).replace(/<Status>Status 4<\/Status>/, '<Status>Status 4'),
      file(list).replace('Status 3', 'a ]]> b'),
      file(list).replace('Status 3', 'a & b'),
      file(list).replace('Status 3', 'a <b'),
      file(list).replace('<message>', '<message><'),
      file(list).replace('</message_data>', '</message_data></x>'),
      `${file(list)}<again/>`,
      `${file(list)}trailing text`,
      file(list).replace('<error>0</error>', '<error>5</error>'),
      file(list).replace('\n<message>', '\n]]><message>'),
    ];
    for (const text of broken) {
      const expected = runPieces(createXmlSaxesParser, [text]);
      expect(expected).toHaveProperty('error');
      expect(runPieces(createXmlEntryParser, [text])).toEqual(expected);
      for (const size of [3, 40, 700])
        expect(runPieces(createXmlEntryParser, split(text, size))).toEqual(expected);
    }
  });

  it('reports a file cut short anywhere as saxes does', () => {
    const text = file(entries(4));
    for (let cut = 0; cut < text.length; cut += 7) {
      const part = text.slice(0, cut);
      expect(runPieces(createXmlEntryParser, split(part, 50))).toEqual(
        runPieces(createXmlSaxesParser, [part]),
      );
    }
  });
});
