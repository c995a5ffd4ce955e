import type { Results } from '../sim/Results.ts';
import { holmAdjust } from '../stats/holmAdjust.ts';
import { checkSameExperiment } from './checkSameExperiment.ts';
import type { DriftReport, DriftSide } from './DriftReport.ts';
import type { DriftRow } from './DriftRow.ts';
import { DEFAULT_DRIFT_TOLERANCE, type DriftTolerance } from './DriftTolerance.ts';
import { metricDifference } from './metricDifference.ts';
import { samplingRelation } from './SamplingRelation.ts';

/**
 * The tolerance and the family-wise error rate of a drift comparison.
 *
 * @example const o: DriftOptions = { tolerance: { proportionPoints: 0.5, meanPercent: 1 }, alpha: 0.01 };
 */
export interface DriftOptions {
  readonly tolerance?: DriftTolerance;
  /** Holm's family-wise error rate (default 0.05). */
  readonly alpha?: number;
}

function side(r: Results): DriftSide {
  const trials = r.cells.map((c) => c.trials);
  return {
    seed: r.seed,
    digest: r.digest,
    rulesetHash: r.provenance.rulesetHash,
    trials: { min: Math.min(...trials), max: Math.max(...trials) },
    version: r.provenance.version,
    gitCommit: r.provenance.gitCommit,
  };
}

/**
 * Compares every metric of every cell of a run with the same cell and metric of a reference run of the same
 * experiment: the difference run - reference with its 95% interval (Newcombe for proportions, Welch for
 * means; the runs are taken as independent samples, conservative when they share a seed), p-values
 * Holm-adjusted over all the comparisons, and drift where a difference is both significant (adjusted p below
 * alpha) and larger than the tolerance. Throws a DriftMismatchError when the two are not runs of the same
 * experiment (see checkSameExperiment).
 *
 * @example
 * const report = driftResults(readResultsFile('run/results.json'), readResultsFile('experiments/reference/duel-skills.json'));
 * report.drifted // 0 when the balance held
 */
export function driftResults(run: Results, reference: Results, options: DriftOptions = {}): DriftReport {
  checkSameExperiment(run, reference);
  const tolerance = options.tolerance ?? DEFAULT_DRIFT_TOLERANCE;
  const alpha = options.alpha ?? 0.05;
  const partial: Omit<DriftRow, 'pHolm' | 'significant' | 'drifted'>[] = [];
  const skipped: string[] = [];
  for (const cell of run.cells) {
    const ref = reference.cells.find((c) => c.key === cell.key);
    if (!ref) continue;
    for (const m of run.metrics) {
      const a = cell.tally.metrics[m.name];
      const b = ref.tally.metrics[m.name];
      const d = a && b ? metricDifference(m.kind, a, b, run.seed) : null;
      if (!a || !b || !d) {
        skipped.push(`${cell.key} ${m.name}: too few trials to compare`);
        continue;
      }
      const refEstimate = b.sum / b.n;
      const tol =
        m.kind === 'proportion'
          ? tolerance.proportionPoints / 100
          : (tolerance.meanPercent / 100) * Math.abs(refEstimate);
      partial.push({
        cell: cell.key,
        metric: m.name,
        kind: m.kind,
        reference: { estimate: refEstimate, trials: b.n },
        run: { estimate: a.sum / a.n, trials: a.n },
        difference: d.estimate,
        interval: d.interval,
        method: m.kind === 'proportion' ? 'newcombe-hybrid-score' : 'welch-t',
        pValue: d.pValue,
        tolerance: tol,
        beyondTolerance: Math.abs(d.estimate) > tol,
      });
    }
  }
  const adjusted = holmAdjust(partial.map((r) => r.pValue));
  const rows: DriftRow[] = partial.map((r, i) => {
    const pHolm = adjusted[i]!;
    const significant = pHolm < alpha;
    return { ...r, pHolm, significant, drifted: significant && r.beyondTolerance };
  });
  return {
    experiment: run.experiment.name,
    run: side(run),
    reference: side(reference),
    rulesetChanged: run.provenance.rulesetHash !== reference.provenance.rulesetHash,
    sampling: samplingRelation(run, reference),
    tolerance,
    alpha,
    level: 0.95,
    rows,
    skipped,
    drifted: rows.filter((r) => r.drifted).length,
  };
}
