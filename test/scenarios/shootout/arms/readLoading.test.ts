import { describe, expect, it } from 'vitest';
import { readShootoutCell } from '../../../../src/scenarios/shootout/readShootoutCell.ts';
import { SHOOTOUT_OPTIONS } from '../../../../src/scenarios/shootout/shootoutOptions.ts';

/** A setup whose one militiaman carries `weapon` loaded by `loading`. */
function setup(weapon: string, loading: string) {
  return {
    ruleset: 'rwnn-extended',
    sides: {
      a: { area: 'west', figures: { m: { class: 'gunman', weapon, loading } } },
      b: { area: 'east', figures: { g: 'gunman' } },
    },
    params: { table: 'main-street' },
  };
}

describe('the loading field of a shootout figure', () => {
  it('muzzle on a rifle is read into the cell; breech is the default and left out', () => {
    const muzzle = readShootoutCell(setup('rifle', 'muzzle'), SHOOTOUT_OPTIONS);
    if ('issues' in muzzle) throw new Error(JSON.stringify(muzzle.issues));
    expect(muzzle.cell.sides[0]!.side.figures.m!.loading).toBe('muzzle');
    const breech = readShootoutCell(setup('rifle', 'breech'), SHOOTOUT_OPTIONS);
    if ('issues' in breech) throw new Error(JSON.stringify(breech.issues));
    expect('loading' in breech.cell.sides[0]!.side.figures.m!).toBe(false);
  });

  it('a wrong value, or a muzzle-loading repeater, is one issue naming the field and what is allowed', () => {
    const flint = readShootoutCell(setup('rifle', 'flint'), SHOOTOUT_OPTIONS);
    expect(flint).toEqual({
      issues: [
        { path: ['sides', 'a', 'figures', 'm', 'loading'], expected: 'breech or muzzle (got "flint")' },
      ],
    });
    const repeater = readShootoutCell(setup('repeating-rifle', 'muzzle'), SHOOTOUT_OPTIONS);
    expect(repeater).toEqual({
      issues: [
        {
          path: ['sides', 'a', 'figures', 'm', 'loading'],
          expected:
            'muzzle only with weapon pistol, six-shooter, rifle, shotgun, sawn-off (got weapon "repeating-rifle")',
        },
      ],
    });
  });
});
