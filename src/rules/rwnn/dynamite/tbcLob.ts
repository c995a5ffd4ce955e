import type { Dice } from '../../../dice/Dice.ts';
import { DYNAMITE_THROW } from '../tables/dynamiteThrow.ts';
import { woundCount, type WoundTally } from '../wounds/woundCount.ts';
import type { DynamiteReadings } from './DynamiteReadings.ts';

/** The thrower as the TBC lob reads him (000 "Dynamite Lobbing Procedure", steps 2 and 3). */
export interface LobThrower {
  readonly citizen: boolean;
  readonly wounds: WoundTally;
  /** Drunk, Deranged or a Runt: -1". */
  readonly short: boolean;
  /** Strong: +4". */
  readonly strong: boolean;
}

/** How far a TBC lob can go: the thrower picks any distance from `min` to `max` (equal for a Citizen). */
export interface LobReach {
  min: number;
  max: number;
}

/** A fresh record for {@link tbcLob}. */
export function newLobReach(): LobReach {
  return { min: 0, max: 0 };
}

/**
 * The TBC lob's reach (000 "Dynamite Lobbing Procedure", steps 2 and 3): "Select 1-3 D6"; "Citizens must throw
 * for the full distance of ALL dice thrown. Other characters may throw for a distance BETWEEN that of the
 * highest die and the total"; then "-1”" a wound (counted as `woundInches` reads it), "-1”" Drunk, Deranged,
 * Runt, "+4”" Strong (the procedure's lines: see dynamite-throw-skill-lines). Never below 0". `n` outside
 * 1..3 is a RangeError. Writes into `out`.
 *
 * @example tbcLob(2, citizen, readings, new ScriptedDice([3, 5]), out) // { min: 8, max: 8 }
 */
export function tbcLob(n: number, t: LobThrower, r: DynamiteReadings, dice: Dice, out: LobReach): LobReach {
  const { min, max } = DYNAMITE_THROW.distanceDice;
  if (!Number.isInteger(n) || n < min || n > max)
    throw new RangeError(`a lob takes ${min} to ${max} dice, not ${n}`);
  let total = 0;
  let highest = 0;
  for (let i = 0; i < n; i++) {
    const f = dice.d6();
    total += f;
    if (f > highest) highest = f;
  }
  const [perWound, short, strong] = DYNAMITE_THROW.modifiers;
  const inches =
    woundCount(t.wounds, r.woundInches) * perWound.inches +
    (t.short ? short.inches : 0) +
    (t.strong ? strong.inches : 0);
  out.max = Math.max(0, total + inches);
  out.min = t.citizen ? out.max : Math.max(0, highest + inches);
  return out;
}
