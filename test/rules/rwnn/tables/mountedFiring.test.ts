import { describe, expect, it } from 'vitest';
import { MOUNTED_FIRING } from '../../../../src/rules/rwnn/tables/mountedFiring.ts';

describe('MOUNTED_FIRING (000 HORSES, "Moving and Firing Mounted.")', () => {
  it('cites 000 HORSES — Moving and Firing Mounted.', () => {
    expect(MOUNTED_FIRING.source).toEqual({
      document: '000_53eda652e9702143.txt',
      section: 'HORSES — Moving and Firing Mounted.',
    });
  });

  it('"may fire once during the turn; immediately before making one of their movement throws"', () => {
    expect(MOUNTED_FIRING.shotsPerTurn).toBe(1);
    expect(MOUNTED_FIRING.when).toBe(
      'Riders moving & firing may fire once during the turn; immediately before making one of their movement throws.',
    );
  });

  it('"Riders firing pistols subtract one ... shoulder arms subtract two ... for each movement dice"', () => {
    expect(
      MOUNTED_FIRING.weapons.map((w) => [
        w.weapon,
        w.dicePerMovementDie,
        w.arcDegreesOneHanded,
        w.arcDegreesTwoHanded,
      ]),
    ).toEqual([
      ['pistol', -1, 270, null],
      ['shoulder-arm', -2, 270, 90],
    ]);
    expect(MOUNTED_FIRING.weapons[0].printed).toMatch(
      /^Riders firing pistols subtract one from their firing dice/,
    );
    expect(MOUNTED_FIRING.weapons[1].printed).toMatch(/^Riders firing shoulder arms subtract two/);
  });

  it('"Plains Indians ignore the first movement dice thrown when calculating their firing penalty."', () => {
    expect(MOUNTED_FIRING.plainsIndians).toEqual({
      printed: 'Plains Indians ignore the first movement dice thrown when calculating their firing penalty.',
      ignoredMovementDice: 1,
    });
  });
});
