import { describe, expect, it } from 'vitest';
import { FIGHTING_CHART } from '../../../../src/rules/rwnn/tables/fightingChart.ts';

// 002 CLOSE COMBAT "Fighting Chart": Weapon | Attack | Defend | Throw For Effect 1..6. A blank cell means
// "same as the cell to the left". The printed rows (| separates columns; (blank) is an empty column):
// Fist           | 3 | 4 | Knocked Down | (blank) | (blank) | Flesh Wound | Knocked Out | (blank)
// Pistol         | 2 | 2 | Knocked Down | (blank) | Flesh Wound | Shot | (blank) | (blank)
// Clubbed Pistol | 3 | 3 | Knocked Down | (blank) | Head Wound | Knocked Out | (blank) | (blank)
// Rifle          | 2 | 2 | Knocked Down | (blank) | (blank) | Flesh Wound | Shot | (blank)
// Clubbed Rifle  | 3 | 3 | Flesh Wound | (blank) | Head Wound | (blank) | Knocked Out | (blank)
// Bowie Knife    | 4 | 3 | Knocked Down | Flesh Wound | (blank) | Terrible Wound | (blank) | (blank)
// Knife/Lance    | 4 | 4 | Knocked Down | Knifed | (blank) | (blank) | (blank) | (blank)
// Tomahawk       | 5 | 3 | Knocked Down | (blank) | Head Wound | Knocked Out | Head Wound & Ko'd | Dead
describe('FIGHTING_CHART (002 Fighting Chart)', () => {
  it('cites 002 CLOSE COMBAT', () => {
    expect(FIGHTING_CHART.source).toEqual({
      document: '002_a287e5c7c10177d4.txt',
      section: 'CLOSE COMBAT — Fighting Chart',
    });
  });

  it('has the eight printed rows in order', () => {
    expect(Object.values(FIGHTING_CHART.rows).map((r) => r.printedLabel)).toEqual([
      'Fist',
      'Pistol',
      'Clubbed Pistol',
      'Rifle',
      'Clubbed Rifle',
      'Bowie Knife',
      'Knife/Lance',
      'Tomahawk',
    ]);
  });

  it.each([
    ['fist', 3, 4],
    ['pistol', 2, 2],
    ['clubbed-pistol', 3, 3],
    ['rifle', 2, 2],
    ['clubbed-rifle', 3, 3],
    ['bowie-knife', 4, 3],
    ['knife-lance', 4, 4],
    ['tomahawk', 5, 3],
  ] as const)('%s rolls %i dice to attack and %i to defend', (weapon, attack, defend) => {
    expect(FIGHTING_CHART.rows[weapon].attackDice).toBe(attack);
    expect(FIGHTING_CHART.rows[weapon].defendDice).toBe(defend);
  });

  it.each([
    [
      'fist',
      ['Knocked Down', 'Knocked Down', 'Knocked Down', 'Flesh Wound', 'Knocked Out', 'Knocked Out'],
      [2, 3, 6],
    ],
    ['pistol', ['Knocked Down', 'Knocked Down', 'Flesh Wound', 'Shot', 'Shot', 'Shot'], [2, 5, 6]],
    [
      'clubbed-pistol',
      ['Knocked Down', 'Knocked Down', 'Head Wound', 'Knocked Out', 'Knocked Out', 'Knocked Out'],
      [2, 5, 6],
    ],
    ['rifle', ['Knocked Down', 'Knocked Down', 'Knocked Down', 'Flesh Wound', 'Shot', 'Shot'], [2, 3, 6]],
    [
      'clubbed-rifle',
      ['Flesh Wound', 'Flesh Wound', 'Head Wound', 'Head Wound', 'Knocked Out', 'Knocked Out'],
      [2, 4, 6],
    ],
    [
      'bowie-knife',
      ['Knocked Down', 'Flesh Wound', 'Flesh Wound', 'Terrible Wound', 'Terrible Wound', 'Terrible Wound'],
      [3, 5, 6],
    ],
    ['knife-lance', ['Knocked Down', 'Knifed', 'Knifed', 'Knifed', 'Knifed', 'Knifed'], [3, 4, 5, 6]],
    [
      'tomahawk',
      ['Knocked Down', 'Knocked Down', 'Head Wound', 'Knocked Out', "Head Wound & Ko'd", 'Dead'],
      [2],
    ],
  ] as const)(
    '%s: effect die 1..6 reads %j with blanks at %j filled from the left',
    (weapon, words, blanks) => {
      const row = FIGHTING_CHART.rows[weapon];
      expect([1, 2, 3, 4, 5, 6].map((f) => row.effects[f as 1 | 2 | 3 | 4 | 5 | 6].printed)).toEqual(words);
      expect(row.filledFromLeft).toEqual(blanks);
    },
  );

  it('types every cell', () => {
    expect(FIGHTING_CHART.rows.fist.effects).toEqual({
      1: { kind: 'knocked-down', printed: 'Knocked Down' },
      2: { kind: 'knocked-down', printed: 'Knocked Down' },
      3: { kind: 'knocked-down', printed: 'Knocked Down' },
      4: { kind: 'flesh-wound', printed: 'Flesh Wound' },
      5: { kind: 'knocked-out', printed: 'Knocked Out' },
      6: { kind: 'knocked-out', printed: 'Knocked Out' },
    });
    expect(FIGHTING_CHART.rows.pistol.effects[4]).toEqual({ kind: 'shot', printed: 'Shot' });
    expect(FIGHTING_CHART.rows['clubbed-rifle'].effects[3]).toEqual({
      kind: 'head-wound',
      printed: 'Head Wound',
    });
    expect(FIGHTING_CHART.rows['bowie-knife'].effects[4]).toEqual({
      kind: 'terrible-wound',
      printed: 'Terrible Wound',
    });
    expect(FIGHTING_CHART.rows['knife-lance'].effects[2]).toEqual({ kind: 'knifed', printed: 'Knifed' });
    expect(FIGHTING_CHART.rows.tomahawk.effects[5]).toEqual({
      kind: 'head-wound-and-knocked-out',
      printed: "Head Wound & Ko'd",
    });
    expect(FIGHTING_CHART.rows.tomahawk.effects[6]).toEqual({ kind: 'dead', printed: 'Dead' });
  });
});
