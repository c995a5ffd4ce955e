import type { ShootoutPolicy } from './ShootoutPolicy.ts';
import type { ShootoutView } from './ShootoutView.ts';

/**
 * A tactic that has its own say on walking to a doctor or dentist (000 "Doctorin’ Procedure"): `severity`
 * his total wound severity (flesh 1, serious 2). A tactic without it goes with a serious wound
 * ({@link DOCTOR_MODES} `serious`).
 */
export interface DoctorChooser {
  chooseDoctor?(view: ShootoutView, severity: number, serious: boolean): boolean;
}

/**
 * Whether `policy` goes to be patched up now (see {@link DoctorChooser}).
 *
 * @example choosesDoctor(policy, view, 2, true) === true
 */
export function choosesDoctor(
  policy: ShootoutPolicy & DoctorChooser,
  view: ShootoutView,
  severity: number,
  serious: boolean,
): boolean {
  if (policy.chooseDoctor !== undefined) return policy.chooseDoctor(view, severity, serious);
  return serious;
}

/**
 * When a tactic seeks a doctor, as its `doctor` parameter names it: `serious` (the default: with a serious
 * wound), `wounded` (with any wound), `never`.
 */
export const DOCTOR_MODES = ['serious', 'wounded', 'never'] as const;
export type DoctorMode = (typeof DOCTOR_MODES)[number];

/**
 * Gives `policy` the doctoring choice of `mode` (nothing for `serious`, the default) and returns it.
 *
 * @example withDoctorMode(gunfighterPolicy(fire, 2, 8), 'never')
 */
export function withDoctorMode<P extends ShootoutPolicy & DoctorChooser>(policy: P, mode: DoctorMode): P {
  if (mode === 'wounded') policy.chooseDoctor = (_v, severity) => severity > 0;
  else if (mode === 'never') policy.chooseDoctor = () => false;
  return policy;
}
