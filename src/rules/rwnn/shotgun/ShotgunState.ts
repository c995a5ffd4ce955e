import { SHOTGUN_WEAPONS, type ShotgunWeaponCode } from './ShotgunWeapon.ts';

/**
 * What the engine keeps between shotgun shots, per figure: the loaded barrels of his shotgun, and whether
 * his Le Mat's grapeshot barrel is spent ("The shotgun barrel can only be fired once per gunfight", 000
 * Le Mat Revolvers). A blast reads and updates it; {@link reset} starts a gunfight.
 *
 * @example const state = new ShotgunState(8); state.reset(0, SHOTGUN.shotgun); state.barrels[0] === 2
 */
export class ShotgunState {
  /** Loaded barrels, by figure. */
  readonly barrels: Uint8Array;
  /** 1 once the figure's Le Mat grapeshot barrel has been fired this gunfight. */
  readonly leMatFired: Uint8Array;

  constructor(capacity: number) {
    this.barrels = new Uint8Array(capacity);
    this.leMatFired = new Uint8Array(capacity);
  }

  /** Figure `i` starts a gunfight armed with `weapon`: every barrel loaded, a Le Mat's barrel unfired. */
  reset(i: number, weapon: ShotgunWeaponCode): void {
    this.barrels[i] = SHOTGUN_WEAPONS[weapon].barrels;
    this.leMatFired[i] = 0;
  }

  /** Barrels figure `i` may fire with `weapon` now (a Le Mat's one barrel until it is spent). */
  loaded(i: number, weapon: ShotgunWeaponCode): number {
    if (SHOTGUN_WEAPONS[weapon].oncePerGunfight) return this.leMatFired[i]! === 0 ? 1 : 0;
    return this.barrels[i]!;
  }

  /**
   * The Reload action: "A double barrel shotgun with two empty barrels still takes only 1 Action to
   * reload" (000 SHOTGUNS), but "Muzzle loading shotguns must be reloaded one barrel at a time" (000
   * MUSKETS & OTHER MUZZLE LOADING WEAPONS). A Le Mat's barrel is never reloaded.
   */
  reload(i: number, weapon: ShotgunWeaponCode, muzzleLoading = false): void {
    const w = SHOTGUN_WEAPONS[weapon];
    if (w.oncePerGunfight) return;
    const b = this.barrels[i]!;
    this.barrels[i] = muzzleLoading ? Math.min(w.barrels, b + 1) : w.barrels;
  }
}
