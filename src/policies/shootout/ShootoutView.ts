import type { Gunfighter } from '../../scenarios/shootout/Gunfighter.ts';
import type { ActionCode } from './ShootoutPolicy.ts';

/**
 * A shootout as one figure's side sees it: the policy of figure {@link me} reads the game only through
 * this. Friends are always known; an enemy is known only while a figure of the side can see him (line of
 * sight, not ducked back), so a policy cannot aim at what nobody sees. Queries about an unknown figure
 * answer NaN or false. Nothing here allocates.
 *
 * @example for (let k = 0; k < view.enemyCount(); k++) { const j = view.enemy(k); view.distance(j); }
 */
export interface ShootoutView {
  /** The asking figure's index. */
  readonly me: number;
  /** The asking figure himself, every state readable. */
  readonly self: Gunfighter;
  /** Cards turned so far this game. */
  readonly cardsTurned: number;
  /** Known enemies able to be fired at or charged (standing or down, not out), in figure order. */
  enemyCount(): number;
  enemy(k: number): number;
  /** Friends still in the fight (not out), himself excluded. */
  friendCount(): number;
  friend(k: number): number;
  /** Whether the figure is known to his side now. */
  known(j: number): boolean;
  x(j: number): number;
  y(j: number): number;
  distance(j: number): number;
  /** The known figure is behind cover against him (a wall or corner between them near the figure). */
  inCover(j: number): boolean;
  /** The known figure is ducked back, knocked down, or has just taken a turn (the one just played). */
  duckedBack(j: number): boolean;
  isDown(j: number): boolean;
  justActed(j: number): boolean;
  /** The class rank (0 Citizen .. 3 Legend) of a known figure. */
  classRank(j: number): number;
  /** Dice he would throw firing deliberately at `j` from where he stands (NaN: no shot: unseen, out of reach). */
  fireDice(j: number): number;
  /** The chance that one hit on `j` puts him down (the share of wound-chart cells that do). */
  pHitDowns(j: number): number;
  /** Whether the rules let him take `action` at `target` (-1 for none) now. */
  mayAct(action: ActionCode, target: number): boolean;
  /** Action cards his side holds that he may play now. */
  cardsPlayable(): number;
  /** Whether he is hurt real bad (000 NERVE: the wounds, by class, that call for a nerve test). */
  hurtRealBad(): boolean;
  /** Whether he stands behind cover against the known enemy `j`. */
  selfInCover(j: number): boolean;
  /**
   * Finds the cover spot nearest him from which the known enemy `j` can be seen and that hides him from
   * `j`, within `reach` inches of him and `within` inches of `j` (to work closer); writes it to
   * {@link spotX}/{@link spotY} and returns true, or false if none.
   */
  findCoverSpot(j: number, reach: number, within?: number): boolean;
  readonly spotX: number;
  readonly spotY: number;
  /** Friends standing in the open within the reach of a known enemy's gun (a pinner's reason to fire). */
  friendsInOpen(): number;
  /**
   * The fighting dice he would throw attacking enemy j where they stand (his gun, blade or fists, every
   * modifier but a charge's run-up); NaN when j is unknown or no enemy.
   */
  attackDice(j: number): number;
  /**
   * The enemies in close combat with him now (bases touching, neither out of the fight), in figure order:
   * several when he is outnumbered (000 OUTNUMBERED CHARACTERS: "he decides which one he attacks").
   */
  opponentCount(): number;
  opponent(k: number): number;
  /**
   * How hurt the known figure `j` is, by the fighting modifiers' weights ("Each flesh wound - 1", "Each
   * serious wound - 2"): his flesh wounds and twice his serious wounds; NaN when unknown.
   */
  hurt(j: number): number;
  /** Whether he can move at all: a serious wound in the legs or belly leaves him no movement dice. */
  canMove(): boolean;
  /**
   * The movement dice he would throw for a Move (`ACTION.move`) or a Move & Fire (`ACTION.moveAndFire`)
   * where he stands now, Swift's extra dice left out: his wounds, Slow and the ground counted (0 or less
   * when they leave him none).
   */
  moveDice(action: ActionCode): number;
  /** The extra movement dice Swift lets him choose to throw on a move (0 without Swift). */
  swiftDice(): number;
  /** Whether he must move the whole roll (a Citizen; 000's Jumpy "Moves like a Citizen"). */
  movesFullRoll(): boolean;
  /**
   * Where to move straight to now on the way to (x, y), round buildings and other impassable pieces (the
   * table is in plain view): writes {@link wayX}/{@link wayY}; true when that is (x, y) itself.
   */
  route(x: number, y: number): boolean;
  readonly wayX: number;
  readonly wayY: number;
  /**
   * Where to look for the enemy when none is known: the nearest place an enemy still in the fight was last
   * seen by his side (a place searched without finding him is forgotten), else the point twelve inches
   * along his side's nearest "Something around here somewhere" marker on a hidden man (taken up once
   * searched), else where the enemy not hidden started, else the middle of the table. Writes {@link wayX}/{@link wayY} (not yet routed); false when he is
   * already there.
   */
  searchPoint(): boolean;
  /** Whether he is hidden from his enemies (000 Hiding and Detection: started hidden, not yet spotted). */
  selfHidden(): boolean;
  /** The table's size, for running off it. */
  readonly tableWidth: number;
  readonly tableDepth: number;
}
