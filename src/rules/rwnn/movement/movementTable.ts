import type { SourceRef } from '../../SourceRef.ts';
import type { RwnnRulesetId } from '../tables/rulesetTables.ts';

/**
 * The Move action's numbers as one document prints them: dice for Move and for Move & Fire, the least
 * distance a Gunman or better must move, and how many 1s make a character fall over (`null` where the
 * document prints no such rule). `printed` quotes the lines the numbers come from.
 *
 * @example MOVEMENT_EXTENDED.moveDice === 3
 */
export interface MovementTable {
  readonly source: SourceRef;
  readonly moveDice: number;
  readonly moveAndFireDice: number;
  /** Gunman and better: at least this many inches, or at least the lowest die's score (002). */
  readonly least: { readonly inches: number } | 'lowest-die';
  /** Any character falls over on at least this many 1s. */
  readonly fallOnes: number | null;
  /** A Citizen (or Clumsy character) falls over on at least this many 1s. */
  readonly citizenFallOnes: number | null;
  readonly printed: readonly string[];
}

/**
 * 000 ACTIONS: "Move: throw three dice, this is the maximum distance in inches that he can move"; "Gunman and
 * better class characters can move as far as they like up to that distance, but must move at least three
 * inches."; "Any character who throws three 1’s with the movement dice falls over (treat as knocked down), a
 * Citizen or ‘Clumsy’ character who throws two 1’s falls over."; "Move & Fire: works just as above, except
 * only two movement dice are thrown".
 *
 * @example MOVEMENT_EXTENDED.citizenFallOnes === 2
 */
export const MOVEMENT_EXTENDED = {
  source: { document: '000_53eda652e9702143.txt', section: 'ACTIONS' },
  moveDice: 3,
  moveAndFireDice: 2,
  least: { inches: 3 },
  fallOnes: 3,
  citizenFallOnes: 2,
  printed: [
    'Move: throw three dice, this is the maximum distance in inches that he can move',
    'Gunman and better class characters can move as far as they like up to that distance, but must move at least three inches.',
    'Once gunplay commences, Citizens must move the actual distance rolled.',
    'Any character who throws three 1’s with the movement dice falls over (treat as knocked down), a Citizen or ‘Clumsy’ character who throws two 1’s falls over.',
    'Move & Fire: works just as above, except only two movement dice are thrown',
  ],
} as const satisfies MovementTable;

/**
 * 002 ACTIONS: "MOVE - 3d6", end facing any direction. Three 1's on movement dice character falls over. Must
 * move lowest dice score." and "MOVE & FIRE - As above with 2d6"". The sheet prints no Citizen rule; the
 * quick reference ruleset takes 000's (Citizens move the full roll and fall over on two 1s).
 *
 * @example MOVEMENT_QUICKREF.least === 'lowest-die'
 */
export const MOVEMENT_QUICKREF = {
  source: { document: '002_a287e5c7c10177d4.txt', section: 'ACTIONS' },
  moveDice: 3,
  moveAndFireDice: 2,
  least: 'lowest-die',
  fallOnes: 3,
  citizenFallOnes: 2,
  printed: [
    'MOVE - 3d6", end facing any direction. Three 1\'s on movement dice character falls over. Must move lowest dice score.',
    'MOVE & FIRE - As above with 2d6" and must fire at end of move. Must move lowest dice score.',
  ],
} as const satisfies MovementTable;

/**
 * 003 ACTIONS: the same dice and three-inch least distance as 000, "Citizens must move the maximum distance.",
 * and no rule for falling over.
 *
 * @example MOVEMENT_1996.fallOnes === null
 */
export const MOVEMENT_1996 = {
  source: { document: '003_e162d46cc374eff2.txt', section: 'ACTIONS' },
  moveDice: 3,
  moveAndFireDice: 2,
  least: { inches: 3 },
  fallOnes: null,
  citizenFallOnes: null,
  printed: [
    'Move: throw three dice, this is the maximum distance in inches that he can move',
    'Gunman and better class characters can move as far as they like up to that distance, but must move at least three inches.',
    'Citizens must move the maximum distance.',
    'Move & Fire: works just as above, except only two movement dice are thrown, and the character fires at the end of his movement.',
  ],
} as const satisfies MovementTable;

/**
 * The movement table a ruleset prints.
 *
 * @example movementTable('rwnn-quickref') === MOVEMENT_QUICKREF
 */
export function movementTable(ruleset: RwnnRulesetId): MovementTable {
  return ruleset === 'rwnn-quickref'
    ? MOVEMENT_QUICKREF
    : ruleset === 'rwnn-1996'
      ? MOVEMENT_1996
      : MOVEMENT_EXTENDED;
}

/**
 * 000 HIT LOCATION & EFFECT (003 prints the same two lines under the same heading): wounds take movement
 * dice away, and a serious leg or belly wound stops movement altogether.
 *
 * @example MOVEMENT_WOUNDS.printed.length === 2
 */
export const MOVEMENT_WOUNDS = {
  sources: [
    { document: '000_53eda652e9702143.txt', section: 'HIT LOCATION & EFFECT' },
    { document: '003_e162d46cc374eff2.txt', section: 'HIT LOCATION & EFFECT' },
  ],
  printed: [
    'Movement is reduced by one dice for each serious wound and each flesh wound on a leg.',
    'No movement or turning is permitted with a serious leg or belly wound.',
  ],
} as const satisfies { readonly sources: readonly SourceRef[]; readonly printed: readonly string[] };
