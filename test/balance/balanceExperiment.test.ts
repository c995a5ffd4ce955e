import { existsSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { BalanceDesign } from '../../src/balance/BalanceDesign.ts';
import { balanceExperiment, type BalanceRequest } from '../../src/balance/balanceExperiment.ts';
import type { BlockExecutor } from '../../src/sim/BlockExecutor.ts';
import { inlineExecutor } from '../../src/sim/inlineExecutor.ts';
import { sharedPool } from '../sim/sharedPool.ts';
import { tempDir } from '../sim/simKit.ts';
import { DEADEYE_STUDY } from './deadeyeStudy.ts';

/** The Deadeye study with 0 to 5 extra dice for the plain Gunman, under two tactic sets. */
const STUDY = {
  ...DEADEYE_STUDY,
  sweep: { 'a.extraDice': [0, 1, 2, 3, 4, 5] },
  tactics: ['deliberate', 'blaze'],
};
const DESIGN: BalanceDesign = {
  target: 0,
  precision: 0.5,
  firstTrials: 500,
  maxTrials: 32_000,
  design: 'sequential',
};
const REQUEST: BalanceRequest = { axis: 'a.extraDice', metric: 'pAWins-pBWins', design: DESIGN };

/** Plays blocks in this thread until `limit` have been played, then fails every one: a run cut short. */
function dyingAfter(limit: number): BlockExecutor {
  const inline = inlineExecutor();
  let played = 0;
  return {
    workers: 0,
    run: (task, block) => (++played > limit ? Promise.reject(new Error('killed')) : inline.run(task, block)),
    close: () => Promise.resolve(),
  };
}

describe('balanceExperiment: an experiment searched through the runner', () => {
  const dir = tempDir();
  const file = join(dir, 'study.json');
  writeFileSync(file, JSON.stringify(STUDY));

  it('finds a crossing per tactic set, the same on any number of workers, and resumes to the same result', async () => {
    const whole = await balanceExperiment(file, REQUEST);
    expect(whole.slices.map((s) => s.key)).toEqual(['tactics=deliberate', 'tactics=blaze']);
    const [deliberate, blaze] = whole.slices.map((s) => s.result);
    // A Deadeye firing deliberately is worth extra dice; blazing away he gains nothing from his skill.
    expect(deliberate!.crossing!.estimate).toBeGreaterThan(1);
    expect(blaze!.crossing!.ci95[0]).toBeLessThanOrEqual(0.5);
    for (const r of [deliberate!, blaze!]) {
      expect(r.converged).toBe(true);
      expect((r.crossing!.ci95[1] - r.crossing!.ci95[0]) / 2).toBeLessThanOrEqual(DESIGN.precision);
    }

    const pooled = await balanceExperiment(file, REQUEST, { executor: sharedPool() });
    expect(pooled.slices).toEqual(whole.slices);

    const out = join(dir, 'search');
    await expect(balanceExperiment(file, REQUEST, { executor: dyingAfter(6), out })).rejects.toThrow(
      'killed',
    );
    expect(existsSync(join(out, 'checkpoint.json'))).toBe(true);
    await expect(balanceExperiment(file, REQUEST, { out })).rejects.toThrow(/pass --resume/);
    const resumed = await balanceExperiment(file, REQUEST, { out, resume: true });
    expect(resumed.slices).toEqual(whole.slices);
    expect(resumed.provenance.resumed).toBe(true);
    expect(existsSync(join(out, 'checkpoint.json'))).toBe(false);
  });

  it('names a bad axis or metric in one line', async () => {
    await expect(balanceExperiment(file, { ...REQUEST, axis: 'range' })).rejects.toThrow(
      /^--axis: a sweep axis of .*study\.json \(a\.extraDice, tactics\), or any axis with --values \(got "range"\)$/,
    );
    await expect(balanceExperiment(file, { ...REQUEST, axis: 'tactics' })).rejects.toThrow(
      /^--axis: an axis of numbers with at least two values; tactics holds "deliberate", "blaze"$/,
    );
    await expect(balanceExperiment(file, { ...REQUEST, metric: 'wins' })).rejects.toThrow(
      /^--metric: a metric of the duel scenario: pAWins, .*, pAWins-pBWins, pBWins-pAWins \(got "wins"\)$/,
    );
  });
});
