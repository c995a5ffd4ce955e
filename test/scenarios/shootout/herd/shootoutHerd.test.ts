import { describe, expect, it } from 'vitest';
import { STATUS } from '../../../../src/rules/rwnn/WoundState.ts';
import { cardsOf, fire, gameOf, pick, playScripted, Script } from '../shootoutKit.ts';

/**
 * al at (10, 15) fires at bo 6" east of him; a herd of 8 animals, 4 abreast (4" across, 4" deep), its lead
 * animal at (10, 28) facing up the table: its nearest animals stand 9" from al.
 */
function herdGame() {
  return gameOf(
    [
      { name: 'al', side: 0, x: 10, y: 15, policy: new Script([fire(1)]) },
      { name: 'bo', side: 1, x: 16, y: 15, policy: new Script([]) },
    ],
    { options: { 'shootout.nerve': 'off' }, herd: { at: [10, 28], heading: 0, animals: 8, columns: 4 } },
  );
}

const MISS = [2, 2, 2];
/** One roll on the fighting table against the trample of a herd on 3 dice: the beast's 8 dice, no 6. */
const NO_HIT = [1, 1, 1, 1, 1, 1, 1, 1];
const c = cardsOf(2);

describe('a herd on a shootout table (000 "Stampeding and Herding Cattle")', () => {
  it('a table with no herd has no herd module', () => {
    expect(gameOf([{ name: 'al', side: 0, x: 1, y: 1 }]).herd).toBeNull();
    expect(herdGame().herd).not.toBeNull();
  });

  it('a shot 9" from the herd throws on the 12"-or-less table: a 4 leaves it standing, a 3 stampedes it', () => {
    const stands = playScripted(herdGame(), [...MISS, 4], [0]);
    expect(stands.lines).toContain('  A shot 9.0" from the herd: the herd stands.');
    expect(stands.result.herdStampedes).toBe(0);
    const runs = playScripted(herdGame(), [...MISS, 3], [0, pick(180)]);
    expect(runs.lines).toContain('  A shot 9.0" from the herd: Staaaampede!');
    expect(runs.lines).toContain(
      '  The herd runs on a heading of 180 degrees; the Stampede card goes into the Fate deck.',
    );
    expect(runs.result.herdStampedes).toBe(1);
  });

  it('on its card the herd runs 3 dice; al, 9" ahead, is stuck on a 3, knocked down on a 2, trampled once', () => {
    // Shot, check 3, heading 180; the Stampede card first of the pile: 6+1+1 = 8", front to 1" of al; escape
    // 3, stay 2, one trample roll (1), the beast's 8 dice; bo's card.
    const game = herdGame();
    const p = playScripted(game, [...MISS, 3, 6, 1, 1, 3, 2, 1, ...NO_HIT], [0, pick(180), pick(0), 1]);
    expect(p.lines).toContain('Stampede card: the herd runs 8" on 3 dice.');
    expect(p.lines).toContain('  al throws for escape: stuck in the stampede.');
    expect(p.lines).toContain('  al is knocked down inside the herd.');
    expect(p.lines).toContain('  The herd tramples al: 1 roll.');
    expect(p.lines.some((l) => l.includes('(clubbed rifle) with 8 dice'))).toBe(true);
    expect(game.figures[0]!.wounds.status).toBe(STATUS.knockedDown);
    expect([p.result.herdCaught, p.result.herdKnockedDown, p.result.herdTrampleRolls]).toEqual([1, 1, 1]);
  });

  it('a man down inside the herd is rolled for every turn it passes over him, and never once it has passed', () => {
    // Turn 1 as above (8"), he lies at its front; turns 2 and 3 it runs 3" over him (4" deep): trampled;
    // turn 4 its rear has passed him: no throw. His card between is lost under the herd.
    const game = herdGame();
    const p = playScripted(
      game,
      [...MISS, 3, 6, 1, 1, 3, 2, 1, ...NO_HIT, 1, 1, 1, 1, ...NO_HIT, 1, 1, 1, 1, ...NO_HIT, 1, 1, 1],
      [0, pick(180), pick(0), c.joker, pick(0), 0, c.joker, pick(0), c.joker, pick(0), 1],
    );
    expect(p.lines.filter((l) => l === '  The herd tramples al: 1 roll.')).toHaveLength(3);
    expect(p.lines.filter((l) => l.startsWith('Stampede card:'))).toHaveLength(4);
    expect(p.lines).toContain('  al is down under the herd.');
    expect(p.result.herdTrampleRolls).toBe(3);
  });
});

describe('a man on foot runs from a herd bearing down on him (000 "A figure on foot can not run through the stampede")', () => {
  it('al, in its path 9" ahead of its front, runs on his next card out of it to the nearer flank, not as his tactic says', () => {
    // Shot, check 3, heading 180 (its front re-formed at y = 24, facing down the table); the Stampede card not
    // yet (1 of the pile each time it may come); bo's card, the Joker; al's card: he runs for (6.5, 15), 3.5"
    // beside its middle line (half its 4" and the 1" reach, and half an inch), on a move of 5".
    const game = herdGame();
    const p = playScripted(
      game,
      [...MISS, 3, 2, 2, 1],
      [0, pick(180), pick(1), 1, pick(1), c.joker, pick(1), 0],
    );
    expect(p.lines).toContain('  al runs from the herd bearing down on him, toward (6.5, 15.0).');
    expect(p.lines.filter((l) => l.includes('al fires'))).toHaveLength(1);
    expect(p.result.herdRunFrom).toBe(1);
    expect(p.lines).toContain('  al throws 3 movement dice (5) and moves 3.5" to (6.5, 15.0).');
    expect(game.figures[0]!.x).toBeCloseTo(6.5, 6);
  });
});
