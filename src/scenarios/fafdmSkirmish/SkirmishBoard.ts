import { distance } from '../../geometry/distance.ts';
import { newInterval } from '../../geometry/Interval.ts';
import { pointRectDistance } from '../../geometry/pointRectDistance.ts';
import type { FafdmTactic, SeenEnemy, SkirmishPlan, SkirmishView } from '../../policies/fafdm/FafdmTactic.ts';
import type { FafdmFigure } from '../../rules/fafdm/FafdmFigure.ts';
import type { FafdmTableCounts } from '../../rules/fafdm/FafdmLog.ts';
import type { FafdmReadings } from '../../rules/fafdm/FafdmReadings.ts';
import type { FafdmShelter, FafdmShotSituation } from '../../rules/fafdm/FafdmShotSituation.ts';
import { inPerspective, lineOfSight, UNSEEN } from '../../rules/fafdm/lineOfSight.ts';
import type { SkirmishTable } from '../../rules/fafdm/skirmishTable.ts';
import { ESCAPE_U } from '../../rules/fafdm/tables/footMovement.ts';
import { fireCost } from '../../rules/fafdm/actions/fireAction.ts';
import type { TableRules } from './TableRules.ts';
import { SkirmishLuck } from './SkirmishLuck.ts';
import { BoardStrays } from './BoardStrays.ts';

/** One band on the table: its figures (in card order), its tactic, its leader if one was bought. */
export interface SkirmishSide {
  readonly name: string;
  readonly figures: readonly FafdmFigure[];
  readonly tactic: FafdmTactic;
  readonly leader: FafdmFigure | null;
  /** The x of its deployment line; the enemy's is the other side's. */
  readonly edgeX: number;
}

/**
 * Checks a game keeps what the rules allow (a conformance suite's eyes; `null` in every run): told of every
 * activation, every action point spent and every shot, before they happen.
 */
export interface SkirmishAudit {
  activation(fig: FafdmFigure): void;
  spend(fig: FafdmFigure, ca: number, left: number): void;
  shot(shooter: FafdmFigure, target: FafdmFigure, distanceU: number): void;
  /** The activation of `fig` goes on after another figure's opportunity shot interrupted it (4.2.3). */
  resume(fig: FafdmFigure): void;
}

interface MutableView extends SkirmishView {
  turn: number;
  self: FafdmFigure;
  known: SeenEnemy[];
  knownCount: number;
  fireCa: number;
  enemyEdgeX: number;
}

/**
 * The state of a skirmish on a table (001 1.2, 4.2.1): both bands, the cover, who sees whom, and the
 * scratch objects a game reuses so it allocates nothing: the policy's view and plan, the shot's situation,
 * and the shelter a panicked figure flees to (4.2: "closer to a cover by 5U").
 */
export class SkirmishBoard implements FafdmShelter {
  readonly all: readonly FafdmFigure[];
  readonly part = newInterval();
  readonly situation: FafdmShotSituation;
  readonly plan: SkirmishPlan = { pace: 'none', toX: 0, toY: 0, charge: false, aim: false, target: -1 };
  readonly counts: FafdmTableCounts = { shots: 0, hits: 0, wounds: 0, panics: 0, fights: 0, disengages: 0 };
  private readonly view: MutableView;
  /** The enemy figure behind each entry of the view's `known`. */
  readonly knownFigures: FafdmFigure[] = [];
  audit: SkirmishAudit | null = null;
  /** The bands' and the scenario's own rules (9.3-9.12, 10.1-10.6), or none. */
  rules: TableRules | null = null;

  constructor(
    readonly sides: readonly [SkirmishSide, SkirmishSide],
    readonly table: SkirmishTable,
    readonly readings: FafdmReadings,
  ) {
    this.all = [...sides[0].figures, ...sides[1].figures];
    this.situation = {
      cover: 0,
      behind: false,
      noTargetAtStart: false,
      opportunity: false,
      emptyCylinder: false,
      luck: new SkirmishLuck([sides[0].figures, sides[1].figures]),
      shelter: this,
      attackBonus: 0,
      coolnessPlus: false,
      nerve: null,
      strays: readings.friendlyFire === 'off' ? null : new BoardStrays(this, readings.friendlyFire),
    };
    const most = Math.max(sides[0].figures.length, sides[1].figures.length);
    const known: SeenEnemy[] = Array.from({ length: most }, () => ({
      x: 0,
      y: 0,
      distanceU: 0,
      visible: false,
      inFront: false,
      cover: 0,
    }));
    this.view = {
      turn: 0,
      self: this.all[0]!,
      table,
      known,
      knownCount: 0,
      fireCa: 0,
      enemyEdgeX: 0,
    };
  }

  sideOf(fig: FafdmFigure): 0 | 1 {
    return this.sides[0].figures.includes(fig) ? 0 : 1;
  }

  /** What `from` sees of `to`: {@link UNSEEN}, or Tab.3's cover; out of his 180 degrees is unseen too. */
  sees(from: FafdmFigure, to: FafdmFigure): number {
    if (!to.inPlay || !inPerspective(from, to)) return UNSEEN;
    return lineOfSight(from, to, this.all, this.table, this.part, this.rules?.shootPast(from) ?? null);
  }

  /** Whether some figure in play of `side` sees `enemy`. */
  private bandSees(side: 0 | 1, enemy: FafdmFigure): boolean {
    for (const f of this.sides[side].figures) if (f.inPlay && this.sees(f, enemy) !== UNSEEN) return true;
    return false;
  }

  /** Enemies in play within `reachU` of the figure (4.3: "in contact or within 1U"). */
  enemiesWithin(fig: FafdmFigure, reachU: number): number {
    let n = 0;
    for (const e of this.sides[1 - this.sideOf(fig)]!.figures)
      if (e.inPlay && distance(e.x - fig.x, e.y - fig.y) <= reachU) n++;
    return n;
  }

  /** The nearest enemy in play within `reachU`, or null. */
  nearestEnemyWithin(fig: FafdmFigure, reachU: number): FafdmFigure | null {
    let best: FafdmFigure | null = null;
    let bestD = reachU;
    for (const e of this.sides[1 - this.sideOf(fig)]!.figures) {
      if (!e.inPlay) continue;
      const d = distance(e.x - fig.x, e.y - fig.y);
      if (d <= bestD) {
        bestD = d;
        best = e;
      }
    }
    return best;
  }

  /** Builds the view of `fig`'s side before his activation: the enemies his band sees, nearest first. */
  viewOf(fig: FafdmFigure, turn: number): SkirmishView {
    const side = this.sideOf(fig);
    const v = this.view;
    v.turn = turn;
    v.self = fig;
    v.fireCa = fireCost(fig, this.readings);
    v.enemyEdgeX = this.sides[1 - side]!.edgeX;
    let n = 0;
    for (const e of this.sides[1 - side]!.figures) {
      if (!e.inPlay || !this.bandSees(side, e)) continue;
      const s = v.known[n]!;
      s.x = e.x;
      s.y = e.y;
      s.distanceU = distance(e.x - fig.x, e.y - fig.y);
      s.inFront = inPerspective(fig, e);
      s.cover = this.sees(fig, e);
      s.visible = s.cover !== UNSEEN;
      // Insertion by distance, the figures array kept alongside.
      let k = n;
      while (k > 0 && v.known[k - 1]!.distanceU > s.distanceU) {
        v.known[k] = v.known[k - 1]!;
        this.knownFigures[k] = this.knownFigures[k - 1]!;
        k--;
      }
      v.known[k] = s;
      this.knownFigures[k] = e;
      n++;
    }
    v.knownCount = n;
    return v;
  }

  /** Enemies of `side` that some of its figures see (for withdrawal). */
  knownEnemies(side: 0 | 1): number {
    let n = 0;
    for (const e of this.sides[1 - side]!.figures) if (e.inPlay && this.bandSees(side, e)) n++;
    return n;
  }

  /** Figures of `side` in play. */
  inPlay(side: 0 | 1): number {
    let n = 0;
    for (const f of this.sides[side].figures) if (f.inPlay) n++;
    return n;
  }

  /** The nearest piece a figure can hide behind (not a house: he would be inside it), within `reachU`. */
  private nearestCover(fig: FafdmFigure, reachU: number): number {
    let best = -1;
    let bestD = reachU;
    const pieces = this.table.pieces;
    for (let i = 0; i < pieces.length; i++) {
      const p = pieces[i]!;
      if (p.kind === 'whole') continue;
      const d = pointRectDistance(fig.x, fig.y, p.x0, p.y0, p.x1, p.y1);
      if (d <= bestD) {
        bestD = d;
        best = i;
      }
    }
    return best;
  }

  near(fig: FafdmFigure): boolean {
    return this.nearestCover(fig, ESCAPE_U) >= 0;
  }

  /** 4.2's escape: to the nearest cover within 5U, on the far side from `from` where the piece allows. */
  flee(fig: FafdmFigure, from: FafdmFigure): void {
    const i = this.nearestCover(fig, ESCAPE_U);
    if (i < 0) return;
    const p = this.table.pieces[i]!;
    // The side of the piece away from the attacker along the longer axis, half a U off it, clamped to the
    // part of the piece nearest the figure: at most 5U away (the piece's width is 1U).
    const cx = Math.min(Math.max(fig.x, p.x0), p.x1);
    const cy = Math.min(Math.max(fig.y, p.y0), p.y1);
    let x = cx;
    let y = cy;
    if (p.x1 - p.x0 <= p.y1 - p.y0) x = from.x < (p.x0 + p.x1) / 2 ? p.x1 + 0.5 : p.x0 - 0.5;
    else y = from.y < (p.y0 + p.y1) / 2 ? p.y1 + 0.5 : p.y0 - 0.5;
    const d = distance(x - fig.x, y - fig.y);
    if (d > ESCAPE_U) {
      // The far side is out of reach: the near side.
      x = cx + (fig.x - cx > 0 ? 0.5 : fig.x - cx < 0 ? -0.5 : 0);
      y = cy + (fig.y - cy > 0 ? 0.5 : fig.y - cy < 0 ? -0.5 : 0);
    }
    fig.x = Math.min(Math.max(x, 0), this.table.width);
    fig.y = Math.min(Math.max(y, 0), this.table.depth);
  }
}
