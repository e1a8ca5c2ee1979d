// The worker's model: the sessions of each period read (newest first, page by page, at most SESSION_CAP), and
// for the view the page looks at, the figures summed incrementally as pages arrive. Kept apart from the
// worker's message loop so that tests can drive it with a fake page reader.
import { isApiError } from '@/lib/errors';
import { createInsightAccumulator, type InsightAccumulator, type InsightSession } from '../figures';
import {
  PAGE_SIZE,
  SESSION_CAP,
  viewKey,
  type FromWorker,
  type PeriodRequest,
  type ReadProgress,
  type ViewFilter,
} from './protocol';

export interface SessionPage {
  sessions: InsightSession[];
  total: number;
}

export type PageReader = (
  period: PeriodRequest,
  offset: number,
  limit: number,
  signal: AbortSignal,
) => Promise<SessionPage>;

/** Periods kept in memory: returning to one of them is instant. */
const PERIODS_KEPT = 4;
/** Requests in flight at once once the total is known. */
const CONCURRENCY = 2;

interface PeriodState {
  period: PeriodRequest;
  sessions: InsightSession[];
  ids: Set<string>;
  progress: ReadProgress;
  abort: AbortController;
  /** Accumulators of the views asked for, each with how many of `sessions` it has summed. */
  views: Map<string, { filter: ViewFilter; accumulator: InsightAccumulator; summed: number }>;
}

const matches = (session: InsightSession, filter: ViewFilter) =>
  (filter.channel === undefined || session.channel === filter.channel) &&
  (filter.country === undefined || session.country === filter.country);

export function createInsightModel(
  readPage: PageReader,
  post: (message: FromWorker) => void,
  now: () => number = Date.now,
) {
  const periods = new Map<string, PeriodState>();
  let current: { key: string; filter: ViewFilter } | undefined;

  function publish(state: PeriodState) {
    if (!current || current.key !== state.period.key) return;
    const filter = current.filter;
    const id = viewKey(state.period.key, filter);
    let view = state.views.get(id);
    if (!view) {
      view = { filter, accumulator: createInsightAccumulator(), summed: 0 };
      state.views.set(id, view);
    }
    for (let i = view.summed; i < state.sessions.length; i++) {
      const session = state.sessions[i];
      if (session && matches(session, filter)) view.accumulator.add(session);
    }
    view.summed = state.sessions.length;
    post({
      type: 'state',
      key: state.period.key,
      from: state.period.from,
      to: state.period.to,
      filter,
      progress: { ...state.progress },
      figures: view.accumulator.figures(),
    });
  }

  function addPage(state: PeriodState, page: SessionPage) {
    state.progress.pages++;
    state.progress.total = page.total;
    state.progress.capped = page.total > SESSION_CAP;
    for (const session of page.sessions) {
      if (state.sessions.length >= SESSION_CAP) break;
      // Sessions created while reading shift the pages: a session seen twice counts once.
      if (state.ids.has(session.id)) continue;
      state.ids.add(session.id);
      state.sessions.push(session);
    }
    state.progress.sessions = state.sessions.length;
    state.progress.firstFiguresMs ??= now();
  }

  async function read(state: PeriodState) {
    const { signal } = state.abort;
    const stopped = () => signal.aborted;
    try {
      const first = await readPage(state.period, 0, PAGE_SIZE, signal);
      addPage(state, first);
      publish(state);
      const wanted = Math.min(first.total, SESSION_CAP);
      let next = PAGE_SIZE;
      const worker = async () => {
        while (next < wanted && !signal.aborted && state.sessions.length < SESSION_CAP) {
          const offset = next;
          next += PAGE_SIZE;
          const page = await readPage(state.period, offset, PAGE_SIZE, signal);
          if (stopped()) return;
          addPage(state, page);
          publish(state);
        }
      };
      await Promise.all(Array.from({ length: CONCURRENCY }, worker));
      if (stopped()) return;
      state.progress.status = 'done';
      state.progress.endedMs = now();
      publish(state);
    } catch (error) {
      if (signal.aborted) return;
      state.progress.status = 'failed';
      state.progress.endedMs = now();
      state.progress.error = isApiError(error)
        ? { kind: error.kind, status: error.status, message: error.message }
        : {
            kind: 'unknown',
            status: 0,
            message: error instanceof Error ? error.message : String(error),
          };
      state.abort.abort();
      publish(state);
    }
  }

  function start(period: PeriodRequest) {
    const state: PeriodState = {
      period,
      sessions: [],
      ids: new Set(),
      abort: new AbortController(),
      views: new Map(),
      progress: {
        status: 'reading',
        pages: 0,
        sessions: 0,
        total: null,
        capped: false,
        error: null,
        startedMs: now(),
        firstFiguresMs: null,
        endedMs: null,
      },
    };
    periods.set(period.key, state);
    // The oldest periods go first; one being read is cancelled.
    while (periods.size > PERIODS_KEPT) {
      const [oldest] = periods.keys();
      if (oldest === undefined || oldest === period.key) break;
      periods.get(oldest)?.abort.abort();
      periods.delete(oldest);
    }
    void read(state);
    return state;
  }

  return {
    /** Reads a period unless it is held already (then only its figures are sent again). */
    read(period: PeriodRequest) {
      const held = periods.get(period.key);
      const fresh =
        held &&
        held.period.from === period.from &&
        held.period.to === period.to &&
        held.progress.status !== 'failed';
      if (fresh) {
        // Most recently used last, so that it is the last to be forgotten.
        periods.delete(period.key);
        periods.set(period.key, held);
        publish(held);
        return;
      }
      held?.abort.abort();
      publish(start(period));
    },
    reread(period: PeriodRequest) {
      periods.get(period.key)?.abort.abort();
      periods.delete(period.key);
      publish(start(period));
    },
    cancel(key: string) {
      const state = periods.get(key);
      if (!state || state.progress.status !== 'reading') return;
      state.abort.abort();
      state.progress.status = 'cancelled';
      state.progress.endedMs = now();
      publish(state);
    },
    view(key: string, filter: ViewFilter) {
      current = { key, filter };
      const state = periods.get(key);
      if (state) publish(state);
    },
  };
}
