import { newFaceCounts } from '../../../dice/Dice.ts';
import { choosesThrow } from '../../../policies/shootout/throwChoice.ts';
import { deliberateHits } from '../../../rules/rwnn/deliberateFire.ts';
import { BLADE } from '../../../rules/rwnn/fight/FightContext.ts';
import { GUN } from '../../../rules/rwnn/figure/GunState.ts';
import { weaponIndex } from '../../../rules/rwnn/figure/weapons.ts';
import { bowShot, newBowShot, type BrokenStringHits } from '../../../rules/rwnn/indian/bowShot.ts';
import { COVER_SHAPE } from '../../../rules/rwnn/cover/CoverShape.ts';
import { firingDice } from '../../../rules/rwnn/shot/firingDice.ts';
import { FIRE, type ShotContext } from '../../../rules/rwnn/shot/ShotContext.ts';
import { showCounts } from '../../../rules/rwnn/shot/shotWords.ts';
import type { Gunfighter } from '../Gunfighter.ts';
import type { ShootoutContext } from '../ShootoutContext.ts';
import { THROWN_NAMES, type ThrownName } from './IndianEntry.ts';
import { handWeaponDice, thrownReach, thrownWeaponDice } from './indianDice.ts';
import { throwRulesFrom, type ThrowSkillDiceReading } from '../arms/ThrowRules.ts';
import { throwSkillDice } from '../arms/throwSkillDice.ts';
import type { LanceWounds } from './LanceWounds.ts';
import { fillThrowContext } from '../arms/fillThrowContext.ts';

const PISTOL = weaponIndex('pistol');
const BOW = weaponIndex('bow');
/** The blade a thrown weapon is, when he also fights with it (000 FIGHTING's Knife/Lance and Tomahawk rows). */
const THROWN_BLADE = [BLADE.knife, BLADE.tomahawk, -1] as const;

/**
 * An Indian's bow and thrown weapons in a shootout (000 INDIAN WEAPONS, THROWN WEAPONS). Asked by the
 * shooting rules once the shot's context is filled (range, cover, moving, backshooting, hatred), it plays:
 *
 * - a throw of knife, tomahawk or lance, when one reaches ("Knife & tomahawk Medium (9”)", "Lance Long
 *   (12”)") and his tactic prefers it to the shot (choosesThrow): "as if it was a deliberate pistol shot",
 *   one die fewer unless he is an Accomplished Shot with it, after moving too; the weapon is gone ("only one
 *   each"), and a knife or tomahawk he fought with is no longer in his hand; a lance's serious wound is
 *   terrible (LanceWounds);
 * - a bow's shot: never after moving ("Bow armed characters cannot move and fire"), always deliberate, each 6
 *   a hit up to his class's one, two or three, the bow out of the game on more 1s than 6s (bowShot); each
 *   wound an arrow deals is thrown for impalement (`impale`).
 *
 * Anything else is left to the shooting rules. Nothing is allocated per shot.
 */
export class IndianMissiles {
  private readonly counts = newFaceCounts();
  private readonly bow = newBowShot();
  /** Thrown weapons each figure still carries: three per figure, in THROWN_NAMES order. */
  readonly thrownLeft: Uint8Array;
  /** Whether Runt's, Stoopid's and Strong's throwing dice count on a throw (`arms.throwSkillDice`). */
  private readonly skillDice: ThrowSkillDiceReading;

  constructor(
    private readonly game: ShootoutContext,
    private readonly brokenString: BrokenStringHits,
    /** Called for a man an arrow wounded, with the archer. */
    private readonly impale: (archer: Gunfighter, t: Gunfighter) => void,
    /** A thrown lance's terrible wound. */
    private readonly lances: LanceWounds,
  ) {
    this.thrownLeft = new Uint8Array(game.figures.length * 3);
    this.skillDice = throwRulesFrom(game.rules.options).skillDice;
  }

  /** Every Indian's thrown weapons back in his belt. */
  reset(): void {
    for (const f of this.game.figures) {
      const e = f.indian;
      for (let k = 0; k < 3; k++)
        this.thrownLeft[f.index * 3 + k] = e !== null && e.thrown.includes(THROWN_NAMES[k]!) ? 1 : 0;
      f.otherArms = e !== null ? e.thrown.length : 0;
    }
  }

  /** See IndianDesk.askDice: the most of the shot's dice (not moving) and each throw's. */
  askDice(f: Gunfighter, t: Gunfighter, ctx: ShotContext): number {
    if (!this.game.lineOfSight(f.index, t.index)) return Number.NaN;
    this.fillContext(ctx, f, t, false);
    const g = f.readyGun();
    let best = g >= 0 ? firingDice(this.game.rules.duel.shot, f, t, ctx, g) : Number.NaN;
    const range = ctx.range;
    for (let k = 0; k < 3; k++) {
      if (this.thrownLeft[f.index * 3 + k] === 0 || range > thrownReach(THROWN_NAMES[k]!)) continue;
      const n = this.throwDice(f, t, g < 0 ? 0 : g, k, ctx);
      if (!(n <= best)) best = n;
    }
    return best;
  }

  /** See IndianDesk.throwsUnready. */
  throwsUnready(f: Gunfighter, t: Gunfighter, moved: boolean): boolean {
    if (f.indian === null) return false;
    const ctx = this.game.gunfire.ctx;
    this.fillContext(ctx, f, t, moved);
    const w = this.bestThrow(f, t, 0);
    if (w < 0) return false;
    const n = this.throwDice(f, t, 0, w, ctx);
    if (!choosesThrow(f.tactics, this.game.viewOf(f.index), t.index, n, Number.NaN)) return false;
    if (this.game.audit) this.game.audit.shot(f, t, moved);
    this.throwAt(f, t, w, n);
    return true;
  }

  /** The shot's context for a throw at `t` when the shooting rules have not filled it (see Gunfire.fire). */
  private fillContext(ctx: ShotContext, f: Gunfighter, t: Gunfighter, moved: boolean): void {
    fillThrowContext(this.game, ctx, f, t, moved);
  }

  /** See IndianDesk.fires. */
  fires(f: Gunfighter, t: Gunfighter, g: number, moved: boolean): boolean {
    const e = f.indian;
    if (e === null) return false;
    const ctx = this.game.gunfire.ctx;
    ctx.mode = FIRE.deliberate;
    const bow = f.weaponIndex[g] === BOW;
    const shot = bow && moved ? Number.NaN : firingDice(this.game.rules.duel.shot, f, t, ctx, g);
    const w = this.bestThrow(f, t, g);
    if (w >= 0) {
      const n = this.throwDice(f, t, g, w, ctx);
      if (choosesThrow(f.tactics, this.game.viewOf(f.index), t.index, n, shot)) {
        this.throwAt(f, t, w, n);
        return true;
      }
    }
    if (!bow) return false;
    if (moved) {
      if (this.game.log) this.game.log.line(`  ${f.name} cannot move and loose an arrow.`);
      return true;
    }
    this.loose(f, t, g, shot);
    return true;
  }

  /** The thrown weapon with the most dice that reaches `t` (the lance first on a tie), or -1. */
  private bestThrow(f: Gunfighter, t: Gunfighter, g: number): number {
    const range = this.game.gunfire.ctx.range;
    let best = -1;
    let bestDice = -Infinity;
    for (let k = 2; k >= 0; k--) {
      if (this.thrownLeft[f.index * 3 + k] === 0 || range > thrownReach(THROWN_NAMES[k]!)) continue;
      const n = this.throwDice(f, t, g, k, this.game.gunfire.ctx);
      if (n > bestDice) {
        bestDice = n;
        best = k;
      }
    }
    return best;
  }

  /**
   * The dice of throwing weapon `k` at `t`: a deliberate pistol shot's in the shot's context (the pistol's
   * row for the weapon in hand `g`, one-handed, for the count only), less what his weapon in hand gains or
   * loses under the Indian rules, plus the thrown weapon's own.
   */
  private throwDice(f: Gunfighter, t: Gunfighter, g: number, k: number, ctx: ShotContext): number {
    const wi = f.weaponIndex[g]!;
    const one = f.oneHanded[g]!;
    f.weaponIndex[g] = PISTOL;
    f.oneHanded[g] = 1;
    const n = firingDice(this.game.rules.duel.shot, f, t, ctx, g);
    f.weaponIndex[g] = wi;
    f.oneHanded[g] = one;
    return (
      n -
      handWeaponDice(f) +
      thrownWeaponDice(f.indian!, THROWN_NAMES[k]!) +
      throwSkillDice(f, this.skillDice)
    );
  }

  /** Throws weapon `k` at `t` with `n` dice, deliberately: one hit on a 6 (on a 5 too for a Deadeye). */
  private throwAt(f: Gunfighter, t: Gunfighter, k: number, n: number): void {
    const game = this.game;
    const name: ThrownName = THROWN_NAMES[k]!;
    this.thrownLeft[f.index * 3 + k] = 0;
    f.otherArms--;
    if (f.blade === THROWN_BLADE[k]) f.bladeStuck = true;
    const counts = this.counts;
    game.dice!.rollCounts(n, counts);
    const hits = deliberateHits(counts, f.profile.deliberateHitsOn <= 5);
    if (game.log)
      game.log.line(
        `  ${f.name} throws his ${name} at ${t.name} with ${n} dice ${showCounts(counts)}: ${hits ? 'a hit' : 'a miss'}.`,
      );
    this.land(f, t, hits, false, name === 'lance');
  }

  /** Looses arrows at `t` with `n` dice (bowShot); the bow may be out of the game after. */
  private loose(f: Gunfighter, t: Gunfighter, g: number, n: number): void {
    const game = this.game;
    if (!(n > 0)) {
      if (game.log) game.log.line(`  ${f.name} has no dice with his bow at ${t.name} (${n}): no arrow.`);
      return;
    }
    const out = bowShot(n, f.indian!.class, this.brokenString, game.dice!, this.counts, this.bow);
    if (out.outOfAction) f.guns[g] = GUN.busted;
    if (game.log) {
      const broke = out.outOfAction ? '; more 1s than 6s: his bow is out of the fight' : '';
      game.log.line(
        `  ${f.name} looses arrows with ${n} dice ${showCounts(this.counts)}: ${out.hits} hit(s)${broke}.`,
      );
    }
    this.land(f, t, out.hits, true);
  }

  /** The hits on `t` resolved as a shot's, with all a shot leaves behind; arrows may impale. */
  private land(f: Gunfighter, t: Gunfighter, hits: number, arrow: boolean, lance = false): void {
    const game = this.game;
    game.out.shots++;
    game.groups.shotFired();
    if (game.gunfire.ctx.backshooting) game.backshooting.witnessBackshooting(f);
    if (hits > 0) {
      const cover = game.coverBetween(f.index, t.index);
      game.gunfire.protect(f, t, cover);
      const before = t.wounds.fleshTotal() + t.wounds.seriousTotal();
      if (lance) this.lances.before(t);
      game.gunfire.takeHits(f, t, hits, cover.shape !== COVER_SHAPE.none || cover.inTerrain > 0);
      if (lance) this.lances.after(f, t);
      if (arrow && t.wounds.fleshTotal() + t.wounds.seriousTotal() > before) this.impale(f, t);
    }
    game.emotions.afterShotAt(f.index, t.index, game.dice!, game.log);
    game.reactions.takeDueTests();
  }
}
