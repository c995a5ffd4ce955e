import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { loadExperiment } from '../../../src/sim/loadExperiment.ts';
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
  it('the shipped studies load: the reference duel is one cell, the weapon study nine guns by five ranges', () => {
    const file = (n: string): string => fileURLToPath(new URL(`../../../experiments/${n}`, import.meta.url));
    expect(loadExperiment(file('fafdm-reference-duel.yaml')).cells).toHaveLength(1);
    expect(loadExperiment(file('fafdm-weapon-range.yaml')).cells).toHaveLength(45);
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
});
