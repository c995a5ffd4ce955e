import { distance } from '../../geometry/distance.ts';
import { ACTION, ACTION_NAMES, type ActionChoice } from '../../policies/shootout/ShootoutPolicy.ts';
import type { Gunfighter } from './Gunfighter.ts';
import type { ShootoutContext } from './ShootoutContext.ts';
import type { Waypoint } from './table/routeToward.ts';
import { WILD, type WildCode } from './TurnPlan.ts';

/**
 * What the rules make of a policy's choice before it is carried out: a challenge's further men checked,
 * hatred's forced fire (000 HATRED & FEAR), a Wildman's forced move and fire (000 SKILLS & ATTRIBUTES),
 * and whether a Reposition would spoil an aim.
 *
 * @example game.forced.hatredForcesFire(f, choice) // fires at a hated man in his arc, whatever he chose
 */
export class ForcedChoices {
  /** The point a Wildman heads for (see wildmanForces). */
  private readonly wildWay: Waypoint = { x: 0, y: 0 };

  constructor(private readonly game: ShootoutContext) {}

  /**
   * The further men a challenge names (ActionChoice.also) must each be one a single challenge could call out
   * now, none named twice, and only a challenge names them: a tactic that breaks this is wrong, as one that
   * picks an illegal action is.
   */
  checkCalledOut(f: Gunfighter, c: ActionChoice): void {
    const who = `${f.tactics.name}: ${f.name}`;
    if (c.action !== ACTION.challenge)
      throw new Error(`${who} names further men to call out but chooses to ${ACTION_NAMES[c.action]}`);
    const view = this.game.viewOf(f.index);
    for (let k = 0; k < c.alsoCount; k++) {
      const j = c.also[k]!;
      const name = this.game.figures[j]?.name ?? `figure ${j}`;
      let twice = j === c.target;
      for (let i = 0; i < k; i++) twice ||= c.also[i] === j;
      if (twice) throw new Error(`${who} may not challenge ${name} twice at once`);
      if (!view.mayAct(ACTION.challenge, j)) throw new Error(`${who} may not challenge ${name} now`);
    }
  }

  /** A Pass toward (x, y) would shift him where "any kind of move" spoils an aim on him (aim-lost-on-reposition). */
  repositionSpoilsAim(f: Gunfighter, x: number, y: number): boolean {
    const r = this.game.rules.readings;
    return r.aimLostOn === 'any-move' && r.passMoves > 0 && distance(x - f.x, y - f.y) > 0.01;
  }

  /**
   * 000 HATRED & FEAR: "He must fire at a hated enemy within his arc of fire if he can": whatever his policy
   * chose, a figure with a hated enemy in his arc that he can shoot at fires at him.
   */
  hatredForcesFire(f: Gunfighter, c: ActionChoice): void {
    if (c.action === ACTION.fire && c.target >= 0 && this.game.emotions.hates(f.index, c.target)) return;
    const t = this.hatedInArc(f);
    if (t < 0) return;
    if (this.game.log)
      this.game.log.line(`  ${f.name} hates ${this.game.figures[t]!.name} and must fire at him.`);
    c.action = ACTION.fire;
    c.target = t;
    c.alsoCount = 0;
  }

  /**
   * Wildman (000 SKILLS & ATTRIBUTES: "must move (towards an appropriate enemy) and fire every turn if he can,
   * moving the full two dice distance until he makes contact"; 003 SKILLS: "in a gunfight he must move and
   * fire every turn if he can"), once his tactic (and any hatred) has chosen: a man free to move, with a gun
   * ready, Move & Fires. His enemy is the one his choice names, else the nearest his side sees. Under 000
   * (`shootout.wildmanMove=toward-enemy`) he goes at him the full two dice, by the route round whatever stands
   * between, halting on reaching him; a charge at an enemy is such a move and stands. Under 003
   * (`move-and-fire`) a Move & Fire his tactic chose stands, a Move becomes one, and anything else is a Move &
   * Fire at his enemy. Register entry wildman-forced-move.
   */
  wildmanForces(f: Gunfighter, c: ActionChoice): WildCode {
    if (this.game.combat.held(f) || !this.game.reactions.canGetAway(f) || f.readyGun() < 0) return WILD.none;
    const toward = this.game.rules.readings.wildmanMove === 'toward-enemy';
    if (c.action === ACTION.charge && c.target >= 0) return WILD.none;
    if (!toward && c.action === ACTION.moveAndFire) return WILD.none;
    const view = this.game.viewOf(f.index);
    if (!toward && c.action === ACTION.move) {
      c.action = ACTION.moveAndFire;
      c.target = -1;
      if (this.game.log) this.game.log.line(`  ${f.name} is a Wildman: he must move and fire.`);
      return WILD.forced;
    }
    let j =
      c.target >= 0 && this.game.figures[c.target]!.side !== f.side && view.known(c.target) ? c.target : -1;
    if (j < 0) {
      let best = Infinity;
      for (const e of this.game.figures) {
        if (e.side === f.side || e.isOut() || !view.known(e.index)) continue;
        const d = distance(e.x - f.x, e.y - f.y);
        if (d < best) {
          best = d;
          j = e.index;
        }
      }
    }
    if (j < 0 || !view.mayAct(ACTION.moveAndFire, j)) return WILD.none;
    const t = this.game.figures[j]!;
    const direct = this.game.table.routeToward(f.x, f.y, t.x, t.y, this.wildWay);
    c.action = ACTION.moveAndFire;
    c.target = j;
    c.alsoCount = 0;
    c.x = this.wildWay.x;
    c.y = this.wildWay.y;
    if (this.game.log) this.game.log.line(`  ${f.name} is a Wildman: he must move at ${t.name} and fire.`);
    if (!toward) return WILD.forced;
    return direct ? WILD.full : WILD.fullToPoint;
  }

  /** The first hated enemy in his arc he can shoot at now (he must), or -1. */
  hatedInArc(f: Gunfighter): number {
    if (f.readyGun() < 0) return -1;
    for (const t of this.game.figures) {
      if (!this.game.emotions.mustFireAt(f.index, t.index) || !this.game.inArc(f, t)) continue;
      if (this.game.viewOf(f.index).mayAct(ACTION.fire, t.index)) return t.index;
    }
    return -1;
  }
}
