import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { driftResults } from '../../src/drift/driftResults.ts';
import type { DriftReport } from '../../src/drift/DriftReport.ts';
import type { Results } from '../../src/sim/Results.ts';
import { runExperiment } from '../../src/sim/runExperiment.ts';
import { writeResults } from '../../src/sim/writeResults.ts';
import { expectUsageError, runCli } from '../cli/runCli.ts';
import { PISTOL_BLAZE_TWO, PISTOL_STUDY } from './driftKit.ts';

const dir = mkdtempSync(join(tmpdir(), 'triggernometry-drift-'));
type RunName = 'reference' | 'sameSeed' | 'otherSeed' | 'changed';
const made = new Map<RunName, Results>();
/** One of the runs made before the tests. */
function run(name: RunName): Results {
  const r = made.get(name);
  if (!r) throw new Error(`the run ${name} was not made`);
  return r;
}

beforeAll(async () => {
  // In this order: the changed rule last, since a thread that loaded it keeps it. The unchanged runs play in
  // this thread; the changed one in a worker of its own, which loads the change before its first trial.
  made.set('reference', await runExperiment(PISTOL_STUDY, { workers: 0 }));
  made.set('sameSeed', await runExperiment(PISTOL_STUDY, { workers: 0 }));
  made.set('otherSeed', await runExperiment(PISTOL_STUDY, { workers: 0, seed: 8 }));
  made.set('changed', await runExperiment(PISTOL_STUDY, { workers: 1, scenarioModules: [PISTOL_BLAZE_TWO] }));
  for (const [name, r] of made) writeResults(join(dir, name), r);
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const drifted = (r: DriftReport): string[] =>
  r.rows.filter((row) => row.drifted).map((row) => `${row.cell} ${row.metric}`);

describe('drift against a reference run of the same experiment', () => {
  it('passes the unchanged rules at the same seed: the same digest, every difference 0', () => {
    const r = driftResults(run('sameSeed'), run('reference'));
    expect(r.sampling).toBe('identical');
    expect(r.rulesetChanged).toBe(false);
    expect(r.rows).toHaveLength(14);
    expect(r.rows.every((row) => row.difference === 0 && row.pHolm === 1)).toBe(true);
    expect(r.drifted).toBe(0);
  });

  it('passes the unchanged rules at another seed: independent samples, nothing significant and large', () => {
    const r = driftResults(run('otherSeed'), run('reference'));
    expect(r.sampling).toBe('independent');
    expect(r.rulesetChanged).toBe(false);
    expect(r.rows.some((row) => row.difference !== 0)).toBe(true);
    expect(drifted(r)).toEqual([]);
  });

  it("flags the pistol's blazing bonus cut from +3 to +2, and says the rules changed", () => {
    const r = driftResults(run('changed'), run('reference'));
    expect(r.rulesetChanged).toBe(true);
    expect(r.sampling).toBe('same-seed');
    const names = drifted(r);
    expect(names).toEqual(
      expect.arrayContaining(['range=18 pAWins', 'range=18 pBWins', 'range=18 exchanges']),
    );
    const a18 = r.rows.find((row) => row.cell === 'range=18' && row.metric === 'pAWins');
    // A blazes with a die fewer: he wins less often, and the 95% interval excludes no change.
    expect(a18?.difference).toBeLessThan(-0.01);
    expect(a18?.interval[1]).toBeLessThan(0);
  });

  it('keeps a significant difference within tolerance from counting as drift', () => {
    const loose = driftResults(run('changed'), run('reference'), {
      tolerance: { proportionPoints: 50, meanPercent: 500 },
    });
    expect(loose.drifted).toBe(0);
    expect(loose.rows.some((row) => row.significant)).toBe(true);
  });
});

describe('triggernometry drift', () => {
  it('exits 1 on the changed rule, printing the table, the drift and the ruleset change', () => {
    const r = runCli(['drift', join(dir, 'changed'), '--against', join(dir, 'reference', 'results.json')]);
    expect(r.status, r.stderr).toBe(1);
    expect(r.stdout).toMatch(/ruleset: CHANGED: the reference was made under ruleset hash [0-9a-f]{12}/);
    expect(r.stdout).toMatch(/regenerate the references on purpose \(npm run references\)/);
    expect(r.stdout).toMatch(/range=18 +pAWins +75\.\d\d% +\d\d\.\d\d% +-\d\.\d\d pp \[/);
    expect(r.stdout).toMatch(/tolerance: proportions 1 percentage point, means 2% of the reference mean/);
    expect(r.stdout).toMatch(
      /^DRIFT: \d+ of 14 differences are significant after Holm and beyond tolerance/m,
    );
  });

  it('exits 0 on the unchanged rules at another seed, and reports as JSON', () => {
    const r = runCli(['drift', join(dir, 'otherSeed'), '--against', join(dir, 'reference'), '--json']);
    expect(r.status, r.stderr).toBe(0);
    const report = JSON.parse(r.stdout) as DriftReport;
    expect([report.drifted, report.rows.length, report.sampling]).toEqual([0, 14, 'independent']);
    expect(report.tolerance).toEqual({ proportionPoints: 1, meanPercent: 2 });
  });

  it('refuses runs of different experiments with exit 2', () => {
    const other = JSON.parse(readFileSync(join(dir, 'reference', 'results.json'), 'utf8')) as Results;
    writeFileSync(join(dir, 'fewer.json'), JSON.stringify({ ...other, cells: other.cells.slice(0, 1) }));
    expectUsageError(
      ['drift', join(dir, 'otherSeed'), '--against', join(dir, 'fewer.json')],
      /the experiments differ in their cells \(only in the run: "range=18"\)/,
    );
  });

  it.each([
    [
      ['--tolerance', 'wide'],
      /--tolerance must be a number of percentage points from 0 to 100 \(got "wide"\)/,
    ],
    [['--mean-tolerance', '-3'], /--mean-tolerance must be a number of percent/],
    [['--alpha', '1'], /--alpha must lie strictly between 0 and 1/],
  ])('%j is a usage error', (flags, message) => {
    expectUsageError(
      ['drift', join(dir, 'otherSeed'), '--against', join(dir, 'reference'), ...flags],
      message,
    );
  });

  it('needs --against and a run folder', () => {
    expectUsageError(['drift', join(dir, 'otherSeed')], /against/);
    expectUsageError(
      ['drift', join(dir, 'nowhere'), '--against', join(dir, 'reference')],
      /<run-dir> must be/,
    );
  });
});
