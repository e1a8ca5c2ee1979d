// Which addresses in message content become clickable: http(s) and phone numbers only.
import { describe, expect, it } from 'vitest';
import {
  hasHiddenCharacters,
  hiddenCharacters,
  safeTelHref,
  safeWebHref,
  splitLinks,
} from './safe-text';

describe('safeWebHref', () => {
  it.each([
    ['https://shop.example.com/track', 'https://shop.example.com/track'],
    ['HTTP://Example.com', 'http://example.com/'],
  ])('accepts %s', (value, href) => expect(safeWebHref(value)).toBe(href));

  it.each([
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    ' javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    '//evil.example.com',
    '/relative',
    'https://',
    '',
    null,
  ])('refuses %s', (value) => expect(safeWebHref(value)).toBeUndefined());
});

describe('safeTelHref', () => {
  it.each([
    ['380441234567', 'tel:+380441234567'],
    ['+48 22 123-45-67', 'tel:+48221234567'],
  ])('accepts %s', (value, href) => expect(safeTelHref(value)).toBe(href));

  it.each(['tel:+380501234567;javascript:alert(1)', 'call me', '12', ''])('refuses %s', (value) =>
    expect(safeTelHref(value)).toBeUndefined(),
  );
});

describe('splitLinks', () => {
  it('links http(s) addresses only, leaving trailing punctuation out', () => {
    expect(splitLinks('See https://a.example.com/x. Or javascript:alert(1)')).toEqual([
      { kind: 'text', text: 'See ' },
      { kind: 'link', text: 'https://a.example.com/x', href: 'https://a.example.com/x' },
      { kind: 'text', text: '. Or javascript:alert(1)' },
    ]);
  });
});

describe('hasHiddenCharacters', () => {
  it('finds zero-width and direction overrides', () => {
    expect(hasHiddenCharacters('Pay\u200bPal')).toBe(true);
    expect(hasHiddenCharacters('\u202eabc')).toBe(true);
    expect(hasHiddenCharacters('مرحبا')).toBe(false);
  });
});

describe('hiddenCharacters', () => {
  it('names each hidden character once, in order of first appearance, the soft hyphen included', () => {
    expect(hiddenCharacters('a\u202Eb\u200Bc\u202Ed\u00ADe')).toEqual([
      'U+202E',
      'U+200B',
      'U+00AD',
    ]);
    expect(hiddenCharacters('plain text, ünïcode and emoji 🚀')).toEqual([]);
  });
});
