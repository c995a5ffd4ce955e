import type { SourceRef } from '../../SourceRef.ts';
import { RECOVERY_TABLE } from './recoveryTable.ts';

/** What one invalidity of Tab.12 does in every later match, as the engine plays it. */
export interface InvalidityInMatch {
  readonly source: SourceRef;
  readonly face: number;
  /** Added to his roll to fight (4.3: 1D6 + COS + modifiers). */
  readonly fight?: number;
  /** The farthest, in U, he may shoot at a figure (he cannot see beyond). */
  readonly sightU?: number;
  /** He cannot run (Tab.2): a run is played as a walk. */
  readonly noRun?: true;
  /** He cannot use a two-handed weapon (Tab.4's rows, 5.3): he fights the match with a six-shot. */
  readonly noTwoHanded?: true;
  /** A 1 on his initiative die shocks him for the turn. */
  readonly shakenNerves?: true;
  /** Added to his REFLEXES, which only reflexes tests read (the rescue test, 4.3.1's disengage). */
  readonly ref?: number;
}

/**
 * 001 6.5 Tab.12 INVALID CHARACTER, the six invalidities as played in a campaign's later matches: 1 disease
 * "-1 COS in fighting shot" (the roll to fight, which adds his COS: -1; see fafdm-invalid-disease), 2 blind
 * "it cannot see over 18U" (no shot beyond 18U; his band still tells him where the enemy is), 3 crippled
 * "it cannot run", 4 lost hand "it cannot use two-handed weapons", 5 shaken nerves "if during initiative
 * roll he gets 1, he is shocked for that turn", 6 clumsy "-1 RIF during reflexes test".
 *
 * @example INVALIDITIES_IN_MATCH[2 - 1].sightU === 18
 */
export const INVALIDITIES_IN_MATCH = [
  { source: RECOVERY_TABLE.source, face: 1, fight: -1 },
  { source: RECOVERY_TABLE.source, face: 2, sightU: 18 },
  { source: RECOVERY_TABLE.source, face: 3, noRun: true },
  { source: RECOVERY_TABLE.source, face: 4, noTwoHanded: true },
  { source: RECOVERY_TABLE.source, face: 5, shakenNerves: true },
  { source: RECOVERY_TABLE.source, face: 6, ref: -1 },
] as const satisfies readonly InvalidityInMatch[];
