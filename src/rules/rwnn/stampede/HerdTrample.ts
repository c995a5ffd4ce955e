import type { Dice } from '../../../dice/Dice.ts';
import { Figure } from '../figure/Figure.ts';
import type { FigureRules } from '../figure/FigureRules.ts';
import { ARM, newFightContext, type FightContext } from '../fight/FightContext.ts';
import type { FightResolver } from '../fight/FightResolver.ts';
import { DEFAULT_FIGHT_CHOOSER } from '../fight/defaultFightChooser.ts';
import type { ShotLog } from '../shot/ShotLog.ts';

/**
 * The fighting chart row a stampeding beast attacks on, since the chart prints no TRAMPLE row: the unarmed
 * Fist row (`fist`) or the Clubbed Rifle row, a hoof struck as a rifle butt (`clubbed-rifle`). Register
 * entry stampede-trample-row.
 */
export type TrampleRow = 'fist' | 'clubbed-rifle';

/**
 * One roll "on the Fighting Table vs. TRAMPLE" (000 "What to do if a Stampede comes your way and you’re on
 * foot", step 3) as a round of close combat: a beast of the herd attacks the man on the ground on the
 * {@link TrampleRow} with "Horses trampling their opponent +1 Per movement dice rolled" (000 FIGHTING, horse
 * combat modifiers: the herd's movement dice this turn) and "Defender on ground +2"; a man on the ground
 * "does not roll dice in defence". The round is the resolver's own, so wounds, knock-outs and death follow
 * the wound charts as in any fight. The beast is a plain figure of no class modifier that is never hurt.
 *
 * @example trample.roll(man, 3, dice) // one roll of a herd that moved on three dice
 */
export class HerdTrample {
  private readonly beast: Figure;
  private readonly ctx: FightContext = newFightContext();

  constructor(
    private readonly resolver: FightResolver,
    figureRules: FigureRules,
    row: TrampleRow,
  ) {
    const weapon = row === 'fist' ? 'pistol' : 'rifle';
    this.beast = new Figure({ name: 'the herd', cls: 'gunman', weapons: [weapon] }, figureRules);
    this.ctx.attackerArm = row === 'fist' ? ARM.fist : ARM.club;
  }

  /**
   * One trample of `man` (knocked down, alive) by a herd that threw `movementDice` this turn. Changes his
   * wounds in place; allocates nothing.
   */
  roll(man: Figure, movementDice: number, dice: Dice, log?: ShotLog): void {
    this.beast.reset();
    this.ctx.attackerExtraDice = movementDice;
    this.resolver.attack(this.beast, man, this.ctx, dice, DEFAULT_FIGHT_CHOOSER, DEFAULT_FIGHT_CHOOSER, log);
  }
}
