import { describe, expect, it } from 'vitest';
import type { DuelPolicy } from '../../../src/policies/duel/DuelPolicy.ts';
import { blazePolicy, deliberatePolicy } from '../../../src/policies/duel/fixedPolicies.ts';
import { GUN } from '../../../src/rules/rwnn/figure/GunState.ts';
import { DEFAULT_SHOT_CHOOSER } from '../../../src/rules/rwnn/shot/defaultShotChooser.ts';
import type { CharacterClass } from '../../../src/rules/rwnn/tables/CharacterClass.ts';
import { cardsOf, fire, gameOf, playScripted, Script } from './shootoutKit.ts';

// 000 RANGE CHART: "Characters armed with two pistols may fire them both simultaneously ... a separate throw
// for each"; Ambidextrous: "no penalty for firing two pistols". al (card 0), two pistols, 6" from bo (card 1):
// a pistol's 3 dice, blazing away 6.
const CARD = { al: 0, bo: 1, ...cardsOf(2) };
const bothPistols: DuelPolicy = { name: 'both', chooseFire: () => 'two-pistols', ...DEFAULT_SHOT_CHOOSER };
// Twelve dice with no 1 and no 6: every throw a miss that leaves the gun loaded.
const MISSES = [2, 3, 4, 5, 2, 3, 4, 5, 2, 3, 4, 5];

function twoGun(fireWith: DuelPolicy, skills: 'ambidextrous'[] = [], cls: CharacterClass = 'gunman') {
  return gameOf(
    [
      {
        name: 'al',
        side: 0,
        cls,
        x: 10,
        y: 15,
        weapon: 'two-pistols',
        skills,
        policy: new Script([fire(1)], { fire: fireWith }),
      },
      { name: 'bo', side: 1, x: 16, y: 15, policy: new Script([]) },
    ],
    { options: { 'shootout.nerve': 'off' } },
  );
}

describe('two pistols fired together in a shootout (000 RANGE CHART)', () => {
  it('an Ambidextrous man blazes away with both, a throw for each at full dice; one shot', () => {
    const p = playScripted(twoGun(bothPistols, ['ambidextrous']), MISSES, [CARD.al]);
    expect(p.lines.filter((l) => l.includes('blazes away'))).toEqual([
      '  al (right-hand gun) blazes away with 6 dice [5 4 3 3 2 2]: no hit.',
      '  al (left-hand gun) blazes away with 6 dice [5 5 4 4 3 2]: no hit.',
    ]);
    expect(p.result.shots).toBe(1);
  });

  it('without Ambidextrous each pistol throws fewer dice', () => {
    const p = playScripted(twoGun(bothPistols), MISSES.slice(0, 6), [CARD.al]);
    expect(p.lines.filter((l) => l.includes('blazes away'))).toEqual([
      '  al (right-hand gun) blazes away with 3 dice [4 3 2]: no hit.',
      '  al (left-hand gun) blazes away with 3 dice [5 3 2]: no hit.',
    ]);
  });

  it('the blaze policy takes both pistols when it costs no dice a pistol, else one', () => {
    const amb = playScripted(twoGun(blazePolicy, ['ambidextrous']), MISSES, [CARD.al]);
    expect(amb.lines.filter((l) => l.includes('blazes away'))).toHaveLength(2);
    const plain = playScripted(twoGun(blazePolicy), MISSES.slice(0, 6), [CARD.al]);
    expect(plain.lines.filter((l) => l.includes('blazes away'))).toEqual([
      '  al (right-hand gun) blazes away with 6 dice [5 4 3 3 2 2]: no hit.',
    ]);
  });

  it('a Citizen, who may not fire deliberately, may still blaze away with both', () => {
    const forced = playScripted(twoGun(deliberatePolicy, [], 'citizen'), MISSES.slice(0, 5), [CARD.al]);
    // His deliberate choice is turned to blazing away, with one pistol.
    expect(forced.lines.filter((l) => l.includes('blazes away'))).toEqual([
      '  al (right-hand gun) blazes away with 5 dice [5 4 3 2 2]: no hit.',
    ]);
    const both = playScripted(twoGun(bothPistols, ['ambidextrous'], 'citizen'), MISSES.slice(0, 10), [
      CARD.al,
    ]);
    expect(both.lines.filter((l) => l.includes('blazes away'))).toEqual([
      '  al (right-hand gun) blazes away with 5 dice [5 4 3 2 2]: no hit.',
      '  al (left-hand gun) blazes away with 5 dice [5 4 3 3 2]: no hit.',
    ]);
  });

  it('each pistol that jams counts: both jammed is two', () => {
    // Extended blazing away: 1s and no 6s jam the gun.
    const game = twoGun(bothPistols, ['ambidextrous']);
    const p = playScripted(game, [1, 1, 2, 3, 4, 5, 1, 1, 2, 3, 4, 5], [CARD.al]);
    expect([game.figures[0]!.guns[0], game.figures[0]!.guns[1]]).toEqual([GUN.jammed, GUN.jammed]);
    expect([p.result.jams, p.result.outOfAmmo]).toEqual([2, 0]);
  });
});
