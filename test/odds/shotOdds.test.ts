import { describe, expect, it } from 'vitest';
import { ScriptedDice } from '../../src/dice/ScriptedDice.ts';
import { Fraction } from '../../src/exact/Fraction.ts';
import type { ParamValues } from '../../src/odds/OddsMechanic.ts';
import { EnumeratedDice } from '../../src/odds/mechanics/shot/EnumeratedDice.ts';
import { firingThrowExact } from '../../src/odds/mechanics/shot/firingThrowExact.ts';
import { aftermathOf, hitChainExact } from '../../src/odds/mechanics/shot/hitChainExact.ts';
import { shotOdds } from '../../src/odds/mechanics/shot/shotOdds.ts';
import { ShotScene } from '../../src/odds/mechanics/shot/ShotScene.ts';
import { shotSituation } from '../../src/odds/mechanics/shot/ShotSituation.ts';
import {
  isDown,
  newShotAftermath,
  TARGET_STATE_KEYS,
  TARGET_STATES,
  targetState,
} from '../../src/odds/mechanics/shot/targetState.ts';
import { GUN } from '../../src/rules/rwnn/figure/GunState.ts';
import { bruteForce, exactOf, flatExact } from './oddsTestKit.ts';

const scene = (params: ParamValues): ShotScene => new ShotScene(shotSituation(params));

/** Fires `hits` forced hits at the scene's target and names the state they leave him in, with "down". */
function afterHits(s: ShotScene, hits: number, faces: readonly number[]): string {
  s.target.reset();
  const dice = new ScriptedDice(faces);
  s.takeHits(hits, dice);
  dice.assertConsumed();
  const a = s.aftermath(newShotAftermath());
  return `${TARGET_STATES[targetState(a)]}${isDown(a) ? ', down' : ''}`;
}

describe('odds shot: the firing dice of a situation', () => {
  it('counts the range chart and the modifiers as printed', () => {
    // 000 RANGE CHART "Pistol: 6” / 3", "12” / 1".
    expect(scene({ range: 6 }).dice).toBe(3);
    expect(scene({ range: 12 }).dice).toBe(1);
    // "With pistol +3" blazing away, "Legend +2".
    expect(scene({ range: 6, fire: 'blaze', class: 'legend' }).dice).toBe(8);
    // "Aimed shot with pistol +4", "Target in cover – 1".
    expect(scene({ range: 6, fire: 'aimed', cover: 'wall' }).dice).toBe(6);
    // "Firing pistol ... after moving – 1", "Head wound – 1", "Each Serious wound – 2": 3 - 1 - 1 - 4.
    expect(scene({ range: 6, moved: true, 'head-wound': true, 'serious-wounds': 2 }).dice).toBe(-3);
    // 002 "Pistol 6\" - 3d6", "Target In Hard Cover -2" for a wall of adobe, "Target In Soft Cover -1" for brush.
    expect(scene({ ruleset: 'rwnn-quickref', range: 6, cover: 'wall' }).dice).toBe(1);
    expect(scene({ ruleset: 'rwnn-quickref', range: 6, cover: 'brush' }).dice).toBe(2);
  });

  it('refuses what the rules rule out, in one line naming the flag', () => {
    expect(shotOdds.refuse!({ class: 'citizen', fire: 'deliberate' })).toMatch(/^--fire: a citizen may not/);
    expect(shotOdds.refuse!({ range: 30 })).toMatch(/^--range: 30" is beyond the reach of a pistol/);
    // 003 prints no Clumsy.
    expect(shotOdds.refuse!({ ruleset: 'rwnn-1996', clumsy: 1 })).toMatch(/^skills: clumsy is not a skill/);
    expect(shotOdds.refuse!({ range: 9, fire: 'blaze', cover: 'corner' })).toBeNull();
  });
});

describe('odds shot: forced dice through the engine', () => {
  it('blazing away: two 6s and a 1 are two hits; three 1s over one 6 jam the gun (000 "Blazing away")', () => {
    const s = scene({ range: 6, fire: 'blaze' });
    expect(s.fire(new ScriptedDice([6, 6, 1, 3, 4, 2]))).toBe(2);
    expect(s.shooter.guns[0]).toBe(GUN.loaded);
    expect(s.fire(new ScriptedDice([6, 1, 1, 1, 4, 2]))).toBe(0);
    expect(s.shooter.guns[0]).toBe(GUN.jammed);
  });

  it('a hit in the open reads the chart: head 5 is "Dead!", legs 3 "Flesh Wound & Knocked Down"', () => {
    const s = scene({});
    expect(afterHits(s, 1, [1, 5])).toBe('dead, down');
    expect(afterHits(s, 1, [6, 3])).toBe('knocked-down');
    // Two hits: chest 2 "Flesh Wound", then right arm 1 "Graze".
    expect(afterHits(s, 2, [2, 2, 3, 1])).toBe('flesh-wound');
  });

  it('over a substantial wall the chest is hidden: the hit is stopped and he ducks back (000 COVER)', () => {
    const s = scene({ cover: 'wall' });
    expect(afterHits(s, 1, [2, 6])).toBe('ducked-back');
    // His head shows: head 3 "Flesh Wound", and he ducks back too (the state names the worse).
    expect(afterHits(s, 1, [1, 3])).toBe('flesh-wound');
  });

  it('round a corner he shows head and chest, not the legs', () => {
    const s = scene({ cover: 'corner' });
    expect(afterHits(s, 1, [2, 5])).toBe('knocked-out, down');
    expect(afterHits(s, 1, [6, 6])).toBe('ducked-back');
  });

  it('wooden cover lets the hit through on a 1 or 2, one off the effect die', () => {
    const s = scene({ cover: 'wall', 'cover-kind': 'wooden' });
    // Chest, effect 6 less one: column 5 "Serious Wound & Knocked Out".
    expect(afterHits(s, 1, [2, 6, 2])).toBe('knocked-out, down');
    expect(afterHits(s, 1, [2, 6, 3])).toBe('ducked-back');
  });

  it('a target not firing from cover shows only his head (cover.notFiring=head-only)', () => {
    const s = scene({ cover: 'corner', 'target-posture': 'not-firing' });
    expect(afterHits(s, 1, [2, 6])).toBe('ducked-back');
  });

  it('Tough reads the white side and is never knocked out (000 SKILLS & ATTRIBUTES)', () => {
    const s = scene({ 'target-tough': 1 });
    // Appendix C legs 6 "Serious Wound & Knocked Down".
    expect(afterHits(s, 1, [6, 6])).toBe('knocked-down, down');
    // Appendix C chest 6 "Serious Wound & Knocked Out": knocked down instead.
    expect(afterHits(s, 1, [2, 6])).toBe('knocked-down, down');
  });

  it('Hard as nails shrugs off his first wound: a grazed man, then the second wound takes', () => {
    const s = scene({ 'target-hard-as-nails': 1 });
    expect(afterHits(s, 1, [3, 2])).toBe('grazed');
    expect(afterHits(s, 2, [3, 2, 3, 2])).toBe('flesh-wound');
  });

  it('Marksman moves chest 5 to the head: Dead! instead of Serious Wound & Knocked Out', () => {
    expect(afterHits(scene({}), 1, [2, 5])).toBe('knocked-out, down');
    expect(afterHits(scene({ marksman: 1 }), 1, [2, 5])).toBe('dead, down');
  });

  it('Nerves of steel: a stopped shot forces no duck back', () => {
    expect(afterHits(scene({ cover: 'wall', 'target-nerves-of-steel': true }), 1, [5, 6])).toBe('unharmed');
  });

  it('003: a hit forces a duck back in the open too (shootout.duckBacks=ruleset); 000 only behind cover', () => {
    const ducks = (ruleset: string): boolean => {
      const s = scene({ ruleset });
      expect(afterHits(s, 1, [3, 1])).toBe('grazed');
      return s.aftermath(newShotAftermath()).duckedBack;
    };
    expect(ducks('rwnn-1996')).toBe(true);
    expect(ducks('rwnn-extended')).toBe(false);
  });
});

describe('odds shot: the exact enumeration', () => {
  it('EnumeratedDice walks every sequence once: a second die only after a 6 gives 5 + 6 runs worth 1 in all', () => {
    const dice = new EnumeratedDice();
    const seen: string[] = [];
    let total = Fraction.ZERO;
    do {
      const a = dice.d6();
      const b = a === 6 ? dice.d6() : 0;
      seen.push(`${a}${b}`);
      total = total.add(Fraction.of(1, 6 ** dice.used));
    } while (dice.advance());
    expect(seen).toEqual(['10', '20', '30', '40', '50', '61', '62', '63', '64', '65', '66']);
    expect(total.equals(Fraction.ONE)).toBe(true);
  });

  it('one hit in the open is dead in 5 of 36 cells (000 Appendix B: head 5, 6; chest 6; belly 5, 6)', () => {
    const s = scene({});
    const [, one] = hitChainExact(s, 1);
    let dead = Fraction.ZERO;
    for (const [key, p] of one!) if (aftermathOf(s, key).status === 3) dead = dead.add(p);
    expect(dead.toString()).toBe('5/36');
  });

  it('the firing throw: deliberate with 3 dice hits with 1 - (5/6)^3 = 91/216 (000 SHOOTING)', () => {
    const t = firingThrowExact(scene({ range: 6 }));
    expect(t.hits.map(String)).toEqual(['125/216', '91/216']);
    expect(t.gun[GUN.loaded]!.toString()).toBe('1/1');
  });

  it('the states add up to one and down is dead, knocked out or seriously wounded', () => {
    const entries = shotOdds
      .prepare({ range: 9, fire: 'blaze', cover: 'corner', 'cover-kind': 'wooden' }, {})
      .exact();
    const p = (key: string): Fraction => entries.find((e) => e.key === key)!.exact as Fraction;
    expect(TARGET_STATE_KEYS.reduce((a, k) => a.add(p(k)), Fraction.ZERO).equals(Fraction.ONE)).toBe(true);
    expect(p('pDown').toNumber()).toBeGreaterThanOrEqual(
      p('pDead').add(p('pKnockedOut')).add(p('pSeriousWound')).toNumber(),
    );
  });

  it.each<[string, ParamValues, number]>([
    // One firing die ("Pistol: 12” / 1"), then at most location, effect and the cover's die.
    ['in the open', { range: 12 }, 3],
    // "9” / 2" less one for cover ("Target in cover – 1").
    ['a wooden corner', { range: 9, cover: 'corner', 'cover-kind': 'wooden' }, 4],
    // 1 - 1 = 0 dice: a lucky shot of three dice ("Lucky shots"), then the hit and the fence's die.
    ['a lucky shot through a fence', { range: 12, cover: 'corner', 'cover-kind': 'wooden' }, 6],
    ['a Tough, Hard as nails target', { range: 12, 'target-tough': 2, 'target-hard-as-nails': 1 }, 3],
    ['a Marksman over a wall', { range: 9, marksman: 1, cover: 'wall' }, 3],
    // 002 "Pistol ... 9\" - 2d6", less one for brush ("Target In Soft Cover -1").
    ['the quick reference sheet', { ruleset: 'rwnn-quickref', range: 9, cover: 'brush' }, 3],
    ['the 1996 edition', { ruleset: 'rwnn-1996', range: 12, 'target-tough': 1, cover: 'wall' }, 3],
  ])('%s: equals the brute force over every face sequence of the sampled trial', (_, params, depth) => {
    const prepared = shotOdds.prepare(params, {});
    const exact = flatExact(prepared.exact());
    const brute = bruteForce(prepared, exact.length, depth);
    expect(brute.map(String)).toEqual(exact.map(String));
  });

  it('the exact answer is reported for the entries the sampler fills', () => {
    expect((exactOf(shotOdds, { range: 6 }, 'firingDice') as Fraction).toString()).toBe('3/1');
  });
});
