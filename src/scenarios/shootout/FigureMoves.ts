import { distance } from '../../geometry/distance.ts';
import { ACTION, type ActionCode } from '../../policies/shootout/ShootoutPolicy.ts';
import type { Mover, MoveRequest, MoverWounds } from '../../rules/rwnn/movement/Mover.ts';
import { MoveRerolls } from '../../rules/rwnn/movement/MoveRerolls.ts';
import { newMoveRoll, type MoveRoll } from '../../rules/rwnn/movement/MoveRoll.ts';
import { movementDice, movesFullRoll, rollMove, swiftDice } from '../../rules/rwnn/movement/rollMove.ts';
import { LOCATION, STATUS } from '../../rules/rwnn/WoundState.ts';
import { CONTACT_INCHES } from './CloseCombat.ts';
import { MoveFeelings } from './MoveFeelings.ts';
import { NERVE_STATE, type Gunfighter } from './Gunfighter.ts';
import type { ShootoutContext } from './ShootoutContext.ts';
import { newMoveResult } from './table/MoveResult.ts';

/** A first leg ending this near an Agile man's turning point has reached it (a stride stops a hair short). */
const TURN_SHORT = 0.05;

/** Where a stride's results lie in FigureMoves.step, after its arguments tx, ty, want. */
const STEP = { endX: 3, endY: 4, inches: 5 } as const;

/** The point a turn's plan moves to, and an Agile man's turning point there (NaN: none). */
export interface PlannedMove {
  readonly x: number;
  readonly y: number;
  readonly thenX: number;
  readonly thenY: number;
}

/**
 * How figures move in a shootout (000 ACTIONS, MOVEMENT): a Move or Move & Fire by the movement dice, a
 * Reposition, one straight stride kept clear of other bases, Agile's turn and Swift's extra dice, the
 * re-roll skills on a movement throw, and what a finished move does to the men's feelings. It keeps each
 * figure's mover (his wounds as the movement rules read them) and prebuilt requests, so a move allocates
 * nothing.
 *
 * @example game.moves.move(f, tx, ty, 0) // a Move toward (tx, ty)
 */
export class FigureMoves {
  private readonly moveEnd = newMoveResult();
  /** A move's numbers (see moveTo): tx, ty, thenX, thenY. */
  private readonly to = new Float64Array(4);
  /** A stride's numbers (see strideIn): tx, ty, want, the end of the line he makes for, the inches gone. */
  private readonly step = new Float64Array(6);
  private readonly roll = newMoveRoll();
  /** Lucky, Charmed and Cursed on movement dice (register entry movement-rerolls). */
  private readonly moveRerolls: MoveRerolls;
  /** Some figure of the game holds a re-roll skill and `movement.rerolls=all`: a move may be re-rolled. */
  private readonly movesRerollable: boolean;
  private readonly requests: readonly MoveRequest[];
  /** Each figure as his moves see him; a drunken state puts its skills here for the gunfight. */
  readonly movers: { -readonly [K in keyof Mover]: Mover[K] }[];
  private readonly moverWounds: { -readonly [K in keyof MoverWounds]: number }[];
  private readonly feelings: MoveFeelings;

  constructor(private readonly game: ShootoutContext) {
    this.feelings = new MoveFeelings(game);
    const { rules, figures } = game;
    this.moverWounds = figures.map(() => ({ fleshLeg: 0, serious: 0, seriousLeg: 0, seriousBelly: 0 }));
    this.movers = figures.map((f, i) => ({
      cls: f.cls,
      skills: f.skills,
      wounds: this.moverWounds[i]!,
      maxDice: Infinity,
    }));
    // Move and Move & Fire on open ground, loose and dense woods, without and with Swift's extra dice
    // (index swift * 6 + kind * 3 + terrain): prebuilt, so a move allocates nothing.
    const requests: MoveRequest[] = [];
    for (const swiftExtra of [false, true])
      for (const action of ['move', 'move-and-fire'] as const)
        for (let terrainDice = 0; terrainDice <= 2; terrainDice++)
          requests.push({ action, swiftExtra, gunplayCommenced: true, terrainDice });
    this.requests = requests;
    this.moveRerolls = new MoveRerolls(rules.move, rules.duel.shot.readings.rerollOrder);
    this.movesRerollable =
      rules.move.readings.rerolls === 'all' &&
      figures.some((f) => (f.profile.luckyDice | f.profile.charmed | f.profile.cursed) !== 0);
  }

  /**
   * Pass (003: turn to face any direction) or 000's Reposition (up to two inches); one that shifts him
   * spoils the aims on him where "any kind of move" does (register entry aim-lost-on-reposition).
   */
  pass(f: Gunfighter, tx: number, ty: number): void {
    const readings = this.game.rules.readings;
    // Held in a fight, he may turn but not step away (register entry escape-move).
    const reach = this.game.combat.held(f) ? 0 : readings.passMoves;
    const d = distance(tx - f.x, ty - f.y);
    if (reach > 0 && d > 0.01) {
      const sx = f.x;
      const sy = f.y;
      this.game.table.moveToward(f.x, f.y, tx, ty, Math.min(reach, d), this.moveEnd);
      if (this.game.log) this.game.log.line(`  ${f.name} repositions ${this.moveEnd.inches.toFixed(1)}".`);
      if (this.moveEnd.inches > 0) {
        this.game.relocate(f, this.moveEnd.x, this.moveEnd.y);
        // Free to step (shootout.heldInFight=free), he stays in the fights whose men he still touches.
        this.game.combat.keepTouching(f);
        if (readings.aimLostOn === 'any-move') this.game.reactions.loseAimsOn(f);
        this.afterMove(f, sx, sy);
        this.game.backshooting.rearReactions(f);
      }
    }
  }

  /**
   * Move (kind 0) or Move & Fire (kind 1) toward (tx, ty) by the Move rules (rollMove): as far as the dice
   * and the table allow, the full roll for a Citizen (past the point if need be), falling over on the 1s.
   * A Citizen who declared (tx, ty) his objective (`halt`: the place he charges to, a cover position) halts
   * there when his throw reaches it (000 Citizen Move: "they move towards their objective, and will halt
   * there if their throw is high enough"). `full`: he must go the whole roll whatever his class (a Wildman's
   * "full two dice distance"), halting at (tx, ty) only when `halt`.
   */
  move(
    f: Gunfighter,
    tx: number,
    ty: number,
    kind: number,
    halt = false,
    full = false,
    thenX = NaN,
    thenY = NaN,
  ): void {
    const to = this.to;
    to[0] = tx;
    to[1] = ty;
    to[2] = thenX;
    to[3] = thenY;
    this.moveTo(f, kind, halt, full);
  }

  /**
   * A Move (kind 0) or Move & Fire (kind 1) toward the point a turn's plan names, turning at its (thenX,
   * thenY) when Agile; he halts there when it is a cover spot (see {@link move}).
   */
  moveAsPlanned(f: Gunfighter, plan: PlannedMove, kind: number): void {
    const to = this.to;
    to[0] = plan.x;
    to[1] = plan.y;
    to[2] = plan.thenX;
    to[3] = plan.thenY;
    this.moveTo(f, kind, this.game.table.spots.isSpot(to[0], to[1]), false);
  }

  /**
   * {@link move} with its four numbers in `this.to`: tx, ty, thenX, thenY. Too big for the compiler to
   * inline, it takes them in an array, which boxes nothing: numbers passed one by one to a call not inlined
   * are boxed on the heap. They are read first, since a move may set off others (a free turn) that reuse it.
   */
  private moveTo(f: Gunfighter, kind: number, halt: boolean, full: boolean): void {
    const to = this.to;
    const tx = to[0]!;
    const ty = to[1]!;
    const thenX = to[2]!;
    const thenY = to[3]!;
    const swift = this.choosesSwift(f, tx, ty, kind);
    const sx = f.x;
    const sy = f.y;
    const d1 = distance(tx - f.x, ty - f.y);
    // Agile "may make one change of direction during move*": on at (tx, ty) toward (thenX, thenY), the
    // objective a Citizen halts at being the far point (register entry agile-end-facing).
    const turns = f.skills.agile > 0 && thenX === thenX && d1 > 0.01;
    const d = turns ? d1 + distance(thenX - tx, thenY - ty) : d1;
    if (turns) halt = this.game.table.spots.isSpot(thenX, thenY);
    const roll = this.throwMove(f, kind, swift, d);
    let want = d < roll.least ? roll.least : d > roll.most ? roll.most : d;
    // 003's Citizens "must move the maximum distance" past an objective (move.citizenObjective); a charge
    // and a Wildman's forced move still halt at their man.
    const halts =
      halt && (full || this.game.charging >= 0 || this.game.rules.readings.citizenObjective === 'halt');
    if (roll.fullRoll || full) want = halts && d < roll.most ? d : roll.most;
    let inches: number;
    let turned = false;
    if (turns && want > d1) {
      inches = this.strideTo(f, tx, ty, d1);
      turned = inches > d1 - TURN_SHORT;
      if (turned) inches += this.strideTo(f, thenX, thenY, want - inches);
    } else inches = this.strideTo(f, tx, ty, want);
    if (roll.fellOver) {
      f.wounds.worsen(STATUS.knockedDown);
      f.duckedBack = false;
    }
    if (this.game.log)
      this.game.log.line(
        `  ${f.name} throws ${roll.diceThrown} movement dice (${roll.total}) and moves ${inches.toFixed(1)}" to (${f.x.toFixed(1)}, ${f.y.toFixed(1)})${turned ? `, turning at (${tx.toFixed(1)}, ${ty.toFixed(1)}) (Agile)` : ''}${roll.fellOver ? ', and falls over' : ''}.`,
      );
    if (inches > 0) this.afterMove(f, sx, sy);
    // A runner is not sneaking up on anyone: he is making for the table edge.
    if (inches > 0 && f.nerve !== NERVE_STATE.running) this.game.backshooting.rearReactions(f);
    // An impaled man who moves throws for another wound (000 INDIAN WEAPONS).
    if (inches > 0 && this.game.indians !== null) this.game.indians.moved(f);
  }

  /**
   * Agile (000 and 003 SKILLS): "ends move facing any direction", as every man does under 002 ("MOVE - 3d6\",
   * end facing any direction", move.endFacing=any). After his Move or Move & Fire (`action`, `target` the man
   * declared), such a man still on his feet faces the figure his tactic names, or keeps the way he moved
   * (register entries agile-end-facing and move-end-facing).
   */
  agileTurns(f: Gunfighter, action: ActionCode, target: number): void {
    const agile = f.skills.agile > 0;
    if (!agile && this.game.rules.readings.endFacing !== 'any') return;
    if (f.wounds.status !== STATUS.standing) return;
    const j = f.tactics.agileFacing(this.game.viewOf(f.index), action, target);
    if (j < 0) return;
    const t = this.game.figures[j];
    if (t === undefined || !this.game.viewOf(f.index).known(j))
      throw new Error(
        `${f.tactics.name}: ${f.name} may not turn to face figure ${j}, whom his side does not see`,
      );
    this.game.face(f, t.x, t.y);
    if (this.game.log)
      this.game.log.line(`  ${f.name}${agile ? ' (Agile)' : ''} ends his move facing ${t.name}.`);
  }

  /**
   * Swift (000 and 003 SKILLS): "may choose to roll one* extra movement dice". A Swift figure able to move is
   * asked by his tactic before each Move or Move & Fire of his own (a charge, an escape and a run are Moves);
   * the story says when he takes them. Not asked for a group's throw: the leader's throw moves the group as
   * a body, and his extra die would carry men who have none.
   */
  private choosesSwift(f: Gunfighter, tx: number, ty: number, kind: number): boolean {
    const extra = this.swiftDiceOf(f);
    if (extra <= 0 || !this.game.reactions.canGetAway(f)) return false;
    const action = kind === 0 ? ACTION.move : ACTION.moveAndFire;
    if (!f.tactics.swiftExtra(this.game.viewOf(f.index), action, tx, ty)) return false;
    if (this.game.log)
      this.game.log.line(
        `  ${f.name} is Swift and throws ${extra} extra movement ${extra === 1 ? 'die' : 'dice'}.`,
      );
    return true;
  }

  /**
   * His movement throw for a Move (kind 0) or a Move & Fire (kind 1) where he stands, wounds counted, with
   * Swift's extra dice when `swift`; then the re-roll skills on it (MoveRerolls: his Lucky or Charmed, or
   * the nearest enemy's say over it, see {@link rerollOpponent}), his tactic weighing them against `want`,
   * the inches to the point he makes for.
   */
  throwMove(f: Gunfighter, kind: number, swift = false, want = Infinity): MoveRoll {
    const mover = this.moverOf(f);
    const request = this.requestOf(f, kind, swift);
    const roll = rollMove(mover, request, this.game.dice!, this.game.rules.move, this.roll);
    if (this.movesRerollable && roll.diceThrown > 0) {
      const o = this.rerollOpponent(f);
      this.moveRerolls.reroll(
        roll,
        mover,
        request,
        f,
        o,
        want,
        false,
        this.game.dice!,
        f.tactics,
        o ? o.tactics : null,
        this.game.log,
      );
    }
    return roll;
  }

  /**
   * The opponent who has the say over a movement or recovery throw of `f` (a Charmed man's "make an opponent
   * do the same", the Cursed thrower's "each opposing player may cause him to re-roll one dice"): such a
   * throw has no target, so the nearest enemy still in the fight speaks for his side (register entries
   * movement-rerolls, single-throw-rerolls); null when none is left.
   */
  rerollOpponent(f: Gunfighter): Gunfighter | null {
    let best: Gunfighter | null = null;
    let bestD = Infinity;
    for (const g of this.game.figures) {
      if (g.side === f.side || !g.placed || g.isOut()) continue;
      const d = distance(g.x - f.x, g.y - f.y);
      if (d < bestD) {
        bestD = d;
        best = g;
      }
    }
    return best;
  }

  /**
   * The movement dice `f` would throw for a Move (kind 0) or a Move & Fire (kind 1) where he stands, Swift's
   * left out: for his tactic's choice of them (ShootoutView.moveDice).
   */
  moveDiceOf(f: Gunfighter, kind: number): number {
    return movementDice(this.moverOf(f), this.requestOf(f, kind, false), this.game.rules.move);
  }

  /** The extra movement dice Swift lets `f` choose (0 without Swift, or where the skill text gives none). */
  swiftDiceOf(f: Gunfighter): number {
    return swiftDice(this.movers[f.index]!, this.game.rules.move);
  }

  /** Whether `f` must move the whole roll (a Citizen; 000's Jumpy). */
  movesFullRoll(f: Gunfighter): boolean {
    return movesFullRoll(this.movers[f.index]!, this.requests[0]!, this.game.rules.move);
  }

  /** His mover, with the wounds he has now. */
  private moverOf(f: Gunfighter): Mover {
    const mw = this.moverWounds[f.index]!;
    const w = f.wounds;
    mw.fleshLeg = w.flesh[LOCATION.legs]!;
    mw.serious = w.seriousTotal();
    mw.seriousLeg = w.serious[LOCATION.legs]!;
    mw.seriousBelly = w.serious[LOCATION.belly]!;
    const m = this.movers[f.index]!;
    if (this.game.indians !== null) m.maxDice = this.game.indians.moveDiceCap(f);
    return m;
  }

  /** The prebuilt request for his move kind, the ground he starts on, and Swift's dice taken or not. */
  private requestOf(f: Gunfighter, kind: number, swift: boolean): MoveRequest {
    return this.requests[(swift ? 6 : 0) + kind * 3 + this.game.table.terrainAt(f.x, f.y)]!;
  }

  /** What a finished move of `f` from (sx, sy) does to the men's feelings (see {@link MoveFeelings.afterMove}). */
  afterMove(f: Gunfighter, sx: number, sy: number): void {
    this.feelings.afterMove(f, sx, sy);
  }

  /** Men torn about `f`, or he about them, now within twelve inches resolve it (see {@link MoveFeelings}). */
  cameWithinTwelve(f: Gunfighter): void {
    this.feelings.cameWithinTwelve(f);
  }

  /**
   * Moves `f` up to `want` inches along the straight line toward (tx, ty), past it when `want` is longer
   * (a roll that must be used in full), as far as the table and the other figures let him; he faces the way
   * he went, has moved, loses every aim on him and leaves any fight he moved out of. Returns the inches.
   */
  stride(f: Gunfighter, tx: number, ty: number, want: number): number {
    return this.strideTo(f, tx, ty, want);
  }

  /**
   * {@link stride}, filling `this.step` (tx, ty, want) for {@link strideIn} and reading back the inches it
   * leaves there: small enough for the compiler to inline, so the numbers are not boxed on the way.
   */
  private strideTo(f: Gunfighter, tx: number, ty: number, want: number): number {
    const s = this.step;
    s[0] = tx;
    s[1] = ty;
    s[2] = want;
    this.strideIn(f);
    return s[STEP.inches]!;
  }

  /**
   * {@link stride} with its numbers in `this.step` (tx, ty, want), read first; writes the inches gone to
   * `step[STEP.inches]` last, after every call a nested move could come from.
   */
  private strideIn(f: Gunfighter): void {
    const s = this.step;
    const tx = s[0]!;
    const ty = s[1]!;
    const want = s[2]!;
    const d = distance(tx - f.x, ty - f.y);
    let inches = 0;
    if (want > 0 && d > 0.01) {
      const ex = f.x + ((tx - f.x) / d) * want;
      const ey = f.y + ((ty - f.y) / d) * want;
      this.game.table.moveToward(f.x, f.y, ex, ey, want, this.moveEnd);
      s[STEP.endX] = ex;
      s[STEP.endY] = ey;
      this.keepClear(f);
      inches = this.moveEnd.inches;
      this.game.face(f, ex, ey);
      if (inches > 0) this.game.relocate(f, this.moveEnd.x, this.moveEnd.y);
    }
    f.moved = true;
    this.game.reactions.loseAimsOn(f);
    if (inches > 0) this.game.combat.leaveFights(f);
    s[STEP.inches] = inches;
  }

  /**
   * Pulls the end of a move back along its line until it is clear of every other figure's base (000 ACTIONS
   * allows "detours of up to an inch to avoid obstacles and other characters"; a move does not end on a
   * man). A charge stops at contact the same way.
   */
  private keepClear(f: Gunfighter): void {
    const m = this.moveEnd;
    const ex = this.step[STEP.endX]!;
    const ey = this.step[STEP.endY]!;
    const d = distance(ex - f.x, ey - f.y);
    if (d <= 0) return;
    const ux = (ex - f.x) / d;
    const uy = (ey - f.y) / d;
    for (let guard = 0; guard < 64 && m.inches > 0; guard++) {
      let blocked = false;
      for (const o of this.game.figures) {
        if (o === f || o.index === this.game.charging || !o.placed || o.wounds.status === STATUS.dead)
          continue;
        if (distance(o.x - m.x, o.y - m.y) < CONTACT_INCHES) {
          blocked = true;
          break;
        }
      }
      if (!blocked) return;
      m.inches = Math.max(0, m.inches - 0.25);
      m.x = f.x + ux * m.inches;
      m.y = f.y + uy * m.inches;
    }
  }
}
