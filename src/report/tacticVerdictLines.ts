import { TACTICS_AXIS } from '../sim/tacticSets.ts';
import type { ReportModel } from './ReportModel.ts';
import { tacticVerdicts } from './tacticVerdicts.ts';

/**
 * The summary's lines on tactics, for a study that names several tactic sets: every verdict that changes
 * with them, or that none does. Nothing for a study of one tactic set.
 *
 * @example out.push(...tacticVerdictLines(model))
 */
export function tacticVerdictLines(model: ReportModel): string[] {
  const axis = model.axes.find((a) => a.name === TACTICS_AXIS);
  if (!axis || axis.values.length < 2 || model.comparisons.length === 0) return [];
  const flips = tacticVerdicts(model);
  const sets = `${axis.values.length} tactic sets: ${axis.values.join(', ')}`;
  if (flips.length === 0) return [`Every verdict is the same under all ${sets}.`, ''];
  return [
    `**${flips.length} verdict${flips.length === 1 ? '' : 's'} change${flips.length === 1 ? 's' : ''} with the tactics**, a fact about the tactics rather than the rules, under ${sets}:`,
    '',
    ...flips.map((f) => `- ${f}.`),
    '',
  ];
}
