import { Fraction } from '../../exact/Fraction.ts';
import { blastDamage, blastWounds } from '../../rules/fafdm/explosives/blastWounds.ts';
import { escapeU, fuseBlowsUp } from '../../rules/fafdm/explosives/dynamiteDice.ts';
import {
  BLAST_DAMAGE_OPTION,
  explosivesReadingsFrom,
} from '../../rules/fafdm/explosives/explosivesOptions.ts';
import { FAFDM_EXPLOSIVES } from '../../rules/fafdm/explosives/explosivesTables.ts';
import { fafdmReadingsFrom, RESCUE_OPTION } from '../../rules/fafdm/FafdmReadings.ts';
import { rescueWounds } from '../../rules/fafdm/rescueWounds.ts';
import type { OddsMechanic } from '../OddsMechanic.ts';
import { choiceValue, intParam } from '../paramValue.ts';

const DYNAMITE = FAFDM_EXPLOSIVES.dynamite;
type ExplosiveId = keyof typeof FAFDM_EXPLOSIVES;
const EXPLOSIVE_IDS = Object.keys(FAFDM_EXPLOSIVES) as ExplosiveId[];
const SIXTH = new Fraction(1n, 6n);

/** The wounds' distribution of one rescue test per damage (the board's reading): a sum of `n` tests. */
function perDamage(n: number, ref: number): Fraction[] {
  let dist = [Fraction.ONE];
  for (let k = 0; k < n; k++) {
    const next = new Array<Fraction>(dist.length + 2).fill(Fraction.ZERO);
    for (let w = 0; w < dist.length; w++)
      for (let d = 1; d <= 6; d++) {
        const i = w + rescueWounds(d - ref);
        next[i] = next[i]!.add(dist[w]!.mul(SIXTH));
      }
    dist = next;
  }
  return dist;
}

/**
 * `odds fafdm-blast`: a stick of dynamite lands `distance` U from a figure (001 5.5, 5.5.2, Tab.9-10): the
 * thrower's short fuse (a 1 blows it up in his hands), the figure's escape of 1D6/2 U if he has yet to act
 * and the fuse was not short, then Tab.10's 6 damage less Tab.9's protection, through the rescue test or
 * straight off his CONSTITUTION (`fafdm.blastDamage`). `--explosive nitroglycerine` (5.5.1): 10 damage,
 * no fuse, and nobody escapes ("explodes when thrown directly in contact with the target").
 */
export const fafdmBlastOdds: OddsMechanic = {
  name: 'fafdm-blast',
  summary:
    'For A Few Dice More dynamite or nitroglycerine: the short fuse, the escape and the wounds of a blast',
  source:
    '001 5.5 EXPLOSIVES (Tab.9 protection); 5.5.1 NYTROGLICERINE; 5.5.2 DYNAMITE (escape, short fuse); Tab.10; 4.2 rescue test',
  params: [
    {
      name: 'explosive',
      kind: 'choice',
      choices: EXPLOSIVE_IDS,
      default: 'dynamite',
      describe: 'Tab.10: dynamite (6 damage, fused) or nitroglycerine (10, explodes on contact: no escape)',
    },
    { name: 'ref', kind: 'int', min: 0, max: 12, describe: "the figure's reflexes REF" },
    { name: 'cos', kind: 'int', min: 1, max: 12, default: 2, describe: 'his CONSTITUTION left' },
    {
      name: 'distance',
      kind: 'int',
      min: 0,
      max: DYNAMITE.radiusU,
      default: 0,
      describe: `U from where the stick lands (Tab.10: within ${DYNAMITE.radiusU}U)`,
    },
    {
      name: 'protection',
      kind: 'int',
      min: 0,
      max: 5,
      default: 0,
      describe: "Tab.9's protection (wall partial 2, whole 4; fence 1, 3; tree 1, 2; big rock 3, 5)",
    },
    {
      name: 'waiting',
      kind: 'int',
      min: 0,
      max: 1,
      default: 1,
      describe: 'whether he has yet to act this turn (5.5.2: then he may escape)',
    },
    {
      name: 'short',
      kind: 'int',
      min: 0,
      max: 1,
      default: 0,
      describe: 'whether the thrower declares a short fuse (5.5.2)',
    },
  ],
  options: [BLAST_DAMAGE_OPTION, RESCUE_OPTION],
  prepare(params, options) {
    const ref = intParam(params, 'ref');
    const cos = intParam(params, 'cos');
    const distance = intParam(params, 'distance');
    const explosive = FAFDM_EXPLOSIVES[choiceValue(params, 'explosive', EXPLOSIVE_IDS, 'dynamite')];
    const damage = blastDamage(explosive.damage, intParam(params, 'protection'));
    // 5.5.1: nitroglycerine has no fuse and gives no time to escape.
    const mayEscape = explosive.fused && intParam(params, 'waiting') === 1;
    const short = explosive.fused && intParam(params, 'short') === 1;
    const reading = explosivesReadingsFrom(options).blastDamage;
    const rescue = fafdmReadingsFrom(options).rescue;
    const most = damage === 0 ? 0 : reading === 'wounds' ? damage : rescue === 'once' ? 2 : 2 * damage;
    return {
      exact() {
        const inHands = short ? SIXTH : Fraction.ZERO;
        // Escaping: 1D6/2 rounded up (1, 1, 2, 2, 3, 3) carries him beyond the radius.
        let ways = 0;
        for (let d = 1; d <= 6; d++) if (distance + Math.ceil(d / 2) > DYNAMITE.radiusU) ways++;
        const escapes = !short && mayEscape ? Fraction.of(ways, 6) : Fraction.ZERO;
        const reached = Fraction.ONE.sub(inHands).sub(escapes);
        let given: Fraction[];
        if (damage === 0) given = [Fraction.ONE];
        else if (reading === 'wounds')
          given = Array.from({ length: damage + 1 }, (_, w) => (w === damage ? Fraction.ONE : Fraction.ZERO));
        else if (rescue === 'once') {
          given = [Fraction.ZERO, Fraction.ZERO, Fraction.ZERO];
          for (let d = 1; d <= 6; d++) {
            const w = rescueWounds(d + damage - ref);
            given[w] = given[w]!.add(SIXTH);
          }
        } else given = perDamage(damage, ref);
        const dist = given.map((p, w) =>
          w === 0 ? p.mul(reached).add(Fraction.ONE.sub(reached)) : p.mul(reached),
        );
        let wounded = Fraction.ZERO;
        let eliminated = Fraction.ZERO;
        for (let w = 1; w < dist.length; w++) {
          wounded = wounded.add(dist[w]!);
          if (w >= cos) eliminated = eliminated.add(dist[w]!);
        }
        return [
          {
            key: 'pInHands',
            label: 'P(the short fuse blows up in his hands)',
            kind: 'probability',
            exact: inHands,
          },
          { key: 'pEscapes', label: 'P(he escapes the blast)', kind: 'probability', exact: escapes },
          { key: 'pWounded', label: 'P(at least one wound)', kind: 'probability', exact: wounded },
          {
            key: 'pEliminated',
            label: 'P(eliminated: wounds >= COS)',
            kind: 'probability',
            exact: eliminated,
          },
          { key: 'wounds', label: `wounds (0 to ${most})`, kind: 'distribution', exact: dist },
        ];
      },
      sample(dice, out) {
        out.fill(0);
        let wounds = 0;
        if (short && fuseBlowsUp(dice)) out[0] = 1;
        else if (!short && mayEscape && distance + escapeU(dice) > DYNAMITE.radiusU) out[1] = 1;
        else wounds = blastWounds(dice, damage, ref, rescue, reading);
        out[2] = wounds > 0 ? 1 : 0;
        out[3] = wounds >= cos ? 1 : 0;
        out[4 + wounds] = 1;
      },
    };
  },
};
