import { ScriptedDice } from '../../../src/dice/ScriptedDice.ts';
import type { DuelPolicy } from '../../../src/policies/duel/DuelPolicy.ts';
import { deliberatePolicy } from '../../../src/policies/duel/fixedPolicies.ts';
import type { CharacterClass } from '../../../src/rules/rwnn/tables/CharacterClass.ts';
import {
  Duellist,
  NO_SKILLS,
  type DuelSkill,
  type DuellistSpec,
} from '../../../src/scenarios/duel/Duellist.ts';
import { DuelEngine } from '../../../src/scenarios/duel/DuelEngine.ts';
import type { DuelRules } from '../../../src/scenarios/duel/DuelRules.ts';
import { StoryNarrator } from '../../../src/scenarios/duel/Narrator.ts';

/** A duellist spec for tests: Gunman, no skills, deliberate, unless told otherwise. */
export function spec(
  name: string,
  cls: CharacterClass = 'gunman',
  skills: Partial<Record<DuelSkill, number>> = {},
  policy: DuelPolicy = deliberatePolicy,
): DuellistSpec {
  return { name, cls, skills: { ...NO_SKILLS, ...skills }, policy };
}

/** A duellist spec whose skills are gained in this order (000's removals apply), with one or two pistols. */
export function gainedSpec(
  name: string,
  cls: CharacterClass,
  gained: readonly DuelSkill[],
  policy: DuelPolicy = deliberatePolicy,
  pistols: 1 | 2 = 1,
): DuellistSpec {
  const skills: Record<DuelSkill, number> = { ...NO_SKILLS };
  for (const s of gained) skills[s]++;
  return { name, cls, skills, gained, policy, ...(pistols === 2 ? { pistols } : {}) };
}

/**
 * Plays one duel at 6" between `a` and `b` under `rules` with exactly these faces, every one of which must
 * be used, and returns the outcome with the narration.
 */
export function scriptedDuel(faces: number[], a: DuellistSpec, b: DuellistSpec, rules: DuelRules) {
  const dice = new ScriptedDice(faces);
  const log = new StoryNarrator();
  const result = new DuelEngine(rules).play(
    new Duellist(a),
    new Duellist(b),
    6,
    dice,
    { outcome: 0, exchanges: 0 },
    log,
  );
  dice.assertConsumed();
  return { ...result, story: log.lines.join('\n') };
}
