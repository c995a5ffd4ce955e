import { describe, expect, it } from 'vitest';
import { ScriptedDice } from '../../../../src/dice/ScriptedDice.ts';
import { buildingBlast } from '../../../../src/rules/rwnn/dynamite/buildingBlast.ts';
import { explosionDamage } from '../../../../src/rules/rwnn/dynamite/explosionDamage.ts';

describe('000 "Explosions": chits within 4"', () => {
  it('"within 4” ... Pull 3 Damage Chits per explosion. (Always use the pink side of the chit.)"', () => {
    expect(explosionDamage(4, 'none', 'white', 'fewer')).toEqual({
      chits: 3,
      side: 'pink',
      dazedKnockedDown: true,
    });
    expect(explosionDamage(5, 'none', 'pink', 'fewer')).toEqual({
      chits: 0,
      side: 'pink',
      dazedKnockedDown: false,
    });
  });

  it('light cover "pull –1 Damage Chit" on his usual side; heavy "pull –2" on the white side', () => {
    expect(explosionDamage(2, 'light', 'white', 'fewer')).toEqual({
      chits: 2,
      side: 'white',
      dazedKnockedDown: true,
    });
    expect(explosionDamage(2, 'heavy', 'pink', 'fewer')).toEqual({
      chits: 1,
      side: 'white',
      dazedKnockedDown: true,
    });
  });

  it('read as counts (explosion-cover-chits, reading B): light cover 1 chit, heavy 2', () => {
    expect(explosionDamage(2, 'light', 'pink', 'count').chits).toBe(1);
    expect(explosionDamage(2, 'heavy', 'pink', 'count').chits).toBe(2);
    expect(explosionDamage(2, 'none', 'pink', 'count').chits).toBe(3);
  });
});

describe('000 "What Happens to a Building": within 6", 1 D6', () => {
  it('"1-3: That edge of the building collapses"', () => {
    expect(buildingBlast('stone', 6, new ScriptedDice([3]))).toBe('edge-collapses');
  });

  it('"4-6: The building stands firm. If the building is made of wood ... on fire, otherwise ... only smoke"', () => {
    expect(buildingBlast('wood', 1, new ScriptedDice([4]))).toBe('on-fire');
    expect(buildingBlast('adobe', 1, new ScriptedDice([6]))).toBe('smoke');
  });

  it('beyond 6" no die is thrown', () => {
    const dice = new ScriptedDice([]);
    expect(buildingBlast('wood', 7, dice)).toBe('out-of-reach');
    dice.assertConsumed();
  });
});
