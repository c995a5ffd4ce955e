import type { Dice, FaceCounts } from '../../dice/Dice.ts';
import type { Figure } from '../../rules/rwnn/figure/Figure.ts';
import { BatchRerolls } from '../../rules/rwnn/shot/BatchRerolls.ts';
import type { OwnThrowKind, ShotChooser } from '../../rules/rwnn/shot/ShotChooser.ts';
import type { ShotLog } from '../../rules/rwnn/shot/ShotLog.ts';

/**
 * The re-roll skills on a figure's own single throws in a shootout (000 SKILLS & ATTRIBUTES; 003 SKILLS):
 * "Lucky: may re-roll one* dice from each batch of dice he throws", "Charmed: once* per gunfight he may
 * re-roll a whole batch of dice, or make an opponent do the same", "Cursed: each opposing player may cause
 * him to re-roll one dice once* per gunfight". A knocked-out man "must attempt to throw a 6" (000 and 003
 * WOUNDS), a Jumpy man "only has a 50%* chance of recovering", and in woods "The firer must throw a dice
 * and score more than the total density" (000 COMBAT IN THE GREAT OUTDOORS), a Stoopid man must "throw each
 * turn": each throws for himself, so each throw is a batch of his (`BATCH.comeRound`, `BATCH.recover`,
 * `BATCH.clearShot`, `BATCH.stoopid`; register entry single-throw-rerolls, `shootout.singleRerolls`). Every die of the batch must show `need` or more. The shared
 * {@link BatchRerolls} asks his chooser and his opponent's in `shot.rerollOrder`, spending the same
 * once-per-gunfight allowances as every other batch. One object serves every throw of a game; it allocates
 * nothing.
 *
 * @example
 * const rerolls = new OwnThrowRerolls('own-first');
 * counts.fill(0); counts[dice.d6()]++;
 * const cameRound = rerolls.reroll(BATCH.comeRound, 6, counts, al, bo, dice, al.tactics, bo.tactics, log);
 */
export class OwnThrowRerolls {
  private readonly rerolls: BatchRerolls;

  /** @param order `shot.rerollOrder`: the thrower's own re-rolls first, or those his opponent forces. */
  constructor(order: 'own-first' | 'opponent-first') {
    this.rerolls = new BatchRerolls(order, () => this.evaluate());
  }

  /** The dice that pass as the batch now stands, for the next chooser. */
  private evaluate(): void {
    const v = this.rerolls.view;
    let pass = 0;
    for (let f = v.hitsOn; f <= 6; f++) pass += v.counts[f]!;
    v.hits = pass;
  }

  /**
   * Makes every re-roll the skills allow, and the choosers want, on the throw `thrower` just made, its faces
   * in `counts` (changed in place), each die needing `need` or more (clamped to 1..6), against `other` (null
   * when no opponent has a say): `own` chooses for the thrower, `theirs` for `other`. Returns whether every
   * die now passes.
   *
   * @example rerolls.reroll(BATCH.recover, 4, counts, al, bo, dice, al.tactics, bo.tactics) // a Jumpy man's 50%
   */
  reroll(
    kind: OwnThrowKind,
    need: number,
    counts: FaceCounts,
    thrower: Figure,
    other: Figure | null,
    dice: Dice,
    own: ShotChooser,
    theirs: ShotChooser | null,
    log?: ShotLog,
  ): boolean {
    const hitsOn = need < 1 ? 1 : need > 6 ? 6 : need;
    this.rerolls.rerollPooled(kind, hitsOn, counts, thrower, other, dice, own, theirs, log);
    const v = this.rerolls.view;
    return v.hits === counts[1]! + counts[2]! + counts[3]! + counts[4]! + counts[5]! + counts[6]!;
  }

  /**
   * Whether a re-roll skill could touch a throw of `thrower` against `other` (a Lucky or Charmed thrower, a
   * Cursed one with a token left, or a Charmed opponent).
   *
   * @example ownThrowRerolls.possible(al, null) === (al.profile.luckyDice > 0 || al.charmedLeft > 0 || al.curseTokens > 0)
   */
  possible(thrower: Figure, other: Figure | null): boolean {
    return BatchRerolls.possible(thrower, other);
  }
}
