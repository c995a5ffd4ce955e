import type { RulesetSkill } from '../tables/rulesetTables.ts';

/** The readings of 000's "those skills marked with an asterisk" (tables.doubleSkillMarker). */
export type DoubleSkillMarker = 'number-or-grant' | 'any-asterisk' | 'own-number';

/**
 * A number the text stars: a numeral or a number word ("one*", "four*", "12*", "first*", "once*"), the
 * asterisk or, in 003's OCR, the apostrophe it is rendered as ("three'"; register entry skill-double-asterisk).
 */
const STARRED_NUMBER =
  /\b(?:\d+|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|first|once|twice)\s?[*'’]/i;

/**
 * Whether a skill may be held twice (000 SKILLS: "those skills marked with an asterisk can be gained twice, the
 * second time doubles the effect"), by the reading `marker` (register entry skill-double-asterisk):
 * `number-or-grant`, when an asterisk marks something a second time can double, a number of its text or a
 * skill it grants (000's Evil, whose one asterisk is on "normal* experience", is single); `any-asterisk`, when
 * its text carries any; `own-number`, when one of its own numbers, as the skill's effects record them, does.
 *
 * @example isDoubleSkill(evil, 'number-or-grant') === false && isDoubleSkill(evil, 'any-asterisk') === true
 */
export function isDoubleSkill(text: RulesetSkill, marker: DoubleSkillMarker): boolean {
  if (marker === 'own-number') return text.effects.some((e) => e.starred && e.kind !== 'grants-skill');
  if (!text.double) return false;
  if (marker === 'any-asterisk') return true;
  return text.effects.some((e) => e.starred) || STARRED_NUMBER.test(text.text);
}
