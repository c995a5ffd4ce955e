import type { Dice, FaceCounts } from './Dice.ts';

/**
 * Dice that show exactly the faces a test arranged, in order: the way tests force a rule's dice and assert
 * the printed rulebook outcome. Running out of faces, or being handed a face outside 1..6, is an error:
 * a test that under- or over-scripts its dice fails loudly instead of passing by accident.
 *
 * {@link below} is scripted separately, by the second argument: each call returns the next of those values,
 * in order, whatever was rolled in between. A value must be a whole number below the `n` asked for, or the
 * call throws, so a test that forces "the third card of the pile" from a pile of two fails loudly too. To
 * force which card is turned, script its position in the draw pile (FateDeck documents the pile's order).
 *
 * @example
 * const dice = new ScriptedDice([6, 6, 1], [2]);
 * dice.rollCounts(3, counts); // counts[6] === 2, counts[1] === 1
 * dice.below(7); // 2
 * dice.assertConsumed();
 */
export class ScriptedDice implements Dice {
  private next = 0;
  private nextBelow = 0;
  private readonly faces: readonly number[];
  private readonly belowValues: readonly number[];

  constructor(faces: readonly number[], belowValues: readonly number[] = []) {
    faces.forEach((f, i) => {
      if (!Number.isInteger(f) || f < 1 || f > 6)
        throw new RangeError(`scripted face #${i} is ${f}; faces are 1..6`);
    });
    belowValues.forEach((v, i) => {
      if (!Number.isInteger(v) || v < 0)
        throw new RangeError(`scripted below value #${i} is ${v}; values are whole numbers from 0`);
    });
    this.faces = faces;
    this.belowValues = belowValues;
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

  below(n: number): number {
    const v = this.belowValues[this.nextBelow];
    if (v === undefined) {
      throw new Error(
        `scripted below values ran out: all ${this.belowValues.length} were used and below(${n}) was asked for`,
      );
    }
    if (v >= n) throw new RangeError(`scripted below value #${this.nextBelow} is ${v}, not below ${n}`);
    this.nextBelow++;
    return v;
  }

  /** Faces not yet used. */
  get remaining(): number {
    return this.faces.length - this.next;
  }

  /** Scripted {@link below} values not yet used. */
  get remainingBelow(): number {
    return this.belowValues.length - this.nextBelow;
  }

  /** Throws unless every scripted face and value was used: the rule read exactly what the test arranged. */
  assertConsumed(): void {
    if (this.remaining !== 0) {
      throw new Error(
        `${this.remaining} scripted face(s) were never rolled: ${this.faces.slice(this.next).join(',')}`,
      );
    }
    if (this.remainingBelow !== 0) {
      throw new Error(
        `${this.remainingBelow} scripted below value(s) were never used: ${this.belowValues.slice(this.nextBelow).join(',')}`,
      );
    }
  }
}
