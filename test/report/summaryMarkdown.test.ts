// summary.md of the duel sweep fixture: the counts behind every expected number are in
// test/fixtures/report/duelSweepModel.ts (e.g. A wins 40,000 of 100,000 duels at 9" blazing away).
import { describe, expect, it } from 'vitest';
import { reportCharts } from '../../src/report/charts/reportCharts.ts';
import { summaryMarkdown } from '../../src/report/summaryMarkdown.ts';
import { duelSweepModel } from '../fixtures/report/duelSweepModel.ts';
import { modelVariants } from '../fixtures/report/modelVariants.ts';

const model = duelSweepModel();
const md = summaryMarkdown(model, reportCharts(model));

describe('summaryMarkdown', () => {
  it('opens with the experiment and its provenance: seed, trials, version, ruleset hash, digest', () => {
    expect(md.startsWith('# duel-range-policy\n\nTwo Gunmen duel at 3 to 12 inches')).toBe(true);
    for (const row of [
      '| Seed | 1 |',
      '| Duels per cell | 100,000 |',
      '| Cells | 8 |',
      '| Ruleset | rwnn-extended |',
      '| Ruleset hash | sha256:3f2a9c1e |',
      '| Results digest | sha256:7b41d0aa |',
      '| Version | triggernometry 0.1.0 |',
      '| Reproduce | triggernometry run experiments/duel-range-policy.yaml --seed 1 |',
    ])
      expect(md).toContain(row);
  });

  it('opens with what the study shows: at most five findings, largest first, the caveats said once', () => {
    const shows = md.slice(md.indexOf('## What this study shows'), md.indexOf('## Run'));
    expect(md.indexOf('## What this study shows')).toBeLessThan(md.indexOf('| Seed |'));
    const sentences = shows.split('\n').filter((l) => l.startsWith('- **'));
    expect(sentences.length).toBeGreaterThan(0);
    expect(sentences.length).toBeLessThanOrEqual(5);
    // The fixture's largest standardised difference: exchanges at 3", d_z of the paired tallies.
    expect(sentences[0]).toBe(
      '- **blaze vs deliberate at 3"**: Mean exchanges -0.325 exchanges (95% CI -0.332 to -0.318; 100,000 paired ' +
        'duels), survives Holm (adjusted p < 0.0001).',
    );
    expect(shows).toContain('Each 95% interval holds for its comparison alone.');
    expect(shows).toContain(
      "significant after Holm's correction for all 8 comparisons of the study (α = 0.05)",
    );
    expect(shows.match(/Holm's correction/g)).toHaveLength(1);
    expect(md).not.toMatch(/negligible|\(small\)|\(medium\)|\(large\)/);
  });

  it('states each significant difference as a sentence in its unit, with its interval and trials', () => {
    // 40,000 - 36,400 of 100,000 each: +3.6 points; Newcombe's interval [3.17, 4.03] points (proportionDifference).
    expect(md).toContain(
      '- **blaze vs deliberate at 9"**: A wins +3.6 percentage points (95% CI +3.2 to +4.0; 100,000 duels a ' +
        'side), survives Holm (adjusted p < 0.0001).',
    );
    expect(md).toContain('8 of 8 differences are significant:');
  });

  it('tabulates every estimate with its interval, and every comparison with both p-values', () => {
    expect(md).toContain("| Range (inches) | A's policy | A wins | B wins | Both down | Mean exchanges |");
    // 40,000 of 100,000: Wilson interval [39.70%, 40.30%].
    expect(md).toMatch(/\| 9 \| blaze \| 40\.0% \[39\.7, 40\.3\] \|/);
    expect(md).toContain(
      '| Comparison | Metric | Difference | 95% interval | p | Holm p | Effect size | Significant |',
    );
    expect(md).toContain(
      '| blaze vs deliberate at 12" | A wins | +1.8 pp | +1.4 to +2.2 | < 0.0001 | < 0.0001 |',
    );
  });

  it('names the interval methods and links every chart as SVG, and as PNG when they were drawn', () => {
    expect(md).toContain(
      "Intervals: Wilson score intervals for proportions; Student's t intervals for means;",
    );
    const withPng = summaryMarkdown(model, reportCharts(model), { png: true });
    for (const c of reportCharts(model)) {
      expect(md).toContain(`](charts/${c.id}.svg): `);
      expect(md).not.toContain(`charts/${c.id}.png`);
      expect(withPng).toContain(`(charts/${c.id}.png) ([SVG](charts/${c.id}.svg))`);
    }
  });

  it('says so when nothing is significant, and when there is nothing to compare', () => {
    const none = {
      ...model,
      comparisons: model.comparisons.map((c) => ({ ...c, significant: false, adjustedP: 0.5 })),
    };
    expect(summaryMarkdown(none, [])).toContain(
      "No difference is significant after Holm's correction for the 8 comparisons in this study (α = 0.05).",
    );
    expect(summaryMarkdown(modelVariants().one!, [])).toContain('This study makes no comparisons.');
  });

  it('puts warnings first and keeps a | in a label from breaking its table', () => {
    const odd = {
      ...model,
      warnings: ['These are the results of shard 1 of 3 only: merge the shards for the whole study.'],
      comparisons: [{ ...model.comparisons[0]!, label: 'a | b' }],
    };
    const text = summaryMarkdown(odd, []);
    expect(text.indexOf('> **Warning:** These are the results of shard 1 of 3')).toBeLessThan(
      text.indexOf('| Seed |'),
    );
    expect(text).toContain('| a \\| b |');
  });
});
