// Ranking what the checks said: hits best first, a failure never taken for "not found".
import { describe, expect, it } from 'vitest';
import { classifyLookup, type Lookup } from './classify';
import { rankChecks, type CheckState } from './rank';

const found = (summary: string, recordId?: string): CheckState => ({
  status: 'done',
  outcome: { found: true, summary, ...(recordId === undefined ? {} : { recordId }) },
});
const missing: CheckState = { status: 'done', outcome: { found: false } };

/** The states of the readings of `text`, by kind; a reading not named found nothing. */
function rank(text: string, states: Partial<Record<Lookup['kind'], CheckState>>) {
  return rankChecks(classifyLookup(text).lookups, (l) => states[l.kind] ?? missing);
}

describe('rankChecks', () => {
  it('offers a campaign before a campaign message of the same number (a campaign id found is rarely chance)', () => {
    const ranked = rank('900003', {
      'campaign-message': found('delivered'),
      campaign: found('60 messages'),
    });
    expect(ranked.hits.map((h) => h.lookup.kind)).toEqual(['campaign', 'campaign-message']);
  });

  it('offers the Viber message of a Viber id, and the phone reading that found nothing as checked', () => {
    const ranked = rank('7100000002', { 'viber-message': found('read') });
    expect(ranked.hits.map((h) => h.lookup.kind)).toEqual(['viber-message']);
    expect(ranked.missed.map((l) => l.kind)).toContain('otp-sessions-by-recipient');
    expect(ranked.missed.map((l) => l.kind)).toContain('campaign');
  });

  it('puts the session of a UUID first, over a reference that also matched', () => {
    const ranked = rank('3f2b8c1e-9d4a-4b7e-a1c3-5e6f7a8b9c0d', {
      'campaign-messages-by-reference': found('1 message'),
      'otp-session': found('pending'),
    });
    expect(ranked.hits[0]?.lookup.kind).toBe('otp-session');
  });

  it('puts the sessions of a phone number written with + first', () => {
    const ranked = rank('+380501112233', {
      'campaign-messages-by-reference': found('1 message'),
      'otp-sessions-by-recipient': found('2 sessions'),
    });
    expect(ranked.hits.map((h) => h.lookup.kind)).toEqual([
      'otp-sessions-by-recipient',
      'campaign-messages-by-reference',
    ]);
  });

  it('keeps a failed check apart from those that found nothing, and one still running apart from both', () => {
    const ranked = rank('INV2025000001', {
      'viber-by-reference': { status: 'failed', message: 'Injected fault (HTTP 500)' },
      'otp-session': { status: 'checking' },
    });
    expect(ranked.failed).toEqual([
      {
        lookup: { kind: 'viber-by-reference', value: 'INV2025000001' },
        message: 'Injected fault (HTTP 500)',
      },
    ]);
    expect(ranked.checking.map((l) => l.kind)).toEqual(['otp-session']);
    expect(ranked.missed.map((l) => l.kind)).not.toContain('viber-by-reference');
    expect(ranked.missed.map((l) => l.kind)).not.toContain('otp-session');
    expect(ranked.hits).toEqual([]);
  });

  it('carries the summary and the one record found', () => {
    const ranked = rank('ext-0001', {
      'campaign-messages-by-reference': found('message 9 · delivered', '9'),
    });
    expect(ranked.hits).toEqual([
      {
        lookup: { kind: 'campaign-messages-by-reference', value: 'ext-0001' },
        summary: 'message 9 · delivered',
        recordId: '9',
      },
    ]);
  });
});
