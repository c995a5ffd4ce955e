import type { Seed } from '../dice/StreamKey.ts';
import type { OddsEntry, OddsMechanic, OptionValues, ParamValues } from './OddsMechanic.ts';
import { simulateOdds, type SimulatedEntries } from './simulateOdds.ts';

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
  const results = simulateOdds(prepared, entries, cellKey, simulate.trials, simulate.seed, 0.95, onProgress);
  return { mechanic, params, options, entries, simulation: { ...simulate, results } };
}
