/**
 * The measures the table's geometry works in, in inches. Figures are points at their base centres; a base is
 * taken as 1" across (25mm). See docs/tables.md.
 *
 * @example TABLE_MEASURES.baseRadius === 0.5
 */
export const TABLE_MEASURES = {
  /** Half a figure's base. A line of sight is not blocked where it passes within this of either figure (he leans out past his corner), and a moving base keeps this clear of obstacles. */
  baseRadius: 0.5,
  /** Cover within this of the target is his ("behind cover"); the default of `table.coverReach`. */
  coverReach: 1,
  /** Cover within this of the shooter is his own, which he fires over or round, not the target's. */
  shooterReach: 1,
  /** Default thickness of an adobe wall. */
  wallThickness: 0.5,
  /** Default thickness of a fence. */
  fenceThickness: 0.2,
  /** Default radius of a single rock. */
  rockRadius: 1,
  /** Default radius of a single tree. */
  treeRadius: 0.5,
  /** How far a door or window may lie off its building's edge and still be on it. */
  onEdge: 0.01,
} as const;
