import { describe, expect, it } from 'vitest';
import type { JsonObject } from '../../../src/scenarios/Scenario.ts';
import { readStampedeCell } from '../../../src/scenarios/stampede/readStampedeCell.ts';
import { STAMPEDE_OPTIONS } from '../../../src/scenarios/stampede/stampedeOptions.ts';
import { stampedeScenario } from '../../../src/scenarios/stampede/stampedeScenario.ts';

const ok = { figures: { ames: { class: 'gunman', at: [0, 6] } }, params: { gunfire: 9 } };

function issues(setup: JsonObject): string[] {
  const r = readStampedeCell(setup, STAMPEDE_OPTIONS);
  return 'issues' in r ? r.issues.map((i) => `${i.path.join('.')}: ${i.expected}`) : [];
}

describe('a stampede setup, checked', () => {
  it('fills the defaults: 12 animals in 4 columns, 4 turns, a man who holds, the default options left out', () => {
    const n = stampedeScenario.normalize({ ...ok, options: { 'stampede.trampleRow': 'clubbed-rifle' } });
    expect(n).toEqual({
      setup: {
        ruleset: 'rwnn-extended',
        options: {},
        figures: { ames: { class: 'gunman', skills: [], at: [0, 6], policy: 'hold' } },
        params: { animals: 12, columns: 4, gunfire: 9, turns: 4 },
      },
    });
  });

  it('a herd is more than 4 animals (000 "Stampede Prerequisites")', () => {
    expect(issues({ ...ok, params: { gunfire: 9, animals: 4 } })).toEqual([
      'params.animals: a whole number from 5 to 200: a herd is more than 4 animals (got 4)',
    ]);
  });

  it('names each wrong field and what is allowed', () => {
    const got = issues({
      ruleset: 'rwnn-2000',
      options: { 'stampede.direction': 'north' },
      figures: { ames: { class: 'sheriff', at: [0], policy: 'pray', horse: true } },
      params: { turns: 0, gunfire: -1, drive: 'yes' },
    });
    expect(got).toEqual([
      'ruleset: one of rwnn-extended, rwnn-quickref, rwnn-1996 (got "rwnn-2000")',
      'options.stampede.direction: one of dice-arrow, away-from-gunfire (got "north")',
      'params.gunfire: inches from 0 to 48 from the gunfire to the nearest animal, or left out for none (got -1)',
      'params.drive: true (the herd starts as a Cattle Drive) or false (got "yes")',
      'params.turns: a whole number of turns from 1 to 20 (got 0)',
      'figures.ames.horse: not a field of a man on foot; one of class, skills, at, policy, cowboy, leaves, rider',
      'figures.ames.class: one of citizen, gunman, shootist, legend (got "sheriff")',
      'figures.ames.policy: one of hold, run-clear, turn-it, stop-it, keep-clear, gunfight, regain (got "pray")',
      'figures.ames.at: [x, y]: inches right of and ahead of the lead animal, each within ±72 (got [0])',
    ]);
  });

  it('names a wrong thing on the table and what is allowed', () => {
    expect(issues({ ...ok, params: { gunfire: 9, things: [{ kind: 'piano', at: [1, 2] }] } })).toEqual([
      'params.things.0: { kind: wagon | stagecoach | small-loose-object, at: [x, y] }, x and y inches within ±72 of the lead animal (got {"kind":"piano","at":[1,2]})',
    ]);
  });

  it('a man must start more than 1" from the herd', () => {
    expect(issues({ ...ok, figures: { ames: { class: 'gunman', at: [0, 1] } } })).toEqual([
      'figures.ames.at: a place more than 1" from the herd, which stands 4" wide from x -2 to 2 and 6" deep behind y 0 (got [0,1])',
    ]);
    expect(issues({ ...ok, figures: { ames: { class: 'gunman', at: [3.5, -3] } } })).toEqual([]);
  });
});
