import type { Dice, FaceCounts } from '../../../dice/Dice.ts';

/**
 * The game's dice with one card position already drawn: the next {@link below} returns it, once, and every
 * other throw goes to the real dice. The muzzle-loader cards share the Fate deck's draw pile: one
 * `below(n)` over the whole pile picks the card, and when it is one of the deck's own the deck turns it
 * with this, drawing nothing more.
 *
 * @example preset.set(dice, 3); deck.turn(preset); // turns the deck's card at position 3
 */
export class PresetDice implements Dice {
  private real: Dice | null = null;
  private next = -1;

  /** The real dice, and the position the next `below` gives. */
  set(real: Dice, position: number): void {
    this.real = real;
    this.next = position;
  }

  d6(): number {
    return this.real!.d6();
  }

  rollCounts(n: number, counts: FaceCounts): FaceCounts {
    return this.real!.rollCounts(n, counts);
  }

  below(n: number): number {
    const k = this.next;
    if (k < 0) return this.real!.below(n);
    this.next = -1;
    if (k >= n) throw new RangeError(`preset card position ${k} is not below ${n}`);
    return k;
  }
}
