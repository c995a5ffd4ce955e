import type { ReportModel } from './ReportModel.ts';
import { trialNoun } from './trialNoun.ts';

/**
 * The trials behind each cell, in words: one number when every cell got the same, the range when a
 * precision target stopped cells at different counts.
 *
 * @example trialsPerCellText(model) // '100,000 duels per cell'
 */
export function trialsPerCellText(model: ReportModel): string {
  const { min, max } = model.provenance.trialsPerCell;
  const n = (x: number): string => x.toLocaleString('en-US');
  return `${min === max ? n(min) : `${n(min)} to ${n(max)}`} ${trialNoun(model.experiment.scenario)} per cell`;
}
