import { Fraction } from '../../exact/Fraction.ts';
import { herdHeading, herdRollsAgain } from '../../rules/rwnn/stampede/herdHeading.ts';
import type { DieFace } from '../../rules/rwnn/tables/DieFace.ts';
import type { OddsEntry, OddsMechanic } from '../OddsMechanic.ts';
import { flagParam } from '../paramValue.ts';

const FACES: readonly DieFace[] = [1, 2, 3, 4, 5, 6];

/** The headings a driven herd may take, in degrees (right positive), each with its key and label. */
const HEADINGS = [
  { degrees: 0, key: 'pStraight', label: 'P(straight ahead)' },
  { degrees: 45, key: 'pRight45', label: 'P(45 degrees right)' },
  { degrees: -45, key: 'pLeft45', label: 'P(45 degrees left)' },
  { degrees: 90, key: 'pRight90', label: 'P(90 degrees right)' },
  { degrees: -90, key: 'pLeft90', label: 'P(90 degrees left)' },
] as const;

/** `odds herd-deviation`: where a driven herd heads this move (the Cattle Drive's deviation throw). */
export const herdDeviationOdds: OddsMechanic = {
  name: 'herd-deviation',
  summary: "a driven herd's deviation throw: straight on, 45 or 90 degrees right or left",
  source: '000 "Driving the Herd, the TBC method"',
  params: [
    {
      name: 'obstacle',
      kind: 'flag',
      describe: 'an obstacle ahead: "treated as if the result of the first roll was a 6"',
    },
  ],
  options: [],
  prepare(params) {
    const obstacle = flagParam(params, 'obstacle');
    return {
      exact(): readonly OddsEntry[] {
        // Every pair of faces, equally likely: a second throw that is not asked for changes nothing.
        const ways = new Map<number, bigint>();
        for (const first of FACES)
          for (const second of FACES) {
            const h = herdHeading(first, second, obstacle);
            ways.set(h, (ways.get(h) ?? 0n) + 1n);
          }
        return HEADINGS.map((h) => ({
          key: h.key,
          label: h.label,
          kind: 'probability' as const,
          exact: new Fraction(ways.get(h.degrees) ?? 0n, 36n),
        }));
      },
      sample(dice, out) {
        const first = dice.d6() as DieFace;
        const second = herdRollsAgain(first, obstacle) ? (dice.d6() as DieFace) : 1;
        const h = herdHeading(first, second, obstacle);
        for (let k = 0; k < HEADINGS.length; k++) out[k] = HEADINGS[k]!.degrees === h ? 1 : 0;
      },
    };
  },
};
