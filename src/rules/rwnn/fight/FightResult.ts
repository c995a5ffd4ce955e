import { STATUS, type Status } from '../WoundState.ts';

/**
 * Who left the combat instead of applying the round's result (000 ESCAPING FROM COMBAT: "If he throws more
 * 6's than his opponent, and chooses to escape rather than applying the result"). The escaping figure then
 * moves "up to three dice (Citizens must move the full distance thrown)", which the scenario plays.
 *
 * @example result.escaped === ESCAPE.defender
 */
export const ESCAPE = { none: 0, attacker: 1, defender: 2 } as const;
export type EscapeCode = (typeof ESCAPE)[keyof typeof ESCAPE];

/**
 * What one attack did, written by {@link FightResolver.attack} into one object it owns and rewrites for
 * every attack (read it before the next). The figures' wounds and standing are already changed; the result
 * says what happened, for the scenario's bookkeeping (recovering, no fire next turn, hatred and fear,
 * nerve, a stuck blade) and its tallies.
 *
 * @example const r = resolver.attack(ames, boone, ctx, dice, own, theirs); r.effects[FIGHT_EFFECT.dead]
 */
export interface FightResult {
  /** The attacker's and the defender's rows ({@link FIGHT_ROW}). */
  attackRow: number;
  defenceRow: number;
  /** Dice thrown after every modifier, none below 0; the defender throws none when knocked down or out. */
  attackDice: number;
  defendDice: number;
  attackSixes: number;
  defendSixes: number;
  /**
   * The attacker's hits left after the defender's 6s cancel theirs; against a knocked-out defender, every
   * die thrown. Stays as thrown when a fighter escapes (then no hit is applied).
   */
  netHits: number;
  /** Hits whose effect was thrown: fewer than {@link netHits} when the victim died first or someone escaped. */
  hitsResolved: number;
  /**
   * "If the defender rolls more 6's than the attacker, then the attacker is knocked down ... until he has
   * spent a turn recovering": true when this happened to him (not when the defender escaped instead, nor to
   * a 1996 Tough attacker, "never knocked down"). His status is set; the turn of recovering is the
   * scenario's to keep.
   */
  attackerKnockedDown: boolean;
  /**
   * The defender threw more 6s against a mounted attacker, who "must throw to retain control of their
   * steed" instead of going down (000 FIGHTING): the throw is the scenario's (the horse rules'
   * `lossOfControl`).
   */
  attackerControlThrow: boolean;
  escaped: EscapeCode;
  /** The knocked-out defender was shot at point blank range ("which automatically kills"). */
  executed: boolean;
  /** Per effect code ({@link FIGHT_EFFECT}): how many hits read that cell of the row. */
  readonly effects: Int32Array;
  /**
   * Hits that changed nothing by rule: a shield against a 1, an effect die taken below 1 under
   * `tables.effectDieBelowOne=no-effect`, a shot! from a gun that cannot fire ("counts a shot! result as no
   * effect"), a knock a Tough victim is immune to.
   */
  noEffect: number;
  /** Hits that grazed or wounded the victim on the wound chart, or gave him a flesh wound (Hard as Nails' included), for HATRED & FEAR. */
  struck: number;
  /** Flesh, serious and deadly wounds that took effect. */
  wounded: number;
  /** Terrible wounds that severed an arm or a leg. */
  severed: number;
  /** A blade that ran through the body stuck in it ("a 50% chance of causing the weapon to become stuck"). */
  weaponStuck: boolean;
  /** The defender's and the attacker's standing after the attack. */
  defenderStatus: Status;
  attackerStatus: Status;
  /** The defender was on his feet and is not now (knocked down, out, or dead). */
  defenderWentDown: boolean;
  /**
   * "Attackers and defenders must announce that they are clubbing their weapon ... neither can fire on
   * their next turn" (000 FIGHTING), as `fight.clubNoFire` reads it; the scenario keeps the bar.
   */
  attackerNoFire: boolean;
  defenderNoFire: boolean;
}

/**
 * A zeroed result, allocated once per resolver.
 *
 * @example const r = newFightResult(); r.escaped === ESCAPE.none
 */
export function newFightResult(): FightResult {
  return {
    attackRow: 0,
    defenceRow: 0,
    attackDice: 0,
    defendDice: 0,
    attackSixes: 0,
    defendSixes: 0,
    netHits: 0,
    hitsResolved: 0,
    attackerKnockedDown: false,
    attackerControlThrow: false,
    escaped: ESCAPE.none,
    executed: false,
    effects: new Int32Array(9),
    noEffect: 0,
    struck: 0,
    wounded: 0,
    severed: 0,
    weaponStuck: false,
    defenderStatus: STATUS.standing,
    attackerStatus: STATUS.standing,
    defenderWentDown: false,
    attackerNoFire: false,
    defenderNoFire: false,
  };
}
