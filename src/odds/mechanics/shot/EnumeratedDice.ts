import type { Dice, FaceCounts } from '../../../dice/Dice.ts';

/**
 * Dice that walk every sequence of faces a piece of rules code can ask for, one run at a time, so that code
 * whose dice depend on earlier faces (a cover's throw only when the hit is on a protected part, Marksman's
 * choice after the location die) can be enumerated exactly by running it. Each run reads the faces of the
 * current sequence, extending it with 1s as the code asks for more; {@link advance} then moves to the next
 * sequence in odometer order, never revisiting a prefix. A run that used k dice stands for a chance of
 * 6^-k, and the runs' chances add up to 1.
 *
 * Only single dice are walked: a pooled throw (`rollCounts`) or a card (`below`) is an error.
 *
 * @example
 * const dice = new EnumeratedDice();
 * do { runRules(dice); tally(dice.used); } while (dice.advance());
 */
export class EnumeratedDice implements Dice {
  private readonly faces: number[] = [];
  /** Dice the current run has read. */
  used = 0;

  d6(): number {
    if (this.used === this.faces.length) this.faces.push(1);
    return this.faces[this.used++]!;
  }

  rollCounts(_n: number, _counts: FaceCounts): FaceCounts {
    throw new Error('EnumeratedDice walks single dice only: a pooled throw cannot be enumerated this way');
  }

  below(_n: number): number {
    throw new Error('EnumeratedDice walks dice only: no card can be turned');
  }

  /** Moves to the next sequence (the last die read that is not a 6 goes up one, later ones are dropped); false when done. */
  advance(): boolean {
    const f = this.faces;
    f.length = this.used;
    while (f.length > 0 && f[f.length - 1] === 6) f.pop();
    this.used = 0;
    if (f.length === 0) return false;
    f[f.length - 1]!++;
    return true;
  }
}
