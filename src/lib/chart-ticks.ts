// The charts' value axis (counts): round ticks from zero to at least the largest value, one rule for every chart.

/** Ticks from 0 to a round maximum of at least `max`: about `count` whole steps of 1, 2, 2.5 or 5 times a power of ten. */
export function niceTicks(max: number, count = 4): number[] {
  if (!(max > 0)) return [0, 1];
  const rough = max / count;
  const power = 10 ** Math.floor(Math.log10(rough));
  // 2.5 only where it makes whole numbers (25, 250…).
  const multiples = power >= 10 ? [1, 2, 2.5, 5, 10] : [1, 2, 5, 10];
  const step = Math.max(1, (multiples.find((m) => m * power >= rough) ?? 10) * power);
  const ticks = [0];
  for (let i = 1; (i - 1) * step < max; i++) ticks.push(i * step);
  return ticks;
}
