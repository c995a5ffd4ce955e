import { describe, expect, it } from 'vitest';
import { DYNAMITE_EXPLOSION } from '../../../../src/rules/rwnn/tables/dynamiteExplosion.ts';

describe('DYNAMITE_EXPLOSION (000 "Explosions")', () => {
  it('cites 000 Explosions', () => {
    expect(DYNAMITE_EXPLOSION.source).toEqual({
      document: '000_53eda652e9702143.txt',
      section: 'Explosions',
    });
  });

  it('"within 4” ... Pull 3 Damage Chits per explosion"', () => {
    expect(DYNAMITE_EXPLOSION.withinInches).toBe(4);
    expect(DYNAMITE_EXPLOSION.chitsPerExplosion).toBe(3);
  });

  it('"pink side"; light cover "pull –1 Damage Chit" (his usual side); heavy cover "pull –2 Damage Chits" (White side)', () => {
    expect(DYNAMITE_EXPLOSION.cover.map((c) => [c.cover, c.chitModifier, c.side])).toEqual([
      ['none', 0, 'pink'],
      ['light', -1, 'his-usual'],
      ['heavy', -2, 'white'],
    ]);
    expect(DYNAMITE_EXPLOSION.cover[1].printed).toContain('pull –1 Damage Chit.');
    expect(DYNAMITE_EXPLOSION.cover[2].printed).toContain('pull –2 Damage Chits.');
  });

  it('"dazed and knocked down ... Regardless of Skills/Experience"', () => {
    expect(DYNAMITE_EXPLOSION.knockedDown.ignoresSkills).toBe(true);
    expect(DYNAMITE_EXPLOSION.knockedDown.printed).toContain('Regardless of Skills/Experience');
  });
});
