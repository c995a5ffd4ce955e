import { describe, expect, it } from 'vitest';
import type { JsonObject } from '../../src/scenarios/Scenario.ts';
import { checkExperiment } from '../../src/sim/checkExperiment.ts';
import { experimentIssues } from './experimentIssues.ts';

const LEGEND = {
  name: 'legend-tactics',
  seed: 1,
  scenario: 'shootout',
  sides: {
    legend: { area: 'west', figures: { hero: { class: 'legend', policy: 'gunfighter' } } },
    gunmen: { area: 'east', figures: { gunman: { class: 'gunman', policy: 'gunfighter', count: 2 } } },
  },
  trials: 10,
};

const policyOf = (setup: JsonObject, side: string, figure: string): unknown =>
  ((((setup.sides as JsonObject)[side] as JsonObject).figures as JsonObject)[figure] as JsonObject).policy;

describe('tactics: an experiment played under several tactic sets', () => {
  it('makes a tactics axis whose sets give every figure, a side or one figure its policy', () => {
    const e = checkExperiment(
      {
        ...LEGEND,
        sweep: { 'gunmen.figures.gunman.count': [1, 2] },
        tactics: ['rusher', { name: 'sniper-vs-rushers', legend: 'sniper', 'gunmen.gunman': 'rusher' }],
      },
      'x.yaml',
    );
    expect(e.axes.map((a) => a.name)).toEqual(['gunmen.figures.gunman.count', 'tactics']);
    expect(e.cells.map((c) => c.key)).toEqual([
      'gunmen.figures.gunman.count=1;tactics=rusher',
      'gunmen.figures.gunman.count=1;tactics=sniper-vs-rushers',
      'gunmen.figures.gunman.count=2;tactics=rusher',
      'gunmen.figures.gunman.count=2;tactics=sniper-vs-rushers',
    ]);
    const [rushers, mixed] = e.cells;
    expect([
      policyOf(rushers!.setup, 'legend', 'hero'),
      policyOf(rushers!.setup, 'gunmen', 'gunman'),
    ]).toEqual(['rusher', 'rusher']);
    expect([policyOf(mixed!.setup, 'legend', 'hero'), policyOf(mixed!.setup, 'gunmen', 'gunman')]).toEqual([
      'sniper',
      'rusher',
    ]);
  });

  it('sets a duellist policy, and leaves a figure no key names as it was', () => {
    const e = checkExperiment(
      {
        name: 'd',
        seed: 1,
        scenario: 'duel',
        figures: { b: 'gunman,policy=blaze' },
        params: { range: 6 },
        tactics: [{ name: 'a-aims', a: 'odds-max' }],
        trials: 1,
      },
      'x.yaml',
    );
    const figures = e.cells[0]!.setup.figures as JsonObject;
    expect((figures.a as JsonObject).policy).toEqual({ name: 'odds-max' });
    expect((figures.b as JsonObject).policy).toEqual({ name: 'blaze' });
  });

  it('names a key that is no side or figure, a name given twice, a policy axis beside it, and a bad policy', () => {
    expect(experimentIssues({ ...LEGEND, tactics: [{ name: 'x', outlaws: 'rusher' }] })).toEqual([
      "tactics[0].outlaws: a side or figure of the cast ('side', 'side.figure', 'a'), or * for every figure",
    ]);
    expect(experimentIssues({ ...LEGEND, tactics: ['rusher', 'rusher'] })).toEqual([
      'tactics[1]: a tactic set named as no other is ("rusher" is named twice)',
    ]);
    expect(
      experimentIssues({
        ...LEGEND,
        sweep: { 'legend.figures.hero.policy': ['rusher', 'sniper'] },
        tactics: ['rusher'],
      }),
    ).toEqual([
      'tactics: tactic sets, or the sweep axis legend.figures.hero.policy (it sets a policy too), not both',
    ]);
    expect(experimentIssues({ ...LEGEND, tactics: ['rusher', 'charge'] })[0]).toMatch(/^tactics\[1\]/);
  });
});
