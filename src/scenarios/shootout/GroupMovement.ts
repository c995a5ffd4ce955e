import { distance } from '../../geometry/distance.ts';
import { ACTION } from '../../policies/shootout/ShootoutPolicy.ts';
import { STATUS } from '../../rules/rwnn/WoundState.ts';
import type { Gunfighter } from './Gunfighter.ts';
import { NERVE_STATE } from './Gunfighter.ts';
import type { ShootoutContext } from './ShootoutContext.ts';
import type { Placement } from './ShootoutParams.ts';

/**
 * 000 GROUP MOVEMENT in a shootout: until the first shot a group leader's card may move his whole group as a
 * body, the other members' cards kept out of the deck; the first shot shuffles them in and ends it. The game
 * makes one and reuses it for every trial (reset for each game).
 *
 * @example game.groups.reset(); if (game.groups.open && f.leads) game.groups.leadGroup(f);
 */
export class GroupMovement {
  /** Some figure is in a group. */
  private readonly grouped: boolean;
  /** Group movement is still allowed in the game being played (no shot fired yet). */
  open = false;
  /** Members of the group moving, front first (scratch for groupMove). */
  private readonly members: Int32Array;
  private readonly memberAhead: Float64Array;

  constructor(private readonly game: ShootoutContext) {
    const figures = game.figures;
    this.grouped = figures.some((f) => f.group >= 0);
    this.members = new Int32Array(figures.length);
    this.memberAhead = new Float64Array(figures.length);
    if (this.grouped) checkGroups(figures, game.params.placement);
  }

  /**
   * Opens group movement for a new game: 000 GROUP MOVEMENT: "Only the leaders action card is included in
   * the Fate deck; the rest are kept to one side".
   */
  reset(): void {
    this.open = this.grouped;
    if (this.grouped)
      for (const f of this.game.figures) if (f.group >= 0 && !f.leads) this.game.deck.setAside(f.index);
  }

  /**
   * A group leader's card before the first shot (000 GROUP MOVEMENT: "it can either be used to allow him to
   * make an action as normal, or to allow the whole group to move in the same direction as a body"), as his
   * policy chooses; not offered when a hated enemy in his arc makes him fire, nor when nobody else of his
   * group could move. True when he chose the group move (carried out, or lost to the cards).
   */
  leadGroup(f: Gunfighter): boolean {
    if (!this.mayMoveInGroup(f) || this.game.hatedInArc(f) >= 0) return false;
    let others = 0;
    for (const m of this.game.figures) if (m !== f && m.group === f.group && this.mayMoveInGroup(m)) others++;
    if (others === 0) return false;
    const c = this.game.choice;
    c.action = ACTION.move;
    c.target = -1;
    c.x = f.x;
    c.y = f.y;
    if (!f.tactics.moveGroup(this.game.viewOf(f.index), c)) return false;
    const tx = c.x;
    const ty = c.y;
    if (this.game.log)
      this.game.log.line(
        `  ${f.name} (${f.tactics.name}) moves his group as a body toward (${tx.toFixed(1)}, ${ty.toFixed(1)}).`,
      );
    if (this.game.interruptedBefore(f, true, 'group move')) return true;
    if (!this.open) {
      // A shot fired in an enemy's free turn ended group movement before it was made.
      if (this.game.log)
        this.game.log.line(`  ${f.name}'s group move never happens: the shooting has started.`);
      return true;
    }
    this.groupMove(f, tx, ty);
    this.game.afterOwnTurn(f);
    return true;
  }

  /** A member who can go with his group: on the table and his feet, steady, no Recover owed, in no fight. */
  private mayMoveInGroup(m: Gunfighter): boolean {
    return (
      m.placed &&
      m.wounds.status === STATUS.standing &&
      m.nerve === NERVE_STATE.steady &&
      !m.mustRecover &&
      !this.game.combat.inFight(m)
    );
  }

  /**
   * Moves `leader`'s group "in the same direction as a body": every member able to move goes the way from
   * the leader to (tx, ty), front man first so that nobody is stopped by a friend yet to move. Under
   * `shootout.groupMoveThrow=leader` the leader throws once (a Move: three dice, his wounds and skills, a
   * Citizen the full throw) and each member goes that distance, stopped where the table or another figure
   * stops him; only the leader can fall over, and a Swift leader throws no extra die for the body. Under
   * `each` every member makes his own Move, parallel to the leader's (a Swift member's tactic choosing his
   * extra die). Each man's move, once made, has its effect on the feelings (FigureMoves.afterMove).
   */
  private groupMove(leader: Gunfighter, tx: number, ty: number): void {
    this.game.out.groupMoves++;
    let d = distance(tx - leader.x, ty - leader.y);
    let ux = 0;
    let uy = 0;
    if (d > 0.01) {
      ux = (tx - leader.x) / d;
      uy = (ty - leader.y) / d;
    } else d = 0;
    const members = this.members;
    const ahead = this.memberAhead;
    let n = 0;
    for (const m of this.game.figures) {
      if (m.group !== leader.group || !this.mayMoveInGroup(m)) continue;
      ahead[m.index] = m.x * ux + m.y * uy;
      // Insertion by how far ahead he stands along the way.
      let k = n++;
      while (k > 0 && ahead[members[k - 1]!]! < ahead[m.index]!) {
        members[k] = members[k - 1]!;
        k--;
      }
      members[k] = m.index;
    }
    const log = this.game.log;
    if (this.game.rules.readings.groupMoveThrow === 'each') {
      for (let k = 0; k < n; k++) {
        const m = this.game.figures[members[k]!]!;
        this.game.moves.move(m, m.x + ux * d, m.y + uy * d, 0);
      }
      return;
    }
    const roll = this.game.moves.throwMove(leader, 0, false, d);
    let want = d < roll.least ? roll.least : d > roll.most ? roll.most : d;
    if (roll.fullRoll) want = roll.most;
    if (d === 0) want = 0;
    if (log)
      log.line(
        `  ${leader.name} throws ${roll.diceThrown} movement dice (${roll.total}) for the group: ${want.toFixed(1)}".`,
      );
    for (let k = 0; k < n; k++) {
      const m = this.game.figures[members[k]!]!;
      const sx = m.x;
      const sy = m.y;
      const inches = this.game.moves.stride(m, m.x + ux * want, m.y + uy * want, want);
      if (log) log.line(`  ${m.name} moves ${inches.toFixed(1)}" to (${m.x.toFixed(1)}, ${m.y.toFixed(1)}).`);
      if (inches > 0) this.game.moves.afterMove(m, sx, sy);
    }
    if (roll.fellOver) {
      leader.wounds.worsen(STATUS.knockedDown);
      leader.duckedBack = false;
      if (log) log.line(`  ${leader.name} falls over.`);
    }
  }

  /**
   * "As soon as the first shot is fired, all the missing character cards are shuffled into the Fate deck,
   * and group movement is no longer allowed" (000 GROUP MOVEMENT).
   */
  shotFired(): void {
    if (!this.open) return;
    this.open = false;
    const n = this.game.deck.returnSetAside();
    if (this.game.log)
      this.game.log.line(
        `  The first shot: ${n} set-aside card${n === 1 ? ' is' : 's are'} shuffled into the Fate deck, and group movement is over.`,
      );
  }
}

/**
 * Throws unless every group has exactly one leader and the figures start where the scenario puts them
 * (000 GROUP MOVEMENT organises groups "at the beginning of the gunfight"; the fate-deck placement would
 * have to turn the set-aside cards to place their figures).
 */
function checkGroups(figures: readonly Gunfighter[], placement: Placement): void {
  if (placement !== 'scenario') throw new RangeError('figures in groups need placement: scenario');
  for (const f of figures) {
    if (f.group < 0) continue;
    let leaders = 0;
    for (const g of figures) if (g.group === f.group && g.leads) leaders++;
    if (leaders !== 1) throw new RangeError(`${f.name}'s group has ${leaders} leaders, not one`);
  }
}
