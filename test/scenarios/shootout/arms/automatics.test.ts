import { describe, expect, it } from 'vitest';
import { blazePolicy } from '../../../../src/policies/duel/fixedPolicies.ts';
import { GUN } from '../../../../src/rules/rwnn/figure/GunState.ts';
import { fire, gameOf, playScripted, Script } from '../shootoutKit.ts';

// 000 Semi-Automatic Pistols: "whenever an automatic 'runs out of ammo' roll an extra D6. If the result is a
// '6' then the gun has NOT run out of ammo ... If the result is a '1' then the gun has jammed." al (card 0)
// blazes away at bo (card 1) 6" off with 6 dice; one more 1 than 6s runs a revolver out of ammo.
function duo(automatic: boolean) {
  const game = gameOf(
    [
      {
        name: 'al',
        side: 0,
        x: 10,
        y: 15,
        weapon: 'automatic',
        policy: new Script([fire(1)], { fire: blazePolicy }),
      },
      { name: 'bo', side: 1, x: 16, y: 15, policy: new Script([]) },
    ],
    { options: { 'shootout.nerve': 'off' } },
  );
  game.figures[0]!.automatic = automatic;
  return game;
}
const OUT = [1, 2, 3, 4, 5, 2];

describe('semi-automatic pistols in the shootout (000 Semi-Automatic Pistols)', () => {
  it('out of ammo, the extra D6 a 6: "the gun has NOT run out of ammo"', () => {
    const game = duo(true);
    const p = playScripted(game, [...OUT, 6], [0]);
    expect(p.lines).toContain("  al's automatic throws 6 for its ammunition: not out of ammo after all.");
    expect(game.figures[0]!.guns[0]).toBe(GUN.loaded);
  });

  it('a 1: "the gun has jammed"; 2-5: out of ammo as a revolver', () => {
    const jam = duo(true);
    playScripted(jam, [...OUT, 1], [0]);
    expect(jam.figures[0]!.guns[0]).toBe(GUN.jammed);
    const out = duo(true);
    const p = playScripted(out, [...OUT, 4], [0]);
    expect(p.lines).toContain("  al's automatic throws 4 for its ammunition: out of ammo.");
    expect(out.figures[0]!.guns[0]).toBe(GUN.outOfAmmo);
  });

  it('a revolver out of ammo throws no extra die', () => {
    const game = duo(false);
    playScripted(game, OUT, [0]);
    expect(game.figures[0]!.guns[0]).toBe(GUN.outOfAmmo);
  });
});
