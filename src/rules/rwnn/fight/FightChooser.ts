import type { ShotChooser } from '../shot/ShotChooser.ts';

/**
 * One attack as a chooser sees it when asked: the round's 6s and, for an Expert Fighter, the effect die and
 * what each shift would read. Numbers only; one object is rewritten for every question, so a chooser must
 * not keep it.
 *
 * @example view.attackSixes > view.defendSixes // the attacker may escape instead of applying his hits
 */
export interface FightView {
  /** The attacker's row ({@link FIGHT_ROW}). */
  readonly row: number;
  readonly attackSixes: number;
  readonly defendSixes: number;
  /** The attacker's hits as the round stands. */
  readonly netHits: number;
  /** The effect die after every modifier but the shift being chosen (may lie outside 1..6). */
  readonly effectDie: number;
  /** The most the asked Expert Fighter may add or subtract. */
  readonly maxShift: number;
  /**
   * The rank ({@link FIGHT_EFFECT_RANK}, 0 for no effect) of the cell each shift s would read, at index
   * s + maxShift.
   */
  readonly shiftRank: Float64Array;
}

/**
 * The choices close combat leaves to a player, asked of a policy and never decided by the rules.
 *
 * - Escaping: "If he throws more 6's than his opponent, and chooses to escape rather than applying the
 *   result" (000 ESCAPING FROM COMBAT): asked only of a fighter who threw more 6s, when `fight.escapeBy`
 *   lets him.
 * - Expert Fighter: "May add or subtract 1 on the Hand to Hand damage roll chart" (000 SKILLS &
 *   ATTRIBUTES): asked after the effect die of each hit is thrown.
 * - The re-roll skills (Lucky, Charmed, Cursed) on the attack and defence dice, as on any batch a figure
 *   throws: the {@link ShotChooser} choices, asked with a `BATCH.fight` view.
 *
 * @example const stay: FightChooser = { ...DEFAULT_SHOT_CHOOSER, escape: () => false, shiftEffect: () => 0 };
 */
export interface FightChooser extends ShotChooser {
  /** Whether to escape rather than apply the round's result. */
  escape(view: FightView, asAttacker: boolean): boolean;
  /** The shift of the effect die, -maxShift..maxShift. */
  shiftEffect(view: FightView, asAttacker: boolean): number;
}
