import type { FafdmFigure } from '../../rules/fafdm/FafdmFigure.ts';
import type { SkirmishTable } from '../../rules/fafdm/skirmishTable.ts';

/** An enemy a figure of the band sees (001 1.2: within its 180 degrees, not wholly covered, 4.2.1). */
export interface SeenEnemy {
  x: number;
  y: number;
  /** From the figure whose view this is. */
  distanceU: number;
  /** Whether this figure itself sees him, and whether he is in this figure's 180 degrees. */
  visible: boolean;
  inFront: boolean;
  /** His cover against this figure (Tab.3: 0, -1, -2), when visible. */
  cover: number;
}

/**
 * What a figure's side knows before his activation: the figure himself, the table (its cover is in plain
 * sight), and only the enemies some figure of the band can see, nearest to him first. Nothing of the dice.
 */
export interface SkirmishView {
  readonly turn: number;
  readonly self: Readonly<FafdmFigure>;
  readonly table: SkirmishTable;
  readonly known: readonly SeenEnemy[];
  readonly knownCount: number;
  /** The action points his fire action costs (Tab.6-7, 5.3.3). */
  readonly fireCa: number;
  /** Where the enemy band deployed: its edge's x. */
  readonly enemyEdgeX: number;
}

/** What a tactic decides for one activation; one object reused for every activation. */
export interface SkirmishPlan {
  /** Tab.2 on foot: stay, walk (5U, 1 CA) or run (10U, 2 CA) towards (toX, toY); in the saddle, trot or run. */
  pace: 'none' | 'walk' | 'run';
  toX: number;
  toY: number;
  /** Whether the move is a charge at the enemy `known[target]`, to fight him if it ends within 1U (4.3). */
  charge: boolean;
  /** Whether to take aim (Tab.1) when the rules allow it: only a figure that does not move. */
  aim: boolean;
  /** An aiming figure may shoot "at any enemy" (4.2): its index in `known`, or -1 for the nearest. */
  target: number;
}

/**
 * A band's scripted tactic: where 001 gives the player a choice in a skirmish, the rules ask it. Which card
 * to play (1.8), what each figure does with his points (Tab.1-2, 4.2, 4.3), and whether the band withdraws
 * (6.3). It sees only what {@link SkirmishView} shows.
 *
 * @example FAFDM_TACTICS['hold-in-cover'].withdraws(1, 4, 3) === true
 */
export interface FafdmTactic {
  readonly name: string;
  readonly describe: string;
  /** Which of the band's figures yet to act plays his card: an index into `waiting` (its first `count`). */
  pickCard(waiting: readonly Readonly<FafdmFigure>[], count: number): number;
  plan(view: SkirmishView, out: SkirmishPlan): void;
  /**
   * Whether `shooter`, not yet activated, spends his turn on an opportunity shot at a mover `distanceU` away
   * (4.2.3; `chargedAtHim`: the mover charges him from beyond 5U, 4.3). Absent: `takesOpportunity`.
   */
  opportunity?(shooter: Readonly<FafdmFigure>, distanceU: number, chargedAtHim: boolean): boolean;
  /**
   * Whether the band, having won the initiative with this figure (1.8), turns it to the opponent, whose
   * figure then activates first. Absent: never.
   */
  passesInitiative?(view: SkirmishView): boolean;
  /** Whether `shooter` empties his six-shot's cylinder at a target `distanceU` away (5.2.2). Absent: `emptiesCylinder`. */
  emptyCylinder?(shooter: Readonly<FafdmFigure>, distanceU: number): boolean;
  /** Whether a rider gets off his mount before he moves (Tab.1). Absent: `staysMounted`. */
  dismounts?(view: SkirmishView): boolean;
  /** Whether a figure on foot beside his standing mount gets on it (Tab.1). Absent: `remountsWhenClear`. */
  mounts?(view: SkirmishView): boolean;
  /** At the start of a turn: `own` figures in play of `start`, `knownEnemies` in sight of the band. */
  withdraws(own: number, start: number, knownEnemies: number): boolean;
}
