import { closeToPolicy } from './closeToPolicy.ts';
import { drawAtOncePolicy, type DuelApproachPolicy } from './DuelApproachPolicy.ts';

/** The approach policies by name, with their parameters, for `--help` and error messages. */
export const APPROACH_POLICY_NAMES = ['draw-at-once', 'close-to:d=D'] as const;

/**
 * Reads an approach policy (what a duellist does before the first draw when the duel starts from the fate
 * deck), written `draw-at-once` or `close-to:d=D` (D inches, an integer 0..18); returns a message naming
 * what is wrong instead when it cannot.
 *
 * @example parseApproachPolicy('close-to:d=6') // moves toward the opponent until within 6", then draws
 */
export function parseApproachPolicy(text: string): DuelApproachPolicy | string {
  if (text === 'draw-at-once') return drawAtOncePolicy;
  const m = /^close-to:d=(\d+)$/.exec(text);
  if (m && Number(m[1]) <= 18) return closeToPolicy(Number(m[1]));
  if (text.startsWith('close-to')) return `close-to takes d=D, inches from 0 to 18 (got "${text}")`;
  return `unknown approach policy "${text}"; allowed: ${APPROACH_POLICY_NAMES.join(', ')}`;
}
