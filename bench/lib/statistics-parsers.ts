// The statistics viewer's streaming parsers against the alternatives, on one generated file of 200,000 entries
// (BENCH_PARSER_ENTRIES) in the sandbox's own json, xml and csv: bare JSON.parse (the floor the targets are set
// against), the product's json parser (complete lines to JSON.parse) and its scanner alone (the fallback for any
// other layout), the product's xml parser (entries of a shape it has learned matched by one regular expression,
// saxes for the rest) and saxes alone (its general parser), its csv parser (complete rows split by hand,
// papaparse for a piece with a quote out of place) and papaparse alone on the whole text. Each streaming parser
// turns the file, fed in 64 KiB pieces as a download gives them, into entry objects. sax-wasm is measured too
// when SAX_WASM_DIR names a folder where it is installed (it is not a dependency).
// Run alone: npx tsx bench/lib/statistics-parsers.ts. Figures, never assertions.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Papa from 'papaparse';
import { bodyParts } from '../../server/sandbox/routes/statistics.ts';
import {
  statisticsEntries,
  type StatFileRow,
} from '../../server/sandbox/store/areas/statistics.ts';
import { DAY, SEED_EPOCH, formatSpecDateTime } from '../../server/sandbox/store/time.ts';
import type { StatFileFormat } from '../../src/contracts/statistics.ts';
import { createCsvEntryParser } from '../../src/features/statistics/parsers/csv-stream.ts';
import type { EntryStreamParser } from '../../src/features/statistics/parsers/entry-parser.ts';
import {
  createJsonEntryParser,
  createJsonScanner,
} from '../../src/features/statistics/parsers/json-stream.ts';
import {
  createXmlEntryParser,
  createXmlSaxesParser,
} from '../../src/features/statistics/parsers/xml-stream.ts';
import { collectGarbage, median } from './stats.ts';

const ENTRIES = Number(process.env.BENCH_PARSER_ENTRIES ?? 200_000);
const RUNS = Math.max(1, Number(process.env.BENCH_PARSER_RUNS ?? 3));
const PIECE = 64 * 1024;

const row: StatFileRow = {
  key: 'bench',
  account_id: 1,
  created_at: SEED_EPOCH,
  status: 'Done',
  form: 'period',
  originator: '',
  source_type: 'api',
  message_type: 'sms,hlr,viber',
  time_from: SEED_EPOCH - 90 * DAY,
  time_to: SEED_EPOCH - 1,
  message_ids: '[]',
  user_id: '10451',
  kinds: 'sms,hlr,viber',
  entries: ENTRIES,
  seed: 20_261_124,
  first_id: 610_000_000,
};

function fileText(format: StatFileFormat): string {
  const entries = statisticsEntries({ file: row, currency: 'EUR', formatTime: formatSpecDateTime });
  return [...bodyParts(format, entries)].join('');
}

/**
 * The text as the worker gets it: 64 KiB of UTF-8 at a time, each decoded as it arrives into a string of its
 * own. (Slices of the one generated string, as this script used before, made every streaming parser several
 * times slower: V8's string operations on slices of a 170 MB two-byte string, which the worker never has.)
 */
function pieces(text: string): string[] {
  const bytes = new TextEncoder().encode(text);
  const decoder = new TextDecoder();
  const out: string[] = [];
  for (let i = 0; i < bytes.length; i += PIECE)
    out.push(decoder.decode(bytes.subarray(i, i + PIECE), { stream: true }));
  const last = decoder.decode();
  if (last !== '') out.push(last);
  return out;
}

function streamed(create: () => EntryStreamParser, parts: string[]): number {
  const parser = create();
  // Kept, as the worker's store keeps them (and a bare JSON.parse its whole result).
  const entries: unknown[] = [];
  for (const part of parts) for (const entry of parser.push(part)) entries.push(entry);
  for (const entry of parser.end()) entries.push(entry);
  return entries.length;
}

/** An open element of sax-wasm's events (the product's xml parser keeps the same). */
interface Frame {
  name: string;
  children: Record<string, unknown> | null;
  text: string;
}

interface SaxWasmModule {
  SAXParser: new (events: number) => {
    eventHandler: (event: number, detail: { name?: string; value?: string }) => void;
    prepareWasm(bytes: Uint8Array): Promise<boolean>;
    write(chunk: Uint8Array): void;
    end(): void;
  };
  SaxEventType: { Text: number; OpenTag: number; CloseTag: number };
}

/** sax-wasm parsers, compiled before timing (one per run); each turns the xml bytes into entries. */
async function saxWasm(): Promise<((bytes: Uint8Array[]) => number) | undefined> {
  const dir = process.env.SAX_WASM_DIR;
  if (!dir) return undefined;
  const root = path.join(dir, 'node_modules', 'sax-wasm');
  const mod = (await import(path.join(root, 'lib', 'esm', 'index.js'))) as SaxWasmModule;
  const wasm = fs.readFileSync(path.join(root, 'lib', 'sax-wasm.wasm'));
  const { SAXParser, SaxEventType } = mod;
  const prepared = await Promise.all(
    Array.from({ length: RUNS }, async () => {
      const parser = new SAXParser(
        SaxEventType.Text | SaxEventType.OpenTag | SaxEventType.CloseTag,
      );
      if (!(await parser.prepareWasm(wasm))) throw new Error('sax-wasm did not load');
      return parser;
    }),
  );
  return (chunks) => {
    const parser = prepared.pop();
    if (!parser) throw new Error('no prepared sax-wasm parser left');
    const stack: Frame[] = [];
    let count = 0;
    parser.eventHandler = (event, detail) => {
      if (event === SaxEventType.OpenTag)
        stack.push({ name: detail.name ?? '', children: null, text: '' });
      else if (event === SaxEventType.Text) {
        const top = stack[stack.length - 1];
        if (top) top.text += detail.value ?? '';
      } else if (event === SaxEventType.CloseTag) {
        const frame = stack.pop();
        if (!frame) return;
        if (stack.length === 2) count++;
        else if (stack.length >= 3) {
          const parent = stack[stack.length - 1];
          if (parent) (parent.children ??= {})[frame.name] = frame.children ?? frame.text;
        }
      }
    };
    for (const chunk of chunks) parser.write(chunk);
    parser.end();
    return count;
  };
}

function time(label: string, run: () => number, floorMs?: number): number {
  const times: number[] = [];
  let count = 0;
  for (let i = 0; i < RUNS; i++) {
    collectGarbage();
    const started = performance.now();
    count = run();
    times.push(performance.now() - started);
  }
  const ms = median(times);
  console.log(
    `${label}: ${Math.round(ms).toLocaleString('en-US')} ms${floorMs ? ` (${(ms / floorMs).toFixed(2)}x JSON.parse)` : ''}, ${count.toLocaleString('en-US')} entries (runs: ${times.map((t) => Math.round(t)).join(', ')})`,
  );
  return ms;
}

export async function measureParsers(): Promise<void> {
  console.log(
    `Statistics parsers: ${ENTRIES.toLocaleString('en-US')} entries, ${RUNS} runs each (median), ${os.cpus().length} cores, load average ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}`,
  );
  const json = fileText('json');
  const floor = time(
    `bare JSON.parse of the json file (${(json.length / 1e6).toFixed(1)} MB)`,
    () => {
      const parsed = JSON.parse(json) as { message_data: unknown[] };
      return parsed.message_data.length;
    },
  );
  const jsonParts = pieces(json);
  time(
    'json stream parser (complete lines to JSON.parse)',
    () => streamed(createJsonEntryParser, jsonParts),
    floor,
  );
  time(
    'json scanner alone (the fallback for other layouts)',
    () => streamed(() => createJsonScanner(), jsonParts),
    floor,
  );

  const xml = fileText('xml');
  const xmlParts = pieces(xml);
  console.log(`xml file: ${(xml.length / 1e6).toFixed(1)} MB`);
  time(
    'xml stream parser (entry shapes, saxes for the rest)',
    () => streamed(createXmlEntryParser, xmlParts),
    floor,
  );
  time(
    'xml saxes alone (the general parser, saxes 6 events)',
    () => streamed(createXmlSaxesParser, xmlParts),
    floor,
  );
  const wasm = await saxWasm().catch((error: unknown) => {
    console.log(`sax-wasm not measured: ${error instanceof Error ? error.message : String(error)}`);
    return undefined;
  });
  if (wasm) {
    const encoder = new TextEncoder();
    const bytes = xmlParts.map((part) => encoder.encode(part));
    time('sax-wasm 3 (SAX events to the same entries)', () => wasm(bytes), floor);
  }

  const csv = fileText('csv');
  const csvParts = pieces(csv);
  console.log(`csv file: ${(csv.length / 1e6).toFixed(1)} MB`);
  time(
    'csv stream parser (complete rows split by hand)',
    () => streamed(createCsvEntryParser, csvParts),
    floor,
  );
  time(
    'papaparse 5 (header rows, whole text)',
    () =>
      Papa.parse<Record<string, string>>(csv, { header: true, skipEmptyLines: true }).data.length,
    floor,
  );
}

if (import.meta.url === `file://${process.argv[1]}`) await measureParsers();
