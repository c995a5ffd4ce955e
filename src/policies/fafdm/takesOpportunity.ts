import type { FafdmFigure } from '../../rules/fafdm/FafdmFigure.ts';

/**
 * Whether a figure not yet activated spends his whole turn on an opportunity shot at a mover he sees (001
 * 4.2.3), the choice of a tactic that gives none: always at a charge coming for him (4.3: it is his last
 * chance before the fight), otherwise only within his gun's short range, where the shot is worth his turn.
 *
 * @example takesOpportunity(guard, 4, false) === true // a six-shot's short range is 6U
 */
export function takesOpportunity(
  shooter: Readonly<FafdmFigure>,
  distanceU: number,
  chargedAtHim: boolean,
): boolean {
  return chargedAtHim || distanceU <= shooter.gun.shortU;
}
