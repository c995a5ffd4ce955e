import { binomial } from './binomial.ts';

/**
 * Enumerates every way `n` fair d6 can fall into face categories, without listing the 6^n sequences.
 * `sizes[i]` is how many faces category i covers (the sizes add up to 6); `visit(counts, ways)` is called
 * once per vector of category counts, `ways` being the number of face sequences that give it
 * (multinomial(n; counts) x product of sizes[i]^counts[i]), so the ways add up to exactly 6^n.
 *
 * @example
 * // sixes, ones and the rest of 2 dice: (2,0,0) 1 way, (1,1,0) 2 ways, (1,0,1) 8 ways, ... 36 in all
 * forEachCategorySplit(2, [1, 1, 4], (counts, ways) => { ... });
 */
export function forEachCategorySplit(
  n: number,
  sizes: readonly number[],
  visit: (counts: readonly number[], ways: bigint) => void,
): void {
  if (sizes.reduce((a, b) => a + b, 0) !== 6)
    throw new RangeError(`category sizes ${sizes.join('+')} must add up to 6`);
  const counts = new Array<number>(sizes.length).fill(0);
  const place = (category: number, left: number, ways: bigint): void => {
    if (category === sizes.length - 1) {
      counts[category] = left;
      visit(counts, ways * BigInt(sizes[category]!) ** BigInt(left));
      return;
    }
    for (let k = 0; k <= left; k++) {
      counts[category] = k;
      place(category + 1, left - k, ways * binomial(left, k) * BigInt(sizes[category]!) ** BigInt(k));
    }
  };
  place(0, Math.max(0, n), 1n);
}
