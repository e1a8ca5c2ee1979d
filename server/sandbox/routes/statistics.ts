// The sandbox's statistics endpoints: the file listing, and one file streamed as json, xml or csv while its
// entries are generated (a 200,000-entry file is never held whole in memory).
import { Hono, type Context } from 'hono';
import type { SandboxEnv } from '../env.ts';
import { fieldErrorsFromZod, serviceError, validationError } from '../http.ts';
import { formatSpecDateTime } from '../store/time.ts';
import { statisticsEntries, type StatFileRow } from '../store/areas/statistics.ts';
import {
  STAT_CSV_COLUMNS,
  STAT_ENTRY_FIELDS,
  STAT_ERRORS,
  STAT_HLR_BODY_FIELDS,
  STAT_JSON_ARRAY,
  STAT_VIBER_FIELDS,
  STAT_XML,
  statFilePathSchema,
  xmlElementName,
  type StatFileFormat,
  type StatFileRequestWire,
  type StatisticsEntryWire,
} from '../../../src/contracts/statistics.ts';

/** Bytes of text gathered before one chunk is handed to the network. */
const CHUNK_CHARS = 256 * 1024;

function requestOf(c: Context<SandboxEnv>, row: StatFileRow): StatFileRequestWire {
  if (row.form === 'messages') {
    return { message_ids: JSON.parse(row.message_ids) as string[], user_id: row.user_id };
  }
  const { time } = c.get('store');
  return {
    originator: row.originator,
    source_type: row.source_type,
    message_type: row.message_type,
    time_in_from: formatSpecDateTime(time.toReal(row.time_from)),
    time_in_to: formatSpecDateTime(time.toReal(row.time_to)),
    user_id: row.user_id,
  };
}

// --- xml ---------------------------------------------------------------------------------------------------

const XML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
  // A carriage return would be normalised away by any XML reader; as a reference it survives.
  '\r': '&#13;',
};
/** `\uXXXX-\uYYYY` for a character class, so that the control characters never appear in the source. */
const range = (from: number, to: number) =>
  `\\u${from.toString(16).padStart(4, '0')}-\\u${to.toString(16).padStart(4, '0')}`;
const XML_CONTROLS = `${range(0, 8)}${range(11, 12)}${range(14, 31)}`;
// Characters XML 1.0 cannot carry at all (C0 controls but tab, line feed and carriage return; lone
// surrogates; U+FFFE and U+FFFF).
const XML_FORBIDDEN = new RegExp(
  `[${XML_CONTROLS}\\uFFFE\\uFFFF]|[\\uD800-\\uDBFF](?![\\uDC00-\\uDFFF])|(?<![\\uD800-\\uDBFF])[\\uDC00-\\uDFFF]`,
  'g',
);
/** Whether a value needs any escaping at all: most do not, and they are written as they are. */
const XML_SPECIAL = new RegExp(`[&<>"'\\r${XML_CONTROLS}\\uD800-\\uDFFF\\uFFFE\\uFFFF]`);

function xmlText(value: string): string {
  if (!XML_SPECIAL.test(value)) return value;
  return value
    .replace(XML_FORBIDDEN, '\uFFFD')
    .replace(/[&<>"'\r]/g, (ch) => XML_ESCAPES[ch] ?? ch);
}

interface XmlTag<F extends string> {
  field: F;
  open: string;
  close: string;
  empty: string;
}

/** `<name>`, `</name>` and `<name/>` of each field, computed once. */
function xmlTags<F extends string>(fields: readonly F[]): XmlTag<F>[] {
  return fields.map((field) => {
    const name = xmlElementName(field);
    return { field, open: `<${name}>`, close: `</${name}>`, empty: `<${name}/>` };
  });
}
const ENTRY_TAGS = xmlTags(STAT_ENTRY_FIELDS);
const HLR_TAGS = xmlTags(STAT_HLR_BODY_FIELDS);
const VIBER_TAGS = xmlTags(STAT_VIBER_FIELDS);
const BODY_TAG = xmlTags(['body'] as const)[0];

function xmlElement(tag: XmlTag<string> | undefined, value: string): string {
  if (!tag) return '';
  return value === '' ? tag.empty : tag.open + xmlText(value) + tag.close;
}

/** One entry's child elements: the fields, `body` (text, or the hlr object), the viber fields, `alternativeSMS`. */
function xmlEntry(entry: StatisticsEntryWire): string {
  let out = '';
  for (const tag of ENTRY_TAGS) out += xmlElement(tag, String(entry[tag.field]));
  const { body, alternativeSMS: sms } = entry;
  if (typeof body === 'string') out += xmlElement(BODY_TAG, body);
  else {
    out += '<body>';
    for (const tag of HLR_TAGS) out += xmlElement(tag, String(body[tag.field]));
    out += '</body>';
  }
  if (entry.message_type === 'viber') {
    for (const tag of VIBER_TAGS) out += xmlElement(tag, entry[tag.field] ?? '');
  }
  if (sms) out += `<alternativeSMS>${xmlEntry(sms)}</alternativeSMS>`;
  return out;
}

// --- csv ---------------------------------------------------------------------------------------------------

const CSV_QUOTED = /[",\r\n]|^\s|\s$/;

function csvCell(value: string): string {
  return value !== '' && CSV_QUOTED.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

const EMPTY_HLR_CELLS = STAT_HLR_BODY_FIELDS.map(() => '');
const EMPTY_SMS_CELLS = [...STAT_ENTRY_FIELDS.map(() => ''), ''];

function csvEntryCells(entry: StatisticsEntryWire): string[] {
  return STAT_ENTRY_FIELDS.map((field) => csvCell(String(entry[field])));
}

/**
 * The entry flattened to STAT_CSV_COLUMNS: its fields, `body` (empty for hlr) then `body.X` (hlr only), the
 * viber fields, then `alternativeSMS.X` and `alternativeSMS.body`.
 */
function csvRow(entry: StatisticsEntryWire): string {
  const { body, alternativeSMS: sms } = entry;
  const cells = csvEntryCells(entry);
  if (typeof body === 'string') cells.push(csvCell(body), ...EMPTY_HLR_CELLS);
  else cells.push('', ...STAT_HLR_BODY_FIELDS.map((field) => csvCell(String(body[field]))));
  cells.push(csvCell(entry.img ?? ''), csvCell(entry.Caption ?? ''), csvCell(entry.Action ?? ''));
  if (sms) cells.push(...csvEntryCells(sms), csvCell(typeof sms.body === 'string' ? sms.body : ''));
  else cells.push(...EMPTY_SMS_CELLS);
  return cells.join(',');
}

// --- the three bodies --------------------------------------------------------------------------------------

function* bodyParts(
  format: StatFileFormat,
  entries: Iterable<StatisticsEntryWire>,
): Generator<string> {
  if (format === 'json') {
    yield `{"error":0,"${STAT_JSON_ARRAY}":[`;
    let first = true;
    for (const entry of entries) {
      yield (first ? '\n' : ',\n') + JSON.stringify(entry);
      first = false;
    }
    yield '\n]}\n';
  } else if (format === 'xml') {
    yield `<?xml version="1.0" encoding="UTF-8"?>\n<${STAT_XML.root}><error>0</error><${STAT_XML.list}>\n`;
    for (const entry of entries)
      yield `<${STAT_XML.entry}>${xmlEntry(entry)}</${STAT_XML.entry}>\n`;
    yield `</${STAT_XML.list}></${STAT_XML.root}>\n`;
  } else {
    yield `${STAT_CSV_COLUMNS.map(csvCell).join(',')}\r\n`;
    for (const entry of entries) yield `${csvRow(entry)}\r\n`;
  }
}

/** Text parts gathered into chunks of about CHUNK_CHARS and encoded as the client reads them. */
function streamOf(parts: Iterator<string>): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  return new ReadableStream<Uint8Array>({
    pull(controller) {
      let text = '';
      while (text.length < CHUNK_CHARS) {
        const next = parts.next();
        if (next.done) {
          if (text) controller.enqueue(encoder.encode(text));
          controller.close();
          return;
        }
        text += next.value;
      }
      controller.enqueue(encoder.encode(text));
    },
  });
}

const pad2 = (n: number) => (n < 10 ? `0${n}` : String(n));

/**
 * `yyyy-mm-dd hh:mm:ss` of stored seconds, shifted to the present. Entries come in date order, so the date
 * part is formatted once per day and only the time of day per entry (this runs 600,000 times per big file).
 */
function specTimeFormatter(shift: number): (stored: number) => string {
  let dayStart = Number.NaN;
  let dayText = '';
  return (stored) => {
    const real = stored + shift;
    const day = Math.floor(real / 86_400) * 86_400;
    if (day !== dayStart) {
      dayStart = day;
      dayText = formatSpecDateTime(day).slice(0, 11);
    }
    const second = real - day;
    return `${dayText}${pad2(Math.floor(second / 3600))}:${pad2(Math.floor((second % 3600) / 60))}:${pad2(second % 60)}`;
  };
}

const CONTENT_TYPES: Record<StatFileFormat, string> = {
  json: 'application/json; charset=UTF-8',
  xml: 'application/xml; charset=UTF-8',
  csv: 'text/csv; charset=UTF-8',
};

export const statisticsRoutes = new Hono<SandboxEnv>()
  .get('/rest/stat/list', (c) => {
    const rows = c
      .get('store')
      .db.prepare('SELECT * FROM stat_files WHERE account_id = ? ORDER BY created_at DESC, key')
      .all(c.get('account').id) as StatFileRow[];
    return c.json({
      error: 0,
      result: rows.map((row) => ({ key: row.key, request: requestOf(c, row), status: row.status })),
    });
  })
  .get('/rest/stat/file/id/:file_key/format/:file_format', (c) => {
    const parsed = statFilePathSchema.safeParse({
      file_key: c.req.param('file_key'),
      file_format: c.req.param('file_format'),
    });
    if (!parsed.success) return validationError(c, fieldErrorsFromZod(parsed.error));
    const { file_key: key, file_format: format } = parsed.data;
    const store = c.get('store');
    const account = c.get('account');
    const row = store.db
      .prepare('SELECT * FROM stat_files WHERE key = ? AND account_id = ?')
      .get(key, account.id) as StatFileRow | undefined;
    if (!row) return serviceError(c, 404, STAT_ERRORS.notFound);
    if (row.status !== 'Done') return serviceError(c, 422, STAT_ERRORS.fileFailed);
    if (format === 'csv' && !row.message_type) {
      return serviceError(c, 422, STAT_ERRORS.csvNeedsMessageType);
    }
    const entries = statisticsEntries({
      file: row,
      currency: account.currency,
      // The time base is read once: a reset during a long download does not change the dates mid-file.
      formatTime: specTimeFormatter(store.time.shift),
    });
    return new Response(streamOf(bodyParts(format, entries)), {
      status: 200,
      headers: {
        'content-type': CONTENT_TYPES[format],
        'content-disposition': `attachment; filename="stat-${key}.${format}"`,
      },
    });
  });
