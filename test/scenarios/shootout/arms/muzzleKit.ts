import { CARD_PLACE } from '../../../../src/rules/rwnn/fateDeck/CardPlace.ts';
import { MUZZLE_PLACE } from '../../../../src/scenarios/shootout/arms/MuzzleLoaders.ts';
import type { ShootoutGame } from '../../../../src/scenarios/shootout/ShootoutGame.ts';
import { ShootoutResult } from '../../../../src/scenarios/shootout/ShootoutResult.ts';
import { ScriptedGameDice, type Played } from '../shootoutKit.ts';

/** A muzzle card to turn: the reload card, or figure `firing`'s firing card. */
export type MuzzleCard = 'reload' | { readonly firing: number };

/**
 * Dice for a scripted game with muzzle-loaders: faces from a ScriptedDice, and each card turned named by its
 * deck card number or as a muzzle card. The one `below` a card is turned with covers the deck's draw pile
 * (its cards in card order) then the muzzle cards in it (the reload card, then the firing cards by figure).
 */
export class MuzzleDice extends ScriptedGameDice<number | MuzzleCard> {
  below(n: number): number {
    const card = this.nextCard(n);
    const deck = this.game.deck;
    const muzzle = this.game.muzzle!;
    const deckCards = deck.count(CARD_PLACE.drawPile);
    if (typeof card === 'number') return this.drawPilePosition(card);
    const reloadIn = muzzle.reloadCardPlace === MUZZLE_PLACE.drawPile ? 1 : 0;
    if (card === 'reload') {
      if (reloadIn === 0) throw new Error('the reload card is not in the draw pile');
      return deckCards;
    }
    let k = deckCards + reloadIn;
    for (const f of this.game.figures) {
      if (muzzle.placeOf(f) !== MUZZLE_PLACE.drawPile) continue;
      if (f.index === card.firing) return k;
      k++;
    }
    throw new Error(`figure ${card.firing}'s firing card is not in the draw pile`);
  }
}

/**
 * Plays `game` (made by gameOf with `cardCap` the number of cards scripted) with exactly these faces and
 * cards, narrated, checking the deck and the muzzle cards after the game.
 */
export function playMuzzle(
  game: ShootoutGame,
  faces: readonly number[],
  cards: readonly (number | MuzzleCard)[],
): Played {
  const dice = new MuzzleDice(game, faces, cards);
  const lines: string[] = [];
  const result = new ShootoutResult(game.sides);
  try {
    game.play(dice, result, { line: (t) => lines.push(t) });
    dice.assertConsumed();
  } catch (error) {
    throw new Error(`${(error as Error).message}\n${lines.join('\n')}`, { cause: error });
  }
  game.deck.checkInvariant();
  game.muzzle!.checkInvariant();
  return { result, lines, story: lines.join('\n') };
}
