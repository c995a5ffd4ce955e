import { newFaceCounts, type Dice, type FaceCounts } from '../../../dice/Dice.ts';
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
 * @example
 * const rerolls = new BatchRerolls(rules.readings.rerollOrder, evaluate);
 * rerolls.apply(shooter, target, shooter, dice, shooterPolicy, targetPolicy);
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
    // Set by MoveRerolls before each move batch. They start as doubles: a field first holding a small integer
    // and later a fraction (inches) can be left boxing every store.
    fallOnes: Infinity,
    wantInches: NaN,
    fallLoses: false,
  };

  /**
   * @param order `shot.rerollOrder`: the thrower's own re-rolls first, or those his opponent forces.
   * @param evaluate Evaluates the batch in {@link view} as it now stands, after each re-roll.
   */
  constructor(
    private readonly order: 'own-first' | 'opponent-first',
    private readonly evaluate: () => void,
  ) {}

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
   * Re-rolls a pooled batch of `kind` that `thrower` threw against `other`, its faces in `counts` (changed in
   * place): the view is begun and judged as the batch stands, then every re-roll the skills allow is made
   * ({@link apply}, the thrower owning the batch). The caller sets up whatever its judge reads first.
   */
  rerollPooled(
    kind: BatchKind,
    hitsOn: number,
    counts: FaceCounts,
    thrower: Figure,
    other: Figure | null,
    dice: Dice,
    throwerChooser: ShotChooser,
    otherChooser: ShotChooser | null,
    log?: ShotLog,
  ): void {
    const v = this.begin(kind, hitsOn);
    v.counts.set(counts);
    this.evaluate();
    this.apply(thrower, other, thrower, dice, throwerChooser, otherChooser, log);
    counts.set(v.counts);
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
    log?: ShotLog,
  ): void {
    if (this.order === 'own-first') {
      this.own(thrower, owner, dice, throwerChooser, log);
      if (other && otherChooser) this.forced(thrower, other, owner, dice, otherChooser, log);
    } else {
      if (other && otherChooser) this.forced(thrower, other, owner, dice, otherChooser, log);
      this.own(thrower, owner, dice, throwerChooser, log);
    }
  }

  /** The thrower's own re-rolls: his Charmed whole batch, then his Lucky dice. */
  private own(thrower: Figure, owner: Figure, dice: Dice, chooser: ShotChooser, log?: ShotLog): void {
    const asOwner = owner === thrower;
    this.charm(thrower, thrower, dice, chooser, asOwner, log);
    for (let k = 0; k < thrower.profile.luckyDice; k++) {
      const die = chooser.rerollOne(this.view, asOwner, REROLL.lucky);
      if (die === 0) break;
      const was = this.rethrowOne(die, dice, thrower, REROLL.lucky);
      this.evaluate();
      if (log)
        log.line(`  ${thrower.name} is Lucky and re-rolls ${this.dieWords(die, was)}: ${this.show()}.`);
    }
  }

  /** The re-rolls the opponent forces: his Charmed whole batch, then one die of a Cursed thrower. */
  private forced(
    thrower: Figure,
    other: Figure,
    owner: Figure,
    dice: Dice,
    chooser: ShotChooser,
    log?: ShotLog,
  ): void {
    const asOwner = owner === other;
    this.charm(other, thrower, dice, chooser, asOwner, log);
    if (thrower.curseTokens > 0) {
      const die = chooser.rerollOne(this.view, asOwner, REROLL.curse);
      if (die !== 0) {
        thrower.curseTokens--;
        const was = this.rethrowOne(die, dice, thrower, REROLL.curse);
        this.evaluate();
        if (log)
          log.line(
            `  ${thrower.name} is Cursed: ${other.name} makes him re-roll ${this.dieWords(die, was)}: ${this.show()}.`,
          );
      }
    }
  }

  /** Charmed: `charmed`, with a re-roll left and his chooser willing, has `thrower` re-roll the whole batch. */
  private charm(
    charmed: Figure,
    thrower: Figure,
    dice: Dice,
    chooser: ShotChooser,
    asOwner: boolean,
    log?: ShotLog,
  ): void {
    if (charmed.charmedLeft <= 0 || !chooser.rerollAll(this.view, asOwner)) return;
    charmed.charmedLeft--;
    this.rethrowAll(dice);
    this.evaluate();
    if (log)
      log.line(
        charmed === thrower
          ? `  ${thrower.name} is Charmed and re-rolls the whole batch: ${this.show()}.`
          : `  ${charmed.name} is Charmed and makes ${thrower.name} re-roll the whole batch: ${this.show()}.`,
      );
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
