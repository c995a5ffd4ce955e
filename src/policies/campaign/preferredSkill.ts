import type { SkillChooser } from '../../rules/rwnn/experience/awardExperience.ts';
import type { SkillId } from '../../rules/rwnn/tables/skills.ts';

/**
 * The skills a Legend of the West takes when he may choose ("he may choose whichever one he wants", 000 and
 * 003 SKILLS): what helps a gunfighter most first (his shooting and fast draw, then staying on his feet,
 * then his nerve and his fists), never one of the handicaps. A fixed list, so a campaign's choices are the
 * same on every replay.
 */
export const PREFERRED_SKILLS: readonly SkillId[] = [
  'crack-shot',
  'deadeye',
  'quick-shot',
  'lightning-fast',
  'lucky',
  'hard-as-nails',
  'tough',
  'marksman',
  'swift',
  'agile',
  'ambidextrous',
  'nerves-of-steel',
  'true-grit',
  'charmed',
  'stealthy',
  'cunning',
  'terrifying',
  'bossman',
  'strong',
  'brawler',
  'bruiser',
  'expert-fighter',
];

/**
 * The first skill of {@link PREFERRED_SKILLS} he can take, or null once he holds them all.
 *
 * @example preferredSkill(() => true) === 'crack-shot'
 */
export const preferredSkill: SkillChooser = (canTake) => PREFERRED_SKILLS.find((id) => canTake(id)) ?? null;
