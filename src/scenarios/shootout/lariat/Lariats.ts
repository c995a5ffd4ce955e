import { newFaceCounts } from '../../../dice/Dice.ts';
import { distance } from '../../../geometry/distance.ts';
import { COVER_SHAPE } from '../../../rules/rwnn/cover/CoverShape.ts';
import { weaponIndex } from '../../../rules/rwnn/figure/weapons.ts';
import { hogTieWriggle } from '../../../rules/rwnn/lariat/hogTieWriggle.ts';
import { lariatEscape } from '../../../rules/rwnn/lariat/lariatEscape.ts';
import { DEFAULT_LARIAT_READINGS } from '../../../rules/rwnn/lariat/LariatReadings.ts';
import { lariatThrow } from '../../../rules/rwnn/lariat/lariatThrow.ts';
import { firingDice } from '../../../rules/rwnn/shot/firingDice.ts';
import { showCounts } from '../../../rules/rwnn/shot/shotWords.ts';
import { LARIAT } from '../../../rules/rwnn/tables/lariat.ts';
import { RANGE_CHART_EXTENDED } from '../../../rules/rwnn/tables/rangeChart.ts';
import { STATUS } from '../../../rules/rwnn/WoundState.ts';
import { choosesRope } from '../../../policies/shootout/ropeChoice.ts';
import { choosesUntie } from '../../../policies/shootout/untieChoice.ts';
import { NERVE_STATE, type Gunfighter } from '../Gunfighter.ts';
import type { ShootoutContext } from '../ShootoutContext.ts';

const PISTOL = weaponIndex('pistol');
/** The lariat reaches to the pistol's close band, and needs no drag within its point-blank band (000 Lariats). */
const BANDS = RANGE_CHART_EXTENDED.rows.pistol.bands;
const POINT_BLANK = BANDS['point-blank'].upToInches;
const REACH = BANDS.close.upToInches;
/** Where a roped man stands: free, roped (throwing to escape), dragged in, hog-tied. */
const STAGE = { free: 0, roped: 1, dragged: 2, hogTied: 3 } as const;
/** An inch from the thrower: where a dragged man ends, base to base. */
const BASE = 1;
/** Within this of a hog-tied man a friend's base touches his (an inch, centre to centre, and rounding). */
const TOUCH = BASE + 1e-9;

/**
 * 000 "Lariats" in a shootout. A figure the file gives a `lariat` (Rope Skills) may, when he fires at a man
 * within close range and his tactic chooses it (choosesRope), throw it instead: "a deliberate pistol shot at
 * point blank, or close range only – but with +1 dice to hit" (lariatThrow). A man behind cover who is hit
 * ducks back; one in the open is roped and knocked down unless Tough. From then on:
 *
 * - the roped man's turn is his escape throw, "at least 6 on 2 D6" with Strong +1, Runt -1 and -1 a wound
 *   (lariatEscape): on each of his turns, or only the first (`shootout.lariatEscape`, register entry
 *   lariat-escape-turns); free, he gets up as any knocked-down man does;
 * - the thrower's next action drags him to the thrower ("not required if roped at point blank range"), and
 *   the one after hog-ties him; the lariat is then spent for the game;
 * - a hog-tied man is "unable to move, or shoot" and out of the fight (canFight) until he wriggles loose, two
 *   6s of three dice as his full action (hogTieWriggle), "or are untied by a friend. Either method of escape
 *   takes 1 full action": a friend standing steady, out of any fight, his base touching the tied man's,
 *   spends his turn untying him (register entry lariat-untie); a friend out of his reach whose tactic chooses
 *   it (choosesUntie: the tied man's nearest friend, by default) walks over, a Move to end base to base.
 *
 * Roping "does not otherwise injure and does not cause hatred due to back shooting": no wound, no hatred, no
 * shot counted. Made only when some figure has a lariat: a table without one draws nothing for it.
 *
 * @example const lariats = Lariats.of(game); // null when nobody carries one
 */
export class Lariats {
  private readonly counts = newFaceCounts();
  private readonly stage: Uint8Array;
  /** The thrower holding each roped man, or -1; the man each thrower holds, or -1. */
  private readonly heldBy: Int32Array;
  private readonly holds: Int32Array;
  /** 1 when the man was roped at point blank range (no drag); 1 when he has made his escape throw. */
  private readonly pointBlank: Uint8Array;
  private readonly thrown: Uint8Array;
  /** 1 once a thrower's lariat has hog-tied a man: "may not be reused for the duration of the game". */
  private readonly spent: Uint8Array;
  private readonly once: boolean;
  /** How many men are hog-tied now: no friend looks for one to untie while none is. */
  private tied = 0;

  /** The lariat rules for `game`, or null when nobody has a lariat. */
  static of(game: ShootoutContext): Lariats | null {
    return game.figures.some((f) => f.lariat) ? new Lariats(game) : null;
  }

  private constructor(private readonly game: ShootoutContext) {
    const n = game.figures.length;
    this.stage = new Uint8Array(n);
    this.heldBy = new Int32Array(n);
    this.holds = new Int32Array(n);
    this.pointBlank = new Uint8Array(n);
    this.thrown = new Uint8Array(n);
    this.spent = new Uint8Array(n);
    this.once = game.rules.options['shootout.lariatEscape'] === 'once';
  }

  /** Nobody roped, every lariat coiled. */
  reset(): void {
    this.stage.fill(STAGE.free);
    this.heldBy.fill(-1);
    this.holds.fill(-1);
    this.pointBlank.fill(0);
    this.thrown.fill(0);
    this.spent.fill(0);
    this.tied = 0;
    for (const f of this.game.figures) f.hogTied = false;
  }

  /** Whether figure `j` is roped or hog-tied. */
  isRoped(j: number): boolean {
    return this.stage[j] !== STAGE.free;
  }

  /**
   * Asked by the shooting rules once the shot's context is filled: `f`, firing at `t`, throws his lariat
   * instead when he may and his tactic chooses to. True when he threw (the shot is not fired).
   */
  throws(f: Gunfighter, t: Gunfighter, g: number, moved: boolean): boolean {
    if (!f.lariat || this.spent[f.index] === 1 || this.holds[f.index]! >= 0) return false;
    if (this.stage[t.index] !== STAGE.free || t.riderClass !== null || f.riderClass !== null) return false;
    const game = this.game;
    const ctx = game.gunfire.ctx;
    if (ctx.range > REACH) return false;
    // A deliberate pistol shot's dice where they stand, whatever he holds, and the lariat's +1.
    const wi = f.weaponIndex[g]!;
    const one = f.oneHanded[g]!;
    f.weaponIndex[g] = PISTOL;
    f.oneHanded[g] = 1;
    const n = firingDice(game.rules.duel.shot, f, t, ctx, g) + LARIAT.shot.extraDice;
    f.weaponIndex[g] = wi;
    f.oneHanded[g] = one;
    const shot = firingDice(game.rules.duel.shot, f, t, ctx, g);
    const behind = game.coverBetween(f.index, t.index).shape !== COVER_SHAPE.none;
    if (!choosesRope(f.tactics, game.viewOf(f.index), t.index, n, shot, behind)) return false;
    this.throwAt(f, t, Math.max(1, n), behind, moved);
    return true;
  }

  private throwAt(f: Gunfighter, t: Gunfighter, n: number, behind: boolean, moved: boolean): void {
    const game = this.game;
    const log = game.log;
    if (game.audit) game.audit.shot(f, t, moved);
    const counts = this.counts;
    const tough = t.skills.tough > 0;
    const outcome = lariatThrow(n, f.profile.deliberateHitsOn <= 5, behind, tough, game.dice!, counts);
    if (log)
      log.line(
        `  ${f.name} throws his lariat at ${t.name} with ${n} dice ${showCounts(counts)}: ${outcome === 'miss' ? 'a miss' : 'a hit'}.`,
      );
    if (outcome === 'miss') return;
    if (outcome === 'ducks-back') {
      if (log) log.line(`  ${t.name} is behind cover and cannot be roped.`);
      game.reactions.duck(t, true);
      return;
    }
    this.stage[t.index] = STAGE.roped;
    this.heldBy[t.index] = f.index;
    this.holds[f.index] = t.index;
    this.pointBlank[t.index] = game.gunfire.ctx.range <= POINT_BLANK ? 1 : 0;
    this.thrown[t.index] = 0;
    t.aimAt = -1;
    if (outcome === 'roped-knocked-down') t.wounds.worsen(STATUS.knockedDown);
    if (log)
      log.line(
        outcome === 'roped-knocked-down'
          ? `  ${t.name} is roped and knocked down.`
          : `  ${t.name} is roped, but Tough: he stays on his feet.`,
      );
  }

  /**
   * `f`'s turn as the lariat rules make it: a roped man's escape throw, a hog-tied man's wriggle, a thrower
   * dragging in or hog-tying the man he holds. True when that was his turn.
   */
  turn(f: Gunfighter): boolean {
    if (f.wounds.status >= STATUS.knockedOut) return false;
    const st = this.stage[f.index]!;
    if (st === STAGE.free && this.holds[f.index]! < 0) return this.tied > 0 && this.untie(f);
    if (st === STAGE.hogTied) return this.wriggle(f);
    if (st !== STAGE.free) return this.escape(f);
    return this.haul(f);
  }

  /** The roped man throws to get free (his turn); under `once`, only his first turn after the rope. */
  private escape(f: Gunfighter): boolean {
    const game = this.game;
    const log = game.log;
    if (this.once && this.thrown[f.index] === 1) {
      if (log) log.line(`  ${f.name} is held by the rope.`);
      return true;
    }
    this.thrown[f.index] = 1;
    const wounds = { flesh: f.wounds.fleshTotal(), serious: f.wounds.seriousTotal() };
    const man = { strong: f.skills.strong > 0, runt: f.skills.runt > 0, wounds };
    const free = lariatEscape(man, DEFAULT_LARIAT_READINGS, game.dice!);
    if (log)
      log.line(`  ${f.name} throws to escape the rope (6 or more on 2D6): ${free ? 'free' : 'still roped'}.`);
    if (free) this.release(f.index);
    return true;
  }

  /** The hog-tied man's full action: two 6s of three dice and he is loose (still on the ground). */
  private wriggle(f: Gunfighter): boolean {
    const game = this.game;
    const loose = hogTieWriggle(game.dice!, this.counts);
    if (game.log)
      game.log.line(
        `  ${f.name} wriggles against the ropes ${showCounts(this.counts)}: ${loose ? 'loose' : 'still hog-tied'}.`,
      );
    if (loose) this.loosen(f);
    return true;
  }

  /**
   * A friend of a hog-tied man: touching him, he spends his full action untying him; else, when his tactic
   * chooses it (choosesUntie), his turn is a Move toward the nearest one, to end base to base with him. True
   * when either was his turn.
   */
  private untie(f: Gunfighter): boolean {
    const game = this.game;
    if (f.wounds.status !== STATUS.standing || f.mustRecover || f.nerve !== NERVE_STATE.steady) return false;
    if (game.combat.inFight(f)) return false;
    let near: Gunfighter | null = null;
    let nearInches = Infinity;
    for (const t of game.figures) {
      if (t.side !== f.side || this.stage[t.index] !== STAGE.hogTied || t.wounds.status === STATUS.dead)
        continue;
      const d = distance(t.x - f.x, t.y - f.y);
      if (d <= TOUCH) {
        this.loosen(t);
        if (game.log) game.log.line(`  ${t.name} is untied by ${f.name}.`);
        return true;
      }
      if (d < nearInches) {
        near = t;
        nearInches = d;
      }
    }
    if (near === null || game.combat.held(f) || !choosesUntie(f.tactics, game.viewOf(f.index), near.index))
      return false;
    const k = (nearInches - BASE) / nearInches;
    if (game.log) game.log.line(`  ${f.name} goes over to untie ${near.name}.`);
    game.moves.move(f, f.x + (near.x - f.x) * k, f.y + (near.y - f.y) * k, 0, true);
    return true;
  }

  private loosen(t: Gunfighter): void {
    this.stage[t.index] = STAGE.free;
    t.hogTied = false;
    this.tied--;
  }

  /** The thrower's action on the man he holds: drag him in, then hog-tie him. */
  private haul(f: Gunfighter): boolean {
    if (f.wounds.status !== STATUS.standing || f.mustRecover || f.nerve !== NERVE_STATE.steady) return false;
    const game = this.game;
    const t = game.figures[this.holds[f.index]!]!;
    if (t.isOut()) {
      this.release(t.index);
      return false;
    }
    const log = game.log;
    if (this.stage[t.index] === STAGE.roped && this.pointBlank[t.index] === 0) {
      const d = distance(t.x - f.x, t.y - f.y);
      const k = d > BASE ? BASE / d : 1;
      game.relocate(t, f.x + (t.x - f.x) * k, f.y + (t.y - f.y) * k);
      this.stage[t.index] = STAGE.dragged;
      if (log) log.line(`  ${f.name} drags ${t.name} in on his rope.`);
      return true;
    }
    this.stage[t.index] = STAGE.hogTied;
    t.hogTied = true;
    this.tied++;
    this.heldBy[t.index] = -1;
    this.holds[f.index] = -1;
    this.spent[f.index] = 1;
    if (log) log.line(`  ${f.name} hog-ties ${t.name}; his lariat is spent for the game.`);
    return true;
  }

  /** The roped man is free: nobody holds him, the thrower may throw again. */
  private release(j: number): void {
    const by = this.heldBy[j]!;
    if (by >= 0) this.holds[by] = -1;
    this.heldBy[j] = -1;
    this.stage[j] = STAGE.free;
  }
}
