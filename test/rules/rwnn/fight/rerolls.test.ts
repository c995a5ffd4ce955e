import { describe, expect, it } from 'vitest';
import { STATUS } from '../../../../src/rules/rwnn/WoundState.ts';
import { arena, fightContext, strike } from './fightKit.ts';

// Fists: the attacker throws 3 dice and the defender 4 (000 FIGHTING chart, Fist rows); the attacker's batch
// comes first, then the defender's, then the re-rolls, then an effect die per hit.
describe('re-roll skills on the fighting dice: "Lucky: may re-roll one* dice from each batch of dice he throws" (000 SKILLS & ATTRIBUTES)', () => {
  it('a Lucky attacker level in 6s re-rolls his lowest die, and the new 6 scores a hit', () => {
    const t = arena();
    const a = t.figure('Ames', 'gunman', ['lucky']);
    const d = t.figure('Boone');
    // [6 2 1] against [6 3 3 3]; the 1 re-rolled comes up 6; effect 2 knocks Boone down.
    const { result, story } = strike(t, a, d, fightContext(), [6, 2, 1, 6, 3, 3, 3, 6, 2]);
    expect([result.attackSixes, result.defendSixes, result.netHits, d.status]).toEqual([
      2,
      1,
      1,
      STATUS.knockedDown,
    ]);
    expect(story).toMatch(/Ames is Lucky and re-rolls a 1: \[6 6 2\]/);
    expect(story).toMatch(/Ames attacks Boone \(fist\) with 3 dice \[6 6 2\]/);
  });

  it('a Lucky defender ahead in 6s keeps his throw, and the attacker is knocked down', () => {
    const t = arena();
    const a = t.figure('Ames');
    const d = t.figure('Boone', 'gunman', ['lucky']);
    // No die is re-rolled: the faces given are all the dice thrown.
    const { result, story } = strike(t, a, d, fightContext(), [6, 2, 2, 6, 6, 3, 3]);
    expect([result.attackerKnockedDown, a.status]).toEqual([true, STATUS.knockedDown]);
    expect(story).not.toMatch(/re-rolls/);
  });

  it('"Cursed: each opposing player may cause him to re-roll one dice once* per gunfight": the defender spoils a Cursed attacker\'s lead', () => {
    const t = arena();
    const a = t.figure('Ames', 'gunman', ['cursed']);
    const d = t.figure('Boone');
    a.reset();
    // [6 6 2] against [6 3 3 3]: Boone makes Ames re-roll a 6, which comes up 4: level, no hit.
    const { result, story } = strike(t, a, d, fightContext(), [6, 6, 2, 6, 3, 3, 3, 4]);
    expect([result.attackSixes, result.netHits, a.curseTokens, d.status]).toEqual([1, 0, 0, STATUS.standing]);
    expect(story).toMatch(/Ames is Cursed: Boone makes him re-roll a 6: \[6 4 2\]/);
  });

  it('against a knocked-out victim every die hits and nothing is re-rolled', () => {
    const t = arena();
    const a = t.figure('Ames', 'gunman', ['lucky']);
    const d = t.figure('Boone');
    d.wounds.status = STATUS.knockedOut;
    const { result } = strike(t, a, d, fightContext(), [1, 1, 1, 1, 1, 6, 6, 6, 6, 6]);
    expect(result.netHits).toBe(result.attackDice);
  });
});
