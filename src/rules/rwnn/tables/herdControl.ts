import type { SourceRef } from '../../SourceRef.ts';
import type { ByDieFace } from './DieFace.ts';

/** The throw's two results. @example const o: HerdControlOutcome = 'control-regained'; */
export type HerdControlOutcome = 'control-regained' | 'no-control';

/** The chart. @example HERD_CONTROL.cowboysNeeded === 2 */
export interface HerdControlTable {
  readonly source: SourceRef;
  readonly printed: string;
  /** At least this many cowboys in front of the herd, each taking an action, before the throw. */
  readonly cowboysNeeded: number;
  readonly results: ByDieFace<{ readonly outcome: HerdControlOutcome; readonly printed: string }>;
}

const REGAINED = {
  outcome: 'control-regained',
  printed:
    '1-4 Control Regained! A Cattle Drive has been created, consisting of; the participating cowboys, and the herd.',
} as const;
const NO_CONTROL = {
  outcome: 'no-control',
  printed: '5-6 No Control. The herd continues to amble as before.',
} as const;

/**
 * 000 "Regaining Control of the Herd": at least 2 cowboys move in front of an uncontrolled (not stampeding)
 * herd and take an action; then 1-4 control regained (a new Cattle Drive), 5-6 no control.
 *
 * @example HERD_CONTROL.results[4].outcome === 'control-regained'
 */
export const HERD_CONTROL = {
  source: { document: '000_53eda652e9702143.txt', section: 'Regaining Control of the Herd' },
  printed:
    'To regain control of a herd after Group Movement has been broken, at least 2 cowboys must move in front of the herd and take one action ‘doing things’ to regain control. (The original rules suggest; firing pistols, waving hats, etc.) At the end of their action roll 1 D6 with the following results.',
  cowboysNeeded: 2,
  results: { 1: REGAINED, 2: REGAINED, 3: REGAINED, 4: REGAINED, 5: NO_CONTROL, 6: NO_CONTROL },
} as const satisfies HerdControlTable;
