/** FNV-1a: a stable 32-bit hash of a text, the seed of every generated value. */
export function hashText(text: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

export interface Random {
  /** A float in [0, 1). */
  next(): number;
  /** An integer in [min, max]. */
  int(min: number, max: number): number;
  pick<T>(items: readonly T[]): T;
}

/** mulberry32's output step: a state to a float in [0, 1). */
function scramble(state: number): number {
  let t = state;
  t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
}

/** mulberry32: small, fast, and the same sequence on every machine for a seed. */
export function seededRandom(...key: (string | number)[]): Random {
  let state = hashText(key.join("|"));
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    return scramble(state);
  };
  return {
    next,
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    pick: (items) => items[Math.floor(next() * items.length)] as (typeof items)[number],
  };
}

/** One float in [0, 1) for a pair of hashed keys, without building a sequence. */
export function draw(seed: number, salt: number): number {
  return scramble(((seed ^ Math.imul(salt, 0x9e3779b1)) + 0x6d2b79f5) >>> 0);
}
