import { describe, expect, it } from 'vitest';
import { ScriptedDice } from '../../../../src/dice/ScriptedDice.ts';
import { RIDERLESS } from '../../../../src/rules/rwnn/horse/HorseState.ts';
import { STATUS } from '../../../../src/rules/rwnn/WoundState.ts';
import { buildShootout } from '../../../../src/scenarios/shootout/buildShootout.ts';
import { readShootoutCell } from '../../../../src/scenarios/shootout/readShootoutCell.ts';
import { SHOOTOUT_OPTIONS } from '../../../../src/scenarios/shootout/shootoutOptions.ts';
import { riderAndCitizen } from './riderKit.ts';

describe('the horses.* options in the shootout', () => {
  // 000 SHOOTING AT HORSES: a Citizen's 1-3 strikes the horse; injury 5: "Horse wounded ... throw for loss of
  // control"; LOSS OF CONTROL "1, 2, 3: rider loses control, thrown again below"; 5: "Horse bolts".
  const faces = [2, 5, 1, 5];

  it('horses.thrownAgain=reaction-throw (default): the die thrown again on the reactions, the horse bolts with him', () => {
    const { game, mounted, rider, clerk } = riderAndCitizen({});
    game.dice = new ScriptedDice(faces);
    expect(mounted.hitsOnRider(clerk, rider, 1)).toBe(0);
    const h = mounted.stable.horses[0]!;
    expect([h.rider, h.control.bolting, rider.wounds.status === STATUS.knockedDown]).toEqual([
      rider.index,
      true,
      false,
    ]);
    (game.dice as ScriptedDice).assertConsumed();
  });

  it('horses.thrownAgain=rider-thrown: the same throw unhorses him, knocked down and winded', () => {
    const { game, mounted, rider, clerk } = riderAndCitizen({ 'horses.thrownAgain': 'rider-thrown' });
    game.dice = new ScriptedDice(faces);
    expect(mounted.hitsOnRider(clerk, rider, 1)).toBe(0);
    const h = mounted.stable.horses[0]!;
    expect([h.rider, rider.wounds.status, mounted.winded[rider.index]]).toEqual([
      RIDERLESS,
      STATUS.knockedDown,
      1,
    ]);
    (game.dice as ScriptedDice).assertConsumed();
  });

  it('a table without riders takes the options and makes no horses', () => {
    const read = readShootoutCell(
      {
        ruleset: 'rwnn-extended',
        options: { 'horses.bucking': 'one-round-a-turn' },
        sides: {
          a: { figures: { x: { class: 'gunman', at: [10, 12] } } },
          b: { figures: { y: { class: 'gunman', at: [20, 12] } } },
        },
        params: { table: 'open-ground' },
      },
      SHOOTOUT_OPTIONS,
    );
    if ('issues' in read) throw new Error(JSON.stringify(read.issues));
    expect(buildShootout(read.cell).mounted).toBeNull();
  });
});

describe('Plains Indians in the shootout (000 HORSES: "all Plains Indian" are Expert riders)', () => {
  const INDIAN = { rider: 'expert', plainsIndian: true };

  it('a Citizen\'s hit: "subtract one if firing at a Plains Indian": a 4 strikes the horse (3), not the rider', () => {
    const { game, mounted, rider, clerk } = riderAndCitizen({}, INDIAN);
    // 4 - 1 = 3: "1, 2, 3 Horse"; injury 1: grazed, a throw for control: 6, "everything fine".
    game.dice = new ScriptedDice([4, 1, 6]);
    expect(mounted.hitsOnRider(clerk, rider, 1)).toBe(0);
    (game.dice as ScriptedDice).assertConsumed();
  });

  it('the same 4 at an Expert rider who is no Plains Indian strikes him ("4, 5, 6 Rider")', () => {
    const { game, mounted, rider, clerk } = riderAndCitizen({}, { rider: 'expert' });
    game.dice = new ScriptedDice([4]);
    expect(mounted.hitsOnRider(clerk, rider, 1)).toBe(1);
    (game.dice as ScriptedDice).assertConsumed();
  });

  it('plainsIndian only with rider: expert, one line naming the field', () => {
    const read = readShootoutCell(
      {
        ruleset: 'rwnn-extended',
        sides: {
          a: { figures: { x: { class: 'gunman', rider: 'good', plainsIndian: true, at: [10, 12] } } },
          b: { figures: { y: { class: 'gunman', at: [20, 12] } } },
        },
        params: { table: 'open-ground' },
      },
      SHOOTOUT_OPTIONS,
    );
    expect('issues' in read ? read.issues.map((i) => `${i.path.join('.')}: ${i.expected}`) : []).toEqual([
      'sides.a.figures.x.plainsIndian: plainsIndian only with rider: expert (000 HORSES: Plains Indians are Expert riders)',
    ]);
  });
});
