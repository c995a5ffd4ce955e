/** A seeded stream of numbers in [0, 1) (xorshift32), so that every random table and query replays. */
export function seededUniform(seed: number): () => number {
  let s = seed >>> 0 || 1;
  return () => {
    s ^= s << 13;
    s >>>= 0;
    s ^= s >>> 17;
    s ^= s << 5;
    s >>>= 0;
    return s / 4294967296;
  };
}
