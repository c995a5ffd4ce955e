import type { Dice } from '../../dice/Dice.ts';
import type {
  ApproachAction,
  DuelApproachView,
  DuelChallengeView,
} from '../../policies/duel/DuelApproachPolicy.ts';
import { challengeNerveDice } from '../../rules/rwnn/challenge/challengeNerveDice.ts';
import {
  challengeObligation,
  type ChallengeObligation,
} from '../../rules/rwnn/challenge/challengeObligation.ts';
import { mayChallenge } from '../../rules/rwnn/challenge/challengeTable.ts';
import { fearsChallenger, type ChallengeRelation } from '../../rules/rwnn/challenge/fearsChallenger.ts';
import { refusalConsequences } from '../../rules/rwnn/challenge/refusalConsequences.ts';
import { respondToChallenge } from '../../rules/rwnn/challenge/respondToChallenge.ts';
import { CARD_KIND } from '../../rules/rwnn/fateDeck/CardPlace.ts';
import { FateDeck } from '../../rules/rwnn/fateDeck/FateDeck.ts';
import type { Mover, MoveRequest } from '../../rules/rwnn/movement/Mover.ts';
import { newMoveRoll } from '../../rules/rwnn/movement/MoveRoll.ts';
import { MoveRerolls } from '../../rules/rwnn/movement/MoveRerolls.ts';
import { moveRules, type MoveRules } from '../../rules/rwnn/movement/MoveRules.ts';
import { rollMove } from '../../rules/rwnn/movement/rollMove.ts';
import type { ApproachDuellist } from './ApproachDuellist.ts';
import { duelApproachReadings, type DuelApproachReadings } from './duelApproachReadings.ts';
import { faceList } from './faceList.ts';
import type { Narrator } from './Narrator.ts';
import { CLASS_WORDS, inches, narrateApproachCard, narrateJokerDiscards } from './approachNarration.ts';
import { DEFAULT_APPROACH_CARD_CAP, type DuelApproachSetup } from './DuelApproachSetup.ts';
import { newApproachResult, type ApproachEnd, type DuelApproachResult } from './DuelApproachResult.ts';

type MutableView = { -readonly [K in keyof DuelApproachView]: DuelApproachView[K] };

/**
 * The duel before the first draw, by 000 CHALLENGES, DUELS & THE FAST DRAW (003 the same): the challenge is
 * answered (hatred, fear and the nerve test, or the challenged policy's choice); then the fate deck (the two
 * character cards, the action cards and the Joker) is turned, and "The duellists take a turn as normal when
 * their character card is dealt or their player uses an action card. However, they may only Pass, Move
 * directly towards an opponent or Fast Draw." A Move follows the Move action and stops where the duellists
 * would meet; Lucky, Charmed and Cursed reach its dice when the duellists come with their figures
 * (`ApproachDuellist.figure`, register entry movement-rerolls), and since a fall loses the duel the choosers
 * are told so. The approach ends when one declares the Fast Draw, one falls over, or the card cap is reached;
 * "ALTERNATIVELY, the duellists may agree to fire on a signal, in which case they Move until they are an
 * agreed distance apart, and then Fast Draw as above" (`signalDistance`).
 *
 * Action cards: after each card is turned and before it takes effect, each duellist whose side holds a card
 * he may play is asked whether to play it; when both do, "the superior card goes first", and a side plays its
 * superior playable card. Under 000's Joker the holders are asked once more before the deck is made up.
 *
 * One object is reused for every trial: the deck, the views, the move and challenge scratch objects are
 * allocated once, and with no narrator no string is built, so the fast path allocates nothing per trial. A
 * narrated run makes the same draws in the same order, so its result is the fast run's.
 *
 * @example
 * const approach = new DuelApproach({ a, b, ruleset: 'rwnn-extended', startDistance: 12 });
 * approach.run(dice, out); // out.end, out.distance, out.who
 */
export class DuelApproach {
  readonly deck: FateDeck;
  readonly readings: DuelApproachReadings;
  readonly moves: MoveRules;
  private readonly duellists: readonly [ApproachDuellist, ApproachDuellist];
  private readonly movers: readonly [Mover, Mover];
  private readonly views: readonly [MutableView, MutableView];
  private readonly challengeView: DuelChallengeView;
  private readonly request: MoveRequest;
  private readonly swiftRequest: MoveRequest;
  private readonly roll = newMoveRoll();
  private readonly moveRerolls: MoveRerolls;
  private readonly challenger: number;
  private readonly obligation: ChallengeObligation;
  private readonly nerveDice: number;
  private readonly fears: boolean;
  private readonly startDistance: number;
  private readonly signal: number;
  private readonly maxCards: number;
  private readonly challengeTookHisTurn: boolean;
  private readonly checkInvariants: boolean;
  private readonly relation: ChallengeRelation;
  // Per-trial state.
  private gap = 0;
  private ended = false;
  private out: DuelApproachResult = newApproachResult();

  constructor(readonly setup: DuelApproachSetup) {
    const { a, b, ruleset } = setup;
    if (!mayChallenge(setup.startDistance))
      throw new RangeError(
        `a challenge reaches opponents within 18 inches; the start distance is ${setup.startDistance}`,
      );
    const signal = setup.signalDistance ?? -1;
    if (setup.signalDistance !== undefined && !(signal >= 0))
      throw new RangeError(`the agreed signal distance must be 0 or more inches, got ${signal}`);
    this.readings = setup.readings ?? duelApproachReadings(ruleset);
    this.moves = moveRules(ruleset, this.readings.movement);
    this.moveRerolls = new MoveRerolls(this.moves, setup.rerollOrder ?? 'own-first');
    this.duellists = [a, b];
    this.deck = new FateDeck({
      characters: this.duellists.map((d) => ({
        cls: d.cls,
        side: d === a ? 0 : 1,
        mayUseActionCards: (d.skills.slow ?? 0) === 0,
      })),
      actionSets: setup.actionSets ?? 1,
      readings: this.readings.fateDeck,
    });
    this.movers = [
      { cls: a.cls, skills: a.skills },
      { cls: b.cls, skills: b.skills },
    ];
    const view = (me: ApproachDuellist, them: ApproachDuellist): MutableView => ({
      distance: 0,
      cls: me.cls,
      opponentCls: them.cls,
      swift: (me.skills.swift ?? 0) > 0,
      freeTurn: false,
      jokerCall: false,
      playableCards: 0,
      opponentHeldCards: 0,
      opponentAboutToAct: false,
      cardsTurned: 0,
      signalDistance: signal,
    });
    this.views = [view(a, b), view(b, a)];
    const gunplayCommenced = setup.gunplayCommenced ?? false;
    this.request = { action: 'move', swiftExtra: false, gunplayCommenced };
    this.swiftRequest = { action: 'move', swiftExtra: true, gunplayCommenced };
    this.challenger = (setup.challenger ?? 'a') === 'a' ? 0 : 1;
    const challenger = this.duellists[this.challenger]!;
    const challenged = this.duellists[1 - this.challenger]!;
    this.relation = setup.relation ?? { hates: false, fears: false, fearless: false };
    this.fears = fearsChallenger(this.relation, challenged.skills, challenger.skills, ruleset);
    this.obligation = challengeObligation(this.relation.hates, this.fears, this.readings.challenge);
    this.nerveDice = challengeNerveDice(
      {
        cls: challenged.cls,
        skills: challenged.skills,
        opponentSkills: challenger.skills,
        fleshWounds: 0,
        seriousWounds: 0,
        sideHasDownedMore: setup.challengedSideHasDownedMore ?? false,
      },
      ruleset,
    );
    this.challengeView = {
      distance: setup.startDistance,
      cls: challenged.cls,
      challengerCls: challenger.cls,
    };
    this.startDistance = setup.startDistance;
    this.signal = signal;
    this.maxCards = setup.maxCards ?? DEFAULT_APPROACH_CARD_CAP;
    this.challengeTookHisTurn = setup.challengeTookHisTurn ?? true;
    this.checkInvariants = setup.checkInvariants ?? false;
  }

  /**
   * Plays one approach with `dice`, narrating to `log` when given, and writes the result into `out`.
   *
   * @example approach.run(new DiceStream(key, t), out, new StoryNarrator())
   */
  run(dice: Dice, out: DuelApproachResult, log?: Narrator): DuelApproachResult {
    this.out = out;
    this.ended = false;
    this.gap = this.startDistance;
    out.who = null;
    out.cardsTurned = 0;
    out.activations = 0;
    out.refusal = null;
    out.distance = this.gap;
    // The approach opens the gunfight: the duellists' skill allowances are whole again (Figure.reset).
    this.duellists[0].figure?.reset();
    this.duellists[1].figure?.reset();
    this.deck.reset();
    if (!this.challenge(dice, log)) return out;
    if (this.challengeTookHisTurn) this.deck.markTurnTaken(this.challenger);
    if (this.signal >= 0 && this.gap <= this.signal) {
      this.finish('signal', -1, log);
      return out;
    }
    const deck = this.deck;
    while (out.cardsTurned < this.maxCards) {
      const card = deck.turn(dice);
      out.cardsTurned++;
      const kind = deck.kindOf(card);
      if (log) narrateApproachCard(this.deck, this.duellists, this.out.cardsTurned, card, log);
      if (kind === CARD_KIND.joker) {
        if (this.readings.fateDeck.jokerHeld === 'play-or-discard') this.window(-1, true, dice, log);
        if (!this.ended) {
          deck.completeJoker();
          if (log) log.line('  Every discard and held action card is shuffled back into the deck.');
        }
      } else {
        const owner = kind === CARD_KIND.character ? card : -1;
        this.window(owner, false, dice, log);
        if (!this.ended && owner >= 0) this.activate(owner, false, dice, log);
      }
      if (this.checkInvariants) deck.checkInvariant();
      if (this.ended) return out;
    }
    this.finish('card-cap', -1, log);
    return out;
  }

  /** The challenge and its answer; false when it ended the approach. */
  private challenge(dice: Dice, log?: Narrator): boolean {
    const out = this.out;
    const x = this.duellists[this.challenger]!;
    const y = this.duellists[1 - this.challenger]!;
    const free = this.obligation === 'free';
    const answer = free ? y.policy.answerChallenge(this.challengeView) : 'accept';
    respondToChallenge(this.obligation, answer, this.nerveDice, dice, this.readings.challenge, out.challenge);
    const c = out.challenge;
    if (log) {
      log.line(
        `${x.name} (${CLASS_WORDS[x.cls]}) challenges ${y.name} (${CLASS_WORDS[y.cls]}) to a duel at ${inches(this.gap)}.`,
      );
      if (this.obligation === 'must-accept')
        log.line(`  ${y.name} hates ${x.name} and must accept the challenge.`);
      else if (this.obligation === 'nerve-test')
        log.line(
          `  ${y.name} fears ${x.name} and tests his nerve: ${c.nerveDice} dice ${faceList(c.nerveCounts)}, ${c.nervePassed ? 'his nerve holds: he accepts, and will be Fearless if he survives' : 'he has lost his nerve and runs away'}.`,
        );
      else log.line(`  ${y.name} ${c.outcome === 'accepted' ? 'accepts' : 'refuses'} (${y.policy.name}).`);
    }
    if (c.outcome === 'accepted') return true;
    out.refusal = c.countsAsRefusal
      ? refusalConsequences((y.skills.evil ?? 0) > 0, this.readings.challenge)
      : null;
    this.finish(c.outcome, 1 - this.challenger, log);
    if (log && out.refusal)
      log.line(
        `  All his enemies now hate ${y.name}, those who feared him no longer do${out.refusal.forfeitsExperience ? ', and he gains no experience this gunfight' : ''}.`,
      );
    return false;
  }

  /**
   * Offers each duellist who may play a held action card the chance to, until nobody plays; plays the
   * superior card first when both play at once. `owner` is the duellist whose character card was just
   * turned (-1 for none).
   */
  private window(owner: number, jokerCall: boolean, dice: Dice, log?: Narrator): void {
    const deck = this.deck;
    for (;;) {
      const ca = deck.bestPlayable(0);
      const cb = deck.bestPlayable(1);
      const pa =
        ca >= 0 && this.duellists[0].policy.playActionCard(this.fillView(0, owner, jokerCall, false));
      const pb =
        cb >= 0 && this.duellists[1].policy.playActionCard(this.fillView(1, owner, jokerCall, false));
      if (!pa && !pb) {
        if (jokerCall && log) narrateJokerDiscards(this.deck, this.duellists, log);
        return;
      }
      const first = pa && pb ? (deck.isSuperior(ca, cb) ? 0 : 1) : pa ? 0 : 1;
      const second = pa && pb ? 1 - first : -1;
      this.playCard(first, first === 0 ? ca : cb, owner, jokerCall, dice, log);
      if (this.ended) return;
      if (second >= 0) {
        this.playCard(second, second === 0 ? ca : cb, owner, jokerCall, dice, log);
        if (this.ended) return;
      }
    }
  }

  private playCard(
    i: number,
    card: number,
    owner: number,
    jokerCall: boolean,
    dice: Dice,
    log?: Narrator,
  ): void {
    this.deck.play(card, i);
    if (log) log.line(`  ${this.duellists[i]!.name} plays ${this.deck.describe(card)} for a free turn.`);
    this.activate(i, true, dice, log, owner, jokerCall);
  }

  /** One activation of duellist `i`: Pass, Move towards the opponent, or Fast Draw. */
  private activate(
    i: number,
    freeTurn: boolean,
    dice: Dice,
    log?: Narrator,
    owner = -1,
    jokerCall = false,
  ): void {
    const d = this.duellists[i]!;
    const view = this.fillView(i, owner, jokerCall, freeTurn);
    const action: ApproachAction = d.policy.chooseAction(view);
    this.out.activations++;
    if (action === 'fast-draw') {
      if (this.signal >= 0)
        throw new Error(`${d.policy.name} chose the Fast Draw on a signal approach, which it may not`);
      if (log) log.line(`  ${d.name} declares the Fast Draw at ${inches(this.gap)}.`);
      this.finish('fast-draw', i, log);
      return;
    }
    if (action === 'pass') {
      if (log) log.line(`  ${d.name} passes.`);
      return;
    }
    if (action !== 'move' && action !== 'move-swift')
      throw new Error(
        `${d.policy.name} chose ${String(action)}; allowed are pass, move, move-swift, fast-draw`,
      );
    const mover = this.movers[i]!;
    const request = action === 'move-swift' ? this.swiftRequest : this.request;
    const roll = rollMove(mover, request, dice, this.moves, this.roll);
    // A Move stops where the duellists would meet; on a signal approach, at the agreed distance.
    const stopAt = this.signal >= 0 && this.readings.signalStop === 'at-agreed' ? this.signal : 0;
    const room = Math.max(0, this.gap - stopAt);
    const me = d.figure;
    if (me) {
      // Lucky, Charmed and Cursed on the movement dice; a fall ends the duel, so it weighs with the choosers.
      const them = this.duellists[1 - i]!.figure ?? null;
      this.moveRerolls.reroll(
        roll,
        mover,
        request,
        me,
        them,
        room,
        true,
        dice,
        me.policy,
        them ? them.policy : null,
        log,
      );
    }
    let moved = 0;
    if (roll.most > 0) {
      if (roll.fullRoll || roll.least === roll.most) moved = roll.most;
      else {
        const wanted = d.policy.chooseDistance(view, roll.least, roll.most);
        if (!Number.isFinite(wanted))
          throw new Error(`${d.policy.name} chose to move ${wanted} inches; a distance is a number`);
        moved = Math.min(roll.most, Math.max(roll.least, wanted));
      }
      moved = Math.min(moved, room);
    }
    this.gap -= moved;
    if (log) {
      const range = roll.fullRoll ? 'the full roll' : `${inches(roll.least)} to ${inches(roll.most)}`;
      log.line(
        roll.diceThrown === 0
          ? `  ${d.name} cannot move.`
          : `  ${d.name} moves: ${roll.diceThrown} dice ${faceList(roll.counts)} = ${roll.total}${roll.fellOver ? '' : `, ${range}`}; ${moved > 0 ? `he moves ${inches(moved)}` : 'he does not move'}, ${inches(this.gap)} apart.`,
      );
    }
    if (roll.fellOver) {
      if (log) log.line(`  ${d.name} throws ${roll.counts[1]} 1s and falls over (treated as knocked down).`);
      this.finish('fell-over', i, log);
      return;
    }
    if (this.signal >= 0 && this.gap <= this.signal) this.finish('signal', -1, log);
  }

  private fillView(i: number, owner: number, jokerCall: boolean, freeTurn: boolean): DuelApproachView {
    const v = this.views[i]!;
    const deck = this.deck;
    let playable = 0;
    for (let c = deck.characterCount; c < deck.jokerCard; c++) if (deck.mayPlay(c, i)) playable++;
    v.distance = this.gap;
    v.freeTurn = freeTurn;
    v.jokerCall = jokerCall;
    v.playableCards = playable;
    v.opponentHeldCards = deck.heldBy(1 - i);
    v.opponentAboutToAct = owner === 1 - i;
    v.cardsTurned = this.out.cardsTurned;
    return v;
  }

  private finish(end: ApproachEnd, who: number, log?: Narrator): void {
    const out = this.out;
    this.ended = true;
    out.end = end;
    out.who = who < 0 ? null : who === 0 ? 'a' : 'b';
    out.distance = this.gap;
    if (!log) return;
    if (end === 'signal')
      log.line(`The duellists are ${inches(this.gap)} apart: on the signal, they Fast Draw.`);
    else if (end === 'card-cap')
      log.line(`No Fast Draw after ${out.cardsTurned} cards: the approach stops unresolved.`);
    else if (end === 'fast-draw') log.line(`The approach ends: Fast Draw at ${inches(this.gap)}.`);
    else if (end === 'fell-over')
      log.line(`The approach ends: ${this.duellists[who]!.name} is down at ${inches(this.gap)}.`);
    else
      log.line(
        `There is no duel: ${this.duellists[who]!.name} ${end === 'refused' ? 'refused' : 'lost his nerve'}.`,
      );
  }
}

/**
 * Runs one approach phase with a fresh engine (convenient; a simulation reuses one {@link DuelApproach}).
 *
 * @example runDuelApproach({ a, b, ruleset: 'rwnn-extended', startDistance: 12 }, dice).end
 */
export function runDuelApproach(setup: DuelApproachSetup, dice: Dice, log?: Narrator): DuelApproachResult {
  return new DuelApproach(setup).run(dice, newApproachResult(), log);
}
