import { describe, expect, it } from 'vitest';
import { ScriptedDice } from '../../../../src/dice/ScriptedDice.ts';
import { DEFAULT_DYNAMITE_READINGS } from '../../../../src/rules/rwnn/dynamite/DynamiteReadings.ts';
import { newLobReach, tbcLob, type LobThrower } from '../../../../src/rules/rwnn/dynamite/tbcLob.ts';
import { trwnnLob } from '../../../../src/rules/rwnn/dynamite/trwnnLob.ts';

const MAN: LobThrower = { citizen: false, wounds: { flesh: 0, serious: 0 }, short: false, strong: false };

function lob(n: number, t: Partial<LobThrower>, faces: number[]) {
  const dice = new ScriptedDice(faces);
  const out = tbcLob(n, { ...MAN, ...t }, DEFAULT_DYNAMITE_READINGS, dice, newLobReach());
  dice.assertConsumed();
  return { ...out };
}

describe('000 "Dynamite Lobbing Procedure", steps 2 and 3: the TBC lob', () => {
  it('"Citizens must throw for the full distance of ALL dice thrown"', () => {
    expect(lob(3, { citizen: true }, [2, 5, 3])).toEqual({ min: 10, max: 10 });
  });

  it('"Other characters may throw for a distance BETWEEN that of the highest die and the total"', () => {
    expect(lob(3, {}, [2, 5, 3])).toEqual({ min: 5, max: 10 });
  });

  it('"For each wound suffered by Thrower -1”", "Drunk, Deranged, Runt -1”", "Strong +4”"', () => {
    expect(lob(2, { wounds: { flesh: 1, serious: 1 }, short: true }, [4, 2])).toEqual({ min: 1, max: 3 });
    expect(lob(1, { strong: true }, [3])).toEqual({ min: 7, max: 7 });
  });

  it('"Select 1-3 D6": four dice are refused', () => {
    expect(() => lob(4, {}, [1, 1, 1, 1])).toThrow(RangeError);
  });
});

describe('000 "Dynamite Lobbing Procedure TRWNN Method.": the estimate', () => {
  it('"never exceed 18” for single sticks, 16” for bundles"; "DEAD ACCURATE" within 1"', () => {
    expect(trwnnLob(20, 19, false, false)).toEqual({ markerInches: 18, deadAccurate: true });
    expect(trwnnLob(20, 25, true, false)).toEqual({ markerInches: 16, deadAccurate: false });
  });

  it('"a Serious Wound to his ‘good arm,’ the throwing distance is halved"', () => {
    expect(trwnnLob(10, 12, false, true)).toEqual({ markerInches: 5, deadAccurate: false });
  });
});
