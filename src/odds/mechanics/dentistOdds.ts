import {
  DEFAULT_DOCTORIN_READINGS,
  type DoctorinReadings,
} from '../../rules/rwnn/doctor/DoctorinReadings.ts';
import { dentistRow } from '../../rules/rwnn/doctor/dentistRow.ts';
import { dentistTreatment } from '../../rules/rwnn/doctor/dentistTreatment.ts';
import { newTreatment } from '../../rules/rwnn/doctor/Treatment.ts';
import type { TwoDiceTotal } from '../../rules/rwnn/tables/TwoDiceTotal.ts';
import { woundCount } from '../../rules/rwnn/wounds/woundCount.ts';
import type { OddsMechanic, ReadingOption } from '../OddsMechanic.ts';
import { choiceValue } from '../paramValue.ts';
import { forEachTwoDice } from './forEachTwoDice.ts';
import { MOST_INCREASE, treatmentEntries, treatmentSample, type TreatmentFlag } from './treatmentEntries.ts';
import { WOUND_PARAMS, woundsParam } from './woundParams.ts';

const ROWS = ['by-order', 'by-number', 'stray-seven'] as const;

/** The reading of the Dentist table's numbering, as an `--option`. */
export const DENTIST_ROWS_OPTION: ReadingOption = {
  key: 'doctorin.dentistRows',
  values: ROWS,
  default: DEFAULT_DOCTORIN_READINGS.dentistRows,
  describe:
    'the rows numbered 1-11 are the totals 2-12 in order, or the totals of their numbers (12 none), a 7 perhaps the stray line',
  entry: 'dentist-table-numbering.md',
};

const CONFUSION: TreatmentFlag = {
  key: 'pConfusion',
  label: 'P(Confusion: roll again next turn)',
  of: (r) => r.rollAgainNextTurn,
};

/** `odds dentist`: a wounded man treated by a Dentist (000 Doctorin’). */
export const dentistOdds: OddsMechanic = {
  name: 'dentist',
  summary: "a Dentist's treatment: dies, unconscious, confusion, the wound severity after",
  source: '000 "Doctorin’ Procedure", "Doctorin’ (Dentist) Table"',
  params: WOUND_PARAMS,
  options: [DENTIST_ROWS_OPTION],
  prepare(params, options) {
    const r: DoctorinReadings = {
      dentistRows: choiceValue(options, 'doctorin.dentistRows', ROWS, DEFAULT_DOCTORIN_READINGS.dentistRows),
    };
    const severity = woundCount(woundsParam(params), 'per-severity');
    const out = newTreatment();
    const most = severity + MOST_INCREASE;
    return {
      exact() {
        const rows: ReturnType<typeof dentistRow>[] = [];
        forEachTwoDice((a, b) => rows.push(dentistRow((a + b) as TwoDiceTotal, r)));
        return treatmentEntries(rows, severity, CONFUSION);
      },
      sample(dice, o) {
        treatmentSample(dentistTreatment(severity, r, dice, out), most, CONFUSION, o);
      },
    };
  },
};
