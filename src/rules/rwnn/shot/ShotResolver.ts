import type { Dice, FaceCounts } from '../../../dice/Dice.ts';
import { blazeAway } from '../blazeAway.ts';
import { deliberateHits } from '../deliberateFire.ts';
import { fastDrawResult, type FastDrawTie } from '../fastDraw.ts';
import { CUNNING, type Figure } from '../figure/Figure.ts';
import { GUN, gunStateOf, type GunStateCode } from '../figure/GunState.ts';
import { LUCKY_SHOT_DICE, luckyShot } from '../luckyShot.ts';
import { newShotOutcome } from '../ShotOutcome.ts';
import { BatchRerolls } from './BatchRerolls.ts';
import { WOUND } from './compiledWoundChart.ts';
import { firingDice } from './firingDice.ts';
import { HitCell } from './HitCell.ts';
import { BATCH, type BatchKind, type ShotChooser } from './ShotChooser.ts';
import { FIRE, GUNS, SHIELD, type ShotContext } from './ShotContext.ts';
import { COVER_HIT, coverHit } from '../cover/coverHit.ts';
import { MATERIAL } from '../cover/CoverMaterial.ts';
import { terrainStops } from '../cover/terrainStop.ts';
import type { ShotLog } from './ShotLog.ts';
import type { ShotRules } from './ShotRules.ts';
import { describeShot, LOCATION_WORDS, showCounts, STATUS_WORDS } from './shotWords.ts';

/**
 * What a figure does with his turn at the trigger (000 ACTIONS): fire a ready gun; reload a gun that is
 * out of ammo ("Reload: the character reloads one of his guns, after suffering an out of ammo result");
 * fix a jammed gun; or nothing, his guns busted, his arms unable to fire them, or (under
 * `shot.seriousArmReload=cannot-reload`) a serious arm wound barring the reload.
 *
 * @example resolver.turnAction(figure) === TURN.reload // resolver.turnGun is the gun to reload
 */
export const TURN = { fire: 0, reload: 1, fixGun: 2, gunBusted: 3, armDisabled: 4, cannotReload: 5 } as const;
export type TurnCode = (typeof TURN)[keyof typeof TURN];

const FIX_WORDS = ['jam cleared', '', 'still jammed', 'plumb busted'] as const;

/**
 * The shooting rules of the RWNN core, as pure rules over figures, a shot context and dice: firing dice
 * (firingDice), the firing throw (deliberate fire, blazing away, an aimed shot, a lucky shot at zero or
 * fewer dice) with Deadeye, Quick shot and Clumsy, each hit's location and effect on the target's wound
 * chart with Tough, Hard as nails and Marksman, reloading and fixing a gun, and every re-roll skill
 * (Lucky, Charmed, Cursed) on every batch. Choices go to a {@link ShotChooser}; the resolver never makes
 * one. One resolver serves every shot of a worker: its scratch arrays are allocated once, and with no log
 * no string is built.
 *
 * @example
 * const hits = resolver.fire(ames, boone, ctx, dice, amesPolicy, boonePolicy);
 * resolver.resolveHits(ames, boone, hits, ctx, dice, amesPolicy, boonePolicy);
 */
export class ShotResolver {
  /** The faces of the last firing throw, after any re-roll (a muzzle-loader's misfire reads them). */
  get lastCounts(): FaceCounts {
    return this.rerolls.view.counts;
  }

  /** The gun {@link turnAction} picked. */
  turnGun = 0;
  /** After {@link resolveHits}: hits that reached the target (a graze or worse, Hard as Nails' included). */
  struck = 0;
  /** After {@link resolveHits}: hits stopped by the target's cover or a tree. */
  stopped = 0;
  /** After {@link resolveHits}: hits on parts an interloper hides, to be rolled again on him. */
  redirected = 0;
  /** After {@link resolveHits}: flesh, serious and deadly wounds that took effect. */
  wounded = 0;
  private readonly rerolls: BatchRerolls;
  private readonly out = newShotOutcome();
  private readonly cell: HitCell;
  /** What the fixer's skills add to the Fix gun die being judged (Mechanical Aptitude). */
  private fixBonus = 0;
  private shooter: Figure | null = null;
  private cap = 0;
  private mode: number = FIRE.deliberate;
  private drawOther: FaceCounts | null = null;
  private drawTie: FastDrawTie = 'highest-face';
  private hitLocation = 0;
  private hitEffect = 0;
  private hitShift = 0;
  /** Evaluates the batch in the view after a re-roll: bound once, so passing it allocates nothing. */
  private readonly evaluate = (): void => this.evaluateBatch();

  constructor(readonly rules: ShotRules) {
    this.cell = new HitCell(rules);
    this.rerolls = new BatchRerolls(rules.readings.rerollOrder, this.evaluate);
  }

  /** The dice `s` would throw with the gun in hand `g` (NaN beyond reach): see {@link firingDice}. */
  dice(s: Figure, t: Figure | null, ctx: ShotContext, g: number): number {
    return firingDice(this.rules, s, t, ctx, g);
  }

  /** What `f` does with his turn, the gun concerned in {@link turnGun}. */
  turnAction(f: Figure): TurnCode {
    const g = f.readyGun();
    if (g >= 0) {
      this.turnGun = g;
      return TURN.fire;
    }
    const guns = f.guns;
    let barredReload = false;
    for (let i = 0; i < guns.length; i++) {
      if (guns[i] !== GUN.outOfAmmo || !f.armAllows(i)) continue;
      if (this.rules.readings.seriousArmReload === 'cannot-reload' && f.anyArmSerious()) {
        barredReload = true;
        continue;
      }
      this.turnGun = i;
      return TURN.reload;
    }
    for (let i = 0; i < guns.length; i++) {
      if (guns[i] === GUN.jammed && f.armAllows(i)) {
        this.turnGun = i;
        return TURN.fixGun;
      }
    }
    if (barredReload) return TURN.cannotReload;
    for (let i = 0; i < guns.length; i++) if (guns[i] !== GUN.busted) return TURN.armDisabled;
    return TURN.gunBusted;
  }

  /** "Reload: the character reloads one of his guns" (000 ACTIONS). */
  reload(f: Figure, g: number, log?: ShotLog): void {
    f.guns[g] = GUN.loaded;
    if (log) log.line(`  ${f.name} is out of ammo and reloads instead of firing.`);
  }

  /**
   * "Fix gun: attempts to unjam his weapon: throw a dice" (000 ACTIONS; the ruleset's Fix gun chart), with
   * the re-roll skills on that one-die batch; Cunning's Mechanical Aptitude "+1 on rolls to fix own gun"
   * (the chart's 6 at most).
   */
  fixGun(
    f: Figure,
    g: number,
    opponent: Figure | null,
    dice: Dice,
    own: ShotChooser,
    theirs: ShotChooser | null,
    log?: ShotLog,
  ): void {
    const v = this.rerolls.begin(BATCH.fixGun, 6);
    this.fixBonus = f.cunning === CUNNING.mechanicalAptitude ? 1 : 0;
    v.counts.fill(0);
    v.counts[dice.d6()] = 1;
    this.evaluateBatch();
    if (BatchRerolls.possible(f, opponent)) this.rerolls.apply(f, opponent, f, dice, own, theirs, log);
    f.guns[g] = v.gun;
    if (log) {
      let face = 1;
      while (v.counts[face]! === 0) face++;
      const plus = this.fixBonus > 0 ? ` +${this.fixBonus} (Mechanical Aptitude)` : '';
      log.line(`  ${f.name} tries to fix his jammed gun: ${face}${plus}, ${FIX_WORDS[v.gun]}.`);
    }
  }

  /**
   * Fires the gun or guns `ctx.guns` names at `t` and returns the hits scored; each gun's state is updated
   * (000 RANGE CHART: two pistols fired together make "a separate throw for each"). A mode the rules forbid
   * is changed in `ctx` to blazing away (Citizens, Jumpy, two pistols). The caller has checked that the shot
   * may be taken ({@link shotBar}) and that the guns are ready.
   */
  fire(
    s: Figure,
    t: Figure,
    ctx: ShotContext,
    dice: Dice,
    own: ShotChooser,
    theirs: ShotChooser,
    log?: ShotLog,
  ): number {
    // The rules' own say on the mode: "Citizens may not fire deliberately" (000 SHOOTING), Jumpy "always
    // blazes away", and two pistols fired together "may not fire deliberately" (000 RANGE CHART).
    if (ctx.mode !== FIRE.blaze && (s.mustBlaze || ctx.guns === GUNS.both)) ctx.mode = FIRE.blaze;
    if (ctx.guns === GUNS.both)
      return (
        this.fireGun(s, t, ctx, 0, dice, own, theirs, log) +
        this.fireGun(s, t, ctx, 1, dice, own, theirs, log)
      );
    return this.fireGun(s, t, ctx, ctx.guns, dice, own, theirs, log);
  }

  private fireGun(
    s: Figure,
    t: Figure,
    ctx: ShotContext,
    g: number,
    dice: Dice,
    own: ShotChooser,
    theirs: ShotChooser,
    log?: ShotLog,
  ): number {
    return this.fireWith(s, t, ctx, g, firingDice(this.rules, s, t, ctx, g), dice, own, theirs, log);
  }

  /**
   * Fires the gun in hand `g` with `n` dice, the number {@link firingDice} gives for this context (a caller
   * that has already counted them for a policy passes them on rather than counting twice, having applied
   * the modes the rules force, as {@link fire} does). `t` is null for a mark that is no figure (a riderless
   * horse): no target's skill then re-rolls the batch.
   */
  fireWith(
    s: Figure,
    t: Figure | null,
    ctx: ShotContext,
    g: number,
    n: number,
    dice: Dice,
    own: ShotChooser,
    theirs: ShotChooser | null,
    log?: ShotLog,
  ): number {
    if (n !== n) {
      if (log) log.line(`  ${s.name} is out of ${s.weapon(g)} range.`);
      return 0;
    }
    if (n <= 0 && this.rules.readings.luckyShot === 'no') {
      // 003 prints no lucky shot: with no dice left he cannot fire, and his gun is as it was.
      if (log) log.line(`  ${s.name} has ${n} dice: he cannot fire (no lucky shot under these rules).`);
      return 0;
    }
    const kind = n <= 0 ? BATCH.luckyShot : ctx.mode === FIRE.blaze ? BATCH.blaze : BATCH.deliberate;
    const counts = this.rerolls.view.counts;
    dice.rollCounts(n <= 0 ? LUCKY_SHOT_DICE : n, counts);
    if (kind === BATCH.deliberate && !BatchRerolls.possible(s, t)) {
      // The plain deliberate shot, the commonest of all: no view, no re-rolls, the gun unchanged.
      const hits = deliberateHits(counts, s.profile.deliberateHitsOn <= 5);
      if (log) this.narrateFire(s, ctx, g, n, kind, hits, GUN.loaded, log);
      return hits;
    }
    return this.fireBatch(s, t, ctx, g, n, kind, dice, own, theirs, log);
  }

  /** A firing batch that is not a plain deliberate shot: evaluated, re-rolled by the skills, the gun updated. */
  private fireBatch(
    s: Figure,
    t: Figure | null,
    ctx: ShotContext,
    g: number,
    n: number,
    kind: BatchKind,
    dice: Dice,
    own: ShotChooser,
    theirs: ShotChooser | null,
    log?: ShotLog,
  ): number {
    const r = this.rules;
    const v = this.rerolls.begin(kind, kind === BATCH.deliberate ? s.profile.deliberateHitsOn : 6);
    this.shooter = s;
    this.mode = ctx.mode;
    this.cap = r.blazeCap[s.weaponIndex[g]!]! + s.profile.blazeExtraHits;
    this.evaluateBatch();
    if (BatchRerolls.possible(s, t)) this.rerolls.apply(s, t, s, dice, own, theirs, log);
    if (kind !== BATCH.deliberate) s.guns[g] = v.gun;
    if (log) this.narrateFire(s, ctx, g, n, kind, v.hits, v.gun, log);
    return v.hits;
  }

  private narrateFire(
    s: Figure,
    ctx: ShotContext,
    g: number,
    n: number,
    kind: BatchKind,
    hits: number,
    gun: GunStateCode,
    log: ShotLog,
  ): void {
    const hand = s.guns.length > 1 ? ` (${g === 0 ? 'right' : 'left'}-hand gun)` : '';
    const c = showCounts(this.rerolls.view.counts);
    if (kind === BATCH.luckyShot) {
      const mode = ctx.mode === FIRE.blaze ? 'blaze' : ctx.mode === FIRE.aimed ? 'aimed' : 'deliberate';
      log.line(`  ${s.name}${hand} has ${n} dice (${mode}): a lucky shot, ${c}: ${describeShot(hits, gun)}.`);
    } else if (kind === BATCH.deliberate) {
      const how = ctx.mode === FIRE.aimed ? 'takes an aimed shot' : 'fires deliberately';
      log.line(`  ${s.name}${hand} ${how} with ${n} dice ${c}: ${hits ? 'a hit' : 'a miss'}.`);
    } else {
      log.line(`  ${s.name}${hand} blazes away with ${n} dice ${c}: ${describeShot(hits, gun)}.`);
    }
  }

  /**
   * Throws location and effect for each of `hits` hits on `t` and applies the cells: the location die
   * picks the row, the effect die the column (003 HIT LOCATION & EFFECT: "throw two dice, the first for
   * location, and the second for effect"). The two dice of a hit are one batch (one shooting chit), thrown
   * by the shooter or, under `shot.hitDiceThrower=victim`, by the target.
   *
   * Cover and terrain come from the context: a hit on a part the cover hides (`ctx.protectedMask`) is
   * stopped by substantial cover, gets through penetrable cover on a 1 or 2 of one more die with one off the
   * effect die ("1, 2 - shot penetrates, target hit, subtract one from the damage dice. 3-6 - shot is
   * stopped", 000 COVER), or is left for the interloper who hides that part; a graze or wound on a target in
   * woods or scrub is stopped by a tree on `ctx.treeStopsOn` or more. What happened is counted in
   * {@link struck}, {@link stopped}, {@link redirected} and {@link wounded} for the scenario's duck backs,
   * nerve and emotions.
   */
  resolveHits(
    s: Figure,
    t: Figure,
    hits: number,
    ctx: ShotContext,
    dice: Dice,
    own: ShotChooser,
    theirs: ShotChooser,
    log?: ShotLog,
  ): void {
    this.struck = 0;
    this.stopped = 0;
    this.redirected = 0;
    this.wounded = 0;
    if (hits <= 0) return;
    const r = this.rules;
    const cell = this.cell;
    cell.prepare(r, s, t, ctx);
    for (let h = 0; h < hits; h++) this.resolveHit(s, t, ctx, dice, own, theirs, log);
  }

  private resolveHit(
    s: Figure,
    t: Figure,
    ctx: ShotContext,
    dice: Dice,
    own: ShotChooser,
    theirs: ShotChooser,
    log?: ShotLog,
  ): void {
    let location = dice.d6();
    let effect = dice.d6();
    let shift = 0;
    if (s.profile.locationShift > 0 || BatchRerolls.possible(s, t) || BatchRerolls.possible(t, s)) {
      this.hitSkills(s, t, location, effect, dice, own, theirs, log);
      location = this.hitLocation;
      effect = this.hitEffect;
      shift = this.hitShift;
    }
    const cell = this.cell;
    const at = location + shift;
    let modifier = ctx.effectModifier;
    let whiteSide = false;
    if (ctx.protectedMask !== 0 && ((ctx.protectedMask >> (at - 1)) & 1) === 1) {
      const material = ctx.shield === SHIELD.penetrable ? MATERIAL.penetrable : MATERIAL.substantial;
      if (ctx.shield === SHIELD.interloper || coverHit(material, false, dice) === COVER_HIT.stopped) {
        if (ctx.shield === SHIELD.interloper) this.redirected++;
        else this.stopped++;
        if (log) this.narrateCovered(t, at, ctx.shield, log);
        return;
      }
      // "subtract one from the damage dice, or use white side of wound chit" (000 COVER).
      if (ctx.penetrationWhiteSide) whiteSide = true;
      else modifier -= 1;
    }
    if (whiteSide) {
      const own = cell.chart;
      cell.chart = this.rules.toughChart;
      cell.compute(at, effect + modifier);
      cell.chart = own;
    } else cell.compute(at, effect + modifier);
    if (ctx.treeStopsOn > 0 && cell.index >= 0 && terrainStops(ctx.treeStopsOn, dice)) {
      this.stopped++;
      if (log) log.line(`  A tree stops the shot at ${t.name}'s ${LOCATION_WORDS[at - 1]}.`);
      return;
    }
    const w = t.wounds;
    let ignored = false;
    if (cell.index >= 0) {
      this.struck++;
      if (cell.wound === WOUND.flesh || cell.wound === WOUND.serious) {
        ignored = t.takeWound(at - 1, cell.wound === WOUND.serious);
        if (!ignored) this.wounded++;
      } else if (cell.wound === WOUND.dead) this.wounded++;
      w.worsen(cell.knock);
    }
    if (log) this.narrateHit(t, location, shift, effect, modifier, ignored, log);
  }

  private narrateCovered(t: Figure, at: number, shield: number, log: ShotLog): void {
    const part = LOCATION_WORDS[at - 1];
    log.line(
      shield === SHIELD.interloper
        ? `  The shot at ${t.name}'s ${part} is blocked by a figure in the line of fire.`
        : `  The shot at ${t.name}'s ${part} hits his cover and is stopped.`,
    );
  }

  /**
   * The skills on a hit's dice: re-rolls of the batch by whoever throws it and his opponent, and the
   * Marksman's shift (chosen with the effect die hidden under `shot.marksmanShift=before-effect-die`, the
   * dice being thrown in the same order either way). Leaves the dice and the shift in hitLocation,
   * hitEffect and hitShift.
   */
  private hitSkills(
    s: Figure,
    t: Figure,
    location: number,
    effect: number,
    dice: Dice,
    own: ShotChooser,
    theirs: ShotChooser,
    log?: ShotLog,
  ): void {
    const r = this.rules;
    const marksman = s.profile.locationShift > 0;
    let shift = 0;
    if (marksman && r.readings.marksmanShift === 'before-effect-die') {
      this.rerolls.begin(BATCH.hit, 6);
      shift = this.askShift(s, own, location, 0);
    }
    const victimThrows = r.readings.hitDiceThrower === 'victim';
    const thrower = victimThrows ? t : s;
    const other = victimThrows ? s : t;
    if (BatchRerolls.possible(thrower, other)) {
      const v = this.rerolls.begin(BATCH.hit, 6);
      v.location = location;
      v.effect = effect;
      this.evaluateBatch();
      this.rerolls.apply(
        thrower,
        other,
        s,
        dice,
        victimThrows ? theirs : own,
        victimThrows ? own : theirs,
        log,
      );
      location = v.location;
      effect = v.effect;
    }
    if (marksman && r.readings.marksmanShift === 'after-both-dice') {
      this.rerolls.begin(BATCH.hit, 6);
      shift = this.askShift(s, own, location, effect);
    }
    this.hitLocation = location;
    this.hitEffect = effect;
    this.hitShift = shift;
  }

  private narrateHit(
    t: Figure,
    location: number,
    shift: number,
    effect: number,
    modifier: number,
    ignored: boolean,
    log: ShotLog,
  ): void {
    const cell = this.cell;
    const at = location + shift;
    const shifted = shift !== 0 ? ` (Marksman: ${shift > 0 ? '+' : ''}${shift}, so ${at})` : '';
    const m = cell.effectModifier;
    const eff =
      m !== 0 || modifier !== 0
        ? ` (${[m !== 0 ? `${m} for Tough` : '', modifier !== 0 ? `${modifier > 0 ? '+' : ''}${modifier} for cover or range` : ''].filter((x) => x).join(', ')}: ${cell.column()})`
        : '';
    const what = cell.describe();
    log.line(
      `  ${t.name} is hit: location ${location}${shifted} (${LOCATION_WORDS[at - 1]}), effect ${effect}${eff}: ${what}${ignored ? ', the wound shrugged off (Hard as Nails)' : ''}; now ${STATUS_WORDS[t.wounds.status]}.`,
    );
  }

  /** Asks the Marksman's chooser for his shift, with the rank of every shift (a row's mean before the effect die). */
  private askShift(s: Figure, chooser: ShotChooser, location: number, effect: number): number {
    const v = this.rerolls.view;
    const cell = this.cell;
    const max = Math.min(s.profile.locationShift, (v.shiftRank.length - 1) / 2);
    v.maxShift = max;
    v.location = location;
    v.effect = effect;
    for (let k = -max; k <= max; k++) {
      const at = location + k;
      let rank = -1;
      if (at >= 1 && at <= 6) {
        if (effect > 0) {
          cell.compute(at, effect);
          rank = cell.rank();
        } else {
          rank = 0;
          for (let e = 1; e <= 6; e++) {
            cell.compute(at, e);
            rank += cell.rank() / 6;
          }
        }
      }
      v.shiftRank[k + max] = rank;
    }
    const shift = chooser.shiftLocation(v);
    if (!Number.isInteger(shift) || Math.abs(shift) > max || location + shift < 1 || location + shift > 6)
      throw new Error(`Marksman ${s.name}: a shift of ${shift} from location ${location} is not allowed`);
    return shift;
  }

  /**
   * Re-rolls skills on a fast-draw throw (000 CHALLENGES, DUELS & THE FAST DRAW): the drawer's Lucky and
   * Charmed, the opponent's Charmed and Curse, as on any batch.
   */
  rerollFastDraw(
    drawer: Figure,
    opponent: Figure,
    counts: FaceCounts,
    opponentCounts: FaceCounts,
    tie: FastDrawTie,
    dice: Dice,
    own: ShotChooser,
    theirs: ShotChooser,
    log?: ShotLog,
  ): void {
    if (!BatchRerolls.possible(drawer, opponent)) return;
    this.drawOther = opponentCounts;
    this.drawTie = tie;
    this.rerolls.rerollPooled(BATCH.fastDraw, 6, counts, drawer, opponent, dice, own, theirs, log);
  }

  /** What the batch in the view does as it stands, from its owner's side. */
  private evaluateBatch(): void {
    const v = this.rerolls.view;
    const c = v.counts;
    const r = this.rules;
    switch (v.kind) {
      case BATCH.fastDraw: {
        const who = fastDrawResult(c, this.drawOther!, this.drawTie);
        v.hits = who === 'a' ? 1 : who === 'b' ? -1 : 0;
        return;
      }
      case BATCH.fixGun: {
        let face = 1;
        while (c[face]! === 0) face++;
        face += this.fixBonus;
        v.gun = r.fixGun[face > 6 ? 6 : face]! as typeof v.gun;
        return;
      }
      case BATCH.hit: {
        this.cell.compute(v.location, v.effect);
        v.targetDown = this.cell.downs();
        v.rank = this.cell.rank();
        return;
      }
      case BATCH.deliberate:
        v.hits = deliberateHits(c, v.hitsOn <= 5);
        v.gun = GUN.loaded;
        return;
      default:
        this.evaluateThrow();
    }
  }

  /** Blazing away or a lucky shot: the edition's 1s rule, then Clumsy's jam. */
  private evaluateThrow(): void {
    const v = this.rerolls.view;
    const c = v.counts;
    const r = this.rules;
    const s = this.shooter!;
    const out = this.out;
    const sixes = c[6]!;
    const ones = c[1]!;
    if (v.kind === BATCH.blaze) {
      blazeAway(sixes, ones, this.cap, r.blaze, out);
    } else {
      // Deadeye's 5s count as 6s in a deliberate lucky shot only under shot.luckyShotDeadeye=fives-count.
      const fives =
        r.readings.luckyShotDeadeye === 'fives-count' &&
        this.mode !== FIRE.blaze &&
        s.profile.deliberateHitsOn <= 5
          ? c[5]!
          : 0;
      luckyShot(sixes + fives, ones, r.readings.luckyAmmo, r.blaze, out);
    }
    v.hits = out.hits;
    v.gun = gunStateOf(out.gun);
    // Clumsy: "gun will jam if equal* (or less if the chit is pulled multiple times) number of 1's is rolled".
    const clumsy = s.profile.clumsy;
    if (clumsy > 0 && ones > 0 && ones >= sixes - (clumsy - 1)) {
      v.gun = GUN.jammed;
      if (r.readings.clumsyJam === 'miss') v.hits = 0;
    }
  }
}
