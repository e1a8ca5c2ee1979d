// Counts in words with the right plural ("1 entry", "2 entries") and compact figures for chart axes ("35K").
const pluralRules = new Intl.PluralRules('en-US');
const integer = new Intl.NumberFormat('en-US');
const compact = new Intl.NumberFormat('en-US', { notation: 'compact', maximumFractionDigits: 1 });

/** `count` in full, then the noun in the form its number needs (English: one or other). */
export function countText(count: number, one: string, other: string): string {
  return `${integer.format(count)} ${pluralRules.select(count) === 'one' ? one : other}`;
}

export const entriesText = (count: number) => countText(count, 'entry', 'entries');

/** A whole number in full, grouped: 35,000. */
export const formatCount = (value: number) => integer.format(value);

/** A number for an axis tick: 0, 500, 35K, 1.5M. */
export const formatCompact = (value: number) => compact.format(value);
