import type { Dice } from '../../../dice/Dice.ts';
import { LARIAT } from '../tables/lariat.ts';
import { woundCount, type WoundTally } from '../wounds/woundCount.ts';
import type { LariatReadings } from './LariatReadings.ts';

/** The roped man, as the escape throw's modifiers read him. */
export interface RopedMan {
  readonly strong: boolean;
  readonly runt: boolean;
  readonly wounds: WoundTally;
}

/**
 * The escape throw's modifiers (000 "Lariats"): "Strong = +1", "Runt = -1", "Each Wound = -1", wounds
 * counted as `escapeWounds` reads them (see lariat-escape).
 *
 * @example lariatEscapeModifier({ strong: true, runt: false, wounds: { flesh: 1, serious: 0 } }, readings) === 0
 */
export function lariatEscapeModifier(m: RopedMan, r: LariatReadings): number {
  let total = 0;
  for (const line of LARIAT.escape.modifiers) {
    if (line.scaling === 'per-wound') total += line.modifier * woundCount(m.wounds, r.escapeWounds);
    else if (line.skills.some((s) => (s === 'strong' && m.strong) || (s === 'runt' && m.runt)))
      total += line.modifier;
  }
  return total;
}

/**
 * A roped man's throw to get free (000 "Lariats"): "Characters who are roped must at least 6 on 2 D6 to
 * escape", with {@link lariatEscapeModifier}. Failing it, he is dragged on the thrower's next action and
 * hog-tied on the one after.
 *
 * @example lariatEscape({ strong: false, runt: true, wounds: { flesh: 0, serious: 0 } }, readings, new ScriptedDice([3, 3])) === false
 */
export function lariatEscape(m: RopedMan, r: LariatReadings, dice: Dice): boolean {
  let total = 0;
  for (let i = 0; i < LARIAT.escape.dice; i++) total += dice.d6();
  return total + lariatEscapeModifier(m, r) >= LARIAT.escape.atLeast;
}
