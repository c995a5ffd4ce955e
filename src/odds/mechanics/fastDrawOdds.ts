import { newFaceCounts } from '../../dice/Dice.ts';
import { binomial } from '../../exact/binomial.ts';
import { Fraction } from '../../exact/Fraction.ts';
import { fastDrawResult, type FastDrawTie } from '../../rules/rwnn/fastDraw.ts';
import type { OddsMechanic, ReadingOption } from '../OddsMechanic.ts';
import { choiceValue, intParam } from '../paramValue.ts';

const TIES: readonly FastDrawTie[] = ['highest-face', 'lexicographic'];

/** Numbers of equally likely face assignments in which A fires first, B does, or both at once. */
interface Split {
  a: bigint;
  b: bigint;
  sim: bigint;
}

/**
 * Exact fast-draw counts by a recursion over faces from 6 down. `solve(face, a, b)` counts, among the
 * face^(a+b) ways a dice and b dice can show faces 1..face, those won by A, by B and simultaneous: i of A's
 * and j of B's dice show `face` (C(a,i) C(b,j) ways); the count of that face settles it, or (a tie the
 * reading passes on) the other dice go on to the next face down. Integer counts keep it free of fractions
 * until the single division by 6^(a+b).
 */
function fastDrawCounts(a: number, b: number, tie: FastDrawTie): Split {
  const memo = new Map<string, Split>();
  const solve = (face: number, a: number, b: number): Split => {
    if (a === 0 && b === 0) return { a: 0n, b: 0n, sim: 1n };
    const key = `${face},${a},${b}`;
    const known = memo.get(key);
    if (known) return known;
    const lower = BigInt(face - 1);
    const result = { a: 0n, b: 0n, sim: 0n };
    for (let i = 0; i <= a; i++) {
      for (let j = 0; j <= b; j++) {
        const ways = binomial(a, i) * binomial(b, j);
        const rest = BigInt(a - i + b - j);
        if (i > j) result.a += ways * lower ** rest;
        else if (j > i) result.b += ways * lower ** rest;
        else if ((i > 0 && tie === 'highest-face') || face === 1) result.sim += ways * lower ** rest;
        else {
          const next = solve(face - 1, a - i, b - j);
          result.a += ways * next.a;
          result.b += ways * next.b;
          result.sim += ways * next.sim;
        }
      }
    }
    memo.set(key, result);
    return result;
  };
  return solve(6, a, b);
}

/** The fast-draw tie reading as an `--option`, shared by `odds fast-draw` and `duel`. */
export const FAST_DRAW_TIE_OPTION: ReadingOption = {
  key: 'fastDraw.tie',
  values: TIES,
  default: 'highest-face',
  describe: 'equal counts of the highest face are simultaneous, or pass on to the next face down',
  entry: 'fast-draw-ties.md',
};

/** `odds fast-draw`: who fires first when A throws a dice and B throws b. */
export const fastDrawOdds: OddsMechanic = {
  name: 'fast-draw',
  summary: 'fast draw: who fires first',
  source: '000 CHALLENGES, DUELS & THE FAST DRAW; 003 Challenges, Duels and Fast Draws',
  params: [
    { name: 'a', kind: 'int', min: 1, max: 30, describe: "A's fast-draw dice after modifiers" },
    { name: 'b', kind: 'int', min: 1, max: 30, describe: "B's fast-draw dice after modifiers" },
  ],
  options: [FAST_DRAW_TIE_OPTION],
  prepare(params, options) {
    const a = intParam(params, 'a');
    const b = intParam(params, 'b');
    const tie = choiceValue(options, 'fastDraw.tie', TIES, 'highest-face');
    const countsA = newFaceCounts();
    const countsB = newFaceCounts();
    return {
      exact() {
        const split = fastDrawCounts(a, b, tie);
        const total = 6n ** BigInt(a + b);
        return [
          {
            key: 'pAFirst',
            label: 'P(A fires first)',
            kind: 'probability',
            exact: new Fraction(split.a, total),
          },
          {
            key: 'pBFirst',
            label: 'P(B fires first)',
            kind: 'probability',
            exact: new Fraction(split.b, total),
          },
          {
            key: 'pSimultaneous',
            label: 'P(simultaneous)',
            kind: 'probability',
            exact: new Fraction(split.sim, total),
          },
        ];
      },
      sample(dice, out) {
        dice.rollCounts(a, countsA);
        dice.rollCounts(b, countsB);
        const r = fastDrawResult(countsA, countsB, tie);
        out[0] = r === 'a' ? 1 : 0;
        out[1] = r === 'b' ? 1 : 0;
        out[2] = r === 'simultaneous' ? 1 : 0;
      },
    };
  },
};
