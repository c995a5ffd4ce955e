import type { Figure } from '../figure/Figure.ts';
import { GUN } from '../figure/GunState.ts';
import { ARM, BLADE, type ArmCode, type BladeCode } from './FightContext.ts';
import { FIGHT_ROW } from './FightRow.ts';
import type { FightRules } from './FightRules.ts';

// Weapon indices of WEAPONS: pistol 0; rifle, repeating rifle, carbine, breech-loader 1..4; shotgun 5,
// sawn-off 6; bow 7.
const PISTOL = 0;
const LAST_RIFLE = 4;
const LAST_SHOTGUN = 6;

/**
 * Whether the gun in hand `g` of `f` can be fired now: loaded, and his wounds let him fire it. A shot! from
 * any other gun "counts ... as no effect" (000 FIGHTING, said of a character "out of ammo").
 *
 * @example gunFires(ames, 0) === true
 */
export function gunFires(f: Figure, g: number): boolean {
  return f.guns[g] === GUN.loaded && f.armAllows(g);
}

/**
 * The fighting-chart row `f` fights with when he chooses `arm` (with the gun in hand `hand`, or the blade
 * `blade`), or -1 when he cannot:
 *
 * - fists: always ("Fist");
 * - shooting: "they roll on the pistol or the rifle rows of the fighting chart, as appropriate" (000
 *   FIGHTING): a pistol on the Pistol row, any rifle or carbine on the Rifle row, a shotgun or sawn-off on
 *   the Rifle row (`fight.shotgunShoots`), a bow on none. A gun out of ammo keeps its row (its shot! is no
 *   effect); a jammed or busted gun, or one his wounds stop him firing, too, unless `fight.unfireableGun=no-row`;
 * - clubbing: a pistol on "Clubbed Pistol", any long gun on "Clubbed Rifle", whatever its state; a bow on none;
 * - a blade: a Bowie knife on "Bowie Knife", a knife or a foot lance or long spear on "Knife/Lance", a
 *   mounted lance there too (its "machete row" is printed nowhere, see fighting-chart-not-in-extended; no
 *   figure rides yet, so the other reading waits for the horses rules), a tomahawk on "Tomahawk".
 *
 * @example fightRowOf(rules, ames, ARM.club, 0, BLADE.none) === FIGHT_ROW.clubbedPistol
 */
export function fightRowOf(r: FightRules, f: Figure, arm: ArmCode, hand: number, blade: BladeCode): number {
  switch (arm) {
    case ARM.fist:
      return FIGHT_ROW.fist;
    case ARM.shoot: {
      if (hand < 0 || hand >= f.guns.length) return -1;
      const w = f.weaponIndex[hand]!;
      if (w > LAST_SHOTGUN || (w > LAST_RIFLE && r.readings.shotgunShoots === 'no-row')) return -1;
      if (r.readings.unfireableGun === 'no-row' && f.guns[hand] !== GUN.outOfAmmo && !gunFires(f, hand))
        return -1;
      return w === PISTOL ? FIGHT_ROW.pistol : FIGHT_ROW.rifle;
    }
    case ARM.club: {
      if (hand < 0 || hand >= f.guns.length) return -1;
      const w = f.weaponIndex[hand]!;
      if (w > LAST_SHOTGUN) return -1;
      return w === PISTOL ? FIGHT_ROW.clubbedPistol : FIGHT_ROW.clubbedRifle;
    }
    default:
      switch (blade) {
        case BLADE.bowieKnife:
          return FIGHT_ROW.bowieKnife;
        case BLADE.knife:
        case BLADE.footLance:
        case BLADE.mountedLance:
          return FIGHT_ROW.knifeLance;
        case BLADE.tomahawk:
          return FIGHT_ROW.tomahawk;
        default:
          return -1;
      }
  }
}
