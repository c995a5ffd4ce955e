import type { SourceRef } from '../../SourceRef.ts';

/**
 * Which side of the wound chits a victim uses: the pink (Appendix B, normal) side, the white (Appendix C,
 * tough) side, or the one he normally uses (white if Tough; see tough-white-side).
 *
 * @example const side: ChitSide = 'white';
 */
export type ChitSide = 'pink' | 'white' | 'his-usual';

/** One cover line: chits added to the explosion's (negative: fewer), and the chit side. */
export interface ExplosionCoverRow {
  readonly cover: 'none' | 'light' | 'heavy';
  readonly printed: string;
  readonly chitModifier: number;
  readonly side: ChitSide;
}

/** The explosion chart. @example DYNAMITE_EXPLOSION.chitsPerExplosion === 3 */
export interface DynamiteExplosionTable {
  readonly source: SourceRef;
  readonly withinInches: number;
  readonly chitsPerExplosion: number;
  readonly cover: readonly ExplosionCoverRow[];
  /** Anyone made to pull a chit is dazed and knocked down, whatever his skills. */
  readonly knockedDown: { readonly printed: string; readonly ignoresSkills: boolean };
}

/**
 * 000 "Explosions": within 4" a character pulls 3 damage chits (pink side); light cover "pull –1 Damage
 * Chit" (his usual side), heavy cover "pull –2 Damage Chits" (white side), the printed numbers kept as
 * modifiers to the 3 (see explosion-cover-chits). Anyone who pulls a chit is dazed and knocked down,
 * "Regardless of Skills/Experience".
 *
 * @example DYNAMITE_EXPLOSION.cover[2].chitModifier === -2
 */
export const DYNAMITE_EXPLOSION = {
  source: { document: '000_53eda652e9702143.txt', section: 'Explosions' },
  withinInches: 4,
  chitsPerExplosion: 3,
  cover: [
    {
      cover: 'none',
      printed:
        'If a character is within 4” of dynamite when it goes off, he takes damage. Pull 3 Damage Chits per explosion. (Always use the pink side of the chit.)',
      chitModifier: 0,
      side: 'pink',
    },
    {
      cover: 'light',
      printed:
        'If the character is behind light cover (wooden obstacles such as barrels, fences, a tree, a rock, etc.) pull –1 Damage Chit. (Use the pink or white side of the chit as ‘normal’ for the character.)',
      chitModifier: -1,
      side: 'his-usual',
    },
    {
      cover: 'heavy',
      printed:
        'If the character is behind heavy cover (in a building, wood, adobe, or stone) pull –2 Damage Chits. (Always us the White side of the chit.)',
      chitModifier: -2,
      side: 'white',
    },
  ],
  knockedDown: {
    printed:
      'A character ‘forced to pull at least 1 Damage Chit because of Explosion’ (original rules read “taking damage from dynamite.”) is dazed and knocked down requiring a turn to recover. Regardless of Skills/Experience that may prohibit being knocked down, or knocked unconscious.',
    ignoresSkills: true,
  },
} as const satisfies DynamiteExplosionTable;
