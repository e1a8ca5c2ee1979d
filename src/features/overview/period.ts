// The overview's period: the last 24 hours up to one instant, in the two forms the lists use in their URLs and
// on the wire (ISO 8601 for 2FA sessions, the spec's `yyyy-mm-dd hh:mm:ss` in UTC for campaign messages).
import { toWireDateTime } from '@/contracts/campaign-messages';
import { formatIsoDateTime } from '@/contracts/wire';

export interface OverviewPeriod {
  /** When the period ends, to the second. */
  end: Date;
  iso: { from: string; to: string };
  wire: { from: string; to: string };
}

export const OVERVIEW_PERIOD_HOURS = 24;

export function overviewPeriod(now: Date = new Date()): OverviewPeriod {
  // Whole seconds: both forms carry no fractions, and the lists must get exactly this period.
  const end = new Date(Math.floor(now.getTime() / 1000) * 1000);
  const start = new Date(end.getTime() - OVERVIEW_PERIOD_HOURS * 3_600_000);
  return {
    end,
    iso: { from: formatIsoDateTime(start), to: formatIsoDateTime(end) },
    wire: { from: toWireDateTime(start), to: toWireDateTime(end) },
  };
}
