import { describe, expect, it } from 'vitest';
import { fairCostPlan } from '../../src/balance/fairCost/fairCostPlan.ts';
import { checkFairCostStudy } from '../../src/balance/fairCost/readFairCostStudy.ts';
import { fairCostJobs } from '../../src/queue/FairCostJob.ts';
import { readBlockJob } from '../../src/queue/readBlockJob.ts';
import { toolVersion } from '../../src/sim/toolInfo.ts';

/** A weapons study of one band, as a study file's content: 300 trials, so blocks 0..250 and 250..300. */
const CONTENT = {
  name: 'queued',
  seed: 7,
  trials: 300,
  price: 'weapons',
  opponent: { band: 'lawmen', roster: { sheriff: 1, guard: 4 } },
  reference: 'guard',
  weapons: ['rifle'],
  bands: { outlaws: { roster: { boss: 1, bandit: 3 }, carrier: 'boss' } },
};
const study = checkFairCostStudy(CONTENT, 'queued.yaml');
const jobs = fairCostJobs(study, fairCostPlan(study), {
  study: CONTENT,
  file: 'queued.yaml',
  seed: null,
  trials: null,
  version: toolVersion(),
});
const job = jobs.jobOf({ group: 0, from: 250, to: 300 });
const refusal = (data: unknown): string => {
  const read = readBlockJob(JSON.parse(JSON.stringify(data)));
  return 'refusal' in read ? read.refusal : 'played';
};

describe('a worker reads a fair-cost job as data', () => {
  it("plays the block the run cut, with the band's cells", () => {
    const read = readBlockJob(JSON.parse(JSON.stringify(job.data)));
    expect('task' in read && [read.task.from, read.task.to, read.task.cells.map((c) => c.key)]).toEqual([
      250,
      300,
      ['base', 'reference', 'outlaws/boss:rifle'],
    ]);
    expect(job.cells).toBe(3);
  });

  it('refuses a study its reader refuses, another version or tables, a foreign block or cut', () => {
    const data = job.data as Record<string, unknown>;
    expect(refusal({ ...data, study: { ...CONTENT, price: 'horses' } })).toMatch(
      /^the job's fair-cost study is refused: .*price: characters or weapons/,
    );
    expect(refusal({ ...data, version: '9.9.9' })).toMatch(/refuses a block made by triggernometry 9\.9\.9/);
    expect(refusal({ ...data, rulesetHash: 'f'.repeat(64) })).toMatch(/ruleset hash ffffffffffff/);
    expect(refusal({ ...data, from: 0, to: 50 })).toMatch(/is not a block of its study/);
    // Another trial count cuts the study otherwise: its plan id is not the job's.
    expect(refusal({ ...data, trials: 400 })).toMatch(/cuts this study otherwise/);
    expect(refusal({ ...data, group: 'x' })).toMatch(/group is not a band index/);
  });
});
