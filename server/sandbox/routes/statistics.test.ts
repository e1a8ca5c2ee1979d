// GET /rest/stat/list and GET /rest/stat/file/id/{key}/format/{format}: listing, the three forms of a file,
// their agreement entry by entry, hostile text carried safely, and every refusal.
import Papa from 'papaparse';
import { beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, TEST_SCALE, withKey } from '../../test/app.ts';
import { VALIDATION_MESSAGE } from '../http.ts';
import { HOSTILE_TEXTS, STAT_FILE_SAMPLES } from '../store/areas/statistics.ts';
import {
  STAT_CSV_COLUMNS,
  STAT_ERRORS,
  STAT_HLR_BODY_FIELDS,
  statListResponseSchema,
  type StatisticsEntryWire,
} from '../../../src/contracts/statistics.ts';
import { createCsvEntryParser } from '../../../src/features/statistics/parsers/csv-stream.ts';
import { createJsonEntryParser } from '../../../src/features/statistics/parsers/json-stream.ts';
import { createXmlEntryParser } from '../../../src/features/statistics/parsers/xml-stream.ts';
import { isRecord, normalizeEntry } from '../../../src/features/statistics/model/entry.ts';

const { app, store } = createTestApp();
beforeEach(() => store.reset());

const get = (path: string, key = 'live_sandbox') => app.request(path, { headers: withKey(key) });
const file = (key: string, format: string, apiKey?: string) =>
  get(`/rest/stat/file/id/${key}/format/${format}`, apiKey);

const SPEC_DATE = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;
const PRICE = /^\d+\.\d{7} [A-Z]{3}$/;

interface JsonFile {
  error: number;
  message_data: StatisticsEntryWire[];
}

async function jsonFile(key: string): Promise<JsonFile> {
  const res = await file(key, 'json');
  expect(res.status).toBe(200);
  return (await res.json()) as JsonFile;
}

interface ListBody {
  error: number;
  result: { key: string; status: string; request: Record<string, unknown> }[];
}

describe('GET /rest/stat/list', () => {
  it('lists at least 20 files, Done and Error, in both request forms', async () => {
    const res = await get('/rest/stat/list');
    expect(res.status).toBe(200);
    const body = (await res.json()) as ListBody;
    expect(body.error).toBe(0);
    expect(body.result.length).toBeGreaterThanOrEqual(20);
    expect(new Set(body.result.map((f) => f.status))).toEqual(new Set(['Done', 'Error']));
    for (const entry of body.result) {
      expect(Object.keys(entry).sort()).toEqual(['key', 'request', 'status']);
      expect(entry.key).toMatch(/^[0-9a-f]{32}$/);
      const fields = Object.keys(entry.request).sort();
      if ('message_ids' in entry.request) {
        expect(fields).toEqual(['message_ids', 'user_id']);
        const ids = entry.request.message_ids as unknown[];
        expect(ids.length).toBeGreaterThan(0);
        for (const id of ids) expect(id).toMatch(/^\d+$/);
      } else {
        expect(fields).toEqual(
          [
            'message_type',
            'originator',
            'source_type',
            'time_in_from',
            'time_in_to',
            'user_id',
          ].sort(),
        );
        expect(entry.request.time_in_from).toMatch(SPEC_DATE);
        expect(entry.request.time_in_to).toMatch(SPEC_DATE);
      }
      expect(entry.request.user_id).toBe('10451');
    }
    expect(body.result.some((f) => 'message_ids' in f.request)).toBe(true);
    expect(statListResponseSchema.safeParse(body).success).toBe(true);
  });

  it('lists only the files of the caller', async () => {
    const own = (await (await get('/rest/stat/list')).json()) as ListBody;
    const other = (await (
      await get('/rest/stat/list', 'live_sandbox_testmode')
    ).json()) as ListBody;
    expect(other.result.length).toBeGreaterThan(0);
    const ownKeys = new Set(own.result.map((f) => f.key));
    for (const f of other.result) expect(ownKeys.has(f.key)).toBe(false);
  });
});

describe('GET /rest/stat/file/id/{key}/format/json', () => {
  it('holds `error` 0 and the entries in `message_data`, scaled with the data set', async () => {
    const body = await jsonFile(STAT_FILE_SAMPLES.large);
    expect(Object.keys(body)).toEqual(['error', 'message_data']);
    expect(body.error).toBe(0);
    // 200,000 entries at full scale; the test store is 1% of the data set.
    expect(body.message_data).toHaveLength(200_000 * TEST_SCALE);
  });

  it('writes every entry with the spec field names, for sms, hlr and viber', async () => {
    const { message_data: entries } = await jsonFile(STAT_FILE_SAMPLES.large);
    const kinds = new Set(entries.map((e) => e.message_type));
    expect(kinds).toEqual(new Set(['sms', 'hlr', 'viber']));
    const common = [
      'message_ID',
      'message_type',
      'msisdn',
      'Country_name',
      'brand_name',
      'mcc',
      'mnc',
      'originator',
      'price',
      'Incoming date',
      'Sending date',
      'DLR Date',
      'Status',
      'body',
    ];
    for (const entry of entries) {
      expect(Number.isInteger(entry.message_ID)).toBe(true);
      expect(Number.isInteger(entry.msisdn)).toBe(true);
      expect(entry.price).toMatch(PRICE);
      expect(entry['Incoming date']).toMatch(SPEC_DATE);
      expect(entry['Sending date']).toMatch(SPEC_DATE);
      expect(entry['DLR Date'] === '' || SPEC_DATE.test(entry['DLR Date'])).toBe(true);
      expect(entry.mcc).toMatch(/^\d{3}$/);
      expect(entry.mnc).toMatch(/^\d{2}$/);
      const keys = Object.keys(entry);
      if (entry.message_type === 'viber') {
        expect(keys.slice(0, 17)).toEqual([...common, 'img', 'Caption', 'Action']);
        if (entry.alternativeSMS) {
          expect(Object.keys(entry.alternativeSMS)).toEqual(common);
          expect(entry.alternativeSMS.message_type).toBe('sms');
          expect(entry.alternativeSMS.price).toMatch(PRICE);
        }
      } else {
        expect(keys).toEqual(common);
      }
      if (entry.message_type === 'hlr') {
        expect(entry.originator).toBe('HLR');
        expect(typeof entry.body).toBe('object');
        expect(Object.keys(entry.body)).toEqual([...STAT_HLR_BODY_FIELDS]);
      } else {
        expect(typeof entry.body).toBe('string');
      }
    }
    expect(entries.some((e) => e.alternativeSMS)).toBe(true);
    expect(entries.some((e) => e.Status === 'Delivered')).toBe(true);
    expect(entries.some((e) => e.Status === 'not-viber-user')).toBe(true);
  });

  it('places entries in the requested period, in date order', async () => {
    const list = (await (await get('/rest/stat/list')).json()) as ListBody;
    const listing = list.result.find((f) => f.key === STAT_FILE_SAMPLES.mixed);
    const from = String(listing?.request.time_in_from);
    const to = String(listing?.request.time_in_to);
    const { message_data: entries } = await jsonFile(STAT_FILE_SAMPLES.mixed);
    let previous = '';
    for (const entry of entries) {
      expect(entry['Incoming date'] >= from && entry['Incoming date'] <= to).toBe(true);
      expect(entry['Incoming date'] >= previous).toBe(true);
      previous = entry['Incoming date'];
    }
  });

  it('answers the same bytes each time', async () => {
    const first = await (await file(STAT_FILE_SAMPLES.mixed, 'xml')).text();
    const second = await (await file(STAT_FILE_SAMPLES.mixed, 'xml')).text();
    expect(second).toBe(first);
  });

  it('answers an empty file for a period without messages', async () => {
    expect(await jsonFile(STAT_FILE_SAMPLES.empty)).toEqual({ error: 0, message_data: [] });
    const csv = await (await file(STAT_FILE_SAMPLES.empty, 'csv')).text();
    expect(csv).toBe(`${STAT_CSV_COLUMNS.join(',')}\r\n`);
    const xml = await (await file(STAT_FILE_SAMPLES.empty, 'xml')).text();
    expect(xml).toContain('<message_data>\n</message_data>');
  });

  it('answers a file requested by message ids with those ids', async () => {
    const list = (await (await get('/rest/stat/list')).json()) as ListBody;
    const listing = list.result.find((f) => f.key === STAT_FILE_SAMPLES.messageIds);
    const { message_data: entries } = await jsonFile(STAT_FILE_SAMPLES.messageIds);
    expect(entries.map((e) => String(e.message_ID))).toEqual(listing?.request.message_ids);
  });

  it('sends the content types and a file name', async () => {
    for (const [format, type] of [
      ['json', 'application/json'],
      ['xml', 'application/xml'],
      ['csv', 'text/csv'],
    ] as const) {
      const res = await file(STAT_FILE_SAMPLES.mixed, format);
      expect(res.headers.get('content-type')).toBe(`${type}; charset=UTF-8`);
      expect(res.headers.get('content-disposition')).toBe(
        `attachment; filename="stat-${STAT_FILE_SAMPLES.mixed}.${format}"`,
      );
      await res.arrayBuffer();
    }
  });
});

/** Top-level entries of the xml form: the message_ID and price that directly follow `<message>`. */
function xmlEntries(xml: string): { id: string; price: string }[] {
  return [
    ...xml.matchAll(/<message><message_ID>(\d+)<\/message_ID>.*?<price>([^<]*)<\/price>/g),
  ].map((m) => ({ id: m[1] ?? '', price: m[2] ?? '' }));
}

describe('the three formats of one file', () => {
  it('hold the same entries with the same prices', async () => {
    const { message_data: entries } = await jsonFile(STAT_FILE_SAMPLES.mixed);
    const expected = entries.map((e) => ({ id: String(e.message_ID), price: e.price }));

    const xml = await (await file(STAT_FILE_SAMPLES.mixed, 'xml')).text();
    expect(
      xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<response><error>0</error>'),
    ).toBe(true);
    expect(xmlEntries(xml)).toEqual(expected);

    const csv = await (await file(STAT_FILE_SAMPLES.mixed, 'csv')).text();
    const parsed = Papa.parse<Record<string, string>>(csv, { header: true, skipEmptyLines: true });
    expect(parsed.errors).toEqual([]);
    expect(parsed.meta.fields).toEqual(STAT_CSV_COLUMNS);
    expect(parsed.data.map((row) => ({ id: row.message_ID, price: row.price }))).toEqual(expected);
  });

  it('flatten hlr bodies and alternative SMS into csv columns', async () => {
    const { message_data: entries } = await jsonFile(STAT_FILE_SAMPLES.mixed);
    const csv = await (await file(STAT_FILE_SAMPLES.mixed, 'csv')).text();
    const rows = Papa.parse<Record<string, string>>(csv, {
      header: true,
      skipEmptyLines: true,
    }).data;
    entries.forEach((entry, i) => {
      const row = rows[i] ?? {};
      if (typeof entry.body === 'object') {
        expect(row.body).toBe('');
        expect(row['body.Operator']).toBe(entry.body.Operator);
        expect(row['body.IMSI']).toBe(entry.body.IMSI);
        expect(row['body.Ported']).toBe(String(entry.body.Ported));
      } else {
        expect(row.body).toBe(entry.body);
        expect(row['body.Operator']).toBe('');
      }
      expect(row['alternativeSMS.message_ID']).toBe(
        entry.alternativeSMS ? String(entry.alternativeSMS.message_ID) : '',
      );
      expect(row['alternativeSMS.Status']).toBe(entry.alternativeSMS?.Status ?? '');
      expect(row.img).toBe(entry.img ?? '');
      expect(row.mnc).toBe(entry.mnc);
    });
  });

  it('carry hostile text as text: escaped in xml, quoted in csv, unchanged in json', async () => {
    const { message_data: entries } = await jsonFile(STAT_FILE_SAMPLES.large);
    const hostile = new Set<string>(HOSTILE_TEXTS);
    const found = entries.filter((e) => typeof e.body === 'string' && hostile.has(e.body));
    expect(found.length).toBeGreaterThan(5);
    const xml = await (await file(STAT_FILE_SAMPLES.large, 'xml')).text();
    expect(xml).not.toContain('<script>');
    expect(xml).not.toContain('<img ');
    expect(xml).not.toContain('</message></message_data><error>1</error>');
    expect(xml).not.toContain('\r');
    expect(xml).toContain('&lt;script&gt;alert(&quot;stat&quot;)&lt;/script&gt;');
    const csv = await (await file(STAT_FILE_SAMPLES.large, 'csv')).text();
    const rows = Papa.parse<Record<string, string>>(csv, {
      header: true,
      skipEmptyLines: true,
    }).data;
    expect(rows).toHaveLength(entries.length);
    entries.forEach((entry, i) => {
      if (typeof entry.body === 'string') expect(rows[i]?.body).toBe(entry.body);
    });
  });
});

describe("the console's parsers", () => {
  const PARSERS = {
    json: createJsonEntryParser,
    xml: createXmlEntryParser,
    csv: createCsvEntryParser,
  } as const;

  /** Reads a response as the viewer's worker does: piece by piece as it streams, into the one model. */
  async function read(format: keyof typeof PARSERS) {
    const res = await file(STAT_FILE_SAMPLES.large, format);
    const parser = PARSERS[format]();
    const decoder = new TextDecoder();
    const raw: unknown[] = [];
    const reader = res.body?.getReader();
    for (;;) {
      const next = await reader?.read();
      if (!next || next.done) break;
      raw.push(...parser.push(decoder.decode(next.value, { stream: true })));
    }
    raw.push(...parser.push(decoder.decode()), ...parser.end());
    return raw.filter(isRecord).map((record) => normalizeEntry(record));
  }

  it('read the sandbox json, xml and csv of a file to the same entries', async () => {
    const json = await read('json');
    expect(json).toHaveLength(200_000 * TEST_SCALE);
    expect(json.some((e) => e.hlr !== null)).toBe(true);
    expect(json.some((e) => e.alternativeSms !== null)).toBe(true);
    expect(await read('xml')).toEqual(json);
    expect(await read('csv')).toEqual(json);
  });
});

describe('refusals', () => {
  it('refuses csv for a file requested without a message type (422, shape 1)', async () => {
    const res = await file(STAT_FILE_SAMPLES.messageIds, 'csv');
    expect(res.status).toBe(422);
    expect(await res.json()).toEqual({ errors: [{ message: STAT_ERRORS.csvNeedsMessageType }] });
    expect((await file(STAT_FILE_SAMPLES.messageIds, 'xml')).status).toBe(200);
  });

  it('refuses a file in status Error in every format (422, shape 1)', async () => {
    for (const format of ['json', 'xml', 'csv']) {
      const res = await file(STAT_FILE_SAMPLES.failed, format);
      expect(res.status).toBe(422);
      expect(await res.json()).toEqual({ errors: [{ message: STAT_ERRORS.fileFailed }] });
    }
  });

  it("answers an unknown key, and another account's key, with 404 shape 1", async () => {
    for (const [key, apiKey] of [
      ['0123456789abcdef0123456789abcdef', 'live_sandbox'],
      [STAT_FILE_SAMPLES.large, 'live_sandbox_testmode'],
    ] as const) {
      const res = await file(key, 'json', apiKey);
      expect(res.status).toBe(404);
      expect(await res.json()).toEqual({ errors: [{ message: STAT_ERRORS.notFound }] });
    }
  });

  it('refuses a malformed key and an unknown format with shape 2 on the parameter', async () => {
    const badKey = await file('a'.repeat(65), 'json');
    expect(badKey.status).toBe(422);
    expect(await badKey.json()).toEqual({
      message: VALIDATION_MESSAGE,
      errors: { file_key: [STAT_ERRORS.keyInvalid] },
    });
    const script = await file('%3Cscript%3E', 'json');
    expect(script.status).toBe(422);
    for (const format of ['pdf', 'JSON', 'xlsx']) {
      const res = await file(STAT_FILE_SAMPLES.large, format);
      expect(res.status).toBe(422);
      expect(await res.json()).toEqual({
        message: VALIDATION_MESSAGE,
        errors: { file_format: [STAT_ERRORS.formatInvalid] },
      });
    }
  });

  it('requires a credential', async () => {
    expect((await app.request('/rest/stat/list')).status).toBe(401);
    expect(
      (await app.request(`/rest/stat/file/id/${STAT_FILE_SAMPLES.large}/format/json`)).status,
    ).toBe(401);
  });
});
