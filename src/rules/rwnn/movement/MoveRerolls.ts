import type { Dice } from '../../../dice/Dice.ts';
import type { Figure } from '../figure/Figure.ts';
import { BatchRerolls } from '../shot/BatchRerolls.ts';
import { BATCH, type ShotChooser } from '../shot/ShotChooser.ts';
import type { ShotLog } from '../shot/ShotLog.ts';
import type { Mover, MoveRequest } from './Mover.ts';
import type { MoveRoll } from './MoveRoll.ts';
import type { MoveRules } from './MoveRules.ts';
import { fallOnes, judgeMove } from './rollMove.ts';

/** Nothing to work out between re-rolls: a chooser reads the faces, and the throw is judged once after. */
function noEvaluation(): void {}

/**
 * The re-roll skills on a movement throw (000 SKILLS & ATTRIBUTES; 003 SKILLS): "Lucky: may re-roll one*
 * dice from each batch of dice he throws", "Charmed: once* per gunfight he may re-roll a whole batch of dice,
 * or make an opponent do the same", "Cursed: each opposing player may cause him to re-roll one dice once*
 * per gunfight". A Move's (or Move & Fire's) dice, Swift's extra dice among them, are one batch of `BATCH.move`
 * (register entry movement-rerolls, `movement.rerolls`): the shared {@link BatchRerolls} asks the mover's
 * chooser and his opponent's in `shot.rerollOrder`, spending the same once-per-gunfight allowances as every
 * other batch, and the throw is then judged again ({@link judgeMove}): its distance and whether he fell over.
 * One object serves every move of a game; it allocates nothing.
 *
 * @example
 * const rerolls = new MoveRerolls(rules, 'own-first');
 * rollMove(mover, request, dice, rules, roll);
 * rerolls.reroll(roll, mover, request, al, bo, 12, false, dice, al.policy, bo.policy, log);
 */
export class MoveRerolls {
  private readonly rerolls: BatchRerolls;

  /**
   * @param rules The movement rules the throws are judged by (`movement.rerolls` among their readings).
   * @param order `shot.rerollOrder`: the mover's own re-rolls first, or those his opponent forces.
   */
  constructor(
    private readonly rules: MoveRules,
    order: 'own-first' | 'opponent-first',
  ) {
    this.rerolls = new BatchRerolls(order, noEvaluation);
  }

  /**
   * Whether a re-roll skill could touch a movement throw of `thrower` against `other`: `movement.rerolls=all`
   * and a Lucky or Charmed thrower, a Cursed one with a token left, or a Charmed opponent.
   *
   * @example moveRerolls.possible(al, null) === (al.profile.luckyDice > 0 || al.charmedLeft > 0 || al.curseTokens > 0)
   */
  possible(thrower: Figure, other: Figure | null): boolean {
    return this.rules.readings.rerolls === 'all' && BatchRerolls.possible(thrower, other);
  }

  /**
   * Makes every re-roll the skills allow, and the choosers want, on `roll`, the throw `mover` (the figure
   * `thrower`) just made for `request` ({@link rollMove}), against `other` (null when no opponent has a say):
   * `own` chooses for the thrower, `theirs` for `other`. The chooser sees how many 1s throw him over,
   * `wantInches` (how far off the point he makes for lies) and `fallLoses` (a fall ends the fight for him).
   * `roll` is then judged again in place. Returns `roll`.
   *
   * @example rerolls.reroll(roll, mover, request, al, bo, 12, false, dice, al.tactics, bo.tactics).fellOver
   */
  reroll(
    roll: MoveRoll,
    mover: Mover,
    request: MoveRequest,
    thrower: Figure,
    other: Figure | null,
    wantInches: number,
    fallLoses: boolean,
    dice: Dice,
    own: ShotChooser,
    theirs: ShotChooser | null,
    log?: ShotLog,
  ): MoveRoll {
    if (roll.diceThrown === 0 || !this.possible(thrower, other)) return roll;
    const v = this.rerolls.view;
    v.fallOnes = fallOnes(mover, this.rules);
    v.wantInches = wantInches;
    v.fallLoses = fallLoses;
    this.rerolls.rerollPooled(BATCH.move, 6, roll.counts, thrower, other, dice, own, theirs, log);
    return judgeMove(mover, request, this.rules, roll);
  }
}
