// Exact arithmetic on decimal strings (prices with 7 decimals) through BigInt: never summed as floats.

/** Scale used for sums: 7 decimals, as the spec's amounts. */
export const SCALE = 7;

/** A decimal string as an integer count of 10^-SCALE units; undefined when it is not a decimal. */
export function toUnits(value: string, scale: number = SCALE): bigint | undefined {
  const m = /^\s*(-?)(\d+)(?:\.(\d+))?\s*$/.exec(value);
  if (!m) return undefined;
  const [, sign, whole = '0', frac = ''] = m;
  // Past the scale, digits are dropped (the spec's amounts never carry more than 7).
  const units =
    BigInt(whole) * 10n ** BigInt(scale) +
    BigInt((frac + '0'.repeat(scale)).slice(0, scale) || '0');
  return sign === '-' ? -units : units;
}

/** Units back to a decimal string with exactly `scale` decimals. */
export function fromUnits(units: bigint, scale: number = SCALE): string {
  const negative = units < 0n;
  const abs = negative ? -units : units;
  const base = 10n ** BigInt(scale);
  const whole = abs / base;
  const frac = (abs % base).toString().padStart(scale, '0');
  return `${negative ? '-' : ''}${whole.toString()}.${frac}`;
}

/** The exact sum of decimal strings; values that are not decimals are skipped and counted. */
export function sumDecimals(
  values: Iterable<string>,
  scale: number = SCALE,
): { total: string; skipped: number } {
  let total = 0n;
  let skipped = 0;
  for (const value of values) {
    const units = toUnits(value, scale);
    if (units === undefined) skipped++;
    else total += units;
  }
  return { total: fromUnits(total, scale), skipped };
}
