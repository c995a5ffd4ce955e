import { doctorTreatment } from '../../rules/rwnn/doctor/doctorTreatment.ts';
import { newTreatment } from '../../rules/rwnn/doctor/Treatment.ts';
import { DIE_FACES } from '../../rules/rwnn/tables/DieFace.ts';
import { DOCTORIN_DOCTOR } from '../../rules/rwnn/tables/doctorin.ts';
import { woundCount } from '../../rules/rwnn/wounds/woundCount.ts';
import type { OddsMechanic } from '../OddsMechanic.ts';
import { MOST_INCREASE, treatmentEntries, treatmentSample, type TreatmentFlag } from './treatmentEntries.ts';
import { WOUND_PARAMS, woundsParam } from './woundParams.ts';

const DELAY: TreatmentFlag = {
  key: 'pDelayed',
  label: 'P(out of the gunfight for 2 moves)',
  of: (r) => r.delayMoves > 0,
};

/** `odds doctor`: a wounded man treated by a Doctor (000 Doctorin’). */
export const doctorOdds: OddsMechanic = {
  name: 'doctor',
  summary: "a Doctor's treatment: dies, unconscious, out for 2 moves, the wound severity after",
  source: '000 "Doctorin’ Procedure", "Doctorin’ (Doctor) Table"',
  params: WOUND_PARAMS,
  options: [],
  prepare(params) {
    const severity = woundCount(woundsParam(params), 'per-severity');
    const out = newTreatment();
    const most = severity + MOST_INCREASE;
    return {
      exact: () =>
        treatmentEntries(
          DIE_FACES.map((f) => DOCTORIN_DOCTOR.results[f]),
          severity,
          DELAY,
        ),
      sample(dice, o) {
        treatmentSample(doctorTreatment(severity, dice, out), most, DELAY, o);
      },
    };
  },
};
