import type { FiringModifierId } from '../tables/firingModifiers.ts';
import type { SkillEffect } from '../tables/skills.ts';
import type { FigureRules } from './FigureRules.ts';
import { SKILL_IDS, type SkillCounts } from './SkillCounts.ts';

/**
 * A figure's skills turned into the numbers the rules read as they play, computed once when the figure is
 * made (never per shot). Every number comes from the effects the ruleset's skill table gives, a starred
 * number counting once per level of the skill (000 SKILLS: "those skills marked with an asterisk can be
 * gained twice, the second time doubles the effect").
 *
 * @example skillProfile({ ...noSkills(), 'quick-shot': 2 }, rules).fastDrawDice === 6
 */
export interface SkillProfile {
  /** Fast-draw dice: Lightning Fast and Quick Shot +3*, Swift +1*, Slow -1*, Jumpy -3*. */
  readonly fastDrawDice: number;
  /** Firing dice always added (Crack shot: "add one* firing dice"). */
  readonly firingDice: number;
  /** White knight: "gains one* firing dice against all Evil characters and hated opponents". */
  readonly firingDiceVsEvilOrHated: number;
  /** Swift: "opponents subtract one* dice when firing at him if he moved on his last turn" (negative). */
  readonly opponentDiceIfMoved: number;
  /** Stealthy: "subtract one* firing dice if shot at behind cover" (negative), taken off his opponents' dice. */
  readonly opponentDiceBehindCover: number;
  /** The lowest face that hits when firing deliberately: 6, or 5 with Deadeye ("hits on a 5 or 6"). */
  readonly deliberateHitsOn: number;
  /** Quick shot: "when blazing away he can hit with one* extra shot". */
  readonly blazeExtraHits: number;
  /** Jumpy: "always blazes away". */
  readonly alwaysBlazes: boolean;
  /** Clumsy's level: "gun will jam if equal* (or less if the chit is pulled multiple times) number of 1's". */
  readonly clumsy: number;
  /** Firing modifiers he ignores (Ambidextrous: "no penalty for firing two pistols"; Agile: when moving). */
  readonly ignoredModifiers: ReadonlySet<FiringModifierId>;
  /** Tough: "when hit by shooting ... subtract one* from the effect dice" (negative). */
  readonly effectDie: number;
  /** Tough (000): "Uses white side of wound chits". */
  readonly toughSide: boolean;
  /** Tough's level (0 when not Tough): the ruleset's Tough knock rule applies when above 0. */
  readonly tough: number;
  /** Hard as nails: "ignores the effect of the first* wound he receives". */
  readonly ignoresFirstWounds: number;
  /** Marksman: "may add or subtract one* when rolling for hit location". */
  readonly locationShift: number;
  /** Marksman (000): "Always wounds with 'Pink Chits' on aimed shots". */
  readonly pinkOnAimed: boolean;
  /** Lucky: "may re-roll one* dice from each batch of dice he throws". */
  readonly luckyDice: number;
  /** Charmed: "once* per gunfight he may re-roll a whole batch of dice, or make an opponent do the same". */
  readonly charmed: number;
  /** Cursed: "each opposing player may cause him to re-roll one dice once* per gunfight". */
  readonly cursed: number;
  /** Nerve dice from skills (Nerves of steel +1*, True Grit +3*, Yellow -3*, Jumpy -2*), for nerve tests. */
  readonly nerveDice: number;
  /** White knight: "may not back-shoot, shoot knocked down targets or anyone unable to shoot back". */
  readonly whiteKnight: boolean;
  /** Evil (a White knight's firing dice count against him). */
  readonly evil: boolean;
  /** "Fears no-one" (Nerves of steel, True Grit, White knight, Legend of the West). */
  readonly fearsNoOne: boolean;
  /** Nerves of steel: "not subject to duck back". */
  readonly noDuckBack: boolean;
  /** Jumpy: "only has a 50%* chance of recovering": the chance of one throw (1 when nothing hinders him). */
  readonly recoveryChance: number;
  /**
   * Throws at {@link recoveryChance} that must all succeed for him to recover: one per level of Jumpy (so
   * Very Jumpy has a 25% chance; register entry jumpy-recovery), 0 when he recovers without a throw.
   */
  readonly recoveryThrows: number;
  /**
   * Dice added to his fighting whatever the row and role (negative: taken away): 0 from the skills, whose
   * fighting numbers the fighting rules read by row and role; a drunken state's "-1 fighting" (000 Drunken /
   * Deranged) for the gunfight it is thrown for.
   */
  readonly fightDice: number;
}

/** The sum of one kind of effect over a skill's printing, each starred number once per level. */
function sum<K extends SkillEffect['kind']>(
  effects: readonly SkillEffect[],
  kind: K,
  n: number,
  value: (e: Extract<SkillEffect, { kind: K }>) => number,
): number {
  let total = 0;
  for (const e of effects) {
    if (e.kind === kind) total += value(e as Extract<SkillEffect, { kind: K }>) * (e.starred ? n : 1);
  }
  return total;
}

/**
 * Compiles a figure's effective skill counts into a {@link SkillProfile}. Effects that apply in every
 * situation are summed by kind; those whose "when" is a situation (a White knight's bonus, Tough's effect
 * die) are read from the skill that prints them, so a fighting-only number (Knifeman's "one* to the throw
 * for effect") never reaches a shot.
 *
 * @example skillProfile(resolveSkills({ gained: ['tough', 'tough'] }, rules).effective, rules).effectDie === -2
 */
export function skillProfile(counts: SkillCounts, rules: FigureRules): SkillProfile {
  let fastDrawDice = 0;
  let firingDice = 0;
  let firingDiceVsEvilOrHated = 0;
  let opponentDiceIfMoved = 0;
  let opponentDiceBehindCover = 0;
  let deliberateHitsOn = 6;
  let blazeExtraHits = 0;
  let alwaysBlazes = false;
  let clumsy = 0;
  const ignoredModifiers = new Set<FiringModifierId>();
  let effectDie = 0;
  let toughSide = false;
  let ignoresFirstWounds = 0;
  let locationShift = 0;
  let pinkOnAimed = false;
  let luckyDice = 0;
  let charmed = 0;
  let cursed = 0;
  let nerveDice = 0;
  let fearsNoOne = false;
  let noDuckBack = false;
  let recoveryChance = 1;
  let recoveryThrows = 0;
  for (const id of SKILL_IDS) {
    const n = counts[id];
    const text = rules.skill(id);
    if (n === 0 || !text) continue;
    const fx = text.effects;
    fastDrawDice += sum(fx, 'fast-draw-dice', n, (e) => e.dice);
    nerveDice += sum(fx, 'nerve-dice', n, (e) => e.dice);
    blazeExtraHits += sum(fx, 'blazing-away-extra-hits', n, (e) => e.hits);
    ignoresFirstWounds += sum(fx, 'ignores-first-wound', n, () => 1);
    locationShift += sum(fx, 'hit-location-choice', n, (e) => e.amount);
    for (const e of fx) {
      const times = e.starred ? n : 1;
      switch (e.kind) {
        case 'firing-dice':
          // Crack shot's dice apply always; the White knight's only against Evil or hated targets. Other
          // firing dice (a thrown knife, Vengeful's hatred) belong to situations a shot does not model.
          if (e.when === 'always') firingDice += e.dice * times;
          else if (id === 'white-knight') firingDiceVsEvilOrHated += e.dice * times;
          break;
        case 'opponent-firing-dice':
          // Swift's dice count when he moved on his last turn, Stealthy's when he is shot at behind cover.
          if (id === 'swift') opponentDiceIfMoved += e.dice * times;
          else if (id === 'stealthy') opponentDiceBehindCover += e.dice * times;
          break;
        case 'hits-on':
          deliberateHitsOn = Math.min(deliberateHitsOn, ...e.faces);
          break;
        case 'always-blazes-away':
          alwaysBlazes = true;
          break;
        case 'jams-when-ones-equal-sixes':
          clumsy += times;
          break;
        case 'ignores-firing-modifier':
          for (const m of e.modifiers) ignoredModifiers.add(m);
          break;
        case 'effect-die':
          if (id === 'tough') effectDie += e.modifier * times;
          break;
        case 'wound-chart-side':
          if (e.side === 'tough') toughSide = true;
          else if (id === 'marksman') pinkOnAimed = true;
          break;
        case 'reroll':
          if (e.scope === 'one-die-per-batch') luckyDice += times;
          else if (e.scope === 'whole-batch') charmed += times;
          else cursed += times;
          break;
        case 'fears-no-one':
          fearsNoOne = true;
          break;
        case 'no-duck-back':
          noDuckBack = true;
          break;
        case 'recovery-chance':
          // "50%*": the star doubles the effect, a second chance to fail (register entry jumpy-recovery).
          recoveryChance = Math.min(recoveryChance, e.chance);
          recoveryThrows += times;
          break;
        default:
          break;
      }
    }
  }
  return {
    fastDrawDice,
    firingDice,
    firingDiceVsEvilOrHated,
    opponentDiceIfMoved,
    opponentDiceBehindCover,
    deliberateHitsOn,
    blazeExtraHits,
    alwaysBlazes,
    clumsy,
    ignoredModifiers,
    effectDie,
    toughSide,
    tough: counts.tough,
    ignoresFirstWounds,
    locationShift,
    pinkOnAimed,
    luckyDice,
    charmed,
    cursed,
    nerveDice,
    whiteKnight: counts['white-knight'] > 0,
    evil: counts.evil > 0,
    fearsNoOne,
    noDuckBack,
    recoveryChance,
    recoveryThrows,
    fightDice: 0,
  };
}

/** The profile of a figure without skills. @example NO_SKILL_PROFILE.deliberateHitsOn === 6 */
export const NO_SKILL_PROFILE: SkillProfile = {
  fastDrawDice: 0,
  firingDice: 0,
  firingDiceVsEvilOrHated: 0,
  opponentDiceIfMoved: 0,
  opponentDiceBehindCover: 0,
  deliberateHitsOn: 6,
  blazeExtraHits: 0,
  alwaysBlazes: false,
  clumsy: 0,
  ignoredModifiers: new Set(),
  effectDie: 0,
  toughSide: false,
  tough: 0,
  ignoresFirstWounds: 0,
  locationShift: 0,
  pinkOnAimed: false,
  luckyDice: 0,
  charmed: 0,
  cursed: 0,
  nerveDice: 0,
  whiteKnight: false,
  evil: false,
  fearsNoOne: false,
  noDuckBack: false,
  recoveryChance: 1,
  recoveryThrows: 0,
  fightDice: 0,
};
