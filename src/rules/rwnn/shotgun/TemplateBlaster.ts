import type { Dice } from '../../../dice/Dice.ts';
import { GUN } from '../figure/GunState.ts';
import type { ShotLog } from '../shot/ShotLog.ts';
import { blastLineDistance } from './blastLineDistance.ts';
import type { FigurePositions } from './FigurePositions.ts';
import { SHOTGUN_RULE, type ShotgunBlast } from './ShotgunBlast.ts';
import type { ShotgunRules } from './ShotgunRules.ts';
import type { ShotgunShot } from './ShotgunShot.ts';
import type { ShotgunState } from './ShotgunState.ts';
import { SHOTGUN_WEAPONS } from './ShotgunWeapon.ts';
import { describeBlastGun, describeBlastHits, inches, nameOf } from './shotgunWords.ts';
import { checkBarrels } from './checkBarrels.ts';

/**
 * The TRWNN target-spot shotgun (000 SHOTGUNS TRWNN Rules Version; 003 SHOTGUNS): "mark out your target
 * spot ... about 12 inches from the character firing the shotgun" in the direction aimed (a sawn-off's as
 * read, a one-handed sawn-off's or Le Mat's three inches away); per barrel "one red dice for right, and one
 * black dice for left. The difference is the distance you should move your marker"; "All characters with
 * their head ... within one inch of an imaginary line drawn from the head of the character firing the
 * shotgun to either of the marker spots is hit"; "at six inch range or less shotguns cause two separate
 * wounds per hit" (sawn-offs three, a blunderbuss six); the effect die by range; "Having fired, the
 * shotgun is automatically out of ammo".
 *
 * The marker moves across the line of fire: to the firer's right is clockwise from his aim, (uy, -ux) for
 * an aim along (ux, uy) on a table whose bearings turn anticlockwise (geometry/bearing). One blaster serves
 * every blast of a worker and allocates nothing; with no log no string is built.
 *
 * @example blaster.fire(shot, false, pos, state, dice, blast); blast.hitsOn(1) // wound throws on figure 1
 */
export class TemplateBlaster {
  /** Per figure: its entry in the blast being built, or -1. */
  private readonly slot: Int32Array;

  constructor(
    readonly rules: ShotgunRules,
    capacity: number,
  ) {
    this.slot = new Int32Array(capacity).fill(-1);
  }

  /** Fires `shot` (the firer `moved` this turn or not) and writes the blast into `out`; updates `state`. */
  fire(
    shot: ShotgunShot,
    moved: boolean,
    pos: FigurePositions,
    state: ShotgunState,
    dice: Dice,
    out: ShotgunBlast,
    log?: ShotLog,
  ): ShotgunBlast {
    const r = this.rules;
    const w = shot.weapon;
    const f = shot.shooter;
    checkBarrels(shot, state, pos.count, this.slot.length);
    out.clear();
    out.rule = SHOTGUN_RULE.template;
    out.weapon = w;
    out.shooter = f;
    out.target = shot.target;
    out.barrels = shot.barrels;
    const xs = pos.xs;
    const ys = pos.ys;
    const fx = xs[f]!;
    const fy = ys[f]!;
    let ux = shot.aimX - fx;
    let uy = shot.aimY - fy;
    const len = Math.sqrt(ux * ux + uy * uy);
    if (!(len > 0)) throw new RangeError(`${nameOf(pos, f)} cannot aim a shotgun at his own feet`);
    ux /= len;
    uy /= len;
    const spot = r.spotInches[w]!;
    const sx = fx + spot * ux;
    const sy = fy + spot * uy;
    out.spotX = sx;
    out.spotY = sy;
    const segment = r.readings.line === 'segment';
    const slot = this.slot;
    for (let b = 0; b < shot.barrels; b++) {
      const red = dice.d6();
      const black = dice.d6();
      const k = red - black;
      const mx = sx + k * uy;
      const my = sy - k * ux;
      out.red[b] = red;
      out.black[b] = black;
      out.scatter[b] = k;
      out.markerX[b] = mx;
      out.markerY[b] = my;
      // "moving characters run the risk of firing either high or low; so if their marker is moved an even
      // number of inches, they have missed completely" (000 only; see shotgun-moving-miss). By default a scatter
      // of zero is no move at all, so no miss.
      if (moved && r.movingMisses(k)) {
        out.missed[b] = 1;
        continue;
      }
      for (let j = 0; j < pos.count; j++) {
        if (j === f || pos.eligible[j] === 0) continue;
        const dx = xs[j]! - fx;
        const dy = ys[j]! - fy;
        const range = Math.sqrt(dx * dx + dy * dy);
        if (blastLineDistance(fx, fy, mx, my, xs[j]!, ys[j]!, segment) > r.reach(w, range)) continue;
        let e = slot[j]!;
        if (e < 0) {
          e = out.add(j, range);
          slot[j] = e;
        }
        out.barrelMask[e]! |= 1 << b;
      }
    }
    const once = r.readings.bothLines === 'once';
    for (let e = 0; e < out.count; e++) {
      slot[out.figure[e]!] = -1;
      const mask = out.barrelMask[e]!;
      const barrels = once ? 1 : (mask & 1) + (mask >> 1);
      const range = out.range[e]!;
      out.hits[e] = barrels * r.woundsPerHit(w, range);
      out.effectModifier[e] = r.effectModifier(w, range);
    }
    out.sortByRange();
    if (SHOTGUN_WEAPONS[w].oncePerGunfight) {
      state.leMatFired[f] = 1;
      out.setsGun = false;
    } else {
      // "Having fired, the shotgun is automatically out of ammo": every barrel, however many were fired.
      state.barrels[f] = 0;
      out.gun = GUN.outOfAmmo;
    }
    out.barrelsLeft = 0;
    if (log) this.narrate(out, moved, pos, log);
    return out;
  }

  private narrate(b: ShotgunBlast, moved: boolean, pos: FigurePositions, log: ShotLog): void {
    const w = SHOTGUN_WEAPONS[b.weapon];
    const what = b.barrels === 2 ? `both barrels of his ${w.name}` : `his ${w.name}`;
    const spot = this.rules.spotInches[b.weapon]!;
    log.line(
      `  ${nameOf(pos, b.shooter)}${moved ? ', having moved,' : ''} fires ${what} at a spot ${inches(spot)} off towards ${nameOf(pos, b.target)}.`,
    );
    for (let i = 0; i < b.barrels; i++) {
      const k = b.scatter[i]!;
      const moves =
        k === 0 ? 'stays on the spot' : `moves ${inches(Math.abs(k))} ${k < 0 ? 'left' : 'right'}`;
      const missed = b.missed[i] === 1 ? ': an even scatter for a moving firer, a clean miss' : '';
      let hit = '';
      if (b.missed[i] === 0) {
        const names: string[] = [];
        for (let e = 0; e < b.count; e++)
          if ((b.barrelMask[e]! >> i) & 1) names.push(nameOf(pos, b.figure[e]!));
        hit = names.length === 0 ? ': nobody in its line' : `: hits ${names.join(', ')}`;
      }
      log.line(
        `  Barrel ${i + 1}: red ${b.red[i]}, black ${b.black[i]}, the marker ${moves}${missed}${hit}.`,
      );
    }
    for (const line of describeBlastHits(b, pos)) log.line(line);
    log.line(describeBlastGun(b));
  }
}
