import { describe, expect, it } from 'vitest';
import { deriveStreamKey } from '../../../../src/dice/StreamKey.ts';
import { parseShootoutPolicy } from '../../../../src/policies/shootout/parseShootoutPolicy.ts';
import { respondTo } from '../../../../src/policies/shootout/riderResponse.ts';
import { readShootoutCell } from '../../../../src/scenarios/shootout/readShootoutCell.ts';
import { SHOOTOUT_OPTIONS } from '../../../../src/scenarios/shootout/shootoutOptions.ts';
import { narratedAsFast } from './riderKit.ts';

const TRAMPLE = { rider: 'good', dice: 2, kind: 'trample', bolting: false } as const;

describe('the respond parameter: a man on foot against a rider (000 ATTACKING CHARACTERS ON FOOT)', () => {
  it('respond=odds takes the dive ("Diving +4") when he may: the least chance of a hit by odds horse-fight', () => {
    expect(respondTo('gunfighter', 'odds', TRAMPLE, () => true)).toBe('dive');
  });

  it('respond=odds among dodge and stand ("Dodging +2") takes the dodge', () => {
    expect(respondTo('gunfighter', 'odds', TRAMPLE, (r) => r === 'dodge' || r === 'stand-and-fight')).toBe(
      'dodge',
    );
  });

  it('a named response is made where he may; a heroic leap he may not make ("Legends and Expert horsemen") falls to his tactic', () => {
    expect(respondTo('gunfighter', 'dodge', TRAMPLE, () => true)).toBe('dodge');
    expect(respondTo('coward', 'stand', TRAMPLE, () => true)).toBe('stand-and-fight');
    expect(respondTo('coward', 'leap', TRAMPLE, (r) => r !== 'heroic-leap')).toBe('dive');
    expect(respondTo('sniper', 'tactic', TRAMPLE, () => true)).toBe('dodge');
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
    expect(story).toContain('man tries to dive');
  });
});
