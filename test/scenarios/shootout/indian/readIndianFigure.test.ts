import { describe, expect, it } from 'vitest';
import type { JsonObject } from '../../../../src/scenarios/Scenario.ts';
import { readShootoutCell } from '../../../../src/scenarios/shootout/readShootoutCell.ts';
import { SHOOTOUT_OPTIONS } from '../../../../src/scenarios/shootout/shootoutOptions.ts';
import { shootoutScenario } from '../../../../src/scenarios/shootout/shootoutScenario.ts';

/** A setup with `brave` (the fields given) on the west side against a Gunman. */
function setup(brave: JsonObject): JsonObject {
  return {
    sides: {
      apache: { area: 'west', figures: { brave } },
      posse: { area: 'east', figures: { deputy: 'gunman' } },
    },
    params: { table: 'woods' },
  };
}

/** The problems found, as "path: expected". */
function issues(brave: JsonObject): string[] {
  const r = readShootoutCell(setup(brave), SHOOTOUT_OPTIONS);
  return 'issues' in r ? r.issues.map((i) => `${i.path.join('.')}: ${i.expected}`) : [];
}

describe('an Indian figure in a shootout file (000 INDIANS)', () => {
  it('reads an Indian class as its gunfighter equivalent, with his own fields, and round-trips canonically', () => {
    const brave: JsonObject = {
      class: 'warrior',
      nation: 'apache',
      weapon: 'bow',
      thrown: ['knife', 'lance'],
      skills: ['accomplished-shot', 'hunter', 'warleader', 'fighter'],
      accomplished: 'lance',
    };
    const r = readShootoutCell(setup(brave), SHOOTOUT_OPTIONS);
    if ('issues' in r) throw new Error(JSON.stringify(r.issues));
    const entry = r.cell.sides[0]!.side.figures.brave!;
    // "2. Warrior: ... (equivalent to Shootist)"; the Warleader "is treated exactly as if he is a Bossman";
    // Fighter's four dice are Brawler's.
    expect(entry.class).toBe('shootist');
    expect(entry.skills).toEqual(['bossman', 'brawler']);
    expect(entry.indian).toEqual({
      class: 'warrior',
      nation: 'apache',
      thrown: ['knife', 'lance'],
      accomplished: 'lance',
      skills: ['accomplished-shot', 'hunter'],
    });
    const n = shootoutScenario.normalize(setup(brave));
    if ('issues' in n) throw new Error(JSON.stringify(n.issues));
    const again = shootoutScenario.normalize(n.setup);
    if ('issues' in again) throw new Error(JSON.stringify(again.issues));
    expect(again.setup).toEqual(n.setup);
  });

  it('says what is wrong with each Indian field, naming it', () => {
    expect(issues({ class: 'gunman', weapon: 'bow' })).toEqual([
      'sides.apache.figures.brave.weapon: bow only for an Indian: class young-blood, warrior, mighty-warrior',
    ]);
    expect(issues({ class: 'gunman', thrown: ['knife'] })).toEqual([
      'sides.apache.figures.brave.thrown: only for an Indian: class young-blood, warrior, mighty-warrior',
    ]);
    expect(issues({ class: 'warrior', thrown: ['knife', 'knife'] })).toEqual([
      'sides.apache.figures.brave.thrown: one each of knife, tomahawk and lance (knife twice)',
    ]);
    expect(issues({ class: 'warrior', nation: 'sioux' })).toEqual([
      'sides.apache.figures.brave.nation: one of plains, apache (got "sioux")',
    ]);
    expect(issues({ class: 'warrior', skills: ['accomplished-shot'] })).toEqual([
      'sides.apache.figures.brave.accomplished: the weapon his accomplished-shot is with: bow, knife, tomahawk, lance or rifle',
    ]);
    expect(issues({ class: 'warrior', skills: ['accomplished-shot'], accomplished: 'rifle' })).toEqual([
      'sides.apache.figures.brave.accomplished: rifle only for an Apache ("Apache may become accomplished with a rifle")',
    ]);
  });
});
