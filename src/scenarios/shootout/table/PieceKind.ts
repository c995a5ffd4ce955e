/**
 * The kinds of terrain piece a table file may hold, as codes for the compiled table. What each is:
 * - `building`: a rectangle, opaque and impassable; `adobe` walls are substantial cover, `wooden` walls
 *   penetrable (000 COVER: "a wooden building wall"); its doors and windows are spots a figure fires from.
 * - `wall` (an adobe wall), `crates`, `wagon`: low substantial obstacles a figure fires over.
 * - `fence`: a low penetrable obstacle (000 COVER: "something like a wooden building wall or fence").
 * - `brush`, `wheat`: concealment that stops nothing (000 COVER: "brush or stands of wheat").
 * - `scrub`, `woods`: loose or dense areas of the great outdoors (000 COMBAT IN THE GREAT OUTDOORS).
 * - `rock`: a single large rock, low substantial cover; `tree`: a single large tree, a trunk to fire round
 *   ("individual large rocks and trees and suchlike that use the rules for cover in the main section").
 *
 * @example PIECE_KINDS[PIECE.fence] === 'fence'
 */
export const PIECE = {
  building: 0,
  wall: 1,
  crates: 2,
  fence: 3,
  wagon: 4,
  brush: 5,
  wheat: 6,
  scrub: 7,
  woods: 8,
  rock: 9,
  tree: 10,
} as const;
export type PieceCode = (typeof PIECE)[keyof typeof PIECE];
/** A kind's name as a table file spells it. @example const k: PieceKind = 'fence'; */
export type PieceKind = keyof typeof PIECE;

/** The kinds by code. @example PIECE_KINDS.length === 11 */
export const PIECE_KINDS = Object.keys(PIECE) as readonly PieceKind[];
