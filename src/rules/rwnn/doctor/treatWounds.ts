import { LOCATION, type WoundState } from '../WoundState.ts';

/** Which wounds a reduction heals first (register entry doctorin-wounds-back). */
export type TreatedWounds = 'heal-worst' | 'heal-flesh';

/**
 * Turns a Doctorin' table's change of "total wound severity" (flesh 1, serious 2) back into the wounds a man
 * carries, in place. Each point of a reduction heals a serious wound into a flesh wound where it is, or a
 * flesh wound away: serious wounds first (`heal-worst`) or flesh wounds first (`heal-flesh`); nothing is
 * healed below no wounds. Each point of an increase makes a flesh wound serious where it is (not the head,
 * whose chart rows hold no serious wound), else adds a flesh wound where his first wound is (the chest when
 * none). The severity after is always severityAfter's.
 *
 * @example treatWounds(w, -3, 'heal-worst') // two serious wounds (4) leave one flesh wound (1)
 */
export function treatWounds(w: WoundState, change: number, order: TreatedWounds): void {
  for (let k = change; k < 0; k++) {
    if (order === 'heal-worst' ? !healSerious(w) && !healFlesh(w) : !healFlesh(w) && !healSerious(w)) return;
  }
  for (let k = 0; k < change; k++) worsen(w);
}

function healSerious(w: WoundState): boolean {
  for (let at = 0; at < 6; at++)
    if (w.serious[at]! > 0) {
      w.serious[at]!--;
      w.flesh[at]!++;
      return true;
    }
  return false;
}

function healFlesh(w: WoundState): boolean {
  for (let at = 0; at < 6; at++)
    if (w.flesh[at]! > 0) {
      w.flesh[at]!--;
      return true;
    }
  return false;
}

function worsen(w: WoundState): void {
  for (let at = 1; at < 6; at++)
    if (w.flesh[at]! > 0) {
      w.flesh[at]!--;
      w.serious[at]!++;
      return;
    }
  for (let at = 0; at < 6; at++)
    if (w.flesh[at]! > 0 || w.serious[at]! > 0) {
      w.flesh[at === LOCATION.head ? LOCATION.chest : at]!++;
      return;
    }
  w.flesh[LOCATION.chest]!++;
}
