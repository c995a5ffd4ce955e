import type { CharacterClass } from '../tables/CharacterClass.ts';

/**
 * Wounds that take movement away (000 HIT LOCATION & EFFECT). `serious` counts serious wounds anywhere,
 * `seriousLeg` and `seriousBelly` those of them on a leg or the belly.
 *
 * @example const w: MoverWounds = { fleshLeg: 1, serious: 0, seriousLeg: 0, seriousBelly: 0 };
 */
export interface MoverWounds {
  readonly fleshLeg: number;
  readonly serious: number;
  readonly seriousLeg: number;
  readonly seriousBelly: number;
}

/**
 * A character about to move: his class, the skills that touch movement (a count of 2 is the double, "Very",
 * skill) and his wounds (none if omitted).
 *
 * @example const m: Mover = { cls: 'citizen', skills: { clumsy: 1 } };
 */
export interface Mover {
  readonly cls: CharacterClass;
  readonly skills: Readonly<Partial<Record<'swift' | 'slow' | 'clumsy' | 'jumpy', number>>>;
  readonly wounds?: MoverWounds;
  /** The most movement dice he may throw, whatever else he has (an impaled man's one, 000 INDIAN WEAPONS). */
  readonly maxDice?: number;
}

/**
 * Which move he makes and the choices and circumstances around it. Callers keep one object per kind of
 * request, so a move allocates nothing.
 *
 * @example const r: MoveRequest = { action: 'move', swiftExtra: false, gunplayCommenced: true };
 */
export interface MoveRequest {
  /** Move (three dice) or Move & Fire (two dice). */
  readonly action: 'move' | 'move-and-fire';
  /** Swift: "may choose to roll one* extra movement dice"; ignored for a character without Swift. */
  readonly swiftExtra: boolean;
  /** 000 Citizen Move: "Once gunplay commences, Citizens must move the actual distance rolled." */
  readonly gunplayCommenced: boolean;
  /**
   * Dice lost to the ground he starts on: "reduced; by two dice if they start their turn in dense terrain,
   * one dice for loose terrain" (000 COMBAT IN THE GREAT OUTDOORS). None when omitted.
   */
  readonly terrainDice?: number;
}
