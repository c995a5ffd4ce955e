import { distance } from '../../geometry/distance.ts';
import { type Dice } from '../../dice/Dice.ts';
import { DrunkenState } from './DrunkenState.ts';
import { throwCunning } from './throwCunning.ts';
import { TurnPlan, WILD, type WildCode } from './TurnPlan.ts';
import { angleBetween, bearing } from '../../geometry/bearing.ts';
import {
  ACTION,
  ACTION_NAMES,
  CARD_MOMENT,
  newActionChoice,
  type ActionChoice,
  type ActionCode,
  type CardMoment,
} from '../../policies/shootout/ShootoutPolicy.ts';
import { CARD_KIND, CARD_PLACE } from '../../rules/rwnn/fateDeck/CardPlace.ts';
import { FateDeck, type IndianCardReading } from '../../rules/rwnn/fateDeck/FateDeck.ts';
import { STATUS } from '../../rules/rwnn/WoundState.ts';
import { classRank } from '../../rules/rwnn/fateDeck/classRank.ts';
import type { Gunfighter } from './Gunfighter.ts';
import type { ShootoutParams } from './ShootoutParams.ts';
import type { ShootoutContext } from './ShootoutContext.ts';
import { NERVE_STATE } from './Gunfighter.ts';
import { ShootoutResult } from './ShootoutResult.ts';
import type { ShootoutRules } from './ShootoutRules.ts';
import type { Table } from './table/Table.ts';
import { type CoverReport } from './table/CoverReport.ts';
import type { Waypoint } from './table/routeToward.ts';
import { SideView } from './SideView.ts';
import type { ShootoutAudit } from './ShootoutAudit.ts';
import { Emotions } from '../../rules/rwnn/emotions/Emotions.ts';
import { emotionReadings } from '../../rules/rwnn/emotions/EmotionReadings.ts';
import { nerveRules } from '../../rules/rwnn/nerve/NerveRules.ts';
import { DOWN, NerveState, type DownCode } from '../../rules/rwnn/nerve/NerveState.ts';
import type { ShotLog } from '../../rules/rwnn/shot/ShotLog.ts';
import { BackshootReactions } from './BackshootReactions.ts';
import { FigureMoves } from './FigureMoves.ts';
import { OwnRecoveries } from './OwnRecoveries.ts';
import { NerveReactions } from './NerveReactions.ts';
import { ForcedChoices } from './ForcedChoices.ts';
import { TableMemo } from './TableMemo.ts';
import { Challenges } from './Challenges.ts';
import { CloseCombat } from './CloseCombat.ts';
import { GroupMovement } from './GroupMovement.ts';
import { Gunfire } from './Gunfire.ts';
import { ShotgunFire } from './ShotgunFire.ts';
import { BATCH } from '../../rules/rwnn/shot/ShotChooser.ts';
import type { MountedDesk } from './ShootoutContext.ts';
import { MountedFigures } from './horse/MountedFigures.ts';
import { Dynamite } from './dynamite/Dynamite.ts';
import type { IndianDesk } from './indian/IndianDesk.ts';
import { IndianWarfare } from './indian/IndianWarfare.ts';
import { MuzzleLoaders } from './arms/MuzzleLoaders.ts';
import { HiddenFigures } from './hiding/HiddenFigures.ts';
import { KnifeThrows } from './arms/KnifeThrows.ts';
import { PointBlankKills } from './melee/PointBlankKills.ts';
import { ClubbedGuns } from './melee/ClubbedGuns.ts';
import type { HerdDesk } from './herd/HerdDesk.ts';
import { ShootoutHerd } from './herd/ShootoutHerd.ts';
import { Lariats } from './lariat/Lariats.ts';
import { Town } from './town/Town.ts';

/**
 * The reading the Indian action cards are played by, or null when the deck has none: 000 INDIANS adds them
 * when Indians fight "unless the fight is taking place in a town" (`params.inTown`).
 */
function indianCards(
  rules: ShootoutRules,
  figures: readonly Gunfighter[],
  params: ShootoutParams,
): IndianCardReading | null {
  if (params.town?.inTown === true || !figures.some((f) => f.indian !== null)) return null;
  const r = rules.options['indians.cardPriority'];
  return r === 'after-white' || r === 'any-class' ? r : 'before-white';
}

/** What a Stoopid man's throw leaves him to do this turn: choose it, do nothing, or carry on his last. */
const STOOPID = { normal: 0, nothing: 1, carryOn: 2 } as const;
type StoopidCode = (typeof STOOPID)[keyof typeof STOOPID];

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
 * The game keeps the turn loop, the cards and placement, and owns the state they all share. Movement, a
 * figure's own throws, nerve and what hits leave behind, forced choices, close combat, challenges and duels,
 * backshooting reactions, group movement, shotgun fire and pistol and rifle fire are collaborators made once
 * with it ({@link moves}, {@link recoveries}, {@link reactions}, {@link combat}, {@link challenges},
 * {@link backshooting}, {@link groups}, {@link shotgunFire}, {@link gunfire}); they see the game only as a
 * ShootoutContext, never import it, and reach each other through its narrow desks. The policies see the game
 * through a SideView.
 *
 * @example const game = new ShootoutGame(rules, table, figures, params); game.play(dice, result);
 */
export class ShootoutGame implements ShootoutContext {
  readonly deck: FateDeck;
  readonly sides: number;
  /** Scratch for the next point of a route round what is in the way (a run, an escape). */
  readonly way: Waypoint = { x: 0, y: 0 };
  /** Drunk (or Deranged): each gunfight's throw for the figures with the skill. */
  private readonly drunken: DrunkenState;
  /** What a policy chooses for a turn (a group leader's group move too), written in place. */
  readonly choice: ActionChoice = newActionChoice();
  /**
   * Each turn's declared action, copied from the choice (which an enemy's free turn before it resolves
   * reuses), one per depth of turns nested inside turns; made as deeper nesting first happens.
   */
  private readonly plans: TurnPlan[] = [];
  /** How deep the turn being resolved is nested in others (a card's free turn, a duel's prize). */
  private depth = 0;
  private readonly views: readonly SideView[];
  /** Each side's figures, best class first (figure order within a class): the order held cards are offered in. */
  private readonly offerOrder: readonly (readonly Gunfighter[])[];
  /** Sight and cover between the figures kept until one moves, and where each side last saw each enemy. */
  private readonly memo: TableMemo;
  /** Nerve bookkeeping: grazes, tests due, who has gone down and why (000 "NERVE and/or Morale"). */
  readonly nerve: NerveState;
  /** Who hates and fears whom (000 HATRED & FEAR). */
  readonly emotions: Emotions;
  /** The turn being played is the one a card turned for him (not a free turn, not a duel's prize). */
  private onCard = false;
  /** Hatred's and a Wildman's forced choices, and the checks on a challenge's further men. */
  private readonly forced: ForcedChoices;
  /** Nerve tests, a broken man's reaction, duck backs, and what hits leave behind. */
  readonly reactions: NerveReactions;
  /** Recover, coming round, a Jumpy man's throw, and the re-roll skills on a throw of his own. */
  readonly recoveries: OwnRecoveries;
  /** Moves, strides and Repositions, and what a move does to the feelings. */
  readonly moves: FigureMoves;
  /** Close combat: charges, fights, who is held and outnumbered, escapes. */
  readonly combat: CloseCombat;
  /** Challenges, the interrupt fast draw, surrenders from behind and duels. */
  readonly challenges: Challenges;
  /** Noticing a man behind, hearing a gun cock, hating a backshooter (000 BACKSHOOTING). */
  readonly backshooting: BackshootReactions;
  /** Moving a group as a body before the first shot (000 GROUP MOVEMENT). */
  readonly groups: GroupMovement;
  /** Shotgun blasts and Le Mat grapeshot. */
  readonly shotgunFire: ShotgunFire;
  /** Pistol and rifle fire: servicing guns, the shot, cover and interlopers, each hit resolved. */
  readonly gunfire: Gunfire;
  /** Horses and riders (000 HORSES), made only when a figure has a horse: a table without draws nothing for them. */
  readonly mounted: MountedDesk | null;
  /** Dynamite: lobs, Boom cards, explosions and smoke; null when nobody carries any. */
  readonly dynamite: Dynamite | null;
  /** The Indian rules: bows, thrown weapons, arrows, visions, coups (null without Indians). */
  readonly indians: IndianDesk | null;
  /** Muzzle-loaders: their firing cards and the reload card in the deck; null when nobody has one. */
  readonly muzzle: MuzzleLoaders | null;
  /** Figures hidden from their enemies until detected (null when nobody starts hidden). */
  readonly hiding: HiddenFigures | null;
  /** A Knifeman's thrown knife; null unless `arms.knifeThrow` and a Knifeman carries one. */
  readonly knives: KnifeThrows | null;
  /** Knocked-out men shot where they lie (000 FIGHTING); null unless `melee.pointBlankKill` allows it. */
  readonly kills: PointBlankKills | null;
  /** Clubbed guns and the fire they bar; null unless `melee.clubbing` plays them. */
  readonly clubs: ClubbedGuns | null;
  /** A herd on the table and its stampedes; null when the table has none (nothing is drawn for one). */
  readonly herd: HerdDesk | null;
  /** Lariats: who is roped or hog-tied (null when nobody carries one). */
  readonly lariats: Lariats | null;
  /** Doctors and townsfolk the file places (null when none). */
  readonly town: Town | null;
  /** The result, dice and story of the game being played (set by play). */
  out: ShootoutResult;
  dice: Dice | null = null;
  log: ShotLog | undefined;
  /** A free turn from an action card is being played (no card may interrupt it). */
  private freeTurn = false;
  /** The figure a charge is moving into contact with (a move may end at his base), or -1. */
  charging = -1;
  /** The current question's stamp (see viewOf); it only grows. */
  questionStamp = 0;
  /** A watcher for tests: sees every chosen action and every shot before it resolves. */
  audit: ShootoutAudit | null = null;
  /** The figure whose turn was played last (for "aim when the target just acted"). */
  lastActor = -1;
  /** The last figure to go down went down during a free turn. */
  private lastDownInFreeTurn = false;
  /** The free turn under way was given by an action card (not a Legend of the West's own card). */
  private freeTurnByAction = false;

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
        indian: f.indian !== null,
      })),
      actionSets: params.actionSets,
      readings: rules.fateDeck,
      indianCards: indianCards(rules, figures, params),
    });
    this.drunken = new DrunkenState(figures, rules.duel.figure, rules.readings.drunkOrDeranged);
    this.memo = new TableMemo(table, figures, sides);
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
    this.moves = new FigureMoves(this);
    this.recoveries = new OwnRecoveries(this);
    this.reactions = new NerveReactions(this);
    this.forced = new ForcedChoices(this);
    this.combat = new CloseCombat(this);
    this.challenges = new Challenges(this);
    this.backshooting = new BackshootReactions(this);
    this.groups = new GroupMovement(this);
    this.shotgunFire = new ShotgunFire(this);
    this.gunfire = new Gunfire(this);
    this.mounted = figures.some((f) => f.riderClass !== null) ? new MountedFigures(this) : null;
    this.dynamite = Dynamite.carried(figures) ? new Dynamite(this) : null;
    this.indians = IndianWarfare.of(this);
    this.muzzle = MuzzleLoaders.carried(figures) ? new MuzzleLoaders(this) : null;
    this.hiding = HiddenFigures.of(this);
    this.knives = KnifeThrows.of(this);
    this.kills = PointBlankKills.of(this);
    this.clubs = ClubbedGuns.of(this);
    // After the dynamite: the herd listens for its explosions.
    this.herd = params.herd !== undefined ? new ShootoutHerd(this, params.herd) : null;
    this.lariats = Lariats.of(this);
    this.town = Town.of(this, params.town);
    this.out = new ShootoutResult(sides);
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
    return this.gunfire.deliberateDice(f, t);
  }

  /**
   * The dice `f` would throw attacking `t` where they stand, as a charge with no run-up (NaN when he cannot
   * fight as the context has him): for a tactic weighing a charge against a shot.
   */
  attackDice(f: Gunfighter, t: Gunfighter): number {
    return this.combat.attackDice(f, t);
  }

  /** Plays one gunfight with `dice`, narrating to `log` when given; writes what happened into `out`. */
  play(dice: Dice, out: ShootoutResult, log?: ShotLog): ShootoutResult {
    this.dice = dice;
    this.log = log;
    this.out = out;
    out.reset();
    for (const f of this.figures) {
      // His state for the gunfight first: his reset reads the profile it gives him.
      if (this.drunken.throws(f.index))
        this.moves.movers[f.index]!.skills = this.drunken.throwFor(f, dice, log);
      f.resetForGame();
      this.memo.stamp(f);
      this.shotgunFire.reset(f);
    }
    for (const f of this.figures) {
      if (f.skills.cunning > 0) throwCunning(f, this.rules.readings, this.deck, dice, this.log);
      // What a hit does to him may have changed with his throws: the tactics' odds follow.
      if (f.skills.cunning > 0 || this.drunken.throws(f.index)) this.gunfire.rateHits(f);
    }
    if (this.indians !== null) this.indians.reset();
    if (this.hiding !== null) this.hiding.reset();
    if (this.knives !== null) this.knives.reset();
    if (this.clubs !== null) this.clubs.reset();
    this.nerve.reset();
    this.emotions.reset();
    // "Hates random character from either side" (a Demented man): from the start of the gunfight.
    for (const f of this.figures) {
      const j = this.drunken.hates[f.index]!;
      if (j >= 0) this.emotions.addHate(f.index, j);
    }
    this.deck.reset();
    this.groups.reset();
    this.combat.reset();
    if (this.mounted !== null) this.mounted.reset();
    if (this.dynamite !== null) this.dynamite.reset();
    if (this.muzzle !== null) this.muzzle.reset();
    if (this.herd !== null) this.herd.reset();
    if (this.lariats !== null) this.lariats.reset();
    if (this.town !== null) this.town.reset();
    this.onCard = false;
    this.depth = 0;
    this.memo.reset();
    this.freeTurn = false;
    this.lastActor = -1;
    this.lastDownInFreeTurn = false;
    if (this.params.placement === 'fate-deck') this.placeByDeck(dice);
    while (out.cards < this.params.cardCap && this.sidesAbleToFight() > 1) {
      // A lit stick's Boom card, shuffled in among the top cards, comes before the next Fate card.
      if (this.dynamite !== null && this.dynamite.boomDue()) continue;
      // A running herd's Stampede card, among the cards still to be turned, may come next.
      if (this.herd !== null && this.herd.cardDue()) continue;
      // Muzzle-loaders' firing cards and the reload card are in the draw pile too: one draw picks the card.
      if (this.muzzle !== null && this.muzzle.turnCard(dice)) continue;
      // Townsmen's NPC cards, added to the deck as they wake, come up among the Fate cards.
      if (this.town !== null && this.town.turnCard(dice)) continue;
      const card = this.deck.turn(this.muzzle === null ? dice : this.muzzle.deckDice);
      out.cards++;
      const kind = this.deck.kindOf(card);
      if (log) this.narrateCard(card);
      if (kind === CARD_KIND.character) {
        const f = this.figures[card]!;
        if (!f.placed) this.placeFigure(f);
        else if (this.keepsOwnCard(f)) {
          this.deck.keepInHand(card);
          if (log) log.line(`  ${f.name} keeps his card in hand (Legend of the West).`);
        } else {
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
   * Legend of the West (000 SKILLS & ATTRIBUTES): "when his character card is drawn, his player takes it into
   * his hand as if it was an action card, which can be used only for this character". His policy chooses:
   * his turn now, or the card kept to play later. Not for a man out of the fight, or Slow ("May not use an
   * action card"): they take the turn the card gives as anyone does (register entry legend-of-the-west-card).
   */
  private keepsOwnCard(f: Gunfighter): boolean {
    if (this.rules.readings.legendCard === 'turn') return false;
    if (f.skills['legend-of-the-west'] === 0 || f.skills.slow > 0 || f.isOut()) return false;
    return !f.tactics.playCard(this.viewOf(f.index), CARD_MOMENT.ownCard);
  }

  /**
   * Figure i's view, for one question (a policy's choice, or the game's own check of it): the question's
   * stamp lets the view keep what it works out (who is known, the dice of a shot) for as long as the question
   * lasts, during which nothing on the table changes.
   */
  viewOf(i: number): SideView {
    this.questionStamp++;
    return this.views[i]!;
  }

  /** Notes where `side` sees figure `j` now (the policies' memory of the enemy). */
  remember(side: number, j: number): void {
    return this.memo.remember(side, j);
  }

  /** Forgets where `side` last saw figure `j` (he was not found there). */
  forget(side: number, j: number): void {
    return this.memo.forget(side, j);
  }

  /** Where `side` last saw figure `j` (NaN: not seen, or forgotten). */
  lastSeenX(side: number, j: number): number {
    return this.memo.lastSeenX(side, j);
  }

  lastSeenY(side: number, j: number): number {
    return this.memo.lastSeenY(side, j);
  }

  /**
   * Whether figure j is standing somewhere i can see from where he stands (terrain only: ducking back is a
   * state, not a place). Kept for both ways round until either moves; the test is symmetric.
   */
  lineOfSight(i: number, j: number): boolean {
    if (this.dynamite !== null && this.dynamite.smokeBetween(i, j)) return false;
    return this.memo.lineOfSight(i, j);
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
    this.memo.stamp(f);
    if (this.log) this.log.line(`  ${f.name} takes his place at (${f.x.toFixed(1)}, ${f.y.toFixed(1)}).`);
    this.moves.cameWithinTwelve(f);
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
    if (this.mounted !== null) this.mounted.joker();
    if (this.town !== null) this.town.joker();
    if (this.rules.fateDeck.jokerHeld === 'play-or-discard') {
      for (let side = 0; side < this.sides; side++) {
        if (deck.heldBy(side) > 0) this.offerCards(side, -1, CARD_MOMENT.joker);
      }
    }
    deck.completeJoker();
    if (this.dynamite !== null) this.dynamite.joker();
    if (this.muzzle !== null) this.muzzle.joker();
    if (this.hiding !== null) this.hiding.newRound();
    if (this.herd !== null) this.herd.joker();
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
      // His own card kept in hand (Legend of the West) is his turn, not an action card's.
      const action = card >= deck.characterCount;
      if (action) this.out.cardsPlayed++;
      if (this.log)
        this.log.line(
          action
            ? `  ${g.name} plays ${deck.describe(card)} for a free turn.`
            : `  ${g.name} plays his own card from his hand for his turn.`,
        );
      this.freeTurn = true;
      this.freeTurnByAction = action;
      this.turn(g);
      this.freeTurn = false;
      if (deck.heldBy(side) === 0) return;
    }
  }

  // ---- a turn ----------------------------------------------------------------------------------------

  /** One turn of `f`: what the rules force, or what his policy chooses. */
  turn(f: Gunfighter): void {
    const log = this.log;
    const status = f.wounds.status;
    // Only the turn his own card gave him may move his group; the turns played inside it (a duel won) not.
    const onCard = this.onCard;
    this.onCard = false;
    this.lastActor = f.index;
    // What he did last turn, for a Stoopid man's 3; this turn's choice replaces it below, a forced turn clears it.
    const last = f.lastAction;
    f.lastAction = -1;
    if (this.clubs !== null) this.clubs.turnStart(f);
    if (status === STATUS.dead || f.nerve === NERVE_STATE.surrendered || f.nerve === NERVE_STATE.fled) {
      if (log) log.line(`  ${f.name} is out of the fight.`);
      return;
    }
    if (this.mounted !== null && this.mounted.turn(f)) return;
    if (this.herd !== null && this.herd.holds(f)) return;
    if (this.lariats !== null && this.lariats.turn(f)) return;
    if (this.town !== null && this.town.turn(f)) return;
    if (status === STATUS.knockedOut) {
      this.recoveries.comeRound(f);
      return;
    }
    if (f.mustRecover) {
      this.recoveries.recover(f);
      return;
    }
    if (status === STATUS.knockedDown) {
      f.wounds.status = STATUS.standing;
      f.moved = false;
      if (log) log.line(`  ${f.name} gets up.`);
      return;
    }
    if (this.indians !== null && this.indians.arrowTurn(f)) return;
    if (f.nerve === NERVE_STATE.broken) {
      this.reactions.chooseReaction(f);
      if (f.isOut()) return;
    }
    if (f.nerve === NERVE_STATE.running) {
      // A runner whose legs or belly can no longer carry him (a serious wound taken since) gives up.
      if (this.reactions.canGetAway(f)) this.reactions.run(f);
      else this.reactions.surrender(f);
      return;
    }
    if (f.nerve === NERVE_STATE.hiding) {
      this.reactions.hide(f);
      return;
    }
    if (this.combat.escapeOutnumbered(f)) return;
    if (this.kills !== null && this.kills.turn(f)) return;
    if (onCard && this.groups.open && f.leads && this.groups.leadGroup(f)) return;
    const c = this.choice;
    c.action = ACTION.pass;
    c.target = -1;
    c.alsoCount = 0;
    c.x = f.x;
    c.y = f.y;
    c.thenX = NaN;
    c.thenY = NaN;
    const stoopid = f.skills.stoopid > 0 ? this.stoopidThrow(f, last, c) : STOOPID.normal;
    // Dynamite: getting away from a lit stick, or a lob, is his turn when his dynamite tactic says so.
    if (stoopid === STOOPID.normal && this.dynamite !== null && this.dynamite.takeTurn(f)) return;
    // A running herd bearing down on a man on foot: he runs out of its path (a table with no herd skips this).
    if (stoopid === STOOPID.normal && this.herd !== null && this.herd.takeTurn(f)) return;
    if (stoopid === STOOPID.normal) {
      if (this.combat.held(f)) f.tactics.actInFight(this.viewOf(f.index), c);
      else f.tactics.act(this.viewOf(f.index), c);
    }
    // Hatred and a Wildman's nature force the hand of a man who acts, not of one whose Stoopid throw has him
    // do nothing.
    let wild: WildCode = WILD.none;
    if (stoopid !== STOOPID.nothing) {
      this.forced.hatredForcesFire(f, c);
      if (f.skills.wildman > 0) wild = this.forced.wildmanForces(f, c);
    }
    f.lastAction = c.action;
    f.lastTarget = c.target;
    f.lastX = c.x;
    f.lastY = c.y;
    if (!this.viewOf(f.index).mayAct(c.action, c.target))
      throw new Error(
        `${f.tactics.name}: ${f.name} may not ${ACTION_NAMES[c.action]}${c.target >= 0 ? ` at ${this.figures[c.target]!.name}` : ''} now`,
      );
    if (c.alsoCount > 0) this.forced.checkCalledOut(f, c);
    // Read off the choice now: the turns played from here on (enemies' free turns, a duel's prize) reuse it.
    const depth = this.depth;
    const plan = (this.plans[depth] ??= new TurnPlan());
    // Read back as the wide type: the policy wrote the object.
    const action = c.action as ActionCode;
    plan.action = action;
    plan.target = c.target;
    plan.x = c.x;
    plan.y = c.y;
    plan.thenX = c.thenX;
    plan.thenY = c.thenY;
    plan.chosen = stoopid === STOOPID.normal && wild === WILD.none;
    plan.wild = wild;
    if (action === ACTION.challenge) plan.called.setFrom(c);
    else plan.called.count = 0;
    // A Stoopid man doing nothing has been told so; one carrying on is told what he carries on.
    if (log && stoopid !== STOOPID.nothing) this.narrateChoice(f, plan, stoopid === STOOPID.carryOn);
    const leaving =
      action === ACTION.move ||
      action === ACTION.moveAndFire ||
      action === ACTION.duckBack ||
      (action === ACTION.pass && this.forced.repositionSpoilsAim(f, plan.x, plan.y));
    // Turns played from here on (enemies' free turns, a duel's prize) keep their own plans.
    this.depth = depth + 1;
    const lost = this.interruptedBefore(f, leaving, ACTION_NAMES[action]);
    if (!lost) this.resolve(f, plan);
    this.depth = depth;
    if (this.hiding !== null)
      this.hiding.acted(
        f,
        action === ACTION.move || action === ACTION.moveAndFire || action === ACTION.charge,
      );
    if (this.town !== null) this.town.acted(f);
    if (!lost) this.afterOwnTurn(f);
  }

  /**
   * Stoopid (000 SKILLS & ATTRIBUTES, 003 SKILLS): "throw each turn: 1,2 - do nothing. 3 - continue doing
   * whatever he did last turn. 4, 5, 6 - take normal turn." Thrown as his turn starts, once the rules have
   * forced nothing on him, for every turn or only his own card's (`shootout.stoopidTurns`); a batch of his
   * own for the re-roll skills (`shootout.singleRerolls`). On a 1-2 `c` is left a Pass where he stands; on a
   * 3 it is his last turn's action, target and point (`last` the action, -1 for none), or, when that cannot
   * be done now, nothing or his own choice (`shootout.stoopidStuck`). Register entry stoopid-turn.
   */
  private stoopidThrow(f: Gunfighter, last: number, c: ActionChoice): StoopidCode {
    const r = this.rules.readings;
    if (r.stoopidTurns === 'own-card' && this.freeTurn && this.freeTurnByAction) return STOOPID.normal;
    const log = this.log;
    const thrown = this.dice!.d6();
    if (log) log.line(`  ${f.name} is Stoopid and throws ${thrown} (4-6 a turn as he chooses).`);
    this.recoveries.ownThrowPasses(BATCH.stoopid, f, undefined, thrown, 4);
    // The throw as the re-roll skills leave it: one die, the one face counted.
    const face = this.recoveries.recoveryCounts.indexOf(1);
    if (face >= 4) {
      if (log && face !== thrown) log.line(`  ${f.name} takes his turn as he chooses after all.`);
      return STOOPID.normal;
    }
    if (face === 3) {
      c.action = last as ActionCode;
      c.target = f.lastTarget;
      c.x = f.lastX;
      c.y = f.lastY;
      // A move carried on toward the point he has reached is no move at all.
      const there =
        (last === ACTION.move || last === ACTION.moveAndFire) && distance(c.x - f.x, c.y - f.y) < 0.5;
      if (last >= 0 && !there && this.viewOf(f.index).mayAct(last as ActionCode, c.target))
        return STOOPID.carryOn;
      c.action = ACTION.pass;
      c.target = -1;
      c.x = f.x;
      c.y = f.y;
      if (r.stoopidStuck === 'normal') {
        if (log) log.line(`  ${f.name} cannot carry on with his last turn, so takes his turn as he chooses.`);
        return STOOPID.normal;
      }
      if (log) log.line(`  ${f.name} cannot carry on with his last turn, so does nothing.`);
      return STOOPID.nothing;
    }
    if (log) log.line(`  ${f.name} does nothing.`);
    return STOOPID.nothing;
  }

  /**
   * Enemies holding action cards may act before his declared action resolves (000 THE FATE DECK: "even part
   * way through someone else's turn"); an aimer whose target is about to move or duck back (`leaving`) is
   * asked first. True when his action is lost: he is out, down, owes a Recover, or runs or hides after a
   * nerve lost in the free turns (a nerve lost only now shows from his next turn). `what` names the action
   * in the story.
   */
  interruptedBefore(f: Gunfighter, leaving: boolean, what: string): boolean {
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
  afterOwnTurn(f: Gunfighter): void {
    if (!this.freeTurn && this.deck.heldBy(f.side) > 0) this.offerCards(f.side, -1, CARD_MOMENT.afterOwnTurn);
  }

  /**
   * Carries out a chosen action; a target gone (down, out of sight) by the time it resolves wastes it, and a
   * challenge goes ahead against those it called out (`called`) who still may be.
   */
  private resolve(f: Gunfighter, plan: TurnPlan): void {
    const { action, target, x: tx, y: ty, called, chosen, wild } = plan;
    if (action === ACTION.challenge) this.challenges.dropUnchallengeable(f, called);
    if (
      (action === ACTION.aim || action === ACTION.challenge || action === ACTION.charge) &&
      (action === ACTION.challenge ? called.count === 0 : !this.viewOf(f.index).mayAct(action, target))
    ) {
      // An interrupt changed the table: the target is down, gone or out of reach.
      if (this.log) this.log.line(`  ${f.name}'s ${ACTION_NAMES[action]} no longer makes sense and is lost.`);
      return;
    }
    if (this.audit) this.audit.action(f, action, target, chosen);
    const aimed = f.aimAt;
    if (action !== ACTION.aim) f.aimAt = -1;
    f.moved = false;
    // What he shows of himself behind cover: firing (or aiming) round it or over it, or only his head.
    f.firing = action === ACTION.fire || action === ACTION.aim || action === ACTION.moveAndFire;
    switch (action) {
      case ACTION.pass:
        this.moves.pass(f, tx, ty);
        return;
      case ACTION.move:
        this.moves.moveAsPlanned(f, plan, 0);
        this.moves.agileTurns(f, action, target);
        return;
      case ACTION.moveAndFire: {
        // A Wildman's charge at his enemy goes the full two dice, halting only on reaching him (000).
        if (wild === WILD.full || wild === WILD.fullToPoint)
          this.moves.move(f, tx, ty, 1, wild === WILD.full, true);
        else this.moves.moveAsPlanned(f, plan, 1);
        if (f.wounds.status !== STATUS.standing) return;
        const after = this.rules.readings.agileFacing === 'after-shot';
        if (!after) this.moves.agileTurns(f, action, target);
        // "the character must fire at the end of his movement if an enemy is within his arc of fire" (000).
        const t = this.gunfire.inArcTarget(f, target);
        if (t >= 0) this.gunfire.fire(f, this.figures[t]!, true, false);
        if (after && f.wounds.status === STATUS.standing) this.moves.agileTurns(f, action, target);
        return;
      }
      case ACTION.fire: {
        const t = this.figures[target]!;
        if (this.combat.inContact(f.index, target)) {
          // "Characters in contact with an opponent who wish to attempt to shoot him do not use the shooting
          // rules: they roll on the pistol or the rifle rows of the fighting chart" (000 FIGHTING).
          this.combat.attack(f, t, 0);
          return;
        }
        if (!this.mayFireAt(f, t)) {
          if (this.log) this.log.line(`  ${f.name} has no shot at ${t.name} now.`);
          return;
        }
        this.face(f, t.x, t.y);
        this.gunfire.fire(f, t, false, aimed === target);
        return;
      }
      case ACTION.aim: {
        const t = this.figures[target]!;
        this.face(f, t.x, t.y);
        // Aiming with his gun still holstered is his drawing (register entry guns-at-start).
        if (this.challenges.drawInterrupted(f, t)) return;
        // Drawing a bead from behind: the victim may hear the gun cock and draw on him at once.
        if (this.backshooting.heardCocking(f, t)) return;
        f.aimAt = target;
        return;
      }
      case ACTION.reload:
      case ACTION.fixGun:
        this.gunfire.service(f);
        return;
      case ACTION.duckBack:
        this.reactions.duck(f, false);
        return;
      case ACTION.charge:
        this.combat.charge(f, this.figures[target]!);
        return;
      case ACTION.challenge:
        this.challenges.challenge(f, called);
        return;
      default:
        throw new Error(`${f.name}: the ${ACTION_NAMES[action]} action is not played in this shootout`);
    }
  }

  /** A hated enemy in `f`'s arc he must fire at (000 HATRED & FEAR), or -1. */
  hatedInArc(f: Gunfighter): number {
    return this.forced.hatedInArc(f);
  }

  // ---- firing ----------------------------------------------------------------------------------------
  // The shots themselves are Gunfire's. What stays here is asked by every collaborator, not by gunfire
  // alone: arcs and sight (challenges, backshooting, the policies' view), the nerve tests due, and what any
  // hit leaves behind (a bullet's, a blow's in a fight, a duel's), which changes the game's own state (duck
  // backs, aims, who went down and when). Kept on the game, each is called one way, not across collaborators.

  /** Whether `f` can fire at `t` now: t on the table and not out, and a line of sight to where he is. */
  mayFireAt(f: Gunfighter, t: Gunfighter): boolean {
    if (this.hiding !== null && this.hiding.isHidden(t.index)) return false;
    return t.placed && !t.isOut() && t.side !== f.side && this.lineOfSight(f.index, t.index);
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
   * Records that `t` went down for `reason` (000 NERVE: "killed, seriously wounded, knocked out, surrendered,
   * lost their nerve, refused a challenge or left the table"), put down by figure `by` (-1: nobody): his
   * friends may now owe nerve tests. Only a fall out of the fight (dead, knocked out, surrendered, gone)
   * names who did it and may decide the game. A man out of the fight is in no fight: every contact of his is
   * broken, and the men who were on him are free (000 OUTNUMBERED CHARACTERS has a man knocked down "left at
   * the mercy of the others"; one knocked out or dead is nobody's opponent).
   */
  wentDown(t: Gunfighter, by: number, reason: DownCode): void {
    if (t.isOut()) this.combat.leaveFights(t);
    // Out for good (a knocked-out man may come round): his card leaves the deck when next drawn
    // (fateDeck.outCards).
    if (
      t.wounds.status === STATUS.dead ||
      t.nerve === NERVE_STATE.surrendered ||
      t.nerve === NERVE_STATE.fled
    )
      this.deck.retire(t.index);
    this.nerve.goDown(t.index, reason, this.log);
    if (reason === DOWN.seriouslyWounded) return;
    if (t.countedDown) return;
    t.countedDown = true;
    if (by >= 0 && t.downedBy < 0) t.downedBy = by;
    this.lastDownInFreeTurn = this.freeTurn && this.freeTurnByAction;
  }

  // ---- the table -------------------------------------------------------------------------------------

  face(f: Gunfighter, x: number, y: number): void {
    if (x !== f.x || y !== f.y) f.facing = bearing(f.x, f.y, x, y);
  }

  relocate(f: Gunfighter, x: number, y: number): void {
    return this.memo.relocate(f, x, y);
  }

  /**
   * What protects figure j from a shot by figure i where both stand now (Table.coverAgainst), kept per pair
   * until either moves: the policies ask it many times a turn. The report is shared: read it, never write.
   */
  coverBetween(i: number, j: number): CoverReport {
    return this.memo.coverBetween(i, j);
  }

  // ---- the end ---------------------------------------------------------------------------------------

  /** Sides with a figure still able to fight. */
  sidesAbleToFight(): number {
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
    if (kind === CARD_KIND.character && deck.placeOf(card) === CARD_PLACE.removed)
      text += ', taken out of the deck';
    if (kind === CARD_KIND.character && deck.claimedCount > 0) {
      const claimed: string[] = [];
      for (let k = 0; k < deck.claimedCount; k++) claimed.push(deck.describe(deck.claimed[k]!));
      text += `; his side claims ${claimed.join(' and ')}`;
    }
    this.log!.line(`${text}.`);
  }

  private narrateChoice(f: Gunfighter, plan: TurnPlan, carriedOn: boolean): void {
    const { action, target, x, y, called } = plan;
    let t = target >= 0 ? ` at ${this.figures[target]!.name}` : '';
    for (let k = 1; k < called.count; k++)
      t += `${k === called.count - 1 ? ' and' : ','} ${this.figures[called.ids[k]!]!.name}`;
    const toward =
      action === ACTION.move || action === ACTION.moveAndFire
        ? ` toward (${x.toFixed(1)}, ${y.toFixed(1)})`
        : '';
    const how = carriedOn ? 'carries on with his last turn:' : `(${f.tactics.name}) chooses to`;
    this.log!.line(`  ${f.name} ${how} ${ACTION_NAMES[action]}${toward}${t}.`);
  }

  private narrateEnd(out: ShootoutResult): void {
    const log = this.log!;
    if (out.capped) log.line(`The card cap (${this.params.cardCap}) is reached: a draw.`);
    else if (out.winner < 0) log.line('Nobody is left able to fight: a draw.');
    else log.line(`Side ${out.winner + 1} wins after ${out.cards} cards.`);
  }
}
