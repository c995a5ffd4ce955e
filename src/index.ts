// The library API: `import { runExperiment } from 'triggernometry'`, for scripts and notebooks. It returns
// the object results.json holds; the command line is a thin layer over the same functions.
export type {
  CellRunner,
  JsonObject,
  JsonValue,
  MetricDefinition,
  Scenario,
  SetupIssue,
} from './scenarios/Scenario.ts';
export { allScenarios, registerScenario, scenarioNamed } from './scenarios/scenarioRegistry.ts';
export { allRulesets, registerRuleset, rulesetNamed, type RulesetEntry } from './sim/rulesetRegistry.ts';
export type { Axis, Chart, Comparison, Experiment, ExperimentCell, TrialRule } from './sim/Experiment.ts';
export { checkExperiment } from './sim/checkExperiment.ts';
export { loadExperiment } from './sim/loadExperiment.ts';
export { planRun, type PlanOptions } from './sim/planRun.ts';
export {
  executeRun,
  runExperiment,
  type ExperimentSource,
  type RunOptions,
  type RunReport,
} from './sim/runExperiment.ts';
export { mergeShards, type MergeOptions } from './sim/mergeShards.ts';
export type { CellResult, ComparisonResult, PairedMetric, Provenance, Results } from './sim/Results.ts';
export type { CellTally, GroupTally, HistogramTally, MetricTally, PairTally } from './sim/Tally.ts';
export { mergeGroupTally } from './sim/Tally.ts';
export { resultsDigest } from './sim/resultsDigest.ts';
export { canonicalJson } from './sim/canonicalJson.ts';
export { SimError, SIM_ERROR_KINDS, type ExperimentIssue, type SimErrorKind } from './sim/SimError.ts';
export type { Shard } from './sim/Shard.ts';
