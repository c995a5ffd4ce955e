import { describe, expect, it } from 'vitest';
import { fire, gameOf, playScripted, Script } from './shootoutKit.ts';

/** al, a Gunman at (10, 15), fires at bo, a Shootist 10" east facing him, who would announce a fast draw. */
function street(options: Record<string, string>) {
  return gameOf(
    [
      { name: 'al', side: 0, x: 10, y: 15, policy: new Script([fire(1), fire(1)]) },
      { name: 'bo', side: 1, x: 20, y: 15, cls: 'shootist', policy: new Script([], { interrupt: true }) },
    ],
    { options: { 'shootout.nerve': 'off', ...options } },
  );
}

describe('the interrupt fast draw outside a challenge (000 CHALLENGES, DUELS & THE FAST DRAW, situation 1)', () => {
  it('shootout.gunsAtStart=holstered: his first shot is his drawing; bo, with him in arc, draws on him', () => {
    const p = playScripted(
      street({ 'shootout.gunsAtStart': 'holstered' }),
      [6, 6, 1, 1, 1, 5, 5, 5, 5, 6, 6, 6, 6],
      [0],
    );
    expect(p.lines).toContain('  al goes for his gun.');
    expect(p.lines).toContain('  bo sees al draw and announces a fast draw on him.');
    expect(p.story).toContain('fast draw, bo 5 dice [6 6 1 1 1], al 4 dice [5 5 5 5]: bo is faster.');
    // bo fires first and knocks al out: al's own shot is lost.
    expect(p.lines).toContain('  bo fires deliberately with 2 dice [6 6]: a hit.');
    expect(p.lines).toContain(
      '  al is hit: location 6 (legs), effect 6: Serious Wound & Knocked Out; now knocked out.',
    );
    expect(p.story).not.toContain('al fires');
    expect(p.result.interruptDraws).toBe(1);
  });

  it('by default (drawn) guns are out from the start: his shot is no drawing, and nobody draws on him', () => {
    const p = playScripted(street({}), [1], [0]);
    expect(p.story).not.toContain('goes for his gun');
    expect(p.lines).toContain('  al fires deliberately with 1 dice [1]: a miss.');
    expect(p.result.interruptDraws).toBe(0);
  });

  it('with shootout.interruptDraw off he goes for his gun and fires unhindered', () => {
    const game = street({ 'shootout.gunsAtStart': 'holstered', 'shootout.interruptDraw': 'off' });
    const p = playScripted(game, [1], [0]);
    expect(p.lines).toContain('  al goes for his gun.');
    expect(p.lines).toContain('  al fires deliberately with 1 dice [1]: a miss.');
  });

  it('only his first shot draws: the second is fired with his gun out', () => {
    const game = street({ 'shootout.gunsAtStart': 'holstered', 'shootout.interruptDraw': 'off' });
    const p = playScripted(game, [1, 1], [0, 6, 0]);
    expect(p.story.match(/goes for his gun/g)).toHaveLength(1);
    expect(p.story.match(/al fires/g)).toHaveLength(2);
  });
});
