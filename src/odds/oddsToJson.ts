import { Fraction } from '../exact/Fraction.ts';
import { CHECK_LEVEL, SHOWN_LEVEL, type OddsAnswer } from './answerOdds.ts';
import type { SimulatedValue } from './simulateOdds.ts';

/** A JSON value of the `odds --json` output. */
export type Json = null | boolean | number | string | readonly Json[] | { readonly [key: string]: Json };

function valueJson(f: Fraction, simulated: SimulatedValue | undefined): Json {
  const base = { p: f.toNumber(), exact: f.toString() };
  if (!simulated) return base;
  return {
    ...base,
    simulated: {
      estimate: simulated.estimate,
      ci95: simulated.interval,
      ci999: simulated.check,
      exactInside: simulated.exactInside,
    },
  };
}

/**
 * The JSON object of one answer: `mechanic`, `params`, `options`, then one key per entry whose every
 * probability or expectation is `{ "p": float, "exact": "num/den" }` (distributions are arrays of them),
 * each with `simulated: { estimate, ci95, ci999, exactInside }` (the exact value inside the 99.9% interval)
 * and a top-level `simulation` when sampled.
 */
export function oddsToJson(answer: OddsAnswer): Json {
  const out: Record<string, Json> = {
    mechanic: answer.mechanic.name,
    params: answer.params,
    options: answer.options,
  };
  const sims = answer.simulation?.results;
  for (const entry of answer.entries) {
    const sim = sims?.get(entry.key);
    if (entry.exact instanceof Fraction) {
      out[entry.key] = valueJson(
        entry.exact,
        sim && !Array.isArray(sim) ? (sim as SimulatedValue) : undefined,
      );
    } else {
      const simArray = Array.isArray(sim) ? (sim as readonly SimulatedValue[]) : undefined;
      out[entry.key] = entry.exact.map((f, k) => valueJson(f, simArray?.[k]));
    }
  }
  if (answer.simulation) {
    out.simulation = {
      trials: answer.simulation.trials,
      seed: answer.simulation.seed,
      level: SHOWN_LEVEL,
      checkLevel: CHECK_LEVEL,
    };
  }
  return out;
}
