import { distance } from '../../geometry/distance.ts';
import { COVER_SHAPE } from '../../rules/rwnn/cover/CoverShape.ts';
import { terrainStopNeed } from '../../rules/rwnn/cover/terrainStop.ts';
import { GUN } from '../../rules/rwnn/figure/GunState.ts';
import { CHART_SIDE, SHIELD } from '../../rules/rwnn/shot/ShotContext.ts';
import { SHOT_BAR } from '../../rules/rwnn/shot/shotBar.ts';
import { ShotgunBlaster } from '../../rules/rwnn/shotgun/ShotgunBlaster.ts';
import { ShotgunState } from '../../rules/rwnn/shotgun/ShotgunState.ts';
import { SHOTGUN_RULE } from '../../rules/rwnn/shotgun/ShotgunBlast.ts';
import { SHOTGUN, type ShotgunWeaponCode } from '../../rules/rwnn/shotgun/ShotgunWeapon.ts';
import { aimShotgunAt, newShotgunShot } from '../../rules/rwnn/shotgun/ShotgunShot.ts';
import { newFigurePositions, type FigurePositions } from '../../rules/rwnn/shotgun/FigurePositions.ts';
import { shotgunReadingsFrom } from '../../rules/rwnn/shotgun/shotgunReadingOptions.ts';
import { STATUS } from '../../rules/rwnn/WoundState.ts';
import type { Gunfighter } from './Gunfighter.ts';
import { newCoverReport, type CoverReport } from './table/CoverReport.ts';
import type { ShootoutContext } from './ShootoutContext.ts';

/**
 * Shotguns and Le Mat grapeshot in a shootout (000 SHOTGUNS, 000 Le Mat Revolvers): who carries one and
 * what each has loaded, whether a shot is a blast, and the blast itself, each victim's hits then meeting his
 * own cover through the game's Gunfire. The game makes one and reuses it for every trial: the shot and the
 * figures' positions are written in place.
 *
 * @example if (game.shotgunFire.blasts(f, t, g, aimed)) game.shotgunFire.fire(f, t, g);
 */
export class ShotgunFire {
  private readonly shotguns: ShotgunBlaster;
  private readonly shotgunState: ShotgunState;
  private readonly shotgunShot = newShotgunShot();
  private readonly positions: FigurePositions;
  /** Each victim's cover against the blast, where he stands now. */
  private readonly cover: CoverReport = newCoverReport();
  /** Each figure's shotgun as the shotgun rules name it (a Le Mat's grapeshot barrel too), or -1 for none. */
  private readonly shotgunOf: Int8Array;

  constructor(private readonly game: ShootoutContext) {
    const rules = game.rules;
    const figures = game.figures;
    const n = figures.length;
    this.shotguns = new ShotgunBlaster(
      rules.duel.shot,
      shotgunReadingsFrom(rules.rwnn.preset, rules.options),
      n,
    );
    this.shotgunState = new ShotgunState(n);
    this.positions = newFigurePositions(n);
    this.positions.count = n;
    this.positions.names = figures.map((f) => f.name);
    this.shotgunOf = Int8Array.from(figures, (f) =>
      f.grapeshot
        ? SHOTGUN.leMat
        : f.weapon(0) === 'shotgun'
          ? SHOTGUN.shotgun
          : f.weapon(0) === 'sawn-off'
            ? SHOTGUN.sawnOff
            : -1,
    );
  }

  /** Loads the shotgun (or grapeshot barrel) of `f`, if he has one, for a new game. */
  reset(f: Gunfighter): void {
    const sg = this.shotgunOf[f.index]!;
    if (sg >= 0) this.shotgunState.reset(f.index, sg as ShotgunWeaponCode);
  }

  /**
   * A muzzle-loading shotgun's firing card passed to `f` (000 MUSKETS & OTHER MUZZLE LOADING WEAPONS:
   * "Muzzle loading shotguns must be reloaded one barrel at a time"): one barrel more is loaded.
   */
  reloadBarrel(f: Gunfighter): void {
    const sg = this.shotgunOf[f.index]!;
    if (sg >= 0) this.shotgunState.reload(f.index, sg as ShotgunWeaponCode, true);
  }

  /** A Reload by `f` reloads his shotgun's barrels too, if he has one. */
  reload(f: Gunfighter): void {
    const sg = this.shotgunOf[f.index]!;
    if (sg >= 0) this.shotgunState.reload(f.index, sg as ShotgunWeaponCode);
  }

  /**
   * Inches from a blast's target within which anyone else shares its hits ("Anyone standing within 1” of a
   * shotgun target", 000 SHOTGUNS), from the centre of his base: between the bases, or between the centres,
   * by `shootout.shotgunShareReach`.
   */
  get shareReach(): number {
    return this.shotguns.rules.shareReach;
  }

  /**
   * Whether any shot `f` fires now is a blast: his ready gun is a shotgun or sawn-off (a Le Mat's grapeshot
   * barrel is a choice made as he fires, see {@link blasts}).
   *
   * @example if (game.shotgunFire.alwaysBlasts(f)) game.gunfire.blastBar(f, t);
   */
  alwaysBlasts(f: Gunfighter): boolean {
    const sg = this.shotgunOf[f.index]!;
    return sg >= 0 && sg !== SHOTGUN.leMat && f.readyGun() === 0;
  }

  /**
   * Whether `f` firing the gun in his right hand (`g` 0) at `t` fires a blast: a shotgun always, a Le Mat
   * when its grapeshot barrel is chosen (see firesGrapeshot).
   */
  blasts(f: Gunfighter, t: Gunfighter, g: number, aimed: boolean): boolean {
    const sg = this.shotgunOf[f.index]!;
    return sg >= 0 && g === 0 && (sg !== SHOTGUN.leMat || this.firesGrapeshot(f, t, aimed));
  }

  /**
   * A shotgun blast (000 SHOTGUNS, by `shootout.shotgunRule`: the Bengal Club's dice or the TRWNN template):
   * the shotgun rules say who is hit, how often, and the effect modifier and chit side; each victim's hits
   * then meet his own cover, which "a shotgun will not penetrate" when it is wood.
   */
  fire(f: Gunfighter, t: Gunfighter, g: number): void {
    const pos = this.positions;
    for (const o of this.game.figures) {
      pos.xs[o.index] = o.x;
      pos.ys[o.index] = o.y;
      pos.eligible[o.index] = o.placed && o.wounds.status !== STATUS.dead && !o.duckedBack ? 1 : 0;
    }
    const weapon = this.shotgunOf[f.index]! as ShotgunWeaponCode;
    const shot = aimShotgunAt(this.shotgunShot, pos, f.index, t.index);
    if (distance(shot.aimX - f.x, shot.aimY - f.y) < 0.01) {
      // Bases overlapping: the blast goes the way he faces, where the target is.
      shot.aimX = f.x + Math.cos((f.facing * Math.PI) / 180);
      shot.aimY = f.y + Math.sin((f.facing * Math.PI) / 180);
    }
    shot.weapon = weapon;
    shot.barrels = this.shotgunState.loaded(f.index, weapon);
    if (shot.barrels <= 0) {
      this.game.gunfire.service(f);
      return;
    }
    const ctx = this.game.gunfire.ctx;
    const blast = this.shotguns.fire(
      f,
      t,
      ctx,
      g,
      shot,
      pos,
      this.shotgunState,
      this.game.dice!,
      f.tactics,
      t.tactics,
      this.game.log,
    );
    this.game.out.shots += shot.barrels;
    this.game.groups.shotFired();
    if (this.game.hiding !== null) this.game.hiding.shotFired(f, false);
    if (this.game.herd !== null) this.game.herd.gunshot(f);
    // A muzzle-loading shotgun: a misfire, the firing card and the +2 (MuzzleLoaders.afterBlast).
    const muzzle = this.game.muzzle;
    const bonus = muzzle !== null && muzzle.blocksService(f) ? muzzle.effectBonus(f) : 0;
    if (bonus > 0 && muzzle!.afterBlast(f, blast.rule === SHOTGUN_RULE.dice, blast.ones, blast.sixes)) {
      if (muzzle!.misfireKeepsLoad()) this.shotgunState.barrels[f.index] = shot.barrels;
      blast.count = 0;
    } else if (blast.setsGun && bonus === 0) {
      const before = f.guns[g]!;
      f.guns[g] = blast.gun;
      if (blast.gun !== before && blast.gun === GUN.outOfAmmo) this.game.out.outOfAmmo++;
      if (blast.gun !== before && blast.gun === GUN.jammed) this.game.out.jams++;
    }
    const cover = this.cover;
    const cr = this.game.rules.cover;
    for (let k = 0; k < blast.count; k++) {
      const v = this.game.figures[blast.figure[k]!]!;
      if (v.isOut() && v.wounds.status === STATUS.dead) continue;
      this.game.table.coverAgainst(f.x, f.y, v.x, v.y, cover);
      const behind = cover.shape !== COVER_SHAPE.none;
      ctx.range = distance(v.x - f.x, v.y - f.y);
      ctx.effectModifier = blast.effectModifier[k]! + bonus;
      ctx.chartSide = blast.chartSide[k]! as typeof ctx.chartSide;
      ctx.treeStopsOn = terrainStopNeed(cover.inWoods, cover.inTerrain, cr);
      this.game.gunfire.protect(f, v, cover);
      if (ctx.shield === SHIELD.penetrable) ctx.shield = SHIELD.substantial;
      this.game.gunfire.takeHits(f, v, blast.hits[k]!, behind);
    }
    ctx.effectModifier = 0;
    ctx.chartSide = CHART_SIDE.own;
    this.game.emotions.afterShotAt(f.index, t.index, this.game.dice!, this.game.log);
    this.game.reactions.takeDueTests();
  }

  /**
   * A Le Mat's owner firing at `t` (`aimed`: his aim on him held): the grapeshot barrel when it is unfired
   * ("can only be fired once per gunfight", 000 Le Mat Revolvers) and his policy wants it, else his revolver
   * as any pistol.
   */
  private firesGrapeshot(f: Gunfighter, t: Gunfighter, aimed: boolean): boolean {
    if (this.shotgunState.loaded(f.index, SHOTGUN.leMat) <= 0) return false;
    // A White knight's code may bar the blast and not the bullet: a man it would catch beside his target
    // (register entry white-knight-in-contact). He fires the revolver, unasked.
    const gunfire = this.game.gunfire;
    const bar = gunfire.blastBar(f, t);
    if (bar !== SHOT_BAR.none) {
      if (this.game.log) this.game.log.line(`  ${f.name} keeps his grapeshot: ${gunfire.barWords(bar, t)}.`);
      return false;
    }
    return f.tactics.fireGrapeshot(this.game.viewOf(f.index), t.index, aimed);
  }
}
