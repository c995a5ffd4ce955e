import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEADEYE_STUDY } from '../balance/deadeyeStudy.ts';
import { cli, tempDir } from '../sim/simKit.ts';

const SEARCH = ['--axis', 'a.extraDice', '--values', '0..5', '--metric', 'pAWins-pBWins', '--target', '0'];

describe('triggernometry balance', () => {
  const dir = tempDir();
  const file = join(dir, 'study.json');
  writeFileSync(file, JSON.stringify(DEADEYE_STUDY));

  it('prints the crossing, its interval, the bracket and the trials, and writes balance.json, summary.md and its chart', () => {
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
  });

  it.each([
    [['--target', 'even'], /^triggernometry: --target must be a number from .* \(got "even"\)$/],
    [
      ['--target', '0', '--design', 'random'],
      /^triggernometry: --design must be sequential or grid \(got "random"\)$/,
    ],
    [['--target', '0', '--values', '3'], /^triggernometry: --values must be lo\.\.hi .* \(got "3"\)$/],
  ])('refuses %j in one line with exit code 2, writing nothing', (flags, message) => {
    const r = cli(['balance', file, '--axis', 'a.extraDice', '--metric', 'pAWins', ...flags], dir);
    expect(r.status).toBe(2);
    expect(r.stdout).toBe('');
    expect(r.stderr.trim().split('\n')).toHaveLength(1);
    expect(r.stderr.trim()).toMatch(message);
  });
});
