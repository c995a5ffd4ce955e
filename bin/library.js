// The package's library entry (`import { runExperiment } from 'triggernometry'`). The sources are
// TypeScript run through tsx, as for the command line: this registers tsx's loader, then re-exports the API.
// Static `export ... from` would be resolved before the loader is in place, so the API is imported here.
import { register } from 'tsx/esm/api';

register();
const api = await import('../src/index.ts');

export const {
  allRulesets,
  allScenarios,
  canonicalJson,
  checkExperiment,
  executeRun,
  loadExperiment,
  mergeGroupTally,
  mergeShards,
  planRun,
  registerRuleset,
  registerScenario,
  resultsDigest,
  rulesetNamed,
  runExperiment,
  scenarioNamed,
  SimError,
  SIM_ERROR_KINDS,
} = api;
