import { describe, expect, it } from 'vitest';
import { chartSlug } from '../../src/report/charts/chartSlug.ts';
import { inSentence } from '../../src/report/charts/inSentence.ts';
import { metricTitle } from '../../src/report/charts/metricTitle.ts';
import { describeComparison } from '../../src/report/describeComparison.ts';
import { effectSizeLabel } from '../../src/report/effectSizeLabel.ts';
import { estimateDecimals, formatEstimate } from '../../src/report/formatEstimate.ts';
import { formatPValue } from '../../src/report/formatPValue.ts';
import { duelSweepModel } from '../fixtures/report/duelSweepModel.ts';

describe('report text', () => {
  it('formats an estimate with the decimals its interval warrants', () => {
    // Half-width 0.3 points: one decimal, as in "6.1% (95% CI 5.8 to 6.4)".
    expect(
      formatEstimate({ estimate: 0.061, interval: [0.058, 0.064] }, 'proportion', { signed: true }),
    ).toEqual({
      value: '+6.1',
      lower: '+5.8',
      upper: '+6.4',
    });
    expect(estimateDecimals({ estimate: 0.5, interval: [0.4995, 0.5005] }, 'proportion')).toBe(2);
    // Half-width 0.0094: three decimals.
    expect(formatEstimate({ estimate: 2.0413, interval: [2.0319, 2.0506] }, 'mean').value).toBe('2.041');
    expect(
      formatEstimate({ estimate: -0.00001, interval: [-0.01, 0.01] }, 'proportion', { signed: true }).value,
    ).toBe('0.0');
  });

  it('writes p-values and effect sizes for people', () => {
    expect(formatPValue(0.03412)).toBe('0.034');
    expect(formatPValue(1e-9)).toBe('< 0.0001');
    expect(formatPValue(0.999)).toBe('1');
    // No Cohen's word: "negligible" would contradict a game where h = 0.12 is six points of a win rate.
    expect(effectSizeLabel({ measure: 'cohen-h', value: 0.12 })).toBe('h = 0.12');
    expect(effectSizeLabel({ measure: 'cohen-d-z', value: -0.55 })).toBe('d_z = -0.55');
    expect(effectSizeLabel({ measure: 'cohen-d', value: 0.8 })).toBe('d = 0.80');
  });

  it('states a comparison in its unit, with its interval, its trials and whether it survives Holm', () => {
    const model = duelSweepModel();
    const c = model.comparisons.find(
      (x) => x.label === 'blaze vs deliberate at 9"' && x.metric === 'pAWins',
    )!;
    expect(describeComparison(model, c)).toBe(
      'A wins +3.6 percentage points (95% CI +3.2 to +4.0; 100,000 duels a side), survives Holm (adjusted p < 0.0001)',
    );
    const m = model.comparisons.find((x) => x.metric === 'meanExchanges')!;
    expect(describeComparison(model, m)).toMatch(
      /^Mean exchanges -0\.325 exchanges \(95% CI -0\.332 to -0\.318; 100,000 paired duels\), survives Holm/,
    );
  });

  it('names charts and metrics', () => {
    expect(chartSlug('a.policy / Range')).toBe('a-policy-range');
    expect(chartSlug('***')).toBe('chart');
    expect(inSentence('Range')).toBe('range');
    expect(inSentence("A's policy")).toBe("A's policy");
    expect(metricTitle({ name: 'exchanges', label: 'Exchanges', kind: 'mean', describe: '' })).toBe(
      'Mean exchanges',
    );
    expect(metricTitle({ name: 'm', label: 'Mean hits', kind: 'mean', describe: '' })).toBe('Mean hits');
  });
});
