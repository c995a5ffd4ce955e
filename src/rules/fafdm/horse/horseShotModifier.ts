import type { FafdmFigure } from '../FafdmFigure.ts';
import { SHOT_MODIFIERS as M } from '../tables/shotModifiers.ts';

/**
 * Tab.3's rows for horses (001 4.2 FIRE): "Shooting to a target on a trotting horse +2", "on a running
 * horse +1", "Shooting from a trotting horse [...] -1", "from a horse/fast moving vehicle -2" (read as a
 * running horse: register entry fafdm-horse-moves). A mount standing still gives no row. The carbine "makes
 * it possible to decrease by 1 modifiers for shooting from horseback" (5.3, Tab.7 "-1 mod horse back shot"):
 * the shooter's penalty is one less, never a bonus. 0 for figures on foot.
 *
 * @example horseShotModifier(riderTrotting, banditOnFoot) === -1
 */
export function horseShotModifier(shooter: FafdmFigure, target: FafdmFigure): number {
  let m = 0;
  const t = target.horse;
  if (t !== null && t.mounted)
    m += t.gait === 'trot' ? M.targetTrotting : t.gait === 'run' ? M.targetRunning : 0;
  const s = shooter.horse;
  if (s !== null && s.mounted && s.gait !== 'standing') {
    const from = s.gait === 'trot' ? M.fromTrotting : M.fromRunning;
    m += shooter.gunId === 'carbine' || shooter.gunId === 'carbine-17' ? Math.min(0, from + 1) : from;
  }
  return m;
}
