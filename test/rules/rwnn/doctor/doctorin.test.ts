import { describe, expect, it } from 'vitest';
import { ScriptedDice } from '../../../../src/dice/ScriptedDice.ts';
import { dentistTreatment } from '../../../../src/rules/rwnn/doctor/dentistTreatment.ts';
import {
  DEFAULT_DOCTORIN_READINGS,
  type DoctorinReadings,
} from '../../../../src/rules/rwnn/doctor/DoctorinReadings.ts';
import { doctorTreatment } from '../../../../src/rules/rwnn/doctor/doctorTreatment.ts';
import { newTreatment } from '../../../../src/rules/rwnn/doctor/Treatment.ts';
import { woundCount } from '../../../../src/rules/rwnn/wounds/woundCount.ts';

const doctor = (severity: number, face: number) => ({
  ...doctorTreatment(severity, new ScriptedDice([face]), newTreatment()),
});
const dentist = (severity: number, faces: [number, number], r: Partial<DoctorinReadings> = {}) => ({
  ...dentistTreatment(
    severity,
    { ...DEFAULT_DOCTORIN_READINGS, ...r },
    new ScriptedDice(faces),
    newTreatment(),
  ),
});

describe('000 "Doctorin’ Procedure": total wound severity', () => {
  it('"if he has 2 serious wounds his ‘total wound severity’ is a 4"', () => {
    expect(woundCount({ flesh: 0, serious: 2 }, 'per-severity')).toBe(4);
    expect(woundCount({ flesh: 1, serious: 1 }, 'per-severity')).toBe(3);
  });
});

describe('000 "Doctorin’ (Doctor) Table", "Roll 1 D6"', () => {
  it('"1. Reduce wound severity by 3": 4 to 1; never below none', () => {
    expect(doctor(4, 1).severity).toBe(1);
    expect(doctor(2, 1).severity).toBe(0);
  });

  it('"3. Reduce wound severity by 1, Delay 2"; "4. ... Unconscious"; "5. Increase would severity by 1"; "6. Die"', () => {
    expect(doctor(3, 3)).toMatchObject({ severity: 2, result: { delayMoves: 2, unconscious: false } });
    expect(doctor(3, 4)).toMatchObject({ severity: 2, result: { unconscious: true } });
    expect(doctor(3, 5).severity).toBe(4);
    expect(doctor(3, 6).result?.dies).toBe(true);
  });
});

describe('000 "Doctorin’ (Dentist) Table", "Roll 2 D6" (dentist-table-numbering)', () => {
  it('by order: 2 reads "1. Reduce wound severity by 2", 7 "6. Confusion (Roll again next turn)", 12 "11. Increase wound severity by 3"', () => {
    expect(dentist(4, [1, 1]).severity).toBe(2);
    expect(dentist(4, [3, 4]).result?.rollAgainNextTurn).toBe(true);
    expect(dentist(4, [6, 6]).severity).toBe(7);
  });

  it('by number: 7 reads "7. Unconscious", 12 finds no row and leaves him as he was', () => {
    expect(dentist(4, [3, 4], { dentistRows: 'by-number' })).toMatchObject({
      severity: 4,
      result: { unconscious: true },
    });
    expect(dentist(4, [6, 6], { dentistRows: 'by-number' })).toEqual({ severity: 4, result: null });
  });

  it('stray seven: 7 reads "7. Reduce wound severity by 1, Unconscious"', () => {
    expect(dentist(4, [3, 4], { dentistRows: 'stray-seven' })).toMatchObject({
      severity: 3,
      result: { unconscious: true },
    });
  });
});
