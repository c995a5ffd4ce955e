import { distance } from '../../geometry/distance.ts';
import type { Dice } from '../../dice/Dice.ts';
import { cohesionTest, type CohesionBand } from '../../rules/fafdm/cohesionTest.ts';
import type { FafdmFigure } from '../../rules/fafdm/FafdmFigure.ts';
import type { FafdmLog } from '../../rules/fafdm/FafdmLog.ts';
import { initiative } from '../../rules/fafdm/initiative.ts';
import { shameTest } from '../../rules/fafdm/shameTest.ts';
import { FAME_REACH_U } from '../../rules/fafdm/tables/footMovement.ts';
import { activateOnTable } from './activateOnTable.ts';
import type { SkirmishAudit, SkirmishBoard } from './SkirmishBoard.ts';
import { UNSETTLED, type SkirmishMission } from './SkirmishMission.ts';

/** How a skirmish ended. */
export const SKIRMISH_ENDS = ['eliminated', 'cohesion', 'withdrawal', 'turn-cap', 'mission'] as const;
export type SkirmishEnd = (typeof SKIRMISH_ENDS)[number];

/** How a skirmish ended and what happened in it; one object reused for every trial of a cell. */
export interface FafdmSkirmishResult {
  /** 0: band A won, 1: band B won, -1: neither (both broke in one turn, or the turn cap). */
  winner: number;
  end: SkirmishEnd;
  turns: number;
  /** Figures in play at the end, by band. */
  left: [number, number];
  /** Whether the band that withdrew failed its shame test (6.3). */
  shamed: boolean;
}

export function newFafdmSkirmishResult(): FafdmSkirmishResult {
  return { winner: -1, end: 'turn-cap', turns: 0, left: [0, 0], shamed: false };
}

/**
 * A band-against-band skirmish on a table (001 1.7-1.8, 2.0-4.3, 6.1-6.3). Each turn: a band that has lost
 * more than half its figures takes the cohesion test (6.2), and a band's tactic may withdraw (6.3); then,
 * while both bands have figures yet to act, each plays the card of one (its tactic's pick), both roll
 * initiative (1D6 + coolness + the best unused fame within 6U) and the winner's figure activates first (he
 * never passes it), then the other's; when one band has no card left, the other's figures act in turn.
 * The game ends when a band is wiped out, breaks, withdraws, or after `turnCap` turns.
 *
 * @example new FafdmSkirmishGame(board, 30).play(dice, newFafdmSkirmishResult(), null, null)
 */
export class FafdmSkirmishGame {
  private readonly band: CohesionBand = {
    bestCool: 0,
    leader: 'none',
    own: 0,
    opponents: 0,
  };
  private readonly starts: [FafdmFigure[], FafdmFigure[]];
  private readonly waiting: [FafdmFigure[], FafdmFigure[]];
  /** A scenario of 10.1-10.6: its deployment and victory conditions (its rules are the board's). */
  mission: SkirmishMission | null = null;

  constructor(
    readonly board: SkirmishBoard,
    readonly turnCap: number,
  ) {
    // Deployment: each band on its line, evenly along it, facing the other (1.2).
    const b = board;
    this.starts = [[...b.sides[0].figures], [...b.sides[1].figures]];
    this.waiting = [[...b.sides[0].figures], [...b.sides[1].figures]];
  }

  private deploy(): void {
    const b = this.board;
    for (let side = 0; side < 2; side++) {
      const figs = b.sides[side]!.figures;
      for (let i = 0; i < figs.length; i++) {
        const f = figs[i]!;
        f.reset();
        f.x = b.sides[side]!.edgeX;
        const y = ((i + 1) * b.table.depth) / (figs.length + 1);
        f.y = side === 0 ? y : b.table.depth - y;
        f.facing = side === 0 ? 0 : 180;
      }
    }
    b.rules?.reset();
    this.mission?.deploy(b);
  }

  /** The scenario's verdict written into the result; whether the game is over. */
  private settled(turn: number, endOfTurn: boolean, result: FafdmSkirmishResult): boolean {
    const v = this.mission === null ? UNSETTLED : this.mission.verdict(this.board, turn, endOfTurn);
    if (v === UNSETTLED) return false;
    result.end = 'mission';
    result.winner = v;
    return true;
  }

  /** 1.8's modifier: the best unused fame of the figure or a figure of his band within 6U. */
  private fameNear(fig: FafdmFigure): number {
    let best = fig.fameLeft;
    for (const f of this.board.sides[this.board.sideOf(fig)].figures)
      if (f.inPlay && f.fameLeft > best && distance(f.x - fig.x, f.y - fig.y) <= FAME_REACH_U)
        best = f.fameLeft;
    return best;
  }

  /** The figures of `side` in play yet to act this turn, written into its waiting list; their number. */
  private fillWaiting(side: 0 | 1): number {
    // Written by index over a list as long as the band: emptying it (length = 0) would drop its storage.
    const w = this.waiting[side];
    let n = 0;
    for (const f of this.board.sides[side].figures) if (f.inPlay && !f.activated) w[n++] = f;
    return n;
  }

  /** 6.2 for `side` if it has lost more than half; returns whether it stays. */
  private holds(side: 0 | 1, dice: Dice, log: FafdmLog | null): boolean {
    const b = this.board;
    const start = this.starts[side].length;
    const own = b.inPlay(side);
    if (start - own <= start / 2) return true;
    const band = this.band;
    band.bestCool = 0;
    for (const f of b.sides[side].figures) if (f.inPlay && f.cool > band.bestCool) band.bestCool = f.cool;
    const leader = b.sides[side].leader;
    band.leader = leader === null ? 'none' : leader.inPlay ? 'in-play' : 'dead';
    band.own = own;
    band.opponents = b.inPlay(side === 0 ? 1 : 0);
    const stays = cohesionTest(dice, band, b.readings.cohesion);
    log?.line(
      `  ${b.sides[side].name} have lost ${start - own} of ${start}: cohesion test (6.2) ${stays ? 'passed' : 'failed: they retire'}.`,
    );
    return stays;
  }

  play(
    dice: Dice,
    result: FafdmSkirmishResult,
    log: FafdmLog | null,
    audit: SkirmishAudit | null,
  ): FafdmSkirmishResult {
    const b = this.board;
    b.audit = audit;
    this.deploy();
    const c = b.counts;
    c.shots = c.hits = c.wounds = c.panics = c.fights = c.disengages = 0;
    result.winner = -1;
    result.end = 'turn-cap';
    result.shamed = false;
    for (let turn = 1; turn <= this.turnCap && result.end === 'turn-cap'; turn++) {
      result.turns = turn;
      for (const f of b.all) f.activated = false;
      log?.line(
        `Turn ${turn}: ${b.sides[0].name} ${b.inPlay(0)} in play, ${b.sides[1].name} ${b.inPlay(1)}.`,
      );
      const holdA = turn === 1 || this.holds(0, dice, log);
      const holdB = turn === 1 || this.holds(1, dice, log);
      if (!holdA || !holdB) {
        result.end = 'cohesion';
        result.winner = holdA ? 0 : holdB ? 1 : -1;
        break;
      }
      for (let k = 0; k < 2; k++) {
        const side = k as 0 | 1;
        if (!b.sides[side].tactic.withdraws(b.inPlay(side), this.starts[side].length, b.knownEnemies(side)))
          continue;
        log?.line(`  ${b.sides[side].name} withdraw from the field (6.3) and lose.`);
        result.end = 'withdrawal';
        result.winner = 1 - side;
        result.shamed = shameTest(dice, b.sides[side].figures, log);
        break;
      }
      if (result.end !== 'turn-cap') break;
      this.playTurn(turn, dice, log, result);
      if (result.end === 'turn-cap' && b.inPlay(0) > 0 && b.inPlay(1) > 0)
        this.mission?.endOfTurn?.(turn, dice, log);
      if (result.end !== 'turn-cap' || this.settled(turn, true, result)) break;
      if (b.inPlay(0) === 0 || b.inPlay(1) === 0) {
        result.end = 'eliminated';
        result.winner = b.inPlay(0) > 0 ? 0 : 1;
      }
    }
    result.left[0] = b.inPlay(0);
    result.left[1] = b.inPlay(1);
    return result;
  }

  /** One turn's cards and activations (1.8), until everybody has acted or a band is wiped out. */
  private playTurn(turn: number, dice: Dice, log: FafdmLog | null, result: FafdmSkirmishResult): void {
    const b = this.board;
    for (;;) {
      if (this.settled(turn, false, result)) return;
      if (b.inPlay(0) === 0 || b.inPlay(1) === 0) return;
      const na = this.fillWaiting(0);
      const nb = this.fillWaiting(1);
      if (na === 0 && nb === 0) return;
      if (na === 0 || nb === 0) {
        const side = na === 0 ? 1 : 0;
        const fig = this.waiting[side][b.sides[side].tactic.pickCard(this.waiting[side], na + nb)]!;
        log?.line(`  ${fig.name} (${b.sides[side].name}) plays his card.`);
        activateOnTable(b, fig, turn, dice, log);
        continue;
      }
      const fa = this.waiting[0][b.sides[0].tactic.pickCard(this.waiting[0], na)]!;
      const fb = this.waiting[1][b.sides[1].tactic.pickCard(this.waiting[1], nb)]!;
      log?.line(`  Cards: ${fa.name} (${b.sides[0].name}) and ${fb.name} (${b.sides[1].name}).`);
      let first = initiative(fa, fb, dice, log, this.fameNear(fa), this.fameNear(fb)) === 0 ? fa : fb;
      // 1.8: "The winner can choose to activate his character or turn the initiative to the opponent".
      const tactic = b.sides[first === fa ? 0 : 1].tactic;
      if (tactic.passesInitiative?.(b.viewOf(first, turn)) === true) {
        const winner = first;
        first = first === fa ? fb : fa;
        log?.line(
          `  ${winner.name} wins the initiative and turns it to the opponent (1.8): ${first.name} activates first.`,
        );
      } else log?.line(`  ${first.name} wins the initiative and activates first.`);
      const second = first === fa ? fb : fa;
      activateOnTable(b, first, turn, dice, log);
      // A figure who spent his turn on an opportunity shot (4.2.3) has had it.
      if (second.inPlay && !second.activated && b.inPlay(0) > 0 && b.inPlay(1) > 0)
        activateOnTable(b, second, turn, dice, log);
      // An eliminated figure's card is spent.
      second.activated = true;
    }
  }
}
