// The hand-written virtual rows (src/components/use-virtual-rows.ts) against @tanstack/virtual-core's Virtualizer,
// the framework-free core of @tanstack/react-virtual, on what the console asks of them: the statistics grid while a
// 200,000-entry file arrives in chunks, scrolling that grid, and a 500-row light table sorted and scrolled.
//
// Both run in Node, as their React hooks would run them on each render, without React and without a DOM: the cost
// compared is the JavaScript that decides which rows to render (the rendering of those rows is the same for both).
// The library is set up as a fixed-size list: estimateSize of the row height, no measureElement ref, the default
// getItemKey (the index) and rangeExtractor, a fake scroll element of the box's size (initialRect too) whose
// scroll events go through the library's own handler. Each render calls setOptions with new options, reads
// getVirtualItems and getTotalSize, maps them to useVirtualRows's shape and runs _willUpdate, as
// useVirtualizer's render and layout effect do. The hand-written side calls the product's own rowsInSight (on a
// scroll event) and virtualRowsOf (on a render).
//
// Run alone: npx tsx bench/lib/virtual-rows.ts (BENCH_VIRTUAL_PASSES, default 5: the first pass of each case is
// reported apart as the cold one; BENCH_VIRTUAL_ONLY=hand-written or @tanstack/virtual-core runs one side).
// Figures, never assertions.
import { createRequire } from 'node:module';
import os from 'node:os';
import v8 from 'node:v8';
import vm from 'node:vm';
// @tanstack/react-virtual re-exports its core (@tanstack/virtual-core, its dependency) whole.
import { Virtualizer, type VirtualItem, type VirtualizerOptions } from '@tanstack/react-virtual';
import {
  rowsInSight,
  virtualRowsOf,
  type RowsInSight,
  type VirtualRows,
} from '../../src/components/use-virtual-rows.ts';
import { percentile } from './stats.ts';

const PASSES = Math.max(2, Number(process.env.BENCH_VIRTUAL_PASSES ?? 5));

/**
 * A full collection before every pass, so that neither side pays for the other's garbage (the library leaves
 * arrays of every row behind it; run together without this, the hand-written side's scroll median went from
 * 0.4 to 17 µs). Each side still pays for its own garbage within a pass.
 */
v8.setFlagsFromString('--expose-gc');
const collectGarbage = vm.runInNewContext('gc') as () => void;

/** The grid (entries-table.tsx and its CSS: rows of 36 px in a box at most 640 px high, overscan 12). */
const GRID = { rows: 200_000, rowHeight: 36, height: 640, width: 1600, overscan: 12 };
/** A light table's box on a 1080 px high window (light-table.tsx: rows of 37 px, max(420px, 100vh - 220px)). */
const LIST = { rows: 500, rowHeight: 37, height: 860, width: 1200, overscan: 12 };
/**
 * The worker's chunks (src/features/statistics/worker/load-file.ts): rows cross to the page once 8,000 are
 * waiting or 120 ms after the last chunk, the first rows at once. 8,000 is the fast download; 1,000 rows per
 * 120 ms is a download of about 3.5 MB/s of json (about 425 bytes an entry).
 */
const CHUNK_ROWS = 8_000;
const SLOW_CHUNK_ROWS = 1_000;
const FIRST_CHUNK_ROWS = 150; // one 64 KiB read of json

type Rows = Omit<VirtualRows, 'scrollToIndex'>;

/** A scrolling box as the library reads it (scrollTop, sizes, its window), without a DOM. */
interface FakeBox {
  scrollTop: number;
  scrollLeft: number;
  clientHeight: number;
  clientWidth: number;
  scrollHeight: number;
  scrollWidth: number;
  ownerDocument: { defaultView: unknown };
}

function fakeBox(height: number, width: number): FakeBox {
  const view = {
    performance,
    requestAnimationFrame: () => 0,
    cancelAnimationFrame: () => undefined,
    setTimeout,
    clearTimeout,
  };
  return {
    scrollTop: 0,
    scrollLeft: 0,
    clientHeight: height,
    clientWidth: width,
    scrollHeight: 0,
    scrollWidth: width,
    ownerDocument: { defaultView: view },
  };
}

/** One virtual-rows implementation as a component drives it. */
interface Subject {
  /** A render with this many rows (a chunk arrived, the rows were sorted). */
  render(count: number): Rows;
  /** A scroll event at this position; the rows if it caused a render. */
  scroll(top: number): Rows | null;
}

type Case = { rows: number; rowHeight: number; height: number; width: number; overscan: number };

function handWritten(shape: Case): Subject {
  const box = fakeBox(shape.height, shape.width);
  let count = 0;
  let inSight: RowsInSight = { first: 0, end: 0 };
  const read = () => {
    const next = rowsInSight(box, shape.rowHeight);
    const changed = next.first !== inSight.first || next.end !== inSight.end;
    if (changed) inSight = next;
    return changed;
  };
  const render = (next: number) => {
    count = next;
    return virtualRowsOf(count, inSight, shape.rowHeight, shape.overscan);
  };
  read(); // the layout effect's first read
  return {
    render,
    scroll(top) {
      box.scrollTop = top;
      return read() ? render(count) : null;
    },
  };
}

function library(shape: Case): Subject {
  const box = fakeBox(shape.height, shape.width);
  let emitOffset: ((offset: number, isScrolling: boolean) => void) | undefined;
  let notices = 0;
  let count = 0;
  // New options (and closures) on every render, as a hook passing them inline would.
  const options = (): VirtualizerOptions<Element, Element> => ({
    count,
    getScrollElement: () => box as unknown as Element,
    estimateSize: () => shape.rowHeight,
    overscan: shape.overscan,
    initialRect: { width: shape.width, height: shape.height },
    observeElementRect: (_instance, report) => {
      report({ width: box.clientWidth, height: box.clientHeight });
      return () => undefined;
    },
    observeElementOffset: (_instance, report) => {
      emitOffset = report;
      return () => undefined;
    },
    scrollToFn: (offset) => {
      box.scrollTop = offset;
    },
    onChange: () => {
      notices++;
    },
  });
  const virtualizer = new Virtualizer<Element, Element>(options());
  const toRows = (items: VirtualItem[], totalSize: number): Rows => {
    const rows = items.map((item) => ({
      index: item.index,
      key: item.index,
      start: item.start,
      end: item.end,
    }));
    const before = rows[0]?.start ?? 0;
    return {
      items: rows,
      totalSize,
      before,
      after: Math.max(0, totalSize - (rows.at(-1)?.end ?? before)),
    };
  };
  const render = (next: number) => {
    count = next;
    virtualizer.setOptions(options());
    const rows = toRows(virtualizer.getVirtualItems(), virtualizer.getTotalSize());
    box.scrollHeight = rows.totalSize;
    virtualizer._willUpdate(); // the layout effect
    return rows;
  };
  virtualizer._didMount();
  render(0);
  return {
    render,
    scroll(top) {
      box.scrollTop = top;
      const seen = notices;
      emitOffset?.(top, true);
      return notices !== seen ? render(count) : null;
    },
  };
}

const SUBJECTS: Record<string, (shape: Case) => Subject> = {
  'hand-written': handWritten,
  '@tanstack/virtual-core': library,
};

/** What one pass of a case gives: the time of every update, and what was rendered at the end (to compare). */
interface Pass {
  times: number[];
  last: Rows | null;
}

function timed(run: () => Rows | null, times: number[]): Rows | null {
  const t0 = performance.now();
  const rows = run();
  times.push(performance.now() - t0);
  return rows;
}

/** a. The file arrives: the count grows in chunks; the rows are computed after each one, the box at the top. */
function loading(make: (shape: Case) => Subject, chunk: number): Pass {
  const subject = make(GRID);
  const times: number[] = [];
  let count = 0;
  let last: Rows | null = null;
  while (count < GRID.rows) {
    count = Math.min(GRID.rows, count + (count === 0 ? FIRST_CHUNK_ROWS : chunk));
    last = timed(() => subject.render(count), times);
  }
  return { times, last };
}

/** Scroll positions: evenly over the whole height (dragging the scrollbar), or wheel steps of 120 px. */
function positions(shape: Case, how: 'drag' | 'wheel', n = 1000): number[] {
  const max = shape.rows * shape.rowHeight - shape.height;
  return Array.from({ length: n }, (_, i) =>
    how === 'drag' ? Math.round(((i + 1) / n) * max) : Math.min(max, 5_000 + (i + 1) * 120),
  );
}

/** b., c. Scrolling: the time of each scroll event with the render it causes. */
function scrolling(make: (shape: Case) => Subject, shape: Case, how: 'drag' | 'wheel'): Pass {
  const subject = make(shape);
  subject.render(shape.rows);
  const times: number[] = [];
  let last: Rows | null = null;
  for (const top of positions(shape, how)) last = timed(() => subject.scroll(top), times) ?? last;
  return { times, last };
}

/** c. Sorting the list: the same count rendered again (the rows changed order), 1,000 times, scrolled midway. */
function sorting(make: (shape: Case) => Subject, shape: Case): Pass {
  const subject = make(shape);
  subject.render(shape.rows);
  subject.scroll(Math.round((shape.rows * shape.rowHeight) / 2));
  const times: number[] = [];
  let last: Rows | null = null;
  for (let i = 0; i < 1000; i++) last = timed(() => subject.render(shape.rows), times);
  return { times, last };
}

const CASES: { name: string; unit: string; run: (make: (shape: Case) => Subject) => Pass }[] = [
  {
    name: `a. grid loading 0 → 200,000 in chunks of ${CHUNK_ROWS.toLocaleString('en')}`,
    unit: 'chunk',
    run: (make) => loading(make, CHUNK_ROWS),
  },
  {
    name: `a'. grid loading 0 → 200,000 in chunks of ${SLOW_CHUNK_ROWS.toLocaleString('en')} (slow download)`,
    unit: 'chunk',
    run: (make) => loading(make, SLOW_CHUNK_ROWS),
  },
  {
    name: 'b. grid of 200,000 scrolled: 1,000 positions over the whole height',
    unit: 'scroll',
    run: (make) => scrolling(make, GRID, 'drag'),
  },
  {
    name: "b'. grid of 200,000 scrolled: 1,000 wheel steps of 120 px",
    unit: 'scroll',
    run: (make) => scrolling(make, GRID, 'wheel'),
  },
  {
    name: 'c. list of 500 sorted: 1,000 renders of the same count',
    unit: 'render',
    run: (make) => sorting(make, LIST),
  },
  {
    name: 'c. list of 500 scrolled: 1,000 positions over the whole height',
    unit: 'scroll',
    run: (make) => scrolling(make, LIST, 'drag'),
  },
];

const us = (value: number) =>
  value >= 1000 ? `${(value / 1000).toFixed(2)} ms` : `${value.toFixed(value < 10 ? 2 : 1)} µs`;

function summary(passes: Pass[], unit: string): string {
  const [cold, ...warm] = passes;
  const all = warm.flatMap((pass) => pass.times).sort((a, b) => a - b);
  const totals = warm
    .map((pass) => pass.times.reduce((sum, t) => sum + t, 0))
    .sort((a, b) => a - b);
  const coldTotal = cold ? cold.times.reduce((sum, t) => sum + t, 0) : 0;
  const coldMax = cold ? Math.max(...cold.times) : 0;
  const ms = (value: number) => us(value * 1000);
  return [
    `median ${ms(percentile(all, 50))}`,
    `p95 ${ms(percentile(all, 95))}`,
    `max ${ms(all.at(-1) ?? 0)}`,
    `total ${ms(percentile(totals, 50))} (${totals.map((t) => ms(t)).join(' / ')})`,
    `cold pass: total ${ms(coldTotal)}, max ${ms(coldMax)}`,
    // The last chunk is the whole file's count: the update a 200,000-entry file ends with.
    ...(unit === 'chunk'
      ? [`last chunk ${warm.map((pass) => ms(pass.times.at(-1) ?? 0)).join(' / ')}`]
      : []),
  ].join(', ');
}

const same = (a: Rows | null, b: Rows | null) =>
  JSON.stringify(a?.items.map((row) => row.index)) ===
    JSON.stringify(b?.items.map((row) => row.index)) &&
  a?.totalSize === b?.totalSize &&
  a?.before === b?.before &&
  a?.after === b?.after;

function version(name: string): string {
  const require = createRequire(import.meta.url);
  return (require(`${name}/package.json`) as { version: string }).version;
}

function main() {
  const load = () =>
    os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(' ');
  console.log(
    `virtual rows: Node ${process.version}, @tanstack/react-virtual ${version('@tanstack/react-virtual')} ` +
      `(@tanstack/virtual-core ${version('@tanstack/virtual-core')}), ${os.cpus().length} CPUs, ` +
      `load average ${load()} (1/5/15 min), ${PASSES} passes per case (the first one cold)`,
  );
  const only = process.env.BENCH_VIRTUAL_ONLY;
  const subjects = Object.entries(SUBJECTS).filter(([name]) => !only || name === only);
  const names = subjects.map(([name]) => name);
  for (const [c, test] of CASES.entries()) {
    console.log(`\n${test.name} (time per ${test.unit})`);
    const passes: Record<string, Pass[]> = Object.fromEntries(names.map((name) => [name, []]));
    // Alternate which one goes first, so that neither always runs after the other's garbage.
    for (let p = 0; p < PASSES; p++) {
      const order = (p + c) % 2 === 0 ? subjects : [...subjects].reverse();
      for (const [name, make] of order) {
        collectGarbage();
        passes[name]?.push(test.run(make));
      }
    }
    for (const name of names)
      console.log(`  ${name.padEnd(24)} ${summary(passes[name] ?? [], test.unit)}`);
    const ends = names.map((name) => passes[name]?.at(-1)?.last ?? null);
    console.log(
      `  same rows rendered at the end: ${same(ends[0] ?? null, ends[1] ?? null) ? 'yes' : 'NO'}`,
    );
  }
  console.log(`\nload average at the end: ${load()}`);
}

main();
