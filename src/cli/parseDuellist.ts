import type { DuelApproachPolicy } from '../policies/duel/DuelApproachPolicy.ts';
import type { DuelPolicy } from '../policies/duel/DuelPolicy.ts';
import { deliberatePolicy } from '../policies/duel/fixedPolicies.ts';
import { parseApproachPolicy } from '../policies/duel/parseApproachPolicy.ts';
import { parseDuelPolicy } from '../policies/duel/parseDuelPolicy.ts';
import type { CharacterClass } from '../rules/rwnn/tables/CharacterClass.ts';
import { DUEL_SKILLS, NO_SKILLS, type DuelSkill, type DuellistSpec } from '../scenarios/duel/Duellist.ts';
import { UsageError } from './UsageError.ts';

const CLASSES: readonly CharacterClass[] = ['citizen', 'gunman', 'shootist', 'legend'];
/** A duel is fought with six-guns (000: "providing they also have a six gun ... the duellists discard any rifles"). */
const ONE_PISTOL = ['six-shooter', 'pistol'];
/** 000 RANGE CHART: "Characters armed with two pistols may fire them both simultaneously". */
const TWO_PISTOLS = ['two-pistols', 'two-six-shooters'];
/** 003's names for 000's skills (see skill-renames-1996). */
const SKILL_ALIASES: Readonly<Record<string, DuelSkill>> = {
  'fast-draw': 'lightning-fast',
  nervous: 'jumpy',
};

/**
 * Reads a duellist written `class[,weapon][,skills=a+b][,policy=p][,approach=q]`, e.g.
 * `legend,two-pistols,skills=ambidextrous+quick-shot+quick-shot,policy=blaze`. The weapon is a six-shooter
 * (the default) or two pistols. Skills are gained in the order written, so 000's "Removes X" applies (Slow
 * then Swift leaves neither); a skill given twice is a double skill. Every error names the flag, the part
 * and what is allowed.
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
  const gained: DuelSkill[] = [];
  let policy: DuelPolicy = deliberatePolicy;
  let pistols: 1 | 2 = 1;
  let approach: DuelApproachPolicy | null = null;
  for (const part of parts.slice(1)) {
    if (part.startsWith('skills=')) {
      for (const given of part.slice(7).split('+').filter(Boolean)) {
        const s = SKILL_ALIASES[given] ?? given;
        if (!(DUEL_SKILLS as readonly string[]).includes(s))
          fail(`skill "${given}" is not one a duel uses; allowed: ${DUEL_SKILLS.join(', ')}`);
        skills[s as DuelSkill]++;
        gained.push(s as DuelSkill);
      }
    } else if (part.startsWith('policy=')) {
      const p = parseDuelPolicy(part.slice(7));
      if (typeof p === 'string') fail(p);
      else policy = p;
    } else if (part.startsWith('approach=')) {
      const p = parseApproachPolicy(part.slice(9));
      if (typeof p === 'string') fail(p);
      else approach = p;
    } else if (TWO_PISTOLS.includes(part)) {
      pistols = 2;
    } else if (!ONE_PISTOL.includes(part)) {
      fail(
        `"${part}" is not a duel weapon, skills=..., policy=... or approach=...; a duel is fought with a six-shooter or two-pistols`,
      );
    }
  }
  return {
    name,
    cls,
    skills,
    gained,
    ...(pistols === 2 ? { pistols } : {}),
    policy,
    ...(approach ? { approach } : {}),
  };
}
