import { distance } from '../../../geometry/distance.ts';
import { newFaceCounts, type Dice } from '../../../dice/Dice.ts';
import type { Figure } from '../figure/Figure.ts';
import { GUN, type GunStateCode } from '../figure/GunState.ts';
import { LUCKY_SHOT_DICE } from '../luckyShot.ts';
import { firingDice } from '../shot/firingDice.ts';
import { BatchRerolls } from '../shot/BatchRerolls.ts';
import { BATCH, type ShotChooser } from '../shot/ShotChooser.ts';
import { FIRE, type ChartSideCode, type ShotContext } from '../shot/ShotContext.ts';
import type { ShotLog } from '../shot/ShotLog.ts';
import { showCounts } from '../shot/shotWords.ts';
import { checkBarrels } from './checkBarrels.ts';
import type { FigurePositions } from './FigurePositions.ts';
import { judgeShotgunThrow, newShotgunThrow } from './judgeShotgunThrow.ts';
import { leMatBarrelDice } from './leMatBarrelDice.ts';
import { SHOTGUN_RULE, type ShotgunBlast } from './ShotgunBlast.ts';
import type { ShotgunRules } from './ShotgunRules.ts';
import type { ShotgunShot } from './ShotgunShot.ts';
import type { ShotgunState } from './ShotgunState.ts';
import { CLOSE_BLAST_INCHES, SHOTGUN, SHOTGUN_WEAPONS } from './ShotgunWeapon.ts';
import { describeBlastGun, describeBlastHits, nameOf, SIDE_WORDS } from './shotgunWords.ts';
import { newShotgunShare, shareShotgunHits } from './shareShotgunHits.ts';

/** Hits a blunderbuss scores at six inches or less under `shootout.shotgunBlunderbuss=six-hits-within-six`. */
const BLUNDERBUSS_HITS = 6;

/**
 * The Bengal Club shotgun (000 SHOTGUNS, Bengal Club Rules Version): the range chart's shotgun or sawn-off
 * dice per barrel with the firing modifiers ({@link firingDice}; the ruleset's lines give shotguns no
 * aiming bonus, and a blazing-away bonus only where the ruleset prints one: see shotgun-blazing-away-bonus),
 * "Shotguns hit on a 6. Any other rule that might cause a hit on a lower number is ignored", "There is no
 * maximum limit on the number of hits", "When firing both barrels, roll all the dice at once – or keep
 * track of the 1’s and 6’s to determine if the weapon jams" (judged as shotgun-dice-ones reads it), "that
 * barrel is automatically ‘Out of Ammo’", the chit side by range, and the hits shared with "Anyone
 * standing within 1” of a shotgun target". Zero or fewer dice is a lucky shot per barrel (000 "Lucky
 * shots"). The re-roll skills (Lucky, Charmed, Cursed) touch the throw as any batch (each lucky shot's
 * throw on its own), the shooter's chooser and the target's deciding.
 *
 * One blaster serves every blast of a worker and allocates nothing; with no log no string is built.
 *
 * @example blaster.fire(ames, boone, ctx, 0, shot, pos, state, dice, blast); blast.hitsOn(shot.target)
 */
export class DiceBlaster {
  private readonly counts = newFaceCounts();
  private readonly thrown = newShotgunThrow();
  private readonly share = newShotgunShare();
  private hits = 0;
  private jammed = false;
  private readonly rerolls: BatchRerolls;
  /** The shooter and whether the throw being re-rolled is a lucky shot, for the re-rolls' judging. */
  private thrower: Figure | null = null;
  private lucky = false;

  constructor(
    readonly rules: ShotgunRules,
    readonly capacity: number,
  ) {
    this.rerolls = new BatchRerolls(rules.shot.readings.rerollOrder, () => this.evaluateThrow());
  }

  /**
   * `s` fires `shot` from the gun in hand `g` at `t` (the figure `shot.target` of `pos`), in the
   * circumstances `ctx` (range to the target, mode, moved, cover, ...), and writes the blast into `out`;
   * updates `state`. A Citizen's or Jumpy figure's `ctx.mode` is set to blazing away, as for any shot.
   */
  fire(
    s: Figure,
    t: Figure,
    ctx: ShotContext,
    g: number,
    shot: ShotgunShot,
    pos: FigurePositions,
    state: ShotgunState,
    dice: Dice,
    out: ShotgunBlast,
    own: ShotChooser,
    theirs: ShotChooser,
    log?: ShotLog,
  ): ShotgunBlast {
    const r = this.rules;
    const w = shot.weapon;
    checkBarrels(shot, state, pos.count, this.capacity);
    const held = s.weapon(g);
    const expected = w === SHOTGUN.leMat ? 'pistol' : SHOTGUN_WEAPONS[w].sawnOff ? 'sawn-off' : 'shotgun';
    if (held !== expected)
      throw new RangeError(`${s.name} fires a ${SHOTGUN_WEAPONS[w].name} from a ${held} in hand ${g}`);
    out.clear();
    out.rule = SHOTGUN_RULE.dice;
    out.weapon = w;
    out.shooter = shot.shooter;
    out.target = shot.target;
    out.barrels = shot.barrels;
    if (s.mustBlaze && ctx.mode !== FIRE.blaze) ctx.mode = FIRE.blaze;
    const side = r.chartSide(w, ctx.range);
    const n = w === SHOTGUN.leMat ? leMatBarrelDice(r.shot, s, t, ctx, g) : firingDice(r.shot, s, t, ctx, g);
    // 003 prints no lucky shot: a man left no dice cannot fire, and his barrels stay loaded.
    const cannotFire = n <= 0 && r.shot.readings.luckyShot === 'no';
    if (n !== n || side === -1 || cannotFire) {
      out.outOfReach = !cannotFire;
      out.setsGun = false;
      out.barrelsLeft = state.loaded(shot.shooter, w);
      if (log)
        log.line(
          cannotFire
            ? `  ${s.name} has ${n} dice: he cannot fire (no lucky shot under these rules).`
            : `  ${s.name} is out of ${SHOTGUN_WEAPONS[w].name} range.`,
        );
      return out;
    }
    out.dicePerBarrel = n;
    this.throwBarrels(
      s,
      n,
      shot.barrels,
      w === SHOTGUN.blunderbuss && ctx.range <= CLOSE_BLAST_INCHES,
      dice,
      out,
      t,
      own,
      theirs,
      log,
    );
    this.spend(shot, state, out);
    this.shareOut(shot, pos, side, dice, out);
    if (log) this.narrate(s, ctx, pos, out, log);
    return out;
  }

  /** The throw (or throws) of the barrels fired: hits and a jam into this.hits, this.jammed and `out`. */
  private throwBarrels(
    s: Figure,
    n: number,
    barrels: number,
    blunderbussClose: boolean,
    dice: Dice,
    out: ShotgunBlast,
    t: Figure,
    own: ShotChooser,
    theirs: ShotChooser,
    log?: ShotLog,
  ): void {
    const r = this.rules;
    const c = this.counts;
    this.hits = 0;
    this.jammed = false;
    if (blunderbussClose && r.readings.blunderbussDice === 'six-hits-within-six') {
      // "cause six hits at six inch range or less", read as the dice version's hits (shotgun-blunderbuss-dice).
      this.hits = BLUNDERBUSS_HITS;
    } else if (n <= 0) {
      out.lucky = true;
      for (let b = 0; b < barrels; b++) {
        dice.rollCounts(LUCKY_SHOT_DICE, c);
        if (BatchRerolls.possible(s, t)) this.reroll(s, t, true, dice, own, theirs, log);
        out.diceThrown += LUCKY_SHOT_DICE;
        out.sixes += c[6]!;
        out.ones += c[1]!;
        this.judge(s, c[6]!, c[1]!, true);
      }
    } else {
      // "When firing both barrels, roll all the dice at once".
      dice.rollCounts(n * barrels, c);
      if (BatchRerolls.possible(s, t)) this.reroll(s, t, false, dice, own, theirs, log);
      out.diceThrown = n * barrels;
      out.sixes = c[6]!;
      out.ones = c[1]!;
      this.judge(s, c[6]!, c[1]!, false);
    }
    out.totalHits = this.hits;
    out.jammed = this.jammed;
  }

  /** The re-roll skills on the throw in this.counts, which is left as they leave it. */
  private reroll(
    s: Figure,
    t: Figure,
    lucky: boolean,
    dice: Dice,
    own: ShotChooser,
    theirs: ShotChooser,
    log?: ShotLog,
  ): void {
    this.thrower = s;
    this.lucky = lucky;
    const kind = lucky ? BATCH.luckyShot : BATCH.shotgun;
    this.rerolls.rerollPooled(kind, 6, this.counts, s, t, dice, own, theirs, log);
  }

  /** The throw being re-rolled as it stands: its hits and whether it jams the gun. */
  private evaluateThrow(): void {
    const v = this.rerolls.view;
    const c = v.counts;
    const t = judgeShotgunThrow(
      this.rules.shot,
      this.rules.readings,
      this.thrower!.profile.clumsy,
      c[6]!,
      c[1]!,
      this.lucky,
      this.thrown,
    );
    v.hits = t.hits;
    v.gun = t.jammed ? GUN.jammed : GUN.loaded;
  }

  /** Adds one throw's hits and jam (see {@link judgeShotgunThrow}). */
  private judge(s: Figure, sixes: number, ones: number, lucky: boolean): void {
    const t = judgeShotgunThrow(
      this.rules.shot,
      this.rules.readings,
      s.profile.clumsy,
      sixes,
      ones,
      lucky,
      this.thrown,
    );
    this.hits += t.hits;
    if (t.jammed) this.jammed = true;
  }

  /** "When a shotgun is fired, that barrel is automatically ‘Out of Ammo’": the state and the gun after. */
  private spend(shot: ShotgunShot, state: ShotgunState, out: ShotgunBlast): void {
    const f = shot.shooter;
    if (SHOTGUN_WEAPONS[shot.weapon].oncePerGunfight) {
      state.leMatFired[f] = 1;
      out.setsGun = false;
      out.barrelsLeft = 0;
      return;
    }
    const left = state.barrels[f]! - shot.barrels;
    state.barrels[f] = left;
    out.barrelsLeft = left;
    const gun: GunStateCode = out.jammed ? GUN.jammed : left === 0 ? GUN.outOfAmmo : GUN.loaded;
    out.gun = gun;
  }

  /**
   * The victims (the target, then everyone eligible within 1" of him, nearest the firer first) and their
   * shares of the hits; entries with no hit are dropped.
   */
  private shareOut(
    shot: ShotgunShot,
    pos: FigurePositions,
    side: ChartSideCode,
    dice: Dice,
    out: ShotgunBlast,
  ): void {
    const r = this.rules;
    const xs = pos.xs;
    const ys = pos.ys;
    const f = shot.shooter;
    const t = shot.target;
    const fx = xs[f]!;
    const fy = ys[f]!;
    const tx = xs[t]!;
    const ty = ys[t]!;
    const reach = r.shareReach;
    out.add(t, distance(tx - fx, ty - fy), side);
    for (let j = 0; j < pos.count; j++) {
      if (j === f || j === t || pos.eligible[j] === 0) continue;
      const x = xs[j]!;
      const y = ys[j]!;
      if (distance(x - tx, y - ty) <= reach) out.add(j, distance(x - fx, y - fy), side);
    }
    out.sortByRange(1);
    const others = out.count - 1;
    const share = shareShotgunHits(this.hits, others, r.readings.loneTarget, this.share);
    const hits = out.hits;
    hits[0] = share.target;
    for (let i = 1; i <= others; i++) hits[i] = share.each;
    if (share.leftover > 0) {
      if (r.readings.leftover === 'nearest-first') {
        for (let i = 1; i <= share.leftover; i++) hits[i]!++;
      } else {
        // Random: a partial shuffle of the other victims; the first `leftover` of them take one more.
        for (let i = 1; i <= share.leftover; i++) {
          swapEntries(out, i, i + dice.below(others - i + 1));
          hits[i]!++;
        }
        out.sortByRange(1);
      }
    }
    // Keep only the figures hit, in order.
    let k = 0;
    for (let i = 0; i < out.count; i++) {
      if (hits[i]! === 0) continue;
      if (k !== i) copyEntry(out, i, k);
      k++;
    }
    out.count = k;
  }

  private narrate(s: Figure, ctx: ShotContext, pos: FigurePositions, b: ShotgunBlast, log: ShotLog): void {
    const w = SHOTGUN_WEAPONS[b.weapon];
    const what = b.barrels === 2 ? `both barrels of his ${w.name}` : `his ${w.name}`;
    const side = this.rules.chartSide(b.weapon, ctx.range);
    const sideWords = side === -1 ? '' : `, ${SIDE_WORDS[side]}`;
    const thrown =
      b.diceThrown === 0
        ? 'six hits at six inches or less'
        : b.lucky
          ? `a lucky shot per barrel, ${b.sixes} sixes and ${b.ones} ones in ${b.diceThrown} dice`
          : `${b.diceThrown} dice ${showCounts(this.counts)}`;
    log.line(
      `  ${s.name} fires ${what} at ${nameOf(pos, b.target)} (${b.dicePerBarrel} dice a barrel${sideWords}): ${thrown}: ${b.totalHits} ${b.totalHits === 1 ? 'hit' : 'hits'}${b.jammed ? ', and the gun jams' : ''}.`,
    );
    for (const line of describeBlastHits(b, pos)) log.line(line);
    log.line(describeBlastGun(b));
  }
}

/** Swaps two entries' figure and range (their hits, all still the even share, need no swap). */
function swapEntries(b: ShotgunBlast, i: number, j: number): void {
  const f = b.figure[i]!;
  b.figure[i] = b.figure[j]!;
  b.figure[j] = f;
  const r = b.range[i]!;
  b.range[i] = b.range[j]!;
  b.range[j] = r;
}

/** Copies entry `from` over entry `to`. */
function copyEntry(b: ShotgunBlast, from: number, to: number): void {
  b.figure[to] = b.figure[from]!;
  b.hits[to] = b.hits[from]!;
  b.effectModifier[to] = b.effectModifier[from]!;
  b.chartSide[to] = b.chartSide[from]!;
  b.range[to] = b.range[from]!;
  b.barrelMask[to] = b.barrelMask[from]!;
}
