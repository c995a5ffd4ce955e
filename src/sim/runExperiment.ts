import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import type { BlockExecutor } from './BlockExecutor.ts';
import { BlockScheduler, type PlannedBlock } from './BlockScheduler.ts';
import type { BlockOutcome } from './BlockTask.ts';
import { blockTaskOf } from './blockTaskOf.ts';
import { buildResults } from './buildResults.ts';
import { checkOutputFolder } from './checkOutputFolder.ts';
import { shippedExperimentFile } from './shippedExperimentFile.ts';
import { readCheckpoint, removeCheckpoint, writeCheckpoint } from './checkpointFile.ts';
import { checkExperiment } from './checkExperiment.ts';
import type { Experiment } from './Experiment.ts';
import { inlineExecutor } from './inlineExecutor.ts';
import { loadExperiment } from './loadExperiment.ts';
import type { Plan } from './Plan.ts';
import { planRun, type PlanOptions } from './planRun.ts';
import { poolExecutor } from './poolExecutor.ts';
import type { Results } from './Results.ts';
import { rulesetHash } from './rulesetHash.ts';
import { SimError } from './SimError.ts';
import { watchSlots } from './watchSlots.ts';
import { gitCommit, toolVersion } from './toolInfo.ts';
import { defaultOutputDir, writeResults } from './writeResults.ts';

/** How to run an experiment: {@link PlanOptions} (seed, trials, block size, shard) and how to execute it. */
export interface RunOptions extends PlanOptions {
  /** Worker threads (default: the machine's available parallelism); 0 plays in the calling thread. */
  readonly workers?: number;
  /** Write the results (and checkpoints) into this folder. */
  readonly out?: string;
  /** Write into `out` even when it holds the results of another experiment or seed. */
  readonly force?: boolean;
  /** Write into the default folder, `<reportsDir>/<experiment>/<run-id>`, when `out` is not given. */
  readonly write?: boolean;
  readonly reportsDir?: string;
  /** Continue from the checkpoint of an interrupted run of the same plan. */
  readonly resume?: boolean;
  /** Stops the run cleanly: the finished blocks are checkpointed, and the run rejects as `interrupted`. */
  readonly signal?: AbortSignal;
  /**
   * Trial plays (trials times cells) done and expected: after each block, and every `progressEveryMs`
   * (default 250) with the trials of blocks still in flight counted in.
   */
  readonly onProgress?: (done: number, total: number) => void;
  readonly progressEveryMs?: number;
  /** Said when something is worth knowing but not an error (a resume that found no checkpoint). */
  readonly onNote?: (text: string) => void;
  /** Modules to load (here and in every worker) that register scenarios or rulesets from outside. */
  readonly scenarioModules?: readonly string[];
  /**
   * A pool already started (see poolExecutor), so its threads load while the caller loads the rest; the run
   * closes it. Its worker count replaces `workers`.
   */
  readonly executor?: BlockExecutor;
  /**
   * Plays the blocks elsewhere instead of on local threads: given the plan, returns where they go (a job
   * queue served by worker processes, see src/queue). Called once the plan and its checkpoint are settled.
   */
  readonly dispatch?: (plan: Plan) => Promise<BlockExecutor>;
}

/** What a run made: its results and, when written, the folder and the checkpoint path used. */
export interface RunReport {
  readonly results: Results;
  readonly outputDir: string | null;
  readonly checkpoint: string | null;
}

/** An experiment file's path, a parsed experiment file's content, or an already checked experiment. */
export type ExperimentSource = string | Experiment | Readonly<Record<string, unknown>>;

const CHECKPOINT_EVERY_MS = 1000;
/** How often the progress display hears of trials played inside blocks still in flight. */
const PROGRESS_EVERY_MS = 250;
/** Blocks watched at once: a queue hands out every block there is, but reports only whole ones. */
const MAX_WATCHED = 256;

function isExperiment(source: ExperimentSource): source is Experiment {
  return typeof source === 'object' && Array.isArray((source as Experiment).cells) && 'axes' in source;
}

/** Loads an experiment from any {@link ExperimentSource}. @example experimentFrom('experiments/duel-skills.yaml') */
export function experimentFrom(source: ExperimentSource): Experiment {
  // A path from the caller's working directory, or the name of a shipped study from any folder.
  if (typeof source === 'string') return loadExperiment(shippedExperimentFile(source) ?? source);
  return isExperiment(source) ? source : checkExperiment(source, '<experiment>');
}

function checkWorkers(workers: number): void {
  if (!(Number.isInteger(workers) && workers >= 0 && workers <= 1024))
    throw new SimError('bad-request', `--workers must be an integer from 0 to 1024 (got ${workers})`);
}

function checkpointPath(plan: Plan, options: RunOptions): string | null {
  if (options.out !== undefined) return join(options.out, 'checkpoint.json');
  if (!options.write) return null;
  // Beside the run folders: the run's folder is named by its digest, unknown until the run ends.
  const name = `.checkpoint-${plan.planId.slice(0, 16)}.json`;
  return join(options.reportsDir ?? 'reports', plan.experiment.name, name);
}

function describeFailure(
  plan: Plan,
  block: PlannedBlock,
  outcome: BlockOutcome | null,
  error: unknown,
): string {
  const g = plan.groups[block.group]!;
  const cells = g.cells.map((c) => plan.experiment.cells[c]!.key);
  const failed = outcome && !outcome.ok ? outcome : null;
  const cell = failed?.cell ?? (cells.length === 1 ? cells[0]! : null);
  const where = cell ? `cell "${cell}"` : `cells ${cells.map((k) => `"${k}"`).join(', ')}`;
  const trial = failed?.trial !== null && failed?.trial !== undefined ? `; trial ${failed.trial} threw` : '';
  const why = failed ? failed.message : error instanceof Error ? error.message : String(error);
  return `the block of trials ${block.from}..${block.to - 1} of ${where}, seed ${String(plan.seed)}, failed twice${trial}: ${why}`;
}

/** Everything settled before the first block: the plan, the workers, the checkpoint and what it holds. */
interface Prepared {
  readonly plan: Plan;
  readonly workers: number;
  readonly checkpoint: string | null;
  readonly resumed: ReturnType<typeof readCheckpoint>;
}

async function prepare(source: ExperimentSource, options: RunOptions): Promise<Prepared> {
  for (const m of options.scenarioModules ?? []) await import(m);
  const workers = options.executor?.workers ?? options.workers ?? availableParallelism();
  checkWorkers(workers);
  const plan = planRun(experimentFrom(source), options);
  const checkpoint = checkpointPath(plan, options);
  if (options.out !== undefined)
    checkOutputFolder(options.out, plan, { flag: '--out', force: options.force === true });
  else if (options.write)
    checkOutputFolder(join(options.reportsDir ?? 'reports', plan.experiment.name), plan, {
      flag: 'the reports folder',
      force: true,
    });
  let resumed: ReturnType<typeof readCheckpoint> = null;
  if (checkpoint && options.resume) {
    resumed = readCheckpoint(checkpoint, plan);
    if (!resumed)
      options.onNote?.(`no checkpoint of this run at ${checkpoint}: starting from the first trial`);
  } else if (checkpoint && existsSync(checkpoint)) {
    throw new SimError(
      'bad-request',
      `a checkpoint of an interrupted run is at ${checkpoint}: pass --resume to continue it, or delete it to start afresh`,
    );
  }
  return { plan, workers, checkpoint, resumed };
}

/**
 * Runs an experiment and returns its report: plans cells and blocks, plays the blocks on a worker pool
 * (merging tallies as they finish, in any order), checkpoints finished blocks, retries a failed block once,
 * and writes results.json and results.csv atomically when asked to. The numbers depend only on the
 * experiment, seed and trial rule: not on workers, block size, shards or interruptions.
 *
 * @example const { results, outputDir } = await executeRun('experiments/duel-skills.yaml', { write: true })
 */
export async function executeRun(source: ExperimentSource, options: RunOptions = {}): Promise<RunReport> {
  const started = performance.now();
  let prepared: Prepared;
  try {
    prepared = await prepare(source, options);
  } catch (error) {
    await options.executor?.close();
    throw error;
  }
  const { plan, workers, checkpoint, resumed } = prepared;
  const experiment = plan.experiment;
  const modules = options.scenarioModules ?? [];
  const scheduler = new BlockScheduler(plan, resumed ?? undefined);
  // Where the run starts (past the checkpoint's plays on a resume), before the first block ends.
  const first = scheduler.progress();
  options.onProgress?.(first.done, first.total);
  const executor: BlockExecutor =
    options.executor ??
    (options.dispatch
      ? await options.dispatch(plan)
      : workers === 0
        ? inlineExecutor()
        : poolExecutor(workers));
  const stop = new AbortController();
  const onAbort = (): void => stop.abort();
  options.signal?.addEventListener('abort', onAbort);
  if (options.signal?.aborted) stop.abort();

  // Held in an object: it is set from callbacks, where the compiler does not follow assignments.
  const state: { failure: string | null } = { failure: null };
  let lastCheckpoint = -Infinity;
  const saveCheckpoint = (): void => {
    if (!checkpoint) return;
    writeCheckpoint(checkpoint, plan, scheduler.states());
    lastCheckpoint = performance.now();
  };
  const retries: PlannedBlock[] = [];
  const attempts = new Map<PlannedBlock, number>();
  const inFlight = new Set<Promise<void>>();
  const window = executor.window ?? Math.max(1, executor.workers * 2);
  const watched = watchSlots(Math.min(window, MAX_WATCHED), stop.signal);
  const launch = (block: PlannedBlock): void => {
    const watch = watched.take(block);
    const promise = executor.run(blockTaskOf(plan, block, modules), block, watch ?? undefined).then(
      (outcome) => {
        watched.release(watch);
        if (outcome.ok) {
          scheduler.complete(block, outcome.tally);
          const p = scheduler.progress();
          options.onProgress?.(p.done, p.total);
          if (performance.now() - lastCheckpoint >= CHECKPOINT_EVERY_MS) saveCheckpoint();
        } else fail(block, outcome, null);
      },
      (error: unknown) => {
        watched.release(watch);
        fail(block, null, error);
      },
    );
    const tracked = promise.finally(() => inFlight.delete(tracked));
    inFlight.add(tracked);
  };
  const fail = (block: PlannedBlock, outcome: BlockOutcome | null, error: unknown): void => {
    const tries = (attempts.get(block) ?? 1) + 1;
    if (tries <= 2) {
      // One retry: a worker that died of something passing (memory, a killed thread) gets a second chance.
      attempts.set(block, tries);
      retries.push(block);
      return;
    }
    state.failure ??= describeFailure(plan, block, outcome, error);
    stop.abort();
  };

  // Between blocks' ends the display counts the trials of blocks still in flight, so that it moves inside
  // long blocks; the count feeds only the display, never the results.
  const onProgress = options.onProgress;
  const ticker = onProgress
    ? setInterval(() => {
        const p = scheduler.progress();
        onProgress(p.done + watched.inFlight((b) => plan.groups[b.group]!.cells.length), p.total);
      }, options.progressEveryMs ?? PROGRESS_EVERY_MS)
    : undefined;
  ticker?.unref();
  try {
    for (;;) {
      if (stop.signal.aborted) break;
      while (inFlight.size < window) {
        const block = retries.shift() ?? scheduler.next();
        if (!block) break;
        launch(block);
      }
      if (inFlight.size === 0) break;
      await Promise.race(inFlight);
    }
    await Promise.allSettled([...inFlight]);
  } finally {
    if (ticker) clearInterval(ticker);
    options.signal?.removeEventListener('abort', onAbort);
    await executor.close();
  }
  if (state.failure || stop.signal.aborted || !scheduler.finished) {
    saveCheckpoint();
    const where = checkpoint ? `; the finished blocks are checkpointed in ${checkpoint}` : '';
    if (state.failure) throw new SimError('block-failed', `${state.failure}${where}`);
    const p = scheduler.progress();
    throw new SimError(
      'interrupted',
      `stopped after ${p.done} of ${p.total} trial plays${where}${checkpoint ? '; continue with --resume' : ''}`,
    );
  }
  const results = buildResults(plan, scheduler.states(), {
    tool: 'triggernometry',
    version: toolVersion(),
    gitCommit: gitCommit(),
    node: process.version,
    rulesetHash: rulesetHash(experiment),
    workers: options.dispatch ? executor.workers : workers,
    wallTimeSeconds: Math.round(performance.now() - started) / 1000,
    resumed: resumed !== null,
  });
  let outputDir: string | null = null;
  if (options.out !== undefined || options.write) {
    outputDir = options.out ?? defaultOutputDir(options.reportsDir ?? 'reports', results);
    writeResults(outputDir, results);
    if (checkpoint) removeCheckpoint(checkpoint);
  }
  return { results, outputDir, checkpoint };
}

/**
 * Runs an experiment and returns its results (the object results.json holds): the library entry for
 * scripts and notebooks. Writes nothing unless `out` or `write` is given.
 *
 * @example
 * import { runExperiment } from 'triggernometry';
 * const results = await runExperiment('experiments/duel-skills.yaml', { trials: 10000, workers: 2 });
 */
export async function runExperiment(source: ExperimentSource, options: RunOptions = {}): Promise<Results> {
  return (await executeRun(source, options)).results;
}
