import { describe, expect, it } from 'vitest';
import { DIE_FACES } from '../../../../src/rules/rwnn/tables/DieFace.ts';
import {
  DOCTORIN_DENTIST,
  DOCTORIN_DOCTOR,
  DOCTORIN_PROCEDURE,
} from '../../../../src/rules/rwnn/tables/doctorin.ts';
import { TWO_DICE_TOTALS } from '../../../../src/rules/rwnn/tables/TwoDiceTotal.ts';

describe('DOCTORIN_PROCEDURE (000 "Doctorin’ Procedure")', () => {
  it('cites 000 Doctorin’ Procedure and Medical Personnel Figures', () => {
    expect(DOCTORIN_PROCEDURE.source).toEqual({
      document: '000_53eda652e9702143.txt',
      section: 'Doctorin’ Procedure',
    });
    expect(DOCTORIN_PROCEDURE.personnel.source).toEqual({
      document: '000_53eda652e9702143.txt',
      section: 'Medical Personnel Figures',
    });
  });

  it('"within 2 inches"; "a Flesh Wound is a –1, and a Serious Wound is a –2"; "Every four turns"', () => {
    expect(DOCTORIN_PROCEDURE.reachInches).toBe(2);
    expect(DOCTORIN_PROCEDURE.severityPerWound).toEqual({ 'flesh-wound': 1, 'serious-wound': 2 });
    expect(DOCTORIN_PROCEDURE.personnel.movesEveryTurns).toBe(4);
  });
});

describe('DOCTORIN_DOCTOR (000 "Doctorin’ (Doctor) Table")', () => {
  it('cites 000 Doctorin’ (Doctor) Table; "Roll 1 D6"', () => {
    expect(DOCTORIN_DOCTOR.source).toEqual({
      document: '000_53eda652e9702143.txt',
      section: 'Doctorin’ (Doctor) Table',
    });
    expect(DOCTORIN_DOCTOR.roll).toBe('Roll 1 D6 with the following result:');
  });

  it('"1. Reduce wound severity by 3" ... "6. Die", row by row', () => {
    expect(
      DIE_FACES.map((f) => {
        const r = DOCTORIN_DOCTOR.results[f];
        return [r.printed, r.severityChange, r.delayMoves, r.unconscious, r.dies, r.rollAgainNextTurn];
      }),
    ).toEqual([
      ['1. Reduce wound severity by 3', -3, 0, false, false, false],
      ['2. Reduce wound severity by 2', -2, 0, false, false, false],
      [
        '3. Reduce wound severity by 1, Delay 2 (Out of the current gunfight for 2 moves)',
        -1,
        2,
        false,
        false,
        false,
      ],
      [
        '4. Reduce wound severity by 1, Unconscious (For the rest of the current gunfight.)',
        -1,
        0,
        true,
        false,
        false,
      ],
      ['5. Increase would severity by 1', 1, 0, false, false, false],
      ['6. Die', 0, 0, false, true, false],
    ]);
  });
});

describe('DOCTORIN_DENTIST (000 "Doctorin’ (Dentist) Table")', () => {
  it('cites 000 Doctorin’ (Dentist) Table; "Roll 2 D6"', () => {
    expect(DOCTORIN_DENTIST.source).toEqual({
      document: '000_53eda652e9702143.txt',
      section: 'Doctorin’ (Dentist) Table',
    });
    expect(DOCTORIN_DENTIST.roll).toBe('Roll 2 D6 with the following result:');
  });

  it('rows "1." to "11." are the totals 2 to 12 in printed order (dentist-table-numbering)', () => {
    expect(
      TWO_DICE_TOTALS.map((t) => {
        const r = DOCTORIN_DENTIST.results[t];
        return [t, r.printed, r.severityChange, r.unconscious, r.rollAgainNextTurn];
      }),
    ).toEqual([
      [
        2,
        '1. Reduce wound severity by 2 (For results 1 – 5 TBC reversed original results)',
        -2,
        false,
        false,
      ],
      [3, '2. Reduce wound severity by 2', -2, false, false],
      [4, '3. Reduce wound severity by 2', -2, false, false],
      [5, '4. Reduce wound severity by 1', -1, false, false],
      [6, '5. Reduce wound severity by 1', -1, false, false],
      [7, '6. Confusion (Roll again next turn)', 0, false, true],
      [8, '7. Unconscious (For the rest of the current gunfight.)', 0, true, false],
      [9, '8. Unconscious (For the rest of the current gunfight.)', 0, true, false],
      [10, '9. Increase wound severity by 1, Unconscious', 1, true, false],
      [11, '10. Increase wound severity by 2', 2, false, false],
      [12, '11. Increase wound severity by 3', 3, false, false],
    ]);
    expect(TWO_DICE_TOTALS.some((t) => DOCTORIN_DENTIST.results[t].dies)).toBe(false);
  });

  it('keeps the second "7. Reduce wound severity by 1, Unconscious" printed after row 5 as a stray line', () => {
    expect(DOCTORIN_DENTIST.strayLine).toEqual({
      printed: '7. Reduce wound severity by 1, Unconscious (For the rest of the current gunfight.)',
      severityChange: -1,
      delayMoves: 0,
      unconscious: true,
      dies: false,
      rollAgainNextTurn: false,
    });
  });
});
