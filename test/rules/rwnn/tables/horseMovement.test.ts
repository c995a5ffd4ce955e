import { describe, expect, it } from 'vitest';
import { HORSE_MOVEMENT } from '../../../../src/rules/rwnn/tables/horseMovement.ts';

describe('HORSE_MOVEMENT (000 HORSES, MOVEMENT)', () => {
  it('cites 000 HORSES — MOVEMENT', () => {
    expect(HORSE_MOVEMENT.source).toEqual({
      document: '000_53eda652e9702143.txt',
      section: 'HORSES — MOVEMENT',
    });
  });

  it('"Inept: always throws two dice, multiplies them together ... turn through up to 45 degrees"', () => {
    const { inept } = HORSE_MOVEMENT.classes;
    expect(inept.dice).toEqual({ kind: 'always', count: 2 });
    expect(inept.distance).toBe('product');
    expect(inept.turnDegreesAfterThrow).toEqual([45]);
    expect(inept.printed).toBe(
      'Inept: always throws two dice, multiplies them together, and moves that distance straight ahead, he may then turn through up to 45 degrees.',
    );
  });

  it('"Poor: throws up to 6 dice ... by one dice each turn, to a maximum of 6 dice"', () => {
    const { poor } = HORSE_MOVEMENT.classes;
    expect(poor.dice).toEqual({ kind: 'up-to', max: 6, changePerThrow: 1 });
    expect(poor.distance).toBe('total');
    expect(poor.turnDegreesAfterThrow).toEqual([45]);
    expect(poor.printed.startsWith('Poor: throws up to 6 dice, then moves the total distance')).toBe(true);
  });

  it('"Good: throws up to 3 dice ... throws again and may make a second turn of up to 45 degrees"', () => {
    const { good } = HORSE_MOVEMENT.classes;
    expect(good.dice).toEqual({ kind: 'up-to', max: 3, changePerThrow: 1 });
    expect(good.distance).toBe('total');
    expect(good.turnDegreesAfterThrow).toEqual([45, 45]);
  });

  it('"Expert: ... and then throws for a third time and may make another turn" (no angle printed)', () => {
    const { expert } = HORSE_MOVEMENT.classes;
    expect(expert.dice).toEqual({ kind: 'up-to', max: 3, changePerThrow: 1 });
    expect(expert.turnDegreesAfterThrow).toEqual([45, 45, null]);
    expect(expert.printed).toContain('and then throws for a third time and may make another turn.');
  });

  it('an Inept rider stopping: "both dice come up even he stops immediately, if both come up odd he cannot stop"', () => {
    expect(HORSE_MOVEMENT.ineptStop).toMatchObject({
      bothEven: 'stops-immediately',
      bothOdd: 'cannot-stop',
      otherwise: 'half-distance-then-stops',
    });
    expect(HORSE_MOVEMENT.ineptStop.printed).toContain('otherwise he moves half distance then stops.');
  });

  it('"must build up their speed by just one dice each throw, with the exception of Inept riders"', () => {
    expect(HORSE_MOVEMENT.fromStandstill.diceGainedPerThrow).toBe(1);
    expect(HORSE_MOVEMENT.fromStandstill.printed).toContain('with the exception of Inept riders');
  });
});
