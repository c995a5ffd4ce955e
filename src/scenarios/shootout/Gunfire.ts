import { distance } from '../../geometry/distance.ts';
import { pointSegmentDistance } from '../../geometry/pointSegmentDistance.ts';
import { clearShotNeed, clearShotTotal, CLEAR_SHOT_MODIFIER } from '../../rules/rwnn/cover/clearShot.ts';
import { MATERIAL } from '../../rules/rwnn/cover/CoverMaterial.ts';
import { COVER_SHAPE } from '../../rules/rwnn/cover/CoverShape.ts';
import { firingCover } from '../../rules/rwnn/cover/firingCover.ts';
import { terrainStopNeed } from '../../rules/rwnn/cover/terrainStop.ts';
import { GUN } from '../../rules/rwnn/figure/GunState.ts';
import { HitCell } from '../../rules/rwnn/shot/HitCell.ts';
import { twoPistolsDice } from '../../rules/rwnn/shot/twoPistolsDice.ts';
import { CHART_SIDE, FIRE, GUNS, newShotContext, SHIELD } from '../../rules/rwnn/shot/ShotContext.ts';
import { BATCH } from '../../rules/rwnn/shot/ShotChooser.ts';
import { ShotResolver, TURN } from '../../rules/rwnn/shot/ShotResolver.ts';
import { SHOT_BAR, SHOT_BAR_WORDS, shotBar, type ShotBarCode } from '../../rules/rwnn/shot/shotBar.ts';
import { STATUS } from '../../rules/rwnn/WoundState.ts';
import type { Gunfighter } from './Gunfighter.ts';
import { automaticAmmo } from './arms/automaticAmmo.ts';
import type { CoverReport } from './table/CoverReport.ts';
import type { ShootoutContext } from './ShootoutContext.ts';
import { GroupFire } from './GroupFire.ts';
import { coverProtection } from './table/coverProtection.ts';
import { ShotIntoFight } from './ShotIntoFight.ts';

/** Inches within which a figure standing in the line of fire hides the target (his base, about an inch across). */
const INTERLOPER_INCHES = 0.5;
/** The hit locations a figure in the line of fire hides: all but the head, which shows over his shoulder. */
const INTERLOPER_MASK = 0b111110;

/**
 * Pistol and rifle fire in a shootout (000 SHOOTING, COVER, COMBAT IN THE GREAT OUTDOORS): servicing a gun
 * that is not ready, the clear-shot throw in woods, the shot context, the fire mode, cover and interlopers,
 * and each hit resolved by the shot module; the policies' odds of a shot too. A blast goes to the shotgun
 * rules (the game's ShotgunFire), whose victims' hits come back here. What any hit leaves behind (a duck
 * back, a Recover owed, a fall, nerve) stays with the game: a blow in a fight and a duel's shots leave the
 * same, and it is the game's state they change. The game makes one and reuses it for every trial: the shot
 * contexts are written in place, so a shot allocates nothing.
 *
 * @example game.gunfire.fire(f, t, false, aimed === t.index);
 */
export class Gunfire {
  private readonly shots: ShotResolver;
  /** The context of the shot being resolved (a shotgun blast's too). */
  readonly ctx = newShotContext();
  /** Firing dice of a shot from the saddle (a penalty), set by the horse module around its shot; else 0. */
  saddleDice = 0;
  /** A context for the policies' questions, apart from the shot being resolved. */
  private readonly askCtx = newShotContext();
  /** A context for the White knight's bar (see {@link bar}), apart from the other two. */
  private readonly barCtx = newShotContext();
  /** Who a shot into a fight hits (000 SHOOTING INTO COMBAT). */
  private readonly intoFight: ShotIntoFight;
  private readonly group: GroupFire;
  private readonly rateCell: HitCell;
  /** After {@link bar}: the man whose place in a blast bars the shot, or -1 (the target himself, or none). */
  private barredMan = -1;

  constructor(private readonly game: ShootoutContext) {
    const rules = game.rules;
    this.shots = new ShotResolver(rules.duel.shot);
    this.intoFight = new ShotIntoFight(game);
    this.group = new GroupFire(game, (f, t) => this.mayShoot(f, t));
    this.rateCell = new HitCell(rules.duel.shot);
    for (const f of game.figures) this.rateHits(f);
  }

  /**
   * The share of the 36 location-and-effect cells that put `f` down, for the policies' odds: worked out with
   * the game, and again when a gunfight's throw changes what a hit does to him (a drunken state's Tough, a
   * Cunning man's Steel Plate).
   */
  rateHits(f: Gunfighter): void {
    const r = this.game.rules.duel.shot;
    const cell = this.rateCell;
    cell.prepare(r, f, f, this.askCtx);
    let downs = 0;
    for (let l = 1; l <= 6; l++)
      for (let e = 1; e <= 6; e++) {
        cell.compute(l, e);
        if (cell.index >= 0 && cell.downs()) downs++;
      }
    f.pHitDowns = downs / 36;
  }

  /**
   * The dice `f` would throw firing deliberately at `t` from where both stand, cover included; NaN when he
   * has no ready gun, no line of sight, or `t` is beyond reach. For the policies' odds.
   */
  deliberateDice(f: Gunfighter, t: Gunfighter): number {
    // An Indian's bow or thrown weapons: the Indian rules count them (IndianMissiles).
    if (f.indian !== null && this.game.indians !== null) return this.game.indians.askDice(f, t, this.askCtx);
    const g = f.readyGun();
    if (g < 0 || !this.game.lineOfSight(f.index, t.index)) return NaN;
    const ctx = this.askCtx;
    const cover = this.game.coverBetween(f.index, t.index);
    ctx.range = distance(t.x - f.x, t.y - f.y);
    ctx.guns = g === 0 ? GUNS.right : GUNS.left;
    ctx.cover = firingCover(cover.shape, cover.material, cover.concealed, cover.scrub, this.game.rules.cover);
    ctx.targetMoved = t.moved;
    return this.shots.dice(f, t, ctx, g);
  }

  /**
   * Why `f` may not fire at `t` from where both stand now, or SHOT_BAR.none: a White knight "may not
   * back-shoot, shoot knocked down targets or anyone unable to shoot back" (000 SKILLS & ATTRIBUTES; 003
   * SKILLS), the check the duel makes ({@link shotBar}, with `shot.unableToShootBack`). Under
   * `shootout.whiteKnightBar=whole-blast` his shotgun's blast is barred too when anyone it may catch
   * besides `t` is a man he may not shoot (see {@link blastBar}). Only he is ever barred: the mode a shot is
   * fired in is settled later, by the rules and his tactic.
   *
   * @example if (game.gunfire.bar(f, t) !== SHOT_BAR.none) return; // he holds his fire
   */
  bar(f: Gunfighter, t: Gunfighter): ShotBarCode {
    this.barredMan = -1;
    if (!f.profile.whiteKnight) return SHOT_BAR.none;
    const own = this.manBar(f, t);
    if (own !== SHOT_BAR.none || !this.game.shotgunFire.alwaysBlasts(f)) return own;
    return this.blastBar(f, t);
  }

  /**
   * Why `f` may not shoot `t` on the fighting chart's pistol or rifle rows, in contact ("Victims who are
   * shot! ... are treated exactly as if they had been shot in normal firing", 000 FIGHTING): the White
   * knight's code as for any shot at him, unless `shootout.whiteKnightBar=shots-only` (register entry
   * white-knight-in-contact). SHOT_BAR.none when he may.
   *
   * @example if (game.gunfire.fightBar(f, t) !== SHOT_BAR.none) ctx.attackerArm = ARM.fist;
   */
  fightBar(f: Gunfighter, t: Gunfighter): ShotBarCode {
    if (!f.profile.whiteKnight || this.game.rules.readings.whiteKnightBar === 'shots-only')
      return SHOT_BAR.none;
    return this.manBar(f, t);
  }

  /**
   * Under `shootout.whiteKnightBar=whole-blast`, why a White knight's blast at `t` is barred by another man
   * it may catch: anyone on the table, not dead or ducked back (whom a blast passes over), standing within the
   * shotgun rules' reach of `t` ("Anyone standing within 1” of a shotgun target", 000 SHOTGUNS) whom his
   * code bars him from shooting, friend or enemy; the first such man in figure order is kept for the story.
   * SHOT_BAR.none when there is none, or under another reading.
   *
   * @example if (game.gunfire.blastBar(f, t) !== SHOT_BAR.none) return false; // no grapeshot
   */
  blastBar(f: Gunfighter, t: Gunfighter): ShotBarCode {
    this.barredMan = -1;
    if (!f.profile.whiteKnight || this.game.rules.readings.whiteKnightBar !== 'whole-blast')
      return SHOT_BAR.none;
    const reach = this.game.shotgunFire.shareReach;
    for (const o of this.game.figures) {
      if (o === f || o === t || !o.placed || o.wounds.status === STATUS.dead || o.duckedBack) continue;
      if (distance(o.x - t.x, o.y - t.y) > reach) continue;
      const code = this.manBar(f, o);
      if (code === SHOT_BAR.none) continue;
      this.barredMan = o.index;
      return code;
    }
    return SHOT_BAR.none;
  }

  /** The words of the last bar found, naming the man a blast would catch when it was he ("... (cy, beside bo)"). */
  barWords(bar: ShotBarCode, t: Gunfighter): string {
    const m = this.barredMan;
    return m < 0
      ? SHOT_BAR_WORDS[bar]
      : `${SHOT_BAR_WORDS[bar]} (${this.game.figures[m]!.name}, beside ${t.name})`;
  }

  /** The White knight `f`'s code against shooting `t` himself, where both stand now (see {@link bar}). */
  private manBar(f: Gunfighter, t: Gunfighter): ShotBarCode {
    const ctx = this.barCtx;
    ctx.mode = FIRE.deliberate;
    ctx.backshooting = this.game.fromBehind(t, f);
    return shotBar(this.game.rules.duel.shot, f, t, ctx);
  }

  /** Whether `f` may fire at `t` by the shooting rules: in sight, in no fight closed to him, not barred. */
  mayShoot(f: Gunfighter, t: Gunfighter): boolean {
    return this.game.mayFireAt(f, t) && !this.fightClosed(f, t) && this.bar(f, t) === SHOT_BAR.none;
  }

  /** Reload or Fix gun, whichever his guns need (the shot module's turn action). */
  service(f: Gunfighter): void {
    // A muzzle-loader is loaded by his firing card alone (000 MUSKETS & OTHER MUZZLE LOADING WEAPONS).
    if (this.game.muzzle !== null && this.game.muzzle.blocksService(f)) return;
    const shots = this.shots;
    const a = shots.turnAction(f);
    if (a === TURN.reload) this.game.shotgunFire.reload(f);
    if (a === TURN.reload) shots.reload(f, shots.turnGun, this.game.log);
    else if (a === TURN.fixGun)
      shots.fixGun(f, shots.turnGun, null, this.game.dice!, f.tactics, f.tactics, this.game.log);
  }

  /**
   * "Only Evil characters may fire into a fight" (000 SHOOTING INTO COMBAT): whether `t` is in a fight that
   * `f` may not fire into. A man in contact with `t` is in that fight himself, and shoots him on the fighting
   * chart's rows instead.
   *
   * @example if (game.gunfire.fightClosed(f, t)) return false; // no shot into that fight
   */
  fightClosed(f: Gunfighter, t: Gunfighter): boolean {
    const combat = this.game.combat;
    return !f.profile.evil && combat.inFight(t) && !combat.inContact(f.index, t.index);
  }

  /**
   * The target of a Move & Fire: the chosen one if in arc, else the nearest enemy in arc; -1 for none. The
   * "must fire" is at an enemy he may shoot: one in a fight he may not fire into, or one a White knight's
   * code bars, is passed over.
   */
  inArcTarget(f: Gunfighter, chosen: number): number {
    const game = this.game;
    const c = chosen >= 0 ? game.figures[chosen]! : null;
    if (c !== null && game.inArc(f, c) && this.mayShoot(f, c)) return chosen;
    let best = -1;
    let bestD = Infinity;
    for (const t of game.figures) {
      if (!game.inArc(f, t) || !this.mayShoot(f, t)) continue;
      const d = distance(t.x - f.x, t.y - f.y);
      if (d < bestD) {
        bestD = d;
        best = t.index;
      }
    }
    return best;
  }

  /**
   * `f` fires at `t`: a gun that is not ready is serviced instead (reload, fix); a White knight whose code
   * bars the shot holds his fire; the clear-shot throw in woods; the firing throw with the mode his policy
   * picks (aimed when his aim held), or a blast; each hit against the target's cover; duck backs, Recover
   * owed, and a fall.
   */
  fire(f: Gunfighter, t: Gunfighter, moved: boolean, aimed: boolean): void {
    const game = this.game;
    const shots = this.shots;
    const dice = game.dice!;
    const log = game.log;
    if (game.clubs !== null && game.clubs.holdsFire(f)) return;
    const g = f.readyGun();
    // An Indian whose gun or bow is not ready may still throw a knife, tomahawk or lance.
    if (g < 0 && game.indians !== null && game.indians.throwsUnready(f, t, moved)) return;
    if (g < 0 && game.knives !== null && game.knives.throwsUnready(f, t, moved)) return;
    if (g < 0) {
      this.service(f);
      return;
    }
    // Before any throw, the clear shot's and the cocking's too: the tactics choose no barred shot, but the
    // target may have turned his back or gone down since the choice (an action card's free turn), and a
    // Move & Fire's target is found only at the end of the move. Shotgun and Le Mat blasts pass here too.
    if (f.profile.whiteKnight && this.holdsFire(f, t)) return;
    // His first shot with guns holstered is his drawing, which an opponent may interrupt (guns-at-start).
    if (!aimed && game.challenges.drawInterrupted(f, t)) return;
    // The aimed shot's bead was drawn when he aimed, and the victim had his chance to hear it then.
    if (!aimed && game.backshooting.heardCocking(f, t)) return;
    const cover = game.coverBetween(f.index, t.index);
    const cr = game.rules.cover;
    const total = clearShotTotal(cover.density, cover.ownDensity, cr);
    if (total > 0) {
      // 000 COMBAT IN THE GREAT OUTDOORS: "score more than the total density to be permitted to fire ... If
      // he fails the throw he stands instead."
      const modifier =
        (t.duckedBack ? CLEAR_SHOT_MODIFIER.duckedBack : 0) +
        (f.profile.locationShift > 0 ? CLEAR_SHOT_MODIFIER.marksman : 0) +
        (game.indians !== null ? game.indians.clearShotBonus(f) : 0);
      // The firer's own throw: the re-roll skills may throw it again (register entry single-throw-rerolls).
      if (!game.recoveries.ownThrowPasses(BATCH.clearShot, f, t, dice.d6(), clearShotNeed(total, modifier))) {
        if (log) log.line(`  ${f.name} finds no clear shot through the trees and stands instead.`);
        return;
      }
    }
    if (game.audit) game.audit.shot(f, t, moved);
    const ctx = this.ctx;
    const behind = cover.shape !== COVER_SHAPE.none;
    // Every field of the shared context is written for each shot: nothing of the last shot may carry over,
    // or a trial's dice would depend on the trials played before it.
    ctx.mode = FIRE.deliberate;
    ctx.range = distance(t.x - f.x, t.y - f.y);
    ctx.moved = moved;
    ctx.guns = g === 0 ? GUNS.right : GUNS.left;
    ctx.cover = firingCover(cover.shape, cover.material, cover.concealed, cover.scrub, cr);
    ctx.backshooting = game.fromBehind(t, f);
    ctx.targetMoved = t.moved;
    const emotions = game.emotions;
    if (emotions.torn(f.index, t.index)) emotions.beforeShotAt(f.index, t.index, dice, log);
    ctx.targetHated = emotions.hates(f.index, t.index);
    // A shot from the saddle carries its penalty in the same extra dice (saddleDice is 0 on foot).
    ctx.emotionDice = emotions.dice(f.index, t.index) + this.saddleDice;
    ctx.effectModifier = game.muzzle === null ? 0 : game.muzzle.effectBonus(f);
    ctx.chartSide = CHART_SIDE.own;
    ctx.treeStopsOn = terrainStopNeed(cover.inWoods, cover.inTerrain, cr);
    // 000 INDIAN WEAPONS, THROWN WEAPONS: a bow's arrows or a thrown weapon (IndianMissiles).
    if (game.indians !== null && game.indians.fires(f, t, g, moved)) return;
    if (game.knives !== null && game.knives.fires(f, t, g)) return;
    if (game.lariats !== null && game.lariats.throws(f, t, g, moved)) return;
    if (game.shotgunFire.blasts(f, t, g, aimed)) {
      game.shotgunFire.fire(f, t, g);
      return;
    }
    this.protect(f, t, cover);
    const base = shots.dice(f, t, ctx, g);
    if (base !== base) {
      if (log) log.line(`  ${t.name} is beyond the reach of ${f.name}'s ${f.weapon(g)}.`);
      return;
    }
    const mode = aimed ? 'aimed' : this.fireMode(f, t, g, base);
    const right = f.guns[0]!;
    const left = f.guns.length > 1 ? f.guns[1]! : GUN.loaded;
    let hits: number;
    if (mode === 'two-pistols') {
      // 000 RANGE CHART: "Characters armed with two pistols may fire them both simultaneously ... a separate
      // throw for each", blazing away ("may not fire deliberately").
      ctx.mode = FIRE.blaze;
      ctx.guns = GUNS.both;
      hits = shots.fire(f, t, ctx, dice, f.tactics, t.tactics, log);
    } else {
      ctx.mode = mode === 'aimed' ? FIRE.aimed : mode === 'blaze' ? FIRE.blaze : FIRE.deliberate;
      const n =
        mode === 'aimed' || mode === 'deliberate' ? shots.dice(f, t, ctx, g) : base + this.blazeBonus(f, g);
      hits = shots.fireWith(f, t, ctx, g, n, dice, f.tactics, t.tactics, log);
      if (game.muzzle !== null) hits = game.muzzle.afterShot(f, g, shots.lastCounts, hits);
      if (f.automatic && right === GUN.loaded && f.guns[g] === GUN.outOfAmmo) automaticAmmo(f, g, dice, log);
    }
    this.shotFired(f, mode === 'blaze' || mode === 'two-pistols', right, left);
    if (game.town !== null) game.town.gunshot(f, t);
    if (ctx.backshooting) game.backshooting.witnessBackshooting(f);
    // "A character grazed, wounded or having a shot stopped by a tree, in either woods or scrub must duck
    // back" (000 COMBAT IN THE GREAT OUTDOORS), as must one behind cover.
    const covered = behind || cover.inTerrain > 0;
    if (hits > 0 && this.intoFight.applies(f, t)) {
      this.intoFight.share(f, t, hits);
      this.takeShared(f, t, this.intoFight.hitsOn, covered);
    } else if (hits > 0 && this.group.applies(f) && this.group.share(f, t, hits) > 1)
      this.takeShared(f, t, this.group.hitsOn, covered);
    else if (hits > 0) this.takeHits(f, t, hits, covered);
    emotions.afterShotAt(f.index, t.index, dice, log);
    game.reactions.takeDueTests();
  }

  /**
   * `f` fires the gun in hand `g` at a mark that is no figure, `range` inches off in the open (a riderless
   * horse: 000 SHOOTING AT HORSES; the horse folder's ShotsAtHorses): deliberately, or blazing away when he
   * must; the hits scored, NaN beyond reach. Counted as any shot of his.
   */
  fireAtMark(f: Gunfighter, g: number, range: number, markMoved: boolean): number {
    const ctx = this.ctx;
    const cr = this.game.rules.cover;
    ctx.mode = FIRE.deliberate;
    ctx.range = range;
    ctx.moved = false;
    ctx.guns = g === 0 ? GUNS.right : GUNS.left;
    ctx.cover = firingCover(COVER_SHAPE.none, MATERIAL.substantial, false, false, cr);
    ctx.backshooting = false;
    ctx.targetMoved = markMoved;
    ctx.targetHated = false;
    ctx.emotionDice = this.saddleDice;
    ctx.effectModifier = 0;
    ctx.chartSide = CHART_SIDE.own;
    ctx.treeStopsOn = terrainStopNeed(0, 0, cr);
    ctx.protectedMask = 0;
    const base = this.shots.dice(f, null, ctx, g);
    if (base !== base) return NaN;
    const right = f.guns[0]!;
    const left = f.guns.length > 1 ? f.guns[1]! : GUN.loaded;
    // The dice are counted deliberate; a man who must blaze away adds his gun's bonus, as in `fire`.
    if (f.mustBlaze) ctx.mode = FIRE.blaze;
    const n = f.mustBlaze ? base + this.blazeBonus(f, g) : base;
    const hits = this.shots.fireWith(f, null, ctx, g, n, this.game.dice!, f.tactics, null, this.game.log);
    this.shotFired(f, ctx.mode === FIRE.blaze, right, left);
    return hits;
  }

  /** What any shot fired leaves: counted, heard (groups, hiding men, a herd), guns run dry or jammed. */
  private shotFired(f: Gunfighter, blazed: boolean, right: number, left: number): void {
    const game = this.game;
    game.out.shots++;
    game.groups.shotFired();
    if (game.hiding !== null) game.hiding.shotFired(f, blazed);
    if (game.herd !== null) game.herd.gunshot(f);
    this.countGunChange(right, f.guns[0]!);
    if (f.guns.length > 1) this.countGunChange(left, f.guns[1]!);
  }

  /** Whether a White knight's code bars his shot at `t` (see {@link bar}); the story says why. */
  private holdsFire(f: Gunfighter, t: Gunfighter): boolean {
    const bar = this.bar(f, t);
    if (bar !== SHOT_BAR.none && this.game.log)
      this.game.log.line(`  ${f.name} holds his fire: ${this.barWords(bar, t)}.`);
    return bar !== SHOT_BAR.none;
  }

  /**
   * The hits of a shot at `t` shared among several men, `on` by figure index: into a fight (000 SHOOTING INTO
   * COMBAT: "equal chance of hitting any of the protagonists or close bystanders", ShotIntoFight) or among a
   * Legend of the West's group (GroupFire). Resolved on each man hit, `t` first with the shot's context as it
   * stands (`behind`: he must duck back), then the others in figure order, each against his own cover and
   * terrain as if the shot had been at him.
   */
  private takeShared(f: Gunfighter, t: Gunfighter, on: Int32Array, behind: boolean): void {
    const onTarget = on[t.index]!;
    if (onTarget > 0) this.takeHits(f, t, onTarget, behind);
    const ctx = this.ctx;
    const cr = this.game.rules.cover;
    for (const v of this.game.figures) {
      const k = on[v.index]!;
      if (k === 0 || v === t) continue;
      const cover = this.game.coverBetween(f.index, v.index);
      ctx.range = distance(v.x - f.x, v.y - f.y);
      ctx.treeStopsOn = terrainStopNeed(cover.inWoods, cover.inTerrain, cr);
      this.protect(f, v, cover);
      this.takeHits(f, v, k, cover.shape !== COVER_SHAPE.none || cover.inTerrain > 0);
    }
  }

  /** Counts a gun the shot left out of ammo or jammed. */
  private countGunChange(before: number, after: number): void {
    if (after === before) return;
    if (after === GUN.outOfAmmo) this.game.out.outOfAmmo++;
    else if (after === GUN.jammed) this.game.out.jams++;
  }

  /** The blazing-away bonus of the gun in hand `g`. */
  private blazeBonus(f: Gunfighter, g: number): number {
    return this.game.rules.duel.shot.blazeBonus[f.weaponIndex[g]!]!;
  }

  /**
   * The fire mode his policy picks, as in a duel ("Citizens may not fire deliberately"; a man with two loaded
   * pistols may blaze away with both).
   */
  private fireMode(
    f: Gunfighter,
    t: Gunfighter,
    g: number,
    base: number,
  ): 'deliberate' | 'blaze' | 'two-pistols' {
    const both = twoPistolsDice(this.game.rules.duel.shot, f, t, this.ctx, g);
    if (f.mustBlaze && both !== both) return 'blaze';
    const r = this.game.rules.duel.shot;
    const wi = f.weaponIndex[g]!;
    const v = this.game.viewOf(f.index).fire;
    v.deliberateDice = base;
    v.blazeDice = base + r.blazeBonus[wi]!;
    v.blazeCap = r.blazeCap[wi]! + f.profile.blazeExtraHits;
    v.deadeye = f.profile.deliberateHitsOn <= 5;
    v.mustBlaze = f.mustBlaze;
    v.range = this.ctx.range;
    v.pHitDowns = this.game.viewOf(f.index).pHitDowns(t.index);
    v.twoPistolsDice = both;
    const mode = f.tactics.chooseFire(v);
    if (mode === 'two-pistols') {
      if (both !== both) throw new Error(`${f.tactics.name}: ${f.name} cannot fire two pistols now`);
      return 'two-pistols';
    }
    return mode === 'blaze' || f.mustBlaze ? 'blaze' : 'deliberate';
  }

  /**
   * The parts of `t` hidden from `f`'s shot (000 COVER): by his cover, what he shows depending on whether
   * he is firing from it, has ducked back or neither; or, in the open, by a figure standing in the line of
   * fire ("Hits on these parts are rolled for again on the unfortunate interloper").
   */
  protect(f: Gunfighter, t: Gunfighter, cover: CoverReport): void {
    const ctx = this.ctx;
    if (coverProtection(ctx, cover, t, this.game.rules.cover)) return;
    if (this.interloper(f, t) >= 0) {
      ctx.protectedMask = INTERLOPER_MASK;
      ctx.shield = SHIELD.interloper;
    }
    // A townsman in the line of fire shields him as a figure would (000 Non-Player Characters).
    else if (this.game.town !== null && this.game.town.inLineOfFire(f, t)) {
      ctx.protectedMask = INTERLOPER_MASK;
      ctx.shield = SHIELD.interloper;
    }
  }

  /** The figure standing nearest `f` in the line of fire to `t`, or -1. */
  private interloper(f: Gunfighter, t: Gunfighter): number {
    let best = -1;
    let bestD = Infinity;
    for (const o of this.game.figures) {
      if (o === f || o === t || !o.placed || o.wounds.status === STATUS.dead || o.duckedBack) continue;
      if (pointSegmentDistance(o.x, o.y, f.x, f.y, t.x, t.y) > INTERLOPER_INCHES) continue;
      const d = distance(o.x - f.x, o.y - f.y);
      if (d < 1 || distance(o.x - t.x, o.y - t.y) < 1) continue;
      if (d < bestD) {
        bestD = d;
        best = o.index;
      }
    }
    return best;
  }

  /** Resolves `hits` on `t` with the context as set, then their consequences. */
  takeHits(f: Gunfighter, t: Gunfighter, hits: number, behind: boolean): void {
    const game = this.game;
    if (game.mounted !== null) {
      hits = game.mounted.hitsOnRider(f, t, hits);
      if (hits === 0) return;
    }
    const shots = this.shots;
    const ctx = this.ctx;
    const w = t.wounds;
    const fleshBefore = w.fleshTotal();
    const seriousBefore = w.seriousTotal();
    const statusBefore = w.status;
    shots.resolveHits(f, t, hits, ctx, game.dice!, f.tactics, t.tactics, game.log);
    const struck = shots.struck;
    const stopped = shots.stopped;
    const redirected = shots.redirected;
    game.out.hits += struck;
    game.out.stopped += stopped;
    game.reactions.afterHits(f, t, struck, stopped, behind, fleshBefore, seriousBefore, statusBefore);
    if (redirected > 0) {
      const o = this.interloper(f, t);
      if (o >= 0) {
        const other = game.figures[o]!;
        if (game.log)
          game.log.line(`  ${redirected} hit(s) go instead to ${other.name}, in the line of fire.`);
        ctx.protectedMask = 0;
        this.takeHits(f, other, redirected, false);
      } else if (game.town !== null) game.town.strayHits(t, redirected);
    }
  }
}
