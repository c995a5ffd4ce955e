import type { DuelPolicy } from '../policies/duel/DuelPolicy.ts';
import { deliberatePolicy } from '../policies/duel/fixedPolicies.ts';
import { parseDuelPolicy } from '../policies/duel/parseDuelPolicy.ts';
import type { CharacterClass } from '../rules/rwnn/tables/CharacterClass.ts';
import { DUEL_SKILLS, NO_SKILLS, type DuelSkill, type DuellistSpec } from '../scenarios/duel/Duellist.ts';
import { UsageError } from './UsageError.ts';

const CLASSES: readonly CharacterClass[] = ['citizen', 'gunman', 'shootist', 'legend'];
/** A duel is fought with six-guns (000: "providing they also have a six gun ... the duellists discard any rifles"). */
const DUEL_WEAPONS = ['six-shooter', 'pistol'];

/**
 * Reads a duellist written `class[,weapon][,skills=a+b][,policy=p]`, e.g.
 * `legend,six-shooter,skills=quick-shot+quick-shot,policy=blaze`; a skill given twice is a double skill.
 * Every error names the flag, the part and what is allowed.
 *
 * @example parseDuellist('--a', 'shootist,skills=deadeye', 'A')
 */
export function parseDuellist(flag: string, text: string, name: string): DuellistSpec {
  const parts = text.split(',').map((p) => p.trim());
  const fail = (what: string): never => {
    throw new UsageError(`${flag} "${text}": ${what}`);
  };
  const cls = parts[0] as CharacterClass;
  if (!CLASSES.includes(cls)) fail(`class must be one of ${CLASSES.join(', ')} (got "${parts[0]}")`);
  const skills: Record<DuelSkill, number> = { ...NO_SKILLS };
  let policy: DuelPolicy = deliberatePolicy;
  for (const part of parts.slice(1)) {
    if (part.startsWith('skills=')) {
      for (const s of part.slice(7).split('+').filter(Boolean)) {
        if (!(DUEL_SKILLS as readonly string[]).includes(s))
          fail(`skill "${s}" is not one a duel uses; allowed: ${DUEL_SKILLS.join(', ')}`);
        skills[s as DuelSkill]++;
      }
    } else if (part.startsWith('policy=')) {
      const p = parseDuelPolicy(part.slice(7));
      if (typeof p === 'string') fail(p);
      else policy = p;
    } else if (!DUEL_WEAPONS.includes(part)) {
      fail(`"${part}" is not a duel weapon, skills=... or policy=...; a duel is fought with a six-shooter`);
    }
  }
  return { name, cls, skills, policy };
}
