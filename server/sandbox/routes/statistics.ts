// The sandbox's statistics endpoints: the file listing, and one file as json, xml or csv. A file is generated
// once per seed and time base while it is first sent (a 200,000-entry file is never held whole in memory),
// kept on disk beside the working database with its gzip and brotli forms, and from then on sent from disk
// with a Content-Length, compressed as the client accepts.
import { Hono, type Context } from 'hono';
import fs from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import zlib from 'node:zlib';
import type { Store } from '../store/db.ts';
import type { SandboxEnv } from '../env.ts';
import { fieldErrorsFromZod, serviceError, validationError } from '../http.ts';
import { formatSpecDateTime } from '../store/time.ts';
import { SEED_HASH_KEY, readMetaValue } from '../store/meta.ts';
import {
  findStatFile,
  listStatFiles,
  statisticsEntries,
  type StatFileRow,
} from '../store/areas/statistics.ts';
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

/** The text of a whole file in parts, as the route sends it (the benchmark reads it too). */
export function* bodyParts(
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

/** Text parts gathered into chunks of about CHUNK_CHARS, encoded as the client reads them. */
function* chunksOf(parts: Iterator<string>): Generator<Uint8Array<ArrayBuffer>> {
  const encoder = new TextEncoder();
  let text = '';
  for (let next = parts.next(); !next.done; next = parts.next()) {
    text += next.value;
    if (text.length >= CHUNK_CHARS) {
      yield encoder.encode(text);
      text = '';
    }
  }
  if (text) yield encoder.encode(text);
}

// --- files built once --------------------------------------------------------------------------------------

/** The encodings a built file is also kept in, best first, with the Accept-Encoding token that asks for it. */
const ENCODINGS = [
  {
    name: 'br',
    suffix: '.br',
    // Quality 5: close to gzip's speed at a smaller size; 11 would take minutes for the big file.
    compressor: (size: number) =>
      zlib.createBrotliCompress({
        params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]: 5,
          [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: size,
        },
      }),
  },
  { name: 'gzip', suffix: '.gz', compressor: () => zlib.createGzip({ level: 6 }) },
] as const;

/** Where built files live: beside the working database; none for an in-memory store (tests). */
function builtFilesDir(store: Store): string | undefined {
  const name = store.db.name;
  return path.isAbsolute(name) ? path.join(path.dirname(name), 'stat-files') : undefined;
}

/**
 * The file's path on disk, named by everything its bytes depend on: the seed (rows and generator code), the
 * time base (dates are shifted to today), the key and the format. Files are read-only in the sandbox.
 */
function builtFilePath(store: Store, key: string, format: StatFileFormat): string | undefined {
  const dir = builtFilesDir(store);
  if (!dir) return undefined;
  const seed = readMetaValue(store.db, SEED_HASH_KEY);
  return path.join(dir, `${seed ?? 'seed'}-${store.time.shift}-${key}.${format}`);
}

const sizeOf = (file: string) => {
  try {
    return fs.statSync(file).size;
  } catch {
    return undefined;
  }
};

let tmpCounter = 0;
const tmpName = (file: string) => `${file}.${process.pid}.${++tmpCounter}.tmp`;

/** Drops the files of other seeds or time bases (yesterday's dates), so the folder holds one set. */
function removeStale(dir: string, current: string): void {
  const prefix = current.split('-').slice(0, 2).join('-');
  for (const name of fs.readdirSync(dir)) {
    if (!name.startsWith(`${prefix}-`) && !name.endsWith('.tmp'))
      fs.rmSync(path.join(dir, name), { force: true });
  }
}

/** The compressed forms of a finished file, made off the main thread (zlib's thread pool), one at a time. */
async function compressBuilt(file: string, size: number): Promise<void> {
  for (const encoding of ENCODINGS) {
    const target = file + encoding.suffix;
    if (sizeOf(target) !== undefined) continue;
    const tmp = tmpName(target);
    try {
      await pipeline(
        fs.createReadStream(file, { highWaterMark: 1 << 20 }),
        encoding.compressor(size),
        fs.createWriteStream(tmp),
      );
      fs.renameSync(tmp, target);
    } catch {
      fs.rmSync(tmp, { force: true });
    }
  }
}

/** Built files whose compressed forms are being made. */
const compressing = new Set<string>();

/** Makes the compressed forms a built file lacks, unless that is under way already. */
function ensureCompressed(file: string, size: number): void {
  if (compressing.has(file) || ENCODINGS.every((e) => sizeOf(file + e.suffix) !== undefined))
    return;
  compressing.add(file);
  void compressBuilt(file, size).finally(() => compressing.delete(file));
}

/**
 * The body of a file sent while it is generated, written to disk as it goes; the finished file is renamed
 * into place and compressed. A client that goes away leaves no half file behind.
 */
function generatedBody(
  chunks: Iterator<Uint8Array<ArrayBuffer>>,
  target: string | undefined,
): ReadableStream<Uint8Array> {
  let out: fs.WriteStream | undefined;
  let tmp: string | undefined;
  if (target) {
    try {
      fs.mkdirSync(path.dirname(target), { recursive: true });
      tmp = tmpName(target);
      out = fs.createWriteStream(tmp);
      out.on('error', () => {
        out = undefined;
        if (tmp) fs.rmSync(tmp, { force: true });
      });
    } catch {
      out = undefined;
    }
  }
  const abandon = () => {
    const stream = out;
    out = undefined;
    if (!stream || !tmp) return;
    const partial = tmp;
    // The stream opens its file asynchronously: it is removed once the stream has closed.
    stream.once('close', () => fs.rmSync(partial, { force: true }));
    stream.destroy();
  };
  return new ReadableStream<Uint8Array>({
    pull(controller) {
      const next = chunks.next();
      if (next.done) {
        controller.close();
        const done = out;
        if (done && tmp && target) {
          const written = tmp;
          done.end(() => {
            try {
              fs.renameSync(written, target);
              removeStale(path.dirname(target), path.basename(target));
              ensureCompressed(target, fs.statSync(target).size);
            } catch {
              fs.rmSync(written, { force: true });
            }
          });
        }
        return;
      }
      out?.write(next.value);
      controller.enqueue(next.value);
    },
    cancel: abandon,
  });
}

/** Which stored encoding to send for an Accept-Encoding header (identity when none fits). */
function chooseEncoding(accepted: string | undefined, file: string) {
  const tokens = (accepted ?? '')
    .toLowerCase()
    .split(',')
    .map((part) => part.trim().split(';'))
    .filter(([, q]) => !q || !/^\s*q\s*=\s*0(\.0*)?\s*$/.test(q))
    .map(([token]) => token?.trim());
  for (const encoding of ENCODINGS) {
    if (!tokens.includes(encoding.name) && !tokens.includes('*')) continue;
    if (sizeOf(file + encoding.suffix) !== undefined) {
      return { encoding: encoding.name, path: file + encoding.suffix };
    }
  }
  return undefined;
}

/**
 * Bytes read from disk at a time. Each piece costs the same on its way to the socket whatever its size (a read
 * on the thread pool, a promise, a socket write and its drain), so a few large pieces are what lets a file go
 * out at disk speed: a Node stream turned into a web stream (`Readable.toWeb`, 1 MiB pieces) went out at half
 * this speed (docs/decisions/010).
 */
const READ_BYTES = 4 * 1024 * 1024;

/**
 * An open file's bytes as a web stream, read in READ_BYTES pieces, one piece ahead of the socket; the file is
 * closed at its end, on an error, or when the client goes away.
 */
function fileBody(fd: number, size: number): ReadableStream<Uint8Array> {
  let position = 0;
  let open = true;
  const close = () => {
    if (!open) return;
    open = false;
    fs.close(fd, () => undefined);
  };
  return new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        const want = Math.min(READ_BYTES, size - position);
        if (want <= 0) {
          close();
          controller.close();
          return undefined;
        }
        const buffer = Buffer.allocUnsafeSlow(want);
        return new Promise<void>((resolve) => {
          fs.read(fd, buffer, 0, want, position, (error, read) => {
            if (!open) {
              resolve();
              return;
            }
            if (error || read === 0) {
              close();
              controller.error(error ?? new Error('The file ended before its length.'));
            } else {
              position += read;
              controller.enqueue(read === want ? buffer : buffer.subarray(0, read));
            }
            resolve();
          });
        });
      },
      cancel: close,
    },
    { highWaterMark: 2 },
  );
}

/**
 * A file from disk: its bytes as they are, with their length, in the best stored encoding the client takes;
 * undefined when the file is gone (removed since it was found): it is then generated again.
 */
function builtResponse(
  file: string,
  size: number,
  accepted: string | undefined,
  headers: Record<string, string>,
): Response | undefined {
  const chosen = chooseEncoding(accepted, file);
  let fd: number | undefined;
  let length: number;
  try {
    fd = fs.openSync(chosen?.path ?? file, 'r');
    // The length of the very file opened.
    length = fs.fstatSync(fd).size;
  } catch {
    if (fd !== undefined) fs.closeSync(fd);
    return undefined;
  }
  return new Response(fileBody(fd, length), {
    status: 200,
    headers: {
      ...headers,
      'content-length': String(length),
      vary: 'Accept-Encoding',
      // The length of the file itself, for a progress bar while a compressed form arrives.
      'x-decoded-length': String(size),
      ...(chosen ? { 'content-encoding': chosen.encoding } : {}),
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
    const rows = listStatFiles(c.get('store').db, c.get('account').id);
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
    const row = findStatFile(store.db, account.id, key);
    if (!row) return serviceError(c, 404, STAT_ERRORS.notFound);
    if (row.status !== 'Done') return serviceError(c, 422, STAT_ERRORS.fileFailed);
    if (format === 'csv' && !row.message_type) {
      return serviceError(c, 422, STAT_ERRORS.csvNeedsMessageType);
    }
    const headers = {
      'content-type': CONTENT_TYPES[format],
      'content-disposition': `attachment; filename="stat-${key}.${format}"`,
    };
    const built = builtFilePath(store, key, format);
    const size = built === undefined ? undefined : sizeOf(built);
    if (built && size !== undefined) {
      // Its compressed forms may have been lost, or not be made yet.
      ensureCompressed(built, size);
      const response = builtResponse(built, size, c.req.header('accept-encoding'), headers);
      if (response) return response;
    }
    const entries = statisticsEntries({
      file: row,
      currency: account.currency,
      // The time base is read once: a reset during a long download does not change the dates mid-file.
      formatTime: specTimeFormatter(store.time.shift),
    });
    return new Response(generatedBody(chunksOf(bodyParts(format, entries)), built), {
      status: 200,
      headers,
    });
  });
