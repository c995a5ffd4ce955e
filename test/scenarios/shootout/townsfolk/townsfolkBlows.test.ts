import { describe, expect, it } from 'vitest';
import type { ShootoutGame } from '../../../../src/scenarios/shootout/ShootoutGame.ts';
import { fire, gameOf, playScripted, Script } from '../shootoutKit.ts';

/**
 * al at (10, 15) fires at bob at (20, 15) facing west; a townsman at (15, 17), 2" off the line of fire, is
 * woken by it and throws on the NPC table at once (shootout.townsfolk=tbc), acting after the Joker (card 6).
 */
function street(armed: boolean) {
  return gameOf(
    [
      { name: 'al', side: 0, x: 10, y: 15, policy: new Script([fire(1)]) },
      { name: 'bob', side: 1, x: 20, y: 15, facing: 180 },
    ],
    {
      options: { 'shootout.nerve': 'off', 'shootout.townsfolk': 'tbc' },
      town: { doctors: [], townsfolk: [{ at: [15, 17], count: 1, armed }], law: -1 },
    },
  );
}

/** Plays al's card, then the Joker (card 6), with these faces. */
function play(game: ShootoutGame, faces: readonly number[]) {
  return playScripted(game, faces, [0, 6]);
}

describe('hostile townsmen strike (000 Non-Player Characters, 9-12)', () => {
  it('9 "attempts Melee combat with improvised weapons": he walks up to al, the offender, and his blows land', () => {
    // al misses (1); the table: 4 + 5 = 9; after the Joker he walks 3 + 3 = 6" and attacks with his fists.
    const p = play(street(false), [1, 4, 5, 3, 3, 6, 6, 1, 1, 1, 1]);
    expect(p.lines).toContain('  townsman-1 goes for al (4.4") and attacks him.');
    expect(p.lines).toContain(
      '  townsman-1 attacks al (fist) with 2 dice [6 6]; al defends (pistol) with 2 dice [1 1]: 2 hits.',
    );
    expect(p.story).toContain('Effect 1: Knocked Down.\n  al is now knocked down.');
    expect(p.result.townsfolkStruck).toBe(2);
    expect(p.result.fights).toBe(1);
  });

  it('the man attacked throws more 6s: the townsman is knocked down and out of the game', () => {
    const p = play(street(false), [1, 4, 5, 3, 3, 1, 1, 6, 6]);
    expect(p.lines).toContain(
      '  al throws more 6s: townsman-1 is knocked down and must spend a turn recovering.',
    );
    expect(p.lines).toContain('  townsman-1 is knocked down: he is out of the game.');
    expect(p.result.townsfolkStruck).toBe(0);
    expect(p.result.townsfolkHit).toBe(0);
  });

  it('11 "takes a shot if armed": an armed townsman blazes away at al from where he stands', () => {
    // The table: 5 + 6 = 11. A Citizen blazes away ("Citizens may not fire deliberately"), no movement dice.
    const p = play(street(true), [1, 5, 6, 6, 6, 6, 2, 2, 1, 1, 1, 1, 1, 1]);
    expect(p.lines).toContain('  townsman-1 blazes away with 5 dice [6 6 6 2 2]: 3 hits.');
    expect(p.story.match(/al is hit: location 1 \(head\), effect 1: Graze; now standing\./g)).toHaveLength(3);
    expect(p.story).not.toContain('goes for al');
    expect(p.result.townsfolkStruck).toBe(3);
    expect(p.result.shots).toBe(2);
  });

  it('11 unarmed "advances on offending character into Melee combat"', () => {
    const p = play(street(false), [1, 5, 6, 3, 3, 1, 1, 1, 1]);
    expect(p.lines).toContain('  townsman-1 goes for al (4.4") and attacks him.');
    expect(p.story).not.toContain('blazes away');
  });

  it('10 "attacks the rear or side": he makes for the back of al, who faces east, and attacks him from the rear', () => {
    // 000 FIGHTING: "Attacked from rear - 4": al, with his back to him, throws no dice in defence.
    const p = play(street(false), [1, 4, 6, 6, 6, 1, 1, 1, 1]);
    expect(p.lines).toContain('  townsman-1 goes for al (6.2") and attacks him.');
    expect(p.lines).toContain(
      '  townsman-1 attacks al (fist) with 4 dice [1 1 1 1]; al defends (pistol) with 0 dice []: 0 hits.',
    );
  });
});
