import { spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { BROKEN_DIR, brokenFiles, brokenMessage } from '../sim/brokenFixtures.ts';
import { BIN, cli, cliAsync, tempDir } from '../sim/simKit.ts';

interface Summary {
  experiment: string;
  seed: number;
  digest: string;
  outputDir: string;
  cells: {
    key: string;
    params: Record<string, unknown>;
    trials: number;
    metrics: Record<string, { estimate: number; ci95: [number, number] }>;
  }[];
  comparisons: { comparison: string; variant: string; metrics: Record<string, { estimate: number }> }[];
}

const STUDY = join(BROKEN_DIR, '..', 'studies', 'two-ranges.yaml');

describe('triggernometry run', () => {
  const dir = tempDir();

  it('--json prints the summary and the run writes results.json and a tidy results.csv', () => {
    const r = cli(['run', STUDY, '--json', '--workers', '1', '--quiet'], dir);
    expect(r.stderr).toBe('');
    expect(r.status).toBe(0);
    const s = JSON.parse(r.stdout) as Summary;
    expect(s).toMatchObject({ experiment: 'two-ranges', seed: 7 });
    expect(s.digest).toMatch(/^[0-9a-f]{64}$/);
    expect(s.outputDir).toBe(join('reports', 'two-ranges', `seed-7-${s.digest.slice(0, 12)}`));
    expect(s.cells.map((c) => c.key)).toEqual(['range=3', 'range=12']);
    for (const c of s.cells) {
      expect(c.trials).toBe(2000);
      const p = c.metrics.pAWins!;
      expect(p.ci95[0]).toBeLessThanOrEqual(p.estimate);
      expect(p.ci95[1]).toBeGreaterThanOrEqual(p.estimate);
    }
    const results = JSON.parse(readFileSync(join(dir, s.outputDir, 'results.json'), 'utf8')) as {
      digest: string;
      provenance: { version: string; rulesetHash: string; workers: number; seed: number };
    };
    expect(results.digest).toBe(s.digest);
    expect(results.provenance).toMatchObject({ version: '0.1.0', workers: 1, seed: 7 });
    expect(results.provenance.rulesetHash).toMatch(/^[0-9a-f]{64}$/);
    const csv = readFileSync(join(dir, s.outputDir, 'results.csv'), 'utf8')
      .trim()
      .split('\n');
    expect(csv[0]).toBe('experiment,cell,range,metric,kind,trials,estimate,ci95_low,ci95_high');
    expect(csv).toHaveLength(1 + 2 * 2); // two cells, two metrics
    expect(readdirSync(join(dir, 'reports', 'two-ranges'))).toEqual([`seed-7-${s.digest.slice(0, 12)}`]);
    // The run recorded each cell at 1,000 and 2,000 trials, and its report charts how the estimates settled.
    const cells = (
      JSON.parse(readFileSync(join(dir, s.outputDir, 'results.json'), 'utf8')) as {
        cells: { convergence: { trials: number }[] }[];
      }
    ).cells;
    for (const c of cells) expect(c.convergence.map((p) => p.trials)).toEqual([1000, 2000]);
    // The primary metric's chart (the first metric's); PNGs only on `report --png`.
    const charts = readdirSync(join(dir, s.outputDir, 'charts'));
    expect(charts).toContain('convergence-pawins.svg');
    expect(charts.filter((f) => f.endsWith('.png'))).toEqual([]);
  });

  it('gives one digest with 1 and 2 workers and other block sizes', async () => {
    const runs = await Promise.all(
      [
        ['--workers', '1'],
        ['--workers', '2', '--block-size', '300'],
        ['--workers', '0', '--block-size', '777'],
      ].map((flags) =>
        // No reports: only the digests are compared, and each report costs a second or two of CPU.
        cliAsync(
          ['run', STUDY, '--json', '--quiet', '--no-report', '--out', join(dir, flags.join('')), ...flags],
          dir,
        ),
      ),
    );
    const digests = runs.map((r) => (JSON.parse(r.stdout) as Summary).digest);
    expect(new Set(digests).size).toBe(1);
  });

  it('stops cleanly on SIGINT after a checkpoint, and --resume ends with the uninterrupted digest', async () => {
    const args = [
      'run',
      STUDY,
      // A hundred blocks, so that the interrupt lands between the first checkpoint and the end even on a fast
      // machine, and few enough trials (a quarter of what it was) to finish in seconds on a slow one.
      '--trials',
      '100000',
      '--block-size',
      '2000',
      '--workers',
      '1',
      '--json',
      '--quiet',
      // Only digests and the checkpoint are looked at: no report, a second or two of CPU a run.
      '--no-report',
    ];
    const out = join(dir, 'interrupted');
    const child = spawn(process.execPath, [BIN, ...args, '--out', out], { cwd: dir });
    let stderr = '';
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    const exited = new Promise<number | null>((resolve) => child.on('close', resolve));
    const checkpoint = join(out, 'checkpoint.json');
    while (!existsSync(checkpoint)) await new Promise((r) => setTimeout(r, 20));
    child.kill('SIGINT');
    expect(await exited).toBe(130);
    // The run's own stop line, or on a machine too loaded to checkpoint within the grace the timer's line:
    // both name the command that resumes from the blocks checkpointed so far.
    expect(stderr).toMatch(
      /(stopped after \d+ of 200000 trial plays; .*checkpoint\.json|not stopped after 1\.5 s; quitting now; the blocks checkpointed so far are kept); continue with: triggernometry run \S+two-ranges\.yaml .*--out \S+ --workers 1 --resume$/m,
    );
    expect(existsSync(join(out, 'results.json'))).toBe(false);
    const again = cli([...args, '--out', out], dir);
    expect(again.status).toBe(2); // a checkpoint is there: say --resume or delete it
    expect(again.stderr).toMatch(/pass --resume to continue it/);
    const [resumed, whole] = await Promise.all([
      cliAsync([...args, '--out', out, '--resume'], dir),
      cliAsync([...args, '--out', join(dir, 'whole')], dir),
    ]);
    expect(resumed.status).toBe(0);
    expect((JSON.parse(resumed.stdout) as Summary).digest).toBe((JSON.parse(whole.stdout) as Summary).digest);
    expect(existsSync(checkpoint)).toBe(false);
  });

  // validate names every broken fixture's file, line and path in one run (validateCommand.test.ts), read by the
  // same loader as run's; run is held here to its own way out on one fixture of each kind of fault: a file
  // that is no YAML, a JSON one, a misspelt field, a contradiction between fields, a shootout's cast.
  it('refuses a broken fixture of each kind: one line naming the path, exit 2, nothing written', async () => {
    const files = [
      'not-yaml.txt',
      'bad-seed.json',
      'misspelt-field.yaml',
      'trials-and-precision.yaml',
      'bad-blade.yaml',
    ];
    expect(brokenFiles()).toEqual(expect.arrayContaining(files));
    for (let i = 0; i < files.length; i += 5) {
      const batch = files.slice(i, i + 5);
      const runs = await Promise.all(
        // The first with the default pool (started before the file is read, then closed), the rest without.
        batch.map((f, j) => {
          const workers = i + j === 0 ? [] : ['--workers', '0'];
          return cliAsync(['run', join(BROKEN_DIR, f), '--out', join(dir, 'broken', f), ...workers], dir);
        }),
      );
      runs.forEach((r, j) => {
        const f = batch[j]!;
        expect(r.status, f).toBe(2);
        expect(r.stdout, f).toBe('');
        expect(r.stderr.trim().split('\n'), f).toHaveLength(1);
        expect(r.stderr, f).toMatch(brokenMessage(f));
      });
    }
    expect(existsSync(join(dir, 'broken'))).toBe(false);
  });

  it.each([
    [['--shard', '4/3'], /--shard must be k\/n with 1 <= k <= n/],
    [['--workers', '-1'], /--workers must be an integer from 0 to 1024/],
    [['--trials', '0'], /--trials must be an integer from 1/],
    [['--seed', 'a b'], /--seed must be a non-negative integer or a token/],
  ])('%j: one line, exit 2, nothing written', (flags, message) => {
    const out = join(dir, 'bad-flags');
    const r = cli(['run', STUDY, '--out', out, ...flags], dir);
    expect(r.status).toBe(2);
    expect(r.stdout).toBe('');
    expect(r.stderr.trim().split('\n')).toHaveLength(1);
    expect(r.stderr).toMatch(message);
    expect(existsSync(out)).toBe(false);
  });

  it('names what it cannot find', () => {
    const r = cli(['run', 'no-such-study'], dir);
    expect(r.status).toBe(2);
    expect(r.stderr).toMatch(/no experiment file "no-such-study"/);
  });
});
