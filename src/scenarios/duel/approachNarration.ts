import { CARD_KIND } from '../../rules/rwnn/fateDeck/CardPlace.ts';
import type { FateDeck } from '../../rules/rwnn/fateDeck/FateDeck.ts';
import type { Narrator } from './Narrator.ts';

/** The classes in the words of the book, for the narrated approach. */
export const CLASS_WORDS = {
  citizen: 'Citizen',
  gunman: 'Gunman',
  shootist: 'Shootist',
  legend: 'Legend',
} as const;

/** A distance as the narration prints it: whole inches bare, others to two places. @example inches(7.5) // '7.50"' */
export function inches(x: number): string {
  return `${Number.isInteger(x) ? x : x.toFixed(2)}"`;
}

/**
 * Tells the card just turned in an approach: an action card is displayed face up; a character card names the
 * action cards its duellist claims with it.
 *
 * @example narrateApproachCard(deck, duellists, out.cardsTurned, card, log) // "Card 3: Doc's card; Doc claims …"
 */
export function narrateApproachCard(
  deck: FateDeck,
  duellists: readonly { readonly name: string }[],
  cardsTurned: number,
  card: number,
  log: Narrator,
): void {
  const names = duellists.map((d) => d.name);
  const kind = deck.kindOf(card);
  let text = `Card ${cardsTurned}: ${deck.describe(card, names)}`;
  if (kind === CARD_KIND.action) text += ', displayed face up';
  else if (kind === CARD_KIND.character && deck.claimedCount > 0) {
    const claimed: string[] = [];
    for (let k = 0; k < deck.claimedCount; k++) claimed.push(deck.describe(deck.claimed[k]!));
    text += `; ${names[card]} claims ${claimed.join(' and ')}`;
  }
  log.line(`${text}.`);
}

/** Under 000's Joker: tells each action card a duellist still held and discards unplayed. */
export function narrateJokerDiscards(
  deck: FateDeck,
  duellists: readonly { readonly name: string }[],
  log: Narrator,
): void {
  for (let c = deck.characterCount; c < deck.jokerCard; c++) {
    const side = deck.holderOf(c);
    if (side >= 0) log.line(`  ${duellists[side]!.name} discards ${deck.describe(c)} unplayed.`);
  }
}
