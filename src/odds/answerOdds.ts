import type { Seed } from '../dice/StreamKey.ts';
import type { OddsEntry, OddsMechanic, OptionValues, ParamValues } from './OddsMechanic.ts';
import { simulateOdds, type SimulatedEntries } from './simulateOdds.ts';

/** The level of the interval shown beside each estimate (`ci95`). */
export const SHOWN_LEVEL = 0.95;
/**
 * The level of the cross-check: each exact value is judged inside or not its 99.9% interval (`ci999`), so that
 * among the twenty-odd values of one answer a correct engine is flagged by chance about once in fifty runs,
 * not once in two as at 95%.
 */
export const CHECK_LEVEL = 0.999;

/** A Monte Carlo cross-check request: how many trials, from which seed. */
export interface SimulationRequest {
  readonly trials: number;
  readonly seed: Seed;
}

/** Everything `odds` reports for one set of parameters. */
export interface OddsAnswer {
  readonly mechanic: OddsMechanic;
  readonly params: ParamValues;
  /** Every reading option of the mechanic with the value in force (given or default). */
  readonly options: OptionValues;
  readonly entries: readonly OddsEntry[];
  readonly simulation?: SimulationRequest & { readonly results: SimulatedEntries };
}

/**
 * Computes a mechanic's exact odds and, when asked, its seeded Monte Carlo cross-check. The cell key of
 * the simulation names the mechanic and its parameters, so each parameter set has its own streams.
 *
 * @example answerOdds(blazeOdds, { dice: 6, cap: 3, edition: 'extended' }, {})
 */
export function answerOdds(
  mechanic: OddsMechanic,
  params: ParamValues,
  givenOptions: OptionValues,
  simulate?: SimulationRequest,
  onProgress?: (done: number) => void,
): OddsAnswer {
  const options = Object.fromEntries(mechanic.options.map((o) => [o.key, givenOptions[o.key] ?? o.default]));
  const prepared = mechanic.prepare(params, options);
  const entries = prepared.exact();
  if (!simulate) return { mechanic, params, options, entries };
  const cellKey = `${mechanic.name}?${Object.entries(params)
    .map(([k, v]) => `${k}=${String(v)}`)
    .join('&')}`;
  const results = simulateOdds(
    prepared,
    entries,
    cellKey,
    simulate.trials,
    simulate.seed,
    SHOWN_LEVEL,
    onProgress,
    CHECK_LEVEL,
  );
  return { mechanic, params, options, entries, simulation: { ...simulate, results } };
}
