import { describe, expect, it } from 'vitest';
import { parseShootoutPolicy } from '../../../src/policies/shootout/parseShootoutPolicy.ts';
import { DEFAULT_PATIENCE } from '../../../src/policies/shootout/Tactic.ts';

function nameOf(text: string): string {
  const p = parseShootoutPolicy(text);
  if (typeof p === 'string') throw new Error(p);
  return p.name;
}

describe('parseShootoutPolicy: tactics written name[:key=value...]', () => {
  it('fills in the defaults and names every parameter', () => {
    expect(nameOf('rusher')).toBe('rusher:close=6:fire=deliberate');
    expect(nameOf('gunfighter')).toBe(`gunfighter:min=2:patience=${DEFAULT_PATIENCE}:fire=deliberate`);
    expect(nameOf('coward')).toBe(`coward:panic=6:patience=${DEFAULT_PATIENCE}:fire=blaze`);
    expect(nameOf('cover-seeker:reach=8:patience=40:fire=odds-max')).toBe(
      'cover-seeker:reach=8:patience=40:fire=odds-max',
    );
    expect(nameOf('sniper:range=15:patience=300')).toBe('sniper:range=15:patience=300:fire=deliberate');
    expect(nameOf('pinner:patience=5')).toBe('pinner:patience=5:fire=deliberate');
    expect(nameOf('duellist')).toBe(`duellist:patience=${DEFAULT_PATIENCE}:fire=deliberate`);
    // One man called out is today's duellist, named as before.
    expect(nameOf('duellist:calls=1')).toBe(`duellist:patience=${DEFAULT_PATIENCE}:fire=deliberate`);
    expect(nameOf('duellist:calls=3:patience=40')).toBe('duellist:patience=40:calls=3:fire=deliberate');
  });

  it('calls: a whole number of enemies the duellist calls out, from 1 to 6', () => {
    expect(parseShootoutPolicy('duellist:calls=0')).toBe('calls=0: a whole number of enemies from 1 to 6');
    expect(parseShootoutPolicy('duellist:calls=7')).toBe('calls=7: a whole number of enemies from 1 to 6');
    expect(parseShootoutPolicy('duellist:calls=1.5')).toBe(
      'calls=1.5: a whole number of enemies from 1 to 6',
    );
    expect(nameOf('duellist:calls=6')).toBe(`duellist:patience=${DEFAULT_PATIENCE}:calls=6:fire=deliberate`);
    expect(parseShootoutPolicy('gunfighter:calls=2')).toBe(
      'tactic gunfighter takes min, patience, fire, throw, respond, rope, doctor, untie, herd, not calls',
    );
  });

  it('names what is wrong and what is allowed', () => {
    expect(parseShootoutPolicy('hero')).toMatch(/^unknown tactic "hero"; allowed: rusher/);
    expect(parseShootoutPolicy('rusher:patience=5')).toBe(
      'tactic rusher takes close, fire, throw, respond, rope, doctor, untie, herd, not patience',
    );
    expect(parseShootoutPolicy('gunfighter:patience=0')).toBe(
      'patience=0: a whole number of cards from 1 to 100000',
    );
    expect(parseShootoutPolicy('gunfighter:patience=2.5')).toBe(
      'patience=2.5: a whole number of cards from 1 to 100000',
    );
    expect(parseShootoutPolicy('gunfighter:min=1.5')).toBe('min=1.5: a whole number of dice from 1 to 12');
    expect(parseShootoutPolicy('sniper:range=60')).toBe('range=60: a number of inches from 0 to 48');
    expect(parseShootoutPolicy('sniper:range')).toBe('tactic parameter "range" must be written key=value');
    expect(parseShootoutPolicy('rusher:fire=wild')).toBe(
      'fire=wild: allowed deliberate, blaze, odds-max, blaze-when',
    );
    expect(parseShootoutPolicy('rusher:k=3')).toBe('k and j are parameters of fire=blaze-when');
  });
});
