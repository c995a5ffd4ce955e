import type { ReadingOption } from '../../odds/OddsMechanic.ts';
import type { SkirmishTable } from '../../rules/fafdm/skirmishTable.ts';
import type { SkirmishBoard } from '../fafdmSkirmish/SkirmishBoard.ts';
import type { SkirmishMission } from '../fafdmSkirmish/SkirmishMission.ts';

/** One scenario of 001 10.1-10.6 as the product plays it: its table, its bands' parts, its rules. */
export interface FafdmMission {
  /** The scenario's name in files, e.g. `fafdm-bank-robbery`. */
  readonly name: string;
  readonly section: string;
  readonly summary: string;
  readonly table: SkirmishTable;
  /** What bands a and b are in it, for messages and reports. */
  readonly parts: { readonly a: string; readonly b: string };
  /** Its own options (register entries), besides the engine's. */
  readonly options: readonly ReadingOption[];
  /** Whether each band must field its leader (10.3). */
  readonly leaders: boolean;
  /** The turns it lasts when fixed by its text (10.5: 8), or null for the file's `turnCap`. */
  readonly rounds: number | null;
  /** Builds its rules on a board, with its options' values. */
  build(board: SkirmishBoard, options: Readonly<Record<string, string>>): SkirmishMission;
}
