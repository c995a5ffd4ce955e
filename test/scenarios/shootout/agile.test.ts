import { describe, expect, it } from 'vitest';
import { parseShootoutPolicy } from '../../../src/policies/shootout/parseShootoutPolicy.ts';
import { ACTION } from '../../../src/policies/shootout/ShootoutPolicy.ts';
import type { Tactic } from '../../../src/policies/shootout/Tactic.ts';
import {
  cardsOf,
  duo,
  gameOf,
  move,
  moveAndFire,
  playScripted,
  Script,
  tableOf,
  watchShots,
  type Step,
} from './shootoutKit.ts';

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

describe('Agile "may make one change of direction during move*" (000 and 003 SKILLS)', () => {
  // Four inches north to (10, 19), then east toward (16, 19): 10" in all, of which he throws 9.
  const dogleg: Step = (_v, out) => {
    out.action = ACTION.move;
    out.x = 10;
    out.y = 19;
    out.thenX = 16;
    out.thenY = 19;
  };
  const mover = (skills: 'agile'[]) =>
    gameOf(duo({ skills, policy: new Script([dogleg]) }, { x: 30 }), {
      options: { 'shootout.nerve': 'off' },
    });

  it('an Agile man turns at the corner and goes on with the rest of his throw', () => {
    const game = mover(['agile']);
    const p = playScripted(game, [3, 3, 3], [CARD.al]);
    expect(p.lines).toContain(
      '  al throws 3 movement dice (9) and moves 9.0" to (15.0, 19.0), turning at (10.0, 19.0) (Agile).',
    );
    expect([game.figures[0]!.x, game.figures[0]!.y]).toEqual([15, 19]);
  });

  it('a man without the skill stops at the corner: moves are straight lines', () => {
    const game = mover([]);
    playScripted(game, [3, 3, 3], [CARD.al]);
    expect([game.figures[0]!.x, game.figures[0]!.y]).toEqual([10, 19]);
  });

  it('the default tactic turns him round the corner of a wall between him and his man', () => {
    const table = tableOf([{ kind: 'wall', from: [14, 10], to: [14, 20] }]);
    const rusher = parseShootoutPolicy('rusher');
    if (typeof rusher === 'string') throw new Error(rusher);
    const game = gameOf(duo({ skills: ['agile'], policy: rusher as Tactic }, { x: 20 }), {
      table,
      options: { 'shootout.nerve': 'off' },
    });
    const p = playScripted(game, [6, 6, 6, 6, 6, 6], [CARD.al]);
    // Round the wall's south end, then straight at bo until the wall's end stops him.
    expect(p.lines.some((l) => l.includes('turning at (13.0, 21.0) (Agile)'))).toBe(true);
  });
});

describe('the quick reference\'s Move "end facing any direction" (002 ACTIONS)', () => {
  // 002 ACTIONS: "MOVE - 3d6\", end facing any direction." and "MOVE & FIRE - As above with 2d6\"". 000 and
  // 003 give that to Agile men only (register entry move-end-facing).
  it('under rwnn-quickref any man ends a Move facing the man his tactic names', () => {
    const game = gameOf(duo({ policy: new Script([move(4, 15)]) }), { ruleset: 'rwnn-quickref' });
    const p = playScripted(game, [2, 2, 2], [CARD.al]);
    expect(game.figures[0]!.x).toBe(4);
    expect(p.lines).toContain('  al ends his move facing bo.');
    expect(game.figures[0]!.facing).toBe(0);
  });

  it('under rwnn-extended he faces the way he moved', () => {
    const game = gameOf(duo({ policy: new Script([move(4, 15)]) }));
    const p = playScripted(game, [2, 2, 2], [CARD.al]);
    expect(p.lines.some((l) => l.includes('ends his move facing'))).toBe(false);
    expect(game.figures[0]!.facing).toBe(180);
  });

  it('move.endFacing=direction-moved reads the sheet as 000; =any reads 000 as the sheet', () => {
    const sheet = gameOf(duo({ policy: new Script([move(4, 15)]) }), {
      ruleset: 'rwnn-quickref',
      options: { 'move.endFacing': 'direction-moved' },
    });
    playScripted(sheet, [2, 2, 2], [CARD.al]);
    expect(sheet.figures[0]!.facing).toBe(180);
    const extended = gameOf(duo({ policy: new Script([moveAndFire(4, 15, 1)]) }), {
      options: { 'move.endFacing': 'any' },
    });
    const shots = watchShots(extended);
    // Two movement dice (4"), then at 10" after moving no dice left: a lucky shot's three dice, no hit.
    const p = playScripted(extended, [2, 2, 3, 3, 3], [CARD.al]);
    expect(p.lines).toContain('  al has 0 dice (deliberate): a lucky shot, [3 3 3]: no hit.');
    // Facing bo as the Move & Fire ends, he has him in arc for the shot at the end of it.
    expect(extended.figures[0]!.facing).toBe(0);
    expect(shots).toEqual([{ shooter: 'al', target: 'bo', afterMove: true }]);
  });
});
