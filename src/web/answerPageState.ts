import { answerOdds, type OddsAnswer } from '../odds/answerOdds.ts';
import type { OddsPageState } from './oddsPageState.ts';
import { sweepParam, type SweepParam } from './sweepParam.ts';
import type { SweepRow } from './sweepTableHtml.ts';

/** Everything the page shows for one state: the answer (or the rules' reason for none) and the table. */
export interface PageAnswer {
  readonly answer: OddsAnswer | { readonly refused: string };
  readonly sweep?: { readonly param: SweepParam; readonly rows: readonly SweepRow[] };
}

/** The exact answer at `params`, through the same `answerOdds` as the `odds` command, or the refusal. */
function answerAt(state: OddsPageState, params: OddsPageState['params']): OddsAnswer | { refused: string } {
  const refused = state.mechanic.refuse?.(params);
  return refused ? { refused } : answerOdds(state.mechanic, params, state.options);
}

/**
 * The page's answer for `state`, and the same at each value of the mechanic's main parameter with the
 * others as set.
 *
 * @example answerPageState(readPageState('?mechanic=blaze&dice=6', ODDS_MECHANICS).state)
 */
export function answerPageState(state: OddsPageState): PageAnswer {
  const answer = answerAt(state, state.params);
  const param = sweepParam(state.mechanic);
  if (!param) return { answer };
  const rows = param.values.map((value): SweepRow => {
    const a = answerAt(state, { ...state.params, [param.name]: value });
    return 'refused' in a ? { value, refused: a.refused } : { value, answer: a };
  });
  return { answer, sweep: { param, rows } };
}
