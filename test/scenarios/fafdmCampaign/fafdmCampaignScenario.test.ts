import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { deriveStreamKey } from '../../../src/dice/StreamKey.ts';
import { fafdmCampaignScenario } from '../../../src/scenarios/fafdmCampaign/fafdmCampaignScenario.ts';
import type { JsonObject } from '../../../src/scenarios/Scenario.ts';
import { executeRun, runExperiment } from '../../../src/sim/runExperiment.ts';
import { sharedPool } from '../../sim/sharedPool.ts';
import { tempDir } from '../../sim/simKit.ts';

const SIDES = {
  a: { band: 'lawmen', roster: { sheriff: 1, guard: 4 } },
  b: { band: 'outlaws', roster: { boss: 1, bandit: 3 } },
} satisfies JsonObject;

function normal(setup: JsonObject): JsonObject {
  const r = fafdmCampaignScenario.normalize(setup);
  if ('issues' in r) throw new Error(JSON.stringify(r.issues));
  return r.setup;
}

describe('the fafdm-campaign setting', () => {
  it('is canonical: 20 matches by default, and normalising twice changes nothing', () => {
    const once = normal({ sides: SIDES });
    expect((once.params as JsonObject).games).toBe(20);
    expect(normal(once)).toEqual(once);
  });

  it('names each wrong field and what belongs there', () => {
    const issues = (setup: JsonObject): string[] => {
      const r = fafdmCampaignScenario.normalize(setup);
      return 'issues' in r ? r.issues.map((i) => `${i.path.join('.')}: ${i.expected}`) : [];
    };
    expect(issues({ sides: SIDES, params: { games: 0 } })).toEqual([
      'params.games: an integer from 1 to 100 (got 0)',
    ]);
    expect(issues({ sides: SIDES, options: { 'fafdmCampaign.winDollars': '7' } })[0]).toMatch(
      /^options\.fafdmCampaign\.winDollars: /,
    );
    expect(issues({ sides: { ...SIDES, b: { band: 'outlaws', roster: { boss: 2 } } } })[0]).toMatch(
      /leaders/,
    );
    expect(issues({ sides: SIDES, params: { matches: ['bank'] } })[0]).toMatch(
      /^params\.matches: a list of matches among skirmish, fafdm-bank-robbery, .*\(got \["bank"\]\)$/,
    );
    expect(issues({ sides: { ...SIDES, a: { ...SIDES.a, spending: 'gold' } } })).toEqual([
      'sides.a.spending: a spending policy: scores, skills, guns, hires (got "gold")',
    ]);
  });

  it('plays the scenarios it names in turn (10.1, 10.3, 10.5), each band spending as its policy says', () => {
    const setup = normal({
      sides: { a: { ...SIDES.a, spending: 'guns' }, b: SIDES.b },
      params: { games: 4, matches: ['fafdm-bank-robbery', 'fafdm-town-duel', 'fafdm-witness'] },
    });
    expect(fafdmCampaignScenario.describe(setup)).toBe(
      'FAFDM campaign of 4 matches (fafdm-bank-robbery, fafdm-town-duel, fafdm-witness): A lawmen (advance-and-fire; spends on guns) against B outlaws (advance-and-fire; spends on scores)',
    );
    const { lines } = fafdmCampaignScenario.narrate!(setup, deriveStreamKey(3, 'fafdm-campaign-narrate'), 0);
    expect(lines.filter((l) => /^Match \d+/.test(l)).map((l) => l.replace(/:.*/, ''))).toEqual([
      'Match 1 (10.1 BANK ROBBERY)',
      'Match 2 (10.3 DUEL)',
      'Match 3 (10.5 THE WITNESS)',
      'Match 4 (10.1 BANK ROBBERY)',
    ]);
  });

  it('narrates match by match, with the same values as the fast run', () => {
    const setup = normal({ sides: SIDES, params: { games: 4 } });
    const key = deriveStreamKey(3, 'fafdm-campaign-narrate');
    const { lines, values } = fafdmCampaignScenario.narrate!(setup, key, 0);
    const fast = new Float64Array(values.length);
    fafdmCampaignScenario.prepare(setup).play(key, 0, fast);
    expect([...fast]).toEqual([...values]);
    expect(lines.filter((l) => /^Match \d+: /.test(l))).toHaveLength(values[2]!);
    // Matches won and drawn add up to the matches played.
    expect(values[0]! + values[1]!).toBeLessThanOrEqual(values[2]!);
  });
});

describe('FAFDM campaigns through the runner keep its contracts', () => {
  const study = {
    name: 'fafdm-campaign-small',
    seed: 5,
    scenario: 'fafdm-campaign',
    sides: { a: { ...SIDES.a, spending: 'skills' }, b: SIDES.b },
    params: { games: 20, matches: ['skirmish', 'fafdm-town-duel'] },
    trials: 4,
  } as const;

  it('the same digest with 0 and 2 workers, and after an interrupted run is resumed', async () => {
    const whole = await runExperiment(study, { workers: 0, blockSize: 1 });
    const pooled = await runExperiment(study, { executor: sharedPool(), blockSize: 3 });
    expect(pooled.digest).toBe(whole.digest);
    const out = join(tempDir(), 'aborted');
    const stop = new AbortController();
    let blocks = 0;
    const run = executeRun(study, {
      workers: 0,
      blockSize: 1,
      out,
      signal: stop.signal,
      onProgress: () => {
        if (++blocks === 2) stop.abort();
      },
    });
    await expect(run).rejects.toMatchObject({ kind: 'interrupted' });
    const resumed = await executeRun(study, { workers: 0, blockSize: 1, out, resume: true });
    expect(resumed.results.provenance.resumed).toBe(true);
    expect(resumed.results.digest).toBe(whole.digest);
  }, 120_000);
});
