import type { FafdmFigure } from '../../rules/fafdm/FafdmFigure.ts';
import { FAFDM_GUNS } from '../../rules/fafdm/tables/fafdmGuns.ts';

/**
 * Whether a figure declares he empties his six-shot's cylinder at a target (001 5.2.2: "which must to be
 * within the short ray of the weapon"), the choice of a tactic that gives none: with a full cylinder only,
 * and only when his SHOT makes more than one die likely to count (a die counts under SHOT: 6D6 give SHOT - 1
 * shots on target on average, against the one shot of a fire action), since the gun is empty after it; never
 * when he has taken aim (an aimed shot is the other way to use the turn).
 *
 * @example emptiesCylinder(bandit, 5) === true // SHOT 4, not aiming, six loaded, 5U within the six-shot's 6U
 */
export function emptiesCylinder(shooter: Readonly<FafdmFigure>, distanceU: number): boolean {
  return (
    shooter.gun === FAFDM_GUNS['six-shot'] &&
    !shooter.aiming &&
    shooter.shotsLeft === shooter.gun.total &&
    distanceU <= shooter.gun.shortU &&
    shooter.shot >= 3
  );
}
