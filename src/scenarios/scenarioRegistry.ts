import { campaignScenario } from './campaign/campaignScenario.ts';
import { duelScenario } from './duel/duelScenario.ts';
import { fafdmCampaignScenario } from './fafdmCampaign/fafdmCampaignScenario.ts';
import { fafdmDuelScenario } from './fafdmDuel/fafdmDuelScenario.ts';
import { fafdmSkirmishScenario } from './fafdmSkirmish/fafdmSkirmishScenario.ts';
import { fafdmMissionScenarios } from './fafdmScenarios/fafdmMissionScenarios.ts';
import { shootoutScenario } from './shootout/shootoutScenario.ts';
import { stampedeScenario } from './stampede/stampedeScenario.ts';
import type { Scenario } from './Scenario.ts';

const scenarios = new Map<string, Scenario>();

/**
 * Adds a scenario the experiment runner can play. Worker threads load this module too, so the built-in
 * scenarios are registered here; a scenario from elsewhere is registered by a module the runner is told to
 * load in every worker (`scenarioModules` of runExperiment).
 *
 * @example registerScenario(duelScenario)
 */
export function registerScenario(scenario: Scenario): void {
  const known = scenarios.get(scenario.name);
  if (known && known !== scenario)
    throw new Error(`a scenario named "${scenario.name}" is already registered`);
  scenarios.set(scenario.name, scenario);
}

/** The scenario registered under `name`, if any. @example scenarioNamed('duel')?.metrics */
export function scenarioNamed(name: string): Scenario | undefined {
  return scenarios.get(name);
}

/** Every registered scenario, in the order registered. @example allScenarios().map((s) => s.name) */
export function allScenarios(): readonly Scenario[] {
  return [...scenarios.values()];
}

registerScenario(duelScenario);
registerScenario(shootoutScenario);
registerScenario(fafdmDuelScenario);
registerScenario(fafdmSkirmishScenario);
for (const s of fafdmMissionScenarios) registerScenario(s);
registerScenario(stampedeScenario);
registerScenario(campaignScenario);
registerScenario(fafdmCampaignScenario);
