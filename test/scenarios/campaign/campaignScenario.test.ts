import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { deriveStreamKey } from '../../../src/dice/StreamKey.ts';
import { RECRUIT_CHARTS } from '../../../src/rules/rwnn/experience/recruitCharts.ts';
import { campaignScenario } from '../../../src/scenarios/campaign/campaignScenario.ts';
import type { JsonObject } from '../../../src/scenarios/Scenario.ts';
import { mergeShards } from '../../../src/sim/mergeShards.ts';
import { executeRun, runExperiment } from '../../../src/sim/runExperiment.ts';
import { sharedPool } from '../../sim/sharedPool.ts';
import { tempDir } from '../../sim/simKit.ts';

const BANDS: JsonObject = {
  earps: { area: 'west', figures: { wyatt: 'shootist', virgil: 'gunman', townsman: 'citizen' } },
  clantons: { area: 'east', figures: { ike: 'shootist', billy: 'gunman', drifter: 'citizen' } },
};

function normal(setup: JsonObject): JsonObject {
  const r = campaignScenario.normalize(setup);
  if ('issues' in r) throw new Error(JSON.stringify(r.issues));
  return r.setup;
}

describe('the campaign setting', () => {
  it('is canonical: defaults filled (20 gunfights, the first man of band A followed), and normalising twice changes nothing', () => {
    const once = normal({ sides: BANDS });
    expect(once.params).toMatchObject({ games: 20, character: 'wyatt', bandCap: 8, table: 'main-street' });
    expect(normal(once)).toEqual(once);
  });

  it('names each wrong field and what belongs there', () => {
    const issues = (setup: JsonObject) => {
      const r = campaignScenario.normalize(setup);
      return 'issues' in r ? r.issues.map((i) => i.path.join('.')) : [];
    };
    expect(issues({ sides: BANDS, params: { games: 0 } })).toEqual(['params.games']);
    const r = campaignScenario.normalize({ sides: BANDS, params: { rounds: 3 } });
    expect('issues' in r && r.issues[0]!.expected).toBe(
      'not a campaign parameter; a campaign takes games, character, bandCap, recruitPolicy, table, cardCap, placement, actionSets',
    );
    expect(issues({ sides: BANDS, params: { character: 'doc' } })).toEqual(['params.character']);
    expect(issues({ sides: BANDS, options: { 'campaign.recruits': 'lots' } })).toEqual([
      'options.campaign.recruits',
    ]);
    const counted = { ...BANDS, earps: { area: 'west', figures: { deputy: { class: 'gunman', count: 2 } } } };
    expect(issues({ sides: counted })).toEqual(['sides.earps.figures.deputy.count']);
  });
});

describe('a campaign is a trial: its replay is the fast run', () => {
  const setup = normal({ sides: BANDS, params: { games: 4 } });
  const key = deriveStreamKey(7, campaignScenario.streamLabel(setup));

  it('narrates game by game, with the same values as the fast run', () => {
    const runner = campaignScenario.prepare(setup);
    const fast = new Float64Array(campaignScenario.metrics.length);
    for (const trial of [0, 1, 2]) {
      runner.play(key, trial, fast);
      const told = campaignScenario.narrate!(setup, key, trial);
      expect(Array.from(told.values)).toEqual(Array.from(fast));
      expect(told.lines.some((l) => l.startsWith('Game 1: earps: wyatt shootist'))).toBe(true);
      expect(told.lines.at(-1)).toMatch(
        /^After \d gunfights: earps won \d, clantons won \d; \d+ men alive\.$/,
      );
    }
  });

  it('under the 1996 rules (no recruits) a band wiped out ends the campaign early', () => {
    const lone = normal({
      ruleset: 'rwnn-1996',
      sides: {
        a: { area: 'west', figures: { al: 'gunman' } },
        b: { area: 'east', figures: { bo: 'gunman' } },
      },
      params: { games: 20 },
    });
    const k = deriveStreamKey(3, campaignScenario.streamLabel(lone));
    const told = campaignScenario.narrate!(lone, k, 0);
    const played = told.values[0]!;
    // Two men, one gunfight at a time: someone falls for good (dead) or the game is drawn; the campaign stops
    // as soon as a band has nobody fit to fight.
    if (played < 20)
      expect(told.lines).toContain(
        `Game ${played + 1}: a band has nobody fit to fight; the campaign is over.`,
      );
    expect(told.lines.filter((l) => l.startsWith('Game ')).length).toBeGreaterThan(0);
  });
});

describe('000 EXPERIENCE recruits, as printed', () => {
  it("each game: 1-5 a Citizen, 6 a Gunman; the gang's throw: 1-3 nobody, 4-5 a Citizen, 6 a Gunman", () => {
    expect(RECRUIT_CHARTS['each-game'].rows.map((r) => r.recruit)).toEqual([
      'citizen',
      'citizen',
      'citizen',
      'citizen',
      'citizen',
      'gunman',
    ]);
    expect(RECRUIT_CHARTS['gang-throw'].rows.map((r) => r.recruit)).toEqual([
      null,
      null,
      null,
      'citizen',
      'citizen',
      'gunman',
    ]);
  });
});

describe('campaigns through the runner keep its contracts', () => {
  const study = {
    name: 'campaign-small',
    seed: 5,
    scenario: 'campaign',
    sides: BANDS,
    params: { games: 3 },
    sweep: { 'options.campaign.recruits': ['each-game', 'none'] },
    trials: 6,
  } as const;

  it('the same digest with 0 and 2 workers, and from two shards merged', async () => {
    const whole = await runExperiment(study, { workers: 0, blockSize: 2 });
    const pooled = await runExperiment(study, { executor: sharedPool(), blockSize: 3 });
    expect(pooled.digest).toBe(whole.digest);
    const dir = tempDir();
    const parts: string[] = [];
    for (const k of [1, 2]) {
      const out = join(dir, `shard-${k}`);
      await executeRun(study, { workers: 0, blockSize: 2, shard: { k, n: 2 }, out });
      parts.push(out);
    }
    expect(mergeShards(parts).results.digest).toBe(whole.digest);
  }, 120_000);

  it('an interrupted run resumed from its checkpoint gives the same digest', async () => {
    const out = join(tempDir(), 'aborted');
    const stop = new AbortController();
    let blocks = 0;
    const run = executeRun(study, {
      workers: 0,
      blockSize: 2,
      out,
      signal: stop.signal,
      onProgress: () => {
        if (++blocks === 2) stop.abort();
      },
    });
    await expect(run).rejects.toMatchObject({ kind: 'interrupted' });
    const resumed = await executeRun(study, { workers: 0, blockSize: 2, out, resume: true });
    expect(resumed.results.provenance.resumed).toBe(true);
    expect(resumed.results.digest).toBe((await runExperiment(study, { workers: 0, blockSize: 2 })).digest);
  }, 120_000);
});
