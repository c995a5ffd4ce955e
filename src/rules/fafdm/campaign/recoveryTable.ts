import type { SourceRef } from '../../SourceRef.ts';

const TAB12: SourceRef = { document: '001_ac753b686cf1a971.txt', section: '6.5 CHARACTER RECOVERY, Tab.12' };

/** What Tab.12 makes of a character eliminated in a match. */
export type RecoveryResult = 'dead' | 'saved-invalid' | 'invalid' | 'wounded' | 'recovered';

/** The lasting harm of an INVALID CHARACTER (Tab.12 row 2, a second 1D6). */
export interface Invalidity {
  readonly face: number;
  readonly name: string;
  readonly effect: string;
}

/**
 * 001 6.5 Tab.12 RECOVERY ROLL: 1D6 (plus a doctor's modifier) for every character eliminated in a match:
 * 1 dead (a character with FO rolls again, "a number lower than its COS" saves him as an invalid), 2
 * invalid (a second 1D6 on the six invalidities), 3-4 wounded (1 COS less in the next match), 5 or more
 * completely recovered.
 *
 * @example RECOVERY_TABLE.woundedFrom === 3
 */
export const RECOVERY_TABLE = {
  source: TAB12,
  deadOn: 1,
  invalidOn: 2,
  woundedFrom: 3,
  recoveredFrom: 5,
  /** "WOUNDED (it loses 1 COS during the next match)". */
  woundedCos: 1,
  invalidities: [
    { face: 1, name: 'disease', effect: 'the character has -1 COS in fighting shot' },
    { face: 2, name: 'blind', effect: 'it cannot see over 18U' },
    { face: 3, name: 'crippled', effect: 'it cannot run' },
    { face: 4, name: 'lost hand', effect: 'it cannot use two-handed weapons' },
    {
      face: 5,
      name: 'shaken nerves',
      effect: 'if during initiative roll he gets 1, he is shocked for that turn',
    },
    { face: 6, name: 'clumsy', effect: 'the character has -1 RIF during reflexes test' },
  ],
  /** "Bone Cutter Doctor +1 – 5$ cost, Graduated Doctor +2 – 10$ cost" (see fafdm-recovery-doctor). */
  doctors: {
    'bone-cutter': { modifier: 1, cost: 5 },
    graduated: { modifier: 2, cost: 10 },
  },
} as const satisfies {
  source: SourceRef;
  invalidities: readonly Invalidity[];
  [k: string]: unknown;
};

export type DoctorId = keyof typeof RECOVERY_TABLE.doctors;
