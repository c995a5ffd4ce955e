import { TACTICS_AXIS } from '../sim/tacticSets.ts';
import type { ReportComparison, ReportModel } from './ReportModel.ts';

type Verdict = 'helps' | 'hurts' | 'none';

const VERDICT_WORDS: Readonly<Record<Verdict, string>> = {
  helps: 'raises',
  hurts: 'lowers',
  none: 'makes no significant difference to',
};

/** A verdict: significant (after the study's correction) and its sign, or no significant difference. */
function verdictOf(c: ReportComparison): Verdict {
  if (!c.significant) return 'none';
  return c.difference.estimate > 0 ? 'helps' : 'hurts';
}

/** "a, b and c". */
function listed(names: readonly string[]): string {
  return names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)!}`;
}

/**
 * The verdicts that change with the tactics: for every comparison of a study that names several tactic
 * sets (`tactics: [...]`), the same pair of cells under each set is one verdict per set (raises, lowers,
 * or no significant difference after the study's correction); each comparison whose verdicts are not all
 * the same is said in words, naming the sets under each. A verdict that flips is a fact about the
 * tactics, not the rules.
 *
 * @example tacticVerdicts(model) // ['skill value: deadeye vs none raises A wins under deliberate and odds-max; makes no significant difference to it under blaze']
 */
export function tacticVerdicts(model: ReportModel): string[] {
  const axis = model.axes.find((a) => a.name === TACTICS_AXIS);
  if (!axis || axis.values.length < 2) return [];
  const cells = new Map(model.cells.map((c) => [c.key, c]));
  const tacticOf = (key: string): string => String(cells.get(key)?.params[TACTICS_AXIS] ?? '');
  const withoutTactics = (key: string): string =>
    key
      .split(';')
      .filter((part) => !part.startsWith(`${TACTICS_AXIS}=`))
      .join(';');
  const groups = new Map<string, ReportComparison[]>();
  for (const c of model.comparisons) {
    const id = [c.family ?? '', c.metric, withoutTactics(c.cell), withoutTactics(c.baseline)].join('|');
    groups.set(id, [...(groups.get(id) ?? []), c]);
  }
  const out: string[] = [];
  for (const list of groups.values()) {
    const by = new Map<Verdict, string[]>();
    for (const c of list) by.set(verdictOf(c), [...(by.get(verdictOf(c)) ?? []), tacticOf(c.cell)]);
    if (by.size < 2) continue;
    const first = list[0]!;
    const metric = model.metrics.find((m) => m.name === first.metric)?.label ?? first.metric;
    // The comparison's own label, less the tactic set it was made under.
    const label = first.label.replace(new RegExp(`,? ?${TACTICS_AXIS} [^,)]*`), '').replace(' ()', '');
    const parts = (['helps', 'hurts', 'none'] as const)
      .filter((v) => by.has(v))
      .map((v, i) => `${VERDICT_WORDS[v]} ${i === 0 ? metric : 'it'} under ${listed(by.get(v)!)}`);
    out.push(`${label} ${parts.join('; ')}`);
  }
  return out;
}
