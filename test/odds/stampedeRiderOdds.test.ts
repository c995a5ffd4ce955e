import { describe, expect, it } from 'vitest';
import { stampedeRiderOdds } from '../../src/odds/mechanics/stampedeRiderOdds.ts';
import { exactOf } from './oddsTestKit.ts';

// 000 "What to do if a Stampede comes your way and you’re on horseback": control kept on 4-6 (LOSS OF
// CONTROL, 1/2), then escape on 1-2 (1/3): rides clear 1/2 x 1/3 = 1/6; stuck 1/2 x 2/3 = 1/3; thrown 1/2.
// Each later move stuck: control kept 1/2, so after 3 moves stuck 1/3 x 1/4 = 1/12, thrown 1 - 1/6 - 1/12 = 3/4.
describe('odds stampede-rider', () => {
  const p = (turns: number, key: string) => exactOf(stampedeRiderOdds, { turns }, key, {}).toString();

  it('one move: rides clear 1/6, stuck 1/3, thrown 1/2', () => {
    expect([p(1, 'pEscape'), p(1, 'pStuck'), p(1, 'pThrown')]).toEqual(['1/6', '1/3', '1/2']);
  });

  it('three moves: stuck in the saddle 1/12, thrown 3/4', () => {
    expect([p(3, 'pEscape'), p(3, 'pStuck'), p(3, 'pThrown')]).toEqual(['1/6', '1/12', '3/4']);
  });
});
