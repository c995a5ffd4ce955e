import type { ExplosionListener } from './ExplosionListener.ts';

/**
 * What the other actions ask of dynamite (see Dynamite): lit sticks, smoke across a line, and the hook told
 * of each explosion (a herd on the table stampedes at one: 000 "Stampeding and Herding Cattle").
 *
 * @example if (game.dynamite !== null) game.dynamite.listen((x, y) => herd.startle(x, y));
 */
export interface DynamiteDesk {
  /** Lit sticks waiting for their Boom card. */
  readonly lit: number;
  /** Whether smoke or dust from a blasted building lies between figures i and j. */
  smokeBetween(i: number, j: number): boolean;
  /** Adds a listener told of each explosion, after its damage (several may listen: a herd, a test). */
  listen(l: ExplosionListener): void;
}
