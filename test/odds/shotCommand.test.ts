import { describe, expect, it } from 'vitest';
import { expectUsageError, runCli } from '../cli/runCli.ts';

interface Value {
  p: number;
  exact: string;
  simulated?: { estimate: number; ci95: [number, number]; exactInside: boolean };
}

describe('triggernometry odds shot', () => {
  it('--json gives every state as { p, exact }, and --simulate sets the engine beside each', () => {
    const r = runCli([
      'odds',
      'shot',
      '--fire',
      'blaze',
      '--range',
      '9',
      '--cover',
      'wall',
      '--cover-kind',
      'wooden',
      '--simulate',
      '5000',
      '--seed',
      '7',
      '--json',
    ]);
    expect(r.status).toBe(0);
    const out = JSON.parse(r.stdout) as Record<string, Value & Value[]>;
    const states = ['pUnharmed', 'pDuckedBack', 'pGrazed', 'pFleshWound', 'pSeriousWound'];
    for (const key of [...states, 'pKnockedDown', 'pKnockedOut', 'pDead', 'pDown']) {
      const [n, d] = out[key]!.exact.split('/').map(Number);
      expect(out[key]!.p).toBeCloseTo(n! / d!, 12);
      expect(typeof out[key]!.simulated!.exactInside).toBe('boolean');
    }
    // "9” / 2" for the pistol, "With pistol +3" blazing away, "Target in cover – 1" (000).
    expect(out.firingDice!.exact).toBe('4/1');
    expect(out.hits).toHaveLength(4);
  });

  it('a situation the rules rule out is one line naming the flag, exit code 2', () => {
    expectUsageError(['odds', 'shot', '--class', 'citizen'], /--fire: a citizen may not fire deliberately/);
    expectUsageError(
      ['odds', 'shot', '--cover', 'fence'],
      /--cover must be one of none, wall, corner, brush/,
    );
  });
});
