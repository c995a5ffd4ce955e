import { describe, expect, it } from 'vitest';
import { Fraction } from '../../src/exact/Fraction.ts';
import { horseFightOdds } from '../../src/odds/mechanics/horseFightOdds.ts';
import type { ParamValues } from '../../src/odds/OddsMechanic.ts';
import { exactOf } from './oddsTestKit.ts';

const str = (x: Fraction | readonly Fraction[]): string | string[] =>
  x instanceof Fraction ? x.toString() : x.map((y) => y.toString());
const ask = (p: ParamValues, key: string, o: Record<string, string> = {}) =>
  str(exactOf(horseFightOdds, { lance: false, bolting: false, ...p }, key, o));

describe('odds horse-fight, pinned by hand arithmetic (000 FIGHTING FROM HORSEBACK & TRAMPLING; ATTACKING CHARACTERS ON FOOT)', () => {
  it('the dice after the horse lines: a Good rider trampling on 3 dice with a lance, Fist 3 + 2 + 3 + 3 + 3; a diving man 4 + 4', () => {
    const p = { rider: 'good', dice: 3, how: 'trample', response: 'dive', lance: true, attack: 3, defend: 4 };
    expect([ask(p, 'attackDice'), ask(p, 'defendDice')]).toEqual(['14/1', '8/1']);
  });

  it('a passing blow costs both a die: Poor rider 0 + 2 - 1 = 1 die against a dodging man 2 + 2 - 1 = 3; hit only on a 6 against no 6: 1/6 x (5/6)^3 = 125/1296', () => {
    const p = { rider: 'poor', dice: 2, how: 'passing-blow', response: 'dodge', attack: 0, defend: 2 };
    expect([ask(p, 'attackDice'), ask(p, 'defendDice')]).toEqual(['1/1', '3/1']);
    expect(ask(p, 'pDefenderHit')).toBe('125/1296');
    // Unhit, he "moves a dice worth of inches in any direction": 1 - 125/1296.
    expect(ask(p, 'pMovesAway')).toBe('1171/1296');
    // A dodging man knocks no one down, so under blow-struck the rider never throws for control here.
    expect(ask(p, 'pRiderControlThrow')).toBe('1/1');
    expect(ask(p, 'pRiderControlThrow', { 'horses.combatControl': 'blow-struck' })).toBe('0/1');
  });

  it('halted alongside: a Poor rider 0 + 2 = 2 dice outthrown by a standing man with 1 die: 1/6 x 25/36 = 25/216 throws for control under blow-struck', () => {
    const p = { rider: 'poor', dice: 1, how: 'halt', response: 'stand-and-fight', attack: 0, defend: 1 };
    expect(ask(p, 'pRiderControlThrow', { 'horses.combatControl': 'blow-struck' })).toBe('25/216');
    expect(ask(p, 'pKnockedDownWinded')).toBe('0/1');
  });

  it('a trample: an Inept rider 0 + 2 + 2 = 4 dice against 1; "always knocked down" 1, when-hit 5/6 x 671/1296 + 1/6 x 171/1296 = 1763/3888', () => {
    const p = { rider: 'inept', dice: 2, how: 'trample', response: 'stand-and-fight', attack: 0, defend: 1 };
    expect(ask(p, 'pKnockedDownWinded')).toBe('1/1');
    expect(ask(p, 'pKnockedDownWinded', { 'horses.trampledDown': 'when-hit' })).toBe('1763/3888');
    expect(ask(p, 'pDefenderHit')).toBe('1763/3888');
    // LOSS OF CONTROL 4, "attempting to trample a character", under either reading.
    expect(ask(p, 'pRiderControlThrow', { 'horses.combatControl': 'blow-struck' })).toBe('1/1');
  });

  it('heroic leap, "throws the most 6’s": 2 rider dice against 3 - 2 = 1, 1/6 x 25/36 = 25/216; bolting, unhit standing men may try to stop it', () => {
    const p = { rider: 'poor', dice: 1, how: 'halt', response: 'heroic-leap', attack: 0, defend: 3 };
    expect(ask(p, 'pInSaddle')).toBe('25/216');
    const stand = {
      rider: 'poor',
      dice: 1,
      how: 'halt',
      response: 'stand-and-fight',
      attack: 0,
      defend: 1,
      bolting: true,
    };
    // Unhit: no rider 6 (25/36), or one 6 cancelled by his (2 x 5/36 x 1/6).
    expect(ask(stand, 'pMayStopBolt')).toBe(new Fraction(25n, 36n).add(new Fraction(10n, 216n)).toString());
  });

  it('refuses what the last throw does not allow', () => {
    expect(horseFightOdds.refuse!({ rider: 'good', dice: 2, how: 'halt' })).toMatch(
      /only a last throw of one die/,
    );
    expect(horseFightOdds.refuse!({ rider: 'good', dice: 1, how: 'trample' })).toMatch(/two dice or more/);
    expect(horseFightOdds.refuse!({ rider: 'good', dice: 4, how: 'trample' })).toMatch(
      /good rider's last throw is 0..3 dice/,
    );
    expect(horseFightOdds.refuse!({ rider: 'inept', dice: 1, how: 'halt' })).toMatch(
      /0 \(stopped\) or 2 dice/,
    );
    expect(horseFightOdds.refuse!({ rider: 'good', dice: 2, how: 'trample' })).toBeNull();
  });
});
