import { describe, expect, it } from 'vitest';
import { newFaceCounts } from '../../../../src/dice/Dice.ts';
import { ScriptedDice } from '../../../../src/dice/ScriptedDice.ts';
import { hogTieWriggle } from '../../../../src/rules/rwnn/lariat/hogTieWriggle.ts';
import { lariatEscape, type RopedMan } from '../../../../src/rules/rwnn/lariat/lariatEscape.ts';
import {
  DEFAULT_LARIAT_READINGS,
  type LariatReadings,
} from '../../../../src/rules/rwnn/lariat/LariatReadings.ts';
import { ropedOnHit } from '../../../../src/rules/rwnn/lariat/ropedOnHit.ts';

const MAN: RopedMan = { strong: false, runt: false, wounds: { flesh: 0, serious: 0 } };

function escape(m: Partial<RopedMan>, faces: number[], r: Partial<LariatReadings> = {}): boolean {
  const dice = new ScriptedDice(faces);
  const o = lariatEscape({ ...MAN, ...m }, { ...DEFAULT_LARIAT_READINGS, ...r }, dice);
  dice.assertConsumed();
  return o;
}

describe('000 "Lariats": "Characters who are roped must at least 6 on 2 D6 to escape"', () => {
  it('a 6 escapes, a 5 does not', () => {
    expect(escape({}, [2, 4])).toBe(true);
    expect(escape({}, [1, 4])).toBe(false);
  });

  it('"Strong = +1": a 5 escapes; "Runt = -1": a 6 does not', () => {
    expect(escape({ strong: true }, [1, 4])).toBe(true);
    expect(escape({ runt: true }, [2, 4])).toBe(false);
  });

  it('"Each Wound = -1": a 7 with two wounds fails; a serious wound counts 2 under lariat.escapeWounds=per-severity', () => {
    expect(escape({ wounds: { flesh: 2, serious: 0 } }, [3, 4])).toBe(false);
    expect(escape({ wounds: { flesh: 0, serious: 1 } }, [3, 4])).toBe(true);
    expect(escape({ wounds: { flesh: 0, serious: 1 } }, [3, 4], { escapeWounds: 'per-severity' })).toBe(
      false,
    );
  });
});

describe('000 "Lariats": roped, and hog-tied', () => {
  it('"Characters behind cover may not be roped, but must duck back ... knocked down – unless Tough"', () => {
    expect(ropedOnHit(true, new Set())).toBe('ducks-back');
    expect(ropedOnHit(false, new Set(['strong']))).toBe('roped-knocked-down');
    expect(ropedOnHit(false, new Set(['tough']))).toBe('roped-standing');
  });

  it('"wriggle loose by rolling at least 2 sixes on a roll of 3 dice"', () => {
    const counts = newFaceCounts();
    expect(hogTieWriggle(new ScriptedDice([6, 1, 6]), counts)).toBe(true);
    expect(hogTieWriggle(new ScriptedDice([6, 5, 5]), counts)).toBe(false);
  });
});
