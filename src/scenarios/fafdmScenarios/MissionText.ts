import type { SourceRef } from '../../rules/SourceRef.ts';

/**
 * A scenario of 001 10.1-10.6 as printed: its table, formation, victory conditions and special rules,
 * quoted (typos and all) with the section they come from. The numbers a scenario plays sit beside it, each
 * naming the words it reads.
 */
export interface MissionText {
  readonly source: SourceRef;
  readonly table: string;
  readonly formation: string;
  readonly victory: string;
  readonly rules: string;
}
