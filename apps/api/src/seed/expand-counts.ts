import type { Rng } from './prng';

/** `{ a: 2, b: 1 }` as `['a', 'a', 'b']` in a random order, so ids are not grouped by status. */
export const expandCounts = <K extends string>(counts: Record<K, number>, rng: Rng): K[] =>
  rng.shuffle((Object.entries(counts) as [K, number][]).flatMap(([key, n]) => Array.from({ length: n }, () => key)));
