import { Fraction } from '../../exact/Fraction.ts';
import { DEFAULT_ARROW_READINGS, type ArrowReadings } from '../../rules/rwnn/indian/ArrowReadings.ts';
import { type ArrowStage, newArrowWound, resetArrowWound } from '../../rules/rwnn/indian/ArrowWound.ts';
import { arrowTurn } from '../../rules/rwnn/indian/arrowTurn.ts';
import { impaled } from '../../rules/rwnn/indian/impaled.ts';
import { ARROW_WOUNDS, type ArrowBreakingOutcome } from '../../rules/rwnn/tables/arrowWounds.ts';
import { DIE_FACES } from '../../rules/rwnn/tables/DieFace.ts';
import type { OddsEntry, OddsMechanic, ReadingOption } from '../OddsMechanic.ts';
import { choiceValue, intParam } from '../paramValue.ts';

const RESULTS = ['again', 'broken'] as const;

/** The reading of the breaking throw's 3 and 4, as an `--option`. */
export const ARROW_BREAKING_OPTION: ReadingOption = {
  key: 'arrows.breakingResult',
  values: RESULTS,
  default: DEFAULT_ARROW_READINGS.breakingResult,
  describe: 'after "additional wound" or "passes out" the arrow is still in (throw again), or broken off',
  entry: 'arrow-breaking.md',
};

/** One state of the chain: the stage, whether an additional wound came, whether he passed out. */
interface State {
  readonly stage: ArrowStage;
  readonly wound: boolean;
  readonly out: boolean;
}

const keyOf = (s: State): string => `${s.stage}|${s.wound}|${s.out}`;

/** The chance of a face of the removal or breaking table giving `pick`. */
const share = <T>(row: (f: 1 | 2 | 3 | 4 | 5 | 6) => T, pick: T): Fraction =>
  new Fraction(BigInt(DIE_FACES.filter((f) => row(f) === pick).length), 6n);

/** The next states of one turn's throw, with their chances: the tables read apart from the rule function. */
function next(s: State, r: ArrowReadings): [State, Fraction][] {
  if (s.stage === 'in') {
    const removal = (f: 1 | 2 | 3 | 4 | 5 | 6) => ARROW_WOUNDS.removal[f].outcome;
    return [
      [{ ...s, stage: 'removed' }, share(removal, 'removed')],
      [{ ...s, stage: 'must-break' }, share(removal, 'must-break-off')],
      [s, share(removal, 'no-progress')],
    ];
  }
  if (s.stage !== 'must-break') return [[s, Fraction.ONE]];
  const breaking = (f: 1 | 2 | 3 | 4 | 5 | 6): ArrowBreakingOutcome => ARROW_WOUNDS.breaking[f].outcome;
  const after: ArrowStage = r.breakingResult === 'broken' ? 'broken-off' : 'must-break';
  return [
    [{ ...s, stage: 'dead' }, share(breaking, 'dies')],
    [{ ...s, stage: 'broken-off' }, share(breaking, 'broken')],
    [{ ...s, stage: after, wound: true }, share(breaking, 'additional-wound')],
    [{ ...s, stage: after, out: true }, share(breaking, 'passes-out')],
  ];
}

const ENTRIES: readonly [string, string, (s: State) => boolean][] = [
  ['pRemoved', 'P(the arrow is pulled out)', (s) => s.stage === 'removed'],
  ['pBrokenOff', 'P(the arrow is broken off)', (s) => s.stage === 'broken-off'],
  ['pDies', 'P(the victim dies of it)', (s) => s.stage === 'dead'],
  [
    'pStillIn',
    'P(the arrow is still in after the turns)',
    (s) => s.stage === 'in' || s.stage === 'must-break',
  ],
  ['pAdditionalWound', 'P(an additional wound from breaking it)', (s) => s.wound],
  ['pPassedOut', 'P(he passed out while it was broken)', (s) => s.out],
];

/**
 * `odds arrow-removal`: whether an arrow wound impales, and getting the arrow out or breaking it off over a
 * number of turns (000 INDIAN WEAPONS).
 */
export const arrowRemovalOdds: OddsMechanic = {
  name: 'arrow-removal',
  summary: 'an arrow wound: impaled; the arrow pulled out, broken off, or the victim dead, over turns',
  source: '000 INDIAN WEAPONS (impaled, getting the arrow out, breaking it)',
  params: [
    {
      name: 'turns',
      kind: 'int',
      min: 1,
      max: 10,
      default: 3,
      describe: 'turns of throws at the arrow, by him or his helper, one a turn',
    },
  ],
  options: [ARROW_BREAKING_OPTION],
  prepare(params, options) {
    const turns = intParam(params, 'turns');
    const r: ArrowReadings = {
      breakingResult: choiceValue(
        options,
        'arrows.breakingResult',
        RESULTS,
        DEFAULT_ARROW_READINGS.breakingResult,
      ),
    };
    const w = newArrowWound();
    return {
      exact(): readonly OddsEntry[] {
        let dist = new Map<string, [State, Fraction]>([
          [
            keyOf({ stage: 'in', wound: false, out: false }),
            [{ stage: 'in', wound: false, out: false }, Fraction.ONE],
          ],
        ]);
        for (let t = 0; t < turns; t++) {
          const step = new Map<string, [State, Fraction]>();
          for (const [s, p] of dist.values())
            for (const [n, q] of next(s, r)) {
              const k = keyOf(n);
              step.set(k, [n, (step.get(k)?.[1] ?? Fraction.ZERO).add(p.mul(q))]);
            }
          dist = step;
        }
        const states = [...dist.values()];
        return [
          {
            key: 'pImpaled',
            label: 'P(an arrow wound impales him)',
            kind: 'probability',
            exact: new Fraction(BigInt(ARROW_WOUNDS.impaled.impaledOn.length), 6n),
          },
          ...ENTRIES.map(([key, label, holds]) => ({
            key,
            label,
            kind: 'probability' as const,
            exact: states.filter(([s]) => holds(s)).reduce((a, [, p]) => a.add(p), Fraction.ZERO),
          })),
        ];
      },
      sample(dice, out) {
        out[0] = impaled(dice) ? 1 : 0;
        resetArrowWound(w);
        for (let t = 0; t < turns; t++) arrowTurn(w, r, dice);
        out[1] = w.stage === 'removed' ? 1 : 0;
        out[2] = w.stage === 'broken-off' ? 1 : 0;
        out[3] = w.stage === 'dead' ? 1 : 0;
        out[4] = w.stage === 'in' || w.stage === 'must-break' ? 1 : 0;
        out[5] = w.additionalWounds > 0 ? 1 : 0;
        out[6] = w.passedOut ? 1 : 0;
      },
    };
  },
};
