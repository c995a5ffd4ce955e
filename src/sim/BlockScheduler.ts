import { blockCount, blockEnd, blockOrdinal } from './blockBounds.ts';
import { addToSegments, emptySegments, type SegmentTallies } from './convergenceSeries.ts';
import { estimateMetric, halfWidth } from './estimateMetric.ts';
import type { Plan, PlannedGroup } from './Plan.ts';
import { emptyGroupTally, mergeGroupTally, type GroupTally } from './Tally.ts';
import { addRange, covers, type TrialRanges } from './trialRanges.ts';

/** A block to play: trials `from` .. `to - 1` of one group. */
export interface PlannedBlock {
  readonly group: number;
  readonly from: number;
  readonly to: number;
}

/**
 * Where one group stands, as checkpoints store it. `running`: its current round is under way; `finished`:
 * `end` is its final trial count (for a shard, the count the whole run gives it); `elsewhere`: another shard
 * plays it (a precision target keeps a group on one shard). `segments` holds the cells' tallies between the
 * counts of the convergence grid, from which each cell's convergence series is summed.
 */
export interface GroupState {
  readonly status: 'running' | 'finished' | 'elsewhere';
  readonly round: number;
  readonly end: number | null;
  readonly done: TrialRanges;
  readonly tally: GroupTally;
  readonly segments: SegmentTallies;
}

interface LiveGroup {
  status: GroupState['status'];
  round: number;
  end: number | null;
  done: TrialRanges;
  tally: GroupTally;
  segments: SegmentTallies;
  /** The next trial to hand out in the current round. */
  cursor: number;
  pending: number;
}

/**
 * Hands out the blocks of a plan and takes their tallies back, in any order. Rounds (a precision target's
 * checks; one round for a fixed count) end on a grid fixed by the plan, and a round's stop rule is read only
 * once all its blocks are in, so the trials each group gets never depend on timing, workers or block size.
 * Blocks are cut at the counts of the convergence grid, and each block's tally is also added to its stretch
 * of that grid, so the cumulative tally at every count is exact whatever order blocks finish in. A resumed
 * run starts from the checkpoint's states and skips the blocks they cover.
 *
 * @example
 * const s = new BlockScheduler(plan);
 * for (let b = s.next(); b; b = s.next()) s.complete(b, play(b));
 */
export class BlockScheduler {
  private readonly groups: LiveGroup[];
  private readonly queue: number[] = [];
  private head = 0;
  /** Block numbers before each group's first, for a fixed count's shard of block i = i mod n. */
  private readonly blockOffset: number[] = [];
  private doneWork = 0;
  private totalWork = 0;

  constructor(
    private readonly plan: Plan,
    resume?: readonly GroupState[],
  ) {
    let offset = 0;
    for (const g of plan.groups) {
      this.blockOffset.push(offset);
      if (plan.trials.kind === 'fixed')
        offset += blockCount(plan.trials.trials, g.blockSize, plan.convergence);
    }
    this.groups = plan.groups.map((g, i) => {
      const saved = resume?.[i];
      const live: LiveGroup = saved
        ? {
            status: saved.status,
            round: saved.round,
            end: saved.end,
            done: saved.done.map(([a, b]) => [a, b]),
            tally: saved.tally,
            segments: saved.segments,
            cursor: this.roundStart(saved.round),
            pending: 0,
          }
        : {
            status: this.owns(g) ? 'running' : 'elsewhere',
            round: 0,
            end: plan.trials.kind === 'fixed' ? plan.trials.trials : null,
            done: [],
            tally: emptyGroupTally(g.layout),
            segments: emptySegments(
              plan.convergence,
              g.cells.length,
              g.layout.metrics.map((m) => m.name),
            ),
            cursor: 0,
            pending: 0,
          };
      if (live.status === 'finished' && plan.trials.kind === 'fixed') live.end = plan.trials.trials;
      return live;
    });
    this.groups.forEach((live, i) => {
      const g = plan.groups[i]!;
      this.totalWork += this.workOf(g, live);
      for (const [a, b] of live.done) this.doneWork += (b - a) * g.cells.length;
      if (live.status === 'running') this.queue.push(i);
    });
  }

  /** The next block to play, or null when none can start until a round's blocks are all in (or all is done). */
  next(): PlannedBlock | null {
    while (this.head < this.queue.length) {
      const g = this.queue[this.head]!;
      const block = this.nextOf(g);
      if (block) return block;
      this.head++;
      this.settle(g);
    }
    return null;
  }

  /** Takes a played block's tally. */
  complete(block: PlannedBlock, tally: GroupTally): void {
    const live = this.groups[block.group]!;
    addRange(live.done, block.from, block.to);
    mergeGroupTally(live.tally, tally);
    addToSegments(live.segments, this.plan.convergence, block.to, tally);
    live.pending--;
    this.doneWork += (block.to - block.from) * this.plan.groups[block.group]!.cells.length;
    this.settle(block.group);
  }

  /** Whether every group this run plays has its final trial count. */
  get finished(): boolean {
    return this.groups.every((g) => g.status !== 'running');
  }

  /** Trial plays (trials times cells) done and expected in all; the total shrinks when a target is met early. */
  progress(): { readonly done: number; readonly total: number } {
    return { done: this.doneWork, total: this.totalWork };
  }

  /** Every group's state, for a checkpoint or the results. */
  states(): readonly GroupState[] {
    return this.groups.map((g) => ({
      status: g.status,
      round: g.round,
      end: g.end,
      done: g.done.map(([a, b]) => [a, b] as [number, number]),
      tally: g.tally,
      segments: g.segments,
    }));
  }

  private owns(g: PlannedGroup): boolean {
    const shard = this.plan.shard;
    return !shard || this.plan.trials.kind === 'fixed' || g.index % shard.n === shard.k - 1;
  }

  private ownsBlock(g: PlannedGroup, from: number): boolean {
    const shard = this.plan.shard;
    if (!shard || this.plan.trials.kind !== 'fixed') return true;
    const ordinal = blockOrdinal(from, g.blockSize, this.plan.convergence);
    return (this.blockOffset[g.index]! + ordinal) % shard.n === shard.k - 1;
  }

  private roundStart(round: number): number {
    const t = this.plan.trials;
    return t.kind === 'fixed' ? 0 : Math.min(round * t.checkEvery, t.maxTrials);
  }

  private roundEnd(round: number): number {
    const t = this.plan.trials;
    return t.kind === 'fixed' ? t.trials : Math.min((round + 1) * t.checkEvery, t.maxTrials);
  }

  /** The plays this run will make for a group: its own blocks of a fixed count, or up to the most trials. */
  private workOf(g: PlannedGroup, live: LiveGroup): number {
    const t = this.plan.trials;
    if (live.status === 'elsewhere') return 0;
    if (t.kind === 'precision') return (live.end ?? t.maxTrials) * g.cells.length;
    let trials = 0;
    for (let from = 0, to = 0; from < t.trials; from = to) {
      to = blockEnd(from, t.trials, g.blockSize, this.plan.convergence);
      if (this.ownsBlock(g, from)) trials += to - from;
    }
    return trials * g.cells.length;
  }

  private nextOf(index: number): PlannedBlock | null {
    const live = this.groups[index]!;
    const g = this.plan.groups[index]!;
    if (live.status !== 'running') return null;
    const end = this.roundEnd(live.round);
    while (live.cursor < end) {
      const from = live.cursor;
      const to = blockEnd(from, end, g.blockSize, this.plan.convergence);
      live.cursor = to;
      if (covers(live.done, from, to) || !this.ownsBlock(g, from)) continue;
      live.pending++;
      return { group: index, from, to };
    }
    return null;
  }

  /** Ends a group's round once all its blocks are in: finish it, or open the next round. */
  private settle(index: number): void {
    const live = this.groups[index]!;
    if (live.status !== 'running' || live.pending > 0) return;
    const end = this.roundEnd(live.round);
    if (live.cursor < end) return;
    const t = this.plan.trials;
    if (t.kind === 'fixed') {
      live.status = 'finished';
      return;
    }
    if (end >= t.maxTrials || this.precise(index)) {
      live.status = 'finished';
      live.end = end;
      this.totalWork -= (t.maxTrials - end) * this.plan.groups[index]!.cells.length;
      return;
    }
    live.round++;
    this.queue.push(index);
  }

  /** Whether every cell of the group has every target metric's half-width at most epsilon. */
  private precise(index: number): boolean {
    const t = this.plan.trials;
    if (t.kind !== 'precision') return false;
    const live = this.groups[index]!;
    return live.tally.cells.every((cell) =>
      t.metrics.every((name) => {
        const def = this.plan.metrics.find((m) => m.name === name)!;
        return halfWidth(estimateMetric(def.kind, cell.metrics[name]!)) <= t.epsilon;
      }),
    );
  }
}
