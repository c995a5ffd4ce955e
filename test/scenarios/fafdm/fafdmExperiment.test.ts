import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { checkExperiment } from '../../../src/sim/checkExperiment.ts';
import { loadExperiment } from '../../../src/sim/loadExperiment.ts';
import { runExperiment } from '../../../src/sim/runExperiment.ts';
import { experimentIssues } from '../../sim/experimentIssues.ts';

const issuesOf = experimentIssues;

const STUDY = {
  name: 'fafdm-x',
  seed: 1,
  scenario: 'fafdm-duel',
  figures: { a: 'lawmen/guard', b: 'outlaws/bandit' },
  params: { range: 8 },
  trials: 10,
};

describe('FAFDM experiment files', () => {
  it('the shipped studies load: the reference duel is one cell, the weapon study twelve guns (three of them loaded with 17) by five ranges', () => {
    const file = (n: string): string => fileURLToPath(new URL(`../../../experiments/${n}`, import.meta.url));
    expect(loadExperiment(file('fafdm-reference-duel.yaml')).cells).toHaveLength(1);
    expect(loadExperiment(file('fafdm-weapon-range.yaml')).cells).toHaveLength(60);
  });

  it('are checked with the same discipline as RWNN files: each problem by its path and what is allowed', () => {
    expect(issuesOf(STUDY)).toEqual([]);
    expect(issuesOf({ ...STUDY, ruleset: 'rwnn-extended' })).toEqual([
      'ruleset: a ruleset the fafdm-duel scenario plays: fafdm (got "rwnn-extended")',
    ]);
    expect(issuesOf({ ...STUDY, sweep: { 'a.weapon': ['six-shot', 'gatling'] } })).toEqual([
      expect.stringMatching(/^sweep\.a\.weapon\[1\]: one of remington, six-shot, .* \(got "gatling"\)$/),
    ]);
    expect(issuesOf({ ...STUDY, options: { 'fafdm.rescue': 'twice' } })).toEqual([
      'options.fafdm.rescue: one of once, per-damage (got "twice")',
    ]);
  });

  it('a file that names the duellists names their metrics after them; both or neither, never two alike', async () => {
    const named = {
      ...STUDY,
      figures: {
        a: { name: 'Guard', character: 'lawmen/guard' },
        b: { name: 'Bandit', character: 'outlaws/bandit' },
      },
    };
    const exp = checkExperiment(named, 'x.yaml');
    expect(exp.metrics.slice(0, 3)).toEqual(['pGuardWins', 'pBanditWins', 'pUnresolved']);
    const r = await runExperiment(exp, { workers: 0, trials: 200 });
    const plain = await runExperiment(checkExperiment(STUDY, 'x.yaml'), { workers: 0, trials: 200 });
    // A name changes no draw: the Guard wins exactly the trials A won.
    expect(r.cells[0]!.metrics.pGuardWins!.estimate).toBe(plain.cells[0]!.metrics.pAWins!.estimate);
    expect(r.cells[0]!.metrics.pBanditWins!.estimate).toBe(plain.cells[0]!.metrics.pBWins!.estimate);
    expect(issuesOf({ ...named, figures: { ...named.figures, b: 'outlaws/bandit' } })).toEqual([
      'figures.b.name: a name for both duellists or for neither',
    ]);
    expect(
      issuesOf({
        ...named,
        figures: { ...named.figures, b: { name: 'Guard', character: 'outlaws/bandit' } },
      }),
    ).toEqual(['figures.b.name: a name other than a\'s (got "Guard")']);
    expect(issuesOf({ ...named, sweep: { 'a.name': ['Guard', 'Deputy'] } })).toEqual([
      expect.stringMatching(
        /^figures: one naming of the metrics for every cell \(pGuardWins, pBanditWins, .*; cell a\.name=Deputy names them pDeputyWins, /,
      ),
    ]);
  });
});
