import { Fraction } from '../../exact/Fraction.ts';
import {
  agileFace,
  newOnFootOutcome,
  onFootInStampede,
  type TrampledFrom,
} from '../../rules/rwnn/stampede/onFootInStampede.ts';
import type { DieFace } from '../../rules/rwnn/tables/DieFace.ts';
import { STAMPEDE_ON_FOOT } from '../../rules/rwnn/tables/stampedeEscape.ts';
import type { OddsMechanic, ReadingOption } from '../OddsMechanic.ts';
import { choiceValue, flagParam, intParam } from '../paramValue.ts';

const FACES: readonly DieFace[] = [1, 2, 3, 4, 5, 6];
const FROM: readonly TrampledFrom[] = ['same-turn', 'next-turn'];
const MOST_ROLLS = 4;
const ZERO = new Fraction(0n, 1n);
const SIXTH = new Fraction(1n, 6n);

/** When a man knocked down inside the herd is first trampled, as an `--option`. */
export const TRAMPLED_FROM_OPTION: ReadingOption = {
  key: 'stampede.trampledFrom',
  values: FROM,
  default: 'same-turn',
  describe: 'a man knocked down inside the herd is trampled in the turn he falls, or from the next turn',
  entry: 'stampede-trampled-from.md',
};

/** The chance of a step's `outcome` on one throw, read as the rule reads it ({@link agileFace}). */
function chance(
  results: Readonly<Record<DieFace, { readonly outcome: string }>>,
  outcome: string,
  agile: boolean,
) {
  let n = 0n;
  for (const f of FACES) if (results[agileFace(f, agile)].outcome === outcome) n++;
  return new Fraction(n, 6n);
}

/** `odds stampede-foot`: a man on foot caught at a stampeding herd's edge, over `turns` turns. */
export const stampedeFootOdds: OddsMechanic = {
  name: 'stampede-foot',
  summary: 'a man on foot in a stampede: escape, stay standing, knocked down, trample rolls',
  source: '000 "What to do if a Stampede comes your way and you’re on foot"',
  params: [
    { name: 'agile', kind: 'flag', describe: 'he is Agile: "Agile = -1 to roll" on the first two throws' },
    {
      name: 'turns',
      kind: 'int',
      min: 1,
      max: 10,
      default: 1,
      describe: 'turns the herd runs over him after the escape throw',
    },
  ],
  options: [TRAMPLED_FROM_OPTION],
  prepare(params, options) {
    const agile = flagParam(params, 'agile');
    const turns = intParam(params, 'turns');
    const from = choiceValue(options, TRAMPLED_FROM_OPTION.key, FROM, 'same-turn');
    const out = newOnFootOutcome();
    const most = MOST_ROLLS * turns;
    return {
      exact() {
        const escape = chance(STAMPEDE_ON_FOOT.escape.results, 'escapes', agile);
        const stays = chance(STAMPEDE_ON_FOOT.stayStanding.results, 'stays-standing', agile);
        const falls = new Fraction(1n, 1n).sub(stays);
        // After each turn: P(stuck and standing), and P(down with k trample rolls so far) for each k.
        let standing = new Fraction(1n, 1n).sub(escape);
        let down: Fraction[] = Array.from({ length: most + 1 }, () => ZERO);
        const trample = (d: readonly Fraction[]): Fraction[] => {
          const next = d.map(() => ZERO);
          d.forEach((p, k) => {
            for (const f of FACES) {
              const j = k + STAMPEDE_ON_FOOT.trampled.results[f].fightingTableRolls;
              // Past `most` only slots that can hold nothing yet (four rolls a turn at the most) would spill.
              if (j <= most) next[j] = next[j]!.add(p.mul(SIXTH));
            }
          });
          return next;
        };
        for (let t = 0; t < turns; t++) {
          const fallen = down.map(() => ZERO);
          fallen[0] = standing.mul(falls);
          // The men already down are trampled this turn, and those falling now too unless from the next turn.
          down =
            from === 'same-turn'
              ? trample(down.map((p, k) => p.add(fallen[k]!)))
              : trample(down).map((p, k) => p.add(fallen[k]!));
          standing = standing.mul(stays);
        }
        const knocked = down.reduce((a, p) => a.add(p), ZERO);
        const rolls = down.map((p, k) => (k === 0 ? p.add(standing).add(escape) : p));
        return [
          { key: 'pEscape', label: 'P(escapes)', kind: 'probability', exact: escape },
          { key: 'pStayStanding', label: 'P(stuck, still standing)', kind: 'probability', exact: standing },
          { key: 'pKnockedDown', label: 'P(knocked down)', kind: 'probability', exact: knocked },
          { key: 'trampleRolls', label: 'P(trample rolls = k)', kind: 'distribution', exact: rolls },
        ];
      },
      sample(dice, o) {
        onFootInStampede(agile, turns, from, dice, out);
        o[0] = out.escaped ? 1 : 0;
        o[1] = !out.escaped && out.standing ? 1 : 0;
        o[2] = !out.escaped && !out.standing ? 1 : 0;
        for (let k = 0; k <= most; k++) o[3 + k] = out.trampleRolls === k ? 1 : 0;
      },
    };
  },
};
