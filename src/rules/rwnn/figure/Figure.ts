import type { CharacterClass } from '../tables/CharacterClass.ts';
import { CLASSES } from './classes.ts';
import type { RangeWeapon } from '../tables/rangeChart.ts';
import { LOCATION, STATUS, WoundState, type Status } from '../WoundState.ts';
import type { FigureRules } from './FigureRules.ts';
import type { FigureSpec } from './FigureSpec.ts';
import { GUN } from './GunState.ts';
import { resolveSkills } from './resolveSkills.ts';
import { noSkills, type SkillCounts } from './SkillCounts.ts';
import { NO_SKILL_PROFILE, skillProfile, type SkillProfile } from './SkillProfile.ts';
import { isOneHanded, weaponIndex } from './weapons.ts';

const NO_SKILLS: SkillCounts = noSkills();

/**
 * A figure in play: his spec, his skills as the ruleset resolves them, the guns in his hands, his wounds
 * and standing, and the once-per-gunfight allowances of his skills. Everything a trial changes is numeric
 * and is reset in place by {@link reset}, so one figure object serves every trial without allocating.
 *
 * A figure is bound to the rules of one ruleset ({@link bind}); binding again to the same rules does
 * nothing, so a scenario may bind at the start of every trial.
 *
 * @example
 * const ames = new Figure({ name: 'Ames', cls: 'gunman', gained: ['tough'], weapons: ['pistol'] }, rules);
 * ames.wounds.flesh[LOCATION.head]; // 0
 * ames.guns[0] === GUN.loaded;
 */
/**
 * The Cunning results (000 SKILLS & ATTRIBUTES: "Roll 1 D6 1 Mechanical Aptitude ... 2 Tactical Theory ... 3
 * Common Sense ... 4-5 Cool Under Fire ... 6 Steel Plate under shirt"), by the die's face.
 *
 * @example f.cunning === CUNNING.steelPlate // "ignore all chest wounds"
 */
export const CUNNING = {
  none: 0,
  mechanicalAptitude: 1,
  tacticalTheory: 2,
  commonSense: 3,
  coolUnderFire: 4,
  steelPlate: 6,
} as const;

export class Figure {
  readonly wounds = new WoundState();
  /** Each gun's state ({@link GUN}), by hand: 0 the right hand, 1 the left. */
  readonly guns: Int8Array;
  /** Each gun's weapon as an index of WEAPONS, by hand. */
  readonly weaponIndex: Int8Array;
  /** 1 where the gun in that hand is fired one-handed (a pistol), by hand. */
  readonly oneHanded: Uint8Array;
  /** His class as an index of CLASSES, for per-class arrays. */
  readonly classIndex: number;
  /** The rules force him to blaze away: "Citizens may not fire deliberately" (000 SHOOTING); Jumpy. */
  mustBlaze = false;
  /** The effective skill counts (2 for a double skill). */
  skills: SkillCounts = NO_SKILLS;
  profile: SkillProfile = NO_SKILL_PROFILE;
  /** What the skill rules changed when he was made (removals, cancels, skills his edition lacks). */
  skillNotes: readonly string[] = [];
  /** Wounds whose effect Hard as Nails will still ignore. */
  hardAsNailsLeft = 0;
  /** Charmed re-rolls left this gunfight. */
  charmedLeft = 0;
  /** Re-rolls his opponents may still force on him this gunfight (Cursed). */
  curseTokens = 0;
  /**
   * His Cunning result for this gunfight (000 SKILLS & ATTRIBUTES, Cunning: "Roll 1 D6"), 1 to 6 as in
   * {@link CUNNING}, or 0: not Cunning, or a scenario that does not roll it. Set by the scenario as a gunfight
   * starts; {@link reset} leaves it.
   */
  cunning = 0;
  private rules: FigureRules | null = null;

  constructor(
    readonly spec: FigureSpec,
    rules: FigureRules | null = null,
  ) {
    const n = spec.weapons.length;
    if (n < 1 || n > 2 || (n === 2 && !spec.weapons.every((w) => w === 'pistol')))
      throw new RangeError(
        `${spec.name}: a figure holds one weapon or two pistols, not ${spec.weapons.join(' and ')}`,
      );
    this.guns = new Int8Array(n);
    this.weaponIndex = Int8Array.from(spec.weapons.map(weaponIndex));
    this.oneHanded = Uint8Array.from(spec.weapons.map((w) => (isOneHanded(w) ? 1 : 0)));
    this.classIndex = CLASSES.indexOf(spec.cls);
    this.mustBlaze = spec.cls === 'citizen';
    if (rules) this.bind(rules);
    this.reset();
  }

  get name(): string {
    return this.spec.name;
  }

  get cls(): CharacterClass {
    return this.spec.cls;
  }

  get status(): Status {
    return this.wounds.status;
  }

  /** The weapon in hand `g`. */
  weapon(g: number): RangeWeapon {
    return this.spec.weapons[g]!;
  }

  /** Resolves his skills under `rules` (removals, grants, cancels) unless already bound to them. */
  bind(rules: FigureRules): void {
    if (rules === this.rules) return;
    const resolved = resolveSkills(this.spec, rules);
    this.skills = resolved.effective;
    this.skillNotes = resolved.notes;
    this.profile = skillProfile(resolved.effective, rules);
    this.mustBlaze = this.spec.cls === 'citizen' || this.profile.alwaysBlazes;
    this.rules = rules;
  }

  /** Back to the start of a gunfight: unhurt, standing, guns loaded, every skill allowance restored. */
  reset(): void {
    this.wounds.reset();
    const guns = this.guns;
    for (let g = 0; g < guns.length; g++) guns[g] = GUN.loaded;
    this.hardAsNailsLeft = this.profile.ignoresFirstWounds;
    this.charmedLeft = this.profile.charmed;
    this.curseTokens = this.profile.cursed;
  }

  /**
   * Whether his wounds let him use the gun in hand `g`: "Characters with a serious arm wound cannot fire a
   * pistol in that hand, fire a rifle at all" (000 HIT LOCATION & EFFECT).
   */
  armAllows(g: number): boolean {
    const w = this.wounds;
    if (this.oneHanded[g] === 0) return !w.armOut(LOCATION.rightArm) && !w.armOut(LOCATION.leftArm);
    return !w.armOut(g === 0 ? LOCATION.rightArm : LOCATION.leftArm);
  }

  /** Whether either arm carries a serious wound, or is severed (000: such a character cannot "reload any weapon"). */
  anyArmSerious(): boolean {
    const w = this.wounds;
    return w.armOut(LOCATION.rightArm) || w.armOut(LOCATION.leftArm);
  }

  /** The first gun he can fire now (loaded, and his arm allows it), or -1. */
  readyGun(): number {
    for (let g = 0; g < this.guns.length; g++) if (this.guns[g] === GUN.loaded && this.armAllows(g)) return g;
    return -1;
  }

  /** Whether he has a gun he could ever fire again: not busted and held in a hand his wounds allow. */
  hasWorkingGun(): boolean {
    for (let g = 0; g < this.guns.length; g++)
      if (this.guns[g] !== GUN.busted && this.armAllows(g)) return true;
    return false;
  }

  /**
   * Takes a flesh or serious wound at location index `at` (LOCATION), unless Hard as Nails shrugs it off
   * (000 SKILLS: he "ignores the effect of his first* wound"): returns true when it was shrugged off. Shots
   * and fights alike wound through here.
   */
  takeWound(at: number, serious: boolean): boolean {
    if (this.hardAsNailsLeft > 0) {
      this.hardAsNailsLeft--;
      return true;
    }
    if (serious) this.wounds.serious[at]!++;
    else this.wounds.flesh[at]!++;
    return false;
  }

  /** Whether he is on his feet (the duel ends when either is not). */
  isStanding(): boolean {
    return this.wounds.status === STATUS.standing;
  }
}
