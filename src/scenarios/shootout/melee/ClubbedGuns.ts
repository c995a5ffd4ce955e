import { ARM, type FightContext } from '../../../rules/rwnn/fight/FightContext.ts';
import type { FightResolver } from '../../../rules/rwnn/fight/FightResolver.ts';
import type { FightResult } from '../../../rules/rwnn/fight/FightResult.ts';
import type { Gunfighter } from '../Gunfighter.ts';
import type { ShootoutContext } from '../ShootoutContext.ts';
import { meleeRulesFrom } from './MeleeRules.ts';

/**
 * Clubbed pistols and rifles in a shootout's fights (000 FIGHTING: the fighting chart's "Clubbed Pistol" and
 * "Clubbed Rifle" rows; "Attackers and defenders must announce that they are clubbing their weapon before
 * the attacker rolls his movement dice, neither can fire on their next turn, irrespective of whether a
 * fight takes place"), played under `melee.clubbing=unloaded` (register entry clubbed-guns):
 *
 * - a fighter who would fight with his fists, his gun in hand not ready to fire (empty, jammed) or barred,
 *   clubs it instead ({@link choose}): an attacker when the clubbed row gives him at least as many attack
 *   dice (the printed rows give 3 each, and the clubbed rows' effects are the heavier: a knock-out or a
 *   wound where fists knock down), a defender only for more defence dice (his 6s only cancel hits, and the
 *   printed Fist row defends with 4 to the club's 3); a blade he carries is then weighed against the club as
 *   against a gun (CloseCombat.drawsBlade);
 * - he announces it before the charge's movement dice: a charge that falls short of contact still bars the
 *   clubber's fire ({@link announcedAnyway});
 * - the bar (`fight.clubNoFire`: the clubber, or both fighters) holds for the barred man's next turn: he may
 *   not fire on it ({@link barred}).
 *
 * Made by the game only when the option is on: otherwise nothing here changes a choice (no die is thrown
 * here in any case).
 *
 * @example if (game.clubs !== null) game.clubs.choose(f, t, ctx, fights);
 */
export class ClubbedGuns {
  /** By figure: 1 while the turn he is playing is one on which he may not fire. */
  private readonly barredNow: Uint8Array;

  private constructor(private readonly game: ShootoutContext) {
    this.barredNow = new Uint8Array(game.figures.length);
  }

  /** The clubbed guns of `game`, or null unless `melee.clubbing` plays them. */
  static of(game: ShootoutContext): ClubbedGuns | null {
    return meleeRulesFrom(game.rules.options).clubbing === 'never' ? null : new ClubbedGuns(game);
  }

  /** A new gunfight: nobody barred. */
  reset(): void {
    this.barredNow.fill(0);
  }

  /**
   * Sets the attacker's and the defender's arm in `ctx` to their clubbed gun where each would otherwise
   * fight with his fists: the attacker when the Clubbed row gives him at least as many attack dice, the
   * defender when it gives him more defence dice.
   */
  choose(f: Gunfighter, t: Gunfighter, ctx: FightContext, fights: FightResolver): void {
    if (ctx.attackerArm === ARM.fist && f.guns.length > 0) {
      const fists = fights.attackDice(f, t, ctx);
      ctx.attackerArm = ARM.club;
      ctx.attackerHand = 0;
      if (!(fights.attackDice(f, t, ctx) >= fists)) ctx.attackerArm = ARM.fist;
    }
    if (ctx.defenderArm === ARM.fist && t.guns.length > 0) {
      const fists = fights.defendDice(f, t, ctx);
      ctx.defenderArm = ARM.club;
      ctx.defenderHand = 0;
      if (!(fights.defendDice(f, t, ctx) > fists)) ctx.defenderArm = ARM.fist;
    }
  }

  /** After an attack: whoever the fight's result bars from firing is barred on his next turn. */
  afterFight(f: Gunfighter, t: Gunfighter, r: FightResult): void {
    this.bar(f, t, r.attackerNoFire);
    this.bar(t, f, r.defenderNoFire);
  }

  /**
   * A charge that fell short (000: "irrespective of whether a fight takes place"): the clubbing announced
   * in `ctx` (the fight he would have had) bars the clubber, and his opponent too under
   * `fight.clubNoFire=both-fighters`.
   */
  announcedAnyway(f: Gunfighter, t: Gunfighter, ctx: FightContext, both: boolean): void {
    const a = ctx.attackerArm === ARM.club;
    const d = ctx.defenderArm === ARM.club;
    this.bar(f, t, a || (both && d));
    this.bar(t, f, d || (both && a));
  }

  private bar(f: Gunfighter, other: Gunfighter, barred: boolean): void {
    if (!barred || f.clubbed) return;
    f.clubbed = true;
    if (this.game.log)
      this.game.log.line(`  ${f.name} may not fire on his next turn (a gun clubbed against ${other.name}).`);
  }

  /** The start of `f`'s turn: a bar set before it holds for this turn, and ends with it. */
  turnStart(f: Gunfighter): void {
    this.barredNow[f.index] = f.clubbed ? 1 : 0;
    f.clubbed = false;
  }

  /** Whether `f` may not fire on the turn he is playing (he or his opponent clubbed a gun on his last). */
  barred(f: Gunfighter): boolean {
    return this.barredNow[f.index] === 1;
  }

  /** For a shot chosen before the bar was known (a Move & Fire): true, narrated, when he may not fire. */
  holdsFire(f: Gunfighter): boolean {
    if (this.barredNow[f.index] === 0) return false;
    if (this.game.log)
      this.game.log.line(`  ${f.name} may not fire this turn: a gun was clubbed in his fight.`);
    return true;
  }
}
