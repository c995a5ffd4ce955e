import { describe, expect, it } from 'vitest';
import type { SkillId } from '../../../../src/rules/rwnn/tables/skills.ts';
import type { IndianEntry } from '../../../../src/scenarios/shootout/indian/IndianEntry.ts';
import { withThrowMode } from '../../../../src/policies/shootout/throwChoice.ts';
import { GUN } from '../../../../src/rules/rwnn/figure/GunState.ts';
import type { ShootoutGame } from '../../../../src/scenarios/shootout/ShootoutGame.ts';
import { duo, fire, gameOf, playScripted, Script } from '../shootoutKit.ts';

const KNIFEMAN: readonly SkillId[] = ['knifeman-swordsman'];

/** al, a Gunman with a pistol, `skills` and a knife, and bo `gap` inches east; al fires at bo once. */
function knifeman(gap: number, options: Record<string, string>, skills = KNIFEMAN, blade = 'knife') {
  return gameOf(duo({ skills, blade, policy: new Script([fire(1)]) }, {}, gap), {
    options: { 'shootout.nerve': 'off', ...options },
  });
}

describe("a Knifeman's thrown knife (000 SKILLS & ATTRIBUTES, Knifeman/Swordsman)", () => {
  it('throws at close range with one die more than the deliberate pistol shot, and the knife is gone', () => {
    // "A knifeman may throw his knife as if making a deliberate pistol shot at point blank and close range
    // only, but with plus one dice to hit": at 5" the pistol's "6” / 3" and +1: 4 dice against the shot's 3.
    const game = knifeman(5, { 'arms.knifeThrow': 'knifeman' });
    const p = playScripted(game, [2, 2, 2, 2], [0]);
    expect(p.lines).toContain('  al throws his knife at bo with 4 dice [2 2 2 2]: a miss.');
    expect(game.figures[0]!.bladeInHand()).toBe(0);
    expect(p.result.shots).toBe(1);
  });

  it('a Bowie knife is thrown too, and a hit is a shot hit: a 6 hits and the wound is thrown', () => {
    const game = knifeman(5, { 'arms.knifeThrow': 'knifeman' }, KNIFEMAN, 'bowie-knife');
    const p = playScripted(game, [6, 2, 2, 2, 4, 4], [0]);
    expect(p.lines).toContain('  al throws his knife at bo with 4 dice [6 2 2 2]: a hit.');
    // The hit as a pistol shot's: location 4 (the left arm), effect 4 on the wound chart.
    expect(p.lines).toContain('  bo is hit: location 4 (left arm), effect 4: Flesh Wound; now standing.');
  });

  it('with his gun empty he throws the knife rather than reload, and the knife counts as an arm', () => {
    const holder: { game?: ShootoutGame } = {};
    holder.game = gameOf(
      duo(
        {
          skills: KNIFEMAN,
          blade: 'knife',
          policy: new Script([
            (view, out) => {
              holder.game!.figures[0]!.guns[0] = GUN.outOfAmmo;
              fire(1)(view, out);
            },
          ]),
        },
        {},
        5,
      ),
      { options: { 'shootout.nerve': 'off', 'arms.knifeThrow': 'knifeman' } },
    );
    const al = holder.game.figures[0]!;
    const p = playScripted(holder.game, [2, 2, 2, 2], [0]);
    expect(p.lines).toContain('  al throws his knife at bo with 4 dice [2 2 2 2]: a miss.');
    // Thrown, the knife is no longer an arm he can fight with at range.
    expect(al.otherArms).toBe(0);
  });

  it('no throw beyond close range (6"): at 7" he fires his pistol', () => {
    const game = knifeman(7, { 'arms.knifeThrow': 'knifeman' });
    // At 7" the pistol's "9” / 2": a deliberate shot of 2 dice.
    const p = playScripted(game, [2, 2], [0]);
    expect(p.lines).toContain('  al fires deliberately with 2 dice [2 2]: a miss.');
    expect(p.story).not.toContain('throws his knife');
  });

  it('switched off (the default) a Knifeman fires as anyone does', () => {
    const p = playScripted(knifeman(5, {}), [2, 2, 2], [0]);
    expect(p.lines).toContain('  al fires deliberately with 3 dice [2 2 2]: a miss.');
  });

  it('a man without the skill does not throw his knife', () => {
    const p = playScripted(knifeman(5, { 'arms.knifeThrow': 'knifeman' }, []), [2, 2, 2], [0]);
    expect(p.lines).toContain('  al fires deliberately with 3 dice [2 2 2]: a miss.');
  });
});

describe('the throwing dice of Runt, Stoopid and Strong (000 SKILLS & ATTRIBUTES; arms.throwSkillDice)', () => {
  it('Strong\'s "+1 D6 Throwing" is one die more on the knife under throws-too, none under lobbing-only', () => {
    const strong: readonly SkillId[] = [...KNIFEMAN, 'strong'];
    const on = { 'arms.knifeThrow': 'knifeman', 'arms.throwSkillDice': 'throws-too' };
    expect(playScripted(knifeman(5, on, strong), [2, 2, 2, 2, 2], [0]).lines).toContain(
      '  al throws his knife at bo with 5 dice [2 2 2 2 2]: a miss.',
    );
    const off = { 'arms.knifeThrow': 'knifeman' };
    expect(playScripted(knifeman(5, off, strong), [2, 2, 2, 2], [0]).lines).toContain(
      '  al throws his knife at bo with 4 dice [2 2 2 2]: a miss.',
    );
  });

  it('"–1 D6 Lobbing or Throwing": a Runt throws one die fewer', () => {
    const runt: readonly SkillId[] = [...KNIFEMAN, 'runt'];
    const on = { 'arms.knifeThrow': 'knifeman', 'arms.throwSkillDice': 'throws-too' };
    // 3 + 1 - 1 = 3 dice: no more than the shot's 3, and the tactic throws only for more dice.
    const p = playScripted(knifeman(5, on, runt), [2, 2, 2], [0]);
    expect(p.lines).toContain('  al fires deliberately with 3 dice [2 2 2]: a miss.');
  });

  it("an Indian's thrown lance gains Strong's die under throws-too", () => {
    const brave: IndianEntry = {
      class: 'warrior',
      nation: 'plains',
      thrown: ['lance'],
      accomplished: null,
      skills: [],
    };
    const lance = (options: Record<string, string>) =>
      gameOf(
        [
          {
            name: 'brave',
            side: 0,
            cls: 'shootist',
            weapon: 'bow',
            skills: ['strong'],
            x: 10,
            y: 15,
            policy: withThrowMode(new Script([fire(1)]), 'always'),
            indian: brave,
          },
          { name: 'al', side: 1, x: 21, y: 15 },
        ],
        { options: { 'shootout.nerve': 'off', ...options } },
      );
    // At 11" the lance: the pistol's "12” / 1", +1 Shootist, -1 unaccomplished = 1 die; Strong's +1: 2.
    expect(playScripted(lance({}), [2], [0]).lines).toContain(
      '  brave throws his lance at al with 1 dice [2]: a miss.',
    );
    expect(playScripted(lance({ 'arms.throwSkillDice': 'throws-too' }), [2, 2], [0]).lines).toContain(
      '  brave throws his lance at al with 2 dice [2 2]: a miss.',
    );
  });
});
