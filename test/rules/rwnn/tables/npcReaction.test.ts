import { describe, expect, it } from 'vitest';
import { NPC_REACTION } from '../../../../src/rules/rwnn/tables/npcReaction.ts';
import { TWO_DICE_TOTALS } from '../../../../src/rules/rwnn/tables/TwoDiceTotal.ts';

describe('NPC_REACTION (000 "Non-Player Characters")', () => {
  it('cites 000 Non-Player Characters', () => {
    expect(NPC_REACTION.source).toEqual({
      document: '000_53eda652e9702143.txt',
      section: 'Non-Player Characters',
    });
  });

  it('the three conditions: "within 3” of gunfire", "within 5” of gunfire involving ... law", "touches bases"', () => {
    expect(NPC_REACTION.triggers).toHaveLength(3);
    expect(NPC_REACTION.triggers[0]).toBe('The NPC figure was within 3” of gunfire.');
  });

  it('"2-8 “I’m Outta Here!”", "9", "10", "11", "12 “Hey, Count me in!”"', () => {
    expect(TWO_DICE_TOTALS.map((t) => NPC_REACTION.results[t].reaction)).toEqual([
      'leaves',
      'leaves',
      'leaves',
      'leaves',
      'leaves',
      'leaves',
      'leaves',
      'melee-improvised-weapons',
      'attacks-rear-or-side',
      'shoots-or-charges',
      'joins-perpetrator',
    ]);
    expect(NPC_REACTION.results[2].printed).toMatch(/^2-8 “I’m Outta Here!”/);
    expect(NPC_REACTION.results[9].printed).toMatch(/^9 “Hey, you can’t push me around like that!”/);
    expect(NPC_REACTION.results[10].printed).toMatch(/^10 “Just building up my courage\.”/);
    expect(NPC_REACTION.results[11].printed).toMatch(/^11 “Oh yeah\? Take THAT!”/);
    expect(NPC_REACTION.results[12].printed).toBe(
      '12 “Hey, Count me in!” (NPC joins in the fight on the side of the perpetrator)',
    );
  });
});
