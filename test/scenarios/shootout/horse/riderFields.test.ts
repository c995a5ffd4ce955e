import { describe, expect, it } from 'vitest';
import type { JsonObject } from '../../../../src/scenarios/Scenario.ts';
import { readShootoutCell } from '../../../../src/scenarios/shootout/readShootoutCell.ts';
import { SHOOTOUT_OPTIONS } from '../../../../src/scenarios/shootout/shootoutOptions.ts';

function setup(ruleset: string, riders: JsonObject): JsonObject {
  return {
    ruleset,
    sides: {
      posse: { area: 'west', figures: riders },
      gang: { area: 'east', figures: { kid: { class: 'gunman' } } },
    },
    params: { table: 'open-ground' },
  };
}

function issues(s: JsonObject): string[] {
  const r = readShootoutCell(s, SHOOTOUT_OPTIONS);
  return 'issues' in r ? r.issues.map((i) => `${i.path.join('.')}: ${i.expected}`) : [];
}

describe('a figure’s horse in a shootout file', () => {
  it('reads a rider class, in the saddle by default or beside his horse', () => {
    const r = readShootoutCell(
      setup('rwnn-extended', {
        captain: { class: 'shootist', rider: 'expert' },
        trooper: { class: 'gunman', rider: 'inept', mounted: false },
      }),
      SHOOTOUT_OPTIONS,
    );
    if ('issues' in r) throw new Error(JSON.stringify(r.issues));
    const f = r.cell.sides[0]!.side.figures;
    expect([f.captain!.rider, f.captain!.mounted]).toEqual(['expert', true]);
    expect([f.trooper!.rider, f.trooper!.mounted]).toEqual(['inept', false]);
    // A man with no horse keeps the entry (and so the cell key) he always had.
    expect('rider' in r.cell.sides[1]!.side.figures.kid!).toBe(false);
  });

  it('names a wrong rider class or mounted value and what is allowed', () => {
    expect(issues(setup('rwnn-extended', { a: { rider: 'superb' } }))).toEqual([
      'sides.posse.figures.a.rider: one of inept, poor, good, expert, his class of rider (got "superb")',
    ]);
    expect(issues(setup('rwnn-extended', { a: { rider: 'good', mounted: 'yes' } }))).toEqual([
      'sides.posse.figures.a.mounted: true (in the saddle) or false (on foot beside his horse) (got "yes")',
    ]);
    expect(issues(setup('rwnn-extended', { a: { mounted: true } }))).toEqual([
      'sides.posse.figures.a.mounted: mounted only with rider (his class of rider gives him a horse)',
    ]);
  });

  it('refuses horses under rwnn-1996 in one line, at the first rider', () => {
    const got = issues(setup('rwnn-1996', { a: { rider: 'good' }, b: { rider: 'poor' } }));
    expect(got).toEqual([
      'sides.posse.figures.a.rider: no rider under rwnn-1996 (the 1996 rules have no horses); use rwnn-extended or rwnn-quickref for mounted figures',
    ]);
    expect(issues(setup('rwnn-quickref', { a: { rider: 'good' } }))).toEqual([]);
  });
});
