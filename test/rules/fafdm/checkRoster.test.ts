import { describe, expect, it } from 'vitest';
import { checkRoster } from '../../../src/rules/fafdm/checkRoster.ts';

describe('bands bought with dollars (001 9.1-9.12)', () => {
  it('a Sheriff ($180), a Vice-Sheriff ($100) and two Guards ($50 each) cost $380: within the $400 of 9.1', () => {
    expect(checkRoster('lawmen', { sheriff: 1, 'vice-sheriff': 1, guard: 2 })).toEqual([]);
  });

  it('a Boss ($190) and four Bandits ($60 each) cost $430', () => {
    expect(checkRoster('outlaws', { boss: 1, bandit: 4 })).toEqual([
      'costs $430, more than the $400 to spend',
    ]);
  });

  it('one error per violation: a stranger, a third Bully ("HERO, max 2"), two leaders, a bad count', () => {
    expect(checkRoster('outlaws', { boss: 2, bully: 3, sheriff: 1, bandit: 1.5 }, 1000)).toEqual([
      'bully: 3 taken, but the Bully is "HERO, max 2"',
      'sheriff: not on the Outlaws list (boss, bully, criminal, bandit)',
      'bandit: a count is a whole number from 0 (got 1.5)',
      '2 leaders: a band has one',
    ]);
  });
});
