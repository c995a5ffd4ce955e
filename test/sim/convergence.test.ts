// Convergence series: each cell's cumulative tally at the counts of a fixed grid. They must be the same bits
// however the run is cut (workers, block size, shards, interruption), and each point must be exactly the
// tally of a shorter run of the same experiment: trial t's dice depend on (seed, stream, t) alone.
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { blockCount, blockEnd, blockOrdinal } from '../../src/sim/blockBounds.ts';
import { BlockScheduler, type PlannedBlock } from '../../src/sim/BlockScheduler.ts';
import { checkExperiment } from '../../src/sim/checkExperiment.ts';
import { convergenceGrid } from '../../src/sim/convergenceGrid.ts';
import { mergeConvergence } from '../../src/sim/convergenceSeries.ts';
import { mergeShards } from '../../src/sim/mergeShards.ts';
import { planRun } from '../../src/sim/planRun.ts';
import type { Results } from '../../src/sim/Results.ts';
import { executeRun, runExperiment } from '../../src/sim/runExperiment.ts';
import { emptyGroupTally } from '../../src/sim/Tally.ts';
import { sharedPool } from './sharedPool.ts';
import { SMALL_STUDY, tempDir } from './simKit.ts';

const STUDY = { ...SMALL_STUDY, trials: 12000 };
const GRID = [1000, 2000, 5000, 10000];

/** Every cell's key and series: what must match bit for bit. */
const series = (r: Results) => r.cells.map((c) => ({ key: c.key, convergence: c.convergence }));

describe('convergenceGrid', () => {
  it('is 1, 2, 5 per decade from 1,000, below the trial limit', () => {
    expect(convergenceGrid(12000)).toEqual(GRID);
    expect(convergenceGrid(1000)).toEqual([]);
    expect(convergenceGrid(1001)).toEqual([1000]);
    expect(convergenceGrid(100000)).toEqual([1000, 2000, 5000, 10000, 20000, 50000]);
    // O(log trials): the schema's most trials, 10^10, get 21 counts.
    expect(convergenceGrid(10_000_000_000)).toHaveLength(21);
  });
});

describe('blockBounds', () => {
  it('cuts blocks at every grid count, numbers them in order and counts them', () => {
    for (const [end, size] of [
      [12000, 4096],
      [12000, 1],
      [12000, 999],
      [1000, 300],
      [5001, 5000],
    ] as const) {
      const cuts = convergenceGrid(end);
      const starts: number[] = [];
      for (let from = 0, to = 0; from < end; from = to) {
        to = blockEnd(from, end, size, cuts);
        expect(to - from).toBeGreaterThan(0);
        expect(to - from).toBeLessThanOrEqual(size);
        // No block crosses a grid count.
        expect(
          cuts.some((c) => from < c && c < to),
          `${from}..${to}`,
        ).toBe(false);
        expect(blockOrdinal(from, size, cuts)).toBe(starts.length);
        starts.push(from);
      }
      expect(blockCount(end, size, cuts)).toBe(starts.length);
      for (const c of cuts) expect(starts).toContain(c);
    }
  });

  it('the scheduler hands out no block across a grid count, for a fixed count and a precision target', () => {
    const fixed = checkExperiment(STUDY, 'x.yaml');
    const precise = checkExperiment(
      {
        ...SMALL_STUDY,
        trials: undefined,
        precision: { epsilon: 0.001, metrics: ['pAWins'], checkEvery: 1500, maxTrials: 6000 },
      },
      'x.yaml',
    );
    for (const experiment of [fixed, precise]) {
      const plan = planRun(experiment, { blockSize: 700 });
      const s = new BlockScheduler(plan);
      const blocks: PlannedBlock[] = [];
      for (let b = s.next(); b; b = s.next()) {
        blocks.push(b);
        const t = emptyGroupTally(plan.groups[b.group]!.layout);
        t.trials = b.to - b.from;
        s.complete(b, t);
      }
      expect(s.finished).toBe(true);
      for (const b of blocks) expect(plan.convergence.some((c) => b.from < c && c < b.to)).toBe(false);
    }
  });
});

describe('convergence series of a run', () => {
  const dir = tempDir();
  const reference = runExperiment(STUDY, { workers: 0 });

  it('records each cell at 1,000, 2,000, 5,000, 10,000 and its final count, ending on its tally', async () => {
    const r = await reference;
    for (const cell of r.cells) {
      expect(cell.convergence.map((p) => p.trials)).toEqual([...GRID, 12000]);
      for (const p of cell.convergence)
        for (const t of Object.values(p.metrics)) {
          expect(t.n).toBe(p.trials);
          expect(t.histogram).toBeUndefined();
        }
      const last = cell.convergence.at(-1)!;
      for (const [name, t] of Object.entries(cell.tally.metrics))
        expect(last.metrics[name]).toEqual({ n: t.n, sum: t.sum, sumSquares: t.sumSquares });
    }
  });

  it('each point is exactly the tally of a run of that many trials', async () => {
    const r = await reference;
    for (const trials of [2000, 5000]) {
      const shorter = await runExperiment({ ...STUDY, trials }, { workers: 0 });
      shorter.cells.forEach((cell, c) => {
        const point = r.cells[c]!.convergence.find((p) => p.trials === trials)!;
        for (const [name, t] of Object.entries(cell.tally.metrics))
          expect(point.metrics[name], `${cell.key} ${name} at ${trials}`).toEqual({
            n: t.n,
            sum: t.sum,
            sumSquares: t.sumSquares,
          });
      });
    }
  });

  // On the pool of two threads the files of this process share (see sharedPool).
  it('is the same on 2 worker threads and with any block size', async () => {
    const expected = series(await reference);
    for (const [workers, blockSize] of [
      [0, 4096],
      [2, 333],
      [0, 7],
      [0, 100000],
    ] as const) {
      const r = await runExperiment(
        STUDY,
        workers ? { executor: sharedPool(), blockSize } : { workers, blockSize },
      );
      expect(series(r), `${workers} workers, blocks of ${blockSize}`).toEqual(expected);
    }
  });

  it('merged shards give the whole run, series included, in any order', async () => {
    const whole = await reference;
    const dirs: string[] = [];
    for (const k of [1, 2, 3]) {
      const out = join(dir, `shard-${k}`);
      const part = await executeRun(STUDY, { workers: 0, blockSize: 700, shard: { k, n: 3 }, out });
      // A shard's series counts only its own trials, at the whole run's counts.
      expect(part.results.cells[0]!.convergence.map((p) => p.trials)).toEqual([...GRID, 12000]);
      dirs.push(out);
    }
    for (const order of [dirs, [...dirs].reverse()]) {
      const merged = mergeShards(order).results;
      expect(merged.cells).toEqual(whole.cells);
    }
  });

  it('is the same after an interrupted run is resumed', async () => {
    const out = join(dir, 'aborted');
    const stop = new AbortController();
    let blocks = 0;
    const run = executeRun(STUDY, {
      workers: 0,
      blockSize: 1500,
      out,
      signal: stop.signal,
      onProgress: () => {
        if (++blocks === 6) stop.abort();
      },
    });
    await expect(run).rejects.toMatchObject({ kind: 'interrupted' });
    const resumed = await executeRun(STUDY, { workers: 0, blockSize: 1500, out, resume: true });
    expect(resumed.results.provenance.resumed).toBe(true);
    expect(series(resumed.results)).toEqual(series(await reference));
  });

  it('keeps the digest a function of the final tallies alone', async () => {
    // The series are sums of the same trials: leaving them out of the digest keeps digests of earlier runs.
    const r = await reference;
    const stripped = r.cells.map((c) => ({ ...c, convergence: [] }));
    const { resultsDigest } = await import('../../src/sim/resultsDigest.ts');
    expect(resultsDigest(stripped, r.comparisons)).toBe(r.digest);
  });

  it('a precision target: the series stops where the cell stopped, the same for any cut of the run', async () => {
    const study = {
      ...SMALL_STUDY,
      trials: undefined,
      precision: { epsilon: 0.02, metrics: ['pAWins'], checkEvery: 1500, maxTrials: 30000 },
    };
    const a = await runExperiment(study, { workers: 0, blockSize: 128 });
    const b = await runExperiment(study, { workers: 0, blockSize: 5000 });
    expect(series(b)).toEqual(series(a));
    for (const cell of a.cells) {
      const counts = cell.convergence.map((p) => p.trials);
      expect(counts.at(-1)).toBe(cell.trials);
      expect(counts.slice(0, -1)).toEqual(convergenceGrid(30000).filter((c) => c < cell.trials));
    }
    // Deadeye's cells stop early: not every cell ran to the cap.
    expect(a.cells.some((c) => c.trials < 30000)).toBe(true);
    const parts = [1, 2].map((k) => join(dir, `precision-${k}`));
    for (const [i, out] of parts.entries())
      await executeRun(study, { workers: 0, blockSize: 300, shard: { k: i + 1, n: 2 }, out });
    expect(series(mergeShards(parts).results)).toEqual(series(a));
  });

  it('refuses to merge series of different counts', () => {
    const point = (trials: number) => ({ trials, metrics: { x: { n: trials, sum: 1, sumSquares: 1 } } });
    expect(() => mergeConvergence([point(1000)], [point(2000)], 'cell a')).toThrow(
      /cell a: convergence series at different trial counts cannot be merged/,
    );
    expect(mergeConvergence([point(1000)], [], 'cell a')).toEqual([point(1000)]);
  });
});
