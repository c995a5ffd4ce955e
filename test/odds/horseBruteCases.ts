import { horseFightOdds } from '../../src/odds/mechanics/horseFightOdds.ts';
import { horseInjuryOdds } from '../../src/odds/mechanics/horseInjuryOdds.ts';
import { horseMoveOdds } from '../../src/odds/mechanics/horseMoveOdds.ts';
import { mountedFireOdds } from '../../src/odds/mechanics/mountedFireOdds.ts';
import { rescueOdds } from '../../src/odds/mechanics/rescueOdds.ts';
import { stopBoltOdds } from '../../src/odds/mechanics/stopBoltOdds.ts';
import type { OddsMechanic, ParamValues } from '../../src/odds/OddsMechanic.ts';

/** The horse mechanics' cases of the brute-force count (exactOdds.test.ts): every throw, at most six dice. */
export const HORSE_BRUTE_CASES: readonly [OddsMechanic, ParamValues, number, Record<string, string>?][] = [
  [horseMoveOdds, { rider: 'inept', dice: 2, wounded: false }, 4],
  [horseMoveOdds, { rider: 'inept', dice: 2, wounded: true }, 2, { 'horses.woundedInept': 'one-die' }],
  [horseMoveOdds, { rider: 'poor', dice: 4, wounded: false }, 4, { 'horses.threeSixes': 'exactly-three' }],
  [horseMoveOdds, { rider: 'good', dice: 2, wounded: true }, 4],
  [horseMoveOdds, { rider: 'expert', dice: 2, wounded: false }, 6],
  [horseInjuryOdds, {}, 2],
  [rescueOdds, { mod: -1 }, 1],
  [
    stopBoltOdds,
    { rider: 'expert', how: 'stood-and-fought' },
    1,
    { 'horses.boltingStop': 'loss-of-control' },
  ],
  [
    mountedFireOdds,
    { dice: 6, weapon: 'pistol', 'movement-dice': 3, rider: 'expert', 'plains-indian': true },
    4,
  ],
  [
    horseFightOdds,
    {
      rider: 'poor',
      dice: 2,
      how: 'passing-blow',
      response: 'dodge',
      attack: 0,
      defend: 2,
      lance: false,
      bolting: false,
    },
    4,
  ],
  [
    horseFightOdds,
    {
      rider: 'inept',
      dice: 2,
      how: 'trample',
      response: 'heroic-leap',
      attack: 0,
      defend: 3,
      lance: false,
      bolting: true,
    },
    5,
    { 'horses.trampledDown': 'when-hit', 'horses.combatControl': 'blow-struck' },
  ],
];
