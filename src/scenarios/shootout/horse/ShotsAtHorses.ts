import { bearing } from '../../../geometry/bearing.ts';
import { distance } from '../../../geometry/distance.ts';
import type { HorseReadings } from '../../../rules/rwnn/horse/HorseReadings.ts';
import { horseHit, newHorseHitReport } from '../../../rules/rwnn/horse/horseHit.ts';
import type { HorseState } from '../../../rules/rwnn/horse/HorseState.ts';
import type { Gunfighter } from '../Gunfighter.ts';
import type { ShootoutContext } from '../ShootoutContext.ts';

/**
 * A man on foot shooting a riderless horse (000 LOSS OF CONTROL: a bolter "will be carried away unless
 * stopped, shot, thrown etc."; SHOOTING AT HORSES; INJURY TO HORSES). With no one in the saddle there is no
 * throw for horse or rider: every hit strikes the horse, read on the injury chart ({@link horseHit}). The
 * chart's throws for loss of control are its rider's, so a graze or a wound leaves a riderless bolter
 * bolting (a wounded one slower); a fall stops it where it lies, for good when the second throw leaves it
 * dead or seriously injured, and "bolts once rider has extricated himself" sends it on at once, there
 * being no rider (register entry riderless-horse-hit). The shot is his turn's: a deliberate one in the
 * open (blazing when he must), by {@link GunfireDesk.fireAtMark}. Allocates nothing.
 *
 * @example if (shots.canShoot(f, h)) shots.fire(f, h, hi);
 */
export class ShotsAtHorses {
  private readonly hit = newHorseHitReport();

  constructor(
    private readonly game: ShootoutContext,
    private readonly readings: HorseReadings,
  ) {}

  /** Whether `f` could shoot `h` now: a ready gun (no bow or thrown weapon), `h` in sight and in its reach. */
  canShoot(f: Gunfighter, h: HorseState): boolean {
    const g = f.readyGun();
    if (g < 0 || f.indian !== null || !this.game.table.canSee(f.x, f.y, h.x, h.y)) return false;
    const band = this.game.rules.duel.shot.bandDice(f.weaponIndex[g]!, distance(h.x - f.x, h.y - f.y));
    return band === band;
  }

  /** `f` turns to horse `hi` (`h`) and fires at it; each hit is an injury to the horse. */
  fire(f: Gunfighter, h: HorseState, hi: number): void {
    const game = this.game;
    const log = game.log;
    const g = f.readyGun();
    f.facing = bearing(f.x, f.y, h.x, h.y);
    if (log) log.line(`  ${f.name} fires at the bolting horse ${hi + 1}.`);
    const hits = game.gunfire.fireAtMark(f, g, distance(h.x - f.x, h.y - f.y), h.dice > 0);
    for (let k = 0; k < hits && !h.dead; k++) {
      const r = horseHit(h, this.readings, game.dice!, this.hit);
      // No rider to extricate himself: a fallen horse that "bolts once rider has extricated himself" bolts now.
      if (r.boltsWhenFree) h.control.bolting = true;
      if (!log) continue;
      const fell = r.injury.fall;
      const then = h.dead
        ? 'it is down for good'
        : fell === null
          ? 'it bolts on'
          : h.control.bolting
            ? 'it gets up and bolts on'
            : 'it gets up and stands';
      log.line(`  The hit strikes the horse: ${r.injury.result.outcome}; ${then}.`);
    }
  }
}
