import { describe, expect, it } from 'vitest';
import { GUN } from '../../../src/rules/rwnn/figure/GunState.ts';
import { LOCATION } from '../../../src/rules/rwnn/WoundState.ts';
import { aim, cardsOf, fire, gameOf, playScripted, Script } from './shootoutKit.ts';

/** al with a Le Mat at (10, 15) firing at bo `gap` inches east on his two turns; cy stands off, out of it. */
function leMat(rule: 'dice' | 'template', policy: Script, gap = 5) {
  return gameOf(
    [
      { name: 'al', side: 0, weapon: 'le-mat', x: 10, y: 15, policy },
      { name: 'bo', side: 1, x: 10 + gap, y: 15 },
      { name: 'cy', side: 1, x: 30, y: 25 },
    ],
    { options: { 'shootout.shotgunRule': rule, 'shootout.nerve': 'off' } },
  );
}

/** al's card, the Joker (the deck made up again), al's card: two turns of al's. */
const TWO_TURNS = [0, cardsOf(3).joker, 0];

describe('the Le Mat revolver (000 Le Mat Revolvers)', () => {
  it('dice rule: the grapeshot barrel fires once as a sawn-off; the revolver stays loaded and fires next', () => {
    // "It works like a ordinary sawn-off shotgun": the sawn-off's "6” / 6" stands for the pistol's "6” / 3",
    // every 6 hits, pink side at close range. "The shotgun barrel can only be fired once per gunfight": on
    // his next turn he fires the revolver, three dice at 5", and is not asked about the barrel again.
    const al = new Script([fire(1), fire(1)], { grapeshot: true });
    const game = leMat('dice', al);
    const p = playScripted(game, [6, 6, 2, 2, 2, 2, 2, 2, 4, 2, 2, 2, 2], TWO_TURNS);
    expect(p.lines).toContain(
      '  al fires his Le Mat grapeshot barrel at bo (6 dice a barrel, pink side): 6 dice [6 6 2 2 2 2]: 2 hits.',
    );
    expect(p.lines).toContain('  The Le Mat grapeshot barrel is spent for the rest of the gunfight.');
    expect(p.lines).toContain('  al fires deliberately with 3 dice [2 2 2]: a miss.');
    expect(al.grapeshotAsked).toBe(1);
    const bo = game.figures[1]!;
    expect([bo.wounds.flesh[LOCATION.chest], bo.wounds.flesh[LOCATION.leftArm]]).toEqual([1, 1]);
    expect(game.figures[0]!.guns[0]).toBe(GUN.loaded);
    expect(p.result.shots).toBe(2);
  });

  it('template rule: one marker spot three inches away, three hits within six inches, once only', () => {
    // "it only has one marker spot, placed three inches away, just like any other one-handed sawn-off";
    // sawn-offs "cause three hits per barrel" at six inches or less.
    const al = new Script([fire(1), fire(1)], { grapeshot: true });
    const game = leMat('template', al);
    const p = playScripted(game, [3, 3, 2, 2, 4, 2, 1, 1, 2, 2, 2], TWO_TURNS);
    expect(p.lines).toContain('  al fires his Le Mat grapeshot barrel at a spot 3" off towards bo.');
    expect(p.lines).toContain('  Barrel 1: red 3, black 3, the marker stays on the spot: hits bo.');
    expect(p.lines).toContain('  bo (5"): 3 hits to throw, effect +0.');
    expect(p.lines).toContain('  al fires deliberately with 3 dice [2 2 2]: a miss.');
    expect(al.grapeshotAsked).toBe(1);
    expect(game.figures[0]!.guns[0]).toBe(GUN.loaded);
    expect(game.figures[1]!.wounds.flesh[LOCATION.chest]).toBe(1);
  });

  it('the barrel is spent for the gunfight only: the next gunfight on the same figures fires it again', () => {
    const al = new Script([fire(1)], { grapeshot: true });
    const game = leMat('template', al);
    const faces = [3, 3, 2, 2, 4, 2, 1, 1];
    const first = playScripted(game, faces, [0]);
    al.asked = 0;
    const second = playScripted(game, faces, [0]);
    for (const p of [first, second])
      expect(p.lines).toContain('  al fires his Le Mat grapeshot barrel at a spot 3" off towards bo.');
    expect(al.grapeshotAsked).toBe(2);
  });

  it('his policy keeps the barrel: he fires the revolver, and the barrel is there for later', () => {
    const al = new Script([fire(1), fire(1)], { grapeshot: false });
    const game = leMat('dice', al);
    const p = playScripted(game, [2, 2, 2, 2, 2, 2], TWO_TURNS);
    expect(p.lines.filter((l) => l === '  al fires deliberately with 3 dice [2 2 2]: a miss.')).toHaveLength(
      2,
    );
    expect(al.grapeshotAsked).toBe(2);
    expect(p.story).not.toContain('grapeshot barrel at');
  });

  it("the tactics' default: grapeshot within six inches, the revolver beyond", () => {
    // At 8" the sawn-off's "8” / 4" (6s only) is no better than the revolver: he keeps the barrel.
    const far = new Script([fire(1)]);
    const pFar = playScripted(leMat('dice', far, 8), [2, 2], [0]);
    expect(pFar.lines).toContain('  al fires deliberately with 2 dice [2 2]: a miss.');
    const near = new Script([fire(1)]);
    const pNear = playScripted(leMat('dice', near, 5), [2, 2, 2, 2, 2, 2], [0]);
    expect(pNear.lines).toContain(
      '  al fires his Le Mat grapeshot barrel at bo (6 dice a barrel, pink side): 6 dice [2 2 2 2 2 2]: 0 hits.',
    );
  });

  it("the tactics' default keeps the barrel when his aim held: the aimed revolver shot is not thrown away", () => {
    // 000 ACTIONS, Aim: the aimed shot's bonus is the revolver's; a shotgun takes none.
    const al = new Script([aim(1), fire(1)]);
    const game = leMat('dice', al);
    const p = playScripted(game, [2, 2, 2, 2, 2, 2, 2], TWO_TURNS);
    expect(p.story).not.toContain('grapeshot barrel at');
    expect(p.lines).toContain('  al takes an aimed shot with 7 dice [2 2 2 2 2 2 2]: a miss.');
    expect(al.grapeshotAsked).toBe(1);
  });

  it("the tactics' default holds the blast when a friend stands beside the target", () => {
    const al = new Script([fire(1)]);
    const game = gameOf(
      [
        { name: 'al', side: 0, weapon: 'le-mat', x: 10, y: 15, policy: al },
        { name: 'bo', side: 1, x: 15, y: 15 },
        { name: 'ed', side: 0, x: 15, y: 16.2, facing: 0 },
      ],
      { options: { 'shootout.shotgunRule': 'dice', 'shootout.nerve': 'off' } },
    );
    const p = playScripted(game, [2, 2, 2], [0]);
    expect(p.lines).toContain('  al fires deliberately with 3 dice [2 2 2]: a miss.');
  });
});
