import { describe, expect, it } from 'vitest';
import { CUNNING } from '../../../src/rules/rwnn/figure/Figure.ts';
import { STATUS } from '../../../src/rules/rwnn/WoundState.ts';
import { cardsOf, fire, gameOf, playScripted, Script } from './shootoutKit.ts';

// 000 SKILLS & ATTRIBUTES: "Cunning: Roll 1 D6 1 Mechanical Aptitude: +1 on rolls to fix own gun 2 Tactical
// Theory: can pass action card to other member of own gang. 3 Common Sense: +1 to Open windows & doors 4-5
// Cool Under Fire: may use an action card currently being 'held' by character on own side. 6 Steel Plate
// under shirt: ignore all chest wounds". Register entry cunning-roll. al (card 0), a Cunning Citizen, faces bo
// (card 1); neither acts (their scripts pass).
const CARD = { al: 0, bo: 1, ...cardsOf(2) };

function cunningAl(options: Readonly<Record<string, string>> = {}, ruleset?: 'rwnn-1996') {
  return gameOf(
    [
      { name: 'al', side: 0, cls: 'citizen', x: 10, y: 15, skills: ['cunning'], policy: new Script([]) },
      { name: 'bo', side: 1, x: 16, y: 15, policy: new Script([]) },
    ],
    { options: { 'shootout.nerve': 'off', ...options }, ...(ruleset ? { ruleset } : {}) },
  );
}

describe('Cunning: "Roll 1 D6" as each gunfight starts (shootout.cunning=roll)', () => {
  it.each([
    [1, CUNNING.mechanicalAptitude, 'Mechanical Aptitude (+1 to fix his gun)'],
    [2, CUNNING.tacticalTheory, 'Tactical Theory (no effect on a side with one hand of cards)'],
    [3, CUNNING.commonSense, 'Common Sense (no effect: no doors or windows are opened)'],
    [4, CUNNING.coolUnderFire, 'Cool Under Fire (no effect on a side with one hand of cards)'],
    [5, CUNNING.coolUnderFire, 'Cool Under Fire (no effect on a side with one hand of cards)'],
    [6, CUNNING.steelPlate, 'Steel Plate under his shirt (chest wounds ignored)'],
  ])('the first die of the game, a %i, makes him %s', (face, result, words) => {
    const game = cunningAl();
    const p = playScripted(game, [face], [CARD.al]);
    expect(p.lines[0]).toBe(`al is Cunning and throws ${face}: ${words}.`);
    expect(game.figures[0]!.cunning).toBe(result);
    expect(game.figures[1]!.cunning).toBe(CUNNING.none);
  });

  it('is thrown again for every gunfight', () => {
    const game = cunningAl();
    playScripted(game, [6], [CARD.al]);
    expect(game.figures[0]!.cunning).toBe(CUNNING.steelPlate);
    playScripted(game, [1], [CARD.al]);
    expect(game.figures[0]!.cunning).toBe(CUNNING.mechanicalAptitude);
  });

  it('a cell may name one result for every Cunning man: no die is thrown', () => {
    const game = cunningAl({ 'shootout.cunning': 'steel-plate' });
    const p = playScripted(game, [], [CARD.al]);
    expect(p.lines[0]).toBe('al is Cunning: Steel Plate under his shirt (chest wounds ignored).');
    expect(game.figures[0]!.cunning).toBe(CUNNING.steelPlate);
  });

  it('under the 1996 rules, which print no Cunning, nothing is thrown', () => {
    const game = cunningAl({}, 'rwnn-1996');
    const p = playScripted(game, [], [CARD.al]);
    expect(p.lines.some((l) => l.includes('Cunning'))).toBe(false);
    expect(game.figures[0]!.cunning).toBe(CUNNING.none);
  });
});

describe('Cool Under Fire: "may use an action card currently being \'held\' by character on own side"', () => {
  // cy, a Legend of al's side, claims the displayed Legend action card with his own card; after cy's turn his
  // side may play it. al, a Citizen, wants it.
  const three = { al: 0, bo: 1, cy: 2, ...cardsOf(3) };
  const play = (options: Readonly<Record<string, string>>) => {
    const al = new Script([], { cards: () => true });
    const game = gameOf(
      [
        { name: 'al', side: 0, cls: 'citizen', x: 10, y: 15, skills: ['cunning'], policy: al },
        { name: 'bo', side: 1, x: 16, y: 15, policy: new Script([]) },
        { name: 'cy', side: 0, cls: 'legend', x: 10, y: 20, policy: new Script([], { cards: () => false }) },
      ],
      { options: { 'shootout.nerve': 'off', 'shootout.cunning': 'cool-under-fire', ...options } },
    );
    return { al, p: playScripted(game, [], [three.legend, three.cy]) };
  };

  it('by default he may not play a card above his class: a side holds one hand of cards already', () => {
    const { al, p } = play({});
    expect(p.lines[0]).toBe('al is Cunning: Cool Under Fire (no effect on a side with one hand of cards).');
    expect(al.offered).toEqual([]);
    expect(p.result.cardsPlayed).toBe(0);
  });

  it('shootout.cunningCards=class-waiver: the Citizen plays the Legend card his side holds', () => {
    const { al, p } = play({ 'shootout.cunningCards': 'class-waiver' });
    expect(p.lines[0]).toBe('al is Cunning: Cool Under Fire (may play any action card his side holds).');
    expect(p.lines).toContain('  al plays the Legend action card for a free turn.');
    expect(al.offered.length).toBeGreaterThan(0);
    expect(p.result.cardsPlayed).toBe(1);
  });
});

describe("the tactics' odds follow a gunfight's throw", () => {
  it('a hit puts a plated man down less often than a bare one', () => {
    const plated = cunningAl({ 'shootout.cunning': 'steel-plate' });
    playScripted(plated, [], []);
    const bare = cunningAl({ 'shootout.cunning': 'common-sense' });
    playScripted(bare, [], []);
    expect(plated.figures[0]!.pHitDowns).toBeLessThan(bare.figures[0]!.pHitDowns);
  });
});

describe('Steel Plate in a shootout: "ignore all chest wounds" (shot.steelPlate)', () => {
  // bo's three dice hit al; location 2 (chest), effect 6: "Dead!".
  const shotDead = (options: Readonly<Record<string, string>>) => {
    const game = gameOf(
      [
        { name: 'al', side: 0, cls: 'citizen', x: 10, y: 15, skills: ['cunning'], policy: new Script([]) },
        { name: 'bo', side: 1, x: 16, y: 15, policy: new Script([fire(0)]) },
      ],
      { options: { 'shootout.nerve': 'off', 'shootout.cunning': 'steel-plate', ...options } },
    );
    const p = playScripted(game, [6, 2, 2, 2, 6], [CARD.bo]);
    return { al: game.figures[0]!, p };
  };

  it('by default the plate stops the whole hit', () => {
    const { al, p } = shotDead({});
    expect(p.lines).toContain(
      '  al is hit: location 2 (chest), effect 6: stopped by his steel plate (Cunning); now standing.',
    );
    expect(al.wounds.status).toBe(STATUS.standing);
  });

  it('shot.steelPlate=wounds-only: "Dead!" is no wound the plate can take', () => {
    expect(shotDead({ 'shot.steelPlate': 'wounds-only' }).al.wounds.status).toBe(STATUS.dead);
  });
});
