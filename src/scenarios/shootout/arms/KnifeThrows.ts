import { newFaceCounts } from '../../../dice/Dice.ts';
import { choosesThrow } from '../../../policies/shootout/throwChoice.ts';
import { COVER_SHAPE } from '../../../rules/rwnn/cover/CoverShape.ts';
import { deliberateHits } from '../../../rules/rwnn/deliberateFire.ts';
import { BLADE } from '../../../rules/rwnn/fight/FightContext.ts';
import { weaponIndex } from '../../../rules/rwnn/figure/weapons.ts';
import { firingDice } from '../../../rules/rwnn/shot/firingDice.ts';
import { showCounts } from '../../../rules/rwnn/shot/shotWords.ts';
import { THROWING_SKILLS } from '../../../rules/rwnn/tables/throwingSkills.ts';
import type { Gunfighter } from '../Gunfighter.ts';
import type { ShootoutContext } from '../ShootoutContext.ts';
import { fillThrowContext } from './fillThrowContext.ts';
import { throwRulesFrom, type ThrowRules } from './ThrowRules.ts';
import { throwSkillDice } from './throwSkillDice.ts';

const PISTOL = weaponIndex('pistol');

/**
 * A Knifeman's thrown knife in a shootout (000 SKILLS & ATTRIBUTES, Knifeman/Swordsman: "A knifeman may throw
 * his knife as if making a deliberate pistol shot at point blank and close range only, but with plus one
 * dice to hit"), played under `arms.knifeThrow=knifeman` (register entry knifeman-throw):
 *
 * - a man with the skill carrying a knife or Bowie knife (the blades "a knife" covers for his fighting dice,
 *   fightsWithKnife) may throw it at a man up to 6" away, the pistol's close range, in place of a shot when
 *   his tactic prefers the throw (choosesThrow), or when his gun is not ready;
 * - the throw is the deliberate pistol shot's dice (range, his class, cover, moving, wounds) and one more,
 *   with Runt's, Stoopid's and Strong's die under `arms.throwSkillDice` (throwSkillDice); each 6 is a hit,
 *   at most one, as a deliberate shot's;
 * - the knife is gone: he fights on without it. A thrown knife makes no gunshot (a hidden thrower is not
 *   given away by it, a herd does not hear it).
 *
 * Indians throw by their own rules (IndianMissiles). Made by the game only when the option is on and a
 * Knifeman carries a knife: otherwise nothing here draws a die or changes a choice.
 *
 * @example if (game.knives !== null && game.knives.fires(f, t, g, moved)) return;
 */
export class KnifeThrows {
  private readonly counts = newFaceCounts();

  private constructor(
    private readonly game: ShootoutContext,
    readonly rules: ThrowRules,
  ) {}

  /** The knife throws of `game`, or null when no figure can throw one under its options. */
  static of(game: ShootoutContext): KnifeThrows | null {
    const rules = throwRulesFrom(game.rules.options);
    if (rules.knifeThrow === 'off') return null;
    return game.figures.some((f) => KnifeThrows.thrower(f)) ? new KnifeThrows(game, rules) : null;
  }

  /**
   * A new gunfight: each thrower's knife counts among the arms he can still fight with at range (an empty
   * gun and a knife still make a fighting man; the tactics may choose to fire it).
   */
  reset(): void {
    for (const f of this.game.figures) if (KnifeThrows.thrower(f)) f.otherArms = 1;
  }

  /** A Knifeman, not an Indian, who carries a knife or a Bowie knife into the gunfight. */
  private static thrower(f: Gunfighter): boolean {
    return (
      f.indian === null &&
      f.skills['knifeman-swordsman'] > 0 &&
      (f.blade === BLADE.knife || f.blade === BLADE.bowieKnife)
    );
  }

  /** Whether `f` still has a knife to throw at a man `range` inches away. */
  private reaches(f: Gunfighter, range: number): boolean {
    const b = f.bladeInHand();
    return (
      range <= THROWING_SKILLS.knifeman.maxInches &&
      (b === BLADE.knife || b === BLADE.bowieKnife) &&
      KnifeThrows.thrower(f)
    );
  }

  /**
   * `f`'s shot at `t` with the gun in hand `g`, the shot's context filled by the shooting rules: true when
   * he throws his knife instead (his tactic's choice), false to leave the shot to the shooting rules.
   */
  fires(f: Gunfighter, t: Gunfighter, g: number): boolean {
    const ctx = this.game.gunfire.ctx;
    if (!this.reaches(f, ctx.range)) return false;
    const n = this.throwDice(f, t, g);
    const shot = firingDice(this.game.rules.duel.shot, f, t, ctx, g);
    if (!choosesThrow(f.tactics, this.game.viewOf(f.index), t.index, n, shot)) return false;
    this.throwAt(f, t, n);
    return true;
  }

  /** `f`, whose gun is not ready, throws his knife at `t` if it reaches and his tactic will: true when he did. */
  throwsUnready(f: Gunfighter, t: Gunfighter, moved: boolean): boolean {
    const ctx = this.game.gunfire.ctx;
    fillThrowContext(this.game, ctx, f, t, moved);
    if (!this.reaches(f, ctx.range)) return false;
    const n = this.throwDice(f, t, 0);
    if (!choosesThrow(f.tactics, this.game.viewOf(f.index), t.index, n, Number.NaN)) return false;
    if (this.game.audit) this.game.audit.shot(f, t, moved);
    this.throwAt(f, t, n);
    return true;
  }

  /**
   * The dice of the throw: a deliberate pistol shot's in the shot's context (the pistol's row for the
   * weapon in hand `g`, one-handed, for the count only), one more for the Knifeman, and his skills' die.
   */
  private throwDice(f: Gunfighter, t: Gunfighter, g: number): number {
    const wi = f.weaponIndex[g]!;
    const one = f.oneHanded[g]!;
    f.weaponIndex[g] = PISTOL;
    f.oneHanded[g] = 1;
    const n = firingDice(this.game.rules.duel.shot, f, t, this.game.gunfire.ctx, g);
    f.weaponIndex[g] = wi;
    f.oneHanded[g] = one;
    return n + THROWING_SKILLS.knifeman.dice + throwSkillDice(f, this.rules.skillDice);
  }

  /** Throws his knife at `t` with `n` dice, deliberately, and resolves the hit as a shot's. */
  private throwAt(f: Gunfighter, t: Gunfighter, n: number): void {
    const game = this.game;
    const log = game.log;
    f.bladeStuck = true;
    f.otherArms--;
    if (!(n > 0)) {
      if (log) log.line(`  ${f.name} has no dice to throw his knife at ${t.name} (${n}): it falls short.`);
      return;
    }
    const counts = this.counts;
    game.dice!.rollCounts(n, counts);
    const hits = deliberateHits(counts, f.profile.deliberateHitsOn <= 5);
    if (log)
      log.line(
        `  ${f.name} throws his knife at ${t.name} with ${n} dice ${showCounts(counts)}: ${hits ? 'a hit' : 'a miss'}.`,
      );
    game.out.shots++;
    if (game.gunfire.ctx.backshooting) game.backshooting.witnessBackshooting(f);
    if (hits > 0) {
      const cover = game.coverBetween(f.index, t.index);
      game.gunfire.protect(f, t, cover);
      game.gunfire.takeHits(f, t, hits, cover.shape !== COVER_SHAPE.none || cover.inTerrain > 0);
    }
    game.emotions.afterShotAt(f.index, t.index, game.dice!, log);
    game.reactions.takeDueTests();
  }
}
