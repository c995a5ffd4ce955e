import { describe, expect, it } from 'vitest';
import { GUN } from '../../../src/rules/rwnn/figure/GunState.ts';
import { blazePolicy } from '../../../src/policies/duel/fixedPolicies.ts';
import { ACTION } from '../../../src/policies/shootout/ShootoutPolicy.ts';
import {
  at,
  cardsOf,
  duo,
  fire,
  gameOf,
  just,
  move,
  playScripted,
  Script,
  tableOf,
  watchShots,
  type Step,
} from './shootoutKit.ts';

// 000 SKILLS & ATTRIBUTES: "Wildman: must move (towards an appropriate enemy) and fire every turn if he can,
// moving the full two dice distance until he makes contact"; 003 SKILLS: "in a gunfight he must move and fire
// every turn if he can". Register entry wildman-forced-move. al (card 0), a Wildman, 8" west of bo (card 1).
const CARD = { al: 0, bo: 1, ...cardsOf(2) };

function wildAl(steps: readonly Step[], o: { ruleset?: 'rwnn-1996'; options?: Record<string, string> } = {}) {
  return gameOf(duo({ skills: ['wildman'], policy: new Script(steps) }, {}, 8), {
    options: { 'shootout.nerve': 'off', ...o.options },
    ...(o.ruleset ? { ruleset: o.ruleset } : {}),
  });
}

describe('000: "must move (towards an appropriate enemy) and fire every turn ... the full two dice distance"', () => {
  it('his tactic chose to fire: he Move & Fires at that man instead, the full throw, and fires at the end', () => {
    const game = wildAl([fire(1)]);
    const shots = watchShots(game);
    const p = playScripted(game, [2, 2, 2, 3], [CARD.al]);
    expect(p.lines).toContain('  al is a Wildman: he must move at bo and fire.');
    expect(p.lines).toContain('  al throws 2 movement dice (4) and moves 4.0" to (14.0, 15.0).');
    expect(shots).toEqual([{ shooter: 'al', target: 'bo', afterMove: true }]);
  });

  it('a throw that would carry him past his man halts on reaching him ("until he makes contact")', () => {
    const game = wildAl([fire(1)]);
    playScripted(game, [6, 6, 2], [CARD.al]);
    const al = game.figures[0]!;
    // Base to base with bo at (18, 15): no further, though he threw 12.
    expect(al.x).toBeGreaterThan(16.5);
    expect(al.x).toBeLessThan(18);
  });

  it('a tactic that does not name an enemy: he goes at the nearest his side sees', () => {
    const game = wildAl([just(ACTION.pass)]);
    const p = playScripted(game, [2, 2, 2, 3], [CARD.al]);
    expect(p.lines).toContain('  al is a Wildman: he must move at bo and fire.');
    expect(game.figures[0]!.x).toBe(14);
  });

  it('past a wall, he goes the full throw toward the corner of the way round', () => {
    // A wall across the line between them; the way round passes its southern end.
    const table = tableOf([{ kind: 'wall', from: [14, 10], to: [14, 20] }]);
    const game = gameOf(duo({ skills: ['wildman'], policy: new Script([fire(1)]) }, {}, 8), {
      table,
      options: { 'shootout.nerve': 'off' },
    });
    const p = playScripted(game, [6, 6, 2], [CARD.al]);
    expect(p.lines).toContain('  al is a Wildman: he must move at bo and fire.');
    // Straight at the corner point (13, 21) and on past it: the whole 12" of his throw.
    expect(p.lines).toContain('  al throws 2 movement dice (12) and moves 12.0" to (15.4, 25.7).');
  });

  it('a charge at an enemy is a move at him that makes contact: it stands', () => {
    const game = wildAl([at(ACTION.charge, 1)]);
    const p = playScripted(game, [3, 3, 3, 6, 1, 1, 1], [CARD.al]);
    expect(p.lines.some((l) => l.includes('is a Wildman'))).toBe(false);
    expect(p.lines).toContain('  al (script) chooses to charge at bo.');
  });

  it('a man with no gun ready cannot "move and fire": his tactic\'s Fix gun stands', () => {
    // His first turn's forced Move & Fire blazes... (see the faces); his second finds no gun ready.
    const game = gameOf(
      duo(
        { skills: ['wildman'], policy: new Script([fire(1), just(ACTION.fixGun)], { fire: blazePolicy }) },
        {},
        8,
      ),
      { options: { 'shootout.nerve': 'off' } },
    );
    const p = playScripted(game, [2, 2, 1, 1, 2, 3, 4, 5], [CARD.al, CARD.joker, CARD.al]);
    expect(p.lines).toContain('  al blazes away with 5 dice [4 3 2 1 1]: no hit, jammed.');
    expect(p.lines.filter((l) => l.includes('is a Wildman'))).toHaveLength(1);
    expect(p.lines).toContain('  al (script) chooses to fix gun.');
    expect(game.figures[0]!.guns[0]).toBe(GUN.loaded);
  });
});

describe('003: "in a gunfight he must move and fire every turn if he can" (shootout.wildmanMove=move-and-fire)', () => {
  it('a Move his tactic chose becomes a Move & Fire to the same point', () => {
    const game = wildAl([move(4, 15)], { ruleset: 'rwnn-1996' });
    const shots = watchShots(game);
    const p = playScripted(game, [2, 2], [CARD.al]);
    expect(p.lines).toContain('  al is a Wildman: he must move and fire.');
    expect(p.lines).toContain('  al (script) chooses to move & fire toward (4.0, 15.0).');
    // Facing away at the end of his move, he has nobody in his arc to fire at.
    expect(shots).toEqual([]);
  });

  it('the 1996 edition reads 003 by default, and 000 on request', () => {
    const game = wildAl([move(4, 15)], {
      ruleset: 'rwnn-1996',
      options: { 'shootout.wildmanMove': 'toward-enemy' },
    });
    const p = playScripted(game, [2, 2, 2, 3, 4], [CARD.al]);
    expect(p.lines).toContain('  al is a Wildman: he must move at bo and fire.');
  });
});
