// Messages between the insight page and its Web Worker: the page asks for a period to be read and for the
// figures of a view (the period with its channel and country filters); the worker answers with the state of
// the reading and the view's figures, as often as pages arrive.
import type { ApiErrorKind } from '@/lib/errors';
import type { InsightFigures } from '../figures';

/** Sessions read per request (the spec's maximum page). */
export const PAGE_SIZE = 500;
/** Sessions read at most per period; beyond it the figures are those of a sample (the newest sessions). */
export const SESSION_CAP = 100_000;

export interface ViewFilter {
  channel: 'sms' | 'viber' | undefined;
  country: string | undefined;
}

export interface ReadProgress {
  status: 'reading' | 'done' | 'cancelled' | 'failed';
  pages: number;
  /** Sessions read so far (duplicates across pages dropped). */
  sessions: number;
  /** Sessions the platform counts in the period; null before the first page. */
  total: number | null;
  /** True when the period holds more sessions than SESSION_CAP: the figures are a sample. */
  capped: boolean;
  error: { kind: ApiErrorKind | 'unknown'; status: number; message: string } | null;
  /** Epoch ms the reading started, its first figures arrived, it ended. */
  startedMs: number;
  firstFiguresMs: number | null;
  endedMs: number | null;
}

export interface PeriodRequest {
  /** The cache key of the period (a preset's name or the custom range). */
  key: string;
  from: string;
  to: string;
}

export type ToWorker =
  | { type: 'read'; period: PeriodRequest }
  | { type: 'cancel'; key: string }
  /** Forget a period's sessions and read it again. */
  | { type: 'reread'; period: PeriodRequest }
  | { type: 'view'; key: string; filter: ViewFilter };

export type FromWorker = {
  type: 'state';
  key: string;
  from: string;
  to: string;
  filter: ViewFilter;
  progress: ReadProgress;
  figures: InsightFigures;
};

export const viewKey = (key: string, filter: ViewFilter) =>
  `${key}|${filter.channel ?? ''}|${filter.country ?? ''}`;
