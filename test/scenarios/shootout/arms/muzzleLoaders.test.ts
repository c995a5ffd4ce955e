import { describe, expect, it } from 'vitest';
import { deliberatePolicy } from '../../../../src/policies/duel/fixedPolicies.ts';
import { ACTION } from '../../../../src/policies/shootout/ShootoutPolicy.ts';
import { GUN } from '../../../../src/rules/rwnn/figure/GunState.ts';
import { MUZZLE_PLACE } from '../../../../src/scenarios/shootout/arms/MuzzleLoaders.ts';
import { cardsOf, fire, gameOf, just, move, playScripted, Script, type Step } from '../shootoutKit.ts';
import { playMuzzle, type MuzzleCard } from './muzzleKit.ts';

// 000 MUSKETS & OTHER MUZZLE LOADING WEAPONS. al (card 0), a Gunman with a muzzle-loading pistol, 6" from bo
// (card 1), who only stands. The deck: al, bo, the four action cards, the Joker (card 6), the reload card
// and al's firing card.
const CARD = { al: 0, bo: 1, ...cardsOf(2) };
const RELOAD: MuzzleCard = 'reload';
const AL_FIRING: MuzzleCard = { firing: 0 };
const OFF = { 'shootout.nerve': 'off' };

function duo(steps: readonly Step[], options: Record<string, string> = {}, cards = 1) {
  return gameOf(
    [
      {
        name: 'al',
        side: 0,
        x: 10,
        y: 15,
        muzzle: true,
        policy: new Script(steps, { fire: deliberatePolicy }),
      },
      { name: 'bo', side: 1, x: 16, y: 15, policy: new Script([]) },
    ],
    { options: { ...OFF, ...options }, cardCap: cards },
  );
}

describe('muzzle-loaders in the shootout (000 MUSKETS & OTHER MUZZLE LOADING WEAPONS)', () => {
  it('a game with no muzzle-loader has no muzzle module: nothing drawn, nothing decided', () => {
    const game = gameOf([
      { name: 'al', side: 0, x: 10, y: 15 },
      { name: 'bo', side: 1, x: 16, y: 15 },
    ]);
    expect(game.muzzle).toBeNull();
  });

  it('"starts the game with all his characters\' firing cards in his hand": loaded; firing discards the card', () => {
    const game = duo([fire(1)]);
    const p = playMuzzle(game, [2, 3, 4], [CARD.al]);
    expect(p.lines).toContain('  al fires deliberately with 3 dice [4 3 2]: a miss.');
    expect(p.lines).toContain("  al's firing card is discarded: his muzzle-loader is empty.");
    expect(game.muzzle!.placeOf(game.figures[0]!)).toBe(MUZZLE_PLACE.discard);
    expect(game.figures[0]!.guns[0]).toBe(GUN.outOfAmmo);
  });

  it('"if more 1\'s than 6\'s are rolled, then the gun miss-fires": the 6 hits nothing', () => {
    const p = playMuzzle(duo([fire(1)]), [1, 1, 6], [CARD.al]);
    expect(p.lines).toContain('  al fires deliberately with 3 dice [6 1 1]: a hit.');
    expect(p.lines).toContain(
      "  al's muzzle-loader misfires (more 1s than 6s): the load is wasted, his firing card discarded.",
    );
    expect(p.story).not.toMatch(/bo is hit|bo takes|graze|wound/);
  });

  it('arms.misfire=kept: a misfire leaves him loaded, his card in hand', () => {
    const game = duo([fire(1)], { 'arms.misfire': 'kept' });
    const p = playMuzzle(game, [1, 1, 6], [CARD.al]);
    expect(p.lines).toContain("  al's muzzle-loader misfires (more 1s than 6s): still loaded.");
    expect(game.muzzle!.placeOf(game.figures[0]!)).toBe(MUZZLE_PLACE.held);
  });

  it('an empty muzzle-loader is not reloaded by an action: his reload turn leaves it empty', () => {
    const game = duo([fire(1), just(ACTION.reload)], {}, 3);
    playMuzzle(game, [2, 3, 4], [CARD.al, CARD.joker, CARD.al]);
    expect(game.figures[0]!.guns[0]).toBe(GUN.outOfAmmo);
  });

  it('the reload card face up, his firing card drawn with him stationary: passed to his player, loaded', () => {
    // He fires (card discarded); the reload card goes face up; the Joker shuffles the discards and the reload
    // card back, not the cards in hand; the reload card again, then his firing card.
    const game = duo([fire(1)], {}, 5);
    const p = playMuzzle(game, [2, 3, 4], [CARD.al, RELOAD, CARD.joker, RELOAD, AL_FIRING]);
    expect(p.lines).toContain('Card 2: the reload card, face up on the table.');
    expect(p.lines).toContain("Card 5: al's firing card, passed to his player: he has reloaded.");
    expect(game.figures[0]!.guns[0]).toBe(GUN.loaded);
  });

  it('"Otherwise, the firing card is discarded": the reload card not face up', () => {
    const game = duo([fire(1)], {}, 3);
    const p = playMuzzle(game, [2, 3, 4], [CARD.al, CARD.joker, AL_FIRING]);
    expect(p.lines).toContain("Card 3: al's firing card, discarded, the reload card not face up.");
    expect(game.figures[0]!.guns[0]).toBe(GUN.outOfAmmo);
  });

  it('"that character is stationary": he moved on his last turn, his firing card is discarded', () => {
    const game = duo([fire(1), move(10, 20)], {}, 5);
    const p = playMuzzle(game, [2, 3, 4, 3, 3, 3], [CARD.al, CARD.joker, RELOAD, CARD.al, AL_FIRING]);
    expect(p.lines).toContain("Card 5: al's firing card, discarded, he moved.");
    expect(game.figures[0]!.guns[0]).toBe(GUN.outOfAmmo);
  });

  it('"add two to the dice when throwing for the effect of a hit": the same hit, +2 on the effect die', () => {
    // A hit (the 6), then location 4 and effect 2: the muzzle-loader's effect is read at 4.
    const muzzle = playMuzzle(duo([fire(1)]), [6, 3, 2, 4, 2], [CARD.al]);
    const breech = gameOf(
      [
        { name: 'al', side: 0, x: 10, y: 15, policy: new Script([fire(1)], { fire: deliberatePolicy }) },
        { name: 'bo', side: 1, x: 16, y: 15, policy: new Script([]) },
      ],
      { options: OFF },
    );
    const plain = playScripted(breech, [6, 3, 2, 4, 2], [CARD.al]).lines;
    expect(muzzle.lines).toContain(
      '  bo is hit: location 4 (left arm), effect 2 (+2 for cover or range: column 4): Flesh Wound; now standing.',
    );
    expect(plain).toContain('  bo is hit: location 4 (left arm), effect 2: Flesh Wound; now standing.');
  });
});
