// `node --import tsx bench/sideBySide.ts <before> [<after>] [batch] [pairs]`: the reference shootout (the first
// cell of shootout-editions, a table without horses) played by two source trees of the engine in one process,
// in alternating batches, each timed by this process's CPU time; prints each pair and the median of the
// pairs' speed ratios. A tree is a checkout with its node_modules (`git worktree add <dir> <rev>`, then
// `npm ci` or a link to this tree's node_modules); <after> defaults to this tree. CPU time rather than wall
// time: on a machine shared with other jobs, wall time counts theirs too, and the floor ratio of
// `npm run bench` swings with them. The trees' games need not be the same (rules change between revisions):
// it compares the speed of the same table, setup and trial streams.
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type * as Streams from '../src/dice/StreamKey.ts';
import type * as Registry from '../src/scenarios/scenarioRegistry.ts';
import type * as Experiments from '../src/sim/loadExperiment.ts';
import { median } from './measure.ts';

const HERE = resolve(fileURLToPath(new URL('..', import.meta.url)));
const STUDY = 'shootout-editions.yaml';
/** The trials cycled through (the study's own count, 20,000). */
const TRIALS = 20_000;

/** Plays `n` more trials of the reference cell of the tree at `root`, from the trial after the last. */
async function engine(root: string): Promise<(n: number) => void> {
  const { loadExperiment } = (await import(join(root, 'src/sim/loadExperiment.ts'))) as typeof Experiments;
  const { scenarioNamed } = (await import(
    join(root, 'src/scenarios/scenarioRegistry.ts')
  )) as typeof Registry;
  const { deriveStreamKey } = (await import(join(root, 'src/dice/StreamKey.ts'))) as typeof Streams;
  const experiment = loadExperiment(join(root, 'experiments', STUDY));
  const cell = experiment.cells[0];
  const scenario = scenarioNamed(experiment.scenario);
  if (!cell || !scenario) throw new Error(`${root}: ${STUDY} has no first cell of a known scenario`);
  const runner = scenario.prepare(cell.setup);
  const key = deriveStreamKey(experiment.seed, scenario.streamLabel(cell.setup));
  const out = new Float64Array(scenario.metrics.length);
  let next = 0;
  return (n) => {
    for (let t = 0; t < n; t++) runner.play(key, next++ % TRIALS, out);
  };
}

/** CPU seconds this process has used (user and system). */
function cpuSeconds(): number {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1e6;
}

function usage(line: string): never {
  process.stderr.write(`${line}\n`);
  process.exit(2);
}

const args = process.argv.slice(2);
if (args.includes('--help') || args.length === 0) {
  process.stdout.write(
    'usage: node --import tsx bench/sideBySide.ts <before-tree> [<after-tree>] [batch=1000] [pairs=11]\n',
  );
  process.exit(args.length === 0 ? 2 : 0);
}
const [beforeDir, afterDir = HERE, batchText = '1000', pairsText = '11'] = args;
for (const dir of [beforeDir!, afterDir])
  if (!existsSync(join(dir, 'src/sim/loadExperiment.ts')) || !existsSync(join(dir, 'node_modules')))
    usage(`${dir} must be a source tree of the engine with its node_modules`);
const batch = Number(batchText);
const pairs = Number(pairsText);
if (!Number.isInteger(batch) || batch < 1)
  usage(`batch must be a whole number of games above 0 (got "${batchText}")`);
if (!Number.isInteger(pairs) || pairs < 1) usage(`pairs must be a whole number above 0 (got "${pairsText}")`);

const before = await engine(resolve(beforeDir!));
const after = await engine(resolve(afterDir));
before(batch);
after(batch);
const ratios: number[] = [];
for (let i = 0; i < pairs; i++) {
  // Each pair starts with the other engine than the last, so neither always runs on a warmer machine.
  const order = i % 2 === 0 ? [before, after] : [after, before];
  const spent = order.map((play) => {
    const start = cpuSeconds();
    play(batch);
    return cpuSeconds() - start;
  });
  const [tBefore, tAfter] = i % 2 === 0 ? spent : [spent[1]!, spent[0]!];
  ratios.push(tBefore! / tAfter!);
  process.stdout.write(
    `pair ${i + 1}: before ${(batch / tBefore!).toFixed(0)} games/s, after ${(batch / tAfter!).toFixed(0)} games/s, speed after/before ${(tBefore! / tAfter!).toFixed(3)}\n`,
  );
}
process.stdout.write(
  `median speed after/before over ${pairs} pairs of ${batch} games: ${median(ratios).toFixed(3)} (pairs from ${Math.min(...ratios).toFixed(3)} to ${Math.max(...ratios).toFixed(3)})\n`,
);
