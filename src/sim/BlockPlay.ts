import type { StreamKey } from '../dice/StreamKey.ts';
import type { CellRunner, Scenario } from '../scenarios/Scenario.ts';
import { metricsOfSetup } from '../scenarios/metricsOfSetup.ts';
import { scenarioNamed } from '../scenarios/scenarioRegistry.ts';
import { BlockAccumulator } from './BlockAccumulator.ts';
import type { BlockOutcome, BlockTask } from './BlockTask.ts';
import { canonicalJson } from './canonicalJson.ts';

/** Prepared cell runners kept between blocks of a thread (preparing compiles tables and policies). */
const prepared = new Map<string, CellRunner>();
const MAX_PREPARED = 512;

function runnerFor(scenario: Scenario, setup: BlockTask['cells'][number]['setup']): CellRunner {
  const id = `${scenario.name}\u0000${canonicalJson(setup)}`;
  let runner = prepared.get(id);
  if (!runner) {
    if (prepared.size >= MAX_PREPARED) prepared.clear();
    runner = scenario.prepare(setup);
    prepared.set(id, runner);
  }
  return runner;
}

const message = (error: unknown): string =>
  error instanceof Error ? `${error.name}: ${error.message}` : `thrown: ${String(error)}`;

/** How often (in trials) a stretch checks its clock and publishes its count: a power of two, for a mask. */
const CHECK_EVERY = 16;

/**
 * One block being played: trials `from` .. `to - 1` of every cell of a stream group, trial by trial in
 * lockstep, each trial's dice seeded from (stream key, trial index) alone. It plays in stretches (`play`),
 * so that a thread that must stay responsive (the calling thread of `--workers 0`) can yield between them;
 * the tally is one accumulator across all stretches, so how a block is cut never touches its result.
 * Never throws: a failure comes back as an outcome naming the cell and trial, so the runner can retry the
 * block and then report it.
 *
 * @example const p = new BlockPlay(task); while (!p.done) p.play(Infinity); p.outcome()
 */
export class BlockPlay {
  private runners: CellRunner[] = [];
  private outs: Float64Array[] = [];
  private acc: BlockAccumulator | null = null;
  private readonly key: StreamKey;
  private trial: number;
  private cell = 0;
  private failure: BlockOutcome | null = null;

  constructor(private readonly task: BlockTask) {
    this.key = { words: task.streamKey };
    this.trial = task.from;
    const scenario = scenarioNamed(task.scenario);
    if (!scenario) {
      this.failure = {
        ok: false,
        cell: null,
        trial: null,
        message: `no scenario "${task.scenario}" is registered here`,
      };
      return;
    }
    try {
      for (this.cell = 0; this.cell < task.cells.length; this.cell++)
        this.runners.push(runnerFor(scenario, task.cells[this.cell]!.setup));
      const named = metricsOfSetup(scenario, task.cells[0]!.setup);
      const slotOf = (name: string): number => {
        const i = named.findIndex((m) => m.name === name);
        if (i < 0) throw new RangeError(`scenario ${scenario.name} has no metric ${name}`);
        return i;
      };
      this.acc = new BlockAccumulator(
        this.runners.length,
        task.metrics.map((name) => named[slotOf(name)]!),
        task.metrics.map(slotOf),
        task.pairs.map((p) => ({ ...p, slots: p.metrics.map(slotOf), names: p.metrics })),
      );
      this.outs = this.runners.map(() => new Float64Array(named.length));
    } catch (error) {
      this.fail(error, false);
    }
  }

  /** Whether every trial is played, or the block has failed. */
  get done(): boolean {
    return this.failure !== null || this.trial >= this.task.to;
  }

  /** Trials played so far. */
  get played(): number {
    return this.trial - this.task.from;
  }

  /**
   * Plays on until the block is done or, checked every 16 trials, `until()` says to stop; `played[slot]`,
   * when given, is kept at the count of trials played (a worker's shared counter, read by the runner's
   * progress display).
   */
  play(until: () => boolean, played?: Int32Array, slot = 0): void {
    const acc = this.acc;
    if (!acc || this.done) return;
    const { runners, outs, key } = this;
    const cells = runners.length;
    const to = this.task.to;
    try {
      for (let t = this.trial; t < to;) {
        for (let c = 0; c < cells; c++) {
          this.cell = c;
          runners[c]!.play(key, t, outs[c]!);
        }
        acc.add(outs);
        this.trial = ++t;
        if ((t & (CHECK_EVERY - 1)) === 0) {
          if (played) Atomics.store(played, slot, t - this.task.from);
          if (until()) break;
        }
      }
      if (played) Atomics.store(played, slot, this.trial - this.task.from);
    } catch (error) {
      this.fail(error, true);
    }
  }

  /** The block's tally, or what failed. */
  outcome(): BlockOutcome {
    if (this.failure) return this.failure;
    if (!this.acc || this.trial < this.task.to) throw new Error('the block is not played to its end');
    return { ok: true, tally: this.acc.toTally(this.task.to - this.task.from) };
  }

  private fail(error: unknown, playing: boolean): void {
    this.failure = {
      ok: false,
      cell: this.task.cells[this.cell]?.key ?? null,
      trial: playing ? this.trial : null,
      message: message(error),
    };
  }
}
