import { describe, expect, it } from 'vitest';
import { parseShootoutPolicy } from '../../../../src/policies/shootout/parseShootoutPolicy.ts';
import type { ShootoutView } from '../../../../src/policies/shootout/ShootoutView.ts';
import { choosesThrow } from '../../../../src/policies/shootout/throwChoice.ts';
import type { IndianEntry } from '../../../../src/scenarios/shootout/indian/IndianEntry.ts';
import { cardsOf, fire, gameOf, moveAndFire, playScripted, Script } from '../shootoutKit.ts';

const BRAVE: IndianEntry = {
  class: 'warrior',
  nation: 'plains',
  thrown: ['knife', 'lance'],
  accomplished: null,
  skills: [],
};

/** brave, a Warrior carrying a pistol and `entry`'s weapons at (10, 15); al, a Gunman `gap` inches east. */
function throwing(entry: IndianEntry, policy: Script, gap: number, weapon = 'bow') {
  return gameOf(
    [
      { name: 'brave', side: 0, cls: 'shootist', weapon, x: 10, y: 15, policy, indian: entry },
      { name: 'al', side: 1, x: 10 + gap, y: 15 },
    ],
    { options: { 'shootout.nerve': 'off' } },
  );
}

describe('thrown weapons and firearms in Indian hands (000 THROWN WEAPONS, INDIAN WEAPONS)', () => {
  it('his tactic throws when the throw has more dice: at 11" the bow (2 dice) beats the lance (1)', () => {
    // "Treat the throw as if it was a deliberate pistol shot with a maximum range of ... Lance Long (12”)",
    // "if they are not an Accomplished Shot with that weapon, they subtract one dice": at 11" the pistol's
    // "12” / 1", the Shootist's +1 and -1 give the lance 1 die; the bow's "24” / 1" and +1 give 2.
    const game = throwing(BRAVE, new Script([fire(1)]), 11);
    const p = playScripted(game, [2, 2], [0]);
    expect(p.lines).toContain('  brave looses arrows with 2 dice [2 2]: 0 hit(s).');
    expect(game.figures[0]!.otherArms).toBe(2);
  });

  it('an Accomplished Shot with the lance adds his class dice instead of losing one', () => {
    // "A Young Blood adds 1, a Warrior 2, and a Mighty Warrior 3 firing dice with that weapon."
    // Accomplished, the Warrior's lance has 1 + 1 + 2 = 4 dice at 11" and is thrown; "only one each" of
    // knife, tomahawk and lance: on his next turn the lance is gone and the knife's 9" does not reach, so he
    // looses arrows.
    const entry: IndianEntry = { ...BRAVE, accomplished: 'lance', skills: ['accomplished-shot'] };
    const game = throwing(entry, new Script([fire(1), fire(1)]), 11);
    const p = playScripted(game, [2, 2, 2, 2, 2, 2], [0, cardsOf(2, true).joker, 0]);
    expect(p.lines).toContain('  brave throws his lance at al with 4 dice [2 2 2 2]: a miss.');
    expect(p.lines).toContain('  brave looses arrows with 2 dice [2 2]: 0 hit(s).');
    expect(game.figures[0]!.otherArms).toBe(1);
  });

  it("his tactic's throw parameter: never throws, always throws when a weapon reaches", () => {
    const never = parseShootoutPolicy('gunfighter:throw=never');
    const always = parseShootoutPolicy('rusher:throw=always');
    if (typeof never === 'string' || typeof always === 'string') throw new Error('tactics do not parse');
    const view = null as unknown as ShootoutView;
    expect(choosesThrow(never, view, 1, 4, 1)).toBe(false);
    expect(choosesThrow(always, view, 1, 1, 4)).toBe(true);
    expect(parseShootoutPolicy('gunfighter:throw=sometimes')).toBe(
      'throw=sometimes: allowed more-dice, always, never',
    );
  });

  it('a bow after moving: he throws instead when a weapon reaches', () => {
    const game = throwing(BRAVE, new Script([moveAndFire(12, 15, 1)]), 9);
    // 7" after a 2" move: the pistol's "9” / 2", +1 Shootist, -1 after moving, -1 unaccomplished: 1 die, the
    // lance first of two equal throws.
    const p = playScripted(game, [1, 1, 5], [0]);
    expect(p.lines).toContain('  brave throws his lance at al with 1 dice [5]: a miss.');
    expect(p.story).not.toContain('cannot move and loose an arrow');
  });

  it('firearms: an Indian fires one die fewer, but for an Apache Crack Shot', () => {
    // "With the exception of Apache Crack Shots, all Indians subtract one dice when shooting firearms." At
    // 5" a pistol's "6” / 3" and the Shootist's +1: 4 dice for anyone, 3 for a Plains Warrior.
    const plain = throwing({ ...BRAVE, thrown: [] }, new Script([fire(1)]), 5, 'pistol');
    expect(playScripted(plain, [2, 2, 2], [0]).lines).toContain(
      '  brave fires deliberately with 3 dice [2 2 2]: a miss.',
    );
    const apache = gameOf(
      [
        {
          name: 'brave',
          side: 0,
          cls: 'shootist',
          weapon: 'pistol',
          skills: ['crack-shot'],
          x: 10,
          y: 15,
          policy: new Script([fire(1)]),
          indian: { ...BRAVE, nation: 'apache', thrown: [] },
        },
        { name: 'al', side: 1, x: 15, y: 15 },
      ],
      { options: { 'shootout.nerve': 'off' } },
    );
    // A Crack Shot's own die besides: 5.
    expect(playScripted(apache, [2, 2, 2, 2, 2], [0]).lines).toContain(
      '  brave fires deliberately with 5 dice [2 2 2 2 2]: a miss.',
    );
  });
});
