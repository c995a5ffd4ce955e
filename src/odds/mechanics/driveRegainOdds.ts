import { Fraction } from '../../exact/Fraction.ts';
import { regainControl } from '../../rules/rwnn/stampede/regainControl.ts';
import {
  DEFAULT_STAMPEDE_RUN_READINGS,
  type RegainThrowReading,
} from '../../rules/rwnn/stampede/StampedeRunReadings.ts';
import type { DieFace } from '../../rules/rwnn/tables/DieFace.ts';
import { CattleDrive, DRIVE } from '../../scenarios/stampede/CattleDrive.ts';
import { HerdBlock } from '../../scenarios/stampede/HerdBlock.ts';
import { HerdDeck } from '../../scenarios/stampede/HerdDeck.ts';
import type { StampedeMan } from '../../scenarios/stampede/StampedeCell.ts';
import { newStampedeTally } from '../../scenarios/stampede/StampedeTally.ts';
import type { OddsEntry, OddsMechanic, ReadingOption } from '../OddsMechanic.ts';
import { choiceValue, intParam } from '../paramValue.ts';

const FACES: readonly DieFace[] = [1, 2, 3, 4, 5, 6];
const REGAINS: readonly RegainThrowReading[] = ['pair', 'each'];
const MOST_TURNS = 10;

/** When the regaining throw is made, as an `--option` (register entry drive-regain-throw). */
export const REGAIN_THROW_OPTION: ReadingOption = {
  key: 'drive.regainThrow',
  values: REGAINS,
  default: DEFAULT_STAMPEDE_RUN_READINGS.regainThrow,
  describe:
    'regaining control: one throw once two cowboys in front have acted, or a throw after every such action once two have',
  entry: 'drive-regain-throw.md',
};

/** Two cowboys 2" ahead of the lead animal, 1" either side of its middle line: in front, within 3". */
const IN_FRONT: readonly StampedeMan[] = [-1, 1].map((x, k) => ({
  name: `cowboy ${k + 1}`,
  cls: 'gunman',
  skills: [],
  x,
  y: 2,
  tactic: 'regain',
  cowboy: true,
  leaves: null,
  rider: 'good',
}));

/**
 * The throws two cowboys make in turn `t` (from 1), each taking one action a turn: under `pair` one throw
 * a turn, the pair's actions spent by it; under `each` a throw at the end of the second action and of
 * every action after.
 */
function throwsIn(t: number, reading: RegainThrowReading): number {
  return reading === 'pair' || t === 1 ? 1 : 2;
}

/**
 * `odds drive-regain`: two cowboys in front of an ambling herd, each taking his action "doing things" every
 * turn (000 "Regaining Control of the Herd"): the chance that control is regained in each turn and within
 * `--turns`. The sampled form plays the scenario's own {@link CattleDrive.regainAction}.
 */
export const driveRegainOdds: OddsMechanic = {
  name: 'drive-regain',
  summary: 'two cowboys in front of an ambling herd regaining control: by turn, and within the turns',
  source: '000 "Regaining Control of the Herd"',
  params: [
    {
      name: 'turns',
      kind: 'int',
      min: 1,
      max: MOST_TURNS,
      default: 3,
      describe: 'turns in which both cowboys take their action in front of the herd',
    },
  ],
  options: [REGAIN_THROW_OPTION],
  prepare(params, options) {
    const turns = intParam(params, 'turns');
    const reading = choiceValue(
      options,
      REGAIN_THROW_OPTION.key,
      REGAINS,
      DEFAULT_STAMPEDE_RUN_READINGS.regainThrow,
    );
    const readings = { ...DEFAULT_STAMPEDE_RUN_READINGS, regainThrow: reading };
    const x = Float64Array.from(IN_FRONT, (m) => m.x);
    const y = Float64Array.from(IN_FRONT, (m) => m.y);
    const herd = new HerdBlock(4, 6);
    const deck = new HerdDeck(
      IN_FRONT.map((m) => m.cls),
      'rwnn-extended',
    );
    const drive = new CattleDrive(IN_FRONT, x, y, readings);
    const tally = newStampedeTally();
    return {
      exact(): readonly OddsEntry[] {
        let fails = 0n;
        for (const f of FACES) if (!regainControl(f)) fails++;
        const miss = new Fraction(fails, 6n);
        const one = new Fraction(1n, 1n);
        const byTurn: OddsEntry[] = [];
        let stillAmbling = one;
        for (let t = 1; t <= turns; t++) {
          let missAll = one;
          for (let k = 0; k < throwsIn(t, reading); k++) missAll = missAll.mul(miss);
          byTurn.push({
            key: `pTurn${t}`,
            label: `P(control regained in turn ${t})`,
            kind: 'probability',
            exact: stillAmbling.mul(one.sub(missAll)),
          });
          stillAmbling = stillAmbling.mul(missAll);
        }
        return [
          {
            key: 'pRegained',
            label: `P(control regained within ${turns} turn${turns === 1 ? '' : 's'})`,
            kind: 'probability',
            exact: one.sub(stillAmbling),
          },
          ...byTurn,
        ];
      },
      sample(dice, out) {
        herd.place(0, 0, 0);
        deck.reset();
        drive.reset(deck);
        drive.breakUp(deck);
        let regainedIn = 0;
        for (let t = 1; t <= turns && regainedIn === 0; t++) {
          for (let i = 0; i < IN_FRONT.length && drive.state === DRIVE.ambling; i++)
            drive.regainAction(i, herd, deck, dice, tally);
          if (drive.state === DRIVE.driven) regainedIn = t;
        }
        out[0] = regainedIn > 0 ? 1 : 0;
        for (let t = 1; t <= turns; t++) out[t] = regainedIn === t ? 1 : 0;
      },
    };
  },
};
