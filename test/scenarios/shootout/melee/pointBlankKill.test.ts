import { describe, expect, it } from 'vitest';
import type { SkillId } from '../../../../src/rules/rwnn/tables/skills.ts';
import { STATUS } from '../../../../src/rules/rwnn/WoundState.ts';
import { cardsOf, fire, gameOf, playScripted, Script } from '../shootoutKit.ts';

/**
 * al (`skills`) at (10, 15) shoots bo, 0.8" east of him (in contact), on his first card; cy stands far off
 * on bo's side so that the gunfight goes on. al's card again after the Joker.
 */
function standingOver(skills: readonly SkillId[], options: Record<string, string>) {
  return gameOf(
    [
      { name: 'al', side: 0, x: 10, y: 15, skills, policy: new Script([fire(1)]) },
      { name: 'bo', side: 1, x: 10.8, y: 15 },
      { name: 'cy', side: 1, x: 38, y: 2 },
    ],
    { options: { 'shootout.nerve': 'off', ...options } },
  );
}

// Card 1: al's deliberate shot of 2 dice at point blank: [6 2], a hit; location 1 (head), effect 4: "Flesh
// Wound & Knocked Out" (000 WOUND CHART). Then the Joker, and al's card again.
const KNOCK_OUT = [6, 2, 1, 4];
const CARDS = [0, cardsOf(3).joker, 0];

describe('the point-blank kill (000 FIGHTING; melee.pointBlankKill)', () => {
  it('an Evil man shoots the knocked-out enemy at his feet, which "automatically kills"', () => {
    const game = standingOver(['evil'], { 'melee.pointBlankKill': 'evil' });
    const p = playScripted(game, KNOCK_OUT, CARDS);
    expect(p.lines).toContain(
      '  bo is hit: location 1 (head), effect 4: Flesh Wound & Knocked Out; now knocked out.',
    );
    expect(p.lines).toContain('  al shoots the senseless bo at point blank range: dead.');
    expect(game.figures[1]!.wounds.status).toBe(STATUS.dead);
    expect(p.result.shots).toBe(2);
  });

  it('"should not be permitted except to evil characters": a man not Evil passes him by', () => {
    const game = standingOver([], { 'melee.pointBlankKill': 'evil' });
    const p = playScripted(game, KNOCK_OUT, CARDS);
    expect(p.story).not.toContain('senseless');
    expect(game.figures[1]!.wounds.status).toBe(STATUS.knockedOut);
  });

  it('by default nobody does, Evil or not', () => {
    const game = standingOver(['evil'], {});
    expect(playScripted(game, KNOCK_OUT, CARDS).story).not.toContain('senseless');
  });
});
