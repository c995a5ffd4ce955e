// What a report says first, and the charts of a one-cell study, on a made-up shootout whose estimates are
// written out by hand below (the report formats and orders them; it does not compute them).
import { describe, expect, it } from 'vitest';
import { axisLabel } from '../../src/report/axisLabel.ts';
import { cellBarSpecs } from '../../src/report/charts/cellBarSpecs.ts';
import { compileChart } from '../../src/report/compileChart.ts';
import type { ReportMetric, ReportModel } from '../../src/report/ReportModel.ts';
import { studyHeadline } from '../../src/report/studyHeadline.ts';
import type { Estimate } from '../../src/stats/Estimate.ts';
import { duelSweepModel } from '../fixtures/report/duelSweepModel.ts';

const e = (estimate: number, lower: number, upper: number, method: Estimate['method']): Estimate => ({
  estimate,
  interval: [lower, upper],
  level: 0.95,
  n: 2000,
  seed: 7,
  method,
});
const share = (name: string, label: string, x: number): [ReportMetric, Estimate] => [
  { name, label, kind: 'proportion', describe: label },
  e(x, x - 0.02, x + 0.02, 'wilson'),
];
const count = (name: string, label: string, x: number): [ReportMetric, Estimate] => [
  { name, label, kind: 'mean', describe: label, unit: label.toLowerCase() },
  e(x, x - 0.05, x + 0.05, 'student-t-mean'),
];
const metrics = [
  share('pAWins', 'A wins', 0.46),
  share('pBWins', 'B wins', 0.5),
  share('pDraw', 'Draw', 0.04),
  count('cards', 'Cards', 31.5),
  count('shots', 'Shots', 12),
  count('deadCitizen', 'Dead citizen', 0.3),
  count('deadLegend', 'Dead legend', 0.2),
  count('knockedOutCitizen', 'Knocked out citizen', 0.1),
  count('knockedOutLegend', 'Knocked out legend', 0.5),
];
const shootout: ReportModel = {
  experiment: { name: 'one-gunfight', scenario: 'shootout' },
  provenance: {
    seed: 7,
    trialsPerCell: { min: 2000, max: 2000 },
    version: '0.1.0',
    rulesetHash: 'ab',
    digest: 'cd',
  },
  axes: [],
  metrics: metrics.map(([m]) => m),
  cells: [
    {
      key: 'base',
      label: 'base',
      params: {},
      estimates: Object.fromEntries(metrics.map(([m, x]) => [m.name, x])),
    },
  ],
  comparisons: [],
  correction: { method: 'holm', comparisons: 0, alpha: 0.05 },
};

describe('studyHeadline', () => {
  it('ranks differences by size, one sentence per pair of cells first, at most five', () => {
    const h = studyHeadline(duelSweepModel());
    expect(h.sentences.length).toBe(5);
    // Four pairs (3", 6", 9", 12"), each led by its exchanges (d_z far above h); the fifth is the 3" win rate.
    expect(h.sentences.map((s) => s.lead)).toEqual([
      'blaze vs deliberate at 3"',
      'blaze vs deliberate at 6"',
      'blaze vs deliberate at 9"',
      'blaze vs deliberate at 12"',
      'blaze vs deliberate at 3"',
    ]);
    expect(h.sentences[4]!.text).toMatch(
      /^A wins \+7\.2 percentage points \(95% CI \+6\.8 to \+7\.6; 100,000 duels a side\), survives Holm/,
    );
  });

  it('in a study that compares nothing, states outcomes, losses by class and length in their units', () => {
    const h = studyHeadline(shootout);
    expect(h.sentences).toEqual([
      {
        lead: 'Outcomes of shootouts',
        text:
          'B wins 50.0% (95% CI 48.0 to 52.0%), A wins 46.0% (95% CI 44.0 to 48.0%), Draw 4.0% (95% CI 2.0 to ' +
          '6.0%); 2,000 shootouts',
      },
      {
        lead: 'Figures dead at the end, per shootout, both sides',
        text: 'Citizens 0.30 (95% CI 0.25 to 0.35), Legends 0.20 (95% CI 0.15 to 0.25); 2,000 shootouts',
      },
      {
        lead: 'Figures knocked out at the end, per shootout, both sides',
        text: 'Legends 0.50 (95% CI 0.45 to 0.55), Citizens 0.10 (95% CI 0.05 to 0.15); 2,000 shootouts',
      },
      { lead: 'Mean cards', text: '31.50 (95% CI 31.45 to 31.55) cards; 2,000 shootouts' },
    ]);
    expect(h.note).toContain('This study makes no comparisons');
  });
});

describe('cellBarSpecs', () => {
  const charts = cellBarSpecs(shootout, shootout.cells[0]!);

  it('groups a one-cell study into outcomes, losses by class, length and the rest', () => {
    expect(charts.map((c) => c.id)).toEqual(['outcomes', 'casualties-by-class', 'length', 'other-counts']);
    for (const c of charts) expect(compileChart(c.spec).warnings, c.id).toEqual([]);
  });

  it('sorts bars by value (classes by their total losses) on an axis from zero', () => {
    const spec = JSON.stringify(charts.find((c) => c.id === 'casualties-by-class')!.spec);
    // Legends lose 0.2 + 0.5 = 0.7 a game, Citizens 0.3 + 0.1 = 0.4.
    expect(spec).toContain('"sort":["Legends","Citizens"]');
    expect(spec).toContain('"zero":true');
    const outcomes = JSON.stringify(charts.find((c) => c.id === 'outcomes')!.spec);
    expect(outcomes).toContain('"sort":["B wins","A wins","Draw"]');
    expect(outcomes).toContain('"domain":[0,');
  });
});

describe('axisLabel', () => {
  it.each([
    ['a.policy', "A's policy"],
    ['gunmen.figures.gunman.count', 'Number of gunmen'],
    ['a.figures.hero.skills', "Hero's skills"],
    ['citizen.figures.townsman.at', "Townsman's position"],
    ['options.shootout.shotgunRule', 'Shotgun rule'],
    ['actionSets', 'Action sets'],
    ['range', 'Range'],
  ])('%s reads as %s', (name, label) => expect(axisLabel(name)).toBe(label));
});
