import type { ReportCell, ReportMetric, ReportModel } from '../ReportModel.ts';
import { metricGroup } from '../metricGroup.ts';
import { pluralNoun } from '../pluralNoun.ts';
import { trialNoun } from '../trialNoun.ts';
import { trialsPerCellText } from '../trialsPerCellText.ts';
import { CHART_CONFIG } from './chartConfig.ts';
import type { ChartSpec } from './ChartSpec.ts';
import { widestLabel } from './widestLabel.ts';

/** One bar: what it measures, its estimate and interval, and (for grouped bars) its colour's group. */
interface Bar {
  readonly label: string;
  readonly group: string;
  readonly estimate: number;
  readonly lower: number;
  readonly upper: number;
}

/** The order casualty kinds are drawn in, worst first. */
const KINDS = ['dead', 'knocked out', 'seriously wounded'] as const;

/**
 * The charts of a study of one cell (a single shootout set-up, say): a few charts of bars on shared,
 * zero-based axes, each answering one question, instead of a dot per metric on its own zoomed axis. The
 * outcomes as shares of games; what each class lost, per game, by kind (dead, knocked out, seriously
 * wounded); the game's length; then the other counts and shares. Bars are sorted by value (classes by their
 * total casualties), each with its 95% interval as a line.
 *
 * @example cellBarSpecs(model, model.cells[0]!).map((c) => c.id) // ['outcomes', 'casualties-by-class', 'length', 'other-counts']
 */
export function cellBarSpecs(model: ReportModel, cell: ReportCell): ChartSpec[] {
  const noun = trialNoun(model.experiment.scenario);
  const one = noun.replace(/s$/, '');
  const bar = (m: ReportMetric, label: string, group = ''): Bar[] => {
    const e = cell.estimates[m.name];
    return e ? [{ label, group, estimate: e.estimate, lower: e.interval[0], upper: e.interval[1] }] : [];
  };
  const withGroup = model.metrics.map((m) => ({ m, g: metricGroup(m) }));
  const pick = (f: (x: (typeof withGroup)[number]) => boolean): ReportMetric[] =>
    withGroup.filter(f).map((x) => x.m);
  const outcomes = pick((x) => x.g.group === 'outcome');
  const lengths = pick((x) => x.g.group === 'length');
  const shares = pick((x) => x.g.group === 'other' && x.m.kind === 'proportion');
  const counts = pick((x) => x.g.group === 'other' && x.m.kind === 'mean');
  const casualties = withGroup.flatMap((x) =>
    x.g.group === 'casualty' ? bar(x.m, pluralNoun(x.g.casualty.figureClass), x.g.casualty.kind) : [],
  );
  const subtitle = `Bars are estimates, lines their 95% intervals; ${trialsPerCellText(model)}, seed ${String(model.provenance.seed)}`;
  const percent = { title: `Share of ${noun} (%)`, format: '~%', tooltip: '.2%' };
  const perGame = (what: string): { title: string; format: string; tooltip: string } => ({
    title: `${what} per ${one}`,
    format: '~r',
    tooltip: '.3f',
  });
  const charts: ChartSpec[] = [];
  const add = (
    id: string,
    title: string,
    caption: string,
    bars: readonly Bar[],
    x: { title: string; format: string; tooltip: string },
    yTitle: string,
  ): void => {
    if (bars.length)
      charts.push({ id, kind: 'estimates', title, caption, spec: barSpec(title, subtitle, bars, x, yTitle) });
  };
  add(
    'outcomes',
    `How ${noun} end`,
    `The share of ${noun} ending each way, largest first.`,
    outcomes.flatMap((m) => bar(m, m.label)),
    percent,
    'Outcome',
  );
  add(
    'casualties-by-class',
    `What each class loses per ${one}`,
    `Figures of each class down at the end of a ${one}, both sides together, by how they went down; classes with the heaviest losses first.`,
    casualties,
    perGame('Figures'),
    'Class',
  );
  add(
    'length',
    `How long a ${one} lasts`,
    `The mean length of a ${one}, in its own unit.`,
    lengths.flatMap((m) =>
      bar(m, `${m.label}${m.unit && m.label.toLowerCase() !== m.unit ? ` (${m.unit})` : ''}`),
    ),
    perGame('Mean'),
    'Length',
  );
  add(
    'other-shares',
    'Other shares',
    `Other shares of ${noun}, largest first.`,
    shares.flatMap((m) => bar(m, m.label)),
    percent,
    'Share',
  );
  add(
    'other-counts',
    `Other counts per ${one}`,
    `Other things counted in a ${one}, as means per ${one}, largest first.`,
    counts.flatMap((m) => bar(m, m.label)),
    perGame('Mean'),
    'What was counted',
  );
  return charts;
}

/** Horizontal bars from zero, sorted by value (by their groups' total when bars are grouped by colour). */
function barSpec(
  title: string,
  subtitle: string,
  bars: readonly Bar[],
  x: { title: string; format: string; tooltip: string },
  yTitle: string,
): ChartSpec['spec'] {
  const totals = new Map<string, number>();
  for (const b of bars) totals.set(b.label, (totals.get(b.label) ?? 0) + b.estimate);
  const order = [...totals.keys()].sort((a, b) => totals.get(b)! - totals.get(a)!);
  const grouped = bars.some((b) => b.group !== '');
  const groups = KINDS.filter((k) => bars.some((b) => b.group === k));
  const top = Math.max(...bars.map((b) => b.upper));
  const y = {
    field: 'label',
    type: 'nominal' as const,
    title: yTitle,
    sort: order,
    axis: { labelLimit: Math.ceil(widestLabel(order)) + 4, grid: false },
  };
  const xEncoding = {
    field: 'estimate',
    type: 'quantitative' as const,
    title: x.title,
    axis: { format: x.format },
    scale: { zero: true, domain: [0, x.format === '~%' ? Math.min(1, top * 1.05) : top * 1.05], nice: true },
  };
  const offset = grouped ? { yOffset: { field: 'group', type: 'nominal' as const, sort: groups } } : {};
  const tooltip = [
    { field: 'label', title: 'What' },
    ...(grouped ? [{ field: 'group', title: 'How' }] : []),
    { field: 'estimate', title: 'Estimate', format: x.tooltip },
    { field: 'lower', title: '95% interval from', format: x.tooltip },
    { field: 'upper', title: '95% interval to', format: x.tooltip },
  ];
  return {
    title: { text: title, subtitle },
    data: { values: bars },
    width: 480,
    height: grouped ? 18 * bars.length + 12 : { step: 26 },
    config: CHART_CONFIG,
    layer: [
      {
        mark: { type: 'bar', ...(grouped ? {} : { color: '#4c78a8' }) },
        encoding: {
          y,
          x: xEncoding,
          ...offset,
          ...(grouped
            ? { color: { field: 'group', type: 'nominal', title: 'How they went down', sort: groups } }
            : {}),
          tooltip,
        },
      },
      {
        mark: { type: 'rule', color: '#222222', strokeWidth: 1.5 },
        encoding: { y, ...offset, x: { field: 'lower', type: 'quantitative' }, x2: { field: 'upper' } },
      },
    ],
  };
}
