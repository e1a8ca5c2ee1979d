// What the lookup offers for each form of identifier, and in which order.
import { describe, expect, it } from 'vitest';
import { phoneDigits } from '@/contracts/phone';
import { classifyLookup, type LookupKind } from './classify';

const kinds = (text: string): LookupKind[] => classifyLookup(text).lookups.map((l) => l.kind);

describe('classifyLookup', () => {
  it('offers nothing for an empty or blank text', () => {
    expect(classifyLookup('').lookups).toEqual([]);
    expect(classifyLookup('   ').lookups).toEqual([]);
  });

  it('puts the 2FA session first for a UUID, trimmed', () => {
    const result = classifyLookup('  3f2b8c1e-9d4a-4b7e-a1c3-5e6f7a8b9c0d \n');
    expect(result.text).toBe('3f2b8c1e-9d4a-4b7e-a1c3-5e6f7a8b9c0d');
    expect(result.lookups[0]).toEqual({
      kind: 'otp-session',
      value: '3f2b8c1e-9d4a-4b7e-a1c3-5e6f7a8b9c0d',
    });
    // A UUID has dashes: not a Viber reference (a-z, A-Z, 0-9 only).
    expect(kinds('3f2b8c1e-9d4a-4b7e-a1c3-5e6f7a8b9c0d')).not.toContain('viber-by-reference');
    expect(
      kinds('3f2b8c1e-9d4a-4b7e-a1c3-5e6f7a8b9c0d').filter((k) => k === 'otp-session'),
    ).toHaveLength(1);
  });

  it('reads a phone number written with + and separators as the sessions of that recipient only, and says campaign messages cannot be found by phone', () => {
    const result = classifyLookup('+380 (50) 111-22-33');
    expect(result.lookups).toEqual([{ kind: 'otp-sessions-by-recipient', value: '380501112233' }]);
    expect(result.notes.map((n) => n.id)).toEqual(['no-phone-filter']);
    expect(kinds('+380501112233')[0]).toBe('otp-sessions-by-recipient');
  });

  it('reads a bare whole number first as a campaign, then a campaign message and a Viber message, then as a phone number', () => {
    expect(kinds('380501112233')).toEqual([
      'campaign',
      'campaign-message',
      'viber-message',
      'otp-sessions-by-recipient',
      'sender-application',
      'viber-by-reference',
      'campaign-messages-by-reference',
      'otp-session',
      'statistics-file',
    ]);
  });

  it('reads a short whole number as every id, a template id included, never as a phone number', () => {
    const k = kinds('4711');
    expect(k.slice(0, 5)).toEqual([
      'campaign',
      'campaign-message',
      'viber-message',
      'sender-application',
      'otp-template',
    ]);
    expect(k).not.toContain('otp-sessions-by-recipient');
    expect(classifyLookup('4711').notes).toEqual([]);
  });

  it('asks only what the contract accepts: 0 is no campaign, 16 digits no message id, 10 digits no template', () => {
    expect(kinds('0')).not.toContain('campaign');
    expect(kinds('0')).not.toContain('sender-application');
    expect(kinds('1234567890123456')).not.toContain('campaign-message');
    expect(kinds('1234567890123456')).toContain('viber-message');
    expect(kinds('1234567890123456789')).not.toContain('viber-message');
    expect(kinds('7100000002')).not.toContain('otp-template');
  });

  it('offers a reference of letters and digits as a Viber and a campaign message reference', () => {
    expect(kinds('INV2025000001').slice(0, 2)).toEqual([
      'viber-by-reference',
      'campaign-messages-by-reference',
    ]);
  });

  it('does not offer a reference over 32 characters to Viber (nor over 36 as a session), but still to campaign messages', () => {
    const long = 'A'.repeat(40);
    expect(kinds(long)).not.toContain('viber-by-reference');
    expect(kinds(long)).toContain('campaign-messages-by-reference');
    expect(kinds(long)).not.toContain('otp-session');
  });

  it('offers a campaign reference with dashes to campaign messages only among references', () => {
    expect(kinds('fx-7-0001')).toContain('campaign-messages-by-reference');
    expect(kinds('fx-7-0001')).not.toContain('viber-by-reference');
  });

  it('puts the statistics file first among references for a 32-character hexadecimal key', () => {
    const k = kinds('5f0c8e2a9d4b47e1a3c6b8d0e2f4a611');
    expect(k[0]).toBe('statistics-file');
    expect(k).toContain('viber-by-reference');
    expect(k.filter((kind) => kind === 'statistics-file')).toHaveLength(1);
  });

  it('offers nothing for text with spaces that is not a phone number', () => {
    expect(classifyLookup('hello world').lookups).toEqual([]);
  });
});

describe('phoneDigits', () => {
  it('keeps 9 to 15 digits, dropping + and separators', () => {
    expect(phoneDigits('+44 20 7946 0958')).toBe('442079460958');
    expect(phoneDigits('12345678')).toBeUndefined();
    expect(phoneDigits('1234567890123456')).toBeUndefined();
    expect(phoneDigits('38050abc1112233')).toBeUndefined();
    expect(phoneDigits('00380501112233')).toBe('380501112233');
    expect(phoneDigits('+380 (50) 111-22-33')).toBe('380501112233');
  });
});
