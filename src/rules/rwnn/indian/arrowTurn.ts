import type { Dice } from '../../../dice/Dice.ts';
import { ARROW_WOUNDS } from '../tables/arrowWounds.ts';
import type { DieFace } from '../tables/DieFace.ts';
import type { ArrowReadings } from './ArrowReadings.ts';
import type { ArrowWound } from './ArrowWound.ts';

/**
 * One turn's throw at an impaled man's arrow (000 INDIAN WEAPONS), by him or his helper: while it is in, "1,
 * 2 arrow fast, must be broken off, try next turn", "3 no progress, roll again next turn", "4, 5, 6 arrow
 * removed"; once it must be broken, "1, 2 uncontrollable bleeding/vital organ: victim dies", "3 victim
 * suffers additional wound", "4 victim passes out", "5, 6 arrow broken" (after a 3 or a 4 the arrow stays in
 * or is broken off, as `breakingResult` reads it: see arrow-breaking). Removed, broken off or dead: no throw.
 *
 * @example arrowTurn(newArrowWound(), readings, new ScriptedDice([5])).stage === 'removed'
 */
export function arrowTurn(w: ArrowWound, r: ArrowReadings, dice: Dice): ArrowWound {
  if (w.stage === 'in') {
    const o = ARROW_WOUNDS.removal[dice.d6() as DieFace].outcome;
    if (o === 'removed') w.stage = 'removed';
    else if (o === 'must-break-off') w.stage = 'must-break';
    return w;
  }
  if (w.stage !== 'must-break') return w;
  const o = ARROW_WOUNDS.breaking[dice.d6() as DieFace].outcome;
  if (o === 'dies') w.stage = 'dead';
  else if (o === 'broken') w.stage = 'broken-off';
  else {
    if (o === 'additional-wound') w.additionalWounds++;
    else w.passedOut = true;
    if (r.breakingResult === 'broken') w.stage = 'broken-off';
  }
  return w;
}
