import type { SkirmishTable } from '../../rules/fafdm/skirmishTable.ts';

/*
 * The tables of 001 10.1-10.6, "120x90" and "120x60" read as centimetres at 2.5 cm a U (48U by 36U and 48U
 * by 24U). 10.0: "the maps are indicative of the optimum arrangement of buildings and should be implemented
 * as desired, adding elements such as terrain, fences, crates and barrels": each is laid out so that a half
 * turn maps it onto itself, neither band favoured by the ground.
 */

/**
 * 10.1 BANK ROBBERY: "120x90 the bank at the center with streets around for at least 10U": the bank (6U by
 * 6U) in the middle, four houses at the corners beyond 10U of streets, barrels and fences along them.
 *
 * @example BANK_SQUARE.pieces[0].name === 'the bank'
 */
export const BANK_SQUARE = {
  source: { document: '001_ac753b686cf1a971.txt', section: '10.1 BANK ROBBERY (Table)' },
  width: 48,
  depth: 36,
  deployU: 2,
  pieces: [
    { name: 'the bank', kind: 'whole', x0: 21, y0: 15, x1: 27, y1: 21 },
    { name: 'the south-west house', kind: 'whole', x0: 4, y0: 0, x1: 11, y1: 5 },
    { name: 'the north-east house', kind: 'whole', x0: 37, y0: 31, x1: 44, y1: 36 },
    { name: 'the north-west store', kind: 'whole', x0: 4, y0: 31, x1: 11, y1: 36 },
    { name: 'the south-east store', kind: 'whole', x0: 37, y0: 0, x1: 44, y1: 5 },
    { name: 'the west barrels', kind: 'partial', x0: 13, y0: 11, x1: 14, y1: 13 },
    { name: 'the east barrels', kind: 'partial', x0: 34, y0: 23, x1: 35, y1: 25 },
    { name: 'the west fence', kind: 'light', x0: 15, y0: 24, x1: 16, y1: 29 },
    { name: 'the east fence', kind: 'light', x0: 32, y0: 7, x1: 33, y1: 12 },
  ],
} as const satisfies SkirmishTable;

/**
 * 10.3 DUEL: "120x60, wide main street (10U) through the city": a street 10U wide along the table between
 * two rows of buildings, a water trough and a cart on it.
 *
 * @example MAIN_STREET.pieces.filter((p) => p.kind === 'whole').length === 4
 */
export const MAIN_STREET = {
  source: { document: '001_ac753b686cf1a971.txt', section: '10.3 DUEL (Game Table)' },
  width: 48,
  depth: 24,
  deployU: 2,
  pieces: [
    { name: 'the saloon', kind: 'whole', x0: 6, y0: 0, x1: 20, y1: 7 },
    { name: 'the hotel', kind: 'whole', x0: 28, y0: 0, x1: 42, y1: 7 },
    { name: 'the store', kind: 'whole', x0: 6, y0: 17, x1: 20, y1: 24 },
    { name: 'the stable', kind: 'whole', x0: 28, y0: 17, x1: 42, y1: 24 },
    { name: 'the trough', kind: 'partial', x0: 15, y0: 14, x1: 17, y1: 15 },
    { name: 'the cart', kind: 'partial', x0: 31, y0: 9, x1: 33, y1: 10 },
  ],
} as const satisfies SkirmishTable;

/**
 * 10.5 THE WITNESS: "120x60, city": the deputy's house in the middle (its door on the south side), houses
 * along the long edges, a fence and a woodpile by the house.
 *
 * @example WITNESS_TOWN.pieces[0].name === "the deputy's house"
 */
export const WITNESS_TOWN = {
  source: { document: '001_ac753b686cf1a971.txt', section: '10.5 THE WITNESS (Game table)' },
  width: 48,
  depth: 24,
  deployU: 2,
  pieces: [
    { name: "the deputy's house", kind: 'whole', x0: 21, y0: 10, x1: 27, y1: 16 },
    { name: 'the west row', kind: 'whole', x0: 8, y0: 19, x1: 16, y1: 24 },
    { name: 'the east row', kind: 'whole', x0: 32, y0: 0, x1: 40, y1: 5 },
    { name: 'the woodpile', kind: 'partial', x0: 17, y0: 6, x1: 18, y1: 8 },
    { name: 'the wagon', kind: 'partial', x0: 30, y0: 16, x1: 31, y1: 18 },
    { name: 'the west fence', kind: 'light', x0: 12, y0: 9, x1: 13, y1: 14 },
    { name: 'the east fence', kind: 'light', x0: 35, y0: 10, x1: 36, y1: 15 },
  ],
} as const satisfies SkirmishTable;

/** The witness's door: the middle of the house's south wall (10.5). */
export const WITNESS_DOOR = { x: 24, y: 10 } as const;
