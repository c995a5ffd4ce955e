import type { SourceRef } from '../../SourceRef.ts';

/**
 * 001 4.2.3 OPPORTUNITY SHOT and 4.3 MELEE: "During its opportunity turn the character can only shoot without
 * bonuses, the target is moving (-1)"; "The attacked miniature can perform an OPPORTUNITY SHOT (if not yet
 * activated) if the attacker starts the charge from a distance greater than 5U".
 *
 * @example OPPORTUNITY_SHOT.targetMoving === -1
 */
export const OPPORTUNITY_SHOT = {
  source: {
    document: '001_ac753b686cf1a971.txt',
    section: '4.2.3 OPPORTUNITY SHOT; 4.3 MELEE',
  } satisfies SourceRef,
  /** "the target is moving (-1)" */
  targetMoving: -1,
  /** "if the attacker starts the charge from a distance greater than 5U" */
  chargeFromBeyondU: 5,
} as const;
