import { describe, expect, it } from 'vitest';
import { runExperiment } from '../../src/sim/runExperiment.ts';
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
    const [end, fast] = story.stdout.trim().split('\n').slice(-2);
    expect(end).toMatch(/wins the duel|Both duellists are down|unresolved/);
    // The README's promise: the story ends with the fast run's outcome of the same trial, in words.
    expect(fast).toMatch(
      /^Fast run of trial 17: (A wins|B wins|both down|unresolved|declined) after \d+ exchanges?\.$/,
    );
    expect(end!.startsWith(fast!.includes('A wins') ? 'A' : fast!.includes('B wins') ? 'B' : '')).toBe(true);
  });

  it('takes every duel skill (003 names too), two pistols, the shot readings and the ruleset options', () => {
    const r = runCli([
      'duel',
      '--range',
      '6',
      '--trials',
      '2000',
      '--seed',
      '4',
      '--json',
      '--a',
      'legend,two-pistols,skills=ambidextrous+fast-draw+lucky+marksman,policy=blaze',
      '--b',
      'gunman,skills=white-knight+tough+hard-as-nails+nervous',
      '--option',
      'shot.hitDiceThrower=victim',
      '--option',
      'tables.skillCancels=nullifies',
    ]);
    expect(r.status).toBe(0);
    expect((JSON.parse(r.stdout) as { trials: number }).trials).toBe(2000);
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
    [['duel', '--range', '6', '--seed', '1', '--a', 'gunman,rifle'], /"rifle" is not a duel weapon/],
    [
      ['duel', '--range', '6', '--seed', '1', '--option', 'shot.clumsyJam=sometimes'],
      /--option shot.clumsyJam must be one of hits-stand, miss/,
    ],
    [
      ['duel', '--range', '6', '--seed', '1', '--start', 'walk'],
      /--start must be one of draw, deck \(got "walk"\)/,
    ],
    [['duel', '--range', '6', '--seed', '1', '--signal', '3'], /--signal needs --start deck/],
    [
      ['duel', '--range', '6', '--seed', '1', '--start', 'deck', '--a', 'gunman,approach=close-to:d=40'],
      /--a "gunman,approach=close-to:d=40": close-to takes d=D, inches from 0 to 18/,
    ],
  ])('%j: one line, exit 2, nothing on stdout', (args, message) => expectUsageError(args, message));

  it.each([
    [
      'shootist,skills=crack-shot+jumpy+lucky,policy=odds-max',
      'gunman,two-pistols,skills=slow+swift+tough',
      {},
    ],
    [
      'legend,skills=swift+swift+slow,approach=close-to:d=4',
      'gunman,skills=white-knight+cursed,policy=blaze',
      { start: 'deck' },
    ],
  ] as const)(
    'A %s against B %s is the duel a one-cell run of those figures plays: the same counts',
    async (a, b, params) => {
      const trials = 3000;
      const options = { 'skills.removeLevel': 'whole-skill', 'skills.granted': 'as-drawn' };
      const r = runCli([
        ...['duel', '--range', '9', '--trials', String(trials), '--seed', '11', '--json', '--a', a, '--b', b],
        ...('start' in params ? ['--start', params.start] : []),
        ...Object.entries(options).flatMap(([k, v]) => ['--option', `${k}=${v}`]),
      ]);
      expect(r.status).toBe(0);
      const duel = JSON.parse(r.stdout) as Record<string, { estimate: number }> & { dicePerDuel: number };
      const run = await runExperiment(
        {
          name: 'one-cell',
          seed: 11,
          scenario: 'duel',
          options,
          figures: { a, b },
          params: { range: 9, ...params },
          trials,
        },
        { workers: 0 },
      );
      const m = run.cells[0]!.tally.metrics;
      for (const k of ['pAWins', 'pBWins', 'pBothDown', 'pUnresolved', 'pDeclined'])
        expect(Math.round(duel[k]!.estimate * trials), k).toBe(m[k]!.sum);
      expect(Math.round(duel.dicePerDuel * trials)).toBe(m.dice!.sum);
    },
  );

  it('--start deck: the challenge and the fate deck before the draw; pDeclined counts refusals', () => {
    const deck = ['duel', '--range', '15', '--start', 'deck', '--a', 'gunman,approach=close-to:d=6'];
    const r = runCli([...deck, '--trials', '3000', '--seed', '4', '--json']);
    expect(r.status).toBe(0);
    const j = JSON.parse(r.stdout) as Record<string, { estimate: number }>;
    expect(j.pDeclined?.estimate).toBe(0);
    const told = runCli([...deck, '--trials', '3000', '--seed', '4', '--narrate', '--trial', '3']);
    expect(told.stdout).toMatch(/^A \(Gunman\) challenges B \(Gunman\) to a duel at 15"\.$/m);
    expect(told.stdout).toMatch(/The approach ends: Fast Draw at \d+"/);
  });
});
