// The lookup's entries: lookups first, then recent lookups and pages that match, with no repeats.
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
    const { groups, flat } = lookupEntries('', [{ kind: 'viber-message', value: '71' }], PAGES);
    expect(groups.map((g) => g.label)).toEqual(['Recent lookups', 'Pages']);
    expect(flat.map((e) => e.label)).toEqual([
      'Viber message 71',
      'Go to Overview',
      'Go to Viber',
      'Go to 2FA sessions',
    ]);
  });

  it('puts the lookups first, and leaves out a recent lookup that is one of them', () => {
    const { groups } = lookupEntries(
      'INV1',
      [{ kind: 'viber-by-reference', value: 'INV1' }],
      PAGES,
    );
    expect(groups.map((g) => g.label)).toEqual(['Look up']);
    expect(groups[0]?.entries[0]?.label).toBe('Viber message with reference INV1');
  });

  it('matches pages by their label and description, ignoring case', () => {
    const { groups } = lookupEntries('viber', [], PAGES);
    const pages = groups.find((g) => g.label === 'Pages');
    expect(pages?.entries.map((e) => e.label)).toEqual(['Go to Viber']);
  });

  it('puts the pages first for a word without digits that names one', () => {
    const { groups } = lookupEntries('sessions', [], PAGES);
    expect(groups.map((g) => g.label)).toEqual(['Pages', 'Look up']);
    expect(lookupEntries('sessions2', [], PAGES).groups[0]?.label).toBe('Look up');
  });

  it('gives every entry a distinct id', () => {
    const { flat } = lookupEntries('380501112233', [], PAGES);
    expect(new Set(flat.map((e) => e.id)).size).toBe(flat.length);
  });
});
