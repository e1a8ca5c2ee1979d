// One statistics file open in the viewer: its worker, the rows received so far, the state of the load for
// React (coalesced, so a flood of chunks never floods rendering), and requests for views and entries.
import { ApiError } from '@/lib/errors';
import type { StatFileFormat } from '@/contracts/statistics';
import type { StatisticsEntry } from './model/entry';
import { createRowStore, type RowStore } from './model/row-store';
import type {
  FileLoaded,
  FromWorker,
  LoadFailure,
  LoadTimings,
  Summary,
  ToWorker,
  ViewRequest,
} from './worker/protocol';

export type FileLoadState =
  | {
      status: 'loading';
      received: number;
      total: number | null;
      entries: number;
      /** Rows the page holds (grows as chunks arrive). */
      rows: number;
    }
  | ({ status: 'done'; rows: number } & FileLoaded)
  | { status: 'failed'; error: Error; received: number; rows: number };

export interface EntryView {
  /** Rows of the view in order; null: every row in the order of the file. */
  rows: Int32Array | null;
  summary: Summary;
  /** Milliseconds the worker took. */
  ms: number;
}

export interface FileSession {
  readonly rows: RowStore;
  subscribe(listener: () => void): () => void;
  getState(): FileLoadState;
  view(request: ViewRequest): Promise<EntryView>;
  entry(row: number): Promise<StatisticsEntry | null>;
  /** The row of the entry with this message_ID, or -1. */
  find(messageId: string): Promise<number>;
  dispose(): void;
}

/** What a worker looks like to the session (a real Worker, or a stand-in in tests). */
export interface WorkerPort {
  postMessage(message: ToWorker): void;
  addEventListener(type: 'message', listener: (event: MessageEvent<FromWorker>) => void): void;
  terminate(): void;
}

export function createStatisticsWorker(): WorkerPort {
  return new Worker(new URL('./worker/statistics.worker.ts', import.meta.url), {
    type: 'module',
    name: 'statistics-file',
  });
}

/** React needs at most this many updates a second while a file streams in. */
const NOTIFY_INTERVAL_MS = 150;

function failureError(failure: LoadFailure): Error {
  if (failure.kind === 'file') return new Error(failure.message);
  return new ApiError({ kind: failure.kind, status: failure.status, message: failure.message });
}

/** User Timing marks of a load, so that the benchmark (and the browser's profiler) can read them. */
function recordTimings(timings: LoadTimings): void {
  const at = (epoch: number) => Math.max(0, epoch - performance.timeOrigin);
  try {
    performance.measure('statistics:download-to-first-rows', {
      start: at(timings.started),
      end: at(timings.firstRows || timings.parsed),
    });
    performance.measure('statistics:download', {
      start: at(timings.started),
      end: at(timings.downloaded),
    });
    performance.measure('statistics:load', { start: at(timings.started), end: at(timings.parsed) });
    performance.measure('statistics:worker-parse', {
      start: at(timings.started),
      duration: timings.parseMs,
    });
  } catch {
    // Timing marks are a help for measuring, never a reason to fail a load.
  }
}

export function openFileSession(
  key: string,
  format: StatFileFormat,
  worker: WorkerPort = createStatisticsWorker(),
): FileSession {
  const rows = createRowStore();
  let state: FileLoadState = { status: 'loading', received: 0, total: null, entries: 0, rows: 0 };
  const listeners = new Set<() => void>();
  let timer: ReturnType<typeof setTimeout> | undefined;
  let disposed = false;
  let nextId = 1;
  const pending = new Map<number, (message: FromWorker) => void>();

  const notify = () => {
    timer = undefined;
    for (const listener of listeners) listener();
  };
  const set = (next: FileLoadState, immediately: boolean) => {
    state = next;
    if (immediately) {
      if (timer !== undefined) clearTimeout(timer);
      notify();
    } else {
      timer ??= setTimeout(notify, NOTIFY_INTERVAL_MS);
    }
  };

  worker.addEventListener('message', (event) => {
    if (disposed) return;
    const message = event.data;
    switch (message.type) {
      case 'progress':
        if (state.status === 'loading') {
          const { received, total, entries } = message;
          set({ status: 'loading', received, total, entries, rows: rows.count }, false);
        }
        break;
      case 'rows': {
        const first = rows.count === 0;
        rows.add(message.chunk);
        if (state.status === 'loading') set({ ...state, rows: rows.count }, first);
        break;
      }
      case 'done':
        recordTimings(message.timings);
        set(
          {
            status: 'done',
            entries: message.entries,
            skipped: message.skipped,
            bytes: message.bytes,
            facets: message.facets,
            file: message.file,
            timings: message.timings,
            rows: rows.count,
          },
          true,
        );
        break;
      case 'failed':
        set(
          {
            status: 'failed',
            error: failureError(message.error),
            received: state.status === 'loading' ? state.received : 0,
            rows: rows.count,
          },
          true,
        );
        break;
      case 'view':
      case 'entry':
      case 'find': {
        const resolve = pending.get(message.id);
        pending.delete(message.id);
        resolve?.(message);
        break;
      }
    }
  });
  worker.postMessage({ type: 'load', key, format });

  function ask(message: ToWorker & { id: number }): Promise<FromWorker> {
    return new Promise((resolve) => {
      pending.set(message.id, resolve);
      worker.postMessage(message);
    });
  }

  return {
    rows,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getState: () => state,
    async view(request) {
      const answer = await ask({ type: 'view', id: nextId++, request });
      if (answer.type !== 'view') throw new Error('The viewer got an unexpected answer.');
      return { rows: answer.rows, summary: answer.summary, ms: answer.ms };
    },
    async entry(row) {
      const answer = await ask({ type: 'entry', id: nextId++, row });
      return answer.type === 'entry' ? answer.entry : null;
    },
    async find(messageId) {
      const answer = await ask({ type: 'find', id: nextId++, messageId });
      return answer.type === 'find' ? answer.row : -1;
    },
    dispose() {
      disposed = true;
      if (timer !== undefined) clearTimeout(timer);
      listeners.clear();
      pending.clear();
      worker.terminate();
    },
  };
}
