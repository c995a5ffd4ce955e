import { newFaceCounts } from '../../dice/Dice.ts';
import { Fraction } from '../../exact/Fraction.ts';
import { deliberateHits } from '../../rules/rwnn/deliberateFire.ts';
import { mountedFiringModifier, type MountedFirer } from '../../rules/rwnn/horse/mountedFiringModifier.ts';
import type { OddsMechanic } from '../OddsMechanic.ts';
import { choiceValue, flagParam, intParam } from '../paramValue.ts';
import {
  horseReadingsFrom,
  MOUNTED_FIRE_READING_OPTIONS,
  RIDER_PARAM,
  riderParam,
} from './horseReadingOptions.ts';

const WEAPONS: readonly MountedFirer['weapon'][] = ['pistol', 'shoulder-arm'];

/**
 * `odds mounted-fire`: the firing dice a rider keeps when he fires just before a movement throw (000 HORSES,
 * "Moving and Firing Mounted."), and the chance a deliberate shot with them hits.
 */
export const mountedFireOdds: OddsMechanic = {
  name: 'mounted-fire',
  summary: 'firing from a moving horse: the firing dice left, and a deliberate hit with them',
  source: '000 HORSES, "Moving and Firing Mounted."; RANGE CHART; SHOOTING "Deliberate fire"',
  params: [
    { name: 'dice', kind: 'int', min: 1, max: 40, describe: 'firing dice before the mounted penalty' },
    {
      name: 'weapon',
      kind: 'choice',
      choices: WEAPONS,
      default: 'pistol',
      describe: 'a pistol, or a shoulder arm (rifle, carbine, shotgun)',
    },
    {
      name: 'movement-dice',
      kind: 'int',
      min: 0,
      max: 6,
      describe: 'horse movement dice the rider is about to throw',
    },
    RIDER_PARAM,
    { name: 'plains-indian', kind: 'flag', describe: 'the rider is a Plains Indian' },
  ],
  options: MOUNTED_FIRE_READING_OPTIONS,
  prepare(params, options) {
    const firer: MountedFirer = {
      weapon: choiceValue(params, 'weapon', WEAPONS, 'pistol'),
      rider: riderParam(params),
      plainsIndian: flagParam(params, 'plains-indian'),
      movementDice: intParam(params, 'movement-dice'),
    };
    const left = intParam(params, 'dice') + mountedFiringModifier(firer, horseReadingsFrom(options));
    // Zero or fewer dice throw nothing: no deliberate hit (a lucky shot is `odds lucky`).
    const thrown = Math.max(0, left);
    const counts = newFaceCounts();
    return {
      exact() {
        const miss = new Fraction(5n ** BigInt(thrown), 6n ** BigInt(thrown));
        return [
          {
            key: 'firingDice',
            label: 'firing dice left (zero or fewer: only a lucky shot)',
            kind: 'expectation',
            exact: new Fraction(BigInt(left), 1n),
          },
          {
            key: 'pDeliberateHit',
            label: 'P(deliberate hit)',
            kind: 'probability',
            exact: new Fraction(1n, 1n).sub(miss),
          },
        ];
      },
      sample(dice, out) {
        out[0] = left;
        out[1] = deliberateHits(dice.rollCounts(thrown, counts), false);
      },
    };
  },
};
