/**
 * Where an arrow stuck in a man stands: still in (`in`), stuck fast and to be broken off (`must-break`),
 * pulled out (`removed`), broken off (`broken-off`), or the man died of it (`dead`).
 *
 * @example const s: ArrowStage = 'must-break';
 */
export type ArrowStage = 'in' | 'must-break' | 'removed' | 'broken-off' | 'dead';

/** An impaled man's arrow over his turns; reused: {@link newArrowWound}. */
export interface ArrowWound {
  stage: ArrowStage;
  /** Additional wounds the breaking throws gave him ("3 victim suffers additional wound"). */
  additionalWounds: number;
  /** A breaking throw made him pass out ("4 victim passes out"). */
  passedOut: boolean;
}

/** A fresh arrow, just in: {@link arrowTurn} throws for it. */
export function newArrowWound(): ArrowWound {
  return { stage: 'in', additionalWounds: 0, passedOut: false };
}

/** Starts `w` over with a fresh arrow. */
export function resetArrowWound(w: ArrowWound): ArrowWound {
  w.stage = 'in';
  w.additionalWounds = 0;
  w.passedOut = false;
  return w;
}
