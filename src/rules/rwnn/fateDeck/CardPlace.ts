/**
 * Where a fate-deck card is: every card is in exactly one of these places at every moment (000 THE FATE DECK:
 * a card is turned from the deck; a character card goes to the discard pile; an action card is displayed
 * face up, then held by the player who claims it, then discarded when played; the Joker sends discards back).
 * A turned Joker lies on the discard pile until the deck is made up again. A character card kept to one side
 * (000 GROUP MOVEMENT: "Only the leaders action card is included in the Fate deck; the rest are kept to one
 * side") is set aside until it is shuffled back into the deck. The card of a character out of the gunfight
 * for good is taken out of the deck the next time it is drawn, under fateDeck.outCards=removed (register
 * entry fate-deck-out-cards): removed, never to come back.
 *
 * @example deck.placeOf(card) === CARD_PLACE.held
 */
export const CARD_PLACE = {
  drawPile: 0,
  displayed: 1,
  held: 2,
  discard: 3,
  setAside: 4,
  removed: 5,
} as const;

/** How many places there are. */
export const CARD_PLACES = 6;

/** One of {@link CARD_PLACE}. @example const p: CardPlace = CARD_PLACE.discard; */
export type CardPlace = (typeof CARD_PLACE)[keyof typeof CARD_PLACE];

/**
 * What a card is: a character's card, an action card (Citizen, Gunman, Shootist or Legend), or the Joker.
 *
 * @example deck.kindOf(deck.jokerCard) === CARD_KIND.joker
 */
export const CARD_KIND = { character: 0, action: 1, joker: 2 } as const;

/** One of {@link CARD_KIND}. @example const k: CardKind = CARD_KIND.action; */
export type CardKind = (typeof CARD_KIND)[keyof typeof CARD_KIND];
