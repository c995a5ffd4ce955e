import type { ReportMetric } from './ReportModel.ts';

/** What a casualty metric counts: how the figures ended and of which class. @example { kind: 'dead', figureClass: 'Legend' } */
export interface Casualty {
  readonly kind: 'dead' | 'knocked out' | 'seriously wounded';
  readonly figureClass: string;
}

/**
 * The part of a game a metric describes, so a report can put metrics of one kind in one chart with one
 * axis: who won (`outcome`), who went down (`casualty`, per class and kind), how long it took (`length`),
 * and everything else (`other`).
 *
 * @example metricGroup({ name: 'deadLegend', label: 'Dead legend', kind: 'mean', describe: '' }) // { group: 'casualty', casualty: { kind: 'dead', figureClass: 'Legend' } }
 */
export type MetricGroup =
  | { readonly group: 'outcome' | 'length' | 'other' }
  | { readonly group: 'casualty'; readonly casualty: Casualty };

/** The game's end as the scenarios name it (src/scenarios/*: duel and shootout metrics). */
const OUTCOMES = new Set(['pAWins', 'pBWins', 'pBothDown', 'pUnresolved', 'pDraw', 'pCapped']);
/** A game's length: exchanges of a duel, fate cards of a shootout, turns. */
const LENGTHS = new Set(['exchanges', 'cards', 'turns']);
const CASUALTY = /^(dead|knockedOut|seriouslyWounded)([A-Z][a-z]+)$/;
const KIND_WORDS = {
  dead: 'dead',
  knockedOut: 'knocked out',
  seriouslyWounded: 'seriously wounded',
} as const;

/** Which part of a game `metric` describes; see MetricGroup. */
export function metricGroup(metric: ReportMetric): MetricGroup {
  if (metric.kind === 'proportion' && OUTCOMES.has(metric.name)) return { group: 'outcome' };
  if (metric.kind === 'mean' && LENGTHS.has(metric.name)) return { group: 'length' };
  const c = CASUALTY.exec(metric.name);
  if (c && metric.kind === 'mean')
    return {
      group: 'casualty',
      casualty: { kind: KIND_WORDS[c[1] as keyof typeof KIND_WORDS], figureClass: c[2]! },
    };
  return { group: 'other' };
}
