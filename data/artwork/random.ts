/**
 * Seeded pseudo-random numbers. Artwork must be reproducible byte for byte, so nothing here may touch
 * Math.random or the clock: every value derives from the product slug plus a salt naming its use.
 */

/** 32-bit FNV-1a; small, fast and spreads similar slugs ("stag-mug", "stag-mugs") well apart. */
export function hashString(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** mulberry32: a full-period 32-bit generator, good enough for picking shapes and colours. */
export function mulberry32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export interface Rng {
  /** Uniform in [0, 1). */
  next(): number;
  /** Uniform in [min, max). */
  range(min: number, max: number): number;
  /** Integer in [min, max], both inclusive. */
  int(min: number, max: number): number;
  chance(probability: number): boolean;
  pick<T>(items: readonly T[]): T;
  /** value plus or minus up to `spread`. */
  jitter(value: number, spread: number): number;
  /** A new generator, so that adding draws in one part of a picture never shifts another part. */
  fork(salt: string): Rng;
}

/**
 * Separate streams per salt keep the parts of a picture independent: the design drawn on an apron in
 * the studio view is the same design as in the close-up, because both draw from (slug, 'design').
 */
export function createRng(seed: string, salt = ''): Rng {
  const next = mulberry32(hashString(`${seed}|${salt}`));
  const rng: Rng = {
    next,
    range: (min, max) => min + (max - min) * next(),
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    chance: (probability) => next() < probability,
    pick<T>(items: readonly T[]): T {
      const item = items[Math.floor(next() * items.length)];
      if (item === undefined) throw new Error('pick() needs at least one item');
      return item;
    },
    jitter: (value, spread) => value + (next() * 2 - 1) * spread,
    fork: (childSalt) => createRng(seed, `${salt}/${childSalt}`),
  };
  return rng;
}
