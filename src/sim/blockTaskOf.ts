import type { PlannedBlock } from './BlockScheduler.ts';
import type { BlockTask } from './BlockTask.ts';
import type { Plan } from './Plan.ts';

/**
 * The message that plays one planned block: its group's stream, cells, metrics and pairs, and its trial
 * range. The runner builds it for its own threads; a queue worker builds the same one from a job's plan.
 *
 * @example blockTaskOf(plan, { group: 0, from: 0, to: 4096 }, [])
 */
export function blockTaskOf(plan: Plan, block: PlannedBlock, modules: readonly string[]): BlockTask {
  const g = plan.groups[block.group]!;
  const position = (c: number): number => g.cells.indexOf(c);
  return {
    modules,
    scenario: plan.experiment.scenario,
    streamKey: g.streamKey,
    cells: g.cells.map((c) => ({
      key: plan.experiment.cells[c]!.key,
      setup: plan.experiment.cells[c]!.setup,
    })),
    metrics: plan.metrics.map((m) => m.name),
    pairs: g.pairs.map((p) => ({
      baseline: position(p.baseline),
      variant: position(p.variant),
      metrics: p.metrics,
    })),
    from: block.from,
    to: block.to,
  };
}
