import { describe, expect, it } from 'vitest';
import { expectUsageError, runCli } from './runCli.ts';

describe('triggernometry duel', () => {
  it('--json gives each estimate with its 95% interval, the seed and the trials', () => {
    const r = runCli(['duel', '--range', '6', '--trials', '20000', '--seed', '1', '--json']);
    expect(r.status).toBe(0);
    const out = JSON.parse(r.stdout) as Record<string, { estimate: number; ci95: [number, number] }> & {
      seed: number;
      trials: number;
    };
    for (const k of ['pAWins', 'pBWins', 'pBothDown', 'pUnresolved', 'meanExchanges']) {
      expect(out[k]!.ci95[0]).toBeLessThanOrEqual(out[k]!.estimate);
      expect(out[k]!.ci95[1]).toBeGreaterThanOrEqual(out[k]!.estimate);
    }
    const sum = ['pAWins', 'pBWins', 'pBothDown', 'pUnresolved'].reduce((s, k) => s + out[k]!.estimate, 0);
    expect(sum).toBeCloseTo(1, 12);
    expect(out.seed).toBe(1);
    expect(out.trials).toBe(20000);
  });

  it('--narrate --trial K tells trial K, ending as the fast run of that single trial ends', () => {
    const story = runCli([
      'duel',
      '--range',
      '6',
      '--seed',
      '9',
      '--trials',
      '100',
      '--narrate',
      '--trial',
      '17',
    ]);
    expect(story.status).toBe(0);
    expect(story.stdout).toMatch(/^Trial 17 of seed 9/);
    const last = story.stdout.trim().split('\n').at(-1)!;
    expect(last).toMatch(/wins the duel|Both duellists are down|unresolved/);
  });

  it.each([
    [['duel', '--range', '19', '--seed', '1'], /--range must be an integer from 1 to 18/],
    [['duel', '--range', '6'], /--seed is required/],
    [
      ['duel', '--range', '6', '--seed', '1', '--a', 'legend,skills=flying'],
      /--a "legend,skills=flying": skill "flying"/,
    ],
    [
      ['duel', '--range', '6', '--seed', '1', '--option', 'duel.fireHeadWound=twice'],
      /--option duel.fireHeadWound must be one of once, per-wound/,
    ],
    [['duel', '--range', '6', '--seed', '1', '--ruleset', 'rwnn-2000'], /--ruleset must be one of/],
  ])('%j: one line, exit 2, nothing on stdout', (args, message) => expectUsageError(args, message));
});
