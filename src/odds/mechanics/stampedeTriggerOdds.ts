import { Fraction } from '../../exact/Fraction.ts';
import { stampedeCheck } from '../../rules/rwnn/stampede/stampedeCheck.ts';
import { stampedeTables } from '../../rules/rwnn/stampede/stampedeTables.ts';
import type { DieFace } from '../../rules/rwnn/tables/DieFace.ts';
import type { OddsMechanic } from '../OddsMechanic.ts';
import { flagParam, intParam } from '../paramValue.ts';
import {
  DYNAMITE_REACH_OPTION,
  STAMPEDE_READING_OPTIONS,
  stampedeReadingsFrom,
} from './stampedeReadingOptions.ts';

const FACES: readonly DieFace[] = [1, 2, 3, 4, 5, 6];

/** `odds stampede-trigger`: whether gunfire (or dynamite) this far from a herd sets it running. */
export const stampedeTriggerOdds: OddsMechanic = {
  name: 'stampede-trigger',
  summary: 'gunfire near a herd: the chance it stampedes',
  source: '000 "Stampede Procedure"',
  params: [
    {
      name: 'distance',
      kind: 'int',
      min: 0,
      max: 48,
      describe: 'inches from the source of the gunshots to the nearest animal of the herd',
    },
    { name: 'dynamite', kind: 'flag', describe: 'dynamite goes off: "an automatic stampede"' },
  ],
  options: [...STAMPEDE_READING_OPTIONS, DYNAMITE_REACH_OPTION],
  prepare(params, options) {
    const inches = intParam(params, 'distance');
    const dynamite = flagParam(params, 'dynamite');
    const readings = stampedeReadingsFrom(options);
    return {
      exact() {
        // No stampede only when no table thrown comes up with one: the tables' dice are independent.
        const tables = stampedeTables(inches, readings);
        // Dynamite: certain within the checking distance, and beyond it as the reach reading says.
        const blast = readings.dynamiteReach === 'any-distance' || tables.length > 0;
        let calm = new Fraction(dynamite && blast ? 0n : 1n, 1n);
        for (const table of dynamite ? [] : tables) {
          const quiet = FACES.filter((f) => table.results[f].outcome !== 'stampede').length;
          calm = calm.mul(new Fraction(BigInt(quiet), 6n));
        }
        return [
          {
            key: 'pStampede',
            label: 'P(stampede)',
            kind: 'probability',
            exact: new Fraction(1n, 1n).sub(calm),
          },
        ];
      },
      sample(dice, out) {
        out[0] = stampedeCheck(inches, dynamite, readings, dice) ? 1 : 0;
      },
    };
  },
};
