import { distance } from '../../geometry/distance.ts';
import { HURT } from '../../rules/rwnn/nerve/Hurt.ts';
import { legalNerveReactions, newNerveFacts, NERVE_REACTION } from '../../rules/rwnn/nerve/NerveReaction.ts';
import { DOWN } from '../../rules/rwnn/nerve/NerveState.ts';
import { EAGER_NERVE_CHOOSER } from '../../rules/rwnn/nerve/takeNerveTest.ts';
import { LOCATION, STATUS } from '../../rules/rwnn/WoundState.ts';
import { NERVE_STATE, type Gunfighter } from './Gunfighter.ts';
import type { ShootoutContext } from './ShootoutContext.ts';

/**
 * Nerve and what hits leave behind (000 NERVE and/or Morale, DUCK BACKS): the nerve tests due, a broken
 * man's reaction (hide, run or surrender) and his turns while it lasts, a duck back, the aims a move or a
 * duck spoils, and the grazes, wounds and falls a hit leaves.
 *
 * @example game.reactions.takeDueTests() // after anything that may have put a man down
 */
export class NerveReactions {
  private readonly nerveFacts = newNerveFacts();

  constructor(private readonly game: ShootoutContext) {}

  /**
   * A broken figure's first turn after the failed test: his policy picks among the legal reactions (000:
   * "must hide, run or surrender, as appropriate"): hide where cover hides him or is within a move, run where
   * he can move, surrender always.
   */
  chooseReaction(f: Gunfighter): void {
    const facts = this.nerveFacts;
    const view = this.game.viewOf(f.index);
    let near = -1;
    let nearD = Infinity;
    for (const g of this.game.figures) {
      if (g.side === f.side || g.isOut() || !g.placed) continue;
      const d = distance(g.x - f.x, g.y - f.y);
      if (d < nearD) {
        nearD = d;
        near = g.index;
      }
    }
    facts.coverInReach = near < 0 || view.selfInCover(near) || view.findCoverSpot(near, 12);
    facts.canGetAway = this.canGetAway(f);
    facts.inCloseCombat = this.game.combat.inFight(f);
    const legal = legalNerveReactions(facts);
    const code = f.tactics.nerveReaction(view, legal);
    if (((legal >> code) & 1) === 0)
      throw new Error(`${f.tactics.name}: ${f.name} may not react to his lost nerve with ${code}`);
    if (code === NERVE_REACTION.surrender) return this.surrender(f);
    this.game.nerve.setReaction(f.index, code, this.game.log);
    f.nerve = code === NERVE_REACTION.hide ? NERVE_STATE.hiding : NERVE_STATE.running;
  }

  /**
   * No serious wound in the legs or belly: he can still move (rollMove throws no dice for him otherwise), and
   * so run (000 NERVE: "run ... as appropriate").
   */
  canGetAway(f: Gunfighter): boolean {
    const w = f.wounds;
    return w.serious[LOCATION.legs]! + w.serious[LOCATION.belly]! === 0;
  }

  /** He surrenders: his lost nerve's reaction, or a runner's who can run no more. */
  surrender(f: Gunfighter): void {
    this.game.nerve.setReaction(f.index, NERVE_REACTION.surrender, this.game.log);
    f.nerve = NERVE_STATE.surrendered;
    this.game.wentDown(f, -1, DOWN.surrendered);
    this.takeDueTests();
  }

  /** A hiding figure (a failed nerve): ducks back out of sight and stays there. */
  hide(f: Gunfighter): void {
    if (!f.duckedBack) this.duck(f, false);
    else if (this.game.log) this.game.log.line(`  ${f.name} stays hidden.`);
  }

  /** A running figure (a failed nerve): moves his full roll away from the nearest enemy; off the table he is gone. */
  run(f: Gunfighter): void {
    let ex = f.x;
    let ey = f.y;
    let best = Infinity;
    for (const g of this.game.figures) {
      if (g.side === f.side || g.isOut()) continue;
      const d = distance(g.x - f.x, g.y - f.y);
      if (d < best) {
        best = d;
        ex = g.x;
        ey = g.y;
      }
    }
    // For the nearest table edge that does not take him toward the nearest enemy, round what is in the way.
    const table = this.game.table;
    const ax = f.x - ex;
    const ay = f.y - ey;
    let tx = f.x;
    let ty = f.y;
    let bestEdge = Infinity;
    for (let k = 0; k < 4; k++) {
      const px = k === 0 ? 0 : k === 1 ? table.width : f.x;
      const py = k === 2 ? 0 : k === 3 ? table.depth : f.y;
      const d = distance(px - f.x, py - f.y);
      // Edges toward the enemy count as far as the whole table: taken only when there is no other way.
      const away = (px - f.x) * ax + (py - f.y) * ay > 1e-9 || best === Infinity;
      const cost = away ? d : d + table.width + table.depth;
      if (cost < bestEdge) {
        bestEdge = cost;
        tx = px;
        ty = py;
      }
    }
    table.routeToward(f.x, f.y, tx, ty, this.game.way);
    this.game.moves.move(f, this.game.way.x, this.game.way.y, 0);
    const m = 0.5;
    if (f.x <= m || f.y <= m || f.x >= this.game.table.width - m || f.y >= this.game.table.depth - m) {
      f.nerve = NERVE_STATE.fled;
      if (this.game.log) this.game.log.line(`  ${f.name} runs off the table.`);
      this.game.nerve.leaveTable(f.index, this.game.log);
      this.game.wentDown(f, -1, DOWN.leftTable);
      this.takeDueTests();
    }
  }

  /** Takes every nerve test now due ("The character immediately rolls a number of Nerve dice"). */
  takeDueTests(): void {
    if (this.game.rules.readings.nerve === 'off') return;
    const nerve = this.game.nerve;
    for (let k = nerve.nextDue(); k >= 0; k = nerve.nextDue()) {
      this.game.out.nerveTests++;
      if (nerve.test(k, this.game.dice!, EAGER_NERVE_CHOOSER, this.game.log)) continue;
      this.game.out.nerveFailed++;
      const g = this.game.figures[k]!;
      if (g.nerve === NERVE_STATE.steady) g.nerve = NERVE_STATE.broken;
    }
  }

  /**
   * What hits leave behind: a duck back, a Recover owed, a fall, and who put him down. `f` is null for hits
   * no figure made (a townsman's blow or shot): nobody is hated for them or credited with the fall.
   */
  afterHits(
    f: Gunfighter | null,
    t: Gunfighter,
    struck: number,
    stopped: number,
    behind: boolean,
    fleshBefore: number,
    seriousBefore: number,
    statusBefore: number,
  ): void {
    const w = t.wounds;
    const newFlesh = w.fleshTotal() - fleshBefore;
    const newSerious = w.seriousTotal() - seriousBefore;
    const grazes = Math.max(0, struck - newFlesh - newSerious);
    t.grazes += grazes;
    const nerve = this.game.nerve;
    for (let k = 0; k < grazes; k++) nerve.afterHurt(t.index, HURT.graze);
    for (let k = 0; k < newFlesh + newSerious; k++) nerve.afterHurt(t.index, HURT.wound);
    if (struck > 0 && f !== null)
      this.game.emotions.onGrazedOrWounded(t.index, f.index, this.game.dice!, this.game.log);
    const by = f === null ? -1 : f.index;
    if (w.status !== statusBefore && w.status >= STATUS.knockedDown) {
      t.duckedBack = false;
      t.aimAt = -1;
      this.loseAimsOn(t);
    }
    if (w.status === STATUS.dead && statusBefore !== STATUS.dead) this.game.wentDown(t, by, DOWN.killed);
    else if (w.status === STATUS.knockedOut && statusBefore < STATUS.knockedOut)
      this.game.wentDown(t, by, DOWN.knockedOut);
    else if (newSerious > 0 && seriousBefore === 0) this.game.wentDown(t, by, DOWN.seriouslyWounded);
    const wounded =
      this.game.rules.readings.recoverAfter === 'serious-only' ? newSerious > 0 : newFlesh + newSerious > 0;
    if (wounded && w.status !== STATUS.dead) t.mustRecover = true;
    if (w.status >= STATUS.knockedOut) return;
    const duckRule = this.game.rules.readings.duckBacks === 'any-hit' || behind;
    if (!duckRule || struck + stopped === 0 || w.status !== STATUS.standing) return;
    // Nerves of steel: "not subject to duck back" (000 SKILLS & ATTRIBUTES; 003 SKILLS): no duck back is
    // forced on him, a cover's stopped shot's or a tree's included, and so no Recover for one.
    if (t.profile.noDuckBack) {
      if (this.game.log)
        this.game.log.line(`  ${t.name} has nerves of steel: he is not forced to duck back.`);
      return;
    }
    this.duck(t, true);
  }

  /** Ducks `f` back: out of sight, a Recover owed, his aim and every aim on him lost (000 DUCK BACKS). */
  duck(f: Gunfighter, forced: boolean): void {
    f.duckedBack = true;
    f.mustRecover = true;
    f.aimAt = -1;
    this.loseAimsOn(f);
    if (forced) this.game.out.duckBacks++;
    if (this.game.log) this.game.log.line(`  ${f.name} ${forced ? 'is forced to duck back' : 'ducks back'}.`);
  }

  /** "If the target does Move or duck ... he gains no advantage from his aim" (000 ACTIONS, Aim). */
  loseAimsOn(f: Gunfighter): void {
    for (const g of this.game.figures) if (g.aimAt === f.index) g.aimAt = -1;
  }
}
