import type { SourceRef } from '../SourceRef.ts';

/**
 * A piece of cover (001 4.2.1 COVERINGS): `whole` hides a figure entirely ("It's impossible to attack a
 * miniature in this condition": a house), `partial` leaves "an arm and the head" visible (walls, rocks,
 * Tab.3 -2), `light` "a good part of the body" (fences, bushes, Tab.3 -1). An axis-aligned rectangle in U.
 */
export interface CoverPiece {
  readonly name: string;
  readonly kind: 'whole' | 'partial' | 'light';
  readonly x0: number;
  readonly y0: number;
  readonly x1: number;
  readonly y1: number;
}

/** A table: its size in U, its cover, and where each band deploys (along x = `deployU` and its mirror). */
export interface SkirmishTable {
  readonly source: SourceRef;
  readonly width: number;
  readonly depth: number;
  /** Distance of each band's line from its own short edge. */
  readonly deployU: number;
  readonly pieces: readonly CoverPiece[];
}

/** Tab.3's modifier for a target behind each kind of cover (4.2.1 "not cumulative": the worst one counts). */
export const COVER_MODIFIER = { partial: -2, light: -1 } as const;

/**
 * The town edge: a 36U by 24U table, a house in the middle, walls, rocks and fences placed so the table
 * looks the same from either band's edge (a half turn maps it onto itself). The bands deploy 2U from
 * their short edges, 32U apart: beyond every pistol's range, so they must close or wait.
 *
 * @example TOWN_EDGE.pieces.filter((p) => p.kind === 'whole').length === 1
 */
export const TOWN_EDGE = {
  source: { document: '001_ac753b686cf1a971.txt', section: '4.2.1 COVERINGS (the kinds of cover)' },
  width: 36,
  depth: 24,
  deployU: 2,
  pieces: [
    { name: 'the house', kind: 'whole', x0: 16, y0: 9, x1: 20, y1: 15 },
    { name: 'the west wall', kind: 'partial', x0: 8, y0: 4, x1: 9, y1: 8 },
    { name: 'the east wall', kind: 'partial', x0: 27, y0: 16, x1: 28, y1: 20 },
    { name: 'the west rocks', kind: 'partial', x0: 6, y0: 15, x1: 7, y1: 17 },
    { name: 'the east rocks', kind: 'partial', x0: 29, y0: 7, x1: 30, y1: 9 },
    { name: 'the west fence', kind: 'light', x0: 12, y0: 16, x1: 13, y1: 22 },
    { name: 'the east fence', kind: 'light', x0: 23, y0: 2, x1: 24, y1: 8 },
  ],
} as const satisfies SkirmishTable;

/** The tables a skirmish file may name. */
export const SKIRMISH_TABLES = { 'town-edge': TOWN_EDGE } as const satisfies Record<string, SkirmishTable>;
export type SkirmishTableId = keyof typeof SKIRMISH_TABLES;
