import { Fraction } from '../../exact/Fraction.ts';
import { horseMoveThrow, newMoveThrow } from '../../rules/rwnn/horse/horseMoveThrow.ts';
import { movementDiceAllowed } from '../../rules/rwnn/horse/movementDiceAllowed.ts';
import { HORSE_INJURY } from '../../rules/rwnn/tables/horseInjury.ts';
import { HORSE_MOVEMENT } from '../../rules/rwnn/tables/horseMovement.ts';
import { RIDER_CLASSES } from '../../rules/rwnn/tables/RiderClass.ts';
import type { OddsEntry, OddsMechanic, ParamValues } from '../OddsMechanic.ts';
import { flagParam, intParam } from '../paramValue.ts';
import { horseReadingsFrom, MOVE_READING_OPTIONS, RIDER_PARAM, riderParam } from './horseReadingOptions.ts';

/** LOSS OF CONTROL 5: "an Inept rider moves 30 inches or more". */
const INEPT_CONTROL_INCHES = 30;

/** Ways (out of 6^n) of one throw, by distance, without and with a call for loss of control. */
type WaysByDistance = Map<number, [bigint, bigint]>;

function addWays(m: WaysByDistance, distance: number, control: boolean, ways: bigint): void {
  const w = m.get(distance) ?? [0n, 0n];
  w[control ? 1 : 0] += ways;
  m.set(distance, w);
}

/** Visits every one of the 6^n equally likely face sequences of `n` dice. */
function forEachFaces(n: number, visit: (faces: readonly number[]) => void): void {
  const faces = new Array<number>(n).fill(1);
  const step = (i: number): void => {
    if (i === n) return visit(faces);
    for (let f = 1; f <= 6; f++) {
      faces[i] = f;
      step(i + 1);
    }
  };
  step(0);
}

/** The dice an Inept rider's throw takes, and the class's throws in a turn. */
function shape(params: ParamValues, wounded: boolean, options: Parameters<typeof horseReadingsFrom>[0]) {
  const rider = riderParam(params);
  const row = HORSE_MOVEMENT.classes[rider];
  const r = horseReadingsFrom(options);
  const n =
    row.dice.kind === 'always' ? movementDiceAllowed(rider, 2, wounded, r).max : intParam(params, 'dice');
  return { rider, r, n, inept: row.distance === 'product', throws: row.turnDegreesAfterThrow.length };
}

/**
 * `odds horse-move`: how far a rider's horse goes in a turn at a steady number of dice a throw (000 HORSES,
 * MOVEMENT), and the chance the movement dice call for a loss-of-control throw; for an Inept rider, what his
 * two dice do when he wants to stop.
 */
export const horseMoveOdds: OddsMechanic = {
  name: 'horse-move',
  summary: "a rider's horse in one turn: distance, a call for loss of control, an Inept rider's stop",
  source: '000 HORSES, MOVEMENT; LOSS OF CONTROL 5; INJURY TO HORSES 5.b, 5.c',
  params: [
    RIDER_PARAM,
    {
      name: 'dice',
      kind: 'int',
      min: 1,
      max: 6,
      default: 2,
      describe: 'movement dice each throw of the turn (an Inept rider always throws two)',
    },
    { name: 'wounded', kind: 'flag', describe: 'the horse is wounded (INJURY TO HORSES 5)' },
  ],
  options: MOVE_READING_OPTIONS,
  refuse(params) {
    const rider = riderParam(params);
    const dice = intParam(params, 'dice');
    const row = HORSE_MOVEMENT.classes[rider];
    if (row.dice.kind === 'always')
      return dice === row.dice.count ? null : `--dice: an Inept rider always throws ${row.dice.count} dice`;
    const max =
      row.dice.max - (flagParam(params, 'wounded') ? HORSE_INJURY.wounded.maxDicePerThrowReduction : 0);
    return dice <= max
      ? null
      : `--dice: a ${RIDER_CLASSES.classes[rider].name} rider throws at most ${max} dice${max < row.dice.max ? ' on a wounded horse' : ''}`;
  },
  prepare(params, options) {
    const wounded = flagParam(params, 'wounded');
    const { rider, r, n, inept, throws } = shape(params, wounded, options);
    const most = inept ? 6 ** n : 6 * n * throws;
    const above = HORSE_INJURY.wounded.lossOfControlAboveDice[rider];
    const move = newMoveThrow();
    const stopMove = newMoveThrow();
    const ask = { rider, dice: n, stop: false, horseWounded: wounded };
    const stopAsk = { ...ask, stop: true };
    return {
      exact(): readonly OddsEntry[] {
        const one: WaysByDistance = new Map();
        let even = 0n;
        let odd = 0n;
        forEachFaces(n, (faces) => {
          const distance = faces.reduce((a, f) => (inept ? a * f : a + f), inept ? 1 : 0);
          const sixes = faces.filter((f) => f === 6).length;
          const three = r.threeSixes === 'exactly-three' ? sixes === 3 : sixes >= 3;
          const control =
            three || (inept && distance >= INEPT_CONTROL_INCHES) || (wounded && above !== null && n > above);
          addWays(one, distance, control, 1n);
          if (faces.every((f) => f % 2 === 0)) even++;
          if (faces.every((f) => f % 2 === 1)) odd++;
        });
        // The turn: `throws` independent throws, their distances added, any one calling for the throw.
        let turn: WaysByDistance = new Map([[0, [1n, 0n]]]);
        for (let t = 0; t < throws; t++) {
          const next: WaysByDistance = new Map();
          for (const [d, [calm, called]] of turn)
            for (const [e, [c2, k2]] of one) {
              addWays(next, d + e, false, calm * c2);
              addWays(next, d + e, true, calm * k2 + called * (c2 + k2));
            }
          turn = next;
        }
        const total = 6n ** BigInt(n * throws);
        const distance = Array.from({ length: most + 1 }, (_, k) => {
          const w = turn.get(k) ?? [0n, 0n];
          return new Fraction(w[0] + w[1], total);
        });
        let called = 0n;
        for (const [, w] of turn) called += w[1];
        const entries: OddsEntry[] = [
          { key: 'distance', label: 'P(distance = k inches)', kind: 'distribution', exact: distance },
          {
            key: 'pControlThrow',
            label: 'P(the movement dice call for loss of control)',
            kind: 'probability',
            exact: new Fraction(called, total),
          },
        ];
        if (!inept) return entries;
        const all = 6n ** BigInt(n);
        return [
          ...entries,
          {
            key: 'pStops',
            label: 'P(wanting to stop: stops at once)',
            kind: 'probability',
            exact: new Fraction(even, all),
          },
          {
            key: 'pCannotStop',
            label: 'P(wanting to stop: cannot stop)',
            kind: 'probability',
            exact: new Fraction(odd, all),
          },
          {
            key: 'pHalfThenStops',
            label: 'P(wanting to stop: half distance, then stops)',
            kind: 'probability',
            exact: new Fraction(all - even - odd, all),
          },
        ];
      },
      sample(dice, out) {
        let distance = 0;
        let called = false;
        for (let t = 0; t < throws; t++) {
          horseMoveThrow(ask, r, dice, move);
          distance += move.distance;
          called ||= move.controlThrow;
        }
        for (let k = 0; k <= most; k++) out[k] = k === distance ? 1 : 0;
        out[most + 1] = called ? 1 : 0;
        if (!inept) return;
        // A second throw, the rider wanting to stop: each entry's own chance, in the same trial.
        horseMoveThrow(stopAsk, r, dice, stopMove);
        out[most + 2] = stopMove.stopped && stopMove.distance === 0 ? 1 : 0;
        out[most + 3] = stopMove.stopped ? 0 : 1;
        out[most + 4] = stopMove.stopped && stopMove.distance > 0 ? 1 : 0;
      },
    };
  },
};
