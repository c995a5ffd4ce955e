import type { MountId, MountRow } from './mountTables.ts';
import { FAFDM_MOUNTS } from './mountTables.ts';

/** How the mount moved in its rider's last move (Tab.1 and Tab.3 read it): standing, trotting, running. */
export type Gait = 'standing' | 'trot' | 'run';

/**
 * A figure's mount in a game (001 3.1 on horseback, Tab.1 get on/off, Tab.3's horse rows, 4.2 and 4.2.2's
 * fallen horse): whether he sits on it, its gait, where it stands while he is off, and whether it has fallen.
 * Built once per figure that has a mount and {@link reset} for every trial.
 *
 * @example const h = new HorseState('horse', true); h.gait === 'standing'
 */
export class HorseState {
  readonly mount: MountRow;
  mounted = false;
  gait: Gait = 'standing';
  /** Struck down (4.2, 4.2.2): gone for the rest of the game. */
  fallen = false;
  /** Where the mount stands while its rider is off it. */
  x = 0;
  y = 0;

  constructor(
    readonly id: MountId,
    /** Whether the figure starts the game in the saddle (a band file's `mounts:`). */
    readonly startMounted: boolean,
  ) {
    this.mount = FAFDM_MOUNTS.rows[id];
    this.reset();
  }

  reset(): void {
    this.mounted = this.startMounted;
    this.gait = 'standing';
    this.fallen = false;
  }
}
