export type Rng = () => number;

/** mulberry32, seeded from an FNV-1a hash of the seed's text: tiny, fast and plenty for pictures and test data. */
export function seededRandom(seed: string | number): Rng {
  let hash = 2166136261;
  for (const ch of String(seed)) hash = Math.imul(hash ^ ch.charCodeAt(0), 16777619) >>> 0;
  return mulberry32(hash);
}

/** mulberry32 from a 32-bit state as it is (the soak's users and sessions seed it with plain numbers). */
export function mulberry32(state: number): Rng {
  let a = state >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const pick = <T>(rng: Rng, items: readonly T[]): T => items[Math.floor(rng() * items.length)] as T;
export const between = (rng: Rng, lo: number, hi: number) => lo + Math.floor(rng() * (hi - lo + 1));
