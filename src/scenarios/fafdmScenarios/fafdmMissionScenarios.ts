import { fafdmMissionScenario, type FafdmMissionScenario } from './fafdmMissionScenario.ts';
import { FAFDM_MISSIONS } from './fafdmMissions.ts';

/** The scenarios of 001 10.1-10.6 the runner plays, one per mission (built once, at load). */
export const fafdmMissionScenarios: readonly FafdmMissionScenario[] =
  FAFDM_MISSIONS.map(fafdmMissionScenario);
