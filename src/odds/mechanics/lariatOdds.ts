import { Fraction } from '../../exact/Fraction.ts';
import { newFaceCounts } from '../../dice/Dice.ts';
import { lariatThrow } from '../../rules/rwnn/lariat/lariatThrow.ts';
import type { OddsMechanic } from '../OddsMechanic.ts';
import { flagParam, intParam } from '../paramValue.ts';

/**
 * `odds lariat`: a lariat's throw (000 "Lariats": "a deliberate pistol shot at point blank, or close range
 * only – but with +1 dice to hit") with `--dice` dice, the +1 counted in: one hit on a 6 (a 5 too for a
 * Deadeye); a hit on a man behind cover makes him duck back, one in the open is roped and knocked down
 * unless Tough. The sampled form is the shootout's own throw (lariatThrow).
 */
export const lariatOdds: OddsMechanic = {
  name: 'lariat',
  summary: 'a lariat thrown with N dice: roped and knocked down, roped standing (Tough), or ducking back',
  source: '000 "Lariats"',
  params: [
    {
      name: 'dice',
      kind: 'int',
      min: 1,
      max: 12,
      describe: "the throw's dice: a deliberate pistol shot's at that range, plus 1",
    },
    { name: 'deadeye', kind: 'flag', describe: 'the thrower is a Deadeye (a 5 hits too)' },
    { name: 'tough', kind: 'flag', describe: 'the target is Tough (roped, but stays on his feet)' },
    { name: 'cover', kind: 'flag', describe: 'the target is behind cover (a hit only makes him duck back)' },
  ],
  options: [],
  prepare(params) {
    const n = intParam(params, 'dice');
    const deadeye = flagParam(params, 'deadeye');
    const tough = flagParam(params, 'tough');
    const cover = flagParam(params, 'cover');
    const counts = newFaceCounts();
    return {
      exact() {
        // No die hits: each die misses on 5 faces of 6 (4 for a Deadeye).
        const miss = new Fraction(BigInt(deadeye ? 4 : 5) ** BigInt(n), 6n ** BigInt(n));
        const hit = new Fraction(1n, 1n).sub(miss);
        const zero = new Fraction(0n, 1n);
        return [
          { key: 'pHit', label: 'P(the lariat hits)', kind: 'probability', exact: hit },
          {
            key: 'pRopedDown',
            label: 'P(roped and knocked down)',
            kind: 'probability',
            exact: !cover && !tough ? hit : zero,
          },
          {
            key: 'pRopedStanding',
            label: 'P(roped, on his feet: Tough)',
            kind: 'probability',
            exact: !cover && tough ? hit : zero,
          },
          {
            key: 'pDucksBack',
            label: 'P(behind cover: he ducks back)',
            kind: 'probability',
            exact: cover ? hit : zero,
          },
        ];
      },
      sample(dice, out) {
        const o = lariatThrow(n, deadeye, cover, tough, dice, counts);
        out[0] = o === 'miss' ? 0 : 1;
        out[1] = o === 'roped-knocked-down' ? 1 : 0;
        out[2] = o === 'roped-standing' ? 1 : 0;
        out[3] = o === 'ducks-back' ? 1 : 0;
      },
    };
  },
};
