import { describe, expect, it } from 'vitest';
import {
  ACTION,
  CARD_MOMENT,
  type ActionChoice,
  type CardMoment,
} from '../../../src/policies/shootout/ShootoutPolicy.ts';
import type { ShootoutView } from '../../../src/policies/shootout/ShootoutView.ts';
import { CARD_PLACE, type CardPlace } from '../../../src/rules/rwnn/fateDeck/CardPlace.ts';
import type { RwnnRulesetId } from '../../../src/rules/rwnn/tables/rulesetTables.ts';
import { LOCATION, STATUS } from '../../../src/rules/rwnn/WoundState.ts';
import type { ShootoutGame } from '../../../src/scenarios/shootout/ShootoutGame.ts';
import { aim, cardsOf, fire, gameOf, just, move, playScripted, Script } from './shootoutKit.ts';

const CARD = { al: 0, bo: 1, ...cardsOf(2) };

/** A step that notes where `card` is when the figure acts, then passes. */
function noteCard(game: () => ShootoutGame, card: number, seen: CardPlace[]) {
  return (view: ShootoutView, out: ActionChoice): void => {
    seen.push(game().deck.placeOf(card));
    just(ACTION.pass)(view, out);
  };
}

describe('action cards (000 THE FATE DECK)', () => {
  it('are displayed, then claimed by the next character of a class at least as high, several at once', () => {
    // "If it is an action card then it is displayed face up on the table: The next player to draw a character
    // card of a class at least as high as that of a displayed action card takes it into his hand, he can claim
    // any number of action cards simultaneously."
    const seen: CardPlace[] = [];
    const holder = { game: null as ShootoutGame | null };
    const g = (): ShootoutGame => holder.game!;
    const game = gameOf([
      {
        name: 'al',
        side: 0,
        cls: 'citizen',
        x: 10,
        y: 15,
        policy: new Script([noteCard(g, CARD.gunman, seen)]),
      },
      { name: 'bo', side: 1, x: 16, y: 15, policy: new Script([noteCard(g, CARD.gunman, seen)]) },
    ]);
    holder.game = game;
    const p = playScripted(game, [], [CARD.citizen, CARD.gunman, CARD.al, CARD.bo]);
    // The Citizen al may claim only the Citizen card; the Gunman bo claims the Gunman card.
    expect(p.lines).toContain("Card 3: al's card; his side claims the Citizen action card.");
    expect(p.lines).toContain("Card 4: bo's card; his side claims the Gunman action card.");
    expect(seen).toEqual([CARD_PLACE.displayed, CARD_PLACE.held]);
    expect([game.deck.holderOf(CARD.citizen), game.deck.holderOf(CARD.gunman)]).toEqual([0, 1]);
  });

  it('a held card is played before an enemy action resolves: the free turn goes first', () => {
    // "He can use each action card to give a free turn to any of his characters ... at any time; even part way
    // through someone else's turn." (003's example: "before he can throw his firing dice, Big John's player
    // announces that he is using the card".)
    const al = new Script([just(ACTION.pass), fire(1)], {
      cards: (m) => m === CARD_MOMENT.beforeEnemyAction,
    });
    const game = gameOf([
      { name: 'al', side: 0, x: 10, y: 15, policy: al },
      { name: 'bo', side: 1, x: 16, y: 15, policy: new Script([fire(0)]) },
    ]);
    // al grazes bo's head in his free turn (000's "Only characters behind cover are subject to duck backs"
    // leaves bo standing), then bo's own shot, declared first, resolves.
    const p = playScripted(game, [6, 2, 2, 1, 1, 1, 2, 3], [CARD.gunman, CARD.al, CARD.bo]);
    const order = p.lines.filter((l) => /plays|fires/.test(l));
    expect(order).toEqual([
      '  al plays the Gunman action card for a free turn.',
      '  al fires deliberately with 3 dice [6 2 2]: a hit.',
      '  bo fires deliberately with 3 dice [3 2 1]: a miss.',
    ]);
    expect(al.offered).toEqual([CARD_MOMENT.afterOwnTurn, CARD_MOMENT.beforeEnemyAction]);
    expect(game.deck.placeOf(CARD.gunman)).toBe(CARD_PLACE.discard);
    expect([p.result.cardsPlayed, p.result.shots]).toEqual([1, 2]);
  });

  it('an enemy put down by the free turn never carries out his action, and the card decided the game', () => {
    // Head, effect 5: "Dead!".
    const al = new Script([just(ACTION.pass), fire(1)], {
      cards: (m) => m === CARD_MOMENT.beforeEnemyAction,
    });
    const game = gameOf([
      { name: 'al', side: 0, x: 10, y: 15, policy: al },
      { name: 'bo', side: 1, x: 16, y: 15, policy: new Script([fire(0)]) },
    ]);
    const p = playScripted(game, [6, 2, 2, 1, 5], [CARD.gunman, CARD.al, CARD.bo]);
    expect(p.lines).toContain("  bo's fire never happens.");
    expect(game.figures[1]!.wounds.status).toBe(STATUS.dead);
    expect([p.result.winner, p.result.shots, p.result.cardDecided]).toEqual([0, 1, true]);
  });

  it("a dead man's card is taken out of the deck when next drawn, and claims nothing (fateDeck.outCards)", () => {
    // fate-deck-out-cards: 000's NPC rule, "remove its card from the deck the next time it is drawn"; under
    // `drawn`, the letter of THE FATE DECK: "The next player to draw a character card of a class at least as
    // high as that of a displayed action card takes it into his hand". Head, effect 5: "Dead!".
    const three = { al: 0, bo: 1, cy: 2, ...cardsOf(3) };
    const play = (outCards: string) => {
      const game = gameOf(
        [
          { name: 'al', side: 0, x: 10, y: 15, policy: new Script([fire(1)]) },
          { name: 'bo', side: 1, cls: 'legend', x: 16, y: 15, policy: new Script([]) },
          { name: 'cy', side: 1, x: 16, y: 20, policy: new Script([just(ACTION.pass)]) },
        ],
        { options: { 'fateDeck.outCards': outCards, 'shootout.nerve': 'off' } },
      );
      const p = playScripted(game, [6, 2, 2, 1, 5], [three.al, three.legend, three.bo, three.cy]);
      return { game, p };
    };
    const removed = play('removed');
    expect(removed.game.figures[1]!.wounds.status).toBe(STATUS.dead);
    expect(removed.p.lines).toContain("Card 3: bo's card, taken out of the deck.");
    expect(removed.game.deck.placeOf(three.bo)).toBe(CARD_PLACE.removed);
    expect(removed.game.deck.placeOf(three.legend)).toBe(CARD_PLACE.displayed);
    const drawn = play('drawn');
    expect(drawn.p.lines).toContain("Card 3: bo's card; his side claims the Legend action card.");
    expect(drawn.game.deck.placeOf(three.bo)).toBe(CARD_PLACE.discard);
    expect(drawn.game.deck.holderOf(three.legend)).toBe(1);
  });

  it('Legend of the West keeps his own card in hand and plays it before an enemy acts, as an action card', () => {
    // 000 SKILLS & ATTRIBUTES, Legend of the West: "when his character card is drawn, his player takes it into
    // his hand as if it was an action card, which can be used only for this character".
    const al = new Script([just(ACTION.pass)], { cards: (m) => m === CARD_MOMENT.beforeEnemyAction });
    const game = gameOf([
      { name: 'al', side: 0, cls: 'legend', skills: ['legend-of-the-west'], x: 10, y: 15, policy: al },
      { name: 'bo', side: 1, x: 16, y: 15, policy: new Script([just(ACTION.pass)]) },
    ]);
    const p = playScripted(game, [], [CARD.al, CARD.bo]);
    expect(p.lines.slice(0, 6)).toEqual([
      "Card 1: al's card.",
      '  al keeps his card in hand (Legend of the West).',
      "Card 2: bo's card.",
      '  bo (script) chooses to pass.',
      '  al plays his own card from his hand for his turn.',
      '  al (script) chooses to pass.',
    ]);
    expect(al.offered).toEqual([CARD_MOMENT.ownCard, CARD_MOMENT.beforeEnemyAction]);
    expect(game.deck.placeOf(CARD.al)).toBe(CARD_PLACE.discard);
    // His own card is his turn, not an action card's free turn.
    expect(p.result.cardsPlayed).toBe(0);
  });

  it('Legend of the West takes his turn at once when his policy says so; without the skill he is not asked', () => {
    const al = new Script([just(ACTION.pass)], { cards: (m) => m === CARD_MOMENT.ownCard });
    const game = gameOf([
      { name: 'al', side: 0, cls: 'legend', skills: ['legend-of-the-west'], x: 10, y: 15, policy: al },
      { name: 'bo', side: 1, x: 16, y: 15, policy: new Script([just(ACTION.pass)]) },
    ]);
    const p = playScripted(game, [], [CARD.al]);
    expect(p.lines.slice(0, 2)).toEqual(["Card 1: al's card.", '  al (script) chooses to pass.']);
    expect(game.deck.placeOf(CARD.al)).toBe(CARD_PLACE.discard);
    const plain = new Script([just(ACTION.pass)]);
    const other = gameOf([
      { name: 'al', side: 0, cls: 'legend', x: 10, y: 15, policy: plain },
      { name: 'bo', side: 1, x: 16, y: 15, policy: new Script([just(ACTION.pass)]) },
    ]);
    playScripted(other, [], [CARD.al]);
    expect(plain.offered).toEqual([]);
  });

  it('Legend of the West: a card kept in hand at the Joker is played or goes back like an action card', () => {
    // 000 THE FATE DECK: "Any action cards held by players must be played immediately or discarded, either
    // way, they are shuffled back into the Deck too"; 003: shuffled back unplayed.
    const play = (ruleset: 'rwnn-extended' | 'rwnn-1996') => {
      const al = new Script([just(ACTION.pass)], { cards: (m) => m === CARD_MOMENT.joker });
      const game = gameOf(
        [
          { name: 'al', side: 0, cls: 'legend', skills: ['legend-of-the-west'], x: 10, y: 15, policy: al },
          { name: 'bo', side: 1, x: 16, y: 15, policy: new Script([]) },
        ],
        { ruleset },
      );
      const p = playScripted(game, [], [CARD.al, CARD.joker]);
      return { game, p };
    };
    const extended = play('rwnn-extended');
    expect(extended.p.lines).toContain('  al plays his own card from his hand for his turn.');
    expect(extended.game.deck.placeOf(CARD.al)).toBe(CARD_PLACE.drawPile);
    const playtest = play('rwnn-1996');
    expect(playtest.p.lines).not.toContain('  al plays his own card from his hand for his turn.');
    expect(playtest.game.deck.placeOf(CARD.al)).toBe(CARD_PLACE.drawPile);
  });

  it('an aimer is offered his card as his target is about to move out of the aim, and shoots first', () => {
    // 000 ACTIONS, Aim: "If the aiming character is able to take another turn before the target makes a move
    // ... he makes an aimed shot"; the card gives him that turn. "Aimed shot with pistol +4": 7 dice at 6".
    const al = new Script([aim(1), fire(1)], { cards: (m) => m === CARD_MOMENT.targetLeavingAim });
    const game = gameOf([
      { name: 'al', side: 0, x: 10, y: 15, policy: al },
      { name: 'bo', side: 1, x: 16, y: 15, policy: new Script([move(16, 25)]) },
    ]);
    // The last face: bo, having walked on past al, may notice him behind (000 BACKSHOOTING), and does not.
    const p = playScripted(game, [1, 2, 3, 4, 5, 5, 5, 3, 3, 3, 1], [CARD.gunman, CARD.al, CARD.bo]);
    const at = (s: string): number => p.lines.findIndex((l) => l.includes(s));
    expect(at('al takes an aimed shot with 7 dice')).toBeGreaterThan(at('al plays the Gunman action card'));
    expect(at('bo throws 3 movement dice (9)')).toBeGreaterThan(at('al takes an aimed shot'));
    expect(al.offered).toEqual([CARD_MOMENT.afterOwnTurn, CARD_MOMENT.targetLeavingAim]);
    expect(game.figures[1]!.y).toBe(24);
  });

  it("held cards are offered again just after one of the holder side's own turns", () => {
    const al = new Script([just(ACTION.pass)]);
    const game = gameOf([
      { name: 'al', side: 0, x: 10, y: 15, policy: al },
      { name: 'bo', side: 1, x: 16, y: 15 },
    ]);
    playScripted(game, [], [CARD.gunman, CARD.al]);
    expect(al.offered).toEqual([CARD_MOMENT.afterOwnTurn]);
  });
});

describe('the Joker', () => {
  function jokerGame(ruleset: RwnnRulesetId, plays: (m: CardMoment) => boolean) {
    const al = new Script([just(ACTION.pass), fire(1)], { cards: plays });
    const game = gameOf(
      [
        { name: 'al', side: 0, x: 10, y: 15, policy: al },
        { name: 'bo', side: 1, x: 16, y: 15 },
      ],
      { ruleset },
    );
    return { al, game };
  }

  it('000: held cards must be played at once or discarded, and go back into the deck either way', () => {
    // 000 THE FATE DECK: "If it is the Joker, all discards are shuffled back into the Fate deck. Any action
    // cards held by players must be played immediately or discarded, either way, they are shuffled back into
    // the Deck too."
    const played = jokerGame('rwnn-extended', (m) => m === CARD_MOMENT.joker);
    const p = playScripted(played.game, [6, 2, 2, 2, 2], [CARD.gunman, CARD.al, CARD.joker]);
    expect(p.lines).toContain('  al plays the Gunman action card for a free turn.');
    expect(played.al.offered).toEqual([CARD_MOMENT.afterOwnTurn, CARD_MOMENT.joker]);
    expect(played.game.figures[1]!.wounds.flesh[LOCATION.chest]).toBe(1);
    const deck = played.game.deck;
    expect([deck.placeOf(CARD.gunman), deck.count(CARD_PLACE.drawPile)]).toEqual([
      CARD_PLACE.drawPile,
      deck.size,
    ]);

    const kept = jokerGame('rwnn-extended', () => false);
    const q = playScripted(kept.game, [], [CARD.gunman, CARD.al, CARD.joker]);
    expect(q.result.cardsPlayed).toBe(0);
    expect(kept.game.deck.placeOf(CARD.gunman)).toBe(CARD_PLACE.drawPile);
  });

  it('1996: held cards are shuffled back unplayed', () => {
    // 003: "If it is the Joker, all discards and any action cards held by players are shuffled back into the
    // Fate Deck."
    const j = jokerGame('rwnn-1996', (m) => m === CARD_MOMENT.joker);
    const p = playScripted(j.game, [], [CARD.gunman, CARD.al, CARD.joker]);
    expect(p.result.cardsPlayed).toBe(0);
    expect(j.al.offered).not.toContain(CARD_MOMENT.joker);
    expect(j.game.deck.placeOf(CARD.gunman)).toBe(CARD_PLACE.drawPile);
    expect([p.result.jokers, p.result.cards]).toEqual([1, 3]);
  });

  it('an action card still displayed stays on the table (not a discard)', () => {
    // Only "discards" and held cards go back (fate-deck-joker, default reading `stay`).
    const j = jokerGame('rwnn-extended', () => false);
    playScripted(j.game, [], [CARD.legend, CARD.al, CARD.joker]);
    expect(j.game.deck.placeOf(CARD.legend)).toBe(CARD_PLACE.displayed);
  });
});
