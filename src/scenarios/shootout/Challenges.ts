import { distance } from '../../geometry/distance.ts';
import { ACTION } from '../../policies/shootout/ShootoutPolicy.ts';
import { classRank } from '../../rules/rwnn/fateDeck/classRank.ts';
import { challengeObligation } from '../../rules/rwnn/challenge/challengeObligation.ts';
import { mayChallenge } from '../../rules/rwnn/challenge/challengeTable.ts';
import {
  newChallengeResponse,
  respondToChallenge,
  type ChallengeAnswer,
} from '../../rules/rwnn/challenge/respondToChallenge.ts';
import type { MutableChallengeRelation } from '../../rules/rwnn/emotions/Emotions.ts';
import { fearTestDice, newNerveDiceInput } from '../../rules/rwnn/emotions/fearTestDice.ts';
import { DOWN } from '../../rules/rwnn/nerve/NerveState.ts';
import { STATUS } from '../../rules/rwnn/WoundState.ts';
import { DuelEngine, DUEL_OUTCOME, MAX_EXCHANGES, type DuelResult } from '../duel/DuelEngine.ts';
import type { CalledOut } from './CalledOut.ts';
import type { Gunfighter } from './Gunfighter.ts';
import { NERVE_STATE } from './Gunfighter.ts';
import type { ShootoutContext } from './ShootoutContext.ts';

/**
 * A shootout's challenges, duels and fast draws (000 CHALLENGES, DUELS & THE FAST DRAW): a challenge to one
 * man or several, each answering in turn and those who accept fought out fastest first; the interrupting
 * draw an enemy may announce on a challenger; a surrender by a man called out from behind; and the duel
 * itself, fought by the duel engine, with the winner's two free actions after. Other draws (a backshooter's
 * gun heard cocking) come here for their duel. The game makes one and reuses it for every trial: its scratch
 * objects are written in place, so a challenge allocates nothing.
 *
 * @example game.challenges.challenge(f, called);
 */
export class Challenges {
  private readonly duelEngine: DuelEngine;
  private readonly duelResult: DuelResult = { outcome: DUEL_OUTCOME.aWins, exchanges: 0 };
  private readonly response = newChallengeResponse();
  private readonly fearScratch = newNerveDiceInput();
  private readonly relation: MutableChallengeRelation = { hates: false, fears: false, fearless: false };

  constructor(private readonly game: ShootoutContext) {
    this.duelEngine = new DuelEngine(game.rules.duel);
  }

  /**
   * Drops from `called` the men an interrupt has since put beyond a challenge (down, gone, out of reach):
   * the challenge goes ahead against the rest, and is lost when none is left.
   */
  dropUnchallengeable(f: Gunfighter, called: CalledOut): void {
    const view = this.game.viewOf(f.index);
    const several = called.count > 1;
    for (let k = called.count - 1; k >= 0; k--) {
      const j = called.ids[k]!;
      if (view.mayAct(ACTION.challenge, j)) continue;
      if (this.game.log && several)
        this.game.log.line(`  ${this.game.figures[j]!.name} can no longer be called out.`);
      called.drop(k);
    }
  }

  /**
   * A challenge (000 CHALLENGES, DUELS & THE FAST DRAW) to one or more men (`called`): an opponent with the
   * challenger in arc may draw on him first (situation 1), and the challenge is lost; else each man called
   * out answers in turn (see answerChallenge). Those who accept fight him one after another, fastest first
   * ("if facing more than one enemy, he must Draw against the fastest": register entry challenge-several;
   * between equals the higher class, then a die each), each a full duel with the duel engine as they stand, a man called out from behind with his back to the
   * challenger, until the challenger is down or all of them are. "The winner now immediately makes two
   * actions": the challenger when he has put down every man he faced, or the man who put him down.
   */
  challenge(f: Gunfighter, called: CalledOut): void {
    if (this.interrupted(f, called)) return;
    const log = this.game.log;
    for (let k = 0; k < called.count; k++) {
      const t = this.game.figures[called.ids[k]!]!;
      // Read before any duel turns them to face each other.
      called.behind[k] = this.game.fromBehind(t, f) ? 1 : 0;
      this.answerChallenge(f, t, called, k);
    }
    called.keep(called.accepted);
    const n = called.count;
    if (n === 0) return;
    if (n > 1) {
      for (let k = 0; k < n; k++)
        called.speed[k] = this.duelEngine.fastDrawDice(this.game.figures[called.ids[k]!]!);
      called.orderFastestFirst(this.game.figures, this.game.dice!, log);
      if (log) this.narrateDuelOrder(f, called);
    }
    const e = this.game.emotions;
    let winner: Gunfighter | null = null;
    let prizeTold = false;
    for (let k = 0; k < n; k++) {
      const t = this.game.figures[called.ids[k]!]!;
      // Between duels a nerve test may have broken the challenger, or a duel emptied his guns; and a friend's
      // refusal or fall may have broken a man who accepted.
      if (k > 0 && !(f.canFight() && !this.game.combat.inFight(f))) {
        if (log) log.line(`  ${f.name} cannot go on to face ${t.name}.`);
        winner = null;
        break;
      }
      if (!(t.canFight() && !this.game.combat.inFight(t))) {
        if (log) log.line(`  ${t.name} no longer stands to face ${f.name}.`);
        continue;
      }
      this.game.out.duels++;
      if (log && n > 1) log.line(`  ${f.name} faces ${t.name}.`);
      prizeTold = k === n - 1;
      winner = this.duel(f, t, called.behind[k] === 1 ? t : null, prizeTold);
      if (called.fearless[k] === 1 && !t.isOut()) e.becomeFearless(t.index, log);
      this.game.reactions.takeDueTests();
      if (winner !== f) break;
    }
    if (log && winner === f && !prizeTold) log.line(`  ${f.name} takes his two free actions.`);
    this.winnerActs(winner);
  }

  /**
   * How `t`, the `k`th man `f` calls out, answers: a man called out from behind may throw his gun down (000
   * BACKSHOOTING); else he must accept a hated challenger, tests his nerve against a feared one, and otherwise
   * answers as his policy chooses; one he both hates and fears, the turmoil unresolved, as
   * `challenge.hateAndFear` says. A refusal makes him hated by every enemy and counts as going down (000
   * NERVE). Writes whether he accepted, and whether he is to become fearless should he survive, into `called`.
   */
  private answerChallenge(f: Gunfighter, t: Gunfighter, called: CalledOut, k: number): void {
    const e = this.game.emotions;
    // "He must always accept his challenge" (000 HATRED & FEAR): a hated challenger is not surrendered to.
    if (called.behind[k] === 1 && !e.hates(t.index, f.index) && this.surrendersFromBehind(t, f)) return;
    // The unresolved turmoil counts as both hatred and fear (register entry challenge-hate-and-fear).
    const rel = e.challengeRelation(t.index, f.index, this.relation);
    const obligation = challengeObligation(rel.hates, rel.fears, this.game.rules.challenge);
    const answer: ChallengeAnswer = t.tactics.acceptChallenge(this.game.viewOf(t.index), f.index)
      ? 'accept'
      : 'refuse';
    const nerveDice =
      obligation === 'nerve-test'
        ? fearTestDice(
            t,
            f,
            this.game.nerve.sideDownedMore(t.index),
            this.game.nerve.bossmanDice(t.index),
            this.game.rules.rwnn.preset,
            this.fearScratch,
          )
        : 0;
    const res = respondToChallenge(
      obligation,
      answer,
      nerveDice,
      this.game.dice!,
      this.game.rules.challenge,
      this.response,
    );
    const log = this.game.log;
    if (log)
      log.line(
        `  ${t.name} ${res.outcome === 'accepted' ? 'accepts' : res.outcome === 'refused' ? 'refuses' : 'loses his nerve'}.`,
      );
    if (res.outcome === 'lost-nerve') {
      this.game.nerve.loseNerve(t.index, log);
      if (t.nerve === NERVE_STATE.steady) t.nerve = NERVE_STATE.broken;
    }
    if (res.countsAsRefusal) {
      e.refused(t.index, log);
      this.game.wentDown(t, -1, DOWN.refused);
    }
    if (res.outcome !== 'accepted') {
      this.game.reactions.takeDueTests();
      return;
    }
    called.accepted[k] = 1;
    called.fearless[k] = res.fearlessIfSurvives ? 1 : 0;
  }

  /**
   * "He must Draw against the fastest": the order the challenger takes the men who accepted in, each man's
   * class told where it put him ahead of, or behind, a man of equal dice.
   */
  private narrateDuelOrder(f: Gunfighter, called: CalledOut): void {
    let order = '';
    for (let k = 0; k < called.count; k++) {
      const t = this.game.figures[called.ids[k]!]!;
      const byClass =
        (k > 0 && called.speed[k - 1] === called.speed[k] && called.rank[k - 1] !== called.rank[k]) ||
        (k + 1 < called.count &&
          called.speed[k + 1] === called.speed[k] &&
          called.rank[k + 1] !== called.rank[k]);
      order += `${k === 0 ? '' : k === called.count - 1 ? ' and then ' : ', then '}${t.name} (${called.speed[k]} fast-draw dice${byClass ? `, ${CLASS_WORD[called.rank[k]!]}` : ''})`;
    }
    this.game.log!.line(`  ${f.name} must draw against the fastest first: ${order}.`);
  }

  /**
   * 000 CHALLENGES, DUELS & THE FAST DRAW, situation 1: "When a character has an opponent within his arc of
   * fire and sees him attempt to draw his weapon, the character may immediately announce a fast draw, even
   * though it is not his turn." A challenge is the drawing (register entry interrupt-fast-draw): `f`'s
   * enemies other than those he calls out are asked (see {@link drawOn}). True when one drew on him.
   */
  private interrupted(f: Gunfighter, called: CalledOut): boolean {
    return this.drawOn(f, called.ids[0]!, called);
  }

  /**
   * Under shootout.gunsAtStart=holstered (register entry guns-at-start) guns start in their holsters, and
   * `f`'s first shot or aim of the gunfight at `t` is his drawing: his enemies, `t` among them, may announce
   * a fast draw on him as on a challenger (see {@link drawOn}). A man who cannot draw as a duel asks (no six
   * gun in hand) draws nobody's fast draw. True when one drew on him: his shot or aim is lost.
   *
   * @example if (game.challenges.drawInterrupted(f, t)) return; // a fast draw was announced on him
   */
  drawInterrupted(f: Gunfighter, t: Gunfighter): boolean {
    if (f.gunDrawn || this.game.rules.readings.gunsAtStart !== 'holstered') return false;
    f.gunDrawn = true;
    if (!this.game.backshooting.mayDraw(f)) return false;
    if (this.game.log) this.game.log.line(`  ${f.name} goes for his gun.`);
    return this.drawOn(f, t.index, null);
  }

  /**
   * Situation 1 played: `f`'s enemies who could draw now (not among `called`), with `f` in arc and sight
   * within challenge range, are asked (told `target`, the man `f` draws on), best class first; the first to
   * announce fights `f` out with the duel engine, and the winner takes his two actions. True when one did.
   */
  private drawOn(f: Gunfighter, target: number, called: CalledOut | null): boolean {
    if (this.game.rules.readings.interruptDraw === 'off') return false;
    for (let rank = 3; rank >= 0; rank--) {
      for (const g of this.game.figures) {
        if (g.side === f.side || classRank(g.cls) !== rank || !this.game.backshooting.mayDraw(g)) continue;
        if (called !== null && isCalled(called, g.index)) continue;
        if (!this.game.inArc(g, f) || !this.game.lineOfSight(g.index, f.index)) continue;
        if (!mayChallenge(distance(f.x - g.x, f.y - g.y))) continue;
        if (!g.tactics.interruptDraw(this.game.viewOf(g.index), f.index, target)) continue;
        this.game.out.interruptDraws++;
        if (this.game.log)
          this.game.log.line(`  ${g.name} sees ${f.name} draw and announces a fast draw on him.`);
        const winner = this.duel(g, f, this.game.fromBehind(f, g) ? f : null);
        this.game.reactions.takeDueTests();
        this.winnerActs(winner);
        return true;
      }
    }
    return false;
  }

  /**
   * "If a character is challenged from behind, he has the option of throwing down his weapon and
   * surrendering" (000 BACKSHOOTING): his policy chooses, told the fast-draw dice he would throw with his
   * back to `f`. True when he surrenders.
   */
  surrendersFromBehind(t: Gunfighter, f: Gunfighter): boolean {
    const dice = this.duelEngine.fastDrawDice(t) + this.game.rules.duel.fastDrawBackToOpponent;
    if (!t.tactics.surrenderFromBehind(this.game.viewOf(t.index), f.index, dice)) return false;
    this.game.out.surrendersFromBehind++;
    if (this.game.log)
      this.game.log.line(`  ${t.name}, called out from behind, throws down his gun and surrenders.`);
    this.game.nerve.surrender(t.index, this.game.log);
    t.nerve = NERVE_STATE.surrendered;
    this.game.wentDown(t, -1, DOWN.surrendered);
    this.game.reactions.takeDueTests();
    return true;
  }

  /**
   * Fights a duel out between `a` and `b` where they stand (the duel engine: 000 CHALLENGES, DUELS & THE
   * FAST DRAW), `back` (one of them, or null) caught with his back to the other; then what the hits left
   * behind. Returns the winner, or null. `aPrize` false: `a` has more men to face, and the story does not
   * give him his two free actions yet.
   */
  duel(a: Gunfighter, b: Gunfighter, back: Gunfighter | null, aPrize = true): Gunfighter | null {
    // A duel is gunplay: it ends group movement as any shot does.
    this.game.groups.shotFired();
    a.gunDrawn = true;
    b.gunDrawn = true;
    // Drawn on with his man out of his arc but not behind him, `b` is caught side-on (before both turn).
    const side = back === null && !this.game.inArc(b, a) ? b : null;
    a.duckedBack = false;
    b.duckedBack = false;
    if (b.wounds.status === STATUS.knockedDown) b.wounds.status = STATUS.standing;
    this.game.face(a, b.x, b.y);
    this.game.face(b, a.x, a.y);
    const range = distance(b.x - a.x, b.y - a.y);
    const aBefore = [a.wounds.fleshTotal(), a.wounds.seriousTotal(), a.wounds.status] as const;
    const bBefore = [b.wounds.fleshTotal(), b.wounds.seriousTotal(), b.wounds.status] as const;
    const duel = this.duelEngine.fightOut(
      a,
      b,
      Math.max(1, Math.round(range)),
      this.game.dice!,
      this.duelResult,
      this.game.log,
      back ?? side,
      this.game.rules.readings.backToOpponent === 'whole-duel' ? MAX_EXCHANGES : 1,
      aPrize,
      side !== null,
    );
    this.game.reactions.afterHits(b, a, 0, 0, false, aBefore[0], aBefore[1], aBefore[2]);
    this.game.reactions.afterHits(a, b, 0, 0, false, bBefore[0], bBefore[1], bBefore[2]);
    return duel.outcome === DUEL_OUTCOME.aWins ? a : duel.outcome === DUEL_OUTCOME.bWins ? b : null;
  }

  /** "The winner now immediately makes two actions, and the game proceeds normally." */
  winnerActs(winner: Gunfighter | null): void {
    if (!winner || winner.isOut() || winner.wounds.status !== STATUS.standing) return;
    // The duel's own story has said so ("... wins the duel and takes his two free actions").
    for (let k = 0; k < 2 && !winner.isOut() && this.game.sidesAbleToFight() > 1; k++) this.game.turn(winner);
  }
}

/** A class's name, for the story of the order of duels ("a Shootist"). */
const CLASS_WORD = ['a Citizen', 'a Gunman', 'a Shootist', 'a Legend'] as const;

/** Whether figure `j` is among the men `called` calls out. */
function isCalled(called: CalledOut, j: number): boolean {
  for (let k = 0; k < called.count; k++) if (called.ids[k] === j) return true;
  return false;
}
