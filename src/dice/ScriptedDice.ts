import type { Dice, FaceCounts } from './Dice.ts';

/**
 * Dice that show exactly the faces a test arranged, in order: the way tests force a rule's dice and assert
 * the printed rulebook outcome. Running out of faces, or being handed a face outside 1..6, is an error:
 * a test that under- or over-scripts its dice fails loudly instead of passing by accident.
 *
 * @example
 * const dice = new ScriptedDice([6, 6, 1]);
 * dice.rollCounts(3, counts); // counts[6] === 2, counts[1] === 1
 * dice.assertConsumed();
 */
export class ScriptedDice implements Dice {
  private next = 0;
  private readonly faces: readonly number[];

  constructor(faces: readonly number[]) {
    faces.forEach((f, i) => {
      if (!Number.isInteger(f) || f < 1 || f > 6)
        throw new RangeError(`scripted face #${i} is ${f}; faces are 1..6`);
    });
    this.faces = faces;
  }

  d6(): number {
    const face = this.faces[this.next];
    if (face === undefined) {
      throw new Error(
        `scripted dice ran out: all ${this.faces.length} faces were used and one more was asked for`,
      );
    }
    this.next++;
    return face;
  }

  rollCounts(n: number, counts: FaceCounts): FaceCounts {
    counts.fill(0);
    for (let i = 0; i < n; i++) counts[this.d6()]!++;
    return counts;
  }

  /** Faces not yet used. */
  get remaining(): number {
    return this.faces.length - this.next;
  }

  /** Throws unless every scripted face was used: the rule read exactly the dice the test arranged. */
  assertConsumed(): void {
    if (this.remaining !== 0) {
      throw new Error(
        `${this.remaining} scripted face(s) were never rolled: ${this.faces.slice(this.next).join(',')}`,
      );
    }
  }
}
