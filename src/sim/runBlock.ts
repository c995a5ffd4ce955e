import type { StreamKey } from '../dice/StreamKey.ts';
import type { CellRunner, Scenario } from '../scenarios/Scenario.ts';
import { metricsOfSetup } from '../scenarios/metricsOfSetup.ts';
import { scenarioNamed } from '../scenarios/scenarioRegistry.ts';
import { BlockAccumulator } from './BlockAccumulator.ts';
import type { BlockOutcome, BlockTask } from './BlockTask.ts';
import { canonicalJson } from './canonicalJson.ts';

/** Prepared cell runners kept between blocks of a worker (preparing compiles tables and policies). */
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

/**
 * Plays one block: trials `from` .. `to - 1` of every cell of a stream group, trial by trial in lockstep,
 * each trial's dice seeded from (stream key, trial index) alone. Never throws: a failure comes back as an
 * outcome naming the cell and trial, so the runner can retry the block and then report it.
 *
 * @example runBlock({ scenario: 'duel', cells, metrics, pairs: [], streamKey, from: 0, to: 1000, modules: [] })
 */
export function runBlock(task: BlockTask): BlockOutcome {
  const scenario = scenarioNamed(task.scenario);
  if (!scenario)
    return {
      ok: false,
      cell: null,
      trial: null,
      message: `no scenario "${task.scenario}" is registered here`,
    };
  let c = 0;
  let t = task.from;
  let playing = false;
  try {
    const runners: CellRunner[] = [];
    for (c = 0; c < task.cells.length; c++) runners.push(runnerFor(scenario, task.cells[c]!.setup));
    const named = metricsOfSetup(scenario, task.cells[0]!.setup);
    const slotOf = (name: string): number => {
      const i = named.findIndex((m) => m.name === name);
      if (i < 0) throw new RangeError(`scenario ${scenario.name} has no metric ${name}`);
      return i;
    };
    const metrics = task.metrics.map((name) => named[slotOf(name)]!);
    const acc = new BlockAccumulator(
      runners.length,
      metrics,
      task.metrics.map(slotOf),
      task.pairs.map((p) => ({ ...p, slots: p.metrics.map(slotOf), names: p.metrics })),
    );
    const outs = runners.map(() => new Float64Array(named.length));
    const key: StreamKey = { words: task.streamKey };
    const cells = runners.length;
    playing = true;
    for (t = task.from; t < task.to; t++) {
      for (c = 0; c < cells; c++) runners[c]!.play(key, t, outs[c]!);
      acc.add(outs);
    }
    playing = false;
    return { ok: true, tally: acc.toTally(task.to - task.from) };
  } catch (error) {
    return {
      ok: false,
      cell: task.cells[c]?.key ?? null,
      trial: playing ? t : null,
      message: message(error),
    };
  }
}
