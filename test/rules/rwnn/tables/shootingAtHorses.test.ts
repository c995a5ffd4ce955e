import { describe, expect, it } from 'vitest';
import { DIE_FACES } from '../../../../src/rules/rwnn/tables/DieFace.ts';
import { SHOOTING_AT_HORSES } from '../../../../src/rules/rwnn/tables/shootingAtHorses.ts';

describe('SHOOTING_AT_HORSES (000 SHOOTING AT HORSES)', () => {
  it('cites 000 SHOOTING AT HORSES', () => {
    expect(SHOOTING_AT_HORSES.source).toEqual({
      document: '000_53eda652e9702143.txt',
      section: 'SHOOTING AT HORSES',
    });
  });

  it('"1, 2, 3 Horse" / "4, 5, 6 Rider"', () => {
    expect(DIE_FACES.map((f) => SHOOTING_AT_HORSES.hitGoesTo[f])).toEqual([
      { target: 'horse', printed: '1, 2, 3 Horse' },
      { target: 'horse', printed: '1, 2, 3 Horse' },
      { target: 'horse', printed: '1, 2, 3 Horse' },
      { target: 'rider', printed: '4, 5, 6 Rider' },
      { target: 'rider', printed: '4, 5, 6 Rider' },
      { target: 'rider', printed: '4, 5, 6 Rider' },
    ]);
  });

  it('Citizens throw, "Gunmen ... may add or subtract one", "Shootists & Legends are always on target"', () => {
    expect(SHOOTING_AT_HORSES.byClass.citizen.how).toBe('throw');
    expect(SHOOTING_AT_HORSES.byClass.gunman).toEqual({
      how: 'throw-adjust-one',
      printed: 'Gunmen also throw a dice as above, but may add or subtract one from the result.',
    });
    expect(SHOOTING_AT_HORSES.byClass.shootist.how).toBe('chooses');
    expect(SHOOTING_AT_HORSES.byClass.legend.printed).toBe(
      'Shootists & Legends are always on target if they score a hit.',
    );
  });

  it('"subtract one if firing at a Plains Indian"', () => {
    expect(SHOOTING_AT_HORSES.plainsIndian.modifier).toBe(-1);
    expect(SHOOTING_AT_HORSES.plainsIndian.printed).toMatch(/^subtract one if firing at a Plains Indian/);
  });
});
