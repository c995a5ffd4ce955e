import type { Dice } from '../../../dice/Dice.ts';
import { MATERIAL } from '../../../rules/rwnn/cover/CoverMaterial.ts';
import { POSTURE } from '../../../rules/rwnn/cover/CoverPosture.ts';
import { COVER_SHAPE, type CoverShapeCode } from '../../../rules/rwnn/cover/CoverShape.ts';
import { firingArms } from '../../../rules/rwnn/cover/firingArms.ts';
import { firingCover } from '../../../rules/rwnn/cover/firingCover.ts';
import { protectedLocations } from '../../../rules/rwnn/cover/protectedLocations.ts';
import { Figure } from '../../../rules/rwnn/figure/Figure.ts';
import { RULESET_OPTIONS } from '../../../rules/rwnn/ruleset/rulesetOptions.ts';
import { rwnnRuleset } from '../../../rules/rwnn/ruleset/rwnnRuleset.ts';
import type { OptionValues } from '../../OddsMechanic.ts';
import { DEFAULT_SHOT_CHOOSER } from '../../../rules/rwnn/shot/defaultShotChooser.ts';
import type { ShotChooser } from '../../../rules/rwnn/shot/ShotChooser.ts';
import {
  FIRE,
  GUNS,
  newShotContext,
  SHIELD,
  type ShotContext,
} from '../../../rules/rwnn/shot/ShotContext.ts';
import { ShotResolver } from '../../../rules/rwnn/shot/ShotResolver.ts';
import { LOCATION, STATUS } from '../../../rules/rwnn/WoundState.ts';
import { shootoutRules, type ShootoutRules } from '../../../scenarios/shootout/ShootoutRules.ts';
import type { ShotSituation } from './ShotSituation.ts';
import type { ShotAftermath } from './targetState.ts';

const SHAPES: Readonly<Record<ShotSituation['cover'], CoverShapeCode>> = {
  none: COVER_SHAPE.none,
  wall: COVER_SHAPE.wall,
  corner: COVER_SHAPE.corner,
  brush: COVER_SHAPE.none,
};

/**
 * One shot of a shootout set up from a {@link ShotSituation}: the shootout's rules for the edition, the
 * shooter and the target as figures of those rules, and the shot context written the way the shootout's
 * gunfire writes it (cover code, protected locations, what protects them), all handed to the engine's own
 * {@link ShotResolver}. The exact enumeration and the sampled trial both play the shot through here, so they
 * share the game's code path and differ only in where the dice come from.
 *
 * @example const scene = new ShotScene(situation); const hits = scene.fire(dice); scene.takeHits(hits, dice);
 */
export class ShotScene {
  readonly rules: ShootoutRules;
  readonly shooter: Figure;
  readonly target: Figure;
  readonly ctx: ShotContext = newShotContext();
  readonly resolver: ShotResolver;
  /** The firing dice of the shot as the rules count them; NaN beyond the weapon's reach. */
  readonly dice: number;
  /** Whether a hit or a stopped shot forces a standing target to duck back (behind cover, or any hit in 003). */
  readonly duckRule: boolean;
  /** Marksman's choice of shift: the rules' default chooser, which picks the worst cell for the target. */
  readonly chooser: ShotChooser = DEFAULT_SHOT_CHOOSER;

  /** `options`: the shootout's options in force (see SHOT_READING_OPTIONS); the ruleset's go to the ruleset too. */
  constructor(
    readonly situation: ShotSituation,
    options: OptionValues = {},
  ) {
    const s = situation;
    // As a shootout cell builds its rules: the ruleset's own options to the ruleset, all of them to the shootout.
    const rulesetOptions = Object.fromEntries(
      Object.entries(options).filter(([k]) => RULESET_OPTIONS.some((o) => o.key === k)),
    );
    this.rules = shootoutRules(rwnnRuleset(s.ruleset, rulesetOptions), options);
    const figureRules = this.rules.duel.figure;
    this.shooter = new Figure(
      { name: 'shooter', cls: s.cls, weapons: [s.weapon], held: s.shooterSkills },
      figureRules,
    );
    this.target = new Figure(
      { name: 'target', cls: 'gunman', weapons: [s.targetWeapon], held: s.targetSkills },
      figureRules,
    );
    this.resolver = new ShotResolver(this.rules.duel.shot);
    this.writeContext();
    this.resetShooter();
    this.dice = this.resolver.dice(this.shooter, this.target, this.ctx, 0);
    const behind = SHAPES[s.cover] !== COVER_SHAPE.none;
    this.duckRule = this.rules.readings.duckBacks === 'any-hit' || behind;
  }

  /** What the rules changed in either man's skills (a skill his edition does not print, one beyond its most). */
  skillNotes(): readonly string[] {
    return [...this.shooter.skillNotes, ...this.target.skillNotes];
  }

  /** The shot context as the shootout's gunfire writes it for this situation (see Gunfire.fire and protect). */
  private writeContext(): void {
    const s = this.situation;
    const ctx = this.ctx;
    const cr = this.rules.cover;
    const shape = SHAPES[s.cover];
    const material =
      shape === COVER_SHAPE.none
        ? MATERIAL.none
        : s.coverKind === 'wooden'
          ? MATERIAL.penetrable
          : MATERIAL.substantial;
    ctx.mode = s.fire === 'blaze' ? FIRE.blaze : s.fire === 'aimed' ? FIRE.aimed : FIRE.deliberate;
    ctx.range = s.range;
    ctx.moved = s.moved;
    ctx.guns = GUNS.right;
    ctx.cover = firingCover(shape, material, s.cover === 'brush', false, cr);
    ctx.targetMoved = s.targetMoved;
    const posture = s.targetPosture === 'firing' ? POSTURE.firing : POSTURE.notFiring;
    ctx.protectedMask = protectedLocations(shape, posture, firingArms(s.targetWeapon, GUNS.right, cr), cr);
    ctx.shield = material === MATERIAL.penetrable ? SHIELD.penetrable : SHIELD.substantial;
    ctx.penetrationWhiteSide = cr.penetration === 'white-side';
  }

  /** The shooter as the situation has him: his wounds carried, his gun loaded. */
  resetShooter(): void {
    const f = this.shooter;
    f.reset();
    const w = f.wounds;
    if (this.situation.headWound) w.flesh[LOCATION.head] = 1;
    if (this.situation.armWound) w.flesh[LOCATION.rightArm] = 1;
    w.serious[LOCATION.legs] = this.situation.seriousWounds;
  }

  /** Fires the shot with `dice` through the engine's resolver: the hits scored, the gun's state in `shooter.guns[0]`. */
  fire(dice: Dice): number {
    this.resetShooter();
    return this.resolver.fireWith(
      this.shooter,
      this.target,
      this.ctx,
      0,
      this.dice,
      dice,
      this.chooser,
      this.chooser,
    );
  }

  /** Resolves `hits` on the target with `dice` (location, effect, the cover's throw, Marksman, Tough, Hard as nails). */
  takeHits(hits: number, dice: Dice): void {
    this.resolver.resolveHits(this.shooter, this.target, hits, this.ctx, dice, this.chooser, this.chooser);
  }

  /** Writes into `a` what the last shot left the target, as he stands after {@link takeHits}. */
  aftermath(a: ShotAftermath): ShotAftermath {
    const w = this.target.wounds;
    const r = this.resolver;
    a.status = w.status;
    a.fleshWounded = w.fleshTotal() > 0;
    a.seriouslyWounded = w.seriousTotal() > 0;
    a.struck = r.struck > 0;
    a.duckedBack = this.forcedDuckBack(r.struck + r.stopped > 0);
    return a;
  }

  /**
   * Whether the target, as he stands after a shot, is forced to duck back: the shootout's rule after hits
   * (ShootoutGame.afterHits), "shots that would have hit protected parts of his body cause him to duck back"
   * and "a character grazed, wounded or having a shot stopped ... must duck back" (000 COVER, COMBAT IN THE
   * GREAT OUTDOORS), any hit under 003's reading (shootout.duckBacks), never a man down or one with Nerves
   * of steel ("not subject to duck back").
   */
  forcedDuckBack(struckOrStopped: boolean): boolean {
    const t = this.target;
    return this.duckRule && struckOrStopped && t.wounds.status === STATUS.standing && !t.profile.noDuckBack;
  }
}
