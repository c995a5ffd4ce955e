import { distance } from '../../geometry/distance.ts';
import type { Dice } from '../../dice/Dice.ts';
import { angleBetween, bearing } from '../../geometry/bearing.ts';
import { pointSegmentDistance } from '../../geometry/pointSegmentDistance.ts';
import {
  ACTION,
  ACTION_NAMES,
  CARD_MOMENT,
  ESCAPE_MOMENT,
  newActionChoice,
  type ActionChoice,
  type ActionCode,
  type CardMoment,
  type EscapeMoment,
} from '../../policies/shootout/ShootoutPolicy.ts';
import { CARD_KIND } from '../../rules/rwnn/fateDeck/CardPlace.ts';
import { FateDeck } from '../../rules/rwnn/fateDeck/FateDeck.ts';
import { GUN } from '../../rules/rwnn/figure/GunState.ts';
import type { Mover, MoveRequest, MoverWounds } from '../../rules/rwnn/movement/Mover.ts';
import { newMoveRoll, type MoveRoll } from '../../rules/rwnn/movement/MoveRoll.ts';
import { rollMove } from '../../rules/rwnn/movement/rollMove.ts';
import { CHART_SIDE, FIRE, GUNS, newShotContext, SHIELD } from '../../rules/rwnn/shot/ShotContext.ts';
import { ShotResolver, TURN } from '../../rules/rwnn/shot/ShotResolver.ts';
import { HitCell } from '../../rules/rwnn/shot/HitCell.ts';
import { LOCATION, STATUS } from '../../rules/rwnn/WoundState.ts';
import { classRank } from '../../rules/rwnn/fateDeck/classRank.ts';
import type { Gunfighter } from './Gunfighter.ts';
import { NERVE_STATE } from './Gunfighter.ts';
import { ShootoutResult } from './ShootoutResult.ts';
import type { ShootoutRules } from './ShootoutRules.ts';
import type { Table } from './table/Table.ts';
import { newCoverReport, type CoverReport } from './table/CoverReport.ts';
import { newMoveResult, type MoveResult } from './table/MoveResult.ts';
import type { Waypoint } from './table/routeToward.ts';
import { clearShot, clearShotTotal, CLEAR_SHOT_MODIFIER } from '../../rules/rwnn/cover/clearShot.ts';
import { COVER_SHAPE } from '../../rules/rwnn/cover/CoverShape.ts';
import { MATERIAL } from '../../rules/rwnn/cover/CoverMaterial.ts';
import { POSTURE } from '../../rules/rwnn/cover/CoverPosture.ts';
import { firingArms } from '../../rules/rwnn/cover/firingArms.ts';
import { firingCover } from '../../rules/rwnn/cover/firingCover.ts';
import { protectedLocations } from '../../rules/rwnn/cover/protectedLocations.ts';
import { terrainStopNeed } from '../../rules/rwnn/cover/terrainStop.ts';
import { SideView } from './SideView.ts';
import { CalledOut } from './CalledOut.ts';
import type { ShootoutAudit } from './ShootoutAudit.ts';
import { ShotgunBlaster } from '../../rules/rwnn/shotgun/ShotgunBlaster.ts';
import { ShotgunState } from '../../rules/rwnn/shotgun/ShotgunState.ts';
import { SHOTGUN, type ShotgunWeaponCode } from '../../rules/rwnn/shotgun/ShotgunWeapon.ts';
import { aimShotgunAt, newShotgunShot } from '../../rules/rwnn/shotgun/ShotgunShot.ts';
import { newFigurePositions, type FigurePositions } from '../../rules/rwnn/shotgun/FigurePositions.ts';
import { shotgunReadingsFrom } from '../../rules/rwnn/shotgun/shotgunReadingOptions.ts';
import {
  ARM,
  ATTACKED_FROM,
  BLADE,
  newFightContext,
  type FightContext,
} from '../../rules/rwnn/fight/FightContext.ts';
import { FightResolver } from '../../rules/rwnn/fight/FightResolver.ts';
import { fightRules } from '../../rules/rwnn/fight/FightRules.ts';
import { fightReadingsFrom } from '../../rules/rwnn/fight/fightReadingOptions.ts';
import { ESCAPE } from '../../rules/rwnn/fight/FightResult.ts';
import { challengeObligation } from '../../rules/rwnn/challenge/challengeObligation.ts';
import { mayChallenge } from '../../rules/rwnn/challenge/challengeTable.ts';
import {
  BACKSHOOT_REACTION,
  rearReactionNeed,
} from '../../rules/rwnn/backshooting/backshootReactionTable.ts';
import {
  newChallengeResponse,
  respondToChallenge,
  type ChallengeAnswer,
} from '../../rules/rwnn/challenge/respondToChallenge.ts';
import { fearTestDice, newNerveDiceInput } from '../../rules/rwnn/emotions/fearTestDice.ts';
import { DuelEngine, DUEL_OUTCOME, MAX_EXCHANGES, type DuelResult } from '../duel/DuelEngine.ts';
import { Emotions } from '../../rules/rwnn/emotions/Emotions.ts';
import { emotionReadings } from '../../rules/rwnn/emotions/EmotionReadings.ts';
import { HURT } from '../../rules/rwnn/nerve/Hurt.ts';
import { legalNerveReactions, newNerveFacts, NERVE_REACTION } from '../../rules/rwnn/nerve/NerveReaction.ts';
import { nerveRules } from '../../rules/rwnn/nerve/NerveRules.ts';
import { DOWN, NerveState, type DownCode } from '../../rules/rwnn/nerve/NerveState.ts';
import { EAGER_NERVE_CHOOSER } from '../../rules/rwnn/nerve/takeNerveTest.ts';
import type { ShotLog } from '../../rules/rwnn/shot/ShotLog.ts';
import { PolicyFightChooser, type EscapeAsker } from './PolicyFightChooser.ts';

/** How figures reach the table: where the scenario puts them, or 000 STARTING POSITIONS' fate-deck rule. */
export type Placement = 'scenario' | 'fate-deck';

/**
 * The parameters of one shootout beyond its figures and table.
 *
 * @example const p: ShootoutParams = { cardCap: 300, placement: 'scenario', actionSets: 1 };
 */
export interface ShootoutParams {
  /** Cards turned after which the game stops as a draw. */
  readonly cardCap: number;
  readonly placement: Placement;
  /** Sets of the four action cards in the deck (000 MORE ACTION CARDS). */
  readonly actionSets: number;
}

/** Bases touching: figures this close (centre to centre) are in contact for close combat. */
const CONTACT_INCHES = 1;
/** Inches within which a figure standing in the line of fire hides the target (his base, about an inch across). */
const INTERLOPER_INCHES = 0.5;
/** The hit locations a figure in the line of fire hides: all but the head, which shows over his shoulder. */
const INTERLOPER_MASK = 0b111110;
/** Inches an escape heads for: past the most three movement dice can take him, so the throw decides. */
const ESCAPE_REACH = 19;

/**
 * Plays RWNN gunfights on a table (000 and 003, the whole of ACTIONS, SHOOTING, COVER, DUCK BACKS and
 * THE FATE DECK): cards are turned; a character card gives its figure a turn, an action card is displayed
 * and claimed, the Joker makes the deck up again; held action cards are offered to their side's policies at
 * the moments the rules allow and give free turns, even part way through an enemy's turn. Each turn the
 * figure owes what the rules force (coming round, Recover, Get up, a broken nerve's reaction) or does what
 * his policy chooses. Shots go to the shot module with the table's cover and terrain; duck backs, aims,
 * nerve and the rest follow. Challenges and fast draws (an interrupting draw, a draw on a backshooter's gun
 * cocking) are fought out by the duel engine; 000 BACKSHOOTING's suggested throws let a figure notice an
 * enemy behind him.
 *
 * One game object serves every trial of a cell: figures, deck and scratch objects are reset in place, and
 * with no log no string is built. A narrated game makes the same rolls in the same order as a fast one.
 *
 * @example const game = new ShootoutGame(rules, table, figures, params); game.play(dice, result);
 */
export class ShootoutGame implements EscapeAsker {
  readonly deck: FateDeck;
  readonly sides: number;
  private readonly shots: ShotResolver;
  private readonly ctx = newShotContext();
  /** A context for the policies' questions, apart from the shot being resolved. */
  private readonly askCtx = newShotContext();
  private readonly cover: CoverReport = newCoverReport();
  private readonly moveEnd: MoveResult = newMoveResult();
  private readonly way: Waypoint = { x: 0, y: 0 };
  private readonly roll = newMoveRoll();
  private readonly requests: readonly MoveRequest[];
  private readonly movers: readonly Mover[];
  private readonly moverWounds: { -readonly [K in keyof MoverWounds]: number }[];
  private readonly choice: ActionChoice = newActionChoice();
  /**
   * The men each turn's challenge calls out, copied from the choice (which an enemy's free turn before it
   * resolves reuses), one per depth of turns nested inside turns; made as deeper nesting first happens.
   */
  private readonly calledAt: CalledOut[] = [];
  /** How deep the turn being resolved is nested in others (a card's free turn, a duel's prize). */
  private depth = 0;
  private readonly views: readonly SideView[];
  /** Each side's figures, best class first (figure order within a class): the order held cards are offered in. */
  private readonly offerOrder: readonly (readonly Gunfighter[])[];
  /** Nerve bookkeeping: grazes, tests due, who has gone down and why (000 "NERVE and/or Morale"). */
  readonly nerve: NerveState;
  /** Who hates and fears whom (000 HATRED & FEAR). */
  readonly emotions: Emotions;
  private readonly nerveFacts = newNerveFacts();
  private readonly fights: FightResolver;
  private readonly fightCtx = newFightContext();
  /** A fight context for the tactics' questions, apart from the fight being resolved. */
  private readonly askFightCtx = newFightContext();
  /** Each figure's close-combat choices, his policy asked whether to escape. */
  private readonly fightChoosers: readonly PolicyFightChooser[];
  /** Figures in groups (000 GROUP MOVEMENT), and whether group movement is still allowed this game. */
  private readonly grouped: boolean;
  private groupsOpen = false;
  /** Members of the group moving, front first (scratch for groupMove). */
  private readonly members: Int32Array;
  private readonly memberAhead: Float64Array;
  /** The turn being played is the one a card turned for him (not a free turn, not a duel's prize). */
  private onCard = false;
  private readonly duelEngine: DuelEngine;
  private readonly duelResult: DuelResult = { outcome: DUEL_OUTCOME.aWins, exchanges: 0 };
  private readonly response = newChallengeResponse();
  private readonly fearScratch = newNerveDiceInput();
  private readonly shotguns: ShotgunBlaster;
  private readonly shotgunState: ShotgunState;
  private readonly shotgunShot = newShotgunShot();
  private readonly positions: FigurePositions;
  /** Each figure's shotgun as the shotgun rules name it (a Le Mat's grapeshot barrel too), or -1 for none. */
  private readonly shotgunOf: Int8Array;
  /**
   * Line of sight between the positions of i and j, by i * n + j, for the position stamps of each kept
   * beside it (see lineOfSight): worked out when first asked after either moved.
   */
  private readonly sight: Uint8Array;
  private readonly sightStampI: Float64Array;
  private readonly sightStampJ: Float64Array;
  private out: ShootoutResult;
  private dice: Dice | null = null;
  private log: ShotLog | undefined;
  /** A free turn from an action card is being played (no card may interrupt it). */
  private freeTurn = false;
  /** The figure a charge is moving into contact with (a move may end at his base), or -1. */
  private charging = -1;
  /** Cover against a shot from figure i at figure j, at i * n + j, worked out for the stamped positions. */
  private readonly pairCover: CoverReport[];
  private readonly pairStampI: Float64Array;
  private readonly pairStampJ: Float64Array;
  /** The current question's stamp (see viewOf); it only grows. */
  questionStamp = 0;
  /** The last position stamp given (see Gunfighter.posStamp); it only grows, across games too. */
  private posClock = 0;
  /** Where each side last saw each enemy, at side * n + figure (NaN: not seen this game, or searched). */
  private readonly seenX: Float64Array;
  private readonly seenY: Float64Array;
  /** A watcher for tests: sees every chosen action and every shot before it resolves. */
  audit: ShootoutAudit | null = null;
  /** The figure whose turn was played last (for "aim when the target just acted"). */
  lastActor = -1;
  /** The last figure to go down went down during a free turn. */
  private lastDownInFreeTurn = false;

  constructor(
    readonly rules: ShootoutRules,
    readonly table: Table,
    readonly figures: readonly Gunfighter[],
    readonly params: ShootoutParams,
  ) {
    let sides = 0;
    for (const f of figures) {
      f.bind(rules.duel.figure);
      sides = Math.max(sides, f.side + 1);
    }
    this.sides = sides;
    this.deck = new FateDeck({
      characters: figures.map((f) => ({
        cls: f.cls,
        side: f.side,
        mayUseActionCards: f.skills.slow === 0,
      })),
      actionSets: params.actionSets,
      readings: rules.fateDeck,
    });
    this.shots = new ShotResolver(rules.duel.shot);
    this.fights = new FightResolver(
      fightRules(rules.duel.shot, fightReadingsFrom(rules.rwnn.preset, rules.options)),
    );
    this.duelEngine = new DuelEngine(rules.duel);
    const n = figures.length;
    this.shotguns = new ShotgunBlaster(
      rules.duel.shot,
      shotgunReadingsFrom(rules.rwnn.preset, rules.options),
      n,
    );
    this.shotgunState = new ShotgunState(n);
    this.positions = newFigurePositions(n);
    this.positions.count = n;
    this.positions.names = figures.map((f) => f.name);
    this.shotgunOf = Int8Array.from(figures, (f) =>
      f.grapeshot
        ? SHOTGUN.leMat
        : f.weapon(0) === 'shotgun'
          ? SHOTGUN.shotgun
          : f.weapon(0) === 'sawn-off'
            ? SHOTGUN.sawnOff
            : -1,
    );
    this.sight = new Uint8Array(figures.length * figures.length);
    this.sightStampI = new Float64Array(figures.length * figures.length).fill(-1);
    this.sightStampJ = new Float64Array(figures.length * figures.length).fill(-1);
    this.seenX = new Float64Array(sides * n);
    this.pairCover = Array.from({ length: n * n }, () => newCoverReport());
    this.pairStampI = new Float64Array(n * n);
    this.pairStampJ = new Float64Array(n * n);
    this.seenY = new Float64Array(sides * n);
    this.moverWounds = figures.map(() => ({ fleshLeg: 0, serious: 0, seriousLeg: 0, seriousBelly: 0 }));
    this.movers = figures.map((f, i) => ({ cls: f.cls, skills: f.skills, wounds: this.moverWounds[i]! }));
    // Move and Move & Fire on open ground, loose and dense woods: prebuilt, so a move allocates nothing.
    const requests: MoveRequest[] = [];
    for (const action of ['move', 'move-and-fire'] as const)
      for (let terrainDice = 0; terrainDice <= 2; terrainDice++)
        requests.push({ action, swiftExtra: false, gunplayCommenced: true, terrainDice });
    this.requests = requests;
    this.views = figures.map((f) => new SideView(this, f));
    this.offerOrder = Array.from({ length: sides }, (_, side) =>
      figures
        .filter((f) => f.side === side)
        .sort((a, b) => classRank(b.cls) - classRank(a.cls) || a.index - b.index),
    );
    const sideOf = figures.map((f) => f.side);
    this.nerve = new NerveState(figures, sideOf, nerveRules(rules.rwnn, rules.options), (i, j) =>
      distance(figures[i]!.x - figures[j]!.x, figures[i]!.y - figures[j]!.y),
    );
    this.emotions = new Emotions(figures, sideOf, emotionReadings(rules.rwnn.preset, rules.options));
    this.fightChoosers = figures.map((f) => new PolicyFightChooser(this, f.index, f.tactics));
    this.grouped = figures.some((f) => f.group >= 0);
    this.members = new Int32Array(n);
    this.memberAhead = new Float64Array(n);
    if (this.grouped) checkGroups(figures, params.placement);
    this.out = new ShootoutResult(sides);
    // The share of the 36 location-and-effect cells that put each figure down, for the policies' odds.
    const cell = new HitCell(rules.duel.shot);
    for (const f of figures) {
      cell.prepare(rules.duel.shot, f, f, this.askCtx);
      let downs = 0;
      for (let l = 1; l <= 6; l++)
        for (let e = 1; e <= 6; e++) {
          cell.compute(l, e);
          if (cell.index >= 0 && cell.downs()) downs++;
        }
      f.pHitDowns = downs / 36;
    }
  }

  /** Cards turned so far in the game being played. */
  get cardsTurned(): number {
    return this.out.cards;
  }

  /**
   * The dice `f` would throw firing deliberately at `t` from where both stand, cover included; NaN when he
   * has no ready gun, no line of sight, or `t` is beyond reach. For the policies' odds.
   */
  deliberateDice(f: Gunfighter, t: Gunfighter): number {
    const g = f.readyGun();
    if (g < 0 || !this.lineOfSight(f.index, t.index)) return NaN;
    const ctx = this.askCtx;
    const cover = this.coverBetween(f.index, t.index);
    ctx.range = distance(t.x - f.x, t.y - f.y);
    ctx.guns = g === 0 ? GUNS.right : GUNS.left;
    ctx.cover = firingCover(cover.shape, cover.material, cover.concealed, cover.scrub, this.rules.cover);
    ctx.targetMoved = t.moved;
    return this.shots.dice(f, t, ctx, g);
  }

  /** Plays one gunfight with `dice`, narrating to `log` when given; writes what happened into `out`. */
  play(dice: Dice, out: ShootoutResult, log?: ShotLog): ShootoutResult {
    this.dice = dice;
    this.log = log;
    this.out = out;
    out.reset();
    for (const f of this.figures) {
      f.resetForGame();
      f.posStamp = ++this.posClock;
      const sg = this.shotgunOf[f.index]!;
      if (sg >= 0) this.shotgunState.reset(f.index, sg as ShotgunWeaponCode);
    }
    this.nerve.reset();
    this.emotions.reset();
    this.deck.reset();
    // 000 GROUP MOVEMENT: "Only the leaders action card is included in the Fate deck; the rest are kept to
    // one side".
    this.groupsOpen = this.grouped;
    if (this.grouped) for (const f of this.figures) if (f.group >= 0 && !f.leads) this.deck.setAside(f.index);
    this.onCard = false;
    this.depth = 0;
    this.seenX.fill(NaN);
    this.freeTurn = false;
    this.lastActor = -1;
    this.lastDownInFreeTurn = false;
    if (this.params.placement === 'fate-deck') this.placeByDeck(dice);
    while (out.cards < this.params.cardCap && this.sidesAbleToFight() > 1) {
      const card = this.deck.turn(dice);
      out.cards++;
      const kind = this.deck.kindOf(card);
      if (log) this.narrateCard(card);
      if (kind === CARD_KIND.character) {
        const f = this.figures[card]!;
        if (!f.placed) this.placeFigure(f);
        else {
          this.onCard = true;
          this.turn(f);
        }
      } else if (kind === CARD_KIND.joker) {
        out.jokers++;
        this.joker();
      }
    }
    this.finish(out);
    return out;
  }

  /**
   * Figure i's view, for one question (a policy's choice, or the game's own check of it): the question's
   * stamp lets the view keep what it works out (who is known, the dice of a shot) for as long as the question
   * lasts, during which nothing on the table changes.
   */
  private viewOf(i: number): SideView {
    this.questionStamp++;
    return this.views[i]!;
  }

  /** Notes where `side` sees figure `j` now (the policies' memory of the enemy). */
  remember(side: number, j: number): void {
    const f = this.figures[j]!;
    const k = side * this.figures.length + j;
    this.seenX[k] = f.x;
    this.seenY[k] = f.y;
  }

  /** Forgets where `side` last saw figure `j` (he was not found there). */
  forget(side: number, j: number): void {
    this.seenX[side * this.figures.length + j] = NaN;
  }

  /** Where `side` last saw figure `j` (NaN: not seen, or forgotten). */
  lastSeenX(side: number, j: number): number {
    return this.seenX[side * this.figures.length + j]!;
  }

  lastSeenY(side: number, j: number): number {
    return this.seenY[side * this.figures.length + j]!;
  }

  /**
   * Whether figure j is standing somewhere i can see from where he stands (terrain only: ducking back is a
   * state, not a place). Kept for both ways round until either moves; the test is symmetric.
   */
  lineOfSight(i: number, j: number): boolean {
    const n = this.figures.length;
    const k = i * n + j;
    const a = this.figures[i]!;
    const b = this.figures[j]!;
    if (this.sightStampI[k] !== a.posStamp || this.sightStampJ[k] !== b.posStamp) {
      const s = i !== j && this.table.canSee(a.x, a.y, b.x, b.y) ? 1 : 0;
      const back = j * n + i;
      this.sight[k] = s;
      this.sight[back] = s;
      this.sightStampI[k] = a.posStamp;
      this.sightStampJ[k] = b.posStamp;
      this.sightStampI[back] = b.posStamp;
      this.sightStampJ[back] = a.posStamp;
    }
    return this.sight[k] === 1;
  }

  // ---- placement -------------------------------------------------------------------------------------

  /**
   * 000 STARTING POSITIONS: "as each characters card is drawn, his model is placed on the table ... at least
   * six inches from all enemy models, and ... closer to the nearest friend than the nearest enemy. As soon as
   * the Joker is drawn, the game starts". Cards turned here are not the game's; action cards are displayed.
   */
  private placeByDeck(dice: Dice): void {
    for (const f of this.figures) f.placed = false;
    for (;;) {
      const card = this.deck.turn(dice);
      if (this.log) this.narrateCard(card);
      const kind = this.deck.kindOf(card);
      if (kind === CARD_KIND.joker) {
        this.deck.completeJoker();
        return;
      }
      if (kind === CARD_KIND.character) this.placeFigure(this.figures[card]!);
    }
  }

  /**
   * Places a figure by the starting-positions rule: at his scenario start if that is legal; else beside the
   * nearest placed friend, stepping away from the enemy until six inches clear.
   */
  private placeFigure(f: Gunfighter): void {
    f.placed = true;
    if (!this.legalStart(f, f.startX, f.startY)) {
      let best = -1;
      let bestD = Infinity;
      for (const g of this.figures) {
        if (!g.placed || g === f || g.side !== f.side) continue;
        const d = distance(g.x - f.startX, g.y - f.startY);
        if (d < bestD) {
          bestD = d;
          best = g.index;
        }
      }
      if (best >= 0) {
        const g = this.figures[best]!;
        // Step back from the friend, away from the enemy side, an inch at a time.
        const away = (f.startFacing + 180) * (Math.PI / 180);
        for (let k = 1; k <= 24; k++) {
          const x = g.x + Math.cos(away) * k;
          const y = g.y + Math.sin(away) * k;
          if (this.legalStart(f, x, y)) {
            f.x = x;
            f.y = y;
            break;
          }
        }
      }
    }
    f.posStamp = ++this.posClock;
    if (this.log) this.log.line(`  ${f.name} takes his place at (${f.x.toFixed(1)}, ${f.y.toFixed(1)}).`);
  }

  private legalStart(f: Gunfighter, x: number, y: number): boolean {
    let nearestFriend = Infinity;
    let nearestEnemy = Infinity;
    for (const g of this.figures) {
      if (!g.placed || g === f) continue;
      const d = distance(g.x - x, g.y - y);
      if (g.side === f.side) nearestFriend = Math.min(nearestFriend, d);
      else nearestEnemy = Math.min(nearestEnemy, d);
    }
    if (nearestEnemy < 6) return false;
    return nearestFriend === Infinity || nearestFriend < nearestEnemy;
  }

  // ---- the cards -------------------------------------------------------------------------------------

  /**
   * The Joker: under 000 "Any action cards held by players must be played immediately or discarded": each
   * holding side's policies may play them now (superior card first); then the deck is made up again.
   */
  private joker(): void {
    const deck = this.deck;
    if (this.rules.fateDeck.jokerHeld === 'play-or-discard') {
      for (let side = 0; side < this.sides; side++) {
        if (deck.heldBy(side) > 0) this.offerCards(side, -1, CARD_MOMENT.joker);
      }
    }
    deck.completeJoker();
  }

  /**
   * Offers the held action cards of `side` to its figures, best class first, at `moment` (`target` is the
   * enemy whose action is about to resolve, -1 for none). A figure whose policy plays a card takes a free
   * turn at once. Free turns are not interrupted in their turn (one level of cards: see the register entry
   * action-card-interrupts).
   */
  private offerCards(side: number, target: number, moment: CardMoment): void {
    if (this.freeTurn) return;
    const deck = this.deck;
    for (const g of this.offerOrder[side]!) {
      if (!g.placed || g.isOut()) continue;
      if (moment === CARD_MOMENT.targetLeavingAim && g.aimAt !== target) continue;
      const card = deck.bestPlayable(g.index);
      if (card < 0) continue;
      if (!g.tactics.playCard(this.viewOf(g.index), moment)) continue;
      deck.play(card, g.index);
      this.out.cardsPlayed++;
      if (this.log) this.log.line(`  ${g.name} plays ${deck.describe(card)} for a free turn.`);
      this.freeTurn = true;
      this.turn(g);
      this.freeTurn = false;
      if (deck.heldBy(side) === 0) return;
    }
  }

  // ---- a turn ----------------------------------------------------------------------------------------

  /** One turn of `f`: what the rules force, or what his policy chooses. */
  private turn(f: Gunfighter): void {
    const log = this.log;
    const status = f.wounds.status;
    // Only the turn his own card gave him may move his group; the turns played inside it (a duel won) not.
    const onCard = this.onCard;
    this.onCard = false;
    this.lastActor = f.index;
    if (status === STATUS.dead || f.nerve === NERVE_STATE.surrendered || f.nerve === NERVE_STATE.fled) {
      if (log) log.line(`  ${f.name} is out of the fight.`);
      return;
    }
    if (status === STATUS.knockedOut) {
      this.comeRound(f);
      return;
    }
    if (f.mustRecover) {
      this.recover(f);
      return;
    }
    if (status === STATUS.knockedDown) {
      f.wounds.status = STATUS.standing;
      f.moved = false;
      if (log) log.line(`  ${f.name} gets up.`);
      return;
    }
    if (f.nerve === NERVE_STATE.broken) {
      this.chooseReaction(f);
      if (f.isOut()) return;
    }
    if (f.nerve === NERVE_STATE.running) {
      // A runner whose legs or belly can no longer carry him (a serious wound taken since) gives up.
      if (this.canGetAway(f)) this.run(f);
      else this.surrender(f);
      return;
    }
    if (f.nerve === NERVE_STATE.hiding) {
      this.hide(f);
      return;
    }
    if (this.escapeOutnumbered(f)) return;
    if (onCard && this.groupsOpen && f.leads && this.leadGroup(f)) return;
    const c = this.choice;
    c.action = ACTION.pass;
    c.target = -1;
    c.alsoCount = 0;
    c.x = f.x;
    c.y = f.y;
    const held = this.heldBy(f);
    if (held >= 0) f.tactics.actInFight(this.viewOf(f.index), c, held);
    else f.tactics.act(this.viewOf(f.index), c);
    this.hatredForcesFire(f, c);
    if (!this.viewOf(f.index).mayAct(c.action, c.target))
      throw new Error(
        `${f.tactics.name}: ${f.name} may not ${ACTION_NAMES[c.action]}${c.target >= 0 ? ` at ${this.figures[c.target]!.name}` : ''} now`,
      );
    if (c.alsoCount > 0) this.checkCalledOut(f, c);
    // Read back as the wide type: the policy wrote the object.
    const action = c.action as ActionCode;
    const target = c.target;
    const tx = c.x;
    const ty = c.y;
    const depth = this.depth;
    const called = (this.calledAt[depth] ??= new CalledOut());
    if (action === ACTION.challenge) called.setFrom(c);
    else called.count = 0;
    if (log) this.narrateChoice(f, action, target, tx, ty, called);
    const leaving =
      action === ACTION.move ||
      action === ACTION.moveAndFire ||
      action === ACTION.duckBack ||
      (action === ACTION.pass && this.repositionSpoilsAim(f, tx, ty));
    // Turns played from here on (enemies' free turns, a duel's prize) keep their own lists of men called out.
    this.depth = depth + 1;
    const lost = this.interruptedBefore(f, leaving, ACTION_NAMES[action]);
    if (!lost) this.resolve(f, action, target, tx, ty, called);
    this.depth = depth;
    if (!lost) this.afterOwnTurn(f);
  }

  /**
   * The further men a challenge names (ActionChoice.also) must each be one a single challenge could call out
   * now, none named twice, and only a challenge names them: a tactic that breaks this is wrong, as one that
   * picks an illegal action is.
   */
  private checkCalledOut(f: Gunfighter, c: ActionChoice): void {
    const who = `${f.tactics.name}: ${f.name}`;
    if (c.action !== ACTION.challenge)
      throw new Error(`${who} names further men to call out but chooses to ${ACTION_NAMES[c.action]}`);
    const view = this.viewOf(f.index);
    for (let k = 0; k < c.alsoCount; k++) {
      const j = c.also[k]!;
      const name = this.figures[j]?.name ?? `figure ${j}`;
      let twice = j === c.target;
      for (let i = 0; i < k; i++) twice ||= c.also[i] === j;
      if (twice) throw new Error(`${who} may not challenge ${name} twice at once`);
      if (!view.mayAct(ACTION.challenge, j)) throw new Error(`${who} may not challenge ${name} now`);
    }
  }

  /**
   * Enemies holding action cards may act before his declared action resolves (000 THE FATE DECK: "even part
   * way through someone else's turn"); an aimer whose target is about to move or duck back (`leaving`) is
   * asked first. True when his action is lost: he is out, down, owes a Recover, or runs or hides after a
   * nerve lost in the free turns (a nerve lost only now shows from his next turn). `what` names the action
   * in the story.
   */
  private interruptedBefore(f: Gunfighter, leaving: boolean, what: string): boolean {
    if (this.freeTurn) return false;
    for (let side = 0; side < this.sides; side++) {
      if (side === f.side || this.deck.heldBy(side) === 0) continue;
      if (leaving) this.offerCards(side, f.index, CARD_MOMENT.targetLeavingAim);
      this.offerCards(side, f.index, CARD_MOMENT.beforeEnemyAction);
    }
    this.lastActor = f.index;
    if (
      f.isOut() ||
      f.wounds.status !== STATUS.standing ||
      f.mustRecover ||
      (f.nerve !== NERVE_STATE.steady && f.nerve !== NERVE_STATE.broken)
    ) {
      if (this.log) this.log.line(`  ${f.name}'s ${what} never happens.`);
      return true;
    }
    return false;
  }

  /** His side may play its held cards just after his turn (not after a free turn: one level of cards). */
  private afterOwnTurn(f: Gunfighter): void {
    if (!this.freeTurn && this.deck.heldBy(f.side) > 0) this.offerCards(f.side, -1, CARD_MOMENT.afterOwnTurn);
  }

  /** A Pass toward (x, y) would shift him where "any kind of move" spoils an aim on him (shootout.aimLostOn). */
  private repositionSpoilsAim(f: Gunfighter, x: number, y: number): boolean {
    const r = this.rules.readings;
    return r.aimLostOn === 'any-move' && r.passMoves > 0 && distance(x - f.x, y - f.y) > 0.01;
  }

  /**
   * A broken figure's first turn after the failed test: his policy picks among the legal reactions (000:
   * "must hide, run or surrender, as appropriate"): hide where cover hides him or is within a move, run where
   * he can move, surrender always.
   */
  private chooseReaction(f: Gunfighter): void {
    const facts = this.nerveFacts;
    const view = this.viewOf(f.index);
    let near = -1;
    let nearD = Infinity;
    for (const g of this.figures) {
      if (g.side === f.side || g.isOut() || !g.placed) continue;
      const d = distance(g.x - f.x, g.y - f.y);
      if (d < nearD) {
        nearD = d;
        near = g.index;
      }
    }
    facts.coverInReach = near < 0 || view.selfInCover(near) || view.findCoverSpot(near, 12);
    facts.canGetAway = this.canGetAway(f);
    facts.inCloseCombat = f.inContactWith >= 0;
    const legal = legalNerveReactions(facts);
    const code = f.tactics.nerveReaction(view, legal);
    if (((legal >> code) & 1) === 0)
      throw new Error(`${f.tactics.name}: ${f.name} may not react to his lost nerve with ${code}`);
    if (code === NERVE_REACTION.surrender) return this.surrender(f);
    this.nerve.setReaction(f.index, code, this.log);
    f.nerve = code === NERVE_REACTION.hide ? NERVE_STATE.hiding : NERVE_STATE.running;
  }

  /**
   * No serious wound in the legs or belly: he can still move (rollMove throws no dice for him otherwise), and
   * so run (000 NERVE: "run ... as appropriate").
   */
  canGetAway(f: Gunfighter): boolean {
    const w = f.wounds;
    return w.serious[LOCATION.legs]! + w.serious[LOCATION.belly]! === 0;
  }

  /** He surrenders: his lost nerve's reaction, or a runner's who can run no more. */
  private surrender(f: Gunfighter): void {
    this.nerve.setReaction(f.index, NERVE_REACTION.surrender, this.log);
    f.nerve = NERVE_STATE.surrendered;
    this.wentDown(f, -1, DOWN.surrendered);
    this.takeDueTests();
  }

  /**
   * 000 HATRED & FEAR: "He must fire at a hated enemy within his arc of fire if he can": whatever his policy
   * chose, a figure with a hated enemy in his arc that he can shoot at fires at him.
   */
  private hatredForcesFire(f: Gunfighter, c: ActionChoice): void {
    if (c.action === ACTION.fire && c.target >= 0 && this.emotions.hates(f.index, c.target)) return;
    const t = this.hatedInArc(f);
    if (t < 0) return;
    if (this.log) this.log.line(`  ${f.name} hates ${this.figures[t]!.name} and must fire at him.`);
    c.action = ACTION.fire;
    c.target = t;
    c.alsoCount = 0;
  }

  /** The first hated enemy in his arc he can shoot at now (he must), or -1. */
  private hatedInArc(f: Gunfighter): number {
    if (f.readyGun() < 0) return -1;
    for (const t of this.figures) {
      if (!this.emotions.mustFireAt(f.index, t.index) || !this.inArc(f, t)) continue;
      if (this.viewOf(f.index).mayAct(ACTION.fire, t.index)) return t.index;
    }
    return -1;
  }

  /**
   * Carries out a chosen action; a target gone (down, out of sight) by the time it resolves wastes it, and a
   * challenge goes ahead against those it called out (`called`) who still may be.
   */
  private resolve(
    f: Gunfighter,
    action: ActionCode,
    target: number,
    tx: number,
    ty: number,
    called: CalledOut,
  ): void {
    if (action === ACTION.challenge) this.dropUnchallengeable(f, called);
    if (
      (action === ACTION.aim || action === ACTION.challenge || action === ACTION.charge) &&
      (action === ACTION.challenge ? called.count === 0 : !this.viewOf(f.index).mayAct(action, target))
    ) {
      // An interrupt changed the table: the target is down, gone or out of reach.
      if (this.log) this.log.line(`  ${f.name}'s ${ACTION_NAMES[action]} no longer makes sense and is lost.`);
      return;
    }
    if (this.audit) this.audit.action(f, action, target);
    const aimed = f.aimAt;
    if (action !== ACTION.aim) f.aimAt = -1;
    f.moved = false;
    // What he shows of himself behind cover: firing (or aiming) round it or over it, or only his head.
    f.firing = action === ACTION.fire || action === ACTION.aim || action === ACTION.moveAndFire;
    switch (action) {
      case ACTION.pass:
        this.pass(f, tx, ty);
        return;
      case ACTION.move:
        this.move(f, tx, ty, 0);
        return;
      case ACTION.moveAndFire: {
        this.move(f, tx, ty, 1);
        if (f.wounds.status !== STATUS.standing) return;
        // "the character must fire at the end of his movement if an enemy is within his arc of fire" (000).
        const t = this.inArcTarget(f, target);
        if (t >= 0) this.fire(f, this.figures[t]!, true, false);
        return;
      }
      case ACTION.fire: {
        const t = this.figures[target]!;
        if (f.inContactWith === target && !t.isOut()) {
          // "Characters in contact with an opponent who wish to attempt to shoot him do not use the shooting
          // rules: they roll on the pistol or the rifle rows of the fighting chart" (000 FIGHTING).
          this.attack(f, t, 0);
          return;
        }
        if (!this.mayFireAt(f, t)) {
          if (this.log) this.log.line(`  ${f.name} has no shot at ${t.name} now.`);
          return;
        }
        this.face(f, t.x, t.y);
        this.fire(f, t, false, aimed === target);
        return;
      }
      case ACTION.aim: {
        const t = this.figures[target]!;
        this.face(f, t.x, t.y);
        // Drawing a bead from behind: the victim may hear the gun cock and draw on him at once.
        if (this.heardCocking(f, t)) return;
        f.aimAt = target;
        return;
      }
      case ACTION.reload:
      case ACTION.fixGun:
        this.service(f);
        return;
      case ACTION.duckBack:
        this.duck(f, false);
        return;
      case ACTION.charge:
        this.charge(f, this.figures[target]!);
        return;
      case ACTION.challenge:
        this.challenge(f, called);
        return;
      default:
        throw new Error(`${f.name}: the ${ACTION_NAMES[action]} action is not played in this shootout`);
    }
  }

  /**
   * Pass (003: turn to face any direction) or 000's Reposition (up to two inches); one that shifts him
   * spoils the aims on him where "any kind of move" does (shootout.aimLostOn).
   */
  private pass(f: Gunfighter, tx: number, ty: number): void {
    const readings = this.rules.readings;
    // Held in a fight, he may turn but not step away (register entry escape-move).
    const reach = this.heldBy(f) >= 0 ? 0 : readings.passMoves;
    const d = distance(tx - f.x, ty - f.y);
    if (reach > 0 && d > 0.01) {
      this.table.moveToward(f.x, f.y, tx, ty, Math.min(reach, d), this.moveEnd);
      if (this.log) this.log.line(`  ${f.name} repositions ${this.moveEnd.inches.toFixed(1)}".`);
      if (this.moveEnd.inches > 0) {
        this.relocate(f, this.moveEnd.x, this.moveEnd.y);
        if (readings.aimLostOn === 'any-move') this.loseAimsOn(f);
        this.rearReactions(f);
      }
    }
  }

  /**
   * Move (kind 0) or Move & Fire (kind 1) toward (tx, ty) by the Move rules (rollMove): as far as the dice
   * and the table allow, the full roll for a Citizen (past the point if need be), falling over on the 1s.
   */
  private move(f: Gunfighter, tx: number, ty: number, kind: number): void {
    const roll = this.throwMove(f, kind);
    const d = distance(tx - f.x, ty - f.y);
    let want = d < roll.least ? roll.least : d > roll.most ? roll.most : d;
    if (roll.fullRoll) want = roll.most;
    const inches = this.stride(f, tx, ty, want);
    if (roll.fellOver) {
      f.wounds.worsen(STATUS.knockedDown);
      f.duckedBack = false;
    }
    if (this.log)
      this.log.line(
        `  ${f.name} throws ${roll.diceThrown} movement dice (${roll.total}) and moves ${inches.toFixed(1)}" to (${f.x.toFixed(1)}, ${f.y.toFixed(1)})${roll.fellOver ? ', and falls over' : ''}.`,
      );
    // A runner is not sneaking up on anyone: he is making for the table edge.
    if (inches > 0 && f.nerve !== NERVE_STATE.running) this.rearReactions(f);
  }

  /** His movement throw for a Move (kind 0) or a Move & Fire (kind 1) where he stands, wounds counted. */
  private throwMove(f: Gunfighter, kind: number): MoveRoll {
    const terrain = this.table.terrainAt(f.x, f.y);
    const mw = this.moverWounds[f.index]!;
    const w = f.wounds;
    mw.fleshLeg = w.flesh[LOCATION.legs]!;
    mw.serious = w.seriousTotal();
    mw.seriousLeg = w.serious[LOCATION.legs]!;
    mw.seriousBelly = w.serious[LOCATION.belly]!;
    return rollMove(
      this.movers[f.index]!,
      this.requests[kind * 3 + terrain]!,
      this.dice!,
      this.rules.move,
      this.roll,
    );
  }

  /**
   * Moves `f` up to `want` inches along the straight line toward (tx, ty), past it when `want` is longer
   * (a roll that must be used in full), as far as the table and the other figures let him; he faces the way
   * he went, has moved, loses every aim on him and leaves any fight he moved out of. Returns the inches.
   */
  private stride(f: Gunfighter, tx: number, ty: number, want: number): number {
    const d = distance(tx - f.x, ty - f.y);
    let inches = 0;
    if (want > 0 && d > 0.01) {
      const ex = f.x + ((tx - f.x) / d) * want;
      const ey = f.y + ((ty - f.y) / d) * want;
      this.table.moveToward(f.x, f.y, ex, ey, want, this.moveEnd);
      this.keepClear(f, ex, ey);
      inches = this.moveEnd.inches;
      this.face(f, ex, ey);
      if (inches > 0) this.relocate(f, this.moveEnd.x, this.moveEnd.y);
    }
    f.moved = true;
    this.loseAimsOn(f);
    if (inches > 0 && f.inContactWith >= 0) this.breakContact(f);
    return inches;
  }

  /**
   * Pulls the end of a move back along its line until it is clear of every other figure's base (000 ACTIONS
   * allows "detours of up to an inch to avoid obstacles and other characters"; a move does not end on a
   * man). A charge stops at contact the same way.
   */
  private keepClear(f: Gunfighter, ex: number, ey: number): void {
    const m = this.moveEnd;
    const d = distance(ex - f.x, ey - f.y);
    if (d <= 0) return;
    const ux = (ex - f.x) / d;
    const uy = (ey - f.y) / d;
    for (let guard = 0; guard < 64 && m.inches > 0; guard++) {
      let blocked = false;
      for (const o of this.figures) {
        if (o === f || o.index === this.charging || !o.placed || o.wounds.status === STATUS.dead) continue;
        if (distance(o.x - m.x, o.y - m.y) < CONTACT_INCHES) {
          blocked = true;
          break;
        }
      }
      if (!blocked) return;
      m.inches = Math.max(0, m.inches - 0.25);
      m.x = f.x + ux * m.inches;
      m.y = f.y + uy * m.inches;
    }
  }

  /** Reload or Fix gun, whichever his guns need (the shot module's turn action). */
  private service(f: Gunfighter): void {
    const shots = this.shots;
    const a = shots.turnAction(f);
    const sg = this.shotgunOf[f.index]!;
    if (a === TURN.reload && sg >= 0) this.shotgunState.reload(f.index, sg as ShotgunWeaponCode);
    if (a === TURN.reload) shots.reload(f, shots.turnGun, this.log);
    else if (a === TURN.fixGun)
      shots.fixGun(f, shots.turnGun, null, this.dice!, f.tactics, f.tactics, this.log);
  }

  /**
   * Recover: clears every wound's and duck back's claim at once (000 ACTIONS: "Any number of wounds and duck
   * backs can be recovered from simultaneously in one action"); he is in sight again.
   */
  private recover(f: Gunfighter): void {
    f.mustRecover = false;
    f.duckedBack = false;
    f.moved = false;
    if (this.log) this.log.line(`  ${f.name} recovers.`);
  }

  /**
   * A knocked-out figure's turn: "must attempt to throw a 6 each time they have a turn, until they succeed
   * they may make no actions" (000), with 002's "+1 on subsequent throws" by the reading.
   */
  private comeRound(f: Gunfighter): void {
    const r = this.rules.readings;
    const bonus =
      r.wakeUp === 'six-only'
        ? 0
        : r.wakeUp === 'plus-one-per-throw'
          ? f.wakeThrows
          : f.wakeThrows > 0
            ? 1
            : 0;
    const face = this.dice!.d6();
    f.wakeThrows++;
    const woke = face + bonus >= 6;
    if (woke) {
      f.wounds.status = r.cameRound === 'standing' ? STATUS.standing : STATUS.knockedDown;
      f.wakeThrows = 0;
    }
    if (this.log)
      this.log.line(
        `  ${f.name} is knocked out and throws ${face}${bonus ? ` +${bonus}` : ''}: ${woke ? 'he comes round' : 'still out cold'}.`,
      );
  }

  /** A hiding figure (a failed nerve): ducks back out of sight and stays there. */
  private hide(f: Gunfighter): void {
    if (!f.duckedBack) this.duck(f, false);
    else if (this.log) this.log.line(`  ${f.name} stays hidden.`);
  }

  /** A running figure (a failed nerve): moves his full roll away from the nearest enemy; off the table he is gone. */
  private run(f: Gunfighter): void {
    let ex = f.x;
    let ey = f.y;
    let best = Infinity;
    for (const g of this.figures) {
      if (g.side === f.side || g.isOut()) continue;
      const d = distance(g.x - f.x, g.y - f.y);
      if (d < best) {
        best = d;
        ex = g.x;
        ey = g.y;
      }
    }
    // For the nearest table edge that does not take him toward the nearest enemy, round what is in the way.
    const table = this.table;
    const ax = f.x - ex;
    const ay = f.y - ey;
    let tx = f.x;
    let ty = f.y;
    let bestEdge = Infinity;
    for (let k = 0; k < 4; k++) {
      const px = k === 0 ? 0 : k === 1 ? table.width : f.x;
      const py = k === 2 ? 0 : k === 3 ? table.depth : f.y;
      const d = distance(px - f.x, py - f.y);
      // Edges toward the enemy count as far as the whole table: taken only when there is no other way.
      const away = (px - f.x) * ax + (py - f.y) * ay > 1e-9 || best === Infinity;
      const cost = away ? d : d + table.width + table.depth;
      if (cost < bestEdge) {
        bestEdge = cost;
        tx = px;
        ty = py;
      }
    }
    table.routeToward(f.x, f.y, tx, ty, this.way);
    this.move(f, this.way.x, this.way.y, 0);
    const m = 0.5;
    if (f.x <= m || f.y <= m || f.x >= this.table.width - m || f.y >= this.table.depth - m) {
      f.nerve = NERVE_STATE.fled;
      if (this.log) this.log.line(`  ${f.name} runs off the table.`);
      this.nerve.leaveTable(f.index, this.log);
      this.wentDown(f, -1, DOWN.leftTable);
      this.takeDueTests();
    }
  }

  // ---- firing ----------------------------------------------------------------------------------------

  /** Whether `f` can fire at `t` now: t on the table and not out, and a line of sight to where he is. */
  mayFireAt(f: Gunfighter, t: Gunfighter): boolean {
    return t.placed && !t.isOut() && t.side !== f.side && this.lineOfSight(f.index, t.index);
  }

  /** The target of a Move & Fire: the chosen one if in arc, else the nearest enemy in arc; -1 for none. */
  private inArcTarget(f: Gunfighter, chosen: number): number {
    if (chosen >= 0 && this.inArc(f, this.figures[chosen]!) && this.mayFireAt(f, this.figures[chosen]!))
      return chosen;
    let best = -1;
    let bestD = Infinity;
    for (const t of this.figures) {
      if (!this.mayFireAt(f, t) || !this.inArc(f, t)) continue;
      const d = distance(t.x - f.x, t.y - f.y);
      if (d < bestD) {
        bestD = d;
        best = t.index;
      }
    }
    return best;
  }

  /** 000 ANGLE OF FIRE: "an arc of 90 degrees; 45 degrees each side of straight ahead". */
  inArc(f: Gunfighter, t: Gunfighter): boolean {
    return angleBetween(f.facing, bearing(f.x, f.y, t.x, t.y)) <= 45;
  }

  /** `f` stands behind `t`: within 45 degrees of straight back from where `t` faces (backshooting). */
  fromBehind(t: Gunfighter, f: Gunfighter): boolean {
    return !this.inArc(t, f) && angleBetween(t.facing + 180, bearing(t.x, t.y, f.x, f.y)) <= 45;
  }

  /**
   * `f` fires at `t`: a gun that is not ready is serviced instead (reload, fix); the clear-shot throw in
   * woods; the firing throw with the mode his policy picks (aimed when his aim held); each hit against the
   * target's cover; duck backs, Recover owed, and a fall.
   */
  private fire(f: Gunfighter, t: Gunfighter, moved: boolean, aimed: boolean): void {
    const shots = this.shots;
    const dice = this.dice!;
    const log = this.log;
    const g = f.readyGun();
    if (g < 0) {
      this.service(f);
      return;
    }
    // The aimed shot's bead was drawn when he aimed, and the victim had his chance to hear it then.
    if (!aimed && this.heardCocking(f, t)) return;
    const cover = this.coverBetween(f.index, t.index);
    const cr = this.rules.cover;
    const total = clearShotTotal(cover.density, cover.ownDensity, cr);
    if (total > 0) {
      // 000 COMBAT IN THE GREAT OUTDOORS: "score more than the total density to be permitted to fire ... If
      // he fails the throw he stands instead."
      const modifier =
        (t.duckedBack ? CLEAR_SHOT_MODIFIER.duckedBack : 0) +
        (f.profile.locationShift > 0 ? CLEAR_SHOT_MODIFIER.marksman : 0);
      if (!clearShot(total, modifier, dice)) {
        if (log) log.line(`  ${f.name} finds no clear shot through the trees and stands instead.`);
        return;
      }
    }
    if (this.audit) this.audit.shot(f, t, moved);
    const ctx = this.ctx;
    const behind = cover.shape !== COVER_SHAPE.none;
    // Every field of the shared context is written for each shot: nothing of the last shot may carry over,
    // or a trial's dice would depend on the trials played before it.
    ctx.mode = FIRE.deliberate;
    ctx.range = distance(t.x - f.x, t.y - f.y);
    ctx.moved = moved;
    ctx.guns = g === 0 ? GUNS.right : GUNS.left;
    ctx.cover = firingCover(cover.shape, cover.material, cover.concealed, cover.scrub, cr);
    ctx.backshooting = this.fromBehind(t, f);
    ctx.targetMoved = t.moved;
    if (this.emotions.torn(f.index, t.index)) this.emotions.beforeShotAt(f.index, t.index, dice, log);
    ctx.targetHated = this.emotions.hates(f.index, t.index);
    ctx.emotionDice = this.emotions.dice(f.index, t.index);
    ctx.effectModifier = 0;
    ctx.chartSide = CHART_SIDE.own;
    ctx.treeStopsOn = terrainStopNeed(cover.inWoods, cover.inTerrain, cr);
    const sg = this.shotgunOf[f.index]!;
    if (sg >= 0 && g === 0 && (sg !== SHOTGUN.leMat || this.firesGrapeshot(f, t, aimed))) {
      this.fireShotgun(f, t, g);
      return;
    }
    this.protect(f, t, cover);
    const base = shots.dice(f, t, ctx, g);
    if (base !== base) {
      if (log) log.line(`  ${t.name} is beyond the reach of ${f.name}'s ${f.weapon(g)}.`);
      return;
    }
    const mode = aimed ? 'aimed' : this.fireMode(f, t, g, base);
    ctx.mode = mode === 'aimed' ? FIRE.aimed : mode === 'blaze' ? FIRE.blaze : FIRE.deliberate;
    const n =
      mode === 'aimed' || mode === 'deliberate' ? shots.dice(f, t, ctx, g) : base + this.blazeBonus(f, g);
    const before = f.guns[g]!;
    const hits = shots.fireWith(f, t, ctx, g, n, dice, f.tactics, t.tactics, log);
    this.out.shots++;
    this.shotFired();
    const after = f.guns[g]!;
    if (after !== before) {
      if (after === GUN.outOfAmmo) this.out.outOfAmmo++;
      else if (after === GUN.jammed) this.out.jams++;
    }
    if (ctx.backshooting) this.witnessBackshooting(f);
    // "A character grazed, wounded or having a shot stopped by a tree, in either woods or scrub must duck
    // back" (000 COMBAT IN THE GREAT OUTDOORS), as must one behind cover.
    if (hits > 0) this.takeHits(f, t, hits, behind || cover.inTerrain > 0);
    this.emotions.afterShotAt(f.index, t.index, dice, log);
    this.takeDueTests();
  }

  /**
   * A shotgun blast (000 SHOTGUNS, by `shootout.shotgunRule`: the Bengal Club's dice or the TRWNN template):
   * the shotgun rules say who is hit, how often, and the effect modifier and chit side; each victim's hits
   * then meet his own cover, which "a shotgun will not penetrate" when it is wood.
   */
  private fireShotgun(f: Gunfighter, t: Gunfighter, g: number): void {
    const pos = this.positions;
    for (const o of this.figures) {
      pos.xs[o.index] = o.x;
      pos.ys[o.index] = o.y;
      pos.eligible[o.index] = o.placed && o.wounds.status !== STATUS.dead && !o.duckedBack ? 1 : 0;
    }
    const weapon = this.shotgunOf[f.index]! as ShotgunWeaponCode;
    const shot = aimShotgunAt(this.shotgunShot, pos, f.index, t.index);
    if (distance(shot.aimX - f.x, shot.aimY - f.y) < 0.01) {
      // Bases overlapping: the blast goes the way he faces, where the target is.
      shot.aimX = f.x + Math.cos((f.facing * Math.PI) / 180);
      shot.aimY = f.y + Math.sin((f.facing * Math.PI) / 180);
    }
    shot.weapon = weapon;
    shot.barrels = this.shotgunState.loaded(f.index, weapon);
    if (shot.barrels <= 0) {
      this.service(f);
      return;
    }
    const ctx = this.ctx;
    const blast = this.shotguns.fire(
      f,
      t,
      ctx,
      g,
      shot,
      pos,
      this.shotgunState,
      this.dice!,
      f.tactics,
      t.tactics,
      this.log,
    );
    this.out.shots += shot.barrels;
    this.shotFired();
    if (blast.setsGun) {
      const before = f.guns[g]!;
      f.guns[g] = blast.gun;
      if (blast.gun !== before && blast.gun === GUN.outOfAmmo) this.out.outOfAmmo++;
      if (blast.gun !== before && blast.gun === GUN.jammed) this.out.jams++;
    }
    const cover = this.cover;
    const cr = this.rules.cover;
    for (let k = 0; k < blast.count; k++) {
      const v = this.figures[blast.figure[k]!]!;
      if (v.isOut() && v.wounds.status === STATUS.dead) continue;
      this.table.coverAgainst(f.x, f.y, v.x, v.y, cover);
      const behind = cover.shape !== COVER_SHAPE.none;
      ctx.range = distance(v.x - f.x, v.y - f.y);
      ctx.effectModifier = blast.effectModifier[k]!;
      ctx.chartSide = blast.chartSide[k]! as typeof ctx.chartSide;
      ctx.treeStopsOn = terrainStopNeed(cover.inWoods, cover.inTerrain, cr);
      this.protect(f, v, cover);
      if (ctx.shield === SHIELD.penetrable) ctx.shield = SHIELD.substantial;
      this.takeHits(f, v, blast.hits[k]!, behind);
    }
    ctx.effectModifier = 0;
    ctx.chartSide = CHART_SIDE.own;
    this.emotions.afterShotAt(f.index, t.index, this.dice!, this.log);
    this.takeDueTests();
  }

  /**
   * A Le Mat's owner firing at `t` (`aimed`: his aim on him held): the grapeshot barrel when it is unfired
   * ("can only be fired once per gunfight", 000 Le Mat Revolvers) and his policy wants it, else his revolver
   * as any pistol.
   */
  private firesGrapeshot(f: Gunfighter, t: Gunfighter, aimed: boolean): boolean {
    return (
      this.shotgunState.loaded(f.index, SHOTGUN.leMat) > 0 &&
      f.tactics.fireGrapeshot(this.viewOf(f.index), t.index, aimed)
    );
  }

  /** "Any character who sees another attempt to backshoot will hate him from then on" (000 BACKSHOOTING). */
  private witnessBackshooting(f: Gunfighter): void {
    for (const g of this.figures) {
      if (g === f || !g.placed || g.isOut() || g.duckedBack || !this.lineOfSight(g.index, f.index)) continue;
      this.emotions.sawBackshooting(g.index, f.index, this.log);
    }
  }

  /** Takes every nerve test now due ("The character immediately rolls a number of Nerve dice"). */
  private takeDueTests(): void {
    if (this.rules.readings.nerve === 'off') return;
    const nerve = this.nerve;
    for (let k = nerve.nextDue(); k >= 0; k = nerve.nextDue()) {
      this.out.nerveTests++;
      if (nerve.test(k, this.dice!, EAGER_NERVE_CHOOSER, this.log)) continue;
      this.out.nerveFailed++;
      const g = this.figures[k]!;
      if (g.nerve === NERVE_STATE.steady) g.nerve = NERVE_STATE.broken;
    }
  }

  /** The blazing-away bonus of the gun in hand `g`. */
  private blazeBonus(f: Gunfighter, g: number): number {
    return this.rules.duel.shot.blazeBonus[f.weaponIndex[g]!]!;
  }

  /** The fire mode his policy picks, as in a duel ("Citizens may not fire deliberately"). */
  private fireMode(f: Gunfighter, t: Gunfighter, g: number, base: number): 'deliberate' | 'blaze' {
    if (f.mustBlaze) return 'blaze';
    const r = this.rules.duel.shot;
    const wi = f.weaponIndex[g]!;
    const v = this.viewOf(f.index).fire;
    v.deliberateDice = base;
    v.blazeDice = base + r.blazeBonus[wi]!;
    v.blazeCap = r.blazeCap[wi]! + f.profile.blazeExtraHits;
    v.deadeye = f.profile.deliberateHitsOn <= 5;
    v.mustBlaze = false;
    v.range = this.ctx.range;
    v.pHitDowns = this.viewOf(f.index).pHitDowns(t.index);
    v.twoPistolsDice = NaN;
    return f.tactics.chooseFire(v) === 'blaze' ? 'blaze' : 'deliberate';
  }

  /**
   * The parts of `t` hidden from `f`'s shot (000 COVER): by his cover, what he shows depending on whether
   * he is firing from it, has ducked back or neither; or, in the open, by a figure standing in the line of
   * fire ("Hits on these parts are rolled for again on the unfortunate interloper").
   */
  private protect(f: Gunfighter, t: Gunfighter, cover: CoverReport): void {
    const ctx = this.ctx;
    const behind = cover.shape !== COVER_SHAPE.none;
    const cr = this.rules.cover;
    ctx.protectedMask = 0;
    ctx.shield = SHIELD.substantial;
    ctx.penetrationWhiteSide = cr.penetration === 'white-side';
    if (behind) {
      const posture = t.duckedBack ? POSTURE.duckedBack : t.firing ? POSTURE.firing : POSTURE.notFiring;
      ctx.protectedMask = protectedLocations(
        cover.shape,
        posture,
        firingArms(t.weapon(0), GUNS.right, cr),
        cr,
      );
      ctx.shield = cover.material === MATERIAL.penetrable ? SHIELD.penetrable : SHIELD.substantial;
      return;
    }
    if (this.interloper(f, t) >= 0) {
      ctx.protectedMask = INTERLOPER_MASK;
      ctx.shield = SHIELD.interloper;
    }
  }

  /** The figure standing nearest `f` in the line of fire to `t`, or -1. */
  private interloper(f: Gunfighter, t: Gunfighter): number {
    let best = -1;
    let bestD = Infinity;
    for (const o of this.figures) {
      if (o === f || o === t || !o.placed || o.wounds.status === STATUS.dead || o.duckedBack) continue;
      if (pointSegmentDistance(o.x, o.y, f.x, f.y, t.x, t.y) > INTERLOPER_INCHES) continue;
      const d = distance(o.x - f.x, o.y - f.y);
      if (d < 1 || distance(o.x - t.x, o.y - t.y) < 1) continue;
      if (d < bestD) {
        bestD = d;
        best = o.index;
      }
    }
    return best;
  }

  /** Resolves `hits` on `t` with the context as set, then their consequences. */
  private takeHits(f: Gunfighter, t: Gunfighter, hits: number, behind: boolean): void {
    const shots = this.shots;
    const ctx = this.ctx;
    const w = t.wounds;
    const fleshBefore = sum(w.flesh);
    const seriousBefore = w.seriousTotal();
    const statusBefore = w.status;
    shots.resolveHits(f, t, hits, ctx, this.dice!, f.tactics, t.tactics, this.log);
    const struck = shots.struck;
    const stopped = shots.stopped;
    const redirected = shots.redirected;
    this.out.hits += struck;
    this.out.stopped += stopped;
    this.afterHits(f, t, struck, stopped, behind, fleshBefore, seriousBefore, statusBefore);
    if (redirected > 0) {
      const o = this.interloper(f, t);
      if (o >= 0) {
        const other = this.figures[o]!;
        if (this.log)
          this.log.line(`  ${redirected} hit(s) go instead to ${other.name}, in the line of fire.`);
        ctx.protectedMask = 0;
        this.takeHits(f, other, redirected, false);
      }
    }
  }

  /** What hits leave behind: a duck back, a Recover owed, a fall, and who put him down. */
  private afterHits(
    f: Gunfighter,
    t: Gunfighter,
    struck: number,
    stopped: number,
    behind: boolean,
    fleshBefore: number,
    seriousBefore: number,
    statusBefore: number,
  ): void {
    const w = t.wounds;
    const newFlesh = sum(w.flesh) - fleshBefore;
    const newSerious = w.seriousTotal() - seriousBefore;
    const grazes = Math.max(0, struck - newFlesh - newSerious);
    t.grazes += grazes;
    const nerve = this.nerve;
    for (let k = 0; k < grazes; k++) nerve.afterHurt(t.index, HURT.graze);
    for (let k = 0; k < newFlesh + newSerious; k++) nerve.afterHurt(t.index, HURT.wound);
    if (struck > 0) this.emotions.onGrazedOrWounded(t.index, f.index, this.dice!, this.log);
    if (w.status !== statusBefore && w.status >= STATUS.knockedDown) {
      t.duckedBack = false;
      t.aimAt = -1;
      this.loseAimsOn(t);
    }
    if (w.status === STATUS.dead && statusBefore !== STATUS.dead) this.wentDown(t, f.index, DOWN.killed);
    else if (w.status === STATUS.knockedOut && statusBefore < STATUS.knockedOut)
      this.wentDown(t, f.index, DOWN.knockedOut);
    else if (newSerious > 0 && seriousBefore === 0) this.wentDown(t, f.index, DOWN.seriouslyWounded);
    const wounded =
      this.rules.readings.recoverAfter === 'serious-only' ? newSerious > 0 : newFlesh + newSerious > 0;
    if (wounded && w.status !== STATUS.dead) t.mustRecover = true;
    if (w.status >= STATUS.knockedOut) return;
    const duckRule = this.rules.readings.duckBacks === 'any-hit' || behind;
    if (duckRule && struck + stopped > 0 && w.status === STATUS.standing) this.duck(t, true);
  }

  /** Ducks `f` back: out of sight, a Recover owed, his aim and every aim on him lost (000 DUCK BACKS). */
  private duck(f: Gunfighter, forced: boolean): void {
    f.duckedBack = true;
    f.mustRecover = true;
    f.aimAt = -1;
    this.loseAimsOn(f);
    if (forced) this.out.duckBacks++;
    if (this.log) this.log.line(`  ${f.name} ${forced ? 'is forced to duck back' : 'ducks back'}.`);
  }

  /** "If the target does Move or duck ... he gains no advantage from his aim" (000 ACTIONS, Aim). */
  private loseAimsOn(f: Gunfighter): void {
    for (const g of this.figures) if (g.aimAt === f.index) g.aimAt = -1;
  }

  /**
   * Records that `t` went down for `reason` (000 NERVE: "killed, seriously wounded, knocked out, surrendered,
   * lost their nerve, refused a challenge or left the table"), put down by figure `by` (-1: nobody): his
   * friends may now owe nerve tests. Only a fall out of the fight (dead, knocked out, surrendered, gone)
   * names who did it and may decide the game.
   */
  private wentDown(t: Gunfighter, by: number, reason: DownCode): void {
    this.nerve.goDown(t.index, reason, this.log);
    if (reason === DOWN.seriouslyWounded) return;
    if (t.countedDown) return;
    t.countedDown = true;
    if (by >= 0 && t.downedBy < 0) t.downedBy = by;
    this.lastDownInFreeTurn = this.freeTurn;
  }

  // ---- close combat and challenges ----------------------------------------------------------------

  /**
   * A Move into contact (000 FIGHTING: "If a character chooses to move into contact (or chooses to remain in
   * contact) with an opponent, he makes an attack"): he moves at the enemy by the Move rules, stopping at his
   * base; in contact he attacks with the fighting chart. Already in contact, he attacks where he stands.
   */
  private charge(f: Gunfighter, t: Gunfighter): void {
    let moved = 0;
    const d = distance(t.x - f.x, t.y - f.y);
    if (d > CONTACT_INCHES) {
      const stop = d - CONTACT_INCHES * 0.9;
      const sx = f.x;
      const sy = f.y;
      this.charging = t.index;
      this.move(f, f.x + ((t.x - f.x) / d) * stop, f.y + ((t.y - f.y) / d) * stop, 0);
      this.charging = -1;
      moved = distance(f.x - sx, f.y - sy);
      if (f.wounds.status !== STATUS.standing) return;
      if (distance(t.x - f.x, t.y - f.y) > CONTACT_INCHES) return;
    }
    this.face(f, t.x, t.y);
    f.inContactWith = t.index;
    t.inContactWith = f.index;
    this.attack(f, t, moved);
  }

  /**
   * `f` attacks `t` in close combat (000 FIGHTING). Each fights with a loaded gun he shoots ("roll on the
   * pistol or the rifle rows"), else his fists; a man carrying a blade fights with it instead as
   * `shootout.bladeUse` says (register entry blade-or-gun-in-a-fight). A blade that sticks in a body is lost
   * to him by `shootout.stuckBlade`.
   */

  /**
   * The dice `f` would throw attacking `t` where they stand, as a charge with no run-up (NaN when he cannot
   * fight as the context has him): for a tactic weighing a charge against a shot.
   */
  attackDice(f: Gunfighter, t: Gunfighter): number {
    // A context apart from the fight's own: a tactic may ask while a fight is being resolved.
    return this.fights.attackDice(f, t, this.prepareFight(f, t, 0, this.askFightCtx));
  }

  /**
   * The fight context of `f` attacking `t` after moving `moved` inches: each fighter's gun, blade or fists
   * (shootout.bladeUse), cover, the side he is attacked from, the first round of a charge, hatred and fear.
   */
  private prepareFight(f: Gunfighter, t: Gunfighter, moved: number, ctx: FightContext): FightContext {
    const fg = f.readyGun();
    const tg = t.readyGun();
    ctx.attackerArm = fg >= 0 ? ARM.shoot : ARM.fist;
    ctx.attackerHand = fg >= 0 ? fg : 0;
    ctx.attackerBlade = f.bladeInHand();
    ctx.defenderArm = tg >= 0 ? ARM.shoot : ARM.fist;
    ctx.defenderHand = tg >= 0 ? tg : 0;
    ctx.defenderBlade = t.bladeInHand();
    ctx.attackerMoved = moved;
    ctx.defenderInCover = this.coverBetween(f.index, t.index).shape !== COVER_SHAPE.none;
    ctx.attackerInCover = this.coverBetween(t.index, f.index).shape !== COVER_SHAPE.none;
    const off = angleBetween(t.facing, bearing(t.x, t.y, f.x, f.y));
    ctx.attackedFrom = off <= 45 ? ATTACKED_FROM.front : off >= 135 ? ATTACKED_FROM.rear : ATTACKED_FROM.side;
    ctx.backshooting = ctx.attackedFrom === ATTACKED_FROM.rear;
    ctx.firstRound = moved > 0;
    ctx.attackerExtraDice = this.emotions.dice(f.index, t.index);
    ctx.defenderExtraDice = this.emotions.dice(t.index, f.index);
    ctx.shootKnockedOut = false;
    // The attacker's choice first: under fight.defenceRow=attackers-weapon the defender's dice follow it.
    if (ctx.attackerBlade !== BLADE.none && this.drawsBlade(f, t, true, ctx)) ctx.attackerArm = ARM.blade;
    if (ctx.defenderBlade !== BLADE.none && this.drawsBlade(f, t, false, ctx)) ctx.defenderArm = ARM.blade;
    return ctx;
  }

  private attack(f: Gunfighter, t: Gunfighter, moved: number): void {
    const ctx = this.prepareFight(f, t, moved, this.fightCtx);
    const w = t.wounds;
    const fleshBefore = sum(w.flesh);
    const seriousBefore = w.seriousTotal();
    const statusBefore = w.status;
    const fStatusBefore = f.wounds.status;
    this.out.fights++;
    // "Characters in contact with an opponent who wish to attempt to shoot him ... roll on the pistol or the
    // rifle rows" (000 FIGHTING): an attack with a gun is a shot fired.
    if (ctx.attackerArm === ARM.shoot) this.shotFired();
    const own = this.fightChoosers[f.index]!;
    const theirs = this.fightChoosers[t.index]!;
    own.opponent = t.index;
    theirs.opponent = f.index;
    const r = this.fights.attack(f, t, ctx, this.dice!, own, theirs, this.log);
    const escaped = r.escaped;
    this.emotions.onAttacked(t.index, f.index, this.log);
    this.out.hits += r.struck;
    if (r.attackerKnockedDown) {
      // "the attacker is knocked down, and cannot make any other action or defend himself properly until he
      // has spent a turn recovering" (000 FIGHTING).
      f.mustRecover = true;
      if (f.wounds.status >= STATUS.knockedOut && fStatusBefore < STATUS.knockedOut)
        this.wentDown(f, t.index, DOWN.knockedOut);
    }
    if (r.weaponStuck && ctx.attackerArm === ARM.blade && this.rules.readings.stuckBlade === 'lost') {
      f.bladeStuck = true;
      if (this.log) this.log.line(`  ${f.name}'s blade is stuck fast: he fights on without it.`);
    }
    this.afterHits(f, t, r.struck, 0, false, fleshBefore, seriousBefore, statusBefore);
    if (escaped !== ESCAPE.none || t.isOut() || f.isOut()) this.breakContact(f);
    if (escaped === ESCAPE.attacker) this.escapeFrom(f, t);
    else if (escaped === ESCAPE.defender) this.escapeFrom(t, f);
    this.takeDueTests();
  }

  /**
   * Whether the attacker `f` (`asAttacker`) or the defender `t` fights with his blade rather than the arm the
   * context holds for him (his gun or fists): always under `shootout.bladeUse=always`; else when the blade
   * gives him at least as many dice for his part, every modifier and skill counted (Knifeman's "only if
   * armed with a knife"), or the other arm gives him none. Leaves the context's arm as it found it.
   */
  private drawsBlade(f: Gunfighter, t: Gunfighter, asAttacker: boolean, ctx: FightContext): boolean {
    if (this.rules.readings.bladeUse === 'always') return true;
    const fights = this.fights;
    const other = asAttacker ? ctx.attackerArm : ctx.defenderArm;
    const without = asAttacker ? fights.attackDice(f, t, ctx) : fights.defendDice(f, t, ctx);
    if (asAttacker) ctx.attackerArm = ARM.blade;
    else ctx.defenderArm = ARM.blade;
    const withBlade = asAttacker ? fights.attackDice(f, t, ctx) : fights.defendDice(f, t, ctx);
    if (asAttacker) ctx.attackerArm = other;
    else ctx.defenderArm = other;
    return withBlade === withBlade && !(without > withBlade);
  }

  /** Asks figure `figure`'s policy whether to leave his fight with `opponent` now (PolicyFightChooser). */
  escapeWanted(figure: number, opponent: number, moment: EscapeMoment): boolean {
    return this.figures[figure]!.tactics.escapeFight(this.viewOf(figure), opponent, moment);
  }

  /**
   * 000 ESCAPING FROM COMBAT: he leaves the fight, "turning to face any direction and moving up to three
   * dice (Citizens must move the full distance thrown)": a Move straight away from `from`, round whatever is
   * in the way, after which he turns to face the man he left rather than show him his back.
   */
  private escapeFrom(f: Gunfighter, from: Gunfighter): void {
    this.out.escapes++;
    if (from.inContactWith === f.index) from.inContactWith = -1;
    this.breakContact(f);
    let dx = f.x - from.x;
    let dy = f.y - from.y;
    let d = distance(dx, dy);
    if (d < 1e-6) {
      // On the same spot there is no "away": he goes the way his back faces.
      const rad = ((f.facing + 180) * Math.PI) / 180;
      dx = Math.cos(rad);
      dy = Math.sin(rad);
      d = 1;
    }
    const table = this.table;
    const tx = Math.min(table.width - 0.5, Math.max(0.5, f.x + (dx / d) * ESCAPE_REACH));
    const ty = Math.min(table.depth - 0.5, Math.max(0.5, f.y + (dy / d) * ESCAPE_REACH));
    if (this.log) this.log.line(`  ${f.name} escapes from the fight with ${from.name}.`);
    table.routeToward(f.x, f.y, tx, ty, this.way);
    this.move(f, this.way.x, this.way.y, 0);
    this.face(f, from.x, from.y);
  }

  /**
   * On his turn, a figure whose opponent is outnumbered may leave the fight (000 ESCAPING FROM COMBAT: "If
   * his opponent is outnumbered"), as his policy chooses: the escape is his turn's action, and held cards
   * may interrupt it as they would a Move. True when he chose it.
   */
  private escapeOutnumbered(f: Gunfighter): boolean {
    const o = this.opponentOf(f);
    if (o < 0 || !this.outnumbered(o)) return false;
    if (!this.escapeWanted(f.index, o, ESCAPE_MOMENT.outnumbered)) return false;
    const from = this.figures[o]!;
    if (this.log)
      this.log.line(`  ${f.name} (${f.tactics.name}) chooses to escape: ${from.name} is outnumbered.`);
    if (this.interruptedBefore(f, true, 'escape')) return true;
    f.aimAt = -1;
    f.firing = false;
    this.escapeFrom(f, from);
    this.afterOwnTurn(f);
    return true;
  }

  /**
   * The opponent holding `f` in a fight (`shootout.heldInFight=held`: "Characters can leave combat ... in
   * two circumstances", 000 ESCAPING FROM COMBAT), or -1 when he is in none or free to walk out of it.
   */
  heldBy(f: Gunfighter): number {
    return this.rules.readings.heldInFight === 'held' ? this.opponentOf(f) : -1;
  }

  /** The enemy `f` is in close combat with (bases touching, neither out of the fight), or -1. */
  private opponentOf(f: Gunfighter): number {
    const o = f.inContactWith;
    return o >= 0 && this.engaged(f, this.figures[o]!) ? o : -1;
  }

  /**
   * Whether `a` and `b` are in close combat: one's contact is the other (a figure keeps one opponent, so a
   * man charged by two points at the second while the first still points at him), their bases touch, and
   * neither is out of the fight.
   */
  private engaged(a: Gunfighter, b: Gunfighter): boolean {
    return (
      (a.inContactWith === b.index || b.inContactWith === a.index) &&
      a.side !== b.side &&
      !a.isOut() &&
      !b.isOut() &&
      distance(a.x - b.x, a.y - b.y) <= CONTACT_INCHES
    );
  }

  /**
   * Whether figure j is outnumbered in his fight, by `shootout.outnumbered`: two or more enemies in close
   * combat with him, or more of them than his own side's men in the fight (he and each friend engaged with
   * one of those enemies).
   */
  private outnumbered(j: number): boolean {
    const t = this.figures[j]!;
    let enemies = 0;
    for (const g of this.figures) if (this.engaged(g, t)) enemies++;
    if (this.rules.readings.outnumbered === 'two-on-one') return enemies >= 2;
    let friends = 1;
    for (const u of this.figures) {
      if (u === t || u.side !== t.side) continue;
      for (const g of this.figures)
        if (this.engaged(g, t) && this.engaged(g, u)) {
          friends++;
          break;
        }
    }
    return enemies > friends;
  }

  private breakContact(f: Gunfighter): void {
    const o = f.inContactWith;
    if (o >= 0 && this.figures[o]!.inContactWith === f.index) this.figures[o]!.inContactWith = -1;
    f.inContactWith = -1;
  }

  /**
   * Drops from `called` the men an interrupt has since put beyond a challenge (down, gone, out of reach):
   * the challenge goes ahead against the rest, and is lost when none is left.
   */
  private dropUnchallengeable(f: Gunfighter, called: CalledOut): void {
    const view = this.viewOf(f.index);
    const several = called.count > 1;
    for (let k = called.count - 1; k >= 0; k--) {
      const j = called.ids[k]!;
      if (view.mayAct(ACTION.challenge, j)) continue;
      if (this.log && several) this.log.line(`  ${this.figures[j]!.name} can no longer be called out.`);
      called.drop(k);
    }
  }

  /**
   * A challenge (000 CHALLENGES, DUELS & THE FAST DRAW) to one or more men (`called`): an opponent with the
   * challenger in arc may draw on him first (situation 1), and the challenge is lost; else each man called
   * out answers in turn (see answerChallenge). Those who accept fight him one after another, fastest first
   * ("if facing more than one enemy, he must Draw against the fastest": register entry challenge-several),
   * each a full duel with the duel engine as they stand, a man called out from behind with his back to the
   * challenger, until the challenger is down or all of them are. "The winner now immediately makes two
   * actions": the challenger when he has put down every man he faced, or the man who put him down.
   */
  private challenge(f: Gunfighter, called: CalledOut): void {
    if (this.interrupted(f, called)) return;
    const log = this.log;
    for (let k = 0; k < called.count; k++) {
      const t = this.figures[called.ids[k]!]!;
      // Read before any duel turns them to face each other.
      called.behind[k] = this.fromBehind(t, f) ? 1 : 0;
      this.answerChallenge(f, t, called, k);
    }
    called.keep(called.accepted);
    const n = called.count;
    if (n === 0) return;
    if (n > 1) {
      for (let k = 0; k < n; k++)
        called.speed[k] = this.duelEngine.fastDrawDice(this.figures[called.ids[k]!]!);
      called.orderFastestFirst();
      if (log) this.narrateDuelOrder(f, called);
    }
    const e = this.emotions;
    let winner: Gunfighter | null = null;
    let prizeTold = false;
    for (let k = 0; k < n; k++) {
      const t = this.figures[called.ids[k]!]!;
      // Between duels a nerve test may have broken the challenger, or a duel emptied his guns; and a friend's
      // refusal or fall may have broken a man who accepted.
      if (k > 0 && !(f.canFight() && f.inContactWith < 0)) {
        if (log) log.line(`  ${f.name} cannot go on to face ${t.name}.`);
        winner = null;
        break;
      }
      if (!(t.canFight() && t.inContactWith < 0)) {
        if (log) log.line(`  ${t.name} no longer stands to face ${f.name}.`);
        continue;
      }
      this.out.duels++;
      if (log && n > 1) log.line(`  ${f.name} faces ${t.name}.`);
      prizeTold = k === n - 1;
      winner = this.duel(f, t, called.behind[k] === 1 ? t : null, prizeTold);
      if (called.fearless[k] === 1 && !t.isOut()) e.becomeFearless(t.index, log);
      this.takeDueTests();
      if (winner !== f) break;
    }
    if (log && winner === f && !prizeTold) log.line(`  ${f.name} takes his two free actions.`);
    this.winnerActs(winner);
  }

  /**
   * How `t`, the `k`th man `f` calls out, answers: a man called out from behind may throw his gun down (000
   * BACKSHOOTING); else he must accept a hated challenger, tests his nerve against a feared one, and otherwise
   * answers as his policy chooses. A refusal makes him hated by every enemy and counts as going down (000
   * NERVE). Writes whether he accepted, and whether he is to become fearless should he survive, into `called`.
   */
  private answerChallenge(f: Gunfighter, t: Gunfighter, called: CalledOut, k: number): void {
    const e = this.emotions;
    // "He must always accept his challenge" (000 HATRED & FEAR): a hated challenger is not surrendered to.
    if (called.behind[k] === 1 && !e.hates(t.index, f.index) && this.surrendersFromBehind(t, f)) return;
    const obligation = challengeObligation(
      e.hates(t.index, f.index),
      e.fears(t.index, f.index),
      this.rules.challenge,
    );
    const answer: ChallengeAnswer = t.tactics.acceptChallenge(this.viewOf(t.index), f.index)
      ? 'accept'
      : 'refuse';
    const nerveDice =
      obligation === 'nerve-test'
        ? fearTestDice(
            t,
            f,
            this.nerve.sideDownedMore(t.index),
            this.nerve.bossmanDice(t.index),
            this.rules.rwnn.preset,
            this.fearScratch,
          )
        : 0;
    const res = respondToChallenge(
      obligation,
      answer,
      nerveDice,
      this.dice!,
      this.rules.challenge,
      this.response,
    );
    const log = this.log;
    if (log)
      log.line(
        `  ${t.name} ${res.outcome === 'accepted' ? 'accepts' : res.outcome === 'refused' ? 'refuses' : 'loses his nerve'}.`,
      );
    if (res.outcome === 'lost-nerve') {
      this.nerve.loseNerve(t.index, log);
      if (t.nerve === NERVE_STATE.steady) t.nerve = NERVE_STATE.broken;
    }
    if (res.countsAsRefusal) {
      e.refused(t.index, log);
      this.wentDown(t, -1, DOWN.refused);
    }
    if (res.outcome !== 'accepted') {
      this.takeDueTests();
      return;
    }
    called.accepted[k] = 1;
    called.fearless[k] = res.fearlessIfSurvives ? 1 : 0;
  }

  /** "He must Draw against the fastest": the order the challenger takes the men who accepted in. */
  private narrateDuelOrder(f: Gunfighter, called: CalledOut): void {
    let order = '';
    for (let k = 0; k < called.count; k++)
      order += `${k === 0 ? '' : k === called.count - 1 ? ' and then ' : ', then '}${this.figures[called.ids[k]!]!.name} (${called.speed[k]} fast-draw dice)`;
    this.log!.line(`  ${f.name} must draw against the fastest first: ${order}.`);
  }

  /**
   * 000 CHALLENGES, DUELS & THE FAST DRAW, situation 1: "When a character has an opponent within his arc of
   * fire and sees him attempt to draw his weapon, the character may immediately announce a fast draw, even
   * though it is not his turn." A challenge is the drawing (register entry interrupt-fast-draw): `f`'s
   * enemies other than those he calls out who could draw now, with `f` in arc and sight within challenge
   * range, are asked (told the first man called out), best class first; the first to announce fights `f`
   * out, and `f`'s challenge is lost. True when one did.
   */
  private interrupted(f: Gunfighter, called: CalledOut): boolean {
    if (this.rules.readings.interruptDraw === 'off') return false;
    const target = called.ids[0]!;
    for (let rank = 3; rank >= 0; rank--) {
      for (const g of this.figures) {
        if (g.side === f.side || classRank(g.cls) !== rank || !this.mayDraw(g)) continue;
        if (isCalled(called, g.index)) continue;
        if (!this.inArc(g, f) || !this.lineOfSight(g.index, f.index)) continue;
        if (!mayChallenge(distance(f.x - g.x, f.y - g.y))) continue;
        if (!g.tactics.interruptDraw(this.viewOf(g.index), f.index, target)) continue;
        this.out.interruptDraws++;
        if (this.log) this.log.line(`  ${g.name} sees ${f.name} draw and announces a fast draw on him.`);
        const winner = this.duel(g, f, this.fromBehind(f, g) ? f : null);
        this.takeDueTests();
        this.winnerActs(winner);
        return true;
      }
    }
    return false;
  }

  /**
   * 000 BACKSHOOTING's suggested throw for each enemy of `mover` who now has him behind (out of his arc, in
   * sight, within twelve inches): a 5 or 6 turns him to face the man, a 4 or better within six inches
   * (register entry backshooting-reactions).
   */
  private rearReactions(mover: Gunfighter): void {
    if (this.rules.readings.backshootReactions === 'off' || mover.isOut()) return;
    for (const g of this.figures) {
      if (g.side === mover.side || !this.mayReact(g) || this.inArc(g, mover)) continue;
      if (!this.lineOfSight(g.index, mover.index)) continue;
      const d = distance(mover.x - g.x, mover.y - g.y);
      const need = rearReactionNeed(d);
      if (need === 0) continue;
      const face = this.dice!.d6();
      const turns = face >= need;
      if (turns) {
        this.out.rearReactions++;
        this.turnToFace(g, mover);
      }
      if (this.log)
        this.log.line(
          `  ${g.name} may notice ${mover.name} ${d.toFixed(1)}" behind him (${need}-6): throws ${face}, ${turns ? 'and turns to face him' : 'and does not'}.`,
        );
    }
  }

  /**
   * 000 BACKSHOOTING: "Once he actually draws a bead on his proposed victim, there should be a further 50%
   * chance of reacting to the sound of the gun cocking, and an immediate Fast Draw resulting, just as if he
   * had been challenged": `t` throws when `f` fires or aims at him from behind; on a 4 or better he draws
   * (or, as one challenged from behind, throws his gun down), both with six guns within challenge range, or
   * else only turns to face `f`. True when the draw (or the surrender) takes the place of `f`'s action.
   */
  private heardCocking(f: Gunfighter, t: Gunfighter): boolean {
    if (this.rules.readings.backshootReactions === 'off' || !this.mayReact(t) || !this.fromBehind(t, f))
      return false;
    const face = this.dice!.d6();
    const need = BACKSHOOT_REACTION.gunCocking.need;
    const hears = face >= need;
    const draws = hears && this.mayDraw(f) && this.mayDraw(t) && mayChallenge(distance(t.x - f.x, t.y - f.y));
    if (this.log)
      this.log.line(
        `  ${t.name} may hear ${f.name}'s gun cock behind him (${need}-6): throws ${face}, ${draws ? 'and draws' : hears ? 'and turns to face him' : 'and does not'}.`,
      );
    if (!hears) return false;
    if (!draws) {
      this.out.rearReactions++;
      this.turnToFace(t, f);
      return false;
    }
    // "Any character who sees another attempt to backshoot will hate him from then on": the attempt was made.
    this.witnessBackshooting(f);
    if (!this.emotions.hates(t.index, f.index) && this.surrendersFromBehind(t, f)) return true;
    this.out.cockingDraws++;
    const winner = this.duel(f, t, t);
    this.takeDueTests();
    this.winnerActs(winner);
    return true;
  }

  /** Standing, steady, in sight and not in a fight: he can notice what goes on behind him and turn. */
  private mayReact(g: Gunfighter): boolean {
    return (
      g.placed &&
      g.wounds.status === STATUS.standing &&
      g.nerve === NERVE_STATE.steady &&
      !g.duckedBack &&
      g.inContactWith < 0
    );
  }

  /** He may react and draw now: no Recover owed, a six gun in hand he can still fire (as a challenge asks). */
  private mayDraw(g: Gunfighter): boolean {
    return this.mayReact(g) && !g.mustRecover && g.weapon(0) === 'pistol' && g.hasWorkingGun();
  }

  /** `g` turns to face `e`; an aim on a man no longer in his arc is lost with it. */
  private turnToFace(g: Gunfighter, e: Gunfighter): void {
    this.face(g, e.x, e.y);
    if (g.aimAt >= 0 && !this.inArc(g, this.figures[g.aimAt]!)) g.aimAt = -1;
  }

  /**
   * "If a character is challenged from behind, he has the option of throwing down his weapon and
   * surrendering" (000 BACKSHOOTING): his policy chooses, told the fast-draw dice he would throw with his
   * back to `f`. True when he surrenders.
   */
  private surrendersFromBehind(t: Gunfighter, f: Gunfighter): boolean {
    const dice = this.duelEngine.fastDrawDice(t) + this.rules.duel.fastDrawBackToOpponent;
    if (!t.tactics.surrenderFromBehind(this.viewOf(t.index), f.index, dice)) return false;
    this.out.surrendersFromBehind++;
    if (this.log) this.log.line(`  ${t.name}, called out from behind, throws down his gun and surrenders.`);
    this.nerve.surrender(t.index, this.log);
    t.nerve = NERVE_STATE.surrendered;
    this.wentDown(t, -1, DOWN.surrendered);
    this.takeDueTests();
    return true;
  }

  /**
   * Fights a duel out between `a` and `b` where they stand (the duel engine: 000 CHALLENGES, DUELS & THE
   * FAST DRAW), `back` (one of them, or null) caught with his back to the other; then what the hits left
   * behind. Returns the winner, or null. `aPrize` false: `a` has more men to face, and the story does not
   * give him his two free actions yet.
   */
  private duel(a: Gunfighter, b: Gunfighter, back: Gunfighter | null, aPrize = true): Gunfighter | null {
    // A duel is gunplay: it ends group movement as any shot does.
    this.shotFired();
    // Drawn on with his man out of his arc but not behind him, `b` is caught side-on (before both turn).
    const side = back === null && !this.inArc(b, a) ? b : null;
    a.duckedBack = false;
    b.duckedBack = false;
    if (b.wounds.status === STATUS.knockedDown) b.wounds.status = STATUS.standing;
    this.face(a, b.x, b.y);
    this.face(b, a.x, a.y);
    const range = distance(b.x - a.x, b.y - a.y);
    const aBefore = [sum(a.wounds.flesh), a.wounds.seriousTotal(), a.wounds.status] as const;
    const bBefore = [sum(b.wounds.flesh), b.wounds.seriousTotal(), b.wounds.status] as const;
    const duel = this.duelEngine.fightOut(
      a,
      b,
      Math.max(1, Math.round(range)),
      this.dice!,
      this.duelResult,
      this.log,
      back ?? side,
      this.rules.readings.backToOpponent === 'whole-duel' ? MAX_EXCHANGES : 1,
      aPrize,
      side !== null,
    );
    this.afterHits(b, a, 0, 0, false, aBefore[0], aBefore[1], aBefore[2]);
    this.afterHits(a, b, 0, 0, false, bBefore[0], bBefore[1], bBefore[2]);
    return duel.outcome === DUEL_OUTCOME.aWins ? a : duel.outcome === DUEL_OUTCOME.bWins ? b : null;
  }

  /** "The winner now immediately makes two actions, and the game proceeds normally." */
  private winnerActs(winner: Gunfighter | null): void {
    if (!winner || winner.isOut() || winner.wounds.status !== STATUS.standing) return;
    // The duel's own story has said so ("... wins the duel and takes his two free actions").
    for (let k = 0; k < 2 && !winner.isOut() && this.sidesAbleToFight() > 1; k++) this.turn(winner);
  }

  // ---- group movement --------------------------------------------------------------------------------

  /**
   * A group leader's card before the first shot (000 GROUP MOVEMENT: "it can either be used to allow him to
   * make an action as normal, or to allow the whole group to move in the same direction as a body"), as his
   * policy chooses; not offered when a hated enemy in his arc makes him fire, nor when nobody else of his
   * group could move. True when he chose the group move (carried out, or lost to the cards).
   */
  private leadGroup(f: Gunfighter): boolean {
    if (!this.mayMoveInGroup(f) || this.hatedInArc(f) >= 0) return false;
    let others = 0;
    for (const m of this.figures) if (m !== f && m.group === f.group && this.mayMoveInGroup(m)) others++;
    if (others === 0) return false;
    const c = this.choice;
    c.action = ACTION.move;
    c.target = -1;
    c.x = f.x;
    c.y = f.y;
    if (!f.tactics.moveGroup(this.viewOf(f.index), c)) return false;
    const tx = c.x;
    const ty = c.y;
    if (this.log)
      this.log.line(
        `  ${f.name} (${f.tactics.name}) moves his group as a body toward (${tx.toFixed(1)}, ${ty.toFixed(1)}).`,
      );
    if (this.interruptedBefore(f, true, 'group move')) return true;
    if (!this.groupsOpen) {
      // A shot fired in an enemy's free turn ended group movement before it was made.
      if (this.log) this.log.line(`  ${f.name}'s group move never happens: the shooting has started.`);
      return true;
    }
    this.groupMove(f, tx, ty);
    this.afterOwnTurn(f);
    return true;
  }

  /** A member who can go with his group: on the table and his feet, steady, no Recover owed, in no fight. */
  private mayMoveInGroup(m: Gunfighter): boolean {
    return (
      m.placed &&
      m.wounds.status === STATUS.standing &&
      m.nerve === NERVE_STATE.steady &&
      !m.mustRecover &&
      this.opponentOf(m) < 0
    );
  }

  /**
   * Moves `leader`'s group "in the same direction as a body": every member able to move goes the way from
   * the leader to (tx, ty), front man first so that nobody is stopped by a friend yet to move. Under
   * `shootout.groupMoveThrow=leader` the leader throws once (a Move: three dice, his wounds and skills, a
   * Citizen the full throw) and each member goes that distance, stopped where the table or another figure
   * stops him; only the leader can fall over. Under `each` every member makes his own Move, parallel to the
   * leader's.
   */
  private groupMove(leader: Gunfighter, tx: number, ty: number): void {
    this.out.groupMoves++;
    let d = distance(tx - leader.x, ty - leader.y);
    let ux = 0;
    let uy = 0;
    if (d > 0.01) {
      ux = (tx - leader.x) / d;
      uy = (ty - leader.y) / d;
    } else d = 0;
    const members = this.members;
    const ahead = this.memberAhead;
    let n = 0;
    for (const m of this.figures) {
      if (m.group !== leader.group || !this.mayMoveInGroup(m)) continue;
      ahead[m.index] = m.x * ux + m.y * uy;
      // Insertion by how far ahead he stands along the way.
      let k = n++;
      while (k > 0 && ahead[members[k - 1]!]! < ahead[m.index]!) {
        members[k] = members[k - 1]!;
        k--;
      }
      members[k] = m.index;
    }
    const log = this.log;
    if (this.rules.readings.groupMoveThrow === 'each') {
      for (let k = 0; k < n; k++) {
        const m = this.figures[members[k]!]!;
        this.move(m, m.x + ux * d, m.y + uy * d, 0);
      }
      return;
    }
    const roll = this.throwMove(leader, 0);
    let want = d < roll.least ? roll.least : d > roll.most ? roll.most : d;
    if (roll.fullRoll) want = roll.most;
    if (d === 0) want = 0;
    if (log)
      log.line(
        `  ${leader.name} throws ${roll.diceThrown} movement dice (${roll.total}) for the group: ${want.toFixed(1)}".`,
      );
    for (let k = 0; k < n; k++) {
      const m = this.figures[members[k]!]!;
      const inches = this.stride(m, m.x + ux * want, m.y + uy * want, want);
      if (log) log.line(`  ${m.name} moves ${inches.toFixed(1)}" to (${m.x.toFixed(1)}, ${m.y.toFixed(1)}).`);
    }
    if (roll.fellOver) {
      leader.wounds.worsen(STATUS.knockedDown);
      leader.duckedBack = false;
      if (log) log.line(`  ${leader.name} falls over.`);
    }
  }

  /**
   * "As soon as the first shot is fired, all the missing character cards are shuffled into the Fate deck,
   * and group movement is no longer allowed" (000 GROUP MOVEMENT).
   */
  private shotFired(): void {
    if (!this.groupsOpen) return;
    this.groupsOpen = false;
    const n = this.deck.returnSetAside();
    if (this.log)
      this.log.line(
        `  The first shot: ${n} set-aside card${n === 1 ? ' is' : 's are'} shuffled into the Fate deck, and group movement is over.`,
      );
  }

  // ---- the table -------------------------------------------------------------------------------------

  private face(f: Gunfighter, x: number, y: number): void {
    if (x !== f.x || y !== f.y) f.facing = bearing(f.x, f.y, x, y);
  }

  private relocate(f: Gunfighter, x: number, y: number): void {
    f.x = x;
    f.y = y;
    f.posStamp = ++this.posClock;
  }

  /**
   * What protects figure j from a shot by figure i where both stand now (Table.coverAgainst), kept per pair
   * until either moves: the policies ask it many times a turn. The report is shared: read it, never write.
   */
  coverBetween(i: number, j: number): CoverReport {
    const k = i * this.figures.length + j;
    const a = this.figures[i]!;
    const b = this.figures[j]!;
    const report = this.pairCover[k]!;
    if (this.pairStampI[k] !== a.posStamp || this.pairStampJ[k] !== b.posStamp) {
      this.table.coverAgainst(a.x, a.y, b.x, b.y, report);
      this.pairStampI[k] = a.posStamp;
      this.pairStampJ[k] = b.posStamp;
    }
    return report;
  }

  // ---- the end ---------------------------------------------------------------------------------------

  /** Sides with a figure still able to fight. */
  private sidesAbleToFight(): number {
    let mask = 0;
    for (const f of this.figures) if (!f.placed || f.canFight()) mask |= 1 << f.side;
    let n = 0;
    for (; mask; mask &= mask - 1) n++;
    return n;
  }

  private finish(out: ShootoutResult): void {
    let mask = 0;
    for (const f of this.figures) if (!f.placed || f.canFight()) mask |= 1 << f.side;
    out.capped = (mask & (mask - 1)) !== 0;
    out.winner = mask !== 0 && !out.capped ? 31 - Math.clz32(mask) : -1;
    for (const f of this.figures) {
      const rank = classRank(f.cls);
      const st = f.wounds.status;
      if (st === STATUS.dead) out.casualties[rank * 3]!++;
      else if (st === STATUS.knockedOut) out.casualties[rank * 3 + 1]!++;
      else if (f.wounds.seriousTotal() > 0) out.casualties[rank * 3 + 2]!++;
      if (st >= STATUS.knockedOut) out.downBySide[f.side]!++;
      if (f.downedBy >= 0) out.fellTo[rank * 4 + classRank(this.figures[f.downedBy]!.cls)]!++;
    }
    out.cardDecided = out.winner >= 0 && this.lastDownInFreeTurn;
    if (this.log) this.narrateEnd(out);
  }

  // ---- narration -------------------------------------------------------------------------------------

  private narrateCard(card: number): void {
    const deck = this.deck;
    const names = this.figures.map((f) => f.name);
    const kind = deck.kindOf(card);
    let text = `Card ${this.out.cards}: ${deck.describe(card, names)}`;
    if (kind === CARD_KIND.action) text += ', displayed';
    if (kind === CARD_KIND.joker) text += ': the deck is made up again';
    if (kind === CARD_KIND.character && deck.claimedCount > 0) {
      const claimed: string[] = [];
      for (let k = 0; k < deck.claimedCount; k++) claimed.push(deck.describe(deck.claimed[k]!));
      text += `; his side claims ${claimed.join(' and ')}`;
    }
    this.log!.line(`${text}.`);
  }

  private narrateChoice(
    f: Gunfighter,
    action: number,
    target: number,
    x: number,
    y: number,
    called: CalledOut,
  ): void {
    let t = target >= 0 ? ` at ${this.figures[target]!.name}` : '';
    for (let k = 1; k < called.count; k++)
      t += `${k === called.count - 1 ? ' and' : ','} ${this.figures[called.ids[k]!]!.name}`;
    const toward =
      action === ACTION.move || action === ACTION.moveAndFire
        ? ` toward (${x.toFixed(1)}, ${y.toFixed(1)})`
        : '';
    this.log!.line(`  ${f.name} (${f.tactics.name}) chooses to ${ACTION_NAMES[action]}${toward}${t}.`);
  }

  private narrateEnd(out: ShootoutResult): void {
    const log = this.log!;
    if (out.capped) log.line(`The card cap (${this.params.cardCap}) is reached: a draw.`);
    else if (out.winner < 0) log.line('Nobody is left able to fight: a draw.');
    else log.line(`Side ${out.winner + 1} wins after ${out.cards} cards.`);
  }
}

/**
 * Throws unless every group has exactly one leader and the figures start where the scenario puts them
 * (000 GROUP MOVEMENT organises groups "at the beginning of the gunfight"; the fate-deck placement would
 * have to turn the set-aside cards to place their figures).
 */
function checkGroups(figures: readonly Gunfighter[], placement: Placement): void {
  if (placement !== 'scenario') throw new RangeError('figures in groups need placement: scenario');
  for (const f of figures) {
    if (f.group < 0) continue;
    let leaders = 0;
    for (const g of figures) if (g.group === f.group && g.leads) leaders++;
    if (leaders !== 1) throw new RangeError(`${f.name}'s group has ${leaders} leaders, not one`);
  }
}

/** Whether figure `j` is among the men `called` calls out. */
function isCalled(called: CalledOut, j: number): boolean {
  for (let k = 0; k < called.count; k++) if (called.ids[k] === j) return true;
  return false;
}

function sum(a: Int32Array): number {
  return a[0]! + a[1]! + a[2]! + a[3]! + a[4]! + a[5]!;
}
