// The three streaming parsers: the spec's entry shapes in json, xml and csv read to one model, whatever the
// pieces the file arrives in; odd input (empty, missing fields, cut short, not the format) gives a clear error.
import { describe, expect, it } from 'vitest';
import { normalizeEntry, isRecord, type StatisticsEntry } from '../model/entry';
import { StatisticsFileError, type EntryStreamParser } from './entry-parser';
import { createCsvEntryParser, papaparseRows, splitCsvRows } from './csv-stream';
import { createJsonEntryParser, createJsonScanner } from './json-stream';
import { createXmlEntryParser } from './xml-stream';

const PARSERS = {
  json: createJsonEntryParser,
  xml: createXmlEntryParser,
  csv: createCsvEntryParser,
} as const;
type Format = keyof typeof PARSERS;

/** Feeds the text in pieces of `size` characters, as a download arrives. */
function readAll(format: Format, text: string, size = text.length || 1): StatisticsEntry[] {
  const parser: EntryStreamParser = PARSERS[format]();
  const raw: unknown[] = [];
  for (let i = 0; i < text.length; i += size) raw.push(...parser.push(text.slice(i, i + size)));
  raw.push(...parser.end());
  return raw.filter(isRecord).map((record) => normalizeEntry(record));
}

const HOSTILE = '<script>alert("x")</script> \u202Eevil\u202C zero\u200Bwidth, "quoted"\r\nnext';

const SMS = {
  message_ID: 610000001,
  message_type: 'sms',
  msisdn: 380501234567,
  Country_name: 'Ukraine',
  brand_name: 'Kyivstar',
  mcc: '255',
  mnc: '03',
  originator: 'ShopUA',
  price: '0.0123000 EUR',
  'Incoming date': '2025-11-02 10:00:00',
  'Sending date': '2025-11-02 10:00:05',
  'DLR Date': '2025-11-02 10:01:00',
  Status: 'Delivered',
  body: HOSTILE,
};
const HLR = {
  message_ID: 610000002,
  message_type: 'hlr',
  msisdn: 48601234567,
  Country_name: 'Poland',
  brand_name: 'Play',
  mcc: '260',
  mnc: '06',
  originator: 'HLR',
  price: '0.0050000 EUR',
  'Incoming date': '2025-11-02 10:02:00',
  'Sending date': '2025-11-02 10:02:00',
  'DLR Date': '2025-11-02 10:02:01',
  Status: 'Delivered',
  body: {
    Country_name: 'Poland',
    Brand: 'Play',
    Operator: 'P4 Sp. z o.o.',
    MCC: '260',
    MNC: '06',
    Status: 'active',
    IMSI: '260061234567890',
    Ported: true,
    Roaming: false,
  },
};
const VIBER = {
  message_ID: 610000003,
  message_type: 'viber',
  msisdn: 380671112233,
  Country_name: 'Ukraine',
  brand_name: 'Vodafone',
  mcc: '255',
  mnc: '01',
  originator: 'ShopUA',
  price: '0.0000000 EUR',
  'Incoming date': '2025-11-02 10:03:00',
  'Sending date': '2025-11-02 10:03:01',
  'DLR Date': '2025-11-02 10:05:00',
  Status: 'not-viber-user',
  body: 'Your order & more',
  img: 'https://cdn.example.com/a.jpg',
  Caption: 'Buy <now>',
  Action: 'https://shop.example.com/p/1',
  alternativeSMS: {
    message_ID: 900610000003,
    message_type: 'sms',
    msisdn: 380671112233,
    Country_name: 'Ukraine',
    brand_name: 'Vodafone',
    mcc: '255',
    mnc: '01',
    originator: 'ShopUA',
    price: '0.0412000 USD',
    'Incoming date': '2025-11-02 10:03:20',
    'Sending date': '2025-11-02 10:03:21',
    'DLR Date': '',
    Status: 'Sent',
    body: 'Your order & more',
  },
};

const JSON_FILE = `{"error":0,"message_data":[${[SMS, HLR, VIBER].map((e) => JSON.stringify(e)).join(',\n')}]}`;

const xmlEscape = (v: unknown) =>
  String(v)
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/\r/g, '&#13;');
const xmlFields = (record: Record<string, unknown>): string =>
  Object.entries(record)
    .map(([k, v]) => {
      const name = k.replace(/ /g, '_');
      if (isRecord(v)) return `<${name}>${xmlFields(v)}</${name}>`;
      return v === '' ? `<${name}/>` : `<${name}>${xmlEscape(v)}</${name}>`;
    })
    .join('');
const XML_FILE = `<?xml version="1.0" encoding="UTF-8"?>
<response><error>0</error><message_data>
${[SMS, HLR, VIBER].map((e) => `<message>${xmlFields(e)}</message>`).join('\n')}
</message_data></response>
`;

const FIELDS = Object.keys(SMS).filter((k) => k !== 'body');
const HLR_FIELDS = Object.keys(HLR.body);
const CSV_COLUMNS = [
  ...FIELDS,
  'body',
  ...HLR_FIELDS.map((f) => `body.${f}`),
  'img',
  'Caption',
  'Action',
  ...FIELDS.map((f) => `alternativeSMS.${f}`),
  'alternativeSMS.body',
];
const csvCell = (v: unknown) => {
  const s =
    typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean' ? String(v) : '';
  return /[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
};
function csvRow(entry: Record<string, unknown>): string {
  const cells = new Map<string, unknown>();
  for (const [k, v] of Object.entries(entry)) {
    if (isRecord(v)) for (const [ck, cv] of Object.entries(v)) cells.set(`${k}.${ck}`, cv);
    else cells.set(k, v);
  }
  return CSV_COLUMNS.map((c) => csvCell(cells.get(c))).join(',');
}
const CSV_FILE = `${CSV_COLUMNS.join(',')}\r\n${[SMS, HLR, VIBER].map(csvRow).join('\r\n')}\r\n`;

const FILES: Record<Format, string> = { json: JSON_FILE, xml: XML_FILE, csv: CSV_FILE };

describe.each(['json', 'xml', 'csv'] as const)('the %s parser', (format) => {
  const text = FILES[format];

  it('reads the spec shapes of sms, hlr and viber entries', () => {
    const [sms, hlr, viber] = readAll(format, text);
    expect(sms).toEqual({
      id: '610000001',
      type: 'sms',
      msisdn: '380501234567',
      country: 'Ukraine',
      operator: 'Kyivstar',
      mcc: '255',
      mnc: '03',
      sender: 'ShopUA',
      amount: '0.0123000',
      currency: 'EUR',
      price: '0.0123000 EUR',
      incoming: '2025-11-02 10:00:00',
      sending: '2025-11-02 10:00:05',
      dlr: '2025-11-02 10:01:00',
      status: 'Delivered',
      text: HOSTILE,
      hlr: null,
      img: '',
      caption: '',
      action: '',
      alternativeSms: null,
    });
    expect(hlr?.sender).toBe('HLR');
    expect(hlr?.text).toBe('');
    expect(hlr?.hlr).toEqual({
      country: 'Poland',
      brand: 'Play',
      operator: 'P4 Sp. z o.o.',
      mcc: '260',
      mnc: '06',
      status: 'active',
      imsi: '260061234567890',
      ported: true,
      roaming: false,
    });
    expect(viber?.img).toBe('https://cdn.example.com/a.jpg');
    expect(viber?.caption).toBe('Buy <now>');
    expect(viber?.action).toBe('https://shop.example.com/p/1');
    expect(viber?.text).toBe('Your order & more');
    expect(viber?.alternativeSms).toMatchObject({
      id: '900610000003',
      type: 'sms',
      status: 'Sent',
      amount: '0.0412000',
      currency: 'USD',
      dlr: '',
      alternativeSms: null,
    });
  });

  it('reads the same entries whatever pieces the file arrives in', () => {
    const whole = readAll(format, text);
    for (const size of [1, 2, 3, 7, 64, 1000]) expect(readAll(format, text, size)).toEqual(whole);
  });

  it('gives the same model as the json form', () => {
    expect(readAll(format, text)).toEqual(readAll('json', JSON_FILE));
  });

  it('refuses an empty file with a clear message', () => {
    for (const empty of ['', '   \n']) {
      expect(() => readAll(format, empty)).toThrow(StatisticsFileError);
      expect(() => readAll(format, empty)).toThrow('The file is empty');
    }
  });

  it.each([0.3, 0.5, 0.97])('refuses a file cut short at %s of its length', (share) => {
    const cut = text.slice(0, Math.floor(text.length * share));
    expect(() => readAll(format, cut, 17)).toThrow(/incomplete|cannot be read/);
    expect(() => readAll(format, cut, 17)).toThrow(StatisticsFileError);
  });
});

describe('odd input', () => {
  it('reads entries with missing fields as blanks (json, xml, csv)', () => {
    const json = readAll('json', '{"error":0,"message_data":[{"message_ID":5},{}]}');
    expect(json).toHaveLength(2);
    expect(json[0]).toMatchObject({ id: '5', type: '', status: '', amount: '', hlr: null });
    const xml = readAll(
      'xml',
      '<response><error>0</error><message_data><message><message_ID>5</message_ID></message><message/></message_data></response>',
    );
    expect(xml).toEqual(json);
    const csv = readAll('csv', 'message_ID,Status\n5,\n,\n');
    expect(csv.map((e) => e.id)).toEqual(['5', '']);
  });

  it('reads the other array names, a top-level array, and "error" after the list (json)', () => {
    expect(readAll('json', '{"data":[{"message_ID":1}]}')).toHaveLength(1);
    expect(readAll('json', '[{"message_ID":1},{"message_ID":2}]')).toHaveLength(2);
    expect(readAll('json', '{"message_data":[{"message_ID":1}],"error":"0"}')).toHaveLength(1);
  });

  it('keeps brackets, quotes and escapes inside json strings as text', () => {
    const body = 'a "}]" \\ {[ \\" \u2028';
    const [entry] = readAll('json', JSON.stringify({ error: 0, message_data: [{ body }] }), 3);
    expect(entry?.text).toBe(body);
  });

  it('reads an empty alternativeSMS ([] as PHP writes it) as none', () => {
    const [entry] = readAll(
      'json',
      '{"message_data":[{"message_type":"viber","alternativeSMS":[]}]}',
    );
    expect(entry?.alternativeSms).toBeNull();
  });

  it('says when the platform reports an error in the file', () => {
    expect(() => readAll('json', '{"error":3,"message_data":[]}')).toThrow(
      'The platform reported error 3',
    );
    expect(() => readAll('xml', '<response><error>3</error><message_data/></response>')).toThrow(
      'The platform reported error 3',
    );
  });

  it('refuses content that is not of the format', () => {
    expect(() => readAll('json', '<html>Bad gateway</html>')).toThrow(/does not start with/);
    expect(() => readAll('json', '{"error":0}')).toThrow(/holds no list of entries/);
    expect(() => readAll('xml', '{"error":0}')).toThrow(/text outside its root|no xml element/);
    expect(() => readAll('xml', '<a><b></a>')).toThrow(/<b> is closed by <\/a>/);
    expect(() => readAll('json', '{"message_data":[{"a":1}]}{')).toThrow(/more content/);
  });

  it('reads xml entities, CDATA, comments and entries directly under the root', () => {
    const [entry] = readAll(
      'xml',
      '<?xml version="1.0"?><!-- list --><r><message><body><![CDATA[<b>&amp;</b>]]> &#x263A; &#65;&lt;</body><Status a="x>y">Delivered</Status></message></r>',
      5,
    );
    expect(entry?.text).toBe('<b>&amp;</b> ☺ A<');
    expect(entry?.status).toBe('Delivered');
  });

  it('keeps an entity the xml file does not define as written, and refuses a bare &', () => {
    const [entry] = readAll('xml', '<r><message><body>a&nbsp;b\u0001</body></message></r>', 3);
    expect(entry?.text).toBe('a&nbsp;b\u0001');
    expect(() => readAll('xml', '<r><message><body>a & b; c</body></message></r>')).toThrow(
      StatisticsFileError,
    );
  });

  it('names both tags of a mismatched xml closing tag, and refuses a second root', () => {
    expect(() => readAll('xml', '<r><message><b></x></message></r>', 4)).toThrow(
      /<b> is closed by <\/x>/,
    );
    expect(() => readAll('xml', '</x>')).toThrow(/closing tag <\/x> has no opening tag/);
    expect(() => readAll('xml', '<r/><r/>')).toThrow(/more than one root element/);
    expect(() => readAll('xml', '<r/>text')).toThrow(/content after its root element/);
  });

  it('keeps line breaks and quotes inside quoted csv values, in any pieces', () => {
    const csv = 'message_ID,body\r\n1,"two\r\nlines, ""quoted"""\r\n2,plain\r\n';
    for (const size of [1, 4, 100]) {
      expect(readAll('csv', csv, size).map((e) => e.text)).toEqual([
        'two\r\nlines, "quoted"',
        'plain',
      ]);
    }
  });

  it('refuses a csv file cut inside a quoted value, its last row or its header', () => {
    expect(() => readAll('csv', 'message_ID,bo')).toThrow(/before the end of its header row/);
    expect(() => readAll('csv', 'message_ID,body\n1,"never closed')).toThrow(
      /inside a quoted value/,
    );
    expect(() => readAll('csv', 'message_ID,body,Status\n1,a,Delivered\n2,b')).toThrow(
      /in the middle of row/,
    );
  });
});

describe('csv rows split by hand, papaparse where a quote is out of place', () => {
  const WELL_FORMED = [
    'a,b,c\n1,2,3\n',
    'a,b\n1,2',
    'a,,\n,,\n\n,x,\n',
    'a,"b, with comma","c ""quoted"""\n"",x,""""\n',
    'a,"two\nlines","three\r\nlines\rhere"\n1,2,3\n',
    'a,b"c,d\n"x",y"z,\n',
    ' a , "b" ,c\n',
    'Сіздің,🎉 -20%,"тапсырыс, 9"\n',
    'a,b,',
  ];
  it('gives the rows papaparse gives, for each line break', () => {
    for (const newline of ['\r\n', '\n', '\r'] as const) {
      for (const sample of WELL_FORMED) {
        const text = sample.replace(/\n(?=(?:[^"]*"[^"]*")*[^"]*$)/g, newline);
        const rows = splitCsvRows(text, newline);
        expect(rows, JSON.stringify(text)).toBeDefined();
        expect(rows).toEqual(papaparseRows(text, newline));
      }
    }
  });
  it('leaves a quoted value followed by other text, or never closed, to papaparse', () => {
    expect(splitCsvRows('a,"b"c,d\n', '\n')).toBeUndefined();
    expect(splitCsvRows('a,"b" ,d\n', '\n')).toBeUndefined();
    expect(splitCsvRows('a,"b\n', '\n')).toBeUndefined();
    const csv = 'message_ID,body\n1,"odd"text\n2,plain\n';
    expect(readAll('csv', csv).map((e) => e.text)).toEqual(
      papaparseRows(csv, '\n')
        .slice(1)
        .map((row) => row[1]),
    );
  });
});

describe('json layouts (complete lines to JSON.parse, the scanner for any other layout)', () => {
  const ENTRIES = [
    SMS,
    HLR,
    VIBER,
    { ...SMS, message_ID: 610000004 },
    { ...HLR, message_ID: 610000005 },
  ];
  const lines = (entries: readonly unknown[]) => entries.map((e) => JSON.stringify(e));
  /** The sandbox's writer: the opening line, one entry per line, the closing line. */
  const SANDBOX = `{"error":0,"message_data":[\n${lines(ENTRIES).join(',\n')}\n]}\n`;
  const expected = ENTRIES.map((e) => normalizeEntry(e));
  const object = { error: 0, message_data: ENTRIES };

  /** The scanner alone on the same text and pieces: entries, or the message it fails with. */
  function scanned(text: string, size: number): unknown {
    try {
      const parser = createJsonScanner();
      const raw: unknown[] = [];
      for (let i = 0; i < text.length; i += size) raw.push(...parser.push(text.slice(i, i + size)));
      raw.push(...parser.end());
      return raw.filter(isRecord).map((record) => normalizeEntry(record));
    } catch (error) {
      return error instanceof Error ? error.message : error;
    }
  }
  function read(text: string, size: number): unknown {
    try {
      return readAll('json', text, size);
    } catch (error) {
      return error instanceof Error ? error.message : error;
    }
  }

  it.each([
    ['the sandbox layout', SANDBOX],
    ['CRLF line breaks', SANDBOX.replace(/\n/g, '\r\n')],
    ['no final line break', SANDBOX.trimEnd()],
    ['blank lines between entries', SANDBOX.replace(/,\n/g, ',\n\n')],
    ['commas at the start of lines', SANDBOX.replace(/,\n/g, '\n,')],
    ['two entries on some lines', `{"error":0,"message_data":[\n${lines(ENTRIES).join(',')}\n]}`],
    ['compact, on one line', JSON.stringify(object)],
    ['indented', JSON.stringify(object, null, 2)],
    ['indented with tabs', JSON.stringify(object, null, '\t')],
    ['a top-level array', `[\n${lines(ENTRIES).join(',\n')}\n]`],
    ['"error" after the list', `{"message_data":[\n${lines(ENTRIES).join(',\n')}\n],"error":0}`],
    [
      'the first entry on the opening line',
      JSON_FILE.replace(/\]\}$/, `,\n${lines(ENTRIES.slice(3)).join(',\n')}]}`),
    ],
  ])('reads %s, in any pieces', (_, text) => {
    for (const size of [1, 5, 64, 200, 1000, text.length])
      expect(readAll('json', text, size)).toEqual(expected);
  });

  it('says what the scanner says of a file cut anywhere', () => {
    // The line reader reads the last entry on its complete line; the scanner waits for the comma after it.
    const kind = (result: unknown) =>
      typeof result === 'string' ? result.replace(/after \d+ entries/, 'after n entries') : result;
    for (const text of [SANDBOX, SANDBOX.replace(/\n/g, '\r\n')]) {
      for (let cut = 0; cut < text.length; cut += 11) {
        const part = text.slice(0, cut);
        for (const size of [7, 300])
          expect(kind(read(part, size))).toEqual(kind(scanned(part, size)));
      }
    }
  });

  it('reports the platform error of the opening line or after the list', () => {
    expect(() => readAll('json', SANDBOX.replace('"error":0', '"error":"7"'), 50)).toThrow(
      'The platform reported error 7',
    );
    const after = `{"message_data":[\n${lines(ENTRIES).join(',\n')}\n],"error":4}\n`;
    expect(() => readAll('json', after, 50)).toThrow('The platform reported error 4');
  });

  it('refuses a malformed list or entry, whatever the pieces', () => {
    const broken = [
      SANDBOX.replace(/\n\]\}/, ',\n]}'),
      SANDBOX.replace(/,\n(\{"message_ID":610000003)/, '\n$1'),
      SANDBOX.replace(/,\n(\{"message_ID":610000003)/, ',\n,\n$1'),
      SANDBOX.replace('"message_ID":610000003', '"message_ID":6100x0003'),
      `${SANDBOX}{`,
    ];
    for (const text of broken) {
      for (const size of [1, 40, text.length]) {
        expect(() => readAll('json', text, size)).toThrow(StatisticsFileError);
        expect(() => readAll('json', text, size)).toThrow(/cannot be read/);
      }
    }
  });

  it('reads the other array names and takes the first list, as the scanner does', () => {
    expect(readAll('json', SANDBOX.replace('message_data', 'data'), 30)).toEqual(expected);
    expect(readAll('json', SANDBOX.replace('"error":0,', '"error":0,"data":[],'), 30)).toEqual([]);
    expect(readAll('json', '{"error":0,"message_data":[\n]}\n', 3)).toEqual([]);
  });
});
