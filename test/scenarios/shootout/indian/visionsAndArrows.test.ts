import { describe, expect, it } from 'vitest';
import { STATUS } from '../../../../src/rules/rwnn/WoundState.ts';
import { ACTION } from '../../../../src/policies/shootout/ShootoutPolicy.ts';
import type { IndianEntry } from '../../../../src/scenarios/shootout/indian/IndianEntry.ts';
import { at, cardsOf, fire, gameOf, just, playScripted, Script } from '../shootoutKit.ts';

const PLAINS: IndianEntry = {
  class: 'warrior',
  nation: 'plains',
  thrown: [],
  accomplished: null,
  skills: [],
};
const MYSTIC: IndianEntry = { ...PLAINS, skills: ['mystic-warrior'] };

describe('the Mystic Warrior\'s vision before the gunfight (000 "Mystic Warrior")', () => {
  it('5, Medicine Man: every Indian of the war party is charmed; 4, Dream Quest: he takes no part', () => {
    const party = () =>
      gameOf(
        [
          { name: 'seer', side: 0, cls: 'shootist', weapon: 'bow', x: 10, y: 15, indian: MYSTIC },
          { name: 'brave', side: 0, cls: 'shootist', weapon: 'bow', x: 10, y: 18, indian: PLAINS },
          { name: 'al', side: 1, x: 30, y: 15 },
        ],
        { options: { 'shootout.nerve': 'off' } },
      );
    const medicine = party();
    const p = playScripted(medicine, [5], [2]);
    expect(p.lines).toContain(
      'seer is a Mystic Warrior; his vision: Medicine Man: the whole war party is charmed.',
    );
    expect(medicine.figures.map((f) => f.charmedLeft)).toEqual([1, 1, 0]);
    const quest = party();
    const q = playScripted(quest, [4], [2]);
    expect(q.lines).toContain(
      'seer is a Mystic Warrior; his vision: Dream Quest: he takes no part in this encounter.',
    );
    expect(quest.figures[0]!.isOut()).toBe(true);
    expect(quest.figures[1]!.isOut()).toBe(false);
  });

  it('6 then 5, a Mighty Vision of luck: one die of each of his batches re-thrown', () => {
    const game = gameOf(
      [
        { name: 'seer', side: 0, cls: 'shootist', weapon: 'bow', x: 10, y: 15, indian: MYSTIC },
        { name: 'al', side: 1, x: 30, y: 15 },
      ],
      { options: { 'shootout.nerve': 'off' } },
    );
    const p = playScripted(game, [6, 5], [1]);
    expect(p.lines).toContain(
      'seer is a Mystic Warrior; his vision: a Mighty Vision, for good: Lucky (one die of each batch re-thrown).',
    );
    expect(game.figures[0]!.profile.luckyDice).toBe(1);
  });
});

describe('an impaled man works at the arrow (000 INDIAN WEAPONS)', () => {
  /** brave looses at al, a Shootist (who may see to his arrow alone), 5" east; al then takes his turns. */
  function impaledShootist(options: Record<string, string> = {}) {
    return gameOf(
      [
        {
          name: 'brave',
          side: 0,
          cls: 'shootist',
          weapon: 'bow',
          x: 10,
          y: 15,
          policy: new Script([fire(1)]),
          indian: PLAINS,
        },
        { name: 'al', side: 1, cls: 'shootist', x: 15, y: 15, policy: new Script([just(ACTION.pass)]) },
      ],
      { options: { 'shootout.nerve': 'off', ...options } },
    );
  }
  // Brave: 4 dice [6 2 2 2], one hit: location 2 (chest), effect 3, a flesh wound; impaled on a 5.
  const SHOT = [6, 2, 2, 2, 2, 3, 5];

  it('"4, 5, 6 arrow removed": his turn is spent on it, and the arrow\'s two dice come back', () => {
    const game = impaledShootist();
    const al = game.figures[1]!;
    // His first turn after the wound is the Recover it owes (000 ACTIONS); the next he works at the arrow.
    const p = playScripted(game, [...SHOT, 4], [0, 1, cardsOf(2, true).joker, 1]);
    expect(p.lines).toContain('  al is impaled: the arrow is in him.');
    expect(p.lines).toContain('  al works at the arrow in him: the arrow is out.');
    // "subtract two dice if firing ... with the arrow still projecting": gone with the arrow.
    expect(al.profile.firingDice).toBe(game.figures[0]!.profile.firingDice);
  });

  it('"1, 2 arrow fast, must be broken off", then "1, 2 ... victim dies"', () => {
    const game = impaledShootist();
    const p = playScripted(
      game,
      [...SHOT, 1, 2],
      [0, 1, cardsOf(2, true).joker, 1, cardsOf(2, true).joker, 1],
    );
    expect(p.lines).toContain('  al works at the arrow in him: the arrow is fast and must be broken off.');
    expect(p.lines).toContain('  al works at the arrow in him: uncontrollable bleeding: he dies.');
    expect(game.figures[1]!.wounds.status).toBe(STATUS.dead);
    expect(game.figures[1]!.downedBy).toBe(0);
  });

  it('with the arrow in, he fires two dice fewer; under arrows.removalTurn=then-act he throws, then acts', () => {
    const game = impaledShootist({ 'arrows.removalTurn': 'then-act' });
    const al = game.figures[1]!;
    expect(al.profile.firingDice).toBe(0);
    const p = playScripted(game, [...SHOT, 3], [0, 1, cardsOf(2, true).joker, 1]);
    expect(p.lines).toContain('  al works at the arrow in him: no progress, the arrow is still in.');
    expect(p.lines).toContain('  al (script) chooses to pass.');
    expect(al.profile.firingDice).toBe(-2);
  });
});

describe('counting coup (000 EXPERIENCE)', () => {
  it('an Indian who strikes a standing opponent in a fight counts coup', () => {
    const game = gameOf(
      [
        {
          name: 'brave',
          side: 0,
          cls: 'shootist',
          weapon: 'bow',
          blade: 'tomahawk',
          x: 10,
          y: 15,
          policy: new Script([at(ACTION.charge, 1)]),
          indian: PLAINS,
        },
        { name: 'al', side: 1, x: 12, y: 15 },
      ],
      { options: { 'shootout.nerve': 'off' } },
    );
    // "To count coup the character must physically strike any standing opponent": his tomahawk's blow.
    const p = playScripted(game, [6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6], [0]);
    expect(p.lines).toContain('  brave counts coup on al.');
    expect(game.indians!.coups[0]).toBe(1);
  });
});
