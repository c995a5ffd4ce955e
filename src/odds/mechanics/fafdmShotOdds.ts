import { Fraction } from '../../exact/Fraction.ts';
import { COOLNESS_SHOT_MODIFIER, diceOverCoolness } from '../../rules/fafdm/coolnessTest.ts';
import { rescueWounds } from '../../rules/fafdm/rescueWounds.ts';
import { shotDamage } from '../../rules/fafdm/shotDamage.ts';
import type { OddsMechanic } from '../OddsMechanic.ts';
import { flagParam, intParam } from '../paramValue.ts';
import { SHOT_TABLE_OPTION, fafdmReadingsFrom } from '../../rules/fafdm/FafdmReadings.ts';
import { COMPARE_OPTION, coolnessReadingsFrom, SHOCKED_OPTION } from './coolnessReadingOptions.ts';
import { forEachTwoDice } from './forEachTwoDice.ts';

/** `odds fafdm-shot`: one For A Few Dice More shot, coolness test to rescue test. */
export const fafdmShotOdds: OddsMechanic = {
  name: 'fafdm-shot',
  summary: 'For A Few Dice More shot: coolness test, shooting test, then the rescue test',
  source: '001 4.2 FIRE (COOLNESS TEST, SHOOTING TEST, RESCUE TEST)',
  params: [
    { name: 'shot', kind: 'int', min: 0, max: 12, describe: "shooter's shot skill S" },
    { name: 'bonus', kind: 'int', min: -6, max: 6, default: 0, describe: 'weapon bonus W' },
    {
      name: 'mod',
      kind: 'int',
      min: -12,
      max: 12,
      default: 0,
      describe: 'sum of the other shot modifiers M (Tab.3)',
    },
    { name: 'ref', kind: 'int', min: 0, max: 12, describe: "target's reflexes R" },
    { name: 'cool', kind: 'int', min: 0, max: 12, describe: "shooter's coolness C" },
    {
      name: 'shocked',
      kind: 'flag',
      describe: 'the shooter is shocked or in panic (+1 on the coolness test)',
    },
  ],
  options: [COMPARE_OPTION, SHOCKED_OPTION, SHOT_TABLE_OPTION],
  prepare(params, options) {
    const base = intParam(params, 'shot') + intParam(params, 'bonus') + intParam(params, 'mod');
    const reflexes = intParam(params, 'ref');
    const cool = intParam(params, 'cool');
    const shocked = flagParam(params, 'shocked');
    const readings = coolnessReadingsFrom(options);
    // The engine's reading of the thresholds, so `odds` and the games score a shot alike.
    const table = fafdmReadingsFrom(options).shotTable;
    const damageOf = (c1: number, c2: number, shotDie: number): 0 | 1 | 2 =>
      shotDamage(
        shotDie + base + COOLNESS_SHOT_MODIFIER[diceOverCoolness(c1, c2, cool, shocked, readings)],
        table,
      );
    return {
      exact() {
        // Every throw is counted over 6^4 outcomes (two coolness dice, the shot die, the rescue die), the
        // rescue die counting for nothing when there is no damage to rescue from.
        const damage = [0n, 0n, 0n];
        const wounds = [0n, 0n, 0n];
        forEachTwoDice((c1, c2) => {
          for (let shotDie = 1; shotDie <= 6; shotDie++) {
            const dmg = damageOf(c1, c2, shotDie);
            damage[dmg]! += 6n;
            for (let rescueDie = 1; rescueDie <= 6; rescueDie++) {
              wounds[dmg === 0 ? 0 : rescueWounds(rescueDie + dmg - reflexes)]!++;
            }
          }
        });
        const p = (w: bigint): Fraction => new Fraction(w, 1296n);
        return [
          { key: 'damage', label: 'P(damage = k)', kind: 'distribution', exact: damage.map(p) },
          { key: 'wounds', label: 'P(wounds = k)', kind: 'distribution', exact: wounds.map(p) },
        ];
      },
      sample(dice, out) {
        const dmg = damageOf(dice.d6(), dice.d6(), dice.d6());
        const wounds = dmg === 0 ? 0 : rescueWounds(dice.d6() + dmg - reflexes);
        out.fill(0);
        out[dmg] = 1;
        out[3 + wounds] = 1;
      },
    };
  },
};
