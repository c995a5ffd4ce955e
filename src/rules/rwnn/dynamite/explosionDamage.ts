import { DYNAMITE_EXPLOSION, type ExplosionCoverRow } from '../tables/dynamiteExplosion.ts';

/** What stands between a man and the blast, as 000 "Explosions" sorts it. */
export type ExplosionCover = ExplosionCoverRow['cover'];

/** The damage an explosion deals a man: chits to pull, the side, and the daze and knock-down. */
export interface ExplosionDamage {
  readonly chits: number;
  /** The side of the chits: pink (Appendix B) or white (Appendix C, tough). */
  readonly side: 'pink' | 'white';
  /** "dazed and knocked down requiring a turn to recover. Regardless of Skills/Experience". */
  readonly dazedKnockedDown: boolean;
}

/**
 * "pull –1 Damage Chit": a chit fewer than the explosion's 3 (`fewer`), or that many chits (`count`; see
 * explosion-cover-chits). No option lists it until the shootout plays explosions.
 */
export type CoverChitsReading = 'fewer' | 'count';

/**
 * An explosion's damage to one man (000 "Explosions"): "within 4” of dynamite when it goes off ... Pull 3
 * Damage Chits per explosion. (Always use the pink side of the chit.)"; light cover "pull –1 Damage Chit"
 * (his usual side, white if he is Tough), heavy cover "pull –2 Damage Chits" (white); anyone pulling one is
 * dazed and knocked down whatever his skills. Beyond 4" nothing.
 *
 * @example explosionDamage(3, 'light', 'pink', 'fewer') // { chits: 2, side: 'pink', dazedKnockedDown: true }
 */
export function explosionDamage(
  inches: number,
  cover: ExplosionCover,
  usualSide: 'pink' | 'white',
  reading: CoverChitsReading,
): ExplosionDamage {
  const row = DYNAMITE_EXPLOSION.cover.find((c) => c.cover === cover)!;
  const within = inches <= DYNAMITE_EXPLOSION.withinInches;
  const chits = !within
    ? 0
    : reading === 'count' && row.chitModifier !== 0
      ? -row.chitModifier
      : DYNAMITE_EXPLOSION.chitsPerExplosion + row.chitModifier;
  return {
    chits,
    side: row.side === 'his-usual' ? usualSide : row.side,
    dazedKnockedDown: chits > 0 && DYNAMITE_EXPLOSION.knockedDown.ignoresSkills,
  };
}
