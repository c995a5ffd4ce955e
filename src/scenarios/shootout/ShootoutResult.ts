/** Casualty kinds, as indexes of {@link ShootoutResult.casualties}: dead, knocked out, seriously wounded. */
export const CASUALTY = { dead: 0, knockedOut: 1, seriouslyWounded: 2 } as const;
export type CasualtyCode = (typeof CASUALTY)[keyof typeof CASUALTY];

/** The sides of a two-sided result: the winner is one of them, or a draw. */
export const WINNER = { draw: -1 } as const;

/**
 * What one shootout came to (issue: "Winner ..., draw at the card cap, cards and Jokers turned, shots,
 * hits, duck backs, out of ammo and jams, casualties per class and per kind, who fell to whom, and whether
 * action cards decided it"). One object is reused for every game: {@link reset} zeroes it in place.
 *
 * @example game.play(dice, result); result.winner === 0
 */
export class ShootoutResult {
  /** The winning side, or -1 for a draw (nobody left able to fight on either side, or the card cap). */
  winner = -1;
  /** The game reached its card cap with more than one side able to fight. */
  capped = false;
  cards = 0;
  jokers = 0;
  /** Free turns taken by playing action cards. */
  cardsPlayed = 0;
  /** Firing throws (a shotgun barrel or a pistol of a pair is one throw). */
  shots = 0;
  /**
   * Hits that reached a figure (grazes and worse; not those stopped by cover): shots, and the blows in close
   * combat that grazed or wounded (a blow that only knocked him down or out is counted in {@link fightHits}).
   */
  hits = 0;
  /** Hits stopped by cover or a tree. */
  stopped = 0;
  duckBacks = 0;
  outOfAmmo = 0;
  jams = 0;
  /** Fights (close-combat attacks) and challenges accepted and fought. */
  fights = 0;
  /**
   * Blows landed in close combat: the attackers' hits left after the defenders' 6s whose effect took hold
   * (knocked down or out, a graze, a wound, dead); not those with no effect (a shield, Tough, a gun that
   * cannot fire a "shot!"), nor a defender's knock down of his attacker.
   */
  fightHits = 0;
  duels = 0;
  /** Figures who left close combat by choice (000 ESCAPING FROM COMBAT). */
  escapes = 0;
  /** Groups moved as a body on their leader's card (000 GROUP MOVEMENT). */
  groupMoves = 0;
  /** Nerve tests taken and failed. */
  nerveTests = 0;
  nerveFailed = 0;
  /** Figures who noticed an enemy behind them and turned to face him (000 BACKSHOOTING's suggested throws). */
  rearReactions = 0;
  /** Fast draws made on hearing a backshooter's gun cock. */
  cockingDraws = 0;
  /** Fast draws announced on a man drawing on someone else (000 situation 1). */
  interruptDraws = 0;
  /** Figures who threw down their gun when called out from behind. */
  surrendersFromBehind = 0;
  /** Sticks of dynamite gone off (000 "Explosions"). */
  explosions = 0;
  /** 1 when a herd on the table stampeded (000 "Stampeding and Herding Cattle"). */
  herdStampedes = 0;
  /** Men on foot caught inside the stampeding herd (the escape throw failed). */
  herdCaught = 0;
  /** Men knocked down inside the herd. */
  herdKnockedDown = 0;
  /** Turns the herd passed over a man on the ground, and the rolls on the fighting table against the trample. */
  herdTrampled = 0;
  herdTrampleRolls = 0;
  /** Men the herd's trample killed. */
  herdKilled = 0;
  /**
   * Riders in the saddle the running herd reached (000 "... you’re on horseback"): those who rode clear, those
   * it caught stuck inside it on their horses, and those thrown into it out of the saddle (when it caught
   * them, or at a later control check while stuck).
   */
  herdRiderEscapes = 0;
  /** Turns in which a man on foot ran out of the running herd's path instead of acting by his tactic. */
  herdRunFrom = 0;
  /** Times a man whose tactic takes `herd=turn` turned the running herd. */
  herdTurned = 0;
  /** 1 when a man whose tactic takes `herd=stop` shot the lead animal down and stopped the herd. */
  herdStopped = 0;
  herdRidersStuck = 0;
  herdRidersThrown = 0;
  /** Townsmen struck by shots meant for someone else (000 Non-Player Characters, in the line of fire). */
  townsfolkHit = 0;
  /** Hits hostile townsmen's blows and shots landed on figures (000 Non-Player Characters, 9-12). */
  townsfolkStruck = 0;
  /** The last figure to go down went down in a free turn from an action card. */
  cardDecided = false;
  /** Casualties at the end, by class rank (0 Citizen .. 3 Legend) * 3 + kind ({@link CASUALTY}). */
  readonly casualties = new Int32Array(12);
  /** Figures down (dead or knocked out) at the end, by side. */
  readonly downBySide: Int32Array;
  /** Who fell to whom: victims by victim class rank * 4 + the class rank of the figure who put him down. */
  readonly fellTo = new Int32Array(16);

  constructor(sides: number) {
    this.downBySide = new Int32Array(sides);
  }

  reset(): void {
    this.winner = -1;
    this.capped = false;
    this.cards = 0;
    this.jokers = 0;
    this.cardsPlayed = 0;
    this.shots = 0;
    this.hits = 0;
    this.stopped = 0;
    this.duckBacks = 0;
    this.outOfAmmo = 0;
    this.jams = 0;
    this.fights = 0;
    this.fightHits = 0;
    this.duels = 0;
    this.escapes = 0;
    this.groupMoves = 0;
    this.nerveTests = 0;
    this.nerveFailed = 0;
    this.rearReactions = 0;
    this.cockingDraws = 0;
    this.interruptDraws = 0;
    this.surrendersFromBehind = 0;
    this.explosions = 0;
    this.herdStampedes = 0;
    this.herdCaught = 0;
    this.herdKnockedDown = 0;
    this.herdTrampled = 0;
    this.herdTrampleRolls = 0;
    this.herdKilled = 0;
    this.herdRiderEscapes = 0;
    this.herdRunFrom = 0;
    this.herdTurned = 0;
    this.herdStopped = 0;
    this.herdRidersStuck = 0;
    this.herdRidersThrown = 0;
    this.townsfolkHit = 0;
    this.townsfolkStruck = 0;
    this.cardDecided = false;
    this.casualties.fill(0);
    this.downBySide.fill(0);
    this.fellTo.fill(0);
  }
}
