import { describe, expect, it } from 'vitest';
import { ACTION, ESCAPE_MOMENT } from '../../../src/policies/shootout/ShootoutPolicy.ts';
import { STATUS } from '../../../src/rules/rwnn/WoundState.ts';
import type { ShootoutGame } from '../../../src/scenarios/shootout/ShootoutGame.ts';
import { at, cardsOf, fire, gameOf, move, playScripted, Script, type Step } from './shootoutKit.ts';

const always = (): boolean => true;
const J = cardsOf(3).joker;

/**
 * al at (10, 15) and cy at (4, 15) of side 0, straight west of bo at (16, 15): al charges bo first and
 * takes the place at his base facing west, so cy, charging along the same line, finds it taken. Nerve off,
 * so that nobody's friend going down costs a test.
 */
function threeMen(
  o: {
    readonly al?: Script;
    readonly bo?: Script;
    readonly cy?: Script;
    readonly options?: Readonly<Record<string, string>>;
  } = {},
): ShootoutGame {
  return gameOf(
    [
      { name: 'al', side: 0, x: 10, y: 15, policy: o.al ?? new Script([at(ACTION.charge, 1)]) },
      { name: 'bo', side: 1, x: 16, y: 15, policy: o.bo ?? new Script([]) },
      { name: 'cy', side: 0, x: 4, y: 15, policy: o.cy ?? new Script([at(ACTION.charge, 1)]) },
    ],
    { options: { 'shootout.nerve': 'off', ...o.options } },
  );
}

/** The men in close combat with figure i, by name. */
function opponents(game: ShootoutGame, i: number): string[] {
  const f = game.figures[i]!;
  const names: string[] = [];
  for (let k = 0; k < game.combat.opponentCount(f); k++)
    names.push(game.figures[game.combat.opponent(f, k)]!.name);
  return names;
}

// al: 9" of movement dice, then two fighting dice against bo's two; cy: 12" of movement dice.
const AL_CHARGES = [3, 3, 3, 1, 1, 1, 1];
const CY_MOVES = [4, 4, 4];

describe('a charge at a man already fighting joins the fight (000 OUTNUMBERED CHARACTERS)', () => {
  it('the charger goes round to a free place at his base, and both men are in contact with him', () => {
    // "When a character moves (or remains) in contact with one or more opponents". cy's place facing bo is
    // al's: he takes the nearest free one round bo's base, a charge of over nine inches (+2 dice); bo, facing
    // al, is attacked from the side (-2 of his 2 dice).
    const game = threeMen();
    const p = playScripted(game, [...AL_CHARGES, ...CY_MOVES, 1, 1, 1, 1], [0, 2]);
    expect(p.lines.slice(4, -1)).toEqual([
      "Card 2: cy's card.",
      '  cy (script) chooses to charge at bo.',
      '  cy throws 3 movement dice (12) and moves 11.7" to (15.7, 15.8).',
      '  cy joins al in the fight with bo.',
      '  cy attacks bo (pistol) with 4 dice [1 1 1 1]; bo defends (pistol) with 0 dice []: 0 hits.',
    ]);
    expect([opponents(game, 1), opponents(game, 0), opponents(game, 2)]).toEqual([
      ['al', 'cy'],
      ['bo'],
      ['bo'],
    ]);
    expect(p.result.fights).toBe(2);
  });

  it('under shootout.joinFight=refused nobody may charge a man fighting someone else', () => {
    const asked = (joinFight: string): boolean[] => {
      const answers: boolean[] = [];
      const ask: Step = (view, out) => {
        answers.push(view.mayAct(ACTION.charge, 1));
        out.action = ACTION.pass;
        out.x = view.self.x;
        out.y = view.self.y;
      };
      const game = threeMen({ cy: new Script([ask]), options: { 'shootout.joinFight': joinFight } });
      playScripted(game, AL_CHARGES, [0, 2]);
      return answers;
    };
    expect([asked('join'), asked('refused')]).toEqual([[true], [false]]);
  });

  it('each of them attacks him on his own card', () => {
    // "they may each attack him in return when their character card is turned": held in the fight, each is
    // asked for a fight turn and attacks bo, his only opponent.
    const game = threeMen();
    const p = playScripted(game, [...AL_CHARGES, ...CY_MOVES, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1], [0, 2, J, 0, 2]);
    expect(p.lines.slice(-7, -1)).toEqual([
      "Card 4: al's card.",
      '  al (script) chooses to fire at bo.',
      '  al attacks bo (pistol) with 2 dice [1 1]; bo defends (pistol) with 2 dice [1 1]: 0 hits.',
      "Card 5: cy's card.",
      '  cy (script) chooses to fire at bo.',
      '  cy attacks bo (pistol) with 2 dice [1 1]; bo defends (pistol) with 0 dice []: 0 hits.',
    ]);
    expect(p.result.fights).toBe(4);
  });
});

describe('the outnumbered man decides which one he attacks', () => {
  // al is knocked down by bo's more 6s; cy joins; then bo's card.
  const faces = [3, 3, 3, 1, 1, 6, 1, ...CY_MOVES, 1, 1, 1, 1];

  it('by default the one he throws the most dice against: a man down gives him two more', () => {
    // "Defender on ground +2": four dice against al, two against cy.
    const game = threeMen();
    const p = playScripted(game, [...faces, 1, 1, 1, 1], [0, 2, 1]);
    expect(p.lines.slice(-5, -1)).toEqual([
      "Card 3: bo's card.",
      '  bo (script) chooses to fire at al.',
      '  bo is outnumbered by al and cy, and attacks al.',
      '  bo attacks al (pistol) with 4 dice [1 1 1 1]; al is down and does not defend: 0 hits.',
    ]);
  });

  it('his tactic may choose the other', () => {
    const game = threeMen({ bo: new Script([], { fight: fire(2) }) });
    const p = playScripted(game, [...faces, 1, 1, 1, 1], [0, 2, 1]);
    expect(p.lines.slice(-4, -1)).toEqual([
      '  bo (script) chooses to fire at cy.',
      '  bo is outnumbered by al and cy, and attacks cy.',
      '  bo attacks cy (pistol) with 2 dice [1 1]; cy defends (pistol) with 2 dice [1 1]: 0 hits.',
    ]);
  });
});

describe('"left at the mercy of the others": knocked down, he stays in the fight', () => {
  it('the next man attacks him on the ground with two more dice, and he throws none in defence', () => {
    // al's blow knocks bo down (effect 1: "Knocked Down"); cy joins: 4 dice for his charge, +2 "Defender on
    // ground", and "If the victim has been knocked down, he does not roll dice in defence".
    const game = threeMen();
    const p = playScripted(game, [3, 3, 3, 6, 1, 1, 1, 1, ...CY_MOVES, 1, 1, 1, 1, 1, 1], [0, 2]);
    expect(p.lines).toContain('  bo is now knocked down.');
    expect(p.lines.at(-2)).toBe(
      '  cy attacks bo (pistol) with 6 dice [1 1 1 1 1 1]; bo is down and does not defend: 0 hits.',
    );
    expect([game.figures[1]!.wounds.status, opponents(game, 1)]).toEqual([STATUS.knockedDown, ['al', 'cy']]);
    // The knock down is a blow landed, not a hit on the wound chart.
    expect([p.result.fightHits, p.result.hits]).toEqual([1, 0]);
  });
});

describe('escaping from an outnumbered man, and held while any contact remains', () => {
  it('al escapes; bo, no longer outnumbered, holds cy and cy him; knocked out, cy frees bo', () => {
    // al and cy on bo; after the Joker al leaves ("If his opponent is outnumbered"), taking himself out of
    // his fight only. cy may not escape so: bo has one enemy on him. bo, held by cy, fights instead of taking
    // his script's move, and knocks cy out (effect 4 "Shot", head, 4: "Flesh Wound & Knocked Out"); a man
    // knocked out is in no fight, so on bo's next card he is free and walks away.
    const al = new Script([at(ACTION.charge, 1)], { escape: always });
    const bo = new Script([move(30, 15)]);
    const cy = new Script([at(ACTION.charge, 1)], { escape: always });
    const game = threeMen({ al, bo, cy });
    const faces = [...AL_CHARGES, ...CY_MOVES, 1, 1, 1, 1, 2, 2, 2, 1, 1, 6, 1, 1, 1, 4, 1, 4, 4, 4, 4];
    const p = playScripted(game, faces, [0, 2, J, 0, 2, 1, J, 1]);
    expect(p.lines.slice(10)).toEqual([
      "Card 4: al's card.",
      '  al (script) chooses to escape: bo is outnumbered.',
      '  al escapes from the fight with bo.',
      '  al throws 3 movement dice (6) and moves 6.0" to (9.1, 15.0).',
      "Card 5: cy's card.",
      '  cy (script) chooses to fire at bo.',
      '  cy attacks bo (pistol) with 2 dice [1 1]; bo defends (pistol) with 0 dice []: 0 hits.',
      "Card 6: bo's card.",
      '  bo (script) chooses to fire at cy.',
      '  bo attacks cy (pistol) with 2 dice [6 1]; cy defends (pistol) with 2 dice [1 1]: 1 hit.',
      '  Effect 4: Shot.',
      '  Location 1 (head), effect 4: Flesh Wound & Knocked Out; cy is now knocked out.',
      '  cy has gone down (knocked out).',
      'Card 7: the Joker: the deck is made up again.',
      "Card 8: bo's card.",
      '  bo (script) chooses to move toward (30.0, 15.0).',
      '  bo throws 3 movement dice (12) and moves 12.0" to (28.0, 15.0).',
      'The card cap (8) is reached: a draw.',
    ]);
    // bo was asked only as the attacker with more 6s, never because his man was outnumbered.
    expect([al.escapeAsked, cy.escapeAsked, bo.escapeAsked]).toEqual([
      [ESCAPE_MOMENT.outnumbered],
      [],
      [ESCAPE_MOMENT.attacking],
    ]);
    expect([opponents(game, 0), opponents(game, 1), opponents(game, 2)]).toEqual([[], [], []]);
    expect(p.result.escapes).toBe(1);
  });
});
