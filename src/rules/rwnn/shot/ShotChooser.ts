import type { FaceCounts } from '../../../dice/Dice.ts';
import type { GunStateCode } from '../figure/GunState.ts';

/**
 * The kinds of batch a figure throws: fast-draw dice, a firing throw (deliberate, blazing away, or a lucky
 * shot), a hit's location and effect dice, a Fix gun throw, a fighter's attack or defence dice, the
 * Bengal Club shotgun's dice (every 6 a hit, the 1s judged as shotgun-dice-ones reads them), the
 * movement dice of a Move or Move & Fire (Swift's extra dice among them; register entry movement-rerolls),
 * and a figure's own single throws in a shootout: a knocked-out man's throw to come round, a Jumpy man's
 * throw to recover, a firer's throw for a clear shot through woods and a Stoopid man's throw for his turn
 * (register entries single-throw-rerolls, stoopid-turn).
 *
 * @example view.kind === BATCH.blaze
 */
export const BATCH = {
  fastDraw: 0,
  deliberate: 1,
  blaze: 2,
  luckyShot: 3,
  hit: 4,
  fixGun: 5,
  fight: 6,
  shotgun: 7,
  move: 8,
  comeRound: 9,
  recover: 10,
  clearShot: 11,
  stoopid: 12,
} as const;
export type BatchKind = (typeof BATCH)[keyof typeof BATCH];

/** The batches a figure throws for himself, one die or a Very Jumpy man's few, each die needing a face or more. */
export type OwnThrowKind =
  typeof BATCH.comeRound | typeof BATCH.recover | typeof BATCH.clearShot | typeof BATCH.stoopid;

/** The dice of a hit batch, as a chooser names them ({@link ShotChooser.rerollOne}); 0 is "none". */
export const HIT_DIE = { none: 0, location: 7, effect: 8 } as const;

/** Why one die is re-rolled: the thrower's Lucky, or an opponent forcing it on a Cursed thrower. */
export const REROLL = { lucky: 0, curse: 1 } as const;
export type RerollReason = (typeof REROLL)[keyof typeof REROLL];

/**
 * A batch of dice just thrown, as a chooser sees it: the faces and what they do as they stand, always
 * from the side of the batch's owner (the drawer, the shooter, the fixer). Numbers only; one object is
 * rewritten for every batch, so a chooser must not keep it.
 *
 * @example view.kind === BATCH.deliberate && view.hits === 0 // a miss so far
 */
export interface BatchView {
  readonly kind: BatchKind;
  /** The faces of a pooled batch (every kind but `hit`). */
  readonly counts: FaceCounts;
  /**
   * Fire batches: hits as the dice stand. Fast draw: 1 ahead of the opponent, 0 level, -1 behind. Fight: his
   * 6s less his opponent's (above 0 he scores hits as attacker, knocks the attacker down as defender).
   * Coming round, recover and clear shot: the dice that pass (the throw succeeds when every die does).
   */
  readonly hits: number;
  /** Fire and Fix gun batches: the gun as the dice leave it. */
  readonly gun: GunStateCode;
  /**
   * The lowest face that hits: 5 for a Deadeye firing deliberately, else 6. Coming round, recover and clear
   * shot: the lowest face that passes (6 less a later throw's bonus to come round; 4 for a Jumpy man's 50%;
   * one more than the woods' density, less the firer's modifiers, for a clear shot).
   */
  readonly hitsOn: number;
  /** Hit batch: the location and effect dice (effect 0 while not yet thrown). */
  readonly location: number;
  readonly effect: number;
  /** Hit batch: the target would be dead, knocked out or knocked down. */
  readonly targetDown: boolean;
  /** Hit batch: how bad the result is for the target, 0 (a graze) .. 15 (dead). */
  readonly rank: number;
  /** Marksman: the most he may add or subtract, and the rank after each shift s at index s + maxShift (-1: off the chart). */
  readonly maxShift: number;
  readonly shiftRank: Float64Array;
  /** Move batch: at least this many 1s make him fall over (Infinity where the ruleset has no fall, as 003). */
  readonly fallOnes: number;
  /** Move batch: the inches he wants the throw to give (how far off the point he makes for lies). */
  readonly wantInches: number;
  /** Move batch: a fall ends the fight for him (the duel's approach: a duellist who falls over loses). */
  readonly fallLoses: boolean;
}

/**
 * The choices the dice skills leave to a player (000 SKILLS & ATTRIBUTES), asked of a policy and never
 * decided by the rules. `asOwner` is true when the asking figure owns the batch (wants it to go well),
 * false when he is its owner's opponent (wants it to go badly).
 *
 * - Lucky: "may re-roll one* dice from each batch of dice he throws" ({@link rerollOne}, `REROLL.lucky`).
 * - Cursed: "each opposing player may cause him to re-roll one dice once* per gunfight" (the opponent's
 *   {@link rerollOne}, `REROLL.curse`).
 * - Charmed: "once* per gunfight he may re-roll a whole batch of dice, or make an opponent do the same"
 *   ({@link rerollAll}).
 * - Marksman: "may add or subtract one* when rolling for hit location" ({@link shiftLocation}).
 *
 * @example const never: ShotChooser = { rerollOne: () => 0, rerollAll: () => false, shiftLocation: () => 0 };
 */
export interface ShotChooser {
  /**
   * A die to re-roll: a face 1..6 showing in a pooled batch (one die of that face is re-rolled),
   * `HIT_DIE.location` or `HIT_DIE.effect` in a hit batch, or 0 for none.
   */
  rerollOne(view: BatchView, asOwner: boolean, reason: RerollReason): number;
  /** Whether to spend a Charmed re-roll on this whole batch. */
  rerollAll(view: BatchView, asOwner: boolean): boolean;
  /** The Marksman's shift of the location die, -maxShift..maxShift, keeping it on the chart (1..6). */
  shiftLocation(view: BatchView): number;
}
