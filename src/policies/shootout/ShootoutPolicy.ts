import type { HerdMode } from './herdChoice.ts';
import type { DuelPolicy } from '../duel/DuelPolicy.ts';
import type { ShootoutView } from './ShootoutView.ts';
import type { RespondChoice } from './riderResponse.ts';

/**
 * The actions of a turn (000 ACTIONS; 003 ACTIONS), as small integers: Pass (000: Reposition, up to two
 * inches), Move (three dice), Move & Fire (two dice, then fire), Fire, Aim, Reload, Recover, Get up, Duck
 * back, Fix gun, Challenge, and Charge (a Move into contact with an enemy: 000 FIGHTING "If a character
 * chooses to move into contact ... he makes an attack").
 *
 * @example choice.action = ACTION.fire;
 */
export const ACTION = {
  pass: 0,
  move: 1,
  moveAndFire: 2,
  fire: 3,
  aim: 4,
  reload: 5,
  recover: 6,
  getUp: 7,
  duckBack: 8,
  fixGun: 9,
  challenge: 10,
  charge: 11,
} as const;
export type ActionCode = (typeof ACTION)[keyof typeof ACTION];

/** The actions' names, by code, for narration and errors. */
export const ACTION_NAMES = [
  'pass',
  'move',
  'move & fire',
  'fire',
  'aim',
  'reload',
  'recover',
  'get up',
  'duck back',
  'fix gun',
  'challenge',
  'charge',
] as const;

/**
 * The most men one challenge may call out (000 CHALLENGES, DUELS & THE FAST DRAW: "challenges one or more of
 * his opponents"): `target` and up to this many less one further. A fixed capacity keeps the reused choice
 * free of allocation; no table of the scenarios puts more enemies within eighteen inches of one man.
 */
export const MAX_CALLED_OUT = 6;

/**
 * What a figure does with a turn, written by its policy into one reusable object: the action, the figure it
 * is aimed at (fire, aim, challenge, charge; -1 for none) and the point it heads for or faces (move, pass).
 * A challenge may name further men in `also`, the first `alsoCount` of them (see {@link alsoChallenge}); the
 * game sets `alsoCount` to 0 before asking.
 *
 * @example choice.action = ACTION.challenge; choice.target = 3; alsoChallenge(choice, 5);
 */
export interface ActionChoice {
  action: ActionCode;
  target: number;
  x: number;
  y: number;
  /**
   * Agile (000 and 003 SKILLS: "may make one change of direction during move*"): where a Move or Move & Fire
   * turns once it reaches (x, y), for the rest of its inches; NaN for no turn. Ignored unless he is Agile.
   */
  thenX: number;
  thenY: number;
  /** Further figures challenged with `target`, each as a single challenge would be legal, all distinct. */
  readonly also: Int32Array;
  alsoCount: number;
}

/** A fresh choice (pass, no target, nobody else called out). */
export function newActionChoice(): ActionChoice {
  return {
    action: ACTION.pass,
    target: -1,
    x: 0,
    y: 0,
    thenX: NaN,
    thenY: NaN,
    also: new Int32Array(MAX_CALLED_OUT - 1),
    alsoCount: 0,
  };
}

/** Names figure `j` as one more man called out by the challenge in `out` (beside `out.target`). */
export function alsoChallenge(out: ActionChoice, j: number): void {
  if (out.alsoCount >= out.also.length)
    throw new RangeError(`a challenge calls out at most ${MAX_CALLED_OUT} men`);
  out.also[out.alsoCount++] = j;
}

/**
 * When a held action card may be played (000 THE FATE DECK: "at any time; even part way through someone
 * else's turn"): before an enemy's declared action resolves, that action being a move or duck back out of
 * the holder's aim, just after one of his own side's turns, and when the Joker forces it ("must be played
 * immediately or discarded"). `ownCard`: a Legend of the West's own card has just been drawn, to be played
 * now for his turn (true) or kept in hand "as if it was an action card" (false).
 *
 * @example policy.playCard(view, CARD_MOMENT.beforeEnemyAction)
 */
export const CARD_MOMENT = {
  beforeEnemyAction: 0,
  targetLeavingAim: 1,
  afterOwnTurn: 2,
  joker: 3,
  ownCard: 4,
} as const;
export type CardMoment = (typeof CARD_MOMENT)[keyof typeof CARD_MOMENT];

/**
 * When a figure in close combat may leave it (000 ESCAPING FROM COMBAT: "Characters can leave combat ... in
 * two circumstances: If his opponent is outnumbered. If he throws more 6's than his opponent, and chooses to
 * escape rather than applying the result"): as the attacker who threw more 6s (instead of his hits), as the
 * defender who threw more 6s (instead of knocking the attacker down), or on his own turn while his opponent
 * is outnumbered.
 *
 * @example policy.escapeFight(view, opponent, ESCAPE_MOMENT.defending)
 */
export const ESCAPE_MOMENT = { attacking: 0, defending: 1, outnumbered: 2 } as const;
export type EscapeMoment = (typeof ESCAPE_MOMENT)[keyof typeof ESCAPE_MOMENT];

/** What a figure does when his nerve fails: hide, run or surrender (the nerve rules' codes). */
export { NERVE_REACTION, type NerveReactionCode } from '../../rules/rwnn/nerve/NerveReaction.ts';
import type { NerveReactionCode } from '../../rules/rwnn/nerve/NerveReaction.ts';

/**
 * A scripted tactic for one figure in a shootout. It sees the game only through its {@link ShootoutView}
 * (what his side can see), writes its choices into reusable objects, and also makes a duellist's choices
 * (fire mode, the dice skills), since the same figure may be called out to a duel. It must choose legal
 * actions: the view says which are ({@link ShootoutView.mayAct}).
 *
 * @example const p = parseShootoutPolicy('gunfighter:fire=odds-max');
 */
export interface ShootoutPolicy extends DuelPolicy {
  /** How he picks his response to a rider bearing down on him (the `respond` parameter; `tactic` when absent). */
  respond?: RespondChoice;
  /** What he does about a stampeding herd on the table (the `herd` parameter; `ignore` when absent). */
  herd?: HerdMode;
  /** Chooses the action of a turn the rules leave free (no Recover or Get up owed). */
  act(view: ShootoutView, out: ActionChoice): void;
  /** Whether to play a held action card for a free turn now (`ownCard`: whether to take his turn now). */
  playCard(view: ShootoutView, moment: CardMoment): boolean;
  /** The reaction to a failed nerve test, one of the bits of `legal`. */
  nerveReaction(view: ShootoutView, legal: number): NerveReactionCode;
  /** Whether to accept a challenge the rules leave him free to refuse. */
  acceptChallenge(view: ShootoutView, challenger: number): boolean;
  /**
   * Whether to leave close combat with `opponent` now, at `moment`: asked only when the rules allow it. The
   * escape is a move of up to three dice away from him (a Citizen the full throw), ending facing him.
   */
  escapeFight(view: ShootoutView, opponent: number, moment: EscapeMoment): boolean;
  /**
   * A group leader's card before the first shot (000 GROUP MOVEMENT): true to move the whole group as a body
   * toward the point he writes to `out.x`/`out.y` instead of taking a turn of his own.
   */
  moveGroup(view: ShootoutView, out: ActionChoice): boolean;
  /**
   * His turn while held in a fight (`shootout.heldInFight=held`: 000 ESCAPING FROM COMBAT names the only
   * ways out) with the enemies {@link ShootoutView.opponent} lists: asked instead of {@link act}; he may not
   * Move, Move & Fire, challenge or charge anyone but them, and a Reposition leaves him where he is.
   * Outnumbered, he chooses which of them he attacks (000 OUTNUMBERED CHARACTERS: "he decides which one he
   * attacks") by the target he writes.
   */
  actInFight(view: ShootoutView, out: ActionChoice): void;
  /**
   * Challenged from behind, or drawn on from behind when he hears the gun cock (000 BACKSHOOTING: "he has the
   * option of throwing down his weapon and surrendering"): whether to surrender rather than draw with his
   * back to `challenger`, throwing `drawDice` fast-draw dice in the first draw.
   */
  surrenderFromBehind(view: ShootoutView, challenger: number, drawDice: number): boolean;
  /**
   * Whether to announce a fast draw on `drawer`, an opponent in his arc and sight who is drawing on `target`
   * (000 CHALLENGES, DUELS & THE FAST DRAW, situation 1: "even though it is not his turn").
   */
  interruptDraw(view: ShootoutView, drawer: number, target: number): boolean;
  /**
   * Firing his Le Mat at `target`, whose grapeshot barrel is still loaded (000 Le Mat Revolvers: "can only be
   * fired once per gunfight"): true to fire the grapeshot barrel, a one-handed sawn-off's blast, instead of
   * the revolver; his revolver stays loaded either way. `aimed`: his aim on `target` held, which only the
   * revolver's shot gains from (a shotgun takes no aiming bonus).
   */
  fireGrapeshot(view: ShootoutView, target: number, aimed: boolean): boolean;
  /**
   * Swift (000 and 003 SKILLS: "may choose to roll one* extra movement dice"): whether to throw his extra
   * movement dice ({@link ShootoutView.swiftDice}) on the move he is about to make toward (x, y), a Move
   * (`ACTION.move`; a charge, an escape from a fight and a run are Moves too) or a Move & Fire
   * (`ACTION.moveAndFire`). Asked only of a Swift figure able to move, before he throws.
   */
  swiftExtra(view: ShootoutView, action: ActionCode, x: number, y: number): boolean;
  /**
   * Agile (000 and 003 SKILLS: "ends move facing any direction"): the figure to face at the end of the Move
   * (`ACTION.move`) or Move & Fire (`ACTION.moveAndFire`, `target` the man he declared, or -1) he has just
   * made, or -1 to face the way he moved. Asked of a figure still on his feet after the move who may end it
   * facing any direction: an Agile man, or any man where the rules say so (002, move.endFacing=any).
   */
  agileFacing(view: ShootoutView, action: ActionCode, target: number): number;
  /**
   * Legend of the West (000 and 003 SKILLS: "distribute any hits between them as he chooses"): the place in
   * `members` (the first `count`; his target first) of the man to take the next hit of his shot at a group,
   * `given` the hits given so far by place. Asked once a hit.
   */
  groupHit(view: ShootoutView, members: ArrayLike<number>, count: number, given: ArrayLike<number>): number;
}
