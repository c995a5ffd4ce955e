import { describe, expect, it } from 'vitest';
import { ACTION } from '../../../../src/policies/shootout/ShootoutPolicy.ts';
import { GUN } from '../../../../src/rules/rwnn/figure/GunState.ts';
import type { ShootoutGame } from '../../../../src/scenarios/shootout/ShootoutGame.ts';
import { at, cardsOf, gameOf, just, playScripted, Script } from '../shootoutKit.ts';

/**
 * al at (10, 15), his pistol emptied as his first turn starts, charges bo 6" east of him; on his second
 * turn, held in the fight, he passes. cy stands to bo's south so the gunfight goes on.
 */
function emptyCharge(options: Readonly<Record<string, string>>, boX = 16): ShootoutGame {
  const holder: { game?: ShootoutGame } = {};
  holder.game = gameOf(
    [
      {
        name: 'al',
        side: 0,
        x: 10,
        y: 15,
        policy: new Script(
          [
            (view, out) => {
              holder.game!.figures[0]!.guns[0] = GUN.outOfAmmo;
              at(ACTION.charge, 1)(view, out);
            },
          ],
          { fight: just(ACTION.pass) },
        ),
      },
      { name: 'bo', side: 1, x: boX, y: 15 },
      { name: 'cy', side: 1, x: 16, y: 25 },
    ],
    { options: { 'shootout.nerve': 'off', ...options } },
  );
  return holder.game;
}

// The charge's three movement dice, then the fight: al's 3 attack dice, bo's 2 (his loaded pistol's row).
const FIGHT = [3, 3, 3, 2, 2, 2, 2, 2];
const CARDS = [0, cardsOf(3).joker, 0];

describe('clubbed guns (000 FIGHTING; melee.clubbing, fight.clubNoFire)', () => {
  it('an empty pistol is clubbed: the Clubbed Pistol row, and no fire on his next turn', () => {
    // 002 Fighting Chart: "Clubbed Pistol 3 3"; Fist "3 4". Equal attack dice, the heavier effects.
    const game = emptyCharge({ 'melee.clubbing': 'unloaded' });
    const p = playScripted(game, FIGHT, CARDS);
    expect(p.lines).toContain(
      '  al attacks bo (clubbed pistol) with 3 dice [2 2 2]; bo defends (pistol) with 2 dice [2 2]: 0 hits.',
    );
    expect(p.lines).toContain('  al may not fire on his next turn (a gun clubbed against bo).');
    // "neither can fire on their next turn": on his second turn a shot is not his to choose.
    const al = game.figures[0]!;
    expect(game.clubs!.barred(al)).toBe(true);
    expect(game.viewOf(0).mayAct(ACTION.fire, 1)).toBe(false);
    expect(game.figures[1]!.clubbed).toBe(false);
  });

  it('under fight.clubNoFire=both-fighters his opponent may not fire either', () => {
    const game = emptyCharge({ 'melee.clubbing': 'unloaded', 'fight.clubNoFire': 'both-fighters' });
    const p = playScripted(game, FIGHT, CARDS);
    expect(p.lines).toContain('  bo may not fire on his next turn (a gun clubbed against al).');
    expect(game.figures[1]!.clubbed).toBe(true);
  });

  it('by default he fights with his fists and may fire again', () => {
    const game = emptyCharge({});
    const p = playScripted(game, FIGHT, CARDS);
    expect(p.lines).toContain(
      '  al attacks bo (fist) with 3 dice [2 2 2]; bo defends (pistol) with 2 dice [2 2]: 0 hits.',
    );
    expect(p.story).not.toContain('may not fire');
    expect(game.clubs).toBeNull();
  });

  it('"irrespective of whether a fight takes place": a charge that falls short still bars his fire', () => {
    // bo 15" off; three movement dice of 2, 1, 1 take al 4" and no further.
    const game = emptyCharge({ 'melee.clubbing': 'unloaded' }, 25);
    const p = playScripted(game, [2, 1, 1], [0]);
    expect(p.story).not.toContain('attacks bo');
    expect(p.lines).toContain('  al may not fire on his next turn (a gun clubbed against bo).');
  });
});
