import type { SkillEffect, SkillId } from '../tables/skills.ts';
import { rulesetTables, type RwnnRulesetId } from '../tables/rulesetTables.ts';
import { DEFAULT_MOVE_READINGS, type MoveReadings } from './MoveReadings.ts';
import { movementTable } from './movementTable.ts';

/** Movement dice a skill adds (or takes away), per copy when its number is starred. */
export interface SkillMoveDice {
  readonly dice: number;
  readonly starred: boolean;
}

/**
 * Everything the Move action reads from a ruleset and its readings, resolved once into plain numbers.
 *
 * @example moveRules('rwnn-extended').moveDice === 3
 */
export interface MoveRules {
  readonly ruleset: RwnnRulesetId;
  readonly readings: MoveReadings;
  readonly moveDice: number;
  readonly moveAndFireDice: number;
  /** Gunman and better must move at least this many inches, or (null) at least the lowest die thrown. */
  readonly leastInches: number | null;
  /** At least this many 1s make anyone fall over (Infinity: nobody falls). */
  readonly fallOnes: number;
  /** At least this many 1s make a Citizen or a Clumsy character fall over. */
  readonly citizenFallOnes: number;
  /** Swift: "may choose to roll one* extra movement dice" (000 and 003 SKILLS). */
  readonly swift: SkillMoveDice;
  /** Slow: "subtract one* dice for movement and fast draw" (000 and 003 SKILLS). */
  readonly slow: SkillMoveDice;
  /** 000's Jumpy "Moves like a Citizen"; 003's Nervous has no such line. */
  readonly jumpyMovesLikeCitizen: boolean;
}

function skillMoveDice(ruleset: RwnnRulesetId, id: SkillId): SkillMoveDice {
  const skill = rulesetTables(ruleset).skills.find((s) => s.id === id);
  const effect = skill?.effects.find(
    (e): e is SkillEffect & { kind: 'movement-dice' } => e.kind === 'movement-dice',
  );
  return effect ? { dice: effect.dice, starred: effect.starred } : { dice: 0, starred: false };
}

/**
 * Resolves a ruleset's movement table, the Swift and Slow skill texts and the readings into {@link MoveRules}.
 *
 * @example moveRules('rwnn-1996').fallOnes === Infinity; moveRules('rwnn-quickref').leastInches === null
 */
export function moveRules(ruleset: RwnnRulesetId, readings: Partial<MoveReadings> = {}): MoveRules {
  const r: MoveReadings = { ...DEFAULT_MOVE_READINGS, ...readings };
  const printed = movementTable(ruleset);
  const extended = movementTable('rwnn-extended');
  const least =
    r.minimum === 'ruleset' ? printed.least : r.minimum === 'lowest-die' ? 'lowest-die' : extended.least;
  const falls = r.fallRule === 'ruleset' ? printed : r.fallRule === 'extended' ? extended : null;
  const jumpy = rulesetTables(ruleset).skills.find((s) => s.id === 'jumpy');
  return {
    ruleset,
    readings: r,
    moveDice: printed.moveDice,
    moveAndFireDice: printed.moveAndFireDice,
    leastInches: least === 'lowest-die' ? null : least.inches,
    fallOnes: falls?.fallOnes ?? Infinity,
    citizenFallOnes: falls?.citizenFallOnes ?? Infinity,
    swift: skillMoveDice(ruleset, 'swift'),
    slow: skillMoveDice(ruleset, 'slow'),
    jumpyMovesLikeCitizen: jumpy?.text.includes('Moves like a Citizen') ?? false,
  };
}
