import { describe, expect, it } from 'vitest';
import { deriveStreamKey } from '../../../../src/dice/StreamKey.ts';
import { parseShootoutPolicy } from '../../../../src/policies/shootout/parseShootoutPolicy.ts';
import { respondTo, responseCost } from '../../../../src/policies/shootout/riderResponse.ts';
import type { Fraction } from '../../../../src/exact/Fraction.ts';
import { horseFightOdds } from '../../../../src/odds/mechanics/horseFightOdds.ts';
import { readShootoutCell } from '../../../../src/scenarios/shootout/readShootoutCell.ts';
import { SHOOTOUT_OPTIONS } from '../../../../src/scenarios/shootout/shootoutOptions.ts';
import { narratedAsFast } from './riderKit.ts';

const TRAMPLE = { rider: 'good', dice: 2, kind: 'trample', bolting: false, attack: 3, defend: 4 } as const;
const ALWAYS = 'always';

describe('the respond parameter: a man on foot against a rider (000 ATTACKING CHARACTERS ON FOOT)', () => {
  it('respond=odds with Fist 3 against Fist 4 takes the dodge: the dive ("Diving +4") leaves the least chance of a hit but always knocks him down', () => {
    expect(respondTo('gunfighter', 'odds', TRAMPLE, () => true, ALWAYS)).toBe('dodge');
    // The least chance of a hit is still the dive's, whatever the dice: more dice only cancel more 6s.
    const hit = (response: 'dive' | 'dodge') =>
      horseFightOdds
        .prepare({ ...TRAMPLE, how: 'trample', response, lance: false }, {})
        .exact()
        .find((e) => e.key === 'pDefenderHit')!.exact as Fraction;
    expect(hit('dive').sub(hit('dodge')).num < 0n).toBe(true);
  });

  it("respond=odds weighs the men's own dice: a man of 10 dice leaps for the saddle of a 1-die rider, one of none dives from an 8-die rider", () => {
    expect(respondTo('gunfighter', 'odds', { ...TRAMPLE, attack: 1, defend: 10 }, () => true, ALWAYS)).toBe(
      'heroic-leap',
    );
    expect(respondTo('gunfighter', 'odds', { ...TRAMPLE, attack: 8, defend: 0 }, () => true, ALWAYS)).toBe(
      'dive',
    );
    const pass = { ...TRAMPLE, kind: 'passing-blow', attack: 3 } as const;
    expect(respondTo('gunfighter', 'odds', { ...pass, defend: 6 }, () => true, ALWAYS)).toBe('dodge');
    expect(respondTo('gunfighter', 'odds', { ...pass, defend: 8 }, () => true, ALWAYS)).toBe('heroic-leap');
    // A Citizen may only dive ("compulsory for Citizens and Yellow characters").
    expect(respondTo('gunfighter', 'odds', { ...pass, defend: 8 }, (r) => r === 'dive', ALWAYS)).toBe('dive');
  });

  it('the cost of a heroic leap from a 1-die trampler for a man of 10 dice: P(hit) + 1/2 P(knocked down and winded) - P(in the saddle)', () => {
    // `odds horse-fight --rider good --dice 2 --how trample --response heroic-leap --attack 1 --defend 10`:
    // P(hit) 49741110275/156728328192, P(knocked down and winded) 5850717755/9795520512, P(in the saddle)
    // 3944802757/9795520512.
    const c = { ...TRAMPLE, attack: 1, defend: 10 };
    const cost = responseCost(c, 'heroic-leap', ALWAYS);
    expect([cost.num, cost.den]).toEqual([33430008203n, 156728328192n]);
  });

  it('respond=odds among dodge and stand ("Dodging +2") takes the dodge', () => {
    expect(
      respondTo('gunfighter', 'odds', TRAMPLE, (r) => r === 'dodge' || r === 'stand-and-fight', ALWAYS),
    ).toBe('dodge');
  });

  it('a named response is made where he may; a heroic leap he may not make ("Legends and Expert horsemen") falls to his tactic', () => {
    expect(respondTo('gunfighter', 'dodge', TRAMPLE, () => true, ALWAYS)).toBe('dodge');
    expect(respondTo('coward', 'stand', TRAMPLE, () => true, ALWAYS)).toBe('stand-and-fight');
    expect(respondTo('coward', 'leap', TRAMPLE, (r) => r !== 'heroic-leap', ALWAYS)).toBe('dive');
    expect(respondTo('sniper', 'tactic', TRAMPLE, () => true, ALWAYS)).toBe('dodge');
  });

  it('every tactic takes respond; a wrong value is named with what is allowed', () => {
    const p = parseShootoutPolicy('gunfighter:respond=odds');
    expect(typeof p === 'string' ? p : p.respond).toBe('odds');
    const q = parseShootoutPolicy('gunfighter');
    expect(typeof q === 'string' ? q : (q.respond ?? 'tactic')).toBe('tactic');
    expect(parseShootoutPolicy('sniper:respond=run')).toBe(
      'respond=run: allowed tactic, odds, dive, dodge, stand, leap',
    );
  });

  it('a game with respond=odds plays the same narrated and fast, and tells the response', () => {
    const read = readShootoutCell(
      {
        ruleset: 'rwnn-extended',
        sides: {
          rider: {
            figures: { trooper: { class: 'gunman', policy: 'cavalry', rider: 'good', at: [20, 18] } },
          },
          foot: { figures: { man: { class: 'gunman', policy: 'gunfighter:respond=odds', at: [36, 18] } } },
        },
        params: { table: 'prairie-crossing' },
      },
      SHOOTOUT_OPTIONS,
    );
    if ('issues' in read) throw new Error(JSON.stringify(read.issues));
    const story = narratedAsFast(read.cell, deriveStreamKey(7, 'respond-odds'), 6);
    expect(story).toContain('man tries to dodge');
  });
});
