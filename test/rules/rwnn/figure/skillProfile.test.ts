import { describe, expect, it } from 'vitest';
import { figureRules } from '../../../../src/rules/rwnn/figure/FigureRules.ts';
import { resolveSkills } from '../../../../src/rules/rwnn/figure/resolveSkills.ts';
import { skillProfile } from '../../../../src/rules/rwnn/figure/SkillProfile.ts';
import { rwnnRuleset } from '../../../../src/rules/rwnn/ruleset/rwnnRuleset.ts';
import type { SkillId } from '../../../../src/rules/rwnn/tables/skills.ts';

const extended = figureRules(rwnnRuleset('rwnn-extended'));
const playtest = figureRules(rwnnRuleset('rwnn-1996'));
const profile = (gained: SkillId[], rules = extended) =>
  skillProfile(resolveSkills({ gained }, rules).effective, rules);

describe('skill numbers as the skill table gives them (000 SKILLS & ATTRIBUTES)', () => {
  it('fast draw: Lightning Fast and Quick shot "adds three* dice in a fast draw situation", Swift +1*, Slow -1*, Jumpy "subtract three*"', () => {
    expect(profile(['lightning-fast']).fastDrawDice).toBe(3);
    expect(profile(['quick-shot', 'quick-shot']).fastDrawDice).toBe(6);
    expect(profile(['swift']).fastDrawDice).toBe(1);
    expect(profile(['slow']).fastDrawDice).toBe(-1);
    expect(profile(['jumpy']).fastDrawDice).toBe(-3);
  });

  it('Crack shot: "add one* firing dice"; Very Crack Shot two', () => {
    expect(profile(['crack-shot']).firingDice).toBe(1);
    expect(profile(['crack-shot', 'crack-shot']).firingDice).toBe(2);
  });

  it('Deadeye: "hits on a 5 or 6 when firing deliberately"', () => {
    expect(profile(['deadeye']).deliberateHitsOn).toBe(5);
    expect(profile([]).deliberateHitsOn).toBe(6);
  });

  it('Quick shot: "when blazing away he can hit with one* extra shot"; Jumpy: "always blazes away"', () => {
    expect(profile(['quick-shot']).blazeExtraHits).toBe(1);
    expect(profile(['jumpy']).alwaysBlazes).toBe(true);
  });

  it('Swift: "opponents subtract one* dice when firing at him if he moved"; White knight "gains one* firing dice against all Evil characters"', () => {
    expect(profile(['swift', 'swift']).opponentDiceIfMoved).toBe(-2);
    expect(profile(['white-knight']).firingDiceVsEvilOrHated).toBe(1);
    expect(profile(['white-knight']).firingDice).toBe(0);
  });

  it('Stealthy: "subtract one* firing dice if shot at behind cover", apart from Swift\'s dice', () => {
    expect(profile(['stealthy'])).toMatchObject({ opponentDiceBehindCover: -1, opponentDiceIfMoved: 0 });
    expect(profile(['stealthy', 'stealthy']).opponentDiceBehindCover).toBe(-2);
    expect(profile(['swift']).opponentDiceBehindCover).toBe(0);
  });

  it('Nerves of steel: "not subject to duck back"; Jumpy: "only has a 50%* chance of recovering", a throw a level', () => {
    expect(profile(['nerves-of-steel']).noDuckBack).toBe(true);
    expect(profile([]).noDuckBack).toBe(false);
    expect(profile(['jumpy'])).toMatchObject({ recoveryChance: 0.5, recoveryThrows: 1 });
    expect(profile(['jumpy', 'jumpy'])).toMatchObject({ recoveryChance: 0.5, recoveryThrows: 2 });
    expect(profile(['jumpy'], playtest)).toMatchObject({ recoveryChance: 0.5, recoveryThrows: 1 });
    expect(profile([])).toMatchObject({ recoveryChance: 1, recoveryThrows: 0 });
  });

  it('Clumsy is double ("equal*"); Ambidextrous: "no penalty for firing two pistols"', () => {
    expect(profile(['clumsy', 'clumsy']).clumsy).toBe(2);
    expect(
      profile(['ambidextrous']).ignoredModifiers.has('two-pistols-wrong-handed-or-rifle-single-handed'),
    ).toBe(true);
  });

  it('Tough: "subtract one* from the effect dice", the white side in 000 only; Hard as nails "the first* wound"', () => {
    expect(profile(['tough'])).toMatchObject({ effectDie: -1, toughSide: true, tough: 1 });
    expect(profile(['tough', 'tough']).effectDie).toBe(-2);
    expect(profile(['tough'], playtest)).toMatchObject({ effectDie: -1, toughSide: false });
    expect(profile(['hard-as-nails', 'hard-as-nails']).ignoresFirstWounds).toBe(2);
  });

  it('Marksman: "may add or subtract one*"; 000 "Always wounds with \'Pink Chits\' on aimed shots", 003 not', () => {
    expect(profile(['marksman', 'marksman']).locationShift).toBe(2);
    expect(profile(['marksman']).pinkOnAimed).toBe(true);
    expect(profile(['marksman'], playtest).pinkOnAimed).toBe(false);
  });

  it('Lucky one* die per batch, Charmed once* per gunfight, Cursed once* per gunfight', () => {
    expect(profile(['lucky', 'lucky']).luckyDice).toBe(2);
    expect(profile(['charmed']).charmed).toBe(1);
    expect(profile(['cursed', 'cursed']).cursed).toBe(2);
  });

  it('nerve: Nerves of steel +1*, True Grit +3*, Yellow -3* (kept for nerve tests)', () => {
    expect(profile(['nerves-of-steel']).nerveDice).toBe(1);
    expect(profile(['true-grit']).nerveDice).toBe(3);
    expect(profile(['yellow']).nerveDice).toBe(-3);
    expect(profile(['true-grit']).fearsNoOne).toBe(true);
  });
});
