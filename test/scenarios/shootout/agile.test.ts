import { describe, expect, it } from 'vitest';
import { ACTION } from '../../../src/policies/shootout/ShootoutPolicy.ts';
import { cardsOf, duo, gameOf, move, moveAndFire, playScripted, Script, watchShots } from './shootoutKit.ts';

// 000 SKILLS & ATTRIBUTES (003 SKILLS the same words): "Agile: no firing penalty when moving, may make one
// change of direction during move*, ends move facing any direction." Register entry agile-end-facing.
// al (card 0) at (10, 15), bo (card 1) 6" east of him.
const CARD = { al: 0, bo: 1, ...cardsOf(2) };

describe('Agile "ends move facing any direction" (000 and 003 SKILLS)', () => {
  it('a Move & Fire away from the enemy: an Agile man turns and fires at him', () => {
    // Without the skill he faces the way he moved and has no shot (see actions.test.ts); Agile, he faces bo
    // as the move ends and the shot "at the end of his movement" has him in arc (one die at 10", a miss).
    const game = gameOf(duo({ skills: ['agile'], policy: new Script([moveAndFire(4, 15, 1)]) }));
    const shots = watchShots(game);
    const p = playScripted(game, [2, 2, 2], [CARD.al]);
    const al = game.figures[0]!;
    expect(al.x).toBe(6);
    expect(p.lines).toContain('  al (Agile) ends his move facing bo.');
    expect(al.facing).toBe(0);
    expect(shots).toEqual([{ shooter: 'al', target: 'bo', afterMove: true }]);
  });

  it('shootout.agileFacing=after-shot: the shot is taken facing the way he moved, then he turns', () => {
    const game = gameOf(duo({ skills: ['agile'], policy: new Script([moveAndFire(4, 15, 1)]) }), {
      options: { 'shootout.agileFacing': 'after-shot' },
    });
    const shots = watchShots(game);
    const p = playScripted(game, [2, 2], [CARD.al]);
    expect(shots).toEqual([]);
    expect(p.lines.at(-2)).toBe('  al (Agile) ends his move facing bo.');
    expect(game.figures[0]!.facing).toBe(0);
  });

  it('after a Move he faces the nearest enemy his side sees, not the way he went', () => {
    const game = gameOf(duo({ skills: ['agile'], policy: new Script([move(4, 15)]) }));
    const p = playScripted(game, [2, 2, 2], [CARD.al]);
    expect(game.figures[0]!.x).toBe(4);
    expect(p.lines).toContain('  al (Agile) ends his move facing bo.');
    expect(game.figures[0]!.facing).toBe(0);
  });

  it('his tactic may keep the way he moved', () => {
    class Forward extends Script {
      override agileFacing(): number {
        return -1;
      }
    }
    const game = gameOf(duo({ skills: ['agile'], policy: new Forward([move(4, 15)]) }));
    const p = playScripted(game, [2, 2, 2], [CARD.al]);
    expect(p.lines.some((l) => l.includes('(Agile)'))).toBe(false);
    expect(game.figures[0]!.facing).toBe(180);
  });

  it('a tactic that names a man his side does not see is refused', () => {
    class Blind extends Script {
      override agileFacing(): number {
        return 7;
      }
    }
    const game = gameOf(duo({ skills: ['agile'], policy: new Blind([move(4, 15)]) }));
    expect(() => playScripted(game, [2, 2, 2], [CARD.al])).toThrow(/may not turn to face figure 7/);
  });

  it('the default tactic faces the man a Move & Fire declared, when he may fire at him', () => {
    const script = new Script([]);
    const game = gameOf(duo({ skills: ['agile'], policy: script }));
    const view = game.viewOf(0);
    expect(script.agileFacing(view, ACTION.moveAndFire, 1)).toBe(1);
    expect(script.agileFacing(view, ACTION.move, -1)).toBe(1);
  });
});
