import { describe, expect, it } from 'vitest';
import { blockJobOf } from '../../src/queue/blockJobOf.ts';
import { readBlockJob } from '../../src/queue/readBlockJob.ts';
import { parseRedisUrl } from '../../src/queue/RedisTarget.ts';
import { checkExperiment } from '../../src/sim/checkExperiment.ts';
import { planRun } from '../../src/sim/planRun.ts';
import { rulesetHash } from '../../src/sim/rulesetHash.ts';
import { toolVersion } from '../../src/sim/toolInfo.ts';
import { SMALL_STUDY } from '../sim/simKit.ts';

const experiment = checkExperiment(SMALL_STUDY, '<test>');
const plan = planRun(experiment, { blockSize: 375 });
const identity = {
  experiment: SMALL_STUDY as unknown,
  trials: null,
  blockSize: 375,
  version: toolVersion(),
  rulesetHash: rulesetHash(experiment),
};
const job = blockJobOf(plan, identity, { group: 1, from: 375, to: 750 });
const refusal = (data: unknown): string => {
  const read = readBlockJob(JSON.parse(JSON.stringify(data)));
  return 'refusal' in read ? read.refusal : 'played';
};

describe('a worker reads a job as data', () => {
  it('plays a job of its own version as the run planned it', () => {
    const read = readBlockJob(JSON.parse(JSON.stringify(job)));
    expect('task' in read && [read.task.from, read.task.to, read.task.cells.map((c) => c.key)]).toEqual([
      375,
      750,
      ['a.skills=none;range=12', 'a.skills=deadeye;range=12'],
    ]);
  });

  it('refuses an experiment the experiment schema refuses, naming the field', () => {
    const bad = { ...job, experiment: { ...SMALL_STUDY, trials: 'many' } };
    expect(refusal(bad)).toMatch(/^the job's experiment is refused: <queued experiment>: trials/);
  });

  it('refuses another version, another ruleset hash, a foreign block or shape', () => {
    expect(refusal({ ...job, version: '9.9.9' })).toMatch(/refuses a block made by triggernometry 9\.9\.9/);
    expect(refusal({ ...job, rulesetHash: 'f'.repeat(64) })).toMatch(/ruleset hash ffffffffffff/);
    expect(refusal({ ...job, group: 7 })).toMatch(/is not a block of its plan/);
    expect(refusal({ ...job, to: 3001 })).toMatch(/is not a block of its plan/);
    expect(refusal({ ...job, from: 'x' })).toMatch(/from\.\.to is not a trial range/);
    expect(refusal({ ...job, format: 'code' })).toMatch(/its format is not triggernometry\/block-job@1/);
    expect(refusal('module.exports = 1')).toBe('the job is not a triggernometry block');
  });
});

describe('--queue URLs', () => {
  it('reads host, port, database, user and TLS, and never shows the password', () => {
    expect(parseRedisUrl('rediss://ops:s3cret@redis.example:6380/2')).toEqual({
      host: 'redis.example',
      port: 6380,
      db: 2,
      username: 'ops',
      password: 's3cret',
      tls: true,
      shown: 'rediss://ops@redis.example:6380/2',
    });
    expect(() => parseRedisUrl('http://ops:s3cret@h:1')).toThrow(
      /got "http:\/\/ops:\*\*\*@h:1": the scheme is http:/,
    );
  });
});
