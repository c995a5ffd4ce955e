import { describe, expect, it } from 'vitest';
import { benchSlowdown } from '../../bench/benchSlowdown.ts';
import { parseBenchArgs } from '../../bench/parseBenchArgs.ts';
import { UsageError } from '../../src/cli/UsageError.ts';

describe('parseBenchArgs', () => {
  it('reads the defaults: every group, 5 runs, a 20% threshold, bench/ for the files', () => {
    const o = parseBenchArgs([]);
    expect(o.groups).toEqual([
      'dice',
      'duel',
      'shootout',
      'fafdm',
      'stampede',
      'odds',
      'runner',
      'memory',
      'page',
      'queue',
    ]);
    expect([o.runs, o.threshold, o.check, o.updateBaseline, o.quick]).toEqual([5, 0.2, false, false, false]);
    expect(o.baseline).toMatch(/bench[/\\]baseline\.json$/);
  });

  it('reads --only in the suite order, --threshold as a percentage, --runs', () => {
    const o = parseBenchArgs(['--only', 'memory,duel', '--check', '--threshold', '35%', '--runs', '7']);
    expect([o.groups, o.threshold, o.runs]).toEqual([['duel', 'memory'], 0.35, 7]);
  });

  it.each([
    [
      ['--threshold', 'lots', '--check'],
      /--threshold must be a percentage above 0 and below 1000, e\.g\. 20 \(got "lots"\)/,
    ],
    [['--threshold', '10'], /--threshold applies only with --check/],
    [
      ['--only', 'duel,shootouts'],
      /--only must name groups among dice, duel, shootout, fafdm, stampede, odds, runner, memory/,
    ],
    [['--only', ''], /--only must name groups/],
    [['--runs', '2'], /--runs must be an integer from 5 to 1000 \(got "2"\)/],
    [['--check', '--update-baseline'], /--check and --update-baseline exclude each other/],
    [['--update-baseline', '--quick'], /--update-baseline needs full-size runs: drop --quick/],
    [['--fast'], /unknown flag or argument: fast/],
    [['extra'], /unknown flag or argument: extra/],
  ])('%j is a usage error naming the flag', (args, message) => {
    expect(() => parseBenchArgs(args)).toThrow(UsageError);
    expect(() => parseBenchArgs(args)).toThrow(message);
  });
});

describe('benchSlowdown', () => {
  it('is 1 unless the variable asks for more, and must be a whole factor', () => {
    expect(benchSlowdown({})).toBe(1);
    expect(benchSlowdown({ TRIGGERNOMETRY_BENCH_SLOWDOWN: '5' })).toBe(5);
    expect(() => benchSlowdown({ TRIGGERNOMETRY_BENCH_SLOWDOWN: '0.5' })).toThrow(/integer from 1 to 100/);
  });
});
