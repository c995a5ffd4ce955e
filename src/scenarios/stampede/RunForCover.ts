import type { Dice } from '../../dice/Dice.ts';
import { pointRectDistance } from '../../geometry/pointRectDistance.ts';
import type { Figure } from '../../rules/rwnn/figure/Figure.ts';
import type { Mover, MoverWounds, MoveRequest } from '../../rules/rwnn/movement/Mover.ts';
import type { MoveRules } from '../../rules/rwnn/movement/MoveRules.ts';
import { newMoveRoll } from '../../rules/rwnn/movement/MoveRoll.ts';
import { rollMove } from '../../rules/rwnn/movement/rollMove.ts';
import type { ShotLog } from '../../rules/rwnn/shot/ShotLog.ts';
import { LOCATION, STATUS } from '../../rules/rwnn/WoundState.ts';
import type { HerdBlock } from './HerdBlock.ts';
import type { HerdBuildings } from './HerdBuildings.ts';
import type { HerdFence } from './HerdFence.ts';
import { ESCAPE_REACH } from './InsideTheHerd.ts';
import type { StampedeTally } from './StampedeTally.ts';

const MOVE: MoveRequest = { action: 'move', swiftExtra: false, gunplayCommenced: true };

/** The refuges a man on foot may run for, nearest first; on a tie, in this order. */
export const REFUGE = { building: 0, wall: 1, edge: 2 } as const;
export type Refuge = (typeof REFUGE)[keyof typeof REFUGE];

/**
 * A man on foot in a stampede's way runs for the nearest refuge he can see (000 "What stampedes do to the
 * surrounding neighborhood": the herd goes around buildings, and not through a stone wall, mortared, or
 * piled 4 times in 6): into a building, whose wall he reaches (he is then inside it, and the herd never
 * reaches him); over a stone wall that stands between him and the herd; or out of the herd's path sideways,
 * to the edge of it. "A figure on foot can not run through the stampede". Each is a Move of three dice
 * straight for it. The choice sees only what a man at the table sees: the herd's place and heading, the
 * buildings, the wall and its kind. Mutable, reset for each game; allocates nothing per move.
 *
 * @example const r = new RunForCover(men, x, y, moveRules, fence, buildings); r.run(0, herd, dice, out);
 */
export class RunForCover {
  /** 1 for a man inside a building: the herd goes around him. */
  readonly sheltered: Uint8Array;
  private readonly movers: readonly Mover[];
  private readonly wounds: readonly { -readonly [K in keyof MoverWounds]: number }[];
  private readonly roll = newMoveRoll();
  // The refuge chosen by choose(): its kind, inches to it and the point to run for.
  private kind: Refuge = REFUGE.edge;
  private toX = 0;
  private toY = 0;
  private inches = 0;

  constructor(
    private readonly men: readonly Figure[],
    private readonly x: Float64Array,
    private readonly y: Float64Array,
    private readonly rules: MoveRules,
    private readonly fence: HerdFence,
    private readonly buildings: HerdBuildings,
  ) {
    this.wounds = men.map(() => ({ fleshLeg: 0, serious: 0, seriousLeg: 0, seriousBelly: 0 }));
    this.movers = men.map((f, i) => ({ cls: f.cls, skills: f.skills, wounds: this.wounds[i]! }));
    this.sheltered = new Uint8Array(men.length);
  }

  reset(): void {
    this.sheltered.fill(0);
  }

  /**
   * Man `i`, standing in the herd's way (within its path, or 1" of it), runs for the nearest refuge; a man
   * clear of its path, or inside a building already, stays.
   */
  run(i: number, h: HerdBlock, dice: Dice, out: StampedeTally, log?: ShotLog): void {
    if (this.sheltered[i] === 1) return;
    const side = h.side(this.x[i]!, this.y[i]!);
    if (Math.abs(side) > h.width / 2 + ESCAPE_REACH) return; // already clear of its path
    this.choose(i, h, side);
    const m = this.men[i]!;
    const w = this.wounds[i]!;
    w.fleshLeg = m.wounds.flesh[LOCATION.legs]!;
    w.serious = m.wounds.seriousTotal();
    w.seriousLeg = m.wounds.serious[LOCATION.legs]!;
    w.seriousBelly = m.wounds.serious[LOCATION.belly]!;
    const roll = rollMove(this.movers[i]!, MOVE, dice, this.rules, this.roll);
    const run = Math.min(roll.most, this.kind === REFUGE.edge ? roll.most : this.inches);
    let words = "clear of the herd's path";
    if (this.kind === REFUGE.edge) {
      // Straight away from the herd's middle line, as far as the dice allow.
      const along = h.along(this.x[i]!, this.y[i]!);
      const to = side + run * (side < 0 ? -1 : 1);
      this.x[i] = h.x(along, to);
      this.y[i] = h.y(along, to);
    } else {
      const f = this.inches > 0 ? run / this.inches : 1;
      this.x[i] = this.x[i]! + (this.toX - this.x[i]!) * f;
      this.y[i] = this.y[i]! + (this.toY - this.y[i]!) * f;
      const there = run >= this.inches;
      if (this.kind === REFUGE.building && there && !roll.fellOver) this.sheltered[i] = 1;
      words =
        this.kind === REFUGE.building
          ? there
            ? 'into a building'
            : 'for a building'
          : there
            ? 'over the wall'
            : 'for the wall';
    }
    out.inchesRun += run;
    if (roll.fellOver) m.wounds.worsen(STATUS.knockedDown);
    if (log)
      log.line(
        `  ${m.name} runs ${Number.isInteger(run) ? run : run.toFixed(1)}" ${words}${roll.fellOver ? ' and falls over' : ''}.`,
      );
  }

  /** Which refuge man `i`, `side` inches right of the herd's middle line, runs for: the nearest. */
  private choose(i: number, h: HerdBlock, side: number): void {
    const px = this.x[i]!;
    const py = this.y[i]!;
    // The edge: out of the path and the 1" reach of its flank.
    this.kind = REFUGE.edge;
    this.inches = h.width / 2 + ESCAPE_REACH - Math.abs(side);
    for (const b of this.buildings.buildings) {
      const x0 = b.x - b.width / 2;
      const y0 = b.y - b.depth / 2;
      const d = pointRectDistance(px, py, x0, y0, x0 + b.width, y0 + b.depth);
      if (d <= this.inches) {
        this.kind = REFUGE.building;
        this.inches = d;
        this.toX = Math.min(Math.max(px, x0), x0 + b.width);
        this.toY = Math.min(Math.max(py, y0), y0 + b.depth);
      }
    }
    const wallY = this.fence.refugeY(h, py);
    if (
      !Number.isNaN(wallY) &&
      (wallY - py < this.inches || (wallY - py === this.inches && this.kind === REFUGE.edge))
    ) {
      this.kind = REFUGE.wall;
      this.inches = wallY - py;
      this.toX = px;
      this.toY = wallY;
    }
  }
}
