import { newFaceCounts, type Dice } from '../../../dice/Dice.ts';
import type { Figure } from '../figure/Figure.ts';
import { GUN } from '../figure/GunState.ts';
import {
  BATCH,
  HIT_DIE,
  REROLL,
  type BatchKind,
  type BatchView,
  type RerollReason,
  type ShotChooser,
} from './ShotChooser.ts';
import type { ShotLog } from './ShotLog.ts';
import { showCounts } from './shotWords.ts';

/** The most a Marksman may shift (a double Marksman: two), with room to spare. */
const MAX_SHIFT = 4;

/** The view, writable by the rules that fill it. */
export type MutableBatchView = { -readonly [K in keyof BatchView]: BatchView[K] };

/**
 * The re-roll skills applied to one batch of dice, in the order `shot.rerollOrder` gives: the thrower's own
 * (Charmed's whole batch, then Lucky's one* die each) and those his opponent forces (a Charmed opponent's
 * whole batch, then one die of a Cursed thrower). Each is asked of the chooser that holds it, and after
 * each re-roll the batch is evaluated again, so the next chooser sees the dice as they now stand. One
 * object holds the view and is reused for every batch.
 *
 * @example rerolls.apply(shooter, target, shooter, dice, shooterPolicy, targetPolicy, 'own-first', evaluate)
 */
export class BatchRerolls {
  readonly view: MutableBatchView = {
    kind: BATCH.deliberate,
    counts: newFaceCounts(),
    hits: 0,
    gun: GUN.loaded,
    hitsOn: 6,
    location: 0,
    effect: 0,
    targetDown: false,
    rank: 0,
    maxShift: 0,
    shiftRank: new Float64Array(2 * MAX_SHIFT + 1),
  };

  /** Whether any re-roll skill could touch a batch `thrower` throws against `other`. */
  static possible(thrower: Figure, other: Figure | null): boolean {
    return (
      (thrower.profile.luckyDice |
        thrower.charmedLeft |
        thrower.curseTokens |
        (other ? other.charmedLeft : 0)) !==
      0
    );
  }

  /** Resets the view for a new batch of `kind`. */
  begin(kind: BatchKind, hitsOn: number): MutableBatchView {
    const v = this.view;
    v.kind = kind;
    v.hits = 0;
    v.gun = GUN.loaded;
    v.hitsOn = hitsOn;
    v.targetDown = false;
    v.rank = 0;
    v.maxShift = 0;
    return v;
  }

  /**
   * Applies every re-roll the skills allow to the batch in {@link view}, `thrower` having thrown it against
   * `other` (null when nobody opposes him) and `owner` being the one whose action it is.
   */
  apply(
    thrower: Figure,
    other: Figure | null,
    owner: Figure,
    dice: Dice,
    throwerChooser: ShotChooser,
    otherChooser: ShotChooser | null,
    order: 'own-first' | 'opponent-first',
    evaluate: () => void,
    log?: ShotLog,
  ): void {
    if (order === 'own-first') {
      this.own(thrower, owner, dice, throwerChooser, evaluate, log);
      if (other && otherChooser) this.forced(thrower, other, owner, dice, otherChooser, evaluate, log);
    } else {
      if (other && otherChooser) this.forced(thrower, other, owner, dice, otherChooser, evaluate, log);
      this.own(thrower, owner, dice, throwerChooser, evaluate, log);
    }
  }

  private own(
    thrower: Figure,
    owner: Figure,
    dice: Dice,
    chooser: ShotChooser,
    evaluate: () => void,
    log?: ShotLog,
  ): void {
    const v = this.view;
    const asOwner = owner === thrower;
    if (thrower.charmedLeft > 0 && chooser.rerollAll(v, asOwner)) {
      thrower.charmedLeft--;
      this.rethrowAll(dice);
      evaluate();
      if (log) log.line(`  ${thrower.name} is Charmed and re-rolls the whole batch: ${this.show()}.`);
    }
    for (let k = 0; k < thrower.profile.luckyDice; k++) {
      const die = chooser.rerollOne(v, asOwner, REROLL.lucky);
      if (die === 0) break;
      const was = this.rethrowOne(die, dice, thrower, REROLL.lucky);
      evaluate();
      if (log)
        log.line(`  ${thrower.name} is Lucky and re-rolls ${this.dieWords(die, was)}: ${this.show()}.`);
    }
  }

  private forced(
    thrower: Figure,
    other: Figure,
    owner: Figure,
    dice: Dice,
    chooser: ShotChooser,
    evaluate: () => void,
    log?: ShotLog,
  ): void {
    const v = this.view;
    const asOwner = owner === other;
    if (other.charmedLeft > 0 && chooser.rerollAll(v, asOwner)) {
      other.charmedLeft--;
      this.rethrowAll(dice);
      evaluate();
      if (log)
        log.line(
          `  ${other.name} is Charmed and makes ${thrower.name} re-roll the whole batch: ${this.show()}.`,
        );
    }
    if (thrower.curseTokens > 0) {
      const die = chooser.rerollOne(v, asOwner, REROLL.curse);
      if (die !== 0) {
        thrower.curseTokens--;
        const was = this.rethrowOne(die, dice, thrower, REROLL.curse);
        evaluate();
        if (log)
          log.line(
            `  ${thrower.name} is Cursed: ${other.name} makes him re-roll ${this.dieWords(die, was)}: ${this.show()}.`,
          );
      }
    }
  }

  private rethrowAll(dice: Dice): void {
    const v = this.view;
    if (v.kind === BATCH.hit) {
      v.location = dice.d6();
      if (v.effect !== 0) v.effect = dice.d6();
      return;
    }
    const c = v.counts;
    dice.rollCounts(c[1]! + c[2]! + c[3]! + c[4]! + c[5]! + c[6]!, c);
  }

  /** Re-rolls the die a chooser named; returns the face it showed. */
  private rethrowOne(die: number, dice: Dice, thrower: Figure, reason: RerollReason): number {
    const v = this.view;
    if (v.kind === BATCH.hit) {
      if (die === HIT_DIE.location) {
        const was = v.location;
        v.location = dice.d6();
        return was;
      }
      if (die === HIT_DIE.effect && v.effect !== 0) {
        const was = v.effect;
        v.effect = dice.d6();
        return was;
      }
      return this.illegal(die, thrower, reason);
    }
    if (!Number.isInteger(die) || die < 1 || die > 6 || v.counts[die]! === 0)
      return this.illegal(die, thrower, reason);
    v.counts[die]!--;
    v.counts[dice.d6()]!++;
    return die;
  }

  private illegal(die: number, thrower: Figure, reason: RerollReason): never {
    throw new Error(
      `${reason === REROLL.lucky ? 'Lucky' : 'Curse'} re-roll of ${thrower.name}'s batch: die ${die} is not in it`,
    );
  }

  /** The re-rolled die in words, for narration. */
  private dieWords(die: number, was: number): string {
    return die === HIT_DIE.location
      ? `the location die (${was})`
      : die === HIT_DIE.effect
        ? `the effect die (${was})`
        : `a ${was}`;
  }

  private show(): string {
    const v = this.view;
    return v.kind === BATCH.hit ? `location ${v.location}, effect ${v.effect}` : showCounts(v.counts);
  }
}
