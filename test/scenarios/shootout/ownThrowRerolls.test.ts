import { describe, expect, it } from 'vitest';
import { STATUS } from '../../../src/rules/rwnn/WoundState.ts';
import type { SkillId } from '../../../src/rules/rwnn/tables/skills.ts';
import { cardsOf, fire, gameOf, playScripted, Script, tableOf, type Played } from './shootoutKit.ts';

// al (card 0) at (10, 15) fires at bo (card 1) 6" east of him; cy, 10" further off, keeps bo's side in the
// fight. Nerve is off, so no test interrupts the script.
const CARD = { al: 0, bo: 1, ...cardsOf(3) };
// al's three dice hit bo: head, effect 4, "Flesh Wound & Knocked Out" (Appendix B).
const KNOCK_OUT = [6, 2, 2, 1, 4];
// al's three dice hit bo: chest, effect 2, a flesh wound that owes a Recover.
const WOUND = [6, 2, 2, 2, 2];

/** The last `n` lines of the story before the card cap ends the game. */
function last(p: Played, n: number): readonly string[] {
  const lines = p.lines.filter((l) => !l.startsWith('The card cap'));
  return lines.slice(lines.length - n);
}

function hitBo(bo: readonly SkillId[], options: Readonly<Record<string, string>> = {}) {
  return gameOf(
    [
      { name: 'al', side: 0, x: 10, y: 15, policy: new Script([fire(1)]) },
      { name: 'bo', side: 1, x: 16, y: 15, skills: bo, policy: new Script([]) },
      { name: 'cy', side: 1, x: 16, y: 25 },
    ],
    { options: { 'shootout.nerve': 'off', ...options } },
  );
}

describe('coming round from a knock-out is his own batch (000 SKILLS & ATTRIBUTES; register entry single-throw-rerolls)', () => {
  it('"Lucky: may re-roll one* dice from each batch of dice he throws": a failed throw to come round', () => {
    // 000 WOUNDS: "Knocked out characters must attempt to throw a 6 each time they have a turn".
    const game = hitBo(['lucky']);
    const p = playScripted(game, [...KNOCK_OUT, 4, 6], [CARD.al, CARD.bo]);
    expect(last(p, 3)).toEqual([
      '  bo is knocked out and throws 4: still out cold.',
      '  bo is Lucky and re-rolls a 4: [6].',
      '  bo comes round after all.',
    ]);
    expect(game.figures[1]!.wounds.status).toBe(STATUS.knockedDown);
    // A re-roll that fails too leaves him out, and the story adds nothing.
    const still = hitBo(['lucky']);
    const q = playScripted(still, [...KNOCK_OUT, 4, 5], [CARD.al, CARD.bo]);
    expect(last(q, 2)).toEqual([
      '  bo is knocked out and throws 4: still out cold.',
      '  bo is Lucky and re-rolls a 4: [5].',
    ]);
    expect(still.figures[1]!.wounds.status).toBe(STATUS.knockedOut);
  });

  it("under the quick reference sheet the re-rolled die keeps the later throw's +1", () => {
    // 002 Wound Chart: "(+1 on subsequent throws.)": his second throw needs a 5.
    const cards = [CARD.al, CARD.bo, CARD.joker, CARD.bo];
    const quick = gameOf(
      [
        { name: 'al', side: 0, x: 10, y: 15, policy: new Script([fire(1)]) },
        { name: 'bo', side: 1, x: 16, y: 15, skills: ['lucky'], policy: new Script([]) },
        { name: 'cy', side: 1, x: 16, y: 25 },
      ],
      { ruleset: 'rwnn-quickref', options: { 'shootout.nerve': 'off' } },
    );
    const p = playScripted(quick, [6, 2, 2, 1, 4, 3, 2, 4, 5], cards);
    expect(last(p, 3)).toEqual([
      '  bo is knocked out and throws 4 +1: still out cold.',
      '  bo is Lucky and re-rolls a 4: [5].',
      '  bo comes round after all.',
    ]);
  });

  it('an opponent forces a Cursed man to throw his 6 again, once* per gunfight', () => {
    // "each opposing player may cause him to re-roll one dice once* per gunfight": al, the nearest enemy.
    const game = hitBo(['cursed']);
    const p = playScripted(game, [...KNOCK_OUT, 6, 3], [CARD.al, CARD.bo]);
    expect(last(p, 3)).toEqual([
      '  bo is knocked out and throws 6: he comes round.',
      '  bo is Cursed: al makes him re-roll a 6: [3].',
      '  bo is still out cold.',
    ]);
    expect([game.figures[1]!.wounds.status, game.figures[1]!.curseTokens]).toEqual([STATUS.knockedOut, 0]);
  });

  it("a Charmed enemy keeps his re-roll for the hit that would put him down, not a man's 6", () => {
    const game = gameOf(
      [
        { name: 'al', side: 0, x: 10, y: 15, skills: ['charmed'], policy: new Script([fire(1)]) },
        { name: 'bo', side: 1, x: 16, y: 15, policy: new Script([]) },
        { name: 'cy', side: 1, x: 16, y: 25 },
      ],
      { options: { 'shootout.nerve': 'off' } },
    );
    const p = playScripted(game, [...KNOCK_OUT, 6], [CARD.al, CARD.bo]);
    expect(last(p, 1)).toEqual(['  bo is knocked out and throws 6: he comes round.']);
    expect(game.figures[0]!.charmedLeft).toBe(1);
  });

  it('shootout.singleRerolls=none: the skills leave it alone', () => {
    const game = hitBo(['lucky'], { 'shootout.singleRerolls': 'none' });
    const p = playScripted(game, [...KNOCK_OUT, 4], [CARD.al, CARD.bo]);
    expect(last(p, 1)).toEqual(['  bo is knocked out and throws 4: still out cold.']);
    expect(game.figures[1]!.wounds.status).toBe(STATUS.knockedOut);
  });

  it("a Lucky Jumpy man's 6 then his nerves: each throw a batch of its own", () => {
    const game = hitBo(['lucky', 'jumpy'], { 'shootout.jumpyRecovery': 'recover-and-coming-round' });
    const p = playScripted(game, [...KNOCK_OUT, 2, 6, 1, 5], [CARD.al, CARD.bo]);
    expect(last(p, 6)).toEqual([
      '  bo is knocked out and throws 2: still out cold.',
      '  bo is Lucky and re-rolls a 2: [6].',
      '  bo comes round after all, if his nerves let him.',
      '  bo is Jumpy and throws 1 to come round (4-6): he cannot.',
      '  bo is Lucky and re-rolls a 1: [5].',
      '  bo steadies his nerves after all.',
    ]);
    expect(game.figures[1]!.wounds.status).toBe(STATUS.knockedDown);
  });
});

describe('a Jumpy man\'s "50%* chance of recovering" is his own batch (register entry single-throw-rerolls)', () => {
  it('Lucky re-rolls a failed die, and he recovers', () => {
    const game = hitBo(['jumpy', 'lucky']);
    const p = playScripted(game, [...WOUND, 3, 5], [CARD.al, CARD.bo]);
    expect(last(p, 4)).toEqual([
      '  bo is Jumpy and throws 3 to recover (4-6): he cannot.',
      '  bo is Lucky and re-rolls a 3: [5].',
      '  bo steadies his nerves after all.',
      '  bo recovers.',
    ]);
    expect(game.figures[1]!.mustRecover).toBe(false);
  });

  it("Very Jumpy's two dice are one batch: one Lucky die for the pair, the one that failed", () => {
    const game = hitBo(['jumpy', 'jumpy', 'lucky']);
    const p = playScripted(game, [...WOUND, 5, 2, 1], [CARD.al, CARD.bo]);
    expect(last(p, 2)).toEqual([
      '  bo is Jumpy and throws 5 2 to recover (4-6 on each): he cannot.',
      '  bo is Lucky and re-rolls a 2: [5 1].',
    ]);
    expect(game.figures[1]!.mustRecover).toBe(true);
  });

  it('an opponent keeps his Curse token: a failed recovery only costs a turn', () => {
    const game = hitBo(['jumpy', 'cursed']);
    const p = playScripted(game, [...WOUND, 4], [CARD.al, CARD.bo]);
    expect(p.story).not.toContain('Cursed');
    expect(last(p, 1)).toEqual(['  bo recovers.']);
    expect(game.figures[1]!.curseTokens).toBe(1);
  });
});

describe("the clear-shot throw through woods is the firer's own batch (register entry single-throw-rerolls)", () => {
  // bo stands in dense woods (2 points): al needs more than 2 for a clear shot (000 COMBAT IN THE GREAT
  // OUTDOORS: "The firer must throw a dice and score more than the total density to be permitted to fire").
  const WOODS = { kind: 'woods', density: 'dense', centre: [16, 15], radius: 2 };
  const inWoods = (al: readonly SkillId[], options: Readonly<Record<string, string>> = {}) =>
    gameOf(
      [
        { name: 'al', side: 0, x: 10, y: 15, skills: al, policy: new Script([fire(1)]) },
        { name: 'bo', side: 1, x: 16, y: 15, policy: new Script([]) },
      ],
      { table: tableOf([WOODS]), options },
    );

  it('Lucky throws a failed clear shot again, and fires on the new die', () => {
    // A 2 fails, the re-rolled 3 passes; then three dice [6 2 2] hit the chest for effect 5, and the tree's
    // throw (a 3) does not stop it.
    const lucky = inWoods(['lucky']);
    const p = playScripted(lucky, [2, 3, 6, 2, 2, 2, 5, 3], [CARD.al]);
    expect(p.lines).toContain('  al is Lucky and re-rolls a 2: [3].');
    expect(p.result.shots).toBe(1);
    // Under shootout.singleRerolls=none the 2 stands: no shot.
    const none = inWoods(['lucky'], { 'shootout.singleRerolls': 'none' });
    const q = playScripted(none, [2], [CARD.al]);
    expect(q.lines).toContain('  al finds no clear shot through the trees and stands instead.');
    expect(q.result.shots).toBe(0);
  });
});
