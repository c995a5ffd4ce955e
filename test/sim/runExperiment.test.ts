import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { deliberatePolicy } from '../../src/policies/duel/fixedPolicies.ts';
import { rwnnRuleset } from '../../src/rules/rwnn/ruleset/rwnnRuleset.ts';
import { NO_SKILLS } from '../../src/scenarios/duel/Duellist.ts';
import { DUEL_OUTCOME } from '../../src/scenarios/duel/DuelEngine.ts';
import { duelRules } from '../../src/scenarios/duel/DuelRules.ts';
import { runDuels } from '../../src/scenarios/duel/runDuels.ts';
import { mergeShards } from '../../src/sim/mergeShards.ts';
import { executeRun, runExperiment } from '../../src/sim/runExperiment.ts';
import { SimError } from '../../src/sim/SimError.ts';
import { sharedPool } from './sharedPool.ts';
import { SMALL_STUDY, tempDir } from './simKit.ts';

const CRASH_MODULE = pathToFileURL(join(import.meta.dirname, 'crashScenario.ts')).href;

describe('runExperiment: one digest however the run is cut', () => {
  const dir = tempDir();

  // One pool of two threads, shared with the other files of the process (see sharedPool); one worker is a
  // pool like two (the progress and crash tests below run one).
  it('the same digest in this thread and on 2 workers, and with four block sizes', async () => {
    const reference = await runExperiment(SMALL_STUDY, { workers: 0 });
    for (const [workers, blockSize] of [
      [0, 257],
      [0, 1000],
      [0, 4096],
      [2, 700],
    ] as const) {
      const r = await runExperiment(
        SMALL_STUDY,
        workers ? { executor: sharedPool(), blockSize } : { blockSize, workers },
      );
      expect(r.digest, `${workers} workers, blocks of ${blockSize}`).toBe(reference.digest);
      expect(r.cells).toEqual(reference.cells);
    }
  });

  it('shards 1/3, 2/3 and 3/3 merged give the whole run, whichever order they are merged in', async () => {
    const whole = await runExperiment(SMALL_STUDY, { workers: 0 });
    const dirs: string[] = [];
    for (const k of [1, 2, 3]) {
      const out = join(dir, `shard-${k}`);
      await executeRun(SMALL_STUDY, { workers: 0, blockSize: 500, shard: { k, n: 3 }, out });
      dirs.push(out);
    }
    for (const order of [dirs, [...dirs].reverse()]) {
      const merged = mergeShards(order).results;
      expect(merged.digest).toBe(whole.digest);
      const strip = (r: object) => Object.entries(r).filter(([k]) => k !== 'provenance');
      expect(strip(merged)).toEqual(strip(whole));
    }
  });

  it('a precision target stops each group on the same trial for any block size and shard split', async () => {
    const study = {
      ...SMALL_STUDY,
      trials: undefined,
      precision: { epsilon: 0.02, metrics: ['pAWins'], checkEvery: 500, maxTrials: 20000 },
    };
    const a = await runExperiment(study, { workers: 0, blockSize: 128 });
    const b = await runExperiment(study, { workers: 0, blockSize: 999 });
    expect(b.digest).toBe(a.digest);
    // Deadeye makes A's win rate differ from one half: the cells must not all have run to the cap.
    expect(a.cells.map((c) => c.trials).every((t) => t % 500 === 0 && t < 20000)).toBe(true);
    for (const c of a.cells)
      expect(c.metrics.pAWins!.ci95[1] - c.metrics.pAWins!.ci95[0]).toBeLessThanOrEqual(0.04);
    const parts = [1, 2].map((k) => join(dir, `precision-${k}`));
    for (const [i, out] of parts.entries())
      await executeRun(study, { workers: 0, blockSize: 300, shard: { k: i + 1, n: 2 }, out });
    expect(mergeShards(parts).results.digest).toBe(a.digest);
  });

  it('a one-cell duel gives exactly the counts of the duel command for the same seed', async () => {
    const r = await runExperiment(
      {
        name: 'one-cell',
        seed: 5,
        scenario: 'duel',
        figures: { a: 'gunman', b: 'gunman' },
        params: { range: 6 },
        trials: 4000,
      },
      { workers: 0 },
    );
    const gunman = { cls: 'gunman' as const, skills: NO_SKILLS, policy: deliberatePolicy };
    const tally = runDuels(
      {
        a: { ...gunman, name: 'A' },
        b: { ...gunman, name: 'B' },
        range: 6,
        rules: duelRules(rwnnRuleset('rwnn-extended')),
      },
      5,
      0,
      4000,
    );
    const m = r.cells[0]!.tally.metrics;
    expect(m.pAWins!.sum).toBe(tally.outcomes[DUEL_OUTCOME.aWins]);
    expect(m.pBWins!.sum).toBe(tally.outcomes[DUEL_OUTCOME.bWins]);
    expect(m.exchanges!.sum).toBe(tally.exchanges);
    expect(m.exchanges!.sumSquares).toBe(tally.exchangesSquared);
    expect(m.dice!.sum).toBe(tally.dice);
  });

  it('compared cells share streams, and the paired difference is the difference of the cells', async () => {
    const r = await runExperiment(SMALL_STUDY, { workers: 0 });
    expect(new Set(r.cells.map((c) => c.stream)).size).toBe(2); // one stream per range
    expect(r.comparisons).toHaveLength(2);
    for (const c of r.comparisons) {
      const b = r.cells.find((x) => x.key === c.baseline)!;
      const v = r.cells.find((x) => x.key === c.variant)!;
      expect(b.stream).toBe(v.stream);
      expect(c.tally.differences.pAWins!.sum).toBe(v.tally.metrics.pAWins!.sum - b.tally.metrics.pAWins!.sum);
      // Shared dice: the paired interval is narrower than the independent one would be.
      const paired = c.metrics.pAWins!.difference;
      const independent =
        Math.hypot(
          b.metrics.pAWins!.ci95[1] - b.metrics.pAWins!.ci95[0],
          v.metrics.pAWins!.ci95[1] - v.metrics.pAWins!.ci95[0],
        ) / 2;
      expect((paired.ci95[1] - paired.ci95[0]) / 2).toBeLessThan(independent);
    }
  });
});

describe('runExperiment: failures', () => {
  const dir = tempDir();
  const crashStudy = (crash: Record<string, unknown>) => ({
    name: 'crash-study',
    seed: 3,
    scenario: 'test-crash',
    params: { crashAt: 1234, ...crash },
    trials: 4000,
  });

  it('a block whose worker crashes once is retried, and the run ends as if it had not crashed', async () => {
    const marker = join(dir, 'crashed-once');
    const clean = await runExperiment(crashStudy({ crashAt: -1, marker }), {
      workers: 0,
      scenarioModules: [CRASH_MODULE],
    });
    const r = await runExperiment(crashStudy({ once: true, mode: 'exit', marker }), {
      workers: 1,
      blockSize: 1000,
      scenarioModules: [CRASH_MODULE],
    });
    expect(existsSync(marker)).toBe(true);
    expect(r.cells[0]!.tally).toEqual(clean.cells[0]!.tally);
  });

  it('a block that fails twice stops the run with the block, cell, seed and trial, and writes no results', async () => {
    const out = join(dir, 'failed');
    const run = executeRun(crashStudy({}), {
      workers: 1,
      blockSize: 1000,
      out,
      scenarioModules: [CRASH_MODULE],
    });
    await expect(run).rejects.toThrow(SimError);
    await run.catch((e: SimError) => {
      expect(e.kind).toBe('block-failed');
      expect(e.exitCode).toBe(1);
      expect(e.message).toMatch(/trials 1000\.\.1999 of cell "base", seed 3, failed twice; trial 1234 threw/);
    });
    expect(existsSync(join(out, 'results.json'))).toBe(false);
    expect(existsSync(join(out, 'results.csv'))).toBe(false);
    // The blocks that did finish are kept for a --resume.
    expect(JSON.parse(readFileSync(join(out, 'checkpoint.json'), 'utf8'))).toMatchObject({
      experiment: 'crash-study',
    });
  });

  it('an aborted run rejects as interrupted and keeps its checkpoint; resuming gives the same digest', async () => {
    const out = join(dir, 'aborted');
    const stop = new AbortController();
    let blocks = 0;
    const study = { ...SMALL_STUDY, trials: 20000 };
    const run = executeRun(study, {
      workers: 0,
      blockSize: 1000,
      out,
      signal: stop.signal,
      onProgress: () => {
        if (++blocks === 5) stop.abort();
      },
    });
    await expect(run).rejects.toMatchObject({ kind: 'interrupted' });
    expect(existsSync(join(out, 'checkpoint.json'))).toBe(true);
    const resumed = await executeRun(study, { workers: 0, blockSize: 1000, out, resume: true });
    const whole = await runExperiment(study, { workers: 0 });
    expect(resumed.results.digest).toBe(whole.digest);
    expect(resumed.results.provenance.resumed).toBe(true);
    expect(existsSync(join(out, 'checkpoint.json'))).toBe(false);
  });
});

describe('runExperiment: progress inside a block', () => {
  const dir = tempDir();
  // One block per group, long enough for a few progress ticks on any machine (it is the count of ticks
  // between a block's start and end that the test needs, not any speed).
  const study = { ...SMALL_STUDY, trials: 40000, sweep: { range: [6] }, comparisons: [] };

  it.each([0, 1])(
    'with %i workers the count moves before the block ends, and the results do not change',
    async (workers) => {
      const seen: number[] = [];
      const r = await runExperiment(study, {
        workers,
        blockSize: 40000,
        progressEveryMs: 1,
        onProgress: (done) => seen.push(done),
      });
      expect(seen.some((d) => d > 0 && d < 40000)).toBe(true);
      expect(seen.at(-1)).toBe(40000);
      expect(r.digest).toBe((await runExperiment(study, { workers: 0, blockSize: 1000 })).digest);
    },
  );

  it('with 0 workers a stop inside the block is heard before the block ends, and the block is dropped', async () => {
    const stop = new AbortController();
    let inside = -1;
    const run = executeRun(
      { ...study, trials: 4_000_000 },
      {
        workers: 0,
        blockSize: 4_000_000,
        progressEveryMs: 1,
        out: join(dir, 'stopped-inside'),
        signal: stop.signal,
        onProgress: (done) => {
          if (done > 0 && inside < 0) {
            inside = done;
            stop.abort();
          }
        },
      },
    );
    await expect(run).rejects.toMatchObject({
      kind: 'interrupted',
      message: /^stopped after 0 of 4000000 trial plays/,
    });
    expect(inside).toBeGreaterThan(0);
    expect(inside).toBeLessThan(4_000_000);
  });
});
