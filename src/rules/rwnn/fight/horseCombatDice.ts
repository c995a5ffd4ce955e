import type { FightingModifier, FightingModifierId } from '../tables/fightingModifiers.ts';
import { FOOT_RESPONSE, type FightHorseSide } from './FightHorse.ts';

/**
 * The "Horse combat only:" lines of a ruleset's fighting modifiers, resolved once into numbers (all 0 for a
 * ruleset that prints none: 002 and 003 have no horses).
 *
 * @example fightRules(shotRules(rwnnRuleset('rwnn-extended'))).horse.mounted === 2
 */
export interface HorseFightNumbers {
  /** "Mounted + 2". */
  readonly mounted: number;
  /** "Mounted Good or Expert horseman +1 per movement dice rolled." */
  readonly horsemanPerDie: number;
  /** "Horses trampling their opponent +1 Per movement dice rolled." */
  readonly tramplePerDie: number;
  /** "Striking or receiving a passing blow - 1". */
  readonly passingBlow: number;
  /** "Mounted lance + 3". */
  readonly mountedLance: number;
  /** "Diving + 4", "Dodging + 2", "Heroic leap - 2". */
  readonly diving: number;
  readonly dodging: number;
  readonly heroicLeap: number;
}

/**
 * The horse lines of a printed list of fighting modifiers, looked up by id so the numbers stay the printed
 * ones; a line the list lacks counts 0.
 *
 * @example horseFightNumbers(FIGHTING_MODIFIERS_EXTENDED.modifiers).diving === 4
 */
export function horseFightNumbers(list: readonly FightingModifier[]): HorseFightNumbers {
  const dice = (id: FightingModifierId): number => list.find((m) => m.id === id)?.dice ?? 0;
  return {
    mounted: dice('mounted'),
    horsemanPerDie: dice('mounted-good-or-expert-horseman'),
    tramplePerDie: dice('horse-trampling'),
    passingBlow: dice('passing-blow'),
    mountedLance: dice('mounted-lance'),
    diving: dice('diving'),
    dodging: dice('dodging'),
    heroicLeap: dice('heroic-leap'),
  };
}

/**
 * The dice one fighter adds for the horse combat lines his side names (000 FIGHTING, "Horse combat only:"),
 * each line counted as printed and added to the rest of the list like every other modifier. A passing blow
 * costs nothing when the rider carries a lance: "Both he and his opponent subtract one dice ... unless the
 * rider is armed with a lance" (000 PASSING BLOWS; the caller sets `passingBlow` on both sides only then).
 * Allocates nothing; 0 for a side with no horse.
 *
 * @example horseCombatDice(n, { ...newFightHorseSide(), mounted: true, goodHorseman: true, movementDice: 2 }) === 4
 */
export function horseCombatDice(n: HorseFightNumbers, s: FightHorseSide): number {
  let d = 0;
  if (s.mounted) {
    d += n.mounted;
    if (s.goodHorseman) d += n.horsemanPerDie * s.movementDice;
    if (s.mountedLance) d += n.mountedLance;
  }
  if (s.trampling) d += n.tramplePerDie * s.movementDice;
  if (s.passingBlow) d += n.passingBlow;
  if (s.response === FOOT_RESPONSE.dive) d += n.diving;
  else if (s.response === FOOT_RESPONSE.dodge) d += n.dodging;
  else if (s.response === FOOT_RESPONSE.heroicLeap) d += n.heroicLeap;
  return d;
}
