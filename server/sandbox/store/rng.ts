// A small seeded pseudo-random generator (mulberry32), so that seeding gives the same data on every machine.
export interface Rng {
  /** A float in [0, 1). */
  next(): number;
  /** An integer in [min, max], both included. */
  int(min: number, max: number): number;
  pick<T>(values: readonly T[]): T;
  /** True with the given probability. */
  chance(probability: number): boolean;
  /** A string of the given length over the alphabet. */
  string(length: number, alphabet?: string): string;
  /** A generator of its own, derived from this one, for an independent stream. */
  fork(label: string): Rng;
}

export function createRng(seed: number): Rng {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const rng: Rng = {
    next,
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    pick: (values) => {
      if (values.length === 0) throw new Error('pick from an empty list');
      return values[Math.floor(next() * values.length)] as (typeof values)[number];
    },
    chance: (probability) => next() < probability,
    string: (
      length,
      alphabet = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789',
    ) => {
      let out = '';
      for (let i = 0; i < length; i++) out += alphabet.charAt(Math.floor(next() * alphabet.length));
      return out;
    },
    fork: (label) => {
      let h = seed ^ 0x9e3779b9;
      for (let i = 0; i < label.length; i++) h = Math.imul(h ^ label.charCodeAt(i), 0x01000193);
      return createRng(h >>> 0);
    },
  };
  return rng;
}
