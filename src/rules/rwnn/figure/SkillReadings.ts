/**
 * Readings of the skill passages that decide what a figure holds (each has its interpretation entry):
 * how much of a double skill a removing skill takes away (skill-removal-levels), and whether the skills
 * a skill grants ("he is also Charmed*") take part in the removal rule (skill-granted).
 *
 * @example const r: SkillReadings = { removeLevel: 'whole-skill', granted: 'kept-apart' };
 */
export interface SkillReadings {
  readonly removeLevel: 'one-level' | 'whole-skill';
  readonly granted: 'kept-apart' | 'as-drawn';
}

/** The default readings. @example DEFAULT_SKILL_READINGS.removeLevel === 'one-level' */
export const DEFAULT_SKILL_READINGS: SkillReadings = { removeLevel: 'one-level', granted: 'kept-apart' };
