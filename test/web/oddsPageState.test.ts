import { describe, expect, it } from 'vitest';
import { blazeOdds } from '../../src/odds/mechanics/blazeOdds.ts';
import { deliberateOdds } from '../../src/odds/mechanics/deliberateOdds.ts';
import { ODDS_MECHANICS } from '../../src/odds/oddsMechanics.ts';
import { defaultState, pageQuery, readPageState } from '../../src/web/oddsPageState.ts';
import { pageSettings } from './pageSettings.ts';

describe('the odds page state in its address', () => {
  it('reads the address of the issue: blaze with 6 dice and a six-shooter cap', () => {
    const { state, problems } = readPageState('?mechanic=blaze&dice=6&cap=3', ODDS_MECHANICS);
    expect(problems).toEqual([]);
    expect(state.mechanic).toBe(blazeOdds);
    expect(state.params).toEqual({ dice: 6, cap: 3, edition: 'extended' });
    expect(pageQuery(state)).toBe('?mechanic=blaze&dice=6&cap=3&edition=extended');
  });

  it('writes flags only when set and readings only when not the default', () => {
    const state = {
      ...defaultState(deliberateOdds),
      params: { dice: 3, deadeye: true },
    };
    expect(pageQuery(state)).toBe('?mechanic=deliberate&dice=3&deadeye=1');
    expect(pageQuery(defaultState(deliberateOdds))).toBe('?mechanic=deliberate&dice=1');
    const reading = blazeOdds.options[0]!;
    const other = reading.values.find((v) => v !== reading.default)!;
    const query = pageQuery({ ...defaultState(blazeOdds), options: { [reading.key]: other } });
    expect(query).toBe(`?mechanic=blaze&dice=1&cap=3&edition=extended&${reading.key}=${other}`);
  });

  it.each(ODDS_MECHANICS.map((m) => [m.name, m] as const))('%s reads back every state it writes', (_, m) => {
    for (const state of pageSettings(m)) {
      expect(readPageState(pageQuery(state), ODDS_MECHANICS)).toEqual({ state, problems: [] });
    }
  });

  it('opens on an answer from a wrong address, naming each part it could not read', () => {
    const read = readPageState('?mechanic=blaze&dice=99&cap=x&edition=1997&blaze.nonsense=1', ODDS_MECHANICS);
    expect(read.state.params).toEqual({ dice: 1, cap: 3, edition: 'extended' });
    expect(read.problems).toEqual([
      'dice=99: must be an integer from 1 to 40; showing 1',
      'cap=x: must be an integer from 1 to 10; showing 3',
      'edition=1997: must be one of extended, 1996; showing extended',
    ]);
    const unknown = readPageState('?mechanic=roulette', ODDS_MECHANICS);
    expect(unknown.state.mechanic).toBe(ODDS_MECHANICS[0]);
    expect(unknown.problems[0]).toMatch(/^mechanic=roulette: must be one of blaze, deliberate, /);
    expect(readPageState('?mechanic=deliberate&deadeye=maybe', ODDS_MECHANICS).problems).toEqual([
      'deadeye=maybe: must be 1 or 0; showing false',
    ]);
  });

  it('starts a required number at the value nearest 1 its range allows', () => {
    expect(defaultState(blazeOdds).params).toEqual({ dice: 1, cap: 3, edition: 'extended' });
  });
});
