import type { SourceRef } from '../../SourceRef.ts';

/** A mount of 001 Tab.16 a band file may give a figure. */
export type MountId = 'horse' | 'appaloosa' | 'mule';
export const MOUNT_IDS: readonly MountId[] = ['horse', 'appaloosa', 'mule'];

/** One row of Tab.16: the animal's card, its price, and how far it trots and runs (Tab.2 or its own note). */
export interface MountRow {
  readonly name: string;
  readonly shot: number;
  readonly cool: number;
  readonly ref: number;
  readonly cos: number;
  readonly cost: number;
  readonly disp: number;
  /** Tab.2 "trot" and "run" distances for this animal, in U. */
  readonly trotU: number;
  readonly runU: number;
  /** "used only by Indians" (the Appaloosa). */
  readonly indiansOnly: boolean;
  /** "it doesn't jump" (the mule). */
  readonly jumps: boolean;
  readonly notes: string;
}

const TAB16: SourceRef = { document: '001_ac753b686cf1a971.txt', section: '8.2 TYPE OF EQUIPMENT, Tab.16' };

/**
 * 001 8.2 Tab.16, the mounts: "HORSE COST 18$ DISP 2, SHOT 0 COOL 2 REF 4 COS 3", "APPALOOSA COST 18$ 3
 * ... + 2U motion, used only by Indians", "MULE COST 12$ 2, SHOT 0 COOL 4 REF 3 COS 4, 6U speed trotting,
 * 12U speed running, it doesn't jump". A horse trots 10U and runs 20U (Tab.2); the Appaloosa's "+2U motion"
 * is read on both gaits. The animals' own scores are data: 001 uses only the mount's COS, in the lasso
 * (8.3.4), which this engine does not play.
 *
 * @example FAFDM_MOUNTS.rows.mule.runU === 12
 */
export const FAFDM_MOUNTS = {
  source: TAB16,
  rows: {
    horse: {
      name: 'Horse',
      shot: 0,
      cool: 2,
      ref: 4,
      cos: 3,
      cost: 18,
      disp: 2,
      trotU: 10,
      runU: 20,
      indiansOnly: false,
      jumps: true,
      notes: '',
    },
    appaloosa: {
      name: 'Appaloosa',
      shot: 0,
      cool: 2,
      ref: 4,
      cos: 3,
      cost: 18,
      disp: 3,
      trotU: 12,
      runU: 22,
      indiansOnly: true,
      jumps: true,
      notes: '+ 2U motion; used only by Indians',
    },
    mule: {
      name: 'Mule',
      shot: 0,
      cool: 4,
      ref: 3,
      cos: 4,
      cost: 12,
      disp: 2,
      trotU: 6,
      runU: 12,
      indiansOnly: false,
      jumps: false,
      notes: "6U speed trotting, 12U speed running; it doesn't jump",
    },
  },
} as const satisfies { source: SourceRef; rows: Record<MountId, MountRow> };

/** One row of Tab.2 on horseback: its distance (for a horse), action points, and reflexes test modifier. */
export interface HorseMoveRow {
  readonly printed: string;
  readonly maxU: number;
  readonly ca: number;
  /** Tab.2's "reflexes test +1": the modifier on each die, or null for no test. */
  readonly reflexes: number | null;
}

/**
 * 001 3.1 MOVEMENT ACTION, Tab.2 "on horseback": "trot 10U 1", "run 20U 2", "normal sideways 5U 2
 * reflexes test +1", "fast sideways 10U 3 reflexes test +2", "go back 5U 3 reflexes test +2". The text:
 * forward "within a 45° ray"; "Sideways movement can be done making a reflexes skill test, cutting the
 * distance in half and increasing the cost of action of 1"; "go back making a reflexes skill test, for
 * maximum 4U spending 3 action points" (the text's 4U against the table's 5U: register entry fafdm-horse-moves).
 *
 * @example HORSE_MOVES.rows.fastSideways.ca === 3
 */
export const HORSE_MOVES = {
  source: { document: '001_ac753b686cf1a971.txt', section: '3.1 MOVEMENT ACTION, Tab.2' } satisfies SourceRef,
  /** "forward [...] within a 45° ray" of his facing, after 3.1's free rotation. */
  rayDegrees: 45,
  rows: {
    trot: { printed: 'trot', maxU: 10, ca: 1, reflexes: null },
    run: { printed: 'run', maxU: 20, ca: 2, reflexes: null },
    normalSideways: { printed: 'normal sideways', maxU: 5, ca: 2, reflexes: 1 },
    fastSideways: { printed: 'fast sideways', maxU: 10, ca: 3, reflexes: 2 },
    goBack: { printed: 'go back', maxU: 5, ca: 3, reflexes: 2 },
  },
} as const satisfies { source: SourceRef; rayDegrees: number; rows: Record<string, HorseMoveRow> };

export type HorseMoveKind = keyof typeof HORSE_MOVES.rows;

/**
 * 001 3.1 and Tab.2 "drawn vehicle": "normal 8U 1", "run 16U 2" (the player board prints "RUN 16 1"); "A
 * drawn vehicle cannot move sideways and it can go back of 3U spending 2 action points only if during the
 * previous turn it hasn't moved." Data only: 001 gives a vehicle no card, no crew, no price and no scenario
 * (register entry fafdm-drawn-vehicles), so no game puts one on a table.
 *
 * @example DRAWN_VEHICLE_MOVES.rows.run.maxU === 16
 */
export const DRAWN_VEHICLE_MOVES = {
  source: { document: '001_ac753b686cf1a971.txt', section: '3.1 MOVEMENT ACTION, Tab.2' } satisfies SourceRef,
  rayDegrees: 45,
  rows: {
    normal: { printed: 'normal', maxU: 8, ca: 1, reflexes: null },
    run: { printed: 'run', maxU: 16, ca: 2, reflexes: null },
    goBack: { printed: 'go back', maxU: 3, ca: 2, reflexes: null },
  },
} as const satisfies { source: SourceRef; rayDegrees: number; rows: Record<string, HorseMoveRow> };
