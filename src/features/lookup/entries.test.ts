// The lookup's entries: what was found first, then recent lookups and pages that match, with no repeats.
import { describe, expect, it } from 'vitest';
import { lookupEntries, type LookupPage } from './entries';

const PAGES: LookupPage[] = [
  { label: 'Overview', description: 'What to check first', to: '/' },
  { label: 'Viber', description: 'Viber message status', to: '/viber' },
  {
    label: '2FA sessions',
    description: 'OTP sessions: verify, resend, cancel',
    to: '/otp/sessions',
  },
];

describe('lookupEntries', () => {
  it('lists the recent lookups and every page when nothing is typed', () => {
    const { groups, flat } = lookupEntries(
      '',
      [],
      [],
      [{ kind: 'viber-message', value: '71' }],
      PAGES,
    );
    expect(groups.map((g) => g.label)).toEqual(['Recent lookups', 'Pages']);
    expect(flat.map((e) => e.label)).toEqual([
      'Viber message 71',
      'Go to Overview',
      'Go to Viber',
      'Go to 2FA sessions',
    ]);
  });

  it('puts what was found first with its summary, and leaves out a recent lookup that is a reading of the text', () => {
    const reading = { kind: 'viber-by-reference' as const, value: 'INV1' };
    const { groups } = lookupEntries(
      'INV1',
      [{ lookup: reading, summary: 'read · to 380501112233' }],
      [reading, { kind: 'otp-session', value: 'INV1' }],
      [reading, { kind: 'otp-session', value: 'INV1' }],
      PAGES,
    );
    expect(groups.map((g) => g.label)).toEqual(['Found']);
    expect(groups[0]?.entries[0]).toMatchObject({
      label: 'Viber message with reference INV1',
      description: 'read · to 380501112233',
    });
  });

  it('carries the one record a reading found, for opening it', () => {
    const reading = { kind: 'campaign-messages-by-reference' as const, value: 'ext-1' };
    const { flat } = lookupEntries(
      'ext-1',
      [{ lookup: reading, summary: 'message 9', recordId: '9' }],
      [reading],
      [],
      PAGES,
    );
    expect(flat[0]).toMatchObject({ type: 'lookup', recordId: '9' });
  });

  it('matches pages by their label and description, ignoring case', () => {
    const { groups } = lookupEntries('viber', [], [], [], PAGES);
    const pages = groups.find((g) => g.label === 'Pages');
    expect(pages?.entries.map((e) => e.label)).toEqual(['Go to Viber']);
  });

  it('puts the pages first for a word without digits that names one', () => {
    const found = [{ lookup: { kind: 'otp-session' as const, value: 'sessions' }, summary: 'x' }];
    const entries = lookupEntries('sessions', found, [], [], PAGES);
    expect(entries.groups.map((g) => g.label)).toEqual(['Pages', 'Found']);
    expect(entries.pagesFirst).toBe(true);
    expect(lookupEntries('sessions2', found, [], [], PAGES).groups[0]?.label).toBe('Found');
  });

  it('gives every entry a distinct id', () => {
    const hit = { kind: 'campaign' as const, value: '380501112233' };
    const { flat } = lookupEntries(
      '380501112233',
      [{ lookup: hit, summary: 'x' }],
      [hit],
      [hit, { kind: 'viber-message', value: '1' }],
      PAGES,
    );
    expect(new Set(flat.map((e) => e.id)).size).toBe(flat.length);
  });
});
