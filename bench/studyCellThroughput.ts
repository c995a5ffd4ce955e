import { fileURLToPath } from 'node:url';
import { deriveStreamKey } from '../src/dice/StreamKey.ts';
import { scenarioNamed } from '../src/scenarios/scenarioRegistry.ts';
import { loadExperiment } from '../src/sim/loadExperiment.ts';
import type { Throughput } from './Throughput.ts';

/**
 * Which cell of which shipped study to play, and how the figure is named.
 *
 * @example const c: StudyCell = { group: 'shootout', name: 'reference shootout: in-process', unit: 'games/s', noun: 'game', batch: 5000, study: 'shootout-first-gunfight.yaml' };
 */
export interface StudyCell {
  readonly group: string;
  readonly name: string;
  readonly unit: string;
  readonly noun: string;
  readonly batch: number;
  /** The study's file name in experiments/ (e.g. `shootout-first-gunfight.yaml`). */
  readonly study: string;
  /** The cell's index in the study (default 0). */
  readonly cell?: number;
}

/**
 * A throughput that plays trials of one cell of a shipped study through its scenario's cell runner, exactly
 * as a worker of the runner plays them (the same setup, the same trial streams), in this thread. The work
 * returns the trials played, with the dice rolled when the scenario has a `dice` metric. The study file
 * keeps the setup current as the scenario's format grows.
 *
 * @example studyCellThroughput({ group: 'shootout', name: 'reference shootout: in-process', unit: 'games/s', noun: 'game', batch: 5000, study: 'shootout-first-gunfight.yaml' })
 */
export function studyCellThroughput(c: StudyCell): Throughput {
  return {
    group: c.group,
    name: c.name,
    unit: c.unit,
    noun: c.noun,
    batch: c.batch,
    prepare() {
      const experiment = loadExperiment(fileURLToPath(new URL(`../experiments/${c.study}`, import.meta.url)));
      const cell = experiment.cells[c.cell ?? 0];
      const scenario = scenarioNamed(experiment.scenario);
      if (!cell || !scenario) throw new Error(`${c.study} has no cell ${c.cell ?? 0} of a known scenario`);
      const runner = scenario.prepare(cell.setup);
      const key = deriveStreamKey(experiment.seed, scenario.streamLabel(cell.setup));
      const out = new Float64Array(scenario.metrics.length);
      const dice = scenario.metrics.findIndex((m) => m.name === 'dice');
      return (count) => {
        let rolled = 0;
        for (let t = 0; t < count; t++) {
          runner.play(key, t, out);
          if (dice >= 0) rolled += out[dice]!;
        }
        return dice >= 0 ? { units: count, dice: rolled } : count;
      };
    },
  };
}
