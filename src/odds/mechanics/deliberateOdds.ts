import { newFaceCounts } from '../../dice/Dice.ts';
import { forEachCategorySplit } from '../../exact/forEachCategorySplit.ts';
import { Fraction } from '../../exact/Fraction.ts';
import { deliberateHits } from '../../rules/rwnn/deliberateFire.ts';
import type { OddsMechanic } from '../OddsMechanic.ts';
import { flagParam, intParam } from '../paramValue.ts';

/** `odds deliberate`: deliberate fire, one hit on any 6 (5 or 6 with Deadeye). */
export const deliberateOdds: OddsMechanic = {
  name: 'deliberate',
  summary: 'deliberate fire: one hit if any die shows a 6',
  source: '000 SHOOTING "Deliberate fire"; 003 SHOOTING; Deadeye in 000 SKILLS & ATTRIBUTES',
  params: [
    { name: 'dice', kind: 'int', min: 1, max: 40, describe: 'firing dice after all modifiers' },
    { name: 'deadeye', kind: 'flag', describe: 'the Deadeye skill: hits on a 5 or 6' },
  ],
  options: [],
  prepare(params) {
    const n = intParam(params, 'dice');
    const deadeye = flagParam(params, 'deadeye');
    const counts = newFaceCounts();
    return {
      exact() {
        // Category 0 is the hitting faces (6, or 5 and 6 with Deadeye), category 1 the rest.
        let hit = 0n;
        let total = 0n;
        forEachCategorySplit(n, deadeye ? [2, 4] : [1, 5], ([hitting], ways) => {
          if (hitting! > 0) hit += ways;
          total += ways;
        });
        return [{ key: 'pHit', label: 'P(hit)', kind: 'probability', exact: new Fraction(hit, total) }];
      },
      sample(dice, out) {
        out[0] = deliberateHits(dice.rollCounts(n, counts), deadeye);
      },
    };
  },
};
