import { describe, expect, it } from 'vitest';
import { expectUsageError, runCli } from './runCli.ts';

describe('triggernometry odds', () => {
  it('--json gives every value as { p, exact }, distributions as arrays of them', () => {
    const r = runCli(['odds', 'blaze', '--dice', '6', '--cap', '3', '--json']);
    expect(r.status).toBe(0);
    const out = JSON.parse(r.stdout) as Record<
      string,
      { p: number; exact: string }[] & { p: number; exact: string }
    >;
    for (const key of ['pAnyHit', 'expectedHits', 'pOk', 'pOutOfAmmo', 'pJammed']) {
      const [n, d] = out[key]!.exact.split('/').map(Number);
      expect(out[key]!.p).toBeCloseTo(n! / d!, 15);
    }
    expect(out.hits).toHaveLength(4);
    // 1081/7776: the jam probability of 6 dice, the same fraction the exact tests derive from the rule.
    expect(out.pJammed!.exact).toBe('1081/7776');
  });

  it('--simulate adds an estimate, its 95% and 99.9% intervals and whether the exact value is inside the 99.9% one', () => {
    const r = runCli([
      'odds',
      'fast-draw',
      '--a',
      '4',
      '--b',
      '6',
      '--simulate',
      '20000',
      '--seed',
      '3',
      '--json',
    ]);
    expect(r.status).toBe(0);
    const out = JSON.parse(r.stdout) as Record<
      string,
      {
        p: number;
        simulated: {
          estimate: number;
          ci95: [number, number];
          ci999: [number, number];
          exactInside: boolean;
        };
      }
    >;
    const a = out.pAFirst!.simulated;
    expect(a.ci95[0]).toBeLessThanOrEqual(a.estimate);
    expect(a.ci95[1]).toBeGreaterThanOrEqual(a.estimate);
    expect(a.exactInside).toBe(out.pAFirst!.p >= a.ci999[0] && out.pAFirst!.p <= a.ci999[1]);
    expect(a.ci999[0]).toBeLessThan(a.ci95[0]);
    expect(a.ci999[1]).toBeGreaterThan(a.ci95[1]);
    expect(out.simulation).toEqual({ trials: 20000, seed: 3, level: 0.95, checkLevel: 0.999 });
  });

  it('stampede-trigger --json: pStampede exactly 1/2 at 9", 0 at 13"', () => {
    const at = (distance: string) => {
      const r = runCli(['odds', 'stampede-trigger', '--distance', distance, '--json']);
      expect(r.status).toBe(0);
      return (JSON.parse(r.stdout) as { pStampede: { p: number; exact: string } }).pStampede;
    };
    expect(at('9')).toEqual({ p: 0.5, exact: '1/2' });
    expect(at('13')).toEqual({ p: 0, exact: '0/1' });
  });

  it('horse-move --rider inept --json: the distance by inch and the three stop readings, each { p, exact }', () => {
    const r = runCli(['odds', 'horse-move', '--rider', 'inept', '--json']);
    expect(r.status).toBe(0);
    const out = JSON.parse(r.stdout) as Record<
      string,
      { p: number; exact: string }[] & { p: number; exact: string }
    >;
    // 000 HORSES, MOVEMENT: two dice multiplied; 12 inches on 2x6, 3x4, 4x3, 6x2.
    expect(out.distance).toHaveLength(37);
    expect(out.distance![12]).toEqual({ p: 1 / 9, exact: '1/9' });
    expect([out.pStops!.exact, out.pCannotStop!.exact, out.pHalfThenStops!.exact]).toEqual([
      '1/4',
      '1/4',
      '1/2',
    ]);
  });

  it('control --rider good --option horses.bucking=one-round-a-turn --json: pThrown 1/12, the reading echoed', () => {
    const r = runCli([
      'odds',
      'control',
      '--rider',
      'good',
      '--option',
      'horses.bucking=one-round-a-turn',
      '--json',
    ]);
    expect(r.status).toBe(0);
    const out = JSON.parse(r.stdout) as { options: Record<string, string>; pThrown: { exact: string } };
    expect(out.pThrown.exact).toBe('1/12');
    expect(out.options['horses.bucking']).toBe('one-round-a-turn');
  });

  it('prints a readable table with percent and fraction', () => {
    const r = runCli(['odds', 'lucky']);
    expect(r.status).toBe(0);
    expect(r.stdout).toMatch(/P\(hit\)\s+7\.41%\s+2\/27/);
  });

  it('a range A..B gives one row per value', () => {
    const r = runCli(['odds', 'blaze', '--dice', '1..12', '--cap', '3']);
    expect(r.status).toBe(0);
    const rows = r.stdout.split('\n').filter((l) => /^\s*\d+\s+\d/.test(l));
    expect(rows).toHaveLength(12);
  });

  it.each([
    [['odds', 'blaze', '--dice', '0'], /--dice must be an integer from 1 to 40 \(got "0"\)/],
    [['odds', 'blaze', '--dice', '6', '--cap', 'three'], /--cap must be an integer from 1 to 10/],
    [['odds', 'blaze', '--dice', '6', '--edition', '1997'], /--edition must be one of extended, 1996/],
    [
      ['odds', 'blaze', '--dice', '6', '--option', 'blaze.jam=x'],
      /--option blaze.jam: unknown option here; allowed: blaze.extendedJam/,
    ],
    [
      ['odds', 'fight', '--attack', '2', '--defend', '2', '--simulate', '100'],
      /--simulate needs an explicit --seed/,
    ],
    [['odds', 'nerve', '--dice', '2', '--wrong'], /unknown flag or command: wrong/],
    [['odds', 'fafdm-shot', '--shot', '3', '--ref', '2'], /--cool is required/],
    [['odds', 'horse-move', '--rider', 'good', '--dice', '4'], /--dice: a Good rider throws at most 3 dice/],
    [['odds', 'control', '--rider', 'novice'], /--rider must be one of inept, poor, good, expert/],
    // 003 SHOOTING prints no lucky shot (register entry lucky-shot-1996).
    [['odds', 'lucky', '--edition', '1996'], /--edition 1996: the 1996 rules have no lucky shot/],
  ])('%j: one line naming the flag, exit 2, nothing on stdout', (args, message) =>
    expectUsageError(args, message),
  );

  it('--help lists every mechanic', () => {
    const r = runCli(['odds', '--help']);
    expect(r.status).toBe(0);
    for (const m of [
      'blaze',
      'deliberate',
      'lucky',
      'fast-draw',
      'fight',
      'nerve',
      'fafdm-cool',
      'fafdm-panic',
      'fafdm-shot',
      'stampede-trigger',
      'stampede-foot',
      'herd-deviation',
      'horse-move',
      'control',
      'horse-injury',
      'rescue',
      'mounted-fire',
      'stop-bolt',
      'horse-fight',
    ]) {
      expect(r.stdout).toContain(`odds ${m}`);
    }
  });
});
