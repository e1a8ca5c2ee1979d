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

/**
 * Round axis ticks from 0 past `max`: steps of 1, 2 or 5 times a power of ten, about `count` of them
 * (0, 50K, 100K, 150K rather than 0, 35000, 70000, 140000).
 */
export function roundTicks(max: number, count = 4): number[] {
  if (!(max > 0)) return [0, 1];
  const rough = max / count;
  const power = 10 ** Math.floor(Math.log10(rough));
  // Counts are whole: never a step below 1.
  const step = Math.max(1, ([1, 2, 5, 10].find((m) => m * power >= rough) ?? 10) * power);
  const ticks: number[] = [];
  for (let tick = 0; tick < max + step; tick += step) ticks.push(tick);
  return ticks;
}
