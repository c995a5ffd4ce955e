import { describe, expect, it } from 'vitest';
import { ACTION } from '../../../src/policies/shootout/ShootoutPolicy.ts';
import { NERVE_STATE } from '../../../src/scenarios/shootout/Gunfighter.ts';
import { aim, at, fire, gameOf, move, playScripted, Script, type FigureSetup } from './shootoutKit.ts';

// al (card 0) stands at (20, 15) facing east, his back to the west; bo (card 1) is his enemy to the west.

const OFF = { 'shootout.backshootReactions': 'off' } as const;

/** al facing east at (20, 15) and bo at (bx, 15) facing east too: bo is behind al. */
function behind(al: Partial<FigureSetup>, bo: Partial<FigureSetup>, bx: number): FigureSetup[] {
  return [
    { name: 'al', side: 0, x: 20, y: 15, facing: 0, ...al },
    { name: 'bo', side: 1, x: bx, y: 15, facing: 0, ...bo },
  ];
}

describe('turning to an enemy behind (000 BACKSHOOTING: "a one in three chance ... within twelve inches")', () => {
  it('within twelve inches a 5 turns him to face the man', () => {
    // bo walks 8" up behind al and stops 10" off: one in three, a 5 or 6.
    const game = gameOf(behind({}, { policy: new Script([move(10, 15)]) }, 2));
    const p = playScripted(game, [3, 3, 3, 5], [1]);
    expect(p.lines).toContain('  bo throws 3 movement dice (9) and moves 8.0" to (10.0, 15.0).');
    expect(p.lines).toContain('  al may notice bo 10.0" behind him (5-6): throws 5, and turns to face him.');
    expect(game.figures[0]!.facing).toBe(180);
    expect(p.result.rearReactions).toBe(1);
  });

  it('within twelve inches a 4 is not enough: he keeps his back to him', () => {
    const game = gameOf(behind({}, { policy: new Script([move(10, 15)]) }, 2));
    const p = playScripted(game, [3, 3, 3, 4], [1]);
    expect(p.lines).toContain('  al may notice bo 10.0" behind him (5-6): throws 4, and does not.');
    expect(game.figures[0]!.facing).toBe(0);
    expect(p.result.rearReactions).toBe(0);
  });

  it('within six inches ("a 50% chance once the scheming rat gets within six inches") a 4 turns him', () => {
    const game = gameOf(behind({}, { policy: new Script([move(15, 15)]) }, 7));
    const p = playScripted(game, [3, 3, 3, 4], [1]);
    expect(p.lines).toContain('  al may notice bo 5.0" behind him (4-6): throws 4, and turns to face him.');
    expect(game.figures[0]!.facing).toBe(180);
  });

  it('beyond twelve inches, or with the man in his arc, nothing is thrown', () => {
    // bo stops 13" behind al; cy (al's friend) faces him as he comes.
    const game = gameOf([
      ...behind({}, { policy: new Script([move(7, 15)]) }, 1),
      { name: 'cy', side: 0, x: 12, y: 20, facing: 180 },
    ]);
    const p = playScripted(game, [2, 2, 2], [1]);
    expect(p.story).not.toContain('may notice');
    expect(game.figures[0]!.facing).toBe(0);
  });

  it('with shootout.backshootReactions off nobody throws: the move is played as before', () => {
    const game = gameOf(behind({}, { policy: new Script([move(15, 15)]) }, 7), { options: OFF });
    const p = playScripted(game, [3, 3, 3], [1]);
    expect(p.story).not.toContain('may notice');
    expect(game.figures[0]!.facing).toBe(0);
  });
});

describe('the gun cocking behind him ("a further 50% chance ... and an immediate Fast Draw resulting")', () => {
  it('a 4 and he draws: a fast draw as if challenged, three dice short in the first draw', () => {
    // bo fires at al's back from 6" away. al hears it (4-6) and draws: al a Gunman, 4 dice less 3 for his
    // back to bo; bo 4. bo is faster and fires deliberately (000 CHALLENGES: "Firing can be either deliberate
    // or blazing away"): 3 dice at 6", a 6, a hit: head, effect 6, dead. Seeing the attempt, al hates bo.
    const game = gameOf(behind({}, { policy: new Script([fire(0)]) }, 14));
    const p = playScripted(game, [4, 6, 6, 2, 2, 5, 6, 3, 1, 1, 6], [1]);
    expect(p.lines).toContain("  al may hear bo's gun cock behind him (4-6): throws 4, and draws.");
    expect(p.lines).toContain('al has his back to bo: back to opponent -3 dice in the first draw.');
    expect(p.story).toContain('fast draw, bo 4 dice [6 6 2 2], al 1 dice [5]: bo is faster.');
    expect(p.result.cockingDraws).toBe(1);
    expect(p.lines).toContain('  al now hates bo.');
    expect(p.lines).toContain('  al is hit: location 1 (head), effect 6: Dead!; now dead.');
    // The draw took the place of the shot: no firing throw of the game's own.
    expect([p.result.shots, p.result.winner]).toEqual([0, 1]);
  });

  it('a 3 and he hears nothing: the shot in his back goes ahead', () => {
    const game = gameOf(behind({}, { policy: new Script([fire(0)]) }, 14));
    const p = playScripted(game, [3, 1, 1, 1, 1, 1, 1], [1]);
    expect(p.lines).toContain("  al may hear bo's gun cock behind him (4-6): throws 3, and does not.");
    expect(p.result.cockingDraws).toBe(0);
    expect(p.result.shots).toBe(1);
  });

  it('drawing a bead with Aim gives the throw too; the aimed shot after it gives none', () => {
    const game = gameOf(behind({}, { policy: new Script([aim(0), fire(0)]) }, 14));
    const p = playScripted(game, [3, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1], [1, 6, 1]);
    expect(p.lines.filter((l) => l.includes('gun cock'))).toEqual([
      "  al may hear bo's gun cock behind him (4-6): throws 3, and does not.",
    ]);
    expect(p.story).toContain('bo takes an aimed shot');
  });

  it('a man with no six gun to draw on only turns to face the rifleman behind him, and is shot from the front', () => {
    const game = gameOf(behind({}, { weapon: 'rifle', policy: new Script([fire(0)]) }, 14));
    const p = playScripted(game, [4, 1, 1], [1]);
    expect(p.lines).toContain(
      "  al may hear bo's gun cock behind him (4-6): throws 4, and turns to face him.",
    );
    // 2 dice from in front; the same shot in his back throws 5 ("Backshooting +3", 000 firing modifiers).
    expect(p.lines).toContain('  bo fires deliberately with 2 dice [1 1]: a miss.');
    const unheard = gameOf(behind({}, { weapon: 'rifle', policy: new Script([fire(0)]) }, 14));
    const q = playScripted(unheard, [3, 1, 1, 1, 1, 1], [1]);
    expect(q.lines).toContain('  bo fires deliberately with 5 dice [1 1 1 1 1]: a miss.');
    expect(game.figures[0]!.facing).toBe(180);
    expect([p.result.cockingDraws, p.result.rearReactions, p.result.shots]).toEqual([0, 1, 1]);
    // No backshooting: nobody saw a shot in a man's back.
    expect(game.emotions.hates(0, 1)).toBe(false);
  });

  it('with shootout.backshootReactions off the shot is fired with no throw', () => {
    const game = gameOf(behind({}, { policy: new Script([fire(0)]) }, 14), { options: OFF });
    const p = playScripted(game, [1, 1, 1, 1, 1, 1], [1]);
    expect(p.story).not.toContain('gun cock');
    expect(p.result.shots).toBe(1);
  });
});

describe('challenged from behind (000 BACKSHOOTING)', () => {
  it('"he has the option of throwing down his weapon and surrendering"', () => {
    const game = gameOf(
      behind(
        { policy: new Script([], { surrender: true }) },
        { policy: new Script([at(ACTION.challenge, 0)]) },
        14,
      ),
    );
    const p = playScripted(game, [], [1]);
    expect(p.lines).toContain('  al, called out from behind, throws down his gun and surrenders.');
    expect(game.figures[0]!.nerve).toBe(NERVE_STATE.surrendered);
    expect([p.result.surrendersFromBehind, p.result.duels, p.result.winner]).toEqual([1, 0, 1]);
  });

  it('a Citizen, with no fast-draw dice left with his back turned, surrenders by default', () => {
    const game = gameOf(
      behind(
        { cls: 'citizen', policy: new Script([]) },
        { policy: new Script([at(ACTION.challenge, 0)]) },
        14,
      ),
    );
    const p = playScripted(game, [], [1]);
    expect(p.lines).toContain('  al, called out from behind, throws down his gun and surrenders.');
  });

  it('accepted, "the previously unsuspecting target suffers the loss of three dice" in the first draw', () => {
    // Both Gunmen: bo 4 dice, al 4 - 3 = 1 in the first draw. Both miss (3 dice at 6" each, no 6), so a
    // second draw: al, facing bo now, throws his 4 dice.
    const game = gameOf(
      behind(
        { policy: new Script([], { accept: true }) },
        { policy: new Script([at(ACTION.challenge, 0)]) },
        14,
      ),
    );
    const p = playScripted(
      game,
      [6, 5, 5, 5, 1, 2, 2, 3, 3, 3, 1, 6, 1, 1, 1, 5, 5, 5, 5, 6, 6, 2, 1, 6],
      [1],
    );
    expect(p.lines).toContain('  al accepts.');
    expect(p.story).toContain('fast draw, bo 4 dice [6 5 5 5], al 1 dice [1]: bo is faster.');
    expect(p.story).toContain(
      'Exchange 2: fast draw, bo 4 dice [6 1 1 1], al 4 dice [5 5 5 5]: bo is faster.',
    );
  });

  it('shootout.backToOpponent whole-duel: three dice short in every draw', () => {
    const game = gameOf(
      behind(
        { policy: new Script([], { accept: true }) },
        { policy: new Script([at(ACTION.challenge, 0)]) },
        14,
      ),
      { options: { 'shootout.backToOpponent': 'whole-duel' } },
    );
    const p = playScripted(game, [6, 5, 5, 5, 1, 2, 2, 3, 3, 3, 1, 6, 1, 1, 1, 5, 6, 6, 2, 1, 6], [1]);
    expect(p.lines).toContain('al has his back to bo: back to opponent -3 dice in every draw.');
    expect(p.story).toContain('Exchange 2: fast draw, bo 4 dice [6 1 1 1], al 1 dice [5]: bo is faster.');
  });
});

describe('the interrupt fast draw (000 CHALLENGES, DUELS & THE FAST DRAW, situation 1)', () => {
  /** al challenges bo; cy, bo's friend, stands 8" from al with al in his arc. */
  function calledOut(cy: Partial<FigureSetup>): FigureSetup[] {
    return [
      { name: 'al', side: 0, x: 10, y: 15, cls: 'legend', policy: new Script([at(ACTION.challenge, 1)]) },
      { name: 'bo', side: 1, x: 16, y: 15, policy: new Script([], { accept: false }) },
      { name: 'cy', side: 1, x: 10, y: 23, facing: 270, ...cy },
    ];
  }

  it('an opponent with the challenger in arc announces a fast draw on him: the challenge is lost', () => {
    // cy, a Shootist, draws on al (5 dice against al's 6) and outdraws him; al never hears bo's answer.
    const game = gameOf(calledOut({ cls: 'shootist', policy: new Script([], { interrupt: true }) }));
    const p = playScripted(game, [6, 6, 1, 1, 1, 5, 5, 5, 5, 5, 5, 6, 6, 3, 1, 6], [0]);
    expect(p.lines).toContain('  cy sees al draw and announces a fast draw on him.');
    expect(p.story).toContain('fast draw, cy 5 dice [6 6 1 1 1], al 6 dice [5 5 5 5 5 5]: cy is faster.');
    expect(p.story).not.toContain('bo refuses');
    expect(p.result.interruptDraws).toBe(1);
  });

  it('by default a Gunman lets a Legend call his friend out', () => {
    const game = gameOf(calledOut({ policy: new Script([]) }));
    const p = playScripted(game, [6, 1, 1, 1], [0]);
    expect(p.lines).toContain('  bo refuses.');
    expect(p.result.interruptDraws).toBe(0);
  });

  it('with shootout.interruptDraw off nobody may interrupt', () => {
    const game = gameOf(calledOut({ cls: 'shootist', policy: new Script([], { interrupt: true }) }), {
      options: { 'shootout.interruptDraw': 'off' },
    });
    const p = playScripted(game, [6, 1, 1, 1, 1], [0]);
    expect(p.lines).toContain('  bo refuses.');
    expect(p.story).not.toContain('announces a fast draw');
  });
});
