import { canonicalJson } from '../sim/canonicalJson.ts';
import type { Results } from '../sim/Results.ts';
import { DriftMismatchError } from './DriftMismatchError.ts';

const REGENERATE = 'if the experiment changed on purpose, regenerate its reference (npm run references)';

/** At most three names, quoted, with how many more. */
function some(names: readonly string[]): string {
  const shown = names.slice(0, 3).map((n) => `"${n}"`);
  return names.length > 3 ? `${shown.join(', ')} and ${names.length - 3} more` : shown.join(', ');
}

/** What only one of two lists has, each way, as one clause; empty when they hold the same names. */
function onlyIn(run: readonly string[], reference: readonly string[]): string {
  const a = run.filter((x) => !reference.includes(x));
  const b = reference.filter((x) => !run.includes(x));
  return [a.length ? `only in the run: ${some(a)}` : '', b.length ? `only in the reference: ${some(b)}` : '']
    .filter((x) => x !== '')
    .join('; ');
}

/**
 * Checks that a run and a reference are of the same experiment: the same name and scenario, whole runs (not
 * one shard's part), the same cells (keys) playing the same setups, and the same metrics of the same kinds.
 * The seed, the trial counts and the rules' content may differ: that is what drift compares. Throws a
 * {@link DriftMismatchError} saying what differs.
 *
 * @example checkSameExperiment(run, reference) // throws when a cell is missing from either
 */
export function checkSameExperiment(run: Results, reference: Results): void {
  const fail = (what: string): never => {
    throw new DriftMismatchError(what);
  };
  if (
    run.experiment.name !== reference.experiment.name ||
    run.experiment.scenario !== reference.experiment.scenario
  )
    fail(
      `the run is of experiment "${run.experiment.name}" (${run.experiment.scenario}) and the reference of "${reference.experiment.name}" (${reference.experiment.scenario}): compare runs of the same experiment`,
    );
  for (const [who, r] of [
    ['run', run],
    ['reference', reference],
  ] as const)
    if (!r.complete)
      fail(`the ${who} is one shard's part of a run: merge the shards first (triggernometry merge)`);
  const cells = onlyIn(
    run.cells.map((c) => c.key),
    reference.cells.map((c) => c.key),
  );
  if (cells) fail(`the experiments differ in their cells (${cells}): ${REGENERATE}`);
  for (const c of run.cells) {
    const r = reference.cells.find((x) => x.key === c.key);
    if (r && canonicalJson(r.setup) !== canonicalJson(c.setup))
      fail(`cell "${c.key}" plays another setup in the run than in the reference: ${REGENERATE}`);
  }
  const kinds = (r: Results): string[] => r.metrics.map((m) => `${m.name} (${m.kind})`);
  const metrics = onlyIn(kinds(run), kinds(reference));
  if (metrics) fail(`the experiments differ in their metrics (${metrics}): ${REGENERATE}`);
}
