import type { Dice } from '../../../dice/Dice.ts';
import type { ShotLog } from '../shot/ShotLog.ts';
import type { FigureRules } from '../figure/FigureRules.ts';
import { resolveSkills } from '../figure/resolveSkills.ts';
import type { CharacterClass } from '../tables/CharacterClass.ts';
import type { SkillId } from '../tables/skills.ts';
import type { CampaignReadings } from './CampaignReadings.ts';
import { drawSkill } from './drawSkill.ts';
import type { ExperienceRules } from './experienceRules.ts';
import type { GunfightRecord } from './GunfightRecord.ts';

/** Draws tried before a man who can take no skill drawn is left without one (a bound, so nothing hangs). */
const MAX_DRAWS = 200;

/**
 * A man's choice of skill where the rules let him choose (Legend of the West: "If this character gains any
 * further skills he may choose whichever ones he wants"): the skill he takes, given whether he could take
 * each, or null for none he wants.
 */
export type SkillChooser = (canTake: (id: SkillId) => boolean) => SkillId | null;

/** Everything {@link awardExperience} reads besides the man: the edition, the readings, the dice and a chooser. */
export interface ExperienceContext {
  readonly rules: ExperienceRules;
  readonly readings: CampaignReadings;
  readonly figure: FigureRules;
  readonly dice: Dice;
  readonly chooser: SkillChooser;
  readonly log?: ShotLog | undefined;
}

/** What a gunfight came to for one man: his class for the next, the skills he gained in order, and why. */
export interface ExperienceAward {
  readonly cls: CharacterClass;
  readonly promoted: boolean;
  /** Skills gained this time, in the order gained (each given to the shootout after those he had). */
  readonly skills: readonly SkillId[];
  readonly disqualified: boolean;
}

/** Whether an act of the gunfight bars him from experience and skills (Evil's exception by the reading). */
function disqualified(r: GunfightRecord, readings: CampaignReadings): boolean {
  if (r.foulShot && !r.evil) return true;
  if (r.surrendered || r.refusedChallenge) return !(r.evil && readings.evilExempt === 'all');
  return false;
}

/** The class he is promoted to after the gunfight, or his own (003/000 EXPERIENCE 1.-3.). */
function promotion(cls: CharacterClass, r: GunfightRecord, rules: ExperienceRules): CharacterClass {
  switch (cls) {
    case 'citizen':
      return r.fired || (r.fought && rules.promotion.citizen === 'fired-or-fought') ? 'gunman' : cls;
    case 'gunman':
      return r.kills > 0 ? 'shootist' : cls;
    case 'shootist':
      return r.menStruck >= rules.promotion.shootistMenStruck || r.killedLegend ? 'legend' : cls;
    case 'legend':
      return cls;
  }
}

/**
 * The experience one surviving man takes from a gunfight (003 and 000 EXPERIENCE and SKILLS), given the class
 * he fought it as, the skills he had gained in order, and his record:
 * - nothing if he did what bars it ("Backshooting, shooting unarmed, unconscious and surrendered characters
 *   ... and anyone who does so, or surrenders or refuses a challenge does not gain any experience or skills
 *   for the whole gunfight"), Evil excepted as `evilExempt` reads it;
 * - one class up at most ("Characters do not receive promotion to the next class during a game");
 * - skills by class, read as `skillsClass` says for the gunfight that promotes him: a Shootist's for his
 *   kills (003: each; 000: the gunfight), 003's 50% extra on a serious wound thrown as one die, a Legend's
 *   for his kills (003) and for the gunfight (003: every one; 000: one in which he caused a wound), and 000's
 *   optional skill for killing a Legend;
 * - each skill drawn at random (see drawSkill) and drawn again while he cannot take it, or chosen once he is
 *   a Legend of the West; 003's Legend of the West rolls for one more now.
 *
 * @example awardExperience('gunman', [], { ...EMPTY_RECORD, kills: 1 }, ctx).cls === 'shootist'
 */
export function awardExperience(
  cls: CharacterClass,
  gained: readonly SkillId[],
  r: GunfightRecord,
  ctx: ExperienceContext,
): ExperienceAward {
  const { rules, readings, dice, log } = ctx;
  if (disqualified(r, readings)) {
    if (log) log.line(`    no experience or skills for this gunfight (${disqualifyingAct(r)})`);
    return { cls, promoted: false, skills: [], disqualified: true };
  }
  const next = promotion(cls, r, rules);
  if (log && next !== cls) log.line(`    promoted: ${cls} to ${next}`);
  const as =
    readings.skillsClass === 'as-promoted' ? next : cls === 'gunman' && next === 'shootist' ? next : cls;
  let owed = 0;
  if (as === 'shootist') {
    owed += rules.shootistSkills === 'per-kill' ? r.kills : r.kills > 0 ? 1 : 0;
    if (rules.shootistExtraSkillFaces.length > 0 && r.seriouslyWounded > 0) {
      const face = dice.d6();
      const hit = (rules.shootistExtraSkillFaces as readonly number[]).includes(face);
      if (hit) owed++;
      if (log)
        log.line(`    50% extra skill for a serious wound: throws ${face}, ${hit ? 'gains it' : 'none'}`);
    }
  } else if (as === 'legend') {
    if (rules.legendSkillPerKill) owed += r.kills;
    if (rules.legendGunfightSkill === 'every-gunfight' || r.causedWound) owed++;
  }
  if (readings.legendKiller === 'skill' && r.killedLegend) owed++;
  const skills: SkillId[] = [];
  const all = [...gained];
  for (let k = 0; k < owed; k++) gainOne(all, skills, ctx, false);
  return { cls: next, promoted: next !== cls, skills, disqualified: false };
}

function disqualifyingAct(r: GunfightRecord): string {
  if (r.foulShot) return 'he backshot or shot a helpless man';
  return r.surrendered ? 'he surrendered' : 'he refused a challenge';
}

/** Gains one skill into `all` and `skills`: chosen by a Legend of the West, else drawn until he can take one. */
function gainOne(all: SkillId[], skills: SkillId[], ctx: ExperienceContext, extra: boolean): void {
  const { figure, dice, readings, log } = ctx;
  const before = resolveSkills({ gained: all }, figure).held;
  const canTake = (id: SkillId): boolean => {
    const after = resolveSkills({ gained: [...all, id] }, figure).held;
    // Removing a skill is taking the chit (000: "Removal of the existing skill takes precedence"); a skill he
    // cannot hold again, or his edition does not print, changes nothing: "roll or draw again".
    return Object.keys(after).some((k) => after[k as SkillId] !== before[k as SkillId]);
  };
  let id: SkillId | null = null;
  if (!extra && before['legend-of-the-west'] > 0) {
    id = ctx.chooser(canTake);
    if (log && id !== null) log.line(`    chooses ${figure.skill(id)?.name ?? id} (Legend of the West)`);
  } else {
    const printed = figure.ruleset.tables.skills.map((s) => s.id);
    for (let n = 0; n < MAX_DRAWS && id === null; n++) {
      const drawn = drawSkill(dice, readings, printed);
      if (drawn === null) {
        if (log) log.line('    draws "Life is Cheap": no skill');
        return;
      }
      if (canTake(drawn)) id = drawn;
      else if (log) log.line(`    draws ${figure.skill(drawn)?.name ?? drawn}: cannot take it, draws again`);
    }
    if (log && id !== null) log.line(`    draws ${figure.skill(id)?.name ?? id}`);
  }
  if (id === null) return;
  all.push(id);
  skills.push(id);
  if (id === 'legend-of-the-west' && ctx.rules.legendOfTheWestExtraSkill) {
    if (log) log.line('    Legend of the West: "Roll randomly for one additional skill now"');
    gainOne(all, skills, ctx, true);
  }
}
