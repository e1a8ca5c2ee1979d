// The readings of a text, sorted by what their checks said: hits first (in the classification's order, the most
// likely first), then those still being checked, those that failed (to retry) and those that found nothing.
import type { Lookup } from './classify';
import type { CheckOutcome } from './checks';

/** Where one check stands. A failure is never a miss: it says nothing of whether the record exists. */
export type CheckState =
  | { status: 'checking' }
  | { status: 'failed'; message: string }
  | { status: 'done'; outcome: CheckOutcome };

export interface LookupHit {
  lookup: Lookup;
  summary: string;
  recordId?: string;
}

export interface RankedChecks {
  hits: LookupHit[];
  checking: Lookup[];
  failed: { lookup: Lookup; message: string }[];
  missed: Lookup[];
}

/** Sorts the readings (most likely first, as classifyLookup gives them) by the state of their checks. */
export function rankChecks(
  lookups: readonly Lookup[],
  stateOf: (lookup: Lookup) => CheckState,
): RankedChecks {
  const ranked: RankedChecks = { hits: [], checking: [], failed: [], missed: [] };
  for (const lookup of lookups) {
    const state = stateOf(lookup);
    if (state.status === 'checking') ranked.checking.push(lookup);
    else if (state.status === 'failed') ranked.failed.push({ lookup, message: state.message });
    else if (state.outcome.found)
      ranked.hits.push({
        lookup,
        summary: state.outcome.summary,
        ...(state.outcome.recordId === undefined ? {} : { recordId: state.outcome.recordId }),
      });
    else ranked.missed.push(lookup);
  }
  return ranked;
}
