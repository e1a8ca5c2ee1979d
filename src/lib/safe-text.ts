// Text from the platform, shown safely: which addresses may become clickable (http(s) links and phone numbers,
// nothing else), and which characters a person cannot see but that change how a text reads (bidi controls,
// zero-width characters, the soft hyphen). Messages, templates, statistics entries and sender applications
// all use these.

/** An http(s) address as a safe href, or undefined (javascript:, data:, relative and malformed stay text). */
export function safeWebHref(value: string | null | undefined): string | undefined {
  if (!value) return undefined;
  const trimmed = value.trim();
  if (!/^https?:\/\//i.test(trimmed)) return undefined;
  try {
    const url = new URL(trimmed);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : undefined;
  } catch {
    return undefined;
  }
}

/** A phone number (digits, optional +, spaces or dashes between) as a tel: href, or undefined. */
export function safeTelHref(value: string | null | undefined): string | undefined {
  if (!value) return undefined;
  const compact = value.trim().replace(/[\s().-]/g, '');
  if (!/^\+?\d{5,15}$/.test(compact)) return undefined;
  return `tel:+${compact.replace(/^\+/, '')}`;
}

/** Characters that are invisible or turn text around: worth telling a person about. */
const HIDDEN_CHARACTERS = /[\u200B-\u200F\u202A-\u202E\u2060-\u2064\u2066-\u2069\uFEFF\u00AD]/gu;

/** The hidden characters of a text as `U+202E` labels, in order of first appearance. */
export function hiddenCharacters(text: string): string[] {
  const found = new Set<string>();
  for (const match of text.matchAll(HIDDEN_CHARACTERS)) {
    const point = match[0].codePointAt(0) ?? 0;
    found.add(`U+${point.toString(16).toUpperCase().padStart(4, '0')}`);
  }
  return [...found];
}

export function hasHiddenCharacters(text: string): boolean {
  return hiddenCharacters(text).length > 0;
}

export type TextPart =
  { kind: 'text'; text: string } | { kind: 'link'; text: string; href: string };

/** Splits text into plain parts and http(s) links (trailing punctuation stays out of the link). */
export function splitLinks(text: string): TextPart[] {
  const parts: TextPart[] = [];
  const pattern = /https?:\/\/[^\s<>"']+/gi;
  let last = 0;
  for (const match of text.matchAll(pattern)) {
    const raw = match[0].replace(/[.,;:!?)\]]+$/, '');
    const start = match.index;
    const href = safeWebHref(raw);
    if (!href) continue;
    if (start > last) parts.push({ kind: 'text', text: text.slice(last, start) });
    parts.push({ kind: 'link', text: raw, href });
    last = start + raw.length;
  }
  if (last < text.length) parts.push({ kind: 'text', text: text.slice(last) });
  return parts;
}
