// The package's library entry (`import { runExperiment } from 'triggernometry'`): the JavaScript build when
// there is one, else the TypeScript sources through tsx (see loadEntry.js). Which one is known only once
// this runs, so the API is imported here and re-exported by name.
import { loadEntry } from './loadEntry.js';

const api = await loadEntry('index', () => import('../src/index.ts'));

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
