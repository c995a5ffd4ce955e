import type { Dice } from '../../dice/Dice.ts';
import { distance } from '../../geometry/distance.ts';
import type { SkirmishPlan, SkirmishView } from '../../policies/fafdm/FafdmTactic.ts';
import type { FafdmFigure } from '../../rules/fafdm/FafdmFigure.ts';
import type { FafdmLog } from '../../rules/fafdm/FafdmLog.ts';
import type { FafdmNerve } from '../../rules/fafdm/FafdmNerve.ts';
import type { FafdmShotSituation } from '../../rules/fafdm/FafdmShotSituation.ts';
import { FAFDM_GUNS, type FafdmGunRow } from '../../rules/fafdm/tables/fafdmGuns.ts';
import { MELEE_WEAPONS } from '../../rules/fafdm/tables/meleeWeapons.ts';
import type { SkirmishBoard } from '../fafdmSkirmish/SkirmishBoard.ts';
import type { TableRules } from '../fafdmSkirmish/TableRules.ts';
import type { MatchTraits } from './MatchTraits.ts';

/** 5.3 RIFLES: every row of Tab.7 (they share its source). */
const isRifle = (gun: FafdmGunRow): boolean => gun.source === FAFDM_GUNS.rifle.source;

/** 5.4 SIDE ARMS: every row of Tab.8 the engine plays (the bow, the knife, the tomahawk). */
const isSideArm = (gun: FafdmGunRow): boolean => gun.source === FAFDM_GUNS.bow.source;

/** A side arm in hand in a fight, as Tab.4 counts it: the knife or the tomahawk (a bow leaves bare hands). */
const sideArmInHand = (fig: FafdmFigure): boolean => isSideArm(fig.gun) && MELEE_WEAPONS[fig.gunId].improper;

/**
 * A campaign's characters as they come to a match (001 6.5 Tab.12, 7.2 Tab.14): the bands' and the
 * scenario's rules (`inner`) first, then each figure's skills and invalidities from his {@link MatchTraits}:
 * RIFLEMAN's and GUNSLINGER's +1 to hit, WARRIOR's with a side arm, HARD's and BOXER's coolness,
 * PREACHER's coolness in a panic test for each friend within 6U, SNIPER's aim; the diseased's -1 to fight,
 * the blind's 18U (for an opportunity shot too), the crippled who cannot run. A figure without traits (none
 * given) plays as printed.
 *
 * @example board.rules = new CampaignRulesInPlay(bandRules, board, traits)
 */
export class CampaignRulesInPlay implements TableRules, FafdmNerve {
  /** The nerve the inner rules set for the attack being resolved (asked first). */
  private nerve: FafdmNerve | null = null;

  constructor(
    private readonly inner: TableRules,
    private readonly board: SkirmishBoard,
    private readonly traits: ReadonlyMap<FafdmFigure, MatchTraits>,
  ) {}

  reset(): void {
    this.inner.reset();
  }

  shootPast(shooter: FafdmFigure): readonly FafdmFigure[] | null {
    return this.inner.shootPast(shooter);
  }

  mayShootAt(shooter: FafdmFigure, target: FafdmFigure): boolean {
    if (!this.inner.mayShootAt(shooter, target)) return false;
    const t = this.traits.get(shooter);
    // Blind (Tab.12): "it cannot see over 18U".
    return t === undefined || distance(target.x - shooter.x, target.y - shooter.y) <= t.sightU;
  }

  situate(
    by: FafdmFigure,
    target: FafdmFigure,
    melee: boolean,
    distanceU: number,
    at: FafdmShotSituation,
  ): void {
    this.inner.situate(by, target, melee, distanceU, at);
    const t = this.traits.get(by);
    at.coolnessBonus = 0;
    if (t !== undefined) {
      if (melee) {
        at.attackBonus = (at.attackBonus ?? 0) + t.fight + (sideArmInHand(by) ? t.sideArm : 0);
        at.coolnessBonus = t.fightCool;
      } else {
        at.attackBonus =
          (at.attackBonus ?? 0) +
          // GUNSLINGER's "any gun" is a firearm; WARRIOR's "any side arms" a row of Tab.8.
          (isSideArm(by.gun) ? t.sideArm : t.shotAny) +
          (isRifle(by.gun) ? t.shotRifle : 0) +
          (by.aiming ? t.aimExtra : 0);
        at.coolnessBonus = t.shotCool;
      }
    }
    this.nerve = at.nerve ?? null;
    at.nerve = this;
  }

  immune(fig: FafdmFigure): boolean {
    return this.nerve?.immune(fig) ?? false;
  }

  panicCool(fig: FafdmFigure, from: FafdmFigure): number {
    const cool = this.nerve?.panicCool(fig, from) ?? fig.cool;
    const t = this.traits.get(fig);
    if (t === undefined || t.panicPerFriend === 0) return cool;
    // PREACHER/SHAMAN: "+1 coolness in panic test for every friend miniature within 6" (except it)".
    let friends = 0;
    for (const f of this.board.sides[this.board.sideOf(fig)].figures)
      if (f !== fig && f.inPlay && distance(f.x - fig.x, f.y - fig.y) <= t.friendReachU) friends++;
    return cool + friends * t.panicPerFriend;
  }

  act(fig: FafdmFigure, points: number, dice: Dice, log: FafdmLog | null): number {
    return this.inner.act(fig, points, dice, log);
  }

  steer(fig: FafdmFigure, view: SkirmishView, plan: SkirmishPlan, log: FafdmLog | null): boolean {
    const mayFire = this.inner.steer(fig, view, plan, log);
    if (plan.pace === 'run' && this.traits.get(fig)?.noRun === true) {
      plan.pace = 'walk';
      log?.line(`  ${fig.name} is crippled (Tab.12) and cannot run: he walks.`);
    }
    return mayFire;
  }

  afterMove(fig: FafdmFigure, log: FafdmLog | null): void {
    this.inner.afterMove(fig, log);
  }

  afterAttack(
    by: FafdmFigure,
    target: FafdmFigure,
    struck: boolean,
    melee: boolean,
    dice: Dice,
    log: FafdmLog | null,
  ): void {
    this.inner.afterAttack(by, target, struck, melee, dice, log);
  }
}
