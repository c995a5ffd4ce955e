import { Fraction } from '../../../exact/Fraction.ts';
import { GUN } from '../../../rules/rwnn/figure/GunState.ts';
import { weaponIndex } from '../../../rules/rwnn/figure/weapons.ts';
import type { OddsEntry, OddsMechanic, ParamValues } from '../../OddsMechanic.ts';
import { hitCountEntries } from '../hitCountEntries.ts';
import { firingThrowExact } from './firingThrowExact.ts';
import { aftermathOf, hitChainExact } from './hitChainExact.ts';
import { SHOT_PARAMS } from './shotParams.ts';
import { SHOT_READING_OPTIONS } from './shotReadingOptions.ts';
import { ShotScene } from './ShotScene.ts';
import { shotSituation } from './ShotSituation.ts';
import { isDown, newShotAftermath, TARGET_STATE_KEYS, TARGET_STATES, targetState } from './targetState.ts';

const STATE_LABELS = [
  'P(unharmed)',
  'P(ducked back, unhurt)',
  'P(grazed)',
  'P(flesh wound)',
  'P(serious wound)',
  'P(knocked down)',
  'P(knocked out)',
  'P(dead)',
] as const;

/** Slots of the sampled trial, in the order of the exact entries. */
const SLOT = {
  dice: 0,
  anyHit: 1,
  hits: 2,
  outOfAmmo: 3,
  jammed: 4,
  state: 5,
  down: 13,
  ducksBack: 14,
  hitDist: 15,
} as const;

/** Why the rules rule out the situation, or null (see OddsMechanic.refuse). */
function refuseShot(params: ParamValues): string | null {
  const s = shotSituation(params);
  if (s.cls === 'citizen' && s.fire !== 'blaze')
    return '--fire: a citizen may not fire deliberately (000 SHOOTING); use --fire blaze';
  const scene = new ShotScene(s);
  const notes = scene.skillNotes();
  if (notes.length > 0) return `skills: ${notes.join('; ')}`;
  if (s.fire === 'blaze' && scene.rules.duel.shot.canBlaze[weaponIndex(s.weapon)] === 0)
    return `--fire: a ${s.weapon} may not blaze away under ${s.ruleset}`;
  if (scene.dice !== scene.dice)
    return `--range: ${s.range}" is beyond the reach of a ${s.weapon} under ${s.ruleset}`;
  return null;
}

/**
 * `odds shot`: one whole shot of an RWNN shootout, from the situation to what it leaves the target. The
 * firing dice are the rules' count for the situation; the firing throw is enumerated by its 6s, 5s and 1s;
 * each hit by every sequence of its dice from every state the earlier hits leave; all of it played through
 * the shootout's own shot resolver, so the sampled trial (the same resolver, seeded dice) checks the
 * enumeration and not a second copy of the rules.
 */
export const shotOdds: OddsMechanic = {
  name: 'shot',
  summary: "a whole shot: firing dice, hits, each hit's wound, cover and skills; what it leaves the target",
  source:
    '000 SHOOTING, RANGE CHART, FIRING MODIFIERS, "Blazing away", "Lucky shots", COVER, DUCK BACKS, HIT LOCATION & EFFECT, SKILLS & ATTRIBUTES; 003 SHOOTING, COVER, HIT LOCATION & EFFECT; 002 its range dice, modifiers and wound chart',
  params: SHOT_PARAMS,
  options: SHOT_READING_OPTIONS,
  refuse: refuseShot,
  prepare(params, options) {
    const scene = new ShotScene(shotSituation(params), options);
    const throwOdds = firingThrowExact(scene);
    const maxHits = throwOdds.hits.length - 1;
    const aftermath = newShotAftermath();
    return {
      exact(): readonly OddsEntry[] {
        const chain = hitChainExact(scene, maxHits);
        const states = new Array<Fraction>(TARGET_STATES.length).fill(Fraction.ZERO);
        let down = Fraction.ZERO;
        let ducks = Fraction.ZERO;
        throwOdds.hits.forEach((ph, k) => {
          for (const [key, q] of chain[k]!) {
            const a = aftermathOf(scene, key);
            const pq = ph.mul(q);
            states[targetState(a)] = states[targetState(a)]!.add(pq);
            if (isDown(a)) down = down.add(pq);
            if (a.duckedBack) ducks = ducks.add(pq);
          }
        });
        const dist = throwOdds.hits;
        return [
          { key: 'firingDice', label: 'firing dice', kind: 'expectation', exact: Fraction.of(scene.dice) },
          ...hitCountEntries(dist),
          {
            key: 'pOutOfAmmo',
            label: 'P(out of ammo)',
            kind: 'probability',
            exact: throwOdds.gun[GUN.outOfAmmo]!,
          },
          { key: 'pJammed', label: 'P(jammed)', kind: 'probability', exact: throwOdds.gun[GUN.jammed]! },
          ...TARGET_STATE_KEYS.map((key, i): OddsEntry => ({
            key,
            label: STATE_LABELS[i]!,
            kind: 'probability',
            exact: states[i]!,
          })),
          { key: 'pDown', label: 'P(down: out of the fight)', kind: 'probability', exact: down },
          {
            key: 'pDucksBack',
            label: 'P(forced to duck back, hurt or not)',
            kind: 'probability',
            exact: ducks,
          },
          { key: 'hits', label: 'P(hits = k)', kind: 'distribution', exact: dist },
        ];
      },
      sample(dice, out) {
        scene.target.reset();
        const hits = scene.fire(dice);
        const gun = scene.shooter.guns[0]!;
        scene.takeHits(hits, dice);
        const a = scene.aftermath(aftermath);
        out.fill(0);
        out[SLOT.dice] = scene.dice;
        out[SLOT.anyHit] = hits > 0 ? 1 : 0;
        out[SLOT.hits] = hits;
        out[SLOT.outOfAmmo] = gun === GUN.outOfAmmo ? 1 : 0;
        out[SLOT.jammed] = gun === GUN.jammed ? 1 : 0;
        out[SLOT.state + targetState(a)] = 1;
        out[SLOT.down] = isDown(a) ? 1 : 0;
        out[SLOT.ducksBack] = a.duckedBack ? 1 : 0;
        out[SLOT.hitDist + hits] = 1;
      },
    };
  },
};
