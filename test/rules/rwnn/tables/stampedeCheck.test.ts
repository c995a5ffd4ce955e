import { describe, expect, it } from 'vitest';
import { DIE_FACES } from '../../../../src/rules/rwnn/tables/DieFace.ts';
import { STAMPEDE_CHECK } from '../../../../src/rules/rwnn/tables/stampedeCheck.ts';

describe('STAMPEDE_CHECK (000 "Stampede Procedure")', () => {
  it('cites 000 Stampede Procedure and Stampede Prerequisites', () => {
    expect(STAMPEDE_CHECK.source).toEqual({
      document: '000_53eda652e9702143.txt',
      section: 'Stampede Procedure',
    });
    expect(STAMPEDE_CHECK.herd.source).toEqual({
      document: '000_53eda652e9702143.txt',
      section: 'Stampede Prerequisites',
    });
  });

  it('"A herd is defined as more than 4 animal figures on the table."', () => {
    expect(STAMPEDE_CHECK.herd.moreThanAnimals).toBe(4);
  });

  it('"6” or less, roll 1 D6 on table 1": "1 Staaaampede!", "2-6 No Result"', () => {
    expect(STAMPEDE_CHECK.table1.withinInches).toBe(6);
    expect(STAMPEDE_CHECK.table1.title).toBe('Table 1: The “We’re not Skittish Table.” Roll 1 D6');
    expect(DIE_FACES.map((f) => STAMPEDE_CHECK.table1.results[f].printed)).toEqual([
      '1 Staaaampede!',
      '2-6 No Result',
      '2-6 No Result',
      '2-6 No Result',
      '2-6 No Result',
      '2-6 No Result',
    ]);
    expect(STAMPEDE_CHECK.table1.results[1].outcome).toBe('stampede');
    expect(STAMPEDE_CHECK.table1.results[2].outcome).toBe('no-result');
  });

  it('"12” or less, roll 1 D6 on table 2": "1-3 Staaaampede!", "4-6 No Result"', () => {
    expect(STAMPEDE_CHECK.table2.withinInches).toBe(12);
    expect(DIE_FACES.map((f) => STAMPEDE_CHECK.table2.results[f].outcome)).toEqual([
      'stampede',
      'stampede',
      'stampede',
      'no-result',
      'no-result',
      'no-result',
    ]);
    expect(STAMPEDE_CHECK.table2.results[3].printed).toBe('1-3 Staaaampede!');
    expect(STAMPEDE_CHECK.table2.results[4].printed).toBe('4-6 No Result');
  });

  it('"if Dynamite goes off an automatic stampede occurs"; "3 movement dice ... goes up to 4 dice"', () => {
    expect(STAMPEDE_CHECK.dynamite).toBe('automatic-stampede');
    expect(STAMPEDE_CHECK.onStampede).toMatchObject({ movementDice: 3, movementDiceAfterMoreShots: 4 });
  });
});
