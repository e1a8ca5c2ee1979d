// Characters a person cannot see but that change how a text reads: bidi controls and zero-width characters.

const HIDDEN = /[\u200B-\u200F\u202A-\u202E\u2060-\u2064\u2066-\u2069\uFEFF\u00AD]/gu;

/** The hidden characters of a text as `U+202E` labels, in order of first appearance. */
export function hiddenCharacters(text: string): string[] {
  const found = new Set<string>();
  for (const match of text.matchAll(HIDDEN)) {
    const point = match[0].codePointAt(0) ?? 0;
    found.add(`U+${point.toString(16).toUpperCase().padStart(4, '0')}`);
  }
  return [...found];
}

/** An address that may be opened or shown as an image: http(s) only (never javascript:, data:, ...). */
export function safeWebAddress(value: string): string | undefined {
  try {
    const url = new URL(value.trim());
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : undefined;
  } catch {
    return undefined;
  }
}
