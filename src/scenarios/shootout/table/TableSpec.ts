/** A point or a size in inches, `[x, y]` or `[width, depth]`. @example const door: Pair = [11, 11]; */
export type Pair = readonly [number, number];

/**
 * A door or window of a building: a point on its edge where a figure may stand to fire out.
 *
 * @example const o: OpeningSpec = { kind: 'window', at: [8, 11] };
 */
export interface OpeningSpec {
  readonly kind: 'door' | 'window';
  readonly at: Pair;
  readonly name?: string;
}

/**
 * A building: a rectangle from `at` (its corner of least x and y) of `size`.
 *
 * @example const b: BuildingSpec = { kind: 'building', at: [6, 3], size: [10, 8], material: 'wooden' };
 */
export interface BuildingSpec {
  readonly kind: 'building';
  readonly name?: string;
  readonly at: Pair;
  readonly size: Pair;
  readonly material: 'adobe' | 'wooden';
  readonly openings?: readonly OpeningSpec[];
}

/**
 * An adobe wall or a fence: a segment `from`-`to` of `thickness` inches.
 *
 * @example const f: SegmentSpec = { kind: 'fence', from: [1, 10], to: [5, 10] };
 */
export interface SegmentSpec {
  readonly kind: 'wall' | 'fence';
  readonly name?: string;
  readonly from: Pair;
  readonly to: Pair;
  readonly thickness?: number;
}

/**
 * Crates or a wagon: a rectangle from `at` of `size`.
 *
 * @example const w: BlockSpec = { kind: 'wagon', at: [22, 14], size: [4, 2] };
 */
export interface BlockSpec {
  readonly kind: 'crates' | 'wagon';
  readonly name?: string;
  readonly at: Pair;
  readonly size: Pair;
}

/**
 * An area: a rectangle (`at` and `size`) or a disk (`centre` and `radius`).
 *
 * @example const w: AreaSpec = { kind: 'woods', density: 'dense', centre: [20, 16], radius: 4.5 };
 */
export interface AreaSpec {
  readonly kind: 'brush' | 'wheat' | 'scrub' | 'woods';
  readonly name?: string;
  /** For scrub and woods only: 000's "Loose scrub (1 pt), Dense scrub (2 pts), Loose woods (1pt), Dense woods (2 pts)". */
  readonly density?: 'loose' | 'dense';
  readonly at?: Pair;
  readonly size?: Pair;
  readonly centre?: Pair;
  readonly radius?: number;
}

/**
 * A single rock or tree: a disk of `radius` about `centre`.
 *
 * @example const r: SingleSpec = { kind: 'rock', centre: [14, 12], radius: 1.2 };
 */
export interface SingleSpec {
  readonly kind: 'rock' | 'tree';
  readonly name?: string;
  readonly centre: Pair;
  readonly radius?: number;
}

/** One piece of a table file. @example const p: PieceSpec = { kind: 'rock', centre: [10, 12] }; */
export type PieceSpec = BuildingSpec | SegmentSpec | BlockSpec | AreaSpec | SingleSpec;

/**
 * A named start area: a rectangle where a side's figures are placed, and the way they face.
 *
 * @example const west: StartAreaSpec = { at: [6, 12], size: [4, 6], facing: 0 };
 */
export interface StartAreaSpec {
  readonly at: Pair;
  readonly size: Pair;
  readonly facing: number;
}

/**
 * A named position (a bank window, a saloon door): a point and a facing.
 *
 * @example const door: PositionSpec = { at: [12, 19], facing: 270 };
 */
export interface PositionSpec {
  readonly at: Pair;
  readonly facing: number;
}

/**
 * A table file as checked: its size in inches `[width, depth]`, its pieces, and the named start areas and
 * positions experiments place figures by. docs/tables.md describes the format.
 *
 * @example const spec: TableSpec = { name: 'duel-ground', size: [24, 24], pieces: [] };
 */
export interface TableSpec {
  readonly name: string;
  readonly description?: string;
  readonly size: Pair;
  readonly pieces: readonly PieceSpec[];
  readonly areas?: Readonly<Record<string, StartAreaSpec>>;
  readonly positions?: Readonly<Record<string, PositionSpec>>;
}
