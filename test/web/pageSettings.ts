import type { OddsMechanic } from '../../src/odds/OddsMechanic.ts';
import { defaultState, type OddsPageState } from '../../src/web/oddsPageState.ts';

/**
 * Three settings of a mechanic for the page's tests, made from its description alone, so a mechanic added
 * to the registry is covered with no change: as the page opens; every number a few steps up (each its own
 * step, clamped to its range), every flag set, the last choice and the last value of every reading; and
 * every number at its least, flags clear, the first choice and each reading's second value.
 *
 * @example pageSettings(blazeOdds)[1].params // { dice: 3, cap: 6, edition: '1996' }
 */
export function pageSettings(mechanic: OddsMechanic): OddsPageState[] {
  const start = defaultState(mechanic);
  const clamp = (v: number, min: number, max: number): number => Math.min(max, Math.max(min, v));
  const up = {
    mechanic,
    params: Object.fromEntries(
      mechanic.params.map((p, i) => [
        p.name,
        p.kind === 'flag'
          ? true
          : p.kind === 'choice'
            ? p.choices.at(-1)!
            : clamp(Number(start.params[p.name]) + 2 + i, p.min, p.max),
      ]),
    ),
    options: Object.fromEntries(mechanic.options.map((o) => [o.key, o.values.at(-1)!])),
  };
  const least = {
    mechanic,
    params: Object.fromEntries(
      mechanic.params.map((p) => [
        p.name,
        p.kind === 'flag' ? false : p.kind === 'choice' ? p.choices[0]! : p.min,
      ]),
    ),
    options: Object.fromEntries(mechanic.options.map((o) => [o.key, o.values[1 % o.values.length]!])),
  };
  return [start, up, least];
}
