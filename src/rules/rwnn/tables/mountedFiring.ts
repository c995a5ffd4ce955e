import type { SourceRef } from '../../SourceRef.ts';

/**
 * One kind of weapon fired from a moving horse: the firing dice lost for each movement die the rider is about
 * to throw, and the arc he may fire in (one-handed and, for a shoulder arm, two-handed).
 *
 * @example const m: MountedFiringRow = MOUNTED_FIRING.weapons[0];
 */
export interface MountedFiringRow {
  readonly weapon: 'pistol' | 'shoulder-arm';
  readonly printed: string;
  readonly dicePerMovementDie: number;
  readonly arcDegreesOneHanded: number;
  readonly arcDegreesTwoHanded: number | null;
}

/** The "Moving and Firing Mounted." rules. @example MOUNTED_FIRING.shotsPerTurn === 1 */
export interface MountedFiringTable {
  readonly source: SourceRef;
  readonly when: string;
  readonly shotsPerTurn: number;
  readonly weapons: readonly MountedFiringRow[];
  readonly plainsIndians: { readonly printed: string; readonly ignoredMovementDice: number };
}

/**
 * 000 HORSES, "Moving and Firing Mounted.": one shot a turn, just before a movement throw; pistols lose one
 * die per movement die about to be thrown, shoulder arms two (the RANGE CHART's own list prints only the -1;
 * see mounted-firing-modifier); Plains Indians ignore the first movement die.
 *
 * @example MOUNTED_FIRING.weapons[1].dicePerMovementDie === -2
 */
export const MOUNTED_FIRING = {
  source: { document: '000_53eda652e9702143.txt', section: 'HORSES — Moving and Firing Mounted.' },
  when: 'Riders moving & firing may fire once during the turn; immediately before making one of their movement throws.',
  shotsPerTurn: 1,
  weapons: [
    {
      weapon: 'pistol',
      printed:
        'Riders firing pistols subtract one from their firing dice for each movement dice they are about to throw. They may fire in a 270 degree arc running clockwise from their left side to directly behind them with their right hand, or in a 270 degree arc running anti-clockwise from their right side with their left hand.',
      dicePerMovementDie: -1,
      arcDegreesOneHanded: 270,
      arcDegreesTwoHanded: null,
    },
    {
      weapon: 'shoulder-arm',
      printed:
        'Riders firing shoulder arms subtract two from their firing dice for each movement dice they are about to throw. They may fire in 270 degree arc like a pistol if firing one-handed, but only in a 90 degree arc running from their left side to straight ahead if firing two handed.',
      dicePerMovementDie: -2,
      arcDegreesOneHanded: 270,
      arcDegreesTwoHanded: 90,
    },
  ],
  plainsIndians: {
    printed: 'Plains Indians ignore the first movement dice thrown when calculating their firing penalty.',
    ignoredMovementDice: 1,
  },
} as const satisfies MountedFiringTable;
