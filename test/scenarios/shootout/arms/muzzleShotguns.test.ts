import { describe, expect, it } from 'vitest';
import { cardsOf, fire, gameOf, Script } from '../shootoutKit.ts';
import { playMuzzle } from './muzzleKit.ts';

/** al with a muzzle-loading shotgun firing at bo 5" east on each of his cards; cy far off on bo's side. */
function shotgunner(options: Readonly<Record<string, string>> = {}, cardCap = 5) {
  return gameOf(
    [
      {
        name: 'al',
        side: 0,
        x: 10,
        y: 15,
        weapon: 'shotgun',
        muzzle: true,
        policy: new Script([fire(1), fire(1)]),
      },
      { name: 'bo', side: 1, x: 15, y: 15 },
      { name: 'cy', side: 1, x: 38, y: 2 },
    ],
    { options: { 'shootout.nerve': 'off', 'shootout.shotgunRule': 'dice', ...options }, cardCap },
  );
}

const MISS = (n: number): number[] => Array.from({ length: n }, () => 2);

describe('muzzle-loading shotguns (000 MUSKETS & OTHER MUZZLE LOADING WEAPONS, SHOTGUNS)', () => {
  it('"reloaded one barrel at a time": both barrels at the start, one barrel for the firing card passed', () => {
    // The Bengal Club's dice at 5": "5 dice a barrel"; his first blast fires both, ten dice, and discards his
    // card. After the Joker the reload card is face up and his card is passed to him: one barrel, five dice.
    const game = shotgunner();
    const p = playMuzzle(game, MISS(15), [0, cardsOf(3).joker, 'reload', { firing: 0 }, 0]);
    expect(p.lines).toContain(
      '  al fires both barrels of his shotgun at bo (5 dice a barrel, pink side): 10 dice [2 2 2 2 2 2 2 2 2 2]: 0 hits.',
    );
    expect(p.lines).toContain("Card 4: al's firing card, passed to his player: he has reloaded.");
    expect(p.lines).toContain(
      '  al fires his shotgun at bo (5 dice a barrel, pink side): 5 dice [2 2 2 2 2]: 0 hits.',
    );
    expect(
      p.lines.filter((l) => l === "  al's firing card is discarded: his muzzle-loading shotgun is empty."),
    ).toHaveLength(2);
  });

  it('misfires on more 1s than 6s: the blast hits nobody, and the load is wasted (arms.misfire=spent)', () => {
    const game = shotgunner({}, 1);
    const p = playMuzzle(game, [1, 1, 6, 2, 2, 2, 2, 2, 2, 2], [0]);
    expect(p.lines).toContain(
      "  al's muzzle-loading shotgun misfires (more 1s than 6s): the load is wasted, his firing card discarded.",
    );
    expect(game.figures[1]!.wounds.fleshTotal() + game.figures[1]!.wounds.seriousTotal()).toBe(0);
  });

  it('under arms.misfire=kept the misfired shotgun is still loaded, both barrels', () => {
    const game = shotgunner({ 'arms.misfire': 'kept' }, 3);
    const p = playMuzzle(game, [1, 1, 6, 2, 2, 2, 2, 2, 2, 2, ...MISS(10)], [0, cardsOf(3).joker, 0]);
    expect(p.lines).toContain("  al's muzzle-loading shotgun misfires (more 1s than 6s): still loaded.");
    expect(p.lines.filter((l) => l.startsWith('  al fires both barrels'))).toHaveLength(2);
  });

  it('adds two to the effect die of each hit', () => {
    // One 6 among the ten dice: one hit on bo, at close range on the pink side; location 3, effect die 2,
    // read in the column 2 further on: "add two to the dice when throwing for the effect of a hit".
    const game = shotgunner({}, 1);
    const p = playMuzzle(game, [6, ...MISS(9), 3, 2], [0]);
    expect(p.lines).toContain(
      '  bo is hit: location 3 (right arm), effect 2 (+2 for cover or range: column 4): Flesh Wound; now standing.',
    );
  });
});
