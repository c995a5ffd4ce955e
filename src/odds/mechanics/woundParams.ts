import type { WoundTally } from '../../rules/rwnn/wounds/woundCount.ts';
import type { ParamSpec, ParamValues } from '../OddsMechanic.ts';
import { intParam } from '../paramValue.ts';

/** The `--flesh-wounds` and `--serious-wounds` flags of the mechanics whose charts count wounds. */
export const WOUND_PARAMS: readonly ParamSpec[] = [
  { name: 'flesh-wounds', kind: 'int', min: 0, max: 3, default: 0, describe: 'flesh wounds the man has' },
  { name: 'serious-wounds', kind: 'int', min: 0, max: 3, default: 0, describe: 'serious wounds the man has' },
];

/** The wounds of `--flesh-wounds` and `--serious-wounds`. @example woundsParam({ 'flesh-wounds': 1, 'serious-wounds': 0 }) */
export function woundsParam(params: ParamValues): WoundTally {
  return { flesh: intParam(params, 'flesh-wounds'), serious: intParam(params, 'serious-wounds') };
}
