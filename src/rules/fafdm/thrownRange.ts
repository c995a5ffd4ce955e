import type { FafdmGunRow } from './tables/fafdmGuns.ts';

/**
 * The weapon row a figure plays: a firearm's as printed; a thrown side arm's (Tab.8 "COSx2") with the
 * thrower's own range, his CONSTITUTION at the start of the game times two, short and maximum alike
 * (register entry fafdm-thrown-weapons). Built once per figure.
 *
 * @example thrownRange(FAFDM_GUNS.knife, 3).maxU === 6
 */
export function thrownRange(row: FafdmGunRow, cos: number): FafdmGunRow {
  if (row.thrownCosTimes === undefined) return row;
  const u = row.thrownCosTimes * cos;
  return { ...row, shortU: u, maxU: u };
}
