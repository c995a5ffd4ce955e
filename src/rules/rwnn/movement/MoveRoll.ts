import { newFaceCounts, type FaceCounts } from '../../../dice/Dice.ts';

/**
 * What one Move throw came to: the dice thrown and their faces, and the distance the mover may now cover,
 * `least` to `most` inches (equal when he must move the full roll; both 0 when he cannot move or falls over
 * in place). `fellOver` means he fell over: 000 "treat as knocked down".
 *
 * @example const roll = newMoveRoll(); rollMove(mover, request, dice, rules, roll); roll.most
 */
export interface MoveRoll {
  /** Dice thrown (0 when wounds or Slow leave none, or a serious leg or belly wound forbids moving). */
  diceThrown: number;
  /** Faces thrown: index f holds how many dice showed f. */
  readonly counts: FaceCounts;
  /** The sum of the faces: the most he may move. */
  total: number;
  /** No movement at all is allowed: a serious leg or belly wound. */
  immobile: boolean;
  fellOver: boolean;
  least: number;
  most: number;
  /** He must move the whole roll (a Citizen, or a Jumpy character under 000). */
  fullRoll: boolean;
}

/** A fresh result object for {@link rollMove}; allocate once, reuse for every move. */
export function newMoveRoll(): MoveRoll {
  return {
    diceThrown: 0,
    counts: newFaceCounts(),
    total: 0,
    immobile: false,
    fellOver: false,
    least: 0,
    most: 0,
    fullRoll: false,
  };
}
