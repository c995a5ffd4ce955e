import type { Dice, FaceCounts } from './Dice.ts';
import { mix32 } from './mix32.ts';
import type { StreamKey } from './StreamKey.ts';

/** A generator's complete state: enough to stop a stream and continue it later, bit for bit. */
export interface DiceStreamState {
  readonly words: readonly [number, number, number, number];
  readonly rolled: number;
}

const TWO_POW_32 = 4294967296;
const INV_TWO_POW_32 = 1 / TWO_POW_32;
/** 2^32 mod 6: Lemire's rejection threshold; low words below it would make faces 1..4 one preimage likelier. */
const D6_REJECT_BELOW = TWO_POW_32 % 6;
/** The largest n {@link DiceStream.below} takes: every 32-bit output is then a value of its own. */
const BELOW_MAX = TWO_POW_32;
/** Outputs discarded after seeding so that neighbouring trial indices start from well-separated states. */
const WARM_UP = 4;

/**
 * The project's only source of randomness: xoshiro128** (Blackman and Vigna, 2018; 128-bit state, period
 * 2^128 - 1, passes BigCrush and PractRand to many terabytes), seeded through seedrandom (see
 * {@link deriveStreamKey}) and mapped to exactly uniform d6 by Lemire's multiply-shift with rejection
 * (no modulo bias: each face has exactly floor(2^32 / 6) accepted preimages; rejection odds 4 in 2^32), and
 * by the same method to exactly uniform integers below n for cards ({@link below}).
 *
 * One object is reused for every trial of a worker: {@link seedTrial} rewrites its state in place, and
 * {@link rollCounts} tallies faces into a caller's array, so nothing is allocated per die or per trial.
 *
 * @example
 * const dice = new DiceStream();
 * dice.seedTrial(deriveStreamKey(1, 'odds/blaze'), 0);
 * dice.d6(); // 1..6, the same on every machine for this seed, cell and trial
 */
export class DiceStream implements Dice {
  private s0 = 0;
  private s1 = 0;
  private s2 = 0;
  private s3 = 0;
  /** Dice rolled since the last seeding: the benchmark reports dice per trial from it. */
  rolled = 0;

  constructor(key?: StreamKey, trialIndex = 0) {
    if (key) this.seedTrial(key, trialIndex);
  }

  /**
   * Positions the stream at trial `trialIndex` (an integer 0..2^53-1) of the family named by `key`.
   * (s0, s1) is a bijective hash of the index's low and high 32 bits, so distinct trials get distinct states.
   */
  seedTrial(key: StreamKey, trialIndex: number): void {
    // Indexed, not destructured: destructuring walks an iterator, an object a trial.
    const w = key.words;
    const k0 = w[0];
    const k1 = w[1];
    const k2 = w[2];
    const k3 = w[3];
    const lo = trialIndex >>> 0;
    const hi = Math.floor(trialIndex * INV_TWO_POW_32) >>> 0;
    const a = mix32(lo ^ k0);
    const b = mix32(hi ^ k1 ^ a);
    this.s0 = a | 0;
    this.s1 = b | 0;
    this.s2 = mix32(k2 ^ b ^ 0x9e3779b9) | 0;
    this.s3 = mix32(k3 ^ a ^ 0x7f4a7c15) | 0;
    // xoshiro's all-zero state is a fixed point; these words make it unreachable in practice, but be sure.
    if ((this.s0 | this.s1 | this.s2 | this.s3) === 0) this.s3 = 1;
    for (let i = 0; i < WARM_UP; i++) this.nextUint32();
    this.rolled = 0;
  }

  /** The next 32 random bits, as an unsigned integer. */
  nextUint32(): number {
    const s0 = this.s0;
    const s1 = this.s1;
    const s2 = this.s2;
    const s3 = this.s3;
    const m = Math.imul(s1, 5);
    const result = Math.imul((m << 7) | (m >>> 25), 9);
    const t = s1 << 9;
    const n2 = s2 ^ s0;
    const n3 = s3 ^ s1;
    this.s1 = s1 ^ n2;
    this.s0 = s0 ^ n3;
    this.s2 = n2 ^ t;
    this.s3 = (n3 << 11) | (n3 >>> 21);
    return result >>> 0;
  }

  d6(): number {
    this.rolled++;
    for (;;) {
      const m = this.nextUint32() * 6;
      if (m >>> 0 >= D6_REJECT_BELOW) return ((m * INV_TWO_POW_32) | 0) + 1;
    }
  }

  rollCounts(n: number, counts: FaceCounts): FaceCounts {
    counts[0] = counts[1] = counts[2] = counts[3] = counts[4] = counts[5] = counts[6] = 0;
    for (let i = 0; i < n;) {
      const m = this.nextUint32() * 6;
      if (m >>> 0 < D6_REJECT_BELOW) continue;
      counts[((m * INV_TWO_POW_32) | 0) + 1]!++;
      i++;
    }
    if (n > 0) this.rolled += n;
    return counts;
  }

  /**
   * A uniform integer 0..n-1 by Lemire's multiply-shift with rejection ("Fast random integer generation in
   * an interval", 2019), the same method as the faces: a 32-bit output u gives floor(u*n / 2^32), and the
   * outputs whose low word u*n mod 2^32 is below 2^32 mod n are redrawn, so every value has exactly
   * floor(2^32 / n) accepted preimages. The 64-bit product is formed exactly from 16-bit halves (doubles
   * hold 53 bits), and the remainder 2^32 mod n is only computed when the low word is below n, which is rare
   * for small n. Allocates nothing; consumes one output, or more on a (rare) rejection.
   */
  below(n: number): number {
    if (!(Number.isInteger(n) && n >= 1 && n <= BELOW_MAX))
      throw new RangeError(`below(n) needs an integer n in 1..2^32, got ${n}`);
    for (;;) {
      const u = this.nextUint32();
      // Math.imul wraps to 32 bits, which is exactly the low word (n = 2^32 wraps to 0: low word 0).
      const lo = Math.imul(u, n) >>> 0;
      if (lo < n && lo < (TWO_POW_32 - n) % n) continue;
      // High word of u*n: with u = uh*2^16 + ul, u*n = floor(p/2^16)*2^32 + (p mod 2^16)*2^16 + q, where
      // p = uh*n and q = ul*n are below 2^48, so every term is an exact double.
      const p = (u >>> 16) * n;
      const q = (u & 0xffff) * n;
      const pHi = Math.floor(p / 65536);
      return pHi + Math.floor(((p - pHi * 65536) * 65536 + q) * INV_TWO_POW_32);
    }
  }

  /** Fills `out[0..n)` with faces 1..6 (a bulk pool fill, for dice-hungry callers and the benchmark). */
  fillD6(out: Uint8Array, n = out.length): Uint8Array {
    // The generator step of nextUint32 is repeated here with the state held in locals: the bulk fill is the
    // dice floor the benchmark holds the project to, and field writes per die cost it about a third.
    let s0 = this.s0;
    let s1 = this.s1;
    let s2 = this.s2;
    let s3 = this.s3;
    for (let i = 0; i < n;) {
      const x = Math.imul(s1, 5);
      const m = (Math.imul((x << 7) | (x >>> 25), 9) >>> 0) * 6;
      const t = s1 << 9;
      s2 ^= s0;
      s3 ^= s1;
      s1 ^= s2;
      s0 ^= s3;
      s2 ^= t;
      s3 = (s3 << 11) | (s3 >>> 21);
      if (m >>> 0 < D6_REJECT_BELOW) continue;
      out[i++] = ((m * INV_TWO_POW_32) | 0) + 1;
    }
    this.s0 = s0;
    this.s1 = s1;
    this.s2 = s2;
    this.s3 = s3;
    this.rolled += n;
    return out;
  }

  /** A snapshot of the stream; {@link restoreState} continues from it exactly. */
  saveState(): DiceStreamState {
    return { words: [this.s0 >>> 0, this.s1 >>> 0, this.s2 >>> 0, this.s3 >>> 0], rolled: this.rolled };
  }

  restoreState(state: DiceStreamState): void {
    [this.s0, this.s1, this.s2, this.s3] = state.words.map((w) => w | 0) as [number, number, number, number];
    this.rolled = state.rolled;
  }
}
