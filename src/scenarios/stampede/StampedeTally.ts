/**
 * What one stampede came to, counted as it is played: the scenario's metrics before they are written out.
 *
 * @example const t = newStampedeTally(); game.play(dice, t); t.killed
 */
export interface StampedeTally {
  /** 1 when the gunfire set the herd running. */
  stampede: number;
  /** Escape throws made good by men within 1" of the herd. */
  escapes: number;
  /** Men caught inside the herd (the escape throw failed). */
  caught: number;
  /** Men knocked down inside the herd. */
  knockedDown: number;
  /** Rolls on the fighting table against the trample. */
  trampleRolls: number;
  /** Times a man on foot turned the herd. */
  turned: number;
  /** 1 when a man shot the lead animal down and stopped the herd. */
  stopped: number;
  /** Inches the herd ran. */
  distance: number;
  /** Inches the men ran clear of it. */
  inchesRun: number;
  /** Moves of the Cattle Drive as a group on the Joker. */
  groupMoves: number;
  /** Moves of the herd ambling with no cowboys, on the Joker. */
  ambles: number;
  /** Inches the herd walked, driven or ambling. */
  driveInches: number;
  /** Times two cowboys regained control of the ambling herd. */
  regained: number;
  /** The turn the stampede began in (0 at the opening gunfire, before the first turn), or -1 for none. */
  stampedeTurn: number;
  /** Wagons the stampede overturned, and small loose objects it knocked down. */
  wagonsOverturned: number;
  objectsSmashed: number;
  /** Edges of wooden buildings that collapsed as the herd went around them. */
  buildingsDamaged: number;
  /** Riders the herd reached who rode clear, were stuck in it on their horses, or were thrown into it. */
  riderEscapes: number;
  ridersStuck: number;
  ridersThrown: number;
  /** Men dead, knocked out, and hurt (wounded or dead) when the turns are over. */
  killed: number;
  knockedOut: number;
  hurt: number;
}

/** Zeroes `into` (a fresh tally when none is given) and returns it. */
export function newStampedeTally(into?: StampedeTally): StampedeTally {
  const t = into ?? ({} as StampedeTally);
  t.stampede = 0;
  t.escapes = 0;
  t.caught = 0;
  t.knockedDown = 0;
  t.trampleRolls = 0;
  t.turned = 0;
  t.stopped = 0;
  t.distance = 0;
  t.inchesRun = 0;
  t.groupMoves = 0;
  t.ambles = 0;
  t.driveInches = 0;
  t.regained = 0;
  t.stampedeTurn = -1;
  t.wagonsOverturned = 0;
  t.objectsSmashed = 0;
  t.buildingsDamaged = 0;
  t.riderEscapes = 0;
  t.ridersStuck = 0;
  t.ridersThrown = 0;
  t.killed = 0;
  t.knockedOut = 0;
  t.hurt = 0;
  return t;
}
