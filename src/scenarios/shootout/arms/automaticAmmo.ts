import type { Dice } from '../../../dice/Dice.ts';
import { GUN } from '../../../rules/rwnn/figure/GunState.ts';
import type { ShotLog } from '../../../rules/rwnn/shot/ShotLog.ts';
import type { Gunfighter } from '../Gunfighter.ts';

/**
 * A semi-automatic pistol that has just run out of ammo (000 Semi-Automatic Pistols): "whenever an automatic
 * 'runs out of ammo' roll an extra D6. If the result is a '6' then the gun has NOT run out of ammo. Hits are
 * inflicted as normal, and the shooter does not take an action to reload. If the result is a '1' then the
 * gun has jammed." On 2-5 it is out of ammo as a revolver. The jam on two more 1s than 6s stands ("the gun
 * still jams"). Called only for an automatic whose gun `g` the shot left out of ammo: a game without one
 * throws nothing here.
 *
 * @example if (f.automatic && f.guns[g] === GUN.outOfAmmo) automaticAmmo(f, g, dice, log);
 */
export function automaticAmmo(f: Gunfighter, g: number, dice: Dice, log: ShotLog | undefined): void {
  const face = dice.d6();
  if (face === 6) f.guns[g] = GUN.loaded;
  else if (face === 1) f.guns[g] = GUN.jammed;
  if (log)
    log.line(
      `  ${f.name}'s automatic throws ${face} for its ammunition: ${face === 6 ? 'not out of ammo after all' : face === 1 ? 'jammed' : 'out of ammo'}.`,
    );
}
