/** How a dice-version blast's hits are shared: written in place by {@link shareShotgunHits}. @example share.target === 4 */
export interface ShotgunShare {
  /** Hits on the target. */
  target: number;
  /** Hits on every other victim. */
  each: number;
  /** Hits left over after the even share: one more each for this many of the other victims. */
  leftover: number;
  /** Hits no one takes (a lone target's other half, under `shootout.shotgunLoneTarget=half-hits`). */
  lost: number;
}

/** A share to reuse. @example const share = newShotgunShare(); */
export function newShotgunShare(): ShotgunShare {
  return { target: 0, each: 0, leftover: 0, lost: 0 };
}

/**
 * Shares `hits` between the target and `others` victims within 1" of him (000 SHOTGUNS, Bengal Club Rules
 * Version): "The target receives ½ of the hits, rounded up. (So out of 7 hits, he’d take 4.) The
 * remaining hits are divided evenly amongst the remaining victims, with ‘left over’ hits apportioned in
 * such a fashion to take account of cover, who’s nearest the front, etc." Which victims take the left-over
 * hits is the caller's (shotgun-dice-apportion). With nobody else near, the target takes every hit, or
 * only his half under `half-hits`.
 *
 * @example shareShotgunHits(7, 2, 'all-hits', share) // { target: 4, each: 1, leftover: 1, lost: 0 }
 */
export function shareShotgunHits(
  hits: number,
  others: number,
  loneTarget: 'all-hits' | 'half-hits',
  out: ShotgunShare,
): ShotgunShare {
  const half = (hits + 1) >> 1;
  if (others <= 0) {
    out.target = loneTarget === 'all-hits' ? hits : half;
    out.each = 0;
    out.leftover = 0;
    out.lost = hits - out.target;
    return out;
  }
  const rest = hits - half;
  out.target = half;
  out.each = Math.floor(rest / others);
  out.leftover = rest - out.each * others;
  out.lost = 0;
  return out;
}
