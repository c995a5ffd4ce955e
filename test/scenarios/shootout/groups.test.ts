import { describe, expect, it } from 'vitest';
import { ACTION } from '../../../src/policies/shootout/ShootoutPolicy.ts';
import { CARD_PLACE } from '../../../src/rules/rwnn/fateDeck/CardPlace.ts';
import type { JsonObject } from '../../../src/scenarios/Scenario.ts';
import { shootoutScenario } from '../../../src/scenarios/shootout/shootoutScenario.ts';
import { cardsOf, fire, gameOf, just, playScripted, Script, type FigureSetup } from './shootoutKit.ts';

const CARD = { al: 0, bo: 1, cy: 2, du: 3, ...cardsOf(4) };

/** al leads cy and du (side 0, group 0), cy a step ahead of him and du beside him; bo alone 20" east. */
function posse(al: Script, bo: Script = new Script([])): FigureSetup[] {
  return [
    { name: 'al', side: 0, x: 10, y: 15, group: 0, leads: true, policy: al },
    { name: 'bo', side: 1, x: 30, y: 15, policy: bo },
    { name: 'cy', side: 0, x: 11.5, y: 15, group: 0 },
    { name: 'du', side: 0, x: 10, y: 17, group: 0 },
  ];
}

describe('group movement (000 GROUP MOVEMENT)', () => {
  it("the deck holds only the leaders' cards: the rest are kept to one side", () => {
    // "Only the leaders action card is included in the Fate deck; the rest are kept to one side."
    const game = gameOf(posse(new Script([just(ACTION.pass)])));
    playScripted(game, [], [CARD.al]);
    const deck = game.deck;
    expect([CARD.cy, CARD.du].map((c) => deck.placeOf(c))).toEqual([
      CARD_PLACE.setAside,
      CARD_PLACE.setAside,
    ]);
    // al's card turned; bo's, the four action cards and the Joker are left to turn.
    expect(deck.count(CARD_PLACE.drawPile)).toBe(6);
    expect(() => playScripted(game, [], [CARD.cy])).toThrow(/card 2 is not in the draw pile \(place 4\)/);
  });

  it("on the leader's card the whole group moves as a body, the leader's one throw for all, front man first", () => {
    // "When a leaders card is drawn it can ... allow the whole group to move in the same direction as a body."
    const al = new Script([], { group: [20, 15] });
    const game = gameOf(posse(al));
    const p = playScripted(game, [3, 3, 3], [CARD.al]);
    expect(p.lines).toEqual([
      "Card 1: al's card.",
      '  al (script) moves his group as a body toward (20.0, 15.0).',
      '  al throws 3 movement dice (9) for the group: 9.0".',
      '  cy moves 9.0" to (20.5, 15.0).',
      '  al moves 9.0" to (19.0, 15.0).',
      '  du moves 9.0" to (19.0, 17.0).',
      'The card cap (1) is reached: a draw.',
    ]);
    expect([al.asked, al.groupAsked, p.result.groupMoves]).toEqual([0, 1, 1]);
  });

  it('under shootout.groupMoveThrow=each every man throws his own dice, the same way', () => {
    const game = gameOf(posse(new Script([], { group: [20, 15] })), {
      options: { 'shootout.groupMoveThrow': 'each' },
    });
    const p = playScripted(game, [3, 3, 3, 2, 2, 2, 4, 4, 4], [CARD.al]);
    expect(p.lines.slice(2, 5)).toEqual([
      '  cy throws 3 movement dice (9) and moves 9.0" to (20.5, 15.0).',
      '  al throws 3 movement dice (6) and moves 6.0" to (16.0, 15.0).',
      '  du throws 3 movement dice (12) and moves 10.0" to (20.0, 17.0).',
    ]);
  });

  it('the first shot shuffles the missing cards into the deck, and the leader may move the group no more', () => {
    // "As soon as the first shot is fired, all the missing character cards are shuffled into the Fate deck,
    // and group movement is no longer allowed." bo's shot at 20" is a lucky shot (-1 dice): a miss.
    const al = new Script([], { group: [20, 15] });
    const game = gameOf(posse(al, new Script([fire(0)])));
    const p = playScripted(game, [1, 1, 2], [CARD.bo, CARD.cy, CARD.al]);
    expect(p.lines.slice(0, 6)).toEqual([
      "Card 1: bo's card.",
      '  bo (script) chooses to fire at al.',
      '  bo has -1 dice (deliberate): a lucky shot, [2 1 1]: no hit, out of ammo.',
      '  The first shot: 2 set-aside cards are shuffled into the Fate deck, and group movement is over.',
      "Card 2: cy's card.",
      '  cy (script) chooses to pass.',
    ]);
    expect(p.lines).toContain('  al (script) chooses to pass.');
    expect([al.groupAsked, p.result.groupMoves]).toEqual([0, 0]);
    expect(game.deck.placeOf(CARD.du)).toBe(CARD_PLACE.drawPile);
  });
});

describe('groups in an experiment file', () => {
  const setup = (posse: JsonObject, params: JsonObject = {}): JsonObject => ({
    sides: {
      posse: { area: 'west', figures: posse },
      gang: { area: 'east', figures: { ike: 'gunman' } },
    },
    params: { table: 'open-ground', ...params },
  });
  const issues = (s: JsonObject): string[] => {
    const n = shootoutScenario.normalize(s);
    return 'issues' in n ? n.issues.map((i) => `${i.path.join('.')}: ${i.expected}`) : [];
  };

  it('reads a group and its leader, and keeps them in the canonical setup', () => {
    const n = shootoutScenario.normalize(
      setup({ wyatt: { group: 'earps', leader: true }, morgan: { group: 'earps' }, doc: 'gunman' }),
    );
    if ('issues' in n) throw new Error(JSON.stringify(n.issues));
    const figures = ((n.setup.sides as JsonObject).posse as JsonObject).figures as JsonObject;
    expect(
      [figures.wyatt, figures.morgan, figures.doc].map((f) => [
        (f as JsonObject).group,
        (f as JsonObject).leader,
      ]),
    ).toEqual([
      ['earps', true],
      ['earps', undefined],
      [undefined, undefined],
    ]);
  });

  it('names the field and what is allowed for every bad group or leader', () => {
    expect(issues(setup({ a: { group: 5 } }))).toEqual([
      "sides.posse.figures.a.group: a group name of up to 32 letters, digits and '-' (got 5)",
    ]);
    expect(issues(setup({ a: { leader: true } }))).toEqual([
      'sides.posse.figures.a.leader: leader: true only with a group (the group he leads)',
    ]);
    expect(issues(setup({ a: { group: 'g', leader: 'yes' } }))).toEqual([
      'sides.posse.figures.a.leader: true or false (got "yes")',
    ]);
    expect(issues(setup({ a: { group: 'g', leader: true, count: 2 } }))).toEqual([
      "sides.posse.figures.a.leader: one figure: a leader's entry has count 1 (got 2)",
    ]);
    expect(issues(setup({ a: { group: 'g' }, b: { group: 'g' } }))).toEqual([
      'sides.posse.figures.a.group: a group with a leader: one figure of group "g" needs leader: true',
    ]);
    expect(issues(setup({ a: { group: 'g', leader: true }, b: { group: 'g', leader: true } }))).toEqual([
      'sides.posse.figures.b.leader: one leader per group: "g" is led by a already',
    ]);
    expect(issues(setup({ a: { group: 'g', leader: true } }, { placement: 'fate-deck' }))).toEqual([
      'params.placement: scenario when figures are in groups (groups are organised before the cards are turned)',
    ]);
  });
});
