// The signals of 2FA insight: possible SMS pumping, a recipient retrying without success, a jump in Viber→SMS
// fallback. Each is a rule over the figures with its thresholds in SIGNAL_THRESHOLDS (shown on the page), and
// names the sessions that show it (the list's filters).
import { HOUR_MS, type GroupFigures, type HourFigures, type InsightFigures } from './figures';
import { formatIsoDateTime } from '@/contracts/wire';

/** Every threshold of the signals, in one place; the page shows them as they are. */
export const SIGNAL_THRESHOLDS = {
  pumping: {
    /** Sessions of the country in the period, at least. */
    minSessions: 50,
    /** Times its own previous period of the same length, at least. */
    growth: 3,
    /** Verified ÷ finished, at most. */
    maxConversion: 0.25,
  },
  retries: {
    /** Sessions of one recipient in the period, at least, none verified. */
    minSessions: 10,
  },
  fallback: {
    /** Length of the window compared with the rest of the period. */
    windowHours: 6,
    /** Viber sessions in the window, at least. */
    minViberSessions: 20,
    /** Fallback share in the window above the rest of the period, at least (percentage points ÷ 100). */
    jump: 0.25,
  },
} as const;

export type SignalThresholds = typeof SIGNAL_THRESHOLDS;

/** What the sessions list needs to show a signal's evidence (its URL filters). */
export interface Evidence {
  from: string;
  to: string;
  country?: string;
  recipient?: string;
  channel?: 'sms' | 'viber';
}

export type Signal =
  | {
      kind: 'pumping';
      country: string;
      sessions: number;
      previous: number;
      conversion: number;
      evidence: Evidence;
    }
  | {
      kind: 'retries';
      recipient: string;
      country: string;
      sessions: number;
      evidence: Evidence;
    }
  | {
      kind: 'fallback';
      channel: 'viber';
      windowShare: number;
      baselineShare: number;
      windowSessions: number;
      evidence: Evidence;
    };

const iso = (ms: number) => formatIsoDateTime(new Date(ms));

export interface SignalInput {
  figures: InsightFigures;
  /** The period read, epoch ms. */
  fromMs: number;
  toMs: number;
  /** Sessions per country in the previous period of the same length (undefined: not known yet). */
  previousByCountry: ReadonlyMap<string, number>;
  thresholds?: SignalThresholds;
}

function pumping(
  country: GroupFigures,
  previous: number | undefined,
  t: SignalThresholds['pumping'],
): boolean {
  return (
    previous !== undefined &&
    country.sessions >= t.minSessions &&
    country.sessions >= t.growth * Math.max(previous, 1) &&
    country.conversion !== null &&
    country.conversion <= t.maxConversion
  );
}

/** The window of consecutive hours whose fallback share stands highest above the rest of the period. */
export function fallbackJump(
  hours: readonly HourFigures[],
  t: SignalThresholds['fallback'],
): { startMs: number; endMs: number; share: number; baseline: number; sessions: number } | null {
  let totalViber = 0;
  let totalFellBack = 0;
  const byHour = new Map<number, HourFigures>();
  for (const hour of hours) {
    totalViber += hour.viberSessions;
    totalFellBack += hour.fellBack;
    byHour.set(hour.hourMs, hour);
  }
  let best: ReturnType<typeof fallbackJump> = null;
  let bestJump = -Infinity;
  for (const start of hours) {
    let viber = 0;
    let fellBack = 0;
    for (let i = 0; i < t.windowHours; i++) {
      const hour = byHour.get(start.hourMs + i * HOUR_MS);
      if (hour) {
        viber += hour.viberSessions;
        fellBack += hour.fellBack;
      }
    }
    const restViber = totalViber - viber;
    if (viber < t.minViberSessions || restViber === 0) continue;
    const share = fellBack / viber;
    const baseline = (totalFellBack - fellBack) / restViber;
    if (share - baseline >= t.jump && share - baseline > bestJump) {
      bestJump = share - baseline;
      best = {
        startMs: start.hourMs,
        endMs: start.hourMs + t.windowHours * HOUR_MS - 1000,
        share,
        baseline,
        sessions: viber,
      };
    }
  }
  return best;
}

export function findSignals({
  figures,
  fromMs,
  toMs,
  previousByCountry,
  thresholds = SIGNAL_THRESHOLDS,
}: SignalInput): Signal[] {
  const period = { from: iso(fromMs), to: iso(toMs) };
  const signals: Signal[] = [];
  for (const country of figures.countries) {
    const previous = previousByCountry.get(country.key);
    if (pumping(country, previous, thresholds.pumping) && previous !== undefined) {
      signals.push({
        kind: 'pumping',
        country: country.key,
        sessions: country.sessions,
        previous,
        conversion: country.conversion ?? 0,
        evidence: { ...period, country: country.key },
      });
    }
  }
  for (const recipient of figures.repeatedRecipients) {
    if (recipient.sessions < thresholds.retries.minSessions) break;
    if (recipient.verified > 0) continue;
    signals.push({
      kind: 'retries',
      recipient: recipient.recipient,
      country: recipient.country,
      sessions: recipient.sessions,
      evidence: { ...period, recipient: recipient.recipient },
    });
  }
  const jump = fallbackJump(figures.hours, thresholds.fallback);
  if (jump) {
    signals.push({
      kind: 'fallback',
      channel: 'viber',
      windowShare: jump.share,
      baselineShare: jump.baseline,
      windowSessions: jump.sessions,
      evidence: {
        from: iso(Math.max(jump.startMs, fromMs)),
        to: iso(Math.min(jump.endMs, toMs)),
        channel: 'viber',
      },
    });
  }
  return signals;
}
