import type { RwnnRulesetId } from '../../rules/rwnn/tables/rulesetTables.ts';
import type { DuelFigure } from './DuelFigure.ts';

/**
 * One duel setting as canonical data: the `duel` command's flags and an experiment cell's setup both read
 * into it, and {@link buildDuel} makes the duel from it.
 *
 * @example const c: DuelCell = { ruleset: 'rwnn-extended', options: {}, figures: { a, b }, params: { range: 6, start: 'draw', signal: null } };
 */
export interface DuelCell {
  readonly ruleset: RwnnRulesetId;
  /** The options set, by key (unset ones keep the edition preset's value or the reading's default). */
  readonly options: Readonly<Record<string, string>>;
  readonly figures: { readonly a: DuelFigure; readonly b: DuelFigure };
  readonly params: {
    readonly range: number;
    readonly start: 'draw' | 'deck';
    /** With a deck start: the inches at which they stop and draw on the signal (000 ALTERNATIVELY). */
    readonly signal: number | null;
  };
}
