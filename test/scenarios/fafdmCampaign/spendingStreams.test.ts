import { describe, expect, it } from 'vitest';
import { deriveStreamKey } from '../../../src/dice/StreamKey.ts';
import { fafdmCampaignScenario } from '../../../src/scenarios/fafdmCampaign/fafdmCampaignScenario.ts';
import type { JsonObject } from '../../../src/scenarios/Scenario.ts';
import { checkExperiment } from '../../../src/sim/checkExperiment.ts';
import { planRun } from '../../../src/sim/planRun.ts';

const SIDES = {
  a: { band: 'lawmen', roster: { sheriff: 1, guard: 4 } },
  b: { band: 'outlaws', roster: { boss: 1, bandit: 3 } },
} satisfies JsonObject;

/** Trial 0 of a three-match campaign with side A spending by `spending`, narrated on the plan's stream. */
function story(spending: string, key: ReturnType<typeof deriveStreamKey>): string[] {
  const r = fafdmCampaignScenario.normalize({
    sides: { a: { ...SIDES.a, spending }, b: SIDES.b },
    params: { games: 3 },
  });
  if ('issues' in r) throw new Error(JSON.stringify(r.issues));
  return fafdmCampaignScenario.narrate!(r.setup, key, 0).lines;
}

describe('campaign cells that differ only by spending policy', () => {
  it('share one family of trial streams, so they see the same first-match dice', () => {
    const experiment = checkExperiment(
      {
        name: 'spending-pairs',
        seed: 5,
        scenario: 'fafdm-campaign',
        ruleset: 'fafdm',
        sides: SIDES,
        params: { games: 3 },
        sweep: { 'sides.a.spending': ['scores', 'guns', 'hires'] },
        trials: 100,
      },
      'spending-pairs.yaml',
    );
    const plan = planRun(experiment);
    // One stream group holds all three cells: trial t of each reads the same dice.
    expect(plan.groups.map((g) => g.cells.length)).toEqual([3]);
    const label = fafdmCampaignScenario.streamLabel(experiment.cells[0]!.setup);
    const key = deriveStreamKey(5, label);
    expect(plan.groups[0]!.streamKey).toEqual(key.words);
    const scores = story('scores', key);
    const guns = story('guns', key);
    const hires = story('hires', key);
    // The first match is played before any spending: line for line the same story, to its result.
    const firstMatch = (lines: string[]): string[] =>
      lines.slice(0, lines.findIndex((l) => l.startsWith('Match 1')) + 1);
    expect(firstMatch(scores).length).toBeGreaterThan(5);
    expect(firstMatch(guns)).toEqual(firstMatch(scores));
    expect(firstMatch(hires)).toEqual(firstMatch(scores));
    // After it the policies part: the Lawmen spend otherwise, so the campaigns' stories differ.
    expect(hires.length).not.toBe(scores.length);
  });
});
