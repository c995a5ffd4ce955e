import { describe, expect, it } from 'vitest';
import { reportModelFromResults } from '../../src/report/reportModelFromResults.ts';
import { tacticVerdictLines } from '../../src/report/tacticVerdictLines.ts';
import { runExperiment } from '../../src/sim/runExperiment.ts';

/** Deadeye against no skill, each duellist firing deliberately, or both blazing away. */
const STUDY = {
  name: 'deadeye-tactics',
  seed: 3,
  scenario: 'duel',
  params: { range: 6 },
  sweep: { 'a.skills': [[], ['deadeye']] },
  trials: 4000,
  metrics: ['pAWins'],
  comparisons: [{ name: 'skill value', axis: 'a.skills', baseline: [] }],
};

describe('verdicts across tactics in the summary', () => {
  it('says in words which verdict changes with the tactic set', async () => {
    const results = await runExperiment({ ...STUDY, tactics: ['deliberate', 'blaze'] }, { workers: 0 });
    expect(tacticVerdictLines(reportModelFromResults(results))).toEqual([
      '**1 verdict changes with the tactics**, a fact about the tactics rather than the rules, under 2 tactic sets: deliberate, blaze:',
      '',
      '- skill value: deadeye vs none raises A wins under deliberate; makes no significant difference to it under blaze.',
      '',
    ]);
  });

  it('says when every verdict holds (Lucky helps under both), and nothing for a study of one tactic set', async () => {
    const lucky = { ...STUDY, sweep: { 'a.skills': [[], ['lucky']] } };
    const both = await runExperiment({ ...lucky, tactics: ['deliberate', 'blaze'] }, { workers: 0 });
    expect(tacticVerdictLines(reportModelFromResults(both))).toEqual([
      'Every verdict is the same under all 2 tactic sets: deliberate, blaze.',
      '',
    ]);
    const one = await runExperiment({ ...STUDY, tactics: ['deliberate'] }, { workers: 0 });
    expect(tacticVerdictLines(reportModelFromResults(one))).toEqual([]);
  });
});
