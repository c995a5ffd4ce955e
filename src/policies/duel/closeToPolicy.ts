import type { DuelApproachPolicy, DuelApproachView } from './DuelApproachPolicy.ts';

/**
 * `close-to:d=D`: accepts any challenge; when activated, moves straight towards the opponent until within
 * `d` inches, then declares the Fast Draw. It moves just far enough to stop at `d` inches where the dice
 * allow (at least the least distance the rules demand, at most the roll). It plays a held action card when
 * that lets it draw at once (within `d` inches) and, under 000's Joker, rather than lose the card. On a
 * signal approach it keeps moving and leaves the draw to the signal.
 *
 * @example closeToPolicy(6).chooseAction({ ...view, distance: 5 }) === 'fast-draw'
 */
export function closeToPolicy(d: number): DuelApproachPolicy {
  if (!(Number.isFinite(d) && d >= 0)) throw new RangeError(`close-to needs d >= 0 inches, got ${d}`);
  const onSignal = (v: DuelApproachView): boolean => v.signalDistance >= 0;
  return {
    name: `close-to:d=${d}`,
    answerChallenge: () => 'accept',
    chooseAction: (v) => (v.distance <= d && !onSignal(v) ? 'fast-draw' : 'move'),
    chooseDistance: (v, least, most) => Math.min(most, Math.max(least, v.distance - d)),
    playActionCard: (v) => v.jokerCall || (v.distance <= d && !onSignal(v)),
  };
}
