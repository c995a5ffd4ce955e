import { SKILLS, type Skill, type SkillId, type SkillText } from '../tables/skills.ts';

/** Every edition's printing of a skill: what any ruleset's skills table is made of. */
function printings(id: SkillId): SkillText[] {
  const skill: Skill = SKILLS[id];
  return [skill.extended, skill.playtest1996].filter((t) => t !== null);
}

/** The skills each skill's "Removes" and "Cancels" lines name, in any edition. */
const VICTIMS = new Map<SkillId, ReadonlySet<SkillId>>(
  (Object.keys(SKILLS) as SkillId[]).map((id) => [
    id,
    new Set(printings(id).flatMap((t) => [...t.removes, ...t.cancels])),
  ]),
);

/** The skills each skill grants (000 White knight: "he is also Charmed*"), in any edition. */
const GRANTS = new Map<SkillId, readonly SkillId[]>(
  (Object.keys(SKILLS) as SkillId[]).map((id) => [
    id,
    printings(id).flatMap((t) => t.effects.flatMap((e) => (e.kind === 'grants-skill' ? [e.skill] : []))),
  ]),
);

/**
 * Whether the order in which a figure gains these skills can change what he ends up with, under any
 * edition or reading. Only a removal can make it matter (000 SKILLS: "Removal of the existing skill takes
 * precedence over adding the new Skill"): when no skill of the list, nor any skill one of them grants,
 * removes or cancels another of them, every order resolves to the same skills, because each gain then
 * only adds one level up to the skill's most. A list for which this is false can be put in any order.
 *
 * @example gainOrderMatters(['slow', 'swift']) === true // whichever comes second goes
 * @example gainOrderMatters(['deadeye', 'crack-shot']) === false
 */
export function gainOrderMatters(gained: readonly SkillId[]): boolean {
  const all = new Set(gained);
  const pending = [...all];
  for (let s = pending.pop(); s !== undefined; s = pending.pop()) {
    for (const g of GRANTS.get(s) ?? []) {
      if (all.has(g)) continue;
      all.add(g);
      pending.push(g);
    }
  }
  for (const s of all) for (const v of VICTIMS.get(s) ?? []) if (all.has(v)) return true;
  return false;
}
