import type { Dice } from '../../dice/Dice.ts';
import type { DuelFireView } from '../../policies/duel/DuelPolicy.ts';
import type { ActionChoice } from '../../policies/shootout/ShootoutPolicy.ts';
import type { ShootoutView } from '../../policies/shootout/ShootoutView.ts';
import type { FightContext } from '../../rules/rwnn/fight/FightContext.ts';
import type { FightResult } from '../../rules/rwnn/fight/FightResult.ts';
import type { Emotions } from '../../rules/rwnn/emotions/Emotions.ts';
import type { FateDeck } from '../../rules/rwnn/fateDeck/FateDeck.ts';
import type { HorseReadings } from '../../rules/rwnn/horse/HorseReadings.ts';
import type { MoveRoll } from '../../rules/rwnn/movement/MoveRoll.ts';
import type { DownCode } from '../../rules/rwnn/nerve/NerveState.ts';
import type { NerveState } from '../../rules/rwnn/nerve/NerveState.ts';
import type { BATCH } from '../../rules/rwnn/shot/ShotChooser.ts';
import type { ShotContext } from '../../rules/rwnn/shot/ShotContext.ts';
import type { ShotBarCode } from '../../rules/rwnn/shot/shotBar.ts';
import type { ShotLog } from '../../rules/rwnn/shot/ShotLog.ts';
import type { CalledOut } from './CalledOut.ts';
import type { Gunfighter } from './Gunfighter.ts';
import type { DynamiteDesk } from './dynamite/DynamiteDesk.ts';
import type { MuzzleDesk } from './arms/MuzzleDesk.ts';
import type { ShootoutAudit } from './ShootoutAudit.ts';
import type { ShootoutParams } from './ShootoutParams.ts';
import type { ShootoutResult } from './ShootoutResult.ts';
import type { ShootoutRules } from './ShootoutRules.ts';
import type { CoverReport } from './table/CoverReport.ts';
import type { IndianDesk } from './indian/IndianDesk.ts';
import type { HiddenFigures } from './hiding/HiddenFigures.ts';
import type { KnifeThrows } from './arms/KnifeThrows.ts';
import type { ClubbedGuns } from './melee/ClubbedGuns.ts';
import type { Lariats } from './lariat/Lariats.ts';
import type { Town } from './town/Town.ts';
import type { HerdDesk } from './herd/HerdDesk.ts';
import type { Waypoint } from './table/routeToward.ts';
import type { Table } from './table/Table.ts';

/** What the other actions ask of close combat (see CloseCombat). */
export interface FightDesk {
  charge(f: Gunfighter, t: Gunfighter): void;
  inFight(f: Gunfighter): boolean;
  /** Writes the figures of `f`'s fight into `out`; returns how many. */
  fightOf(f: Gunfighter, out: Int32Array): number;
  held(f: Gunfighter): boolean;
  inContact(i: number, j: number): boolean;
  opponentCount(f: Gunfighter): number;
  opponent(f: Gunfighter, k: number): number;
  attackDice(f: Gunfighter, t: Gunfighter): number;
  /** The dice `t` would throw defending against `f` where they stand (NaN when he cannot fight). */
  defendDice(f: Gunfighter, t: Gunfighter): number;
  /** `f` stays in the fights whose men he still touches after a step. */
  keepTouching(f: Gunfighter): void;
  /** `f` leaves every fight he moved out of. */
  leaveFights(f: Gunfighter): void;
  /** `f` attacks `t` where they stand (a rider meeting a man on foot: see horse/HorsebackMeeting). */
  attack(f: Gunfighter, t: Gunfighter, moved: number): void;
  /** What the last attack resolved did (read at once: the next attack overwrites it). */
  lastFight(): FightResult;
}

/** What the other actions ask of challenges and duels (see Challenges). */
export interface ChallengeDesk {
  challenge(f: Gunfighter, called: CalledOut): void;
  surrendersFromBehind(t: Gunfighter, f: Gunfighter): boolean;
  drawInterrupted(f: Gunfighter, t: Gunfighter): boolean;
  duel(a: Gunfighter, b: Gunfighter, back: Gunfighter | null, aPrize?: boolean): Gunfighter | null;
  winnerActs(winner: Gunfighter | null): void;
}

/** What the other actions ask of backshooting's reactions (see BackshootReactions). */
export interface BackshootDesk {
  witnessBackshooting(f: Gunfighter): void;
  rearReactions(mover: Gunfighter): void;
  heardCocking(f: Gunfighter, t: Gunfighter): boolean;
  mayDraw(g: Gunfighter): boolean;
}

/** What the other actions ask of group movement (see GroupMovement). */
export interface GroupDesk {
  /** Groups may still move as a body (no shot fired yet). */
  readonly open: boolean;
  reset(): void;
  leadGroup(f: Gunfighter): boolean;
  shotFired(): void;
}

/** What the other actions ask of shotgun fire (see ShotgunFire). */
export interface ShotgunDesk {
  readonly shareReach: number;
  reload(f: Gunfighter): void;
  /** One barrel more in a muzzle-loading shotgun (its firing card passed to him). */
  reloadBarrel(f: Gunfighter): void;
  alwaysBlasts(f: Gunfighter): boolean;
  blasts(f: Gunfighter, t: Gunfighter, g: number, aimed: boolean): boolean;
  fire(f: Gunfighter, t: Gunfighter, g: number): void;
}

/** What the other actions ask of pistol and rifle fire (see Gunfire). */
export interface GunfireDesk {
  readonly ctx: ShotContext;
  /** Firing dice a shot from the saddle adds (a penalty: 000 HORSES, Moving and Firing Mounted); 0 on foot. */
  saddleDice: number;
  deliberateDice(f: Gunfighter, t: Gunfighter): number;
  bar(f: Gunfighter, t: Gunfighter): ShotBarCode;
  fightBar(f: Gunfighter, t: Gunfighter): ShotBarCode;
  blastBar(f: Gunfighter, t: Gunfighter): ShotBarCode;
  /** The words a log gives a bar on a shot at `t`. */
  barWords(bar: ShotBarCode, t: Gunfighter): string;
  service(f: Gunfighter): void;
  fightClosed(f: Gunfighter, t: Gunfighter): boolean;
  fire(f: Gunfighter, t: Gunfighter, moved: boolean, aimed: boolean): void;
  /** `f` fires gun `g` at a mark that is no figure (a riderless horse) `range` inches off: the hits, NaN beyond reach. */
  fireAtMark(f: Gunfighter, g: number, range: number, markMoved: boolean): number;
  protect(f: Gunfighter, t: Gunfighter, cover: CoverReport): void;
  takeHits(f: Gunfighter, t: Gunfighter, hits: number, behind: boolean): void;
}

/** What the other actions ask of movement (see FigureMoves). */
export interface MoveDesk {
  move(
    f: Gunfighter,
    tx: number,
    ty: number,
    kind: number,
    halt?: boolean,
    full?: boolean,
    thenX?: number,
    thenY?: number,
  ): void;
  throwMove(f: Gunfighter, kind: number, swift?: boolean, want?: number): MoveRoll;
  stride(f: Gunfighter, tx: number, ty: number, want: number): number;
  afterMove(f: Gunfighter, sx: number, sy: number): void;
  moveDiceOf(f: Gunfighter, kind: number): number;
  swiftDiceOf(f: Gunfighter): number;
  movesFullRoll(f: Gunfighter): boolean;
  /** The nearest enemy still in the fight: the opponent with a say over a throw of `f`'s that has no target. */
  rerollOpponent(f: Gunfighter): Gunfighter | null;
}

/** What the other actions ask of a figure's own throws (see OwnRecoveries). */
export interface RecoveryDesk {
  ownThrowPasses(
    kind: typeof BATCH.comeRound | typeof BATCH.clearShot | typeof BATCH.stoopid,
    f: Gunfighter,
    other: Gunfighter | null | undefined,
    face: number,
    need: number,
  ): boolean;
}

/** What the other actions ask of nerve and what hits leave behind (see NerveReactions). */
export interface ReactionDesk {
  /** He can still move, and so run: no serious wound in the legs or belly. */
  canGetAway(f: Gunfighter): boolean;
  /** Takes every nerve test now due. */
  takeDueTests(): void;
  /** Every aim on `f` is lost (he moved). */
  loseAimsOn(f: Gunfighter): void;
  /** Ducks `f` back (000 DUCK BACKS), `forced` by a hit. */
  duck(f: Gunfighter, forced: boolean): void;
  /** What hits by `f` (null: no figure, a townsman) left behind on `t`. */
  afterHits(
    f: Gunfighter | null,
    t: Gunfighter,
    struck: number,
    stopped: number,
    behind: boolean,
    fleshBefore: number,
    seriousBefore: number,
    statusBefore: number,
  ): void;
}

/** What the game asks of horses and riders (see horse/MountedFigures); null on a table with no horse. */
export interface MountedDesk {
  /** The start of a game: horses back at their places, riders in the saddle. */
  reset(): void;
  /** Plays `f`'s turn when he rides or lies winded (true), else leaves it to the game (false). */
  turn(f: Gunfighter): boolean;
  /** The Joker: riderless bolting horses move, the winded get their breath back. */
  joker(): void;
  /** Of `hits` on `t` from `f`, those that strike the rider (the rest strike his horse, resolved here). */
  hitsOnRider(f: Gunfighter, t: Gunfighter, hits: number): number;
  /** Writes the fighting chart's horse lines of `f` attacking `t` into `ctx`. */
  fightSides(f: Gunfighter, t: Gunfighter, ctx: FightContext): void;
  /** The cell's `horses.*` readings: a herd on the table checks a rider's control by them. */
  readonly readings: HorseReadings;
  /** Whether `f` is in the saddle now (a herd on the table meets him by the horseback rules). */
  riding(f: Gunfighter): boolean;
  /** A stampede carries `f` in the saddle, or he rides clear of it: he and his horse to (`x`, `y`). */
  carry(f: Gunfighter, x: number, y: number): void;
  /** `f` lost control in a stampede: out of the saddle where he is, the herd playing him on foot. */
  unseat(f: Gunfighter): void;
}

/** A side's view for a figure as the game fills it: the policies' view and the fire-mode question. */
export interface FigureView extends ShootoutView {
  /** The duel-style view a fire-mode choice reads, filled by the game before asking. */
  readonly fire: { -readonly [K in keyof DuelFireView]: DuelFireView[K] };
}

/**
 * The game as its action modules see it: the state they share (figures, table, dice, deck, result, nerve,
 * emotions), the game's own steps they call back (a turn, a move, the nerve tests due, what hits leave
 * behind), and each other through the narrow desks above. The modules import this, never the game, so the
 * game may make them without an import circle; ShootoutGame is the one implementation.
 *
 * @example class Gunfire { constructor(private readonly game: ShootoutContext) {} }
 */
export interface ShootoutContext {
  readonly rules: ShootoutRules;
  readonly table: Table;
  readonly figures: readonly Gunfighter[];
  readonly params: ShootoutParams;
  readonly deck: FateDeck;
  readonly nerve: NerveState;
  readonly emotions: Emotions;
  readonly choice: ActionChoice;
  /** Scratch for the next point of a route round what is in the way (a run, an escape). */
  readonly way: Waypoint;
  readonly out: ShootoutResult;
  readonly dice: Dice | null;
  readonly log: ShotLog | undefined;
  readonly audit: ShootoutAudit | null;
  readonly cardsTurned: number;
  /** The figure a charge is moving into contact with (a move may end at his base), or -1. */
  charging: number;
  /** The figure whose turn was played last. */
  readonly lastActor: number;
  /** The current question's stamp (see viewOf). */
  readonly questionStamp: number;

  readonly combat: FightDesk;
  readonly challenges: ChallengeDesk;
  readonly backshooting: BackshootDesk;
  readonly groups: GroupDesk;
  readonly shotgunFire: ShotgunDesk;
  readonly gunfire: GunfireDesk;
  readonly moves: MoveDesk;
  readonly recoveries: RecoveryDesk;
  readonly reactions: ReactionDesk;
  readonly mounted: MountedDesk | null;
  /** Dynamite, made only when a figure carries some (000 "Dynamite"); null otherwise. */
  readonly dynamite: DynamiteDesk | null;
  /** The Indian rules (000 INDIANS), or null when no figure is an Indian. */
  readonly indians: IndianDesk | null;
  /** Muzzle-loaders, made only when a figure's file loads one (000 MUSKETS ...); null otherwise. */
  readonly muzzle: MuzzleDesk | null;
  /** 000 Hiding and Detection: who is still hidden, or null when nobody starts hidden. */
  readonly hiding: HiddenFigures | null;
  /** A Knifeman's thrown knife (000 SKILLS & ATTRIBUTES), or null when none is thrown (`arms.knifeThrow`). */
  readonly knives: KnifeThrows | null;
  /** Clubbed guns in fights and the fire they bar (000 FIGHTING), or null unless `melee.clubbing`. */
  readonly clubs: ClubbedGuns | null;
  /** A herd on the table (000 "Stampeding and Herding Cattle"), or null when the table has none. */
  readonly herd: HerdDesk | null;
  /** 000 Lariats: who is roped or hog-tied, or null when nobody carries a lariat. */
  readonly lariats: Lariats | null;
  /** Doctors and townsfolk on the table (000's optional rules), or null when the file places none. */
  readonly town: Town | null;

  viewOf(i: number): FigureView;
  turn(f: Gunfighter): void;
  lineOfSight(i: number, j: number): boolean;
  coverBetween(i: number, j: number): CoverReport;
  inArc(f: Gunfighter, t: Gunfighter): boolean;
  fromBehind(t: Gunfighter, f: Gunfighter): boolean;
  mayFireAt(f: Gunfighter, t: Gunfighter): boolean;
  face(f: Gunfighter, x: number, y: number): void;
  remember(side: number, j: number): void;
  forget(side: number, j: number): void;
  lastSeenX(side: number, j: number): number;
  lastSeenY(side: number, j: number): number;
  deliberateDice(f: Gunfighter, t: Gunfighter): number;
  attackDice(f: Gunfighter, t: Gunfighter): number;
  hatedInArc(f: Gunfighter): number;
  sidesAbleToFight(): number;
  wentDown(t: Gunfighter, by: number, reason: DownCode): void;
  /** Puts `f` at (x, y): a new position stamp, seen anew. */
  relocate(f: Gunfighter, x: number, y: number): void;
  interruptedBefore(f: Gunfighter, leaving: boolean, what: string): boolean;
  afterOwnTurn(f: Gunfighter): void;
}
