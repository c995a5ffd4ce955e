import { describe, expect, it } from 'vitest';
import { newFaceCounts } from '../../../../src/dice/Dice.ts';
import { ScriptedDice } from '../../../../src/dice/ScriptedDice.ts';
import { bowShot, newBowShot, type BrokenStringHits } from '../../../../src/rules/rwnn/indian/bowShot.ts';
import { mysticVision, newVision } from '../../../../src/rules/rwnn/indian/mysticVision.ts';
import type { IndianClass } from '../../../../src/rules/rwnn/tables/IndianClass.ts';

function bow(who: IndianClass, faces: number[], reading: BrokenStringHits = 'stand') {
  const dice = new ScriptedDice(faces);
  const out = bowShot(faces.length, who, reading, dice, newFaceCounts(), newBowShot());
  dice.assertConsumed();
  return { ...out };
}

describe('000 INDIAN WEAPONS, "Bows"', () => {
  it('"a Young Blood can only score one hit, a Warrior can score two and a Mighty Warrior three"', () => {
    expect(bow('young-blood', [6, 6, 6]).hits).toBe(1);
    expect(bow('warrior', [6, 6, 6]).hits).toBe(2);
    expect(bow('mighty-warrior', [6, 6, 6, 6]).hits).toBe(3);
  });

  it('"If more 1’s than 6’s are rolled ... It cannot be fired again"; its 6 hits unless bow-broken-string B', () => {
    expect(bow('warrior', [1, 1, 6])).toEqual({ hits: 1, outOfAction: true });
    expect(bow('warrior', [1, 1, 6], 'lost')).toEqual({ hits: 0, outOfAction: true });
    expect(bow('warrior', [1, 6, 3])).toEqual({ hits: 1, outOfAction: false });
  });
});

describe('000 "Mystic Warrior": "Before each conflict, throw"', () => {
  const vision = (faces: number[]) => ({ ...mysticVision(new ScriptedDice(faces), newVision()) });

  it('"1. Charmed", "4. Dream Quest ... He takes no part", "5. Medicine Man: ... all the members of the war party are charmed"', () => {
    expect(vision([1])).toMatchObject({ skill: 'charmed', who: 'himself', permanent: false, absent: false });
    expect(vision([4])).toMatchObject({ vision: 'dream-quest', skill: null, absent: true });
    expect(vision([5])).toMatchObject({ skill: 'charmed', who: 'war-party' });
  });

  it('"6. Mighty Vision": throw again, "3, 4 Cursed", for good', () => {
    expect(vision([6, 4])).toMatchObject({ vision: 'mighty-vision', skill: 'cursed', permanent: true });
  });
});
