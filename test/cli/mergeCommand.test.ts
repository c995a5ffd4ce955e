import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { cli, cliAsync, ROOT, tempDir } from '../sim/simKit.ts';

const STUDY = join(ROOT, 'test', 'fixtures', 'studies', 'two-ranges.yaml');

interface Summary {
  digest: string;
  outputDir: string;
  complete: boolean;
}

describe('triggernometry merge', () => {
  const dir = tempDir();
  const shard = (k: number, extra: readonly string[] = []) =>
    cliAsync(
      [
        'run',
        STUDY,
        '--shard',
        `${k}/3`,
        '--block-size',
        '500',
        '--workers',
        '0',
        '--quiet',
        '--json',
        '--out',
        join(dir, `shard-${k}${extra.join('')}`),
        ...extra,
      ],
      dir,
    );

  it('merges shards 1/3..3/3 into exactly what a single run gives', async () => {
    const [whole, ...parts] = await Promise.all([
      // The whole run's report is not read here (runCommand.test.ts reads one): a second or two of CPU saved.
      cliAsync(
        ['run', STUDY, '--quiet', '--json', '--workers', '1', '--no-report', '--out', join(dir, 'whole')],
        dir,
      ),
      shard(1),
      shard(2),
      shard(3),
    ]);
    for (const p of parts) expect((JSON.parse(p.stdout) as Summary).complete).toBe(false);
    const merged = cli(
      ['merge', join(dir, 'shard-3'), join(dir, 'shard-1'), join(dir, 'shard-2'), '--json'],
      dir,
    );
    expect(merged.stderr).toBe('');
    const m = JSON.parse(merged.stdout) as Summary;
    const w = JSON.parse(whole.stdout) as Summary;
    expect(m.digest).toBe(w.digest);
    expect(m.complete).toBe(true);
    // The merged run lands where the whole run would by default, named by seed and digest.
    expect(m.outputDir).toBe(join('reports', 'two-ranges', `seed-7-${w.digest.slice(0, 12)}`));
    // merge writes the merged run's report beside its results, as run does.
    expect(existsSync(join(dir, m.outputDir, 'index.html'))).toBe(true);
    const strip = (file: string): unknown =>
      Object.entries(JSON.parse(readFileSync(file, 'utf8')) as object).filter(([k]) => k !== 'provenance');
    // Convergence series included: each shard's cumulative tallies add up to the whole run's.
    expect(strip(join(dir, m.outputDir, 'results.json'))).toEqual(strip(join(dir, 'whole', 'results.json')));
    const mergedFile = JSON.parse(readFileSync(join(dir, m.outputDir, 'results.json'), 'utf8')) as {
      cells: { convergence: { trials: number }[] }[];
    };
    expect(mergedFile.cells[0]!.convergence.map((p) => p.trials)).toEqual([1000, 2000]);
    expect(readFileSync(join(dir, m.outputDir, 'results.csv'), 'utf8')).toBe(
      readFileSync(join(dir, 'whole', 'results.csv'), 'utf8'),
    );
  });

  it('refuses shards of different seeds, a missing shard and a repeated one: one line, exit 2', async () => {
    await shard(2, ['--seed', '8']);
    const cases: [string[], RegExp][] = [
      [['shard-1', 'shard-2--seed8', 'shard-3'], /are shards of different seeds \(7 and 8\)/],
      [['shard-1', 'shard-2'], /shard 3\/3 is missing: merge needs all 3/],
      [['shard-1', 'shard-1', 'shard-3'], /are both shard 1\/3/],
      [['whole'], /is a whole run, not one shard's part/],
      [['nowhere'], /holds no results\.json/],
    ];
    for (const [dirs, message] of cases) {
      const r = cli(['merge', ...dirs.map((d) => join(dir, d)), '--out', join(dir, 'refused')], dir);
      expect(r.status, dirs.join(' ')).toBe(2);
      expect(r.stdout).toBe('');
      expect(r.stderr.trim().split('\n')).toHaveLength(1);
      expect(r.stderr).toMatch(message);
    }
  });
});
