// Deterministic pseudo-random numbers for the demo seed (never Math.random): the same seed gives the
// same world on every run and every machine.

export type Rng = {
  /** Uniform float in [0, 1). */
  next(): number;
  /** Integer in [min, max], both inclusive. */
  int(min: number, max: number): number;
  /** Float in [min, max). */
  float(min: number, max: number): number;
  /** True with the given probability. */
  chance(probability: number): boolean;
  pick<T>(items: readonly T[]): T;
  /** A new shuffled copy. */
  shuffle<T>(items: readonly T[]): T[];
  /** `count` distinct items, kept in their original order. */
  sample<T>(items: readonly T[], count: number): T[];
};

// mulberry32: tiny, fast and good enough for demo data.
function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** FNV-1a: a stable 32-bit hash of a string, to derive per-entity seeds. */
export function hashString(value: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < value.length; i++) {
    h ^= value.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

export function createRng(seed: number | string): Rng {
  const next = mulberry32(typeof seed === 'string' ? hashString(seed) : seed);
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const rng: Rng = {
    next,
    int,
    float: (min, max) => min + next() * (max - min),
    chance: (p) => next() < p,
    pick: (items) => {
      if (items.length === 0) throw new Error('pick from an empty list');
      return items[int(0, items.length - 1)] as (typeof items)[number];
    },
    shuffle: (items) => {
      const out = [...items];
      for (let i = out.length - 1; i > 0; i--) {
        const j = int(0, i);
        [out[i], out[j]] = [out[j] as (typeof out)[number], out[i] as (typeof out)[number]];
      }
      return out;
    },
    sample: (items, count) => {
      const chosen = new Set(rng.shuffle(items.map((_, i) => i)).slice(0, Math.max(0, count)));
      return items.filter((_, i) => chosen.has(i));
    },
  };
  return rng;
}

/** Deterministic RFC 4122 version-4-shaped UUIDs, so rows can reference each other before insert. */
export function createIdFactory(seed: number | string): () => string {
  const next = mulberry32(typeof seed === 'string' ? hashString(seed) : seed);
  const hex = (n: number) => (Math.floor(next() * 2 ** 32) >>> 0).toString(16).padStart(8, '0').slice(0, n);
  return () => {
    const a = hex(8);
    const b = hex(4);
    const c = '4' + hex(3);
    const d = ((8 + Math.floor(next() * 4)).toString(16) + hex(3)) as string;
    const e = hex(8) + hex(4);
    return `${a}-${b}-${c}-${d}-${e}`;
  };
}

/** Prices that look like menu prices: x.49 or x.99 (minor units), never below 0.49. */
export function menuPrice(cents: number): number {
  return Math.max(49, Math.round(cents / 50) * 50 - 1);
}
