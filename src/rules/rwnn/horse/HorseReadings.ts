/**
 * Readings of 000's HORSES and LOSS OF CONTROL passages where the text allows more than one; each has its
 * register entry (horse-thrown-again, bucking-loop, bolting-regain, three-sixes, wounded-horse-inept, mounted-first-die,
 * mounted-firing-modifier, bolting-horse-stop, trampled-knocked-down, combat-loss-of-control) and its
 * `--option` key.
 *
 * @example const r: HorseReadings = { ...DEFAULT_HORSE_READINGS, bucking: 'one-round-a-turn' };
 */
export interface HorseReadings {
  /**
   * "1, 2, 3: rider loses control, thrown again below.": the die is thrown again on the chart below
   * (`reaction-throw`), or the rider is thrown from the saddle and the horse's reaction thrown as well
   * (`rider-thrown`).
   */
  readonly thrownAgain: 'reaction-throw' | 'rider-thrown';
  /**
   * "Continue this sequence until either the rider regains control or is thrown": every round at once, the
   * moment the horse bucks (`until-resolved`), or one round in each of the rider's turns (`one-round-a-turn`).
   */
  readonly bucking: 'until-resolved' | 'one-round-a-turn';
  /**
   * How a rider on a bolting horse regains control, at each of his turns after the bolt: part c of the
   * bucking sequence for his own class (`own-class`) or for an Inept rider, as he "is treated as Inept until
   * he can regain control" (`as-inept`). A rider Inept to start with never does.
   */
  readonly boltRegain: 'own-class' | 'as-inept';
  /** "If he rolls three 6’s simultaneously": three or more sixes (`at-least-three`) or exactly three. */
  readonly threeSixes: 'at-least-three' | 'exactly-three';
  /**
   * An Inept rider on a wounded horse: he still "always throws two dice", and so always throws for loss of
   * control "when throwing more than one dice" (`two-dice`); or the maximum "reduced by one" leaves him one
   * die, which moves its face and never calls the throw (`one-die`).
   */
  readonly woundedInept: 'two-dice' | 'one-die';
  /**
   * Who ignores "the first movement dice" in his firing penalty: "Plains Indians" as the HORSES section
   * prints (`plains-indian`), or "Expert Riders" as the RANGE CHART prints (`expert-rider`).
   */
  readonly firstDieIgnored: 'plains-indian' | 'expert-rider';
  /** A shoulder arm fired mounted: two dice per movement die (`minus-two`) or the list's one. */
  readonly shoulderArm: 'minus-two' | 'minus-one';
  /**
   * The throw to stop a bolting horse: each passage's modifiers for its own circumstance (`two-throws`:
   * moving into contact, LOSS OF CONTROL's; standing to fight it, ATTACKING CHARACTERS ON FOOT's), or one
   * passage's for both (`loss-of-control`, `attacked-on-foot`).
   */
  readonly boltingStop: 'two-throws' | 'loss-of-control' | 'attacked-on-foot';
  /**
   * "TRAMPLED OR THROWN CHARACTERS are always knocked down and winded": every man a horse tramples, hit or
   * not (`always`), or only one the trample round hit (`when-hit`), as "If the horse is bolting, and the
   * character is not hit, he may throw to ... bring it under control" suggests an unhit man stays up.
   */
  readonly trampledDown: 'always' | 'when-hit';
  /**
   * Which fights send a rider to a loss-of-control throw: every round of combat he or his horse is in, as
   * LOSS OF CONTROL's "2. As a result of combat" lists it (`every-fight`), or only one where "Any blow
   * struck against a mounted character or his horse" lands, or where he is outthrown ("mounted attackers
   * must throw to retain control of their steed") (`blow-struck`).
   */
  readonly combatControl: 'every-fight' | 'blow-struck';
}

/** The default readings. @example DEFAULT_HORSE_READINGS.bucking === 'until-resolved' */
export const DEFAULT_HORSE_READINGS: HorseReadings = {
  thrownAgain: 'reaction-throw',
  bucking: 'until-resolved',
  boltRegain: 'own-class',
  threeSixes: 'at-least-three',
  woundedInept: 'two-dice',
  firstDieIgnored: 'plains-indian',
  shoulderArm: 'minus-two',
  boltingStop: 'two-throws',
  trampledDown: 'always',
  combatControl: 'every-fight',
};
