import { distance } from '../../geometry/distance.ts';
import type { Gunfighter } from './Gunfighter.ts';
import type { ShootoutContext } from './ShootoutContext.ts';

/** Inches between the men of a group a Legend of the West may fire at, a level ("four*"). */
export const GROUP_INCHES = 4;

/**
 * Legend of the West's fire at a group (000 SKILLS & ATTRIBUTES: "May fire at a group of characters within
 * four* inches of each other and distribute any hits between them as he chooses"; 003 the same): the group is
 * the man he fires at and the enemies he could fire at as well standing within four inches (eight for the
 * double skill) of every man of it (`shootout.legendGroup=each-other`, gathered nearest the target first), or
 * of any man of it (`chain`); his tactic gives each hit of the shot to one of them in turn. Made once with the
 * game: its lists are sized by the figure count and written in place (register entry legend-group-fire).
 *
 * @example if (group.share(f, t, hits) > 1) resolveEach(group.hitsOn);
 */
export class GroupFire {
  /** After {@link share}: the hits each figure takes, by figure index. */
  readonly hitsOn: Int32Array;
  /** The men of the group, the target first; {@link count} of them. */
  private readonly members: Int32Array;
  /** The hits given so far to each member, by place in {@link members}. */
  private readonly given: Int32Array;
  private count = 0;

  constructor(
    private readonly game: ShootoutContext,
    /** Whether `f` may fire at `t` now by the shooting rules (in sight and arc, no fight closed, no bar). */
    private readonly mayShoot: (f: Gunfighter, t: Gunfighter) => boolean,
  ) {
    const n = game.figures.length;
    this.hitsOn = new Int32Array(n);
    this.members = new Int32Array(n);
    this.given = new Int32Array(n);
  }

  /** Whether `f` fires at groups: a Legend of the West, unless `shootout.legendGroup=off`. */
  applies(f: Gunfighter): boolean {
    return f.skills['legend-of-the-west'] > 0 && this.game.rules.readings.legendGroup !== 'off';
  }

  /**
   * Gathers the group round `t` and shares the shot's `hits` among it as `f`'s tactic chooses, into
   * {@link hitsOn}. Returns the size of the group (1: `t` alone, who takes every hit).
   */
  share(f: Gunfighter, t: Gunfighter, hits: number): number {
    this.gather(f, t);
    const on = this.hitsOn;
    on.fill(0);
    const n = this.count;
    if (n === 1) {
      on[t.index] = hits;
      return 1;
    }
    const given = this.given;
    given.fill(0, 0, n);
    const view = this.game.viewOf(f.index);
    for (let h = 0; h < hits; h++) {
      const k = f.tactics.groupHit(view, this.members, n, given);
      if (!(k >= 0 && k < n))
        throw new Error(`${f.tactics.name}: ${f.name} gives a hit to no man of his group (${k} of ${n})`);
      given[k]!++;
      on[this.members[k]!]!++;
    }
    const log = this.game.log;
    if (log) {
      let words = '';
      for (let k = 0; k < n; k++)
        if (given[k]! > 0)
          words += `${words ? ', ' : ''}${given[k]} to ${this.game.figures[this.members[k]!]!.name}`;
      log.line(`  ${f.name} (Legend of the West) shares his ${hits} hit(s) in a group: ${words}.`);
    }
    return n;
  }

  /** The group round `t`: `t`, then each enemy `f` could shoot at too, nearest `t` first, as the reading joins. */
  private gather(f: Gunfighter, t: Gunfighter): void {
    const game = this.game;
    const reach = GROUP_INCHES * f.skills['legend-of-the-west'];
    const chain = game.rules.readings.legendGroup === 'chain';
    const members = this.members;
    members[0] = t.index;
    let n = 1;
    for (;;) {
      // The next to join: the nearest to t of the men who may, so the gathering does not depend on order.
      let best = -1;
      let bestD = Infinity;
      for (const v of game.figures) {
        if (v === t || v.side === f.side || !v.placed || v.isOut() || this.holds(v.index, n)) continue;
        if (!this.joins(v, n, reach, chain) || !this.mayShoot(f, v)) continue;
        const d = distance(v.x - t.x, v.y - t.y);
        if (d < bestD) {
          bestD = d;
          best = v.index;
        }
      }
      if (best < 0) break;
      members[n++] = best;
    }
    this.count = n;
  }

  /** Whether figure i is among the first n members. */
  private holds(i: number, n: number): boolean {
    for (let k = 0; k < n; k++) if (this.members[k] === i) return true;
    return false;
  }

  /** Whether `v` stands within `reach` of every member (or, chained, of any member). */
  private joins(v: Gunfighter, n: number, reach: number, chain: boolean): boolean {
    const figures = this.game.figures;
    for (let k = 0; k < n; k++) {
      const m = figures[this.members[k]!]!;
      const near = distance(v.x - m.x, v.y - m.y) <= reach;
      if (chain && near) return true;
      if (!chain && !near) return false;
    }
    return !chain;
  }
}
