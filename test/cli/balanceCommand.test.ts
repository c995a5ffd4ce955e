import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEADEYE_STUDY } from '../balance/deadeyeStudy.ts';
import { cli, tempDir } from '../sim/simKit.ts';

const SEARCH = ['--axis', 'a.extraDice', '--values', '0..5', '--metric', 'pAWins-pBWins', '--target', '0'];

describe('triggernometry balance', () => {
  const dir = tempDir();
  const file = join(dir, 'study.json');
  writeFileSync(file, JSON.stringify(DEADEYE_STUDY));

  it('prints the crossing, its interval, the bracket and the trials, and writes balance.json and its report (summary.md, index.html, chart)', () => {
    const out = join(dir, 'out');
    const r = cli(
      [
        'balance',
        file,
        ...SEARCH,
        '--precision',
        '0.5',
        '--first-trials',
        '500',
        '--max-trials',
        '16000',
      ].concat(['--workers', '0', '--out', out, '--json', '--quiet']),
      dir,
    );
    expect(r.stderr).toBe('');
    expect(r.status).toBe(0);
    const json = JSON.parse(r.stdout) as {
      crossing: { estimate: number; ci95: [number, number] };
      bracket: [number, number];
      trials: number;
    };
    const [lo, hi] = json.crossing.ci95;
    expect(lo).toBeLessThanOrEqual(json.crossing.estimate);
    expect(hi).toBeGreaterThanOrEqual(json.crossing.estimate);
    expect(hi - lo).toBeLessThanOrEqual(1);
    expect(json.bracket[1] - json.bracket[0]).toBe(1);
    expect(json.crossing.estimate).toBeGreaterThan(json.bracket[0] - 0.5);
    expect(json.trials).toBeGreaterThan(0);
    expect(existsSync(join(out, 'balance.json'))).toBe(true);
    expect(readFileSync(join(out, 'charts', 'crossing.svg'), 'utf8')).toMatch(/^<svg /);
    expect(readFileSync(join(out, 'summary.md'), 'utf8')).toMatch(
      /pAWins-pBWins crosses 0 at a\.extraDice = [\d.]+ \(95% CI [\d.]+ to [\d.]+\), between \d and \d/,
    );
    const html = readFileSync(join(out, 'index.html'), 'utf8');
    const fmt = (x: number): string => (Number.isInteger(x) ? String(x) : x.toFixed(2));
    expect(html).toContain(
      `pAWins-pBWins crosses 0 at a.extraDice = ${fmt(json.crossing.estimate)} (95% CI ${fmt(lo)} to ${fmt(hi)}), between ${json.bracket[0]} and ${json.bracket[1]}`,
    );
    expect(html).toContain('<div class="chart" id="chart-crossing"');

    // `report <dir>` knows a balance folder by its balance.json and rebuilds the same report from it.
    const rebuilt = join(dir, 'rebuilt');
    const again = cli(['report', out, '--out', rebuilt, '--quiet'], dir);
    expect(again.stderr).toBe('');
    expect(again.status).toBe(0);
    for (const f of ['index.html', 'summary.md', 'charts/crossing.svg'])
      expect(readFileSync(join(rebuilt, f), 'utf8')).toBe(readFileSync(join(out, f), 'utf8'));
  });

  it('report <dir> refuses a broken balance.json in one line naming the field, with exit code 2', () => {
    const broken = join(dir, 'broken');
    mkdirSync(broken);
    writeFileSync(join(broken, 'balance.json'), JSON.stringify({ format: 'triggernometry/balance@1' }));
    const r = cli(['report', broken], dir);
    expect(r.status).toBe(2);
    expect(r.stdout).toBe('');
    expect(r.stderr.trim()).toBe(
      `triggernometry: ${join(broken, 'balance.json')}: experiment must be a string`,
    );
    expect(existsSync(join(broken, 'index.html'))).toBe(false);
  });

  it.each([
    [['--target', 'even'], /^triggernometry: --target must be a number from .* \(got "even"\)$/],
    [
      ['--target', '0', '--design', 'random'],
      /^triggernometry: --design must be sequential or grid \(got "random"\)$/,
    ],
    [['--target', '0', '--values', '3'], /^triggernometry: --values must be lo\.\.hi .* \(got "3"\)$/],
    [
      ['--target', '0', '--shard', '1/2'],
      /^triggernometry: --shard is not supported by balance: the search is sequential \(each step waits on the last\); use --workers$/,
    ],
    [
      ['--target', '0', '--queue', 'redis://127.0.0.1:6379'],
      /^triggernometry: --queue is not supported by balance: the search is sequential/,
    ],
  ])('refuses %j in one line with exit code 2, writing nothing', (flags, message) => {
    const r = cli(['balance', file, '--axis', 'a.extraDice', '--metric', 'pAWins', ...flags], dir);
    expect(r.status).toBe(2);
    expect(r.stdout).toBe('');
    expect(r.stderr.trim().split('\n')).toHaveLength(1);
    expect(r.stderr.trim()).toMatch(message);
  });
});
