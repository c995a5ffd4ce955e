import { describe, expect, it } from 'vitest';
import { DIE_FACES } from '../../../../src/rules/rwnn/tables/DieFace.ts';
import { DEMENTED, DERANGED, DRUNKENNESS } from '../../../../src/rules/rwnn/tables/drunkenDeranged.ts';
import { SKILLS } from '../../../../src/rules/rwnn/tables/skills.ts';

const SOURCE = { document: '000_53eda652e9702143.txt', section: 'Drunken / Deranged' };

describe('Drunken / Deranged (000)', () => {
  it('"Drunkenness: Roll 1 D6 / 1 Sober, no effect / 2-4 Drunk / 5 Very Drunk / 6 Hung Over"', () => {
    expect(DRUNKENNESS.source).toEqual(SOURCE);
    expect(DIE_FACES.map((f) => DRUNKENNESS.results[f].name)).toEqual([
      'Sober',
      'Drunk',
      'Drunk',
      'Drunk',
      'Very Drunk',
      'Hung Over',
    ]);
    expect(DRUNKENNESS.results[1]).toMatchObject({
      printed: 'Sober, no effect',
      skills: [],
      shootingDice: 0,
    });
  });

  it('"Drunk / Clumsy, True Grit, -1 shooting, -1 fighting"', () => {
    expect(DRUNKENNESS.results[3]).toMatchObject({
      printed: 'Clumsy, True Grit, -1 shooting, -1 fighting',
      skills: ['clumsy', 'true-grit'],
      shootingDice: -1,
      fightingDice: -1,
      movesAsClass: false,
    });
  });

  it('"Very Drunk / Clumsy, Stoopid, Tough, True Grit, -3 shooting, -1 fighting"', () => {
    expect(DRUNKENNESS.results[5]).toMatchObject({
      printed: 'Clumsy, Stoopid, Tough, True Grit, -3 shooting, -1 fighting',
      skills: ['clumsy', 'stoopid', 'tough', 'true-grit'],
      shootingDice: -3,
      fightingDice: -1,
    });
  });

  it('"Hung Over / Jumpy, moves as normal for his class, -1 shooting, -1 fighting"', () => {
    expect(DRUNKENNESS.results[6]).toMatchObject({
      printed: 'Jumpy, moves as normal for his class, -1 shooting, -1 fighting',
      skills: ['jumpy'],
      shootingDice: -1,
      fightingDice: -1,
      movesAsClass: true,
    });
  });

  it('"Deranged: Roll 1 D6 / 1-3 Normal / 4-5 Berserk / Wildman, Tough, True Grit, Terrifying, Vengeful / 6 Demented: Roll another D6"', () => {
    expect(DERANGED.source).toEqual(SOURCE);
    expect(DIE_FACES.map((f) => DERANGED.results[f].name)).toEqual([
      'Normal',
      'Normal',
      'Normal',
      'Berserk',
      'Berserk',
      'Demented',
    ]);
    expect(DERANGED.results[4].skills).toEqual(['wildman', 'tough', 'true-grit', 'terrifying', 'vengeful']);
    expect(DERANGED.results[6].rollAgain).toBe(true);
    expect(DIE_FACES.filter((f) => DERANGED.results[f].rollAgain)).toEqual([6]);
  });

  it('Demented: "1. Stoopid / 2. Hates random character from either side / 3. Nerves of Steel / 4. Vengeful / 5. Jumpy / 6. Evil"', () => {
    expect(DEMENTED.source).toEqual(SOURCE);
    expect(DIE_FACES.map((f) => DEMENTED.results[f].printed)).toEqual([
      'Stoopid',
      'Hates random character from either side',
      'Nerves of Steel',
      'Vengeful',
      'Jumpy',
      'Evil',
    ]);
    expect(DIE_FACES.map((f) => DEMENTED.results[f].skills)).toEqual([
      ['stoopid'],
      [],
      ['nerves-of-steel'],
      ['vengeful'],
      ['jumpy'],
      ['evil'],
    ]);
    expect(DIE_FACES.filter((f) => DEMENTED.results[f].hatesRandom)).toEqual([2]);
    expect(DIE_FACES.some((f) => DEMENTED.results[f].rollAgain)).toBe(false);
  });

  it('every skill a result gives is one of the skill table, named as 000 prints it', () => {
    for (const t of [DRUNKENNESS, DERANGED, DEMENTED])
      for (const f of DIE_FACES)
        for (const id of t.results[f].skills) {
          const printed = SKILLS[id].extended?.name ?? '';
          expect(t.results[f].printed.toLowerCase(), `${id} in "${t.results[f].printed}"`).toContain(
            printed.toLowerCase(),
          );
        }
  });
});
