import type { Dice } from '../../../dice/Dice.ts';
import { distance } from '../../../geometry/distance.ts';
import type { FafdmFigure } from '../FafdmFigure.ts';
import type { FafdmLog } from '../FafdmLog.ts';
import type { ReflexesNeed } from '../reflexes/reflexesTest.ts';
import { FAFDM_OPTIONAL_ACTIONS } from '../tables/optionalActions.ts';
import type { Gait } from './HorseState.ts';
import type { HorseReadings } from './horseOptions.ts';
import { optionalActionTest } from './optionalActionTest.ts';

const ROWS = FAFDM_OPTIONAL_ACTIONS.rows;

/** Tab.1's row for getting on or off a horse at `gait`: its action points and the dice of two it needs. */
export function mountRow(gait: Gait): { ca: number; need: ReflexesNeed | null } {
  const row =
    gait === 'standing'
      ? ROWS.onOffStandingHorse
      : gait === 'trot'
        ? ROWS.onOffTrottingHorse
        : ROWS.offRunningHorse;
  return { ca: row.ca, need: row.reflexes };
}

/** How near his standing mount a figure on foot must be to get on it: in contact, as a fight's 1U (4.3). */
export const MOUNT_REACH_U = 1;

/**
 * Gets a figure off his mount (001 2.3 Tab.1 "get on/off a standing horse 1", "a trotting horse 1 TEST REFLEX
 * past with 1 dice of 2", "a running horse 1 [...] 2 dice of 2"; 2.4's Wyatt). The gait is the one of the
 * rider's last move. Passed, he stands beside it and the mount stands there; failed, he stays in the saddle
 * and the point is spent. The caller spends Tab.1's 1 CA. Returns whether he is off.
 *
 * @example getOff(wyatt, new ScriptedDice([3, 5]), readings, null) === false // off a running horse, REF 4
 */
export function getOff(fig: FafdmFigure, dice: Dice, r: HorseReadings, log: FafdmLog | null): boolean {
  const h = fig.horse;
  if (h === null || !h.mounted) return false;
  const { ca, need } = mountRow(h.gait);
  const gait = h.gait === 'standing' ? 'standing' : h.gait === 'trot' ? 'trotting' : 'running';
  const ok = optionalActionTest(
    fig,
    need,
    0,
    dice,
    r.reflexes,
    `gets off his ${gait} ${h.mount.name.toLowerCase()}`,
    log,
  );
  if (ok) {
    h.mounted = false;
    h.gait = 'standing';
    h.x = fig.x;
    h.y = fig.y;
  }
  log?.line(`  ${fig.name} ${ok ? 'is on foot' : 'stays in the saddle'} (Tab.1, ${ca} CA).`);
  return ok;
}

/**
 * Gets a figure on foot onto his standing mount within {@link MOUNT_REACH_U} (Tab.1 "get on/off a standing
 * horse 1", no test): he sits where it stands. The caller spends the 1 CA. Returns whether he is mounted.
 *
 * @example getOn(rider, null) === true
 */
export function getOn(fig: FafdmFigure, log: FafdmLog | null): boolean {
  const h = fig.horse;
  if (h === null || h.mounted || h.fallen || distance(h.x - fig.x, h.y - fig.y) > MOUNT_REACH_U) return false;
  h.mounted = true;
  h.gait = 'standing';
  fig.x = h.x;
  fig.y = h.y;
  log?.line(
    `  ${fig.name} gets on his standing ${h.mount.name.toLowerCase()} (Tab.1, ${mountRow('standing').ca} CA).`,
  );
  return true;
}
