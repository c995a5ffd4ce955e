import { describe, expect, it } from 'vitest';
import { stampedeTriggerOdds } from '../../src/odds/mechanics/stampedeTriggerOdds.ts';
import { exactOf } from './oddsTestKit.ts';

// 000 "Stampede Procedure": "Note: if Dynamite goes off an automatic stampede occurs." (register entry
// stampede-dynamite-reach).
describe('odds stampede-trigger --dynamite under stampede.dynamiteReach', () => {
  const p = (distance: number, options: Record<string, string> = {}) =>
    exactOf(stampedeTriggerOdds, { distance, dynamite: true }, 'pStampede', options).toString();

  it('any-distance (the default): a stampede for certain, 3" or 40" off', () => {
    expect([p(3), p(40)]).toEqual(['1/1', '1/1']);
  });

  it('checking-distance: certain within 12", never beyond; 12" exactly as stampede.twelveInches reads it', () => {
    const o = { 'stampede.dynamiteReach': 'checking-distance' };
    expect([p(3, o), p(12, o), p(13, o), p(40, o)]).toEqual(['1/1', '1/1', '0/1', '0/1']);
    expect(p(12, { ...o, 'stampede.twelveInches': 'no-check' })).toBe('0/1');
  });
});
