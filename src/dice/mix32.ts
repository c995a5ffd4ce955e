/**
 * A 32-bit integer hash with full avalanche: Chris Wellons' "lowbias32" (xorshift-multiply, bias ~0.17 in
 * his hash-prospector measure), a bijection on 32-bit words. Being a bijection matters: it lets
 * {@link DiceStream.seedTrial} map distinct trial indices to distinct generator states, so no two trials of
 * a cell can ever share a stream.
 *
 * @example mix32(0) === 0; mix32(1) !== mix32(2)
 */
export function mix32(x: number): number {
  x ^= x >>> 16;
  x = Math.imul(x, 0x21f0aaad);
  x ^= x >>> 15;
  x = Math.imul(x, 0x735a2d97);
  x ^= x >>> 15;
  return x >>> 0;
}
