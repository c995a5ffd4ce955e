import { COOLNESS_SHOT_MODIFIER, diceOverCoolness } from './coolnessTest.ts';
import type { FafdmReadings } from './FafdmReadings.ts';

/**
 * The coolness test of an opportunity shot (001 4.2.3): "the character must perform a coolness test, in case
 * it has penalty from modifiers, these are doubled". Read by `fafdm.opportunityCool` (register entry
 * fafdm-opportunity-coolness): `double-penalty` doubles the test's outcome (tense -2, nervous -4);
 * `double-shock` doubles the test's modifier instead (a shocked shooter adds +2, not +1, to each die), the
 * outcome as usual. Returns the dice over coolness and the shot modifier.
 *
 * @example opportunityCoolness(2, 4, 3, false, readings) // { over: 1, modifier: -2 } with double-penalty
 */
export function opportunityCoolness(
  die1: number,
  die2: number,
  coolness: number,
  shocked: boolean,
  r: FafdmReadings,
  out: { over: 0 | 1 | 2; modifier: number },
): void {
  if (r.opportunityCool === 'double-penalty') {
    out.over = diceOverCoolness(die1, die2, coolness, shocked, r.coolness);
    out.modifier = 2 * COOLNESS_SHOT_MODIFIER[out.over];
    return;
  }
  const extra = shocked ? 1 : 0;
  out.over = diceOverCoolness(die1 + extra, die2 + extra, coolness, shocked, r.coolness);
  out.modifier = COOLNESS_SHOT_MODIFIER[out.over];
}
