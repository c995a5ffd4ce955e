// A scenario for the runner's failure tests only: it is registered by the tests that load this module
// (through runExperiment's `scenarioModules`), never by the runner itself. Trial `crashAt` of a cell
// throws (or ends its worker thread); with `once`, only the first time, so a retried block succeeds.
import { existsSync, writeFileSync } from 'node:fs';
import type { JsonObject, Scenario } from '../../src/scenarios/Scenario.ts';
import { registerScenario, scenarioNamed } from '../../src/scenarios/scenarioRegistry.ts';

const num = (v: unknown): number => (typeof v === 'number' ? v : -1);
const params = (s: JsonObject): JsonObject => (s.params ?? {}) as JsonObject;

/** Plays trials whose only metric is whether the trial index is odd; crashes where it is told to. */
export const crashScenario: Scenario = {
  name: 'test-crash',
  summary: 'a trial that fails on purpose (tests only)',
  rulesetSystem: 'rwnn',
  defaultRuleset: 'rwnn-extended',
  castKey: 'figures',
  params: [{ name: 'crashAt', describe: 'the trial that fails' }],
  options: [],
  metrics: [{ name: 'odd', kind: 'proportion', describe: 'the trial index is odd' }],
  catalog: {},
  normalize: (setup) => ({ setup: { ruleset: setup.ruleset ?? 'rwnn-extended', params: params(setup) } }),
  describe: (setup) => `crash at ${num(params(setup).crashAt)}`,
  streamLabel: () => 'test-crash',
  prepare(setup) {
    const p = params(setup);
    const crashAt = num(p.crashAt);
    const marker = typeof p.marker === 'string' ? p.marker : '';
    return {
      play(_key, trial, out) {
        if (trial === crashAt && !(p.once === true && existsSync(marker))) {
          if (p.once === true) writeFileSync(marker, 'crashed once');
          if (p.mode === 'exit') process.exit(3);
          throw new Error(`trial ${trial} fails on purpose`);
        }
        out[0] = trial % 2;
      },
    };
  },
};

if (!scenarioNamed(crashScenario.name)) registerScenario(crashScenario);
