/**
 * Where every figure on the table stands, as a blast sees them: centres in inches (flat arrays indexed by
 * figure), which figures a blast can hit (standing or down but in the open, not ducked back, on the table:
 * the engine decides), and their names for narration. The engine keeps one and rewrites it in place.
 *
 * @example const pos = newFigurePositions(8); pos.count = 2; pos.xs[1] = 12; pos.eligible.fill(1);
 */
export interface FigurePositions {
  /** Figures in use: indexes 0..count-1. */
  count: number;
  readonly xs: Float64Array;
  readonly ys: Float64Array;
  /** 1 where a blast may hit the figure. The firer is never hit, whatever his flag. */
  readonly eligible: Uint8Array;
  /** Names by index, read only when a blast is narrated. */
  names: readonly string[];
}

/**
 * Positions for up to `capacity` figures, none in use yet.
 *
 * @example newFigurePositions(8).xs.length === 8
 */
export function newFigurePositions(capacity: number): FigurePositions {
  return {
    count: 0,
    xs: new Float64Array(capacity),
    ys: new Float64Array(capacity),
    eligible: new Uint8Array(capacity),
    names: [],
  };
}
