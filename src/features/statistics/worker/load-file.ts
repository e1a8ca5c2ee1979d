// Downloads one statistics file and parses it as it arrives, handing rows on in chunks; kept apart from the
// worker's message loop so that tests can run it with a plain fetch.
import { apiFetch, apiPath } from '@/lib/api-client';
import { isApiError } from '@/lib/errors';
import type { StatFileFormat } from '@/contracts/statistics';
import { isRecord, normalizeEntry } from '../model/entry';
import { StatisticsFileError, type EntryStreamParser } from '../parsers/entry-parser';
import { createCsvEntryParser } from '../parsers/csv-stream';
import { createJsonEntryParser } from '../parsers/json-stream';
import { createXmlEntryParser } from '../parsers/xml-stream';
import type { EntryStore } from './entry-store';
import type { LoadFailure, LoadTimings, RowChunk } from './protocol';

/** A download of 100 MB on a slow line takes minutes: only a stalled one should fail. */
const DOWNLOAD_TIMEOUT_MS = 15 * 60_000;
/** Rows wait at most this long, or until there are this many, before they cross to the page. */
const CHUNK_INTERVAL_MS = 120;
const CHUNK_ROWS = 8_000;

const PARSERS: Record<StatFileFormat, () => EntryStreamParser> = {
  json: createJsonEntryParser,
  xml: createXmlEntryParser,
  csv: createCsvEntryParser,
};

const ACCEPT: Record<StatFileFormat, string> = {
  json: 'application/json',
  xml: 'application/xml, text/xml',
  csv: 'text/csv',
};

export function statisticsFilePath(key: string, format: StatFileFormat): string {
  return apiPath`/rest/stat/file/id/${key}/format/${format}`;
}

export interface LoadCallbacks {
  onProgress(received: number, total: number | null, entries: number): void;
  onRows(chunk: RowChunk): void;
}

export interface LoadResult {
  entries: number;
  skipped: number;
  bytes: number;
  file: Blob;
  timings: LoadTimings;
}

const now = () => performance.timeOrigin + performance.now();

export function toLoadFailure(error: unknown): LoadFailure {
  if (isApiError(error)) return { kind: error.kind, status: error.status, message: error.message };
  if (error instanceof StatisticsFileError)
    return { kind: 'file', status: 0, message: error.message };
  return {
    kind: 'file',
    status: 0,
    message: `The file could not be read: ${error instanceof Error ? error.message : String(error)}`,
  };
}

export async function loadStatisticsFile(
  key: string,
  format: StatFileFormat,
  store: EntryStore,
  callbacks: LoadCallbacks,
  signal?: AbortSignal,
): Promise<LoadResult> {
  const timings: LoadTimings = {
    started: now(),
    firstByte: 0,
    firstRows: 0,
    downloaded: 0,
    parsed: 0,
    parseMs: 0,
  };
  const response = await apiFetch(statisticsFilePath(key, format), {
    headers: { Accept: ACCEPT[format] },
    timeoutMs: DOWNLOAD_TIMEOUT_MS,
    ...(signal ? { signal } : {}),
  });
  // A compressed answer's Content-Length counts compressed bytes, while the stream gives the file's own: the
  // sandbox states the file's length beside it; without that, the progress has no total.
  const encoded = response.headers.has('content-encoding');
  const length = Number(
    response.headers.get('x-decoded-length') ??
      (encoded ? null : response.headers.get('content-length')),
  );
  const total = Number.isFinite(length) && length > 0 ? length : null;
  const body = response.body;
  if (!body) throw new StatisticsFileError('The platform answered without a file.');
  const reader = body.getReader();
  const decoder = new TextDecoder('utf-8');
  const parser = PARSERS[format]();
  const pieces: Uint8Array<ArrayBuffer>[] = [];
  let received = 0;
  let skipped = 0;
  let lastChunkAt = 0;
  /** Rows handed to the page so far. */
  let lastSent = 0;

  const take = (raw: unknown[]) => {
    for (const item of raw) {
      if (isRecord(item)) store.add(normalizeEntry(item));
      else skipped++;
    }
  };
  const sendRows = (force: boolean) => {
    const pending = store.size - lastSent;
    if (pending <= 0) return;
    const t = now();
    // The first rows go at once, so the table fills while the rest arrives.
    if (
      !force &&
      timings.firstRows !== 0 &&
      pending < CHUNK_ROWS &&
      t - lastChunkAt < CHUNK_INTERVAL_MS
    )
      return;
    const chunk = store.takeChunk();
    if (!chunk) return;
    lastSent = store.size;
    lastChunkAt = t;
    callbacks.onRows(chunk);
    if (timings.firstRows === 0) timings.firstRows = now();
  };
  for (;;) {
    let result: ReadableStreamReadResult<Uint8Array<ArrayBuffer>>;
    try {
      result = await reader.read();
    } catch (error) {
      if (signal?.aborted) throw error;
      throw new StatisticsFileError(
        `The download stopped after ${received.toLocaleString()} bytes: ${error instanceof Error ? error.message : 'the connection was lost'}. Try again.`,
      );
    }
    if (result.done) break;
    const bytes = result.value;
    if (timings.firstByte === 0) timings.firstByte = now();
    pieces.push(bytes);
    received += bytes.byteLength;
    const t0 = performance.now();
    take(parser.push(decoder.decode(bytes, { stream: true })));
    timings.parseMs += performance.now() - t0;
    sendRows(false);
    callbacks.onProgress(received, total, store.size);
  }
  timings.downloaded = now();
  const t0 = performance.now();
  take(parser.push(decoder.decode()));
  take(parser.end());
  timings.parseMs += performance.now() - t0;
  sendRows(true);
  timings.parsed = now();
  callbacks.onProgress(received, total, store.size);
  const type = response.headers.get('content-type') ?? ACCEPT[format];
  return {
    entries: store.size,
    skipped,
    bytes: received,
    file: new Blob(pieces, { type }),
    timings,
  };
}
