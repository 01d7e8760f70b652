// A small seeded PRNG (mulberry32) so that a simulated day can be replayed exactly.
export type Random = { next: () => number; int: (min: number, max: number) => number; chance: (p: number) => boolean; pick: <T>(xs: readonly T[]) => T };

export function seeded(seed: number): Random {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    chance: (p) => next() < p,
    pick: (xs) => xs[Math.floor(next() * xs.length)],
  };
}

/** Knuth's Poisson draw: fine for the small means of cars per hour. */
export function poisson(random: Random, mean: number): number {
  const limit = Math.exp(-mean);
  let k = 0;
  let p = random.next();
  while (p > limit) {
    k++;
    p *= random.next();
  }
  return k;
}

/** Log-normal draw (Box-Muller), for stay lengths: most short, a few very long. */
export function logNormal(random: Random, median: number, sigma: number): number {
  const u = Math.max(random.next(), 1e-12);
  const v = random.next();
  const z = Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v);
  return median * Math.exp(sigma * z);
}
