import { describe, expect, it } from 'vitest';
import { checkExperiment } from '../../src/sim/checkExperiment.ts';
import { planRun } from '../../src/sim/planRun.ts';
import { SMALL_STUDY } from './simKit.ts';
import { experimentIssues } from './experimentIssues.ts';

const issuesOf = experimentIssues;

describe('checkExperiment', () => {
  it('builds every cell of the sweep, first axis slowest, with canonical setups', () => {
    const e = checkExperiment(SMALL_STUDY, 'x.yaml');
    expect(e.cells.map((c) => c.key)).toEqual([
      'a.skills=none;range=6',
      'a.skills=none;range=12',
      'a.skills=deadeye;range=6',
      'a.skills=deadeye;range=12',
    ]);
    expect(e.cells[2]!.setup).toMatchObject({
      ruleset: 'rwnn-extended',
      figures: {
        a: { class: 'gunman', weapon: 'six-shooter', skills: ['deadeye'], policy: { name: 'deliberate' } },
        b: { class: 'gunman', skills: [] },
      },
      params: { range: 6 },
    });
    expect(e.axes.map((a) => a.path)).toEqual([
      ['figures', 'a', 'skills'],
      ['params', 'range'],
    ]);
  });

  it('reads figures as the duel command writes them and sweeps a policy parameter', () => {
    const e = checkExperiment(
      {
        name: 'k',
        seed: 'nightly',
        scenario: 'duel',
        figures: {
          a: { class: 'legend', policy: 'blaze-when' },
          b: 'gunman,six-shooter,skills=tough+tough,policy=blaze',
        },
        params: { range: 9 },
        sweep: {
          'a.policy.k': [1, 2],
          'options.blaze.extendedJam': ['ones-exceed-sixes-by-two', 'two-ones-and-more-ones'],
        },
        trials: 10,
      },
      'x.yaml',
    );
    expect(e.cells).toHaveLength(4);
    expect(e.cells[1]!.setup).toMatchObject({
      options: { 'blaze.extendedJam': 'two-ones-and-more-ones' },
      figures: {
        a: { policy: { name: 'blaze-when', k: 1, j: 2 } },
        b: { skills: ['tough', 'tough'], policy: { name: 'blaze' } },
      },
    });
  });

  it('takes a skills list in the order written where the order decides the duel, and only there', () => {
    const cells = (skills: string[][]) =>
      checkExperiment({ ...SMALL_STUDY, sweep: { 'a.skills': skills }, comparisons: [] }, 'x.yaml').cells;
    // 000 Jumpy "Removes Nerves of Steel or Crack Shot": gained after Crack Shot he removes it, before it not.
    expect(
      cells([
        ['crack-shot', 'jumpy'],
        ['jumpy', 'crack-shot'],
      ]).map((c) => c.setup),
    ).toMatchObject([
      { figures: { a: { skills: ['crack-shot', 'jumpy'] } } },
      { figures: { a: { skills: ['jumpy', 'crack-shot'] } } },
    ]);
    expect(cells([['tough', 'deadeye']])[0]!.setup).toMatchObject({
      figures: { a: { skills: ['deadeye', 'tough'] } },
    });
    expect(
      issuesOf({
        ...SMALL_STUDY,
        sweep: {
          'a.skills': [
            ['deadeye', 'tough'],
            ['tough', 'deadeye'],
          ],
        },
        comparisons: [],
      }),
    ).toEqual([expect.stringMatching(/^sweep\.a\.skills\[1\]: a value not listed before/)]);
  });

  it('names the path of each problem, sweep values by their position', () => {
    expect(
      issuesOf({
        ...SMALL_STUDY,
        sweep: { range: [6, 19], 'a.skills': [[], ['deadeye', 'flying']] },
        metrics: ['pAWins', 'pCWins'],
      }),
    ).toEqual([
      expect.stringMatching(/^sweep\.range\[1\]: an integer from 1 to 18/),
      expect.stringMatching(/^sweep\.a\.skills\[1\]\[1\]: a skill a duel uses: .* \(got "flying"\)/),
    ]);
    expect(issuesOf({ ...SMALL_STUDY, metrics: ['pAWins', 'pCWins'] })).toEqual([
      expect.stringMatching(/^metrics\[1\]: a metric of duel/),
    ]);
    expect(issuesOf({ ...SMALL_STUDY, trails: 5 })).toEqual([
      expect.stringMatching(/^trails: not a field here; allowed: name, /),
    ]);
    expect(issuesOf({ ...SMALL_STUDY, comparisons: [{ axis: 'a.skills', baseline: ['tough'] }] })).toEqual([
      expect.stringMatching(/^comparisons\[0\]\.baseline: one of the values of sweep\.a\.skills/),
    ]);
  });

  it('plans compared cells onto their baseline stream, which is the duel command stream of the baseline', () => {
    const plan = planRun(checkExperiment(SMALL_STUDY, 'x.yaml'));
    expect(plan.groups.map((g) => g.stream)).toEqual([
      'duel/rwnn-extended/gunman[]/gunman[]/range=6',
      'duel/rwnn-extended/gunman[]/gunman[]/range=12',
    ]);
    expect(plan.groups.map((g) => g.cells)).toEqual([
      [0, 2],
      [1, 3],
    ]);
    expect(plan.groups[0]!.pairs).toEqual([
      { comparison: 0, baseline: 0, variant: 2, metrics: expect.any(Array) as unknown },
    ]);
  });
});
