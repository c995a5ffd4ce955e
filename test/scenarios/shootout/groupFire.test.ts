import { describe, expect, it } from 'vitest';
import { blazePolicy } from '../../../src/policies/duel/fixedPolicies.ts';
import type { SkillId } from '../../../src/rules/rwnn/tables/skills.ts';
import { cardsOf, fire, gameOf, playScripted, Script, tableOf, type FigureSetup } from './shootoutKit.ts';

// 000 SKILLS & ATTRIBUTES (003 SKILLS the same): Legend of the West "May fire at a group of characters within
// four* inches of each other and distribute any hits between them as he chooses." Register entry
// legend-group-fire. al (card 0) at (10, 15) blazes away at bo (card 1) 6" east of him.
const CARD = { al: 0, ...cardsOf(4) };

function group(
  others: readonly Partial<FigureSetup>[],
  skills: SkillId[] = ['legend-of-the-west'],
  options: Record<string, string> = {},
) {
  return gameOf(
    [
      {
        name: 'al',
        side: 0,
        x: 10,
        y: 15,
        facing: 0,
        skills,
        policy: new Script([fire(1)], { fire: blazePolicy, cards: () => true }),
      },
      { name: 'bo', side: 1, x: 16, y: 15 },
      ...others.map((o, i) => ({ name: ['cy', 'dy'][i]!, side: 1, x: 16, y: 15, ...o })),
    ],
    { options: { 'shootout.nerve': 'off', ...options } },
  );
}

// Six blazing dice with two 6s (2 hits), then each hit's location and effect: head 1, a graze.
const TWO_HITS = [6, 6, 2, 3, 4, 5, 1, 1, 1, 1];
const THREE_HITS = [6, 6, 6, 3, 4, 5, 1, 1, 1, 1, 1, 1];
const shares = (lines: readonly string[]) => lines.filter((l) => l.includes('shares his'));
const hitOn = (lines: readonly string[], who: string) =>
  lines.filter((l) => l.startsWith(`  ${who} is hit`)).length;

describe('Legend of the West: "May fire at a group of characters within four* inches of each other"', () => {
  it('"distribute any hits between them as he chooses": by default one each, the man he fired at first', () => {
    const p = playScripted(group([{ y: 17 }]), TWO_HITS, [CARD.al]);
    expect(shares(p.lines)).toEqual([
      '  al (Legend of the West) shares his 2 hit(s) in a group: 1 to bo, 1 to cy.',
    ]);
    expect([hitOn(p.lines, 'bo'), hitOn(p.lines, 'cy')]).toEqual([1, 1]);
  });

  it('a man more than four inches off is no part of the group; the double skill reaches eight', () => {
    const far = playScripted(group([{ y: 20 }]), TWO_HITS, [CARD.al]);
    expect(shares(far.lines)).toEqual([]);
    expect([hitOn(far.lines, 'bo'), hitOn(far.lines, 'cy')]).toEqual([2, 0]);
    const very = playScripted(group([{ y: 20 }], ['legend-of-the-west', 'legend-of-the-west']), TWO_HITS, [
      CARD.al,
    ]);
    expect([hitOn(very.lines, 'bo'), hitOn(very.lines, 'cy')]).toEqual([1, 1]);
  });

  it('"within four inches of each other": every man of the group, unless shootout.legendGroup=chain', () => {
    // cy 3.5" from bo, dy 3.5" beyond cy: 7" from bo.
    const men = [{ y: 18.5 }, { y: 22 }];
    const each = playScripted(group(men), THREE_HITS, [CARD.al]);
    expect(shares(each.lines)).toEqual([
      '  al (Legend of the West) shares his 3 hit(s) in a group: 2 to bo, 1 to cy.',
    ]);
    const chain = playScripted(group(men, undefined, { 'shootout.legendGroup': 'chain' }), THREE_HITS, [
      CARD.al,
    ]);
    expect(shares(chain.lines)).toEqual([
      '  al (Legend of the West) shares his 3 hit(s) in a group: 1 to bo, 1 to cy, 1 to dy.',
    ]);
  });

  it('only men he could fire at himself: one hidden from him by a building is no part of it', () => {
    // cy stands 3" from bo, but a building between al and cy hides him.
    const table = tableOf([{ kind: 'building', at: [13.5, 16.5], size: [1, 3], material: 'adobe' }]);
    const game = gameOf(
      [
        {
          name: 'al',
          side: 0,
          x: 10,
          y: 15,
          facing: 0,
          skills: ['legend-of-the-west'],
          policy: new Script([fire(1)], { fire: blazePolicy, cards: () => true }),
        },
        { name: 'bo', side: 1, x: 16, y: 15 },
        { name: 'cy', side: 1, x: 16, y: 18 },
      ],
      { table, options: { 'shootout.nerve': 'off' } },
    );
    const p = playScripted(game, TWO_HITS, [CARD.al]);
    expect([game.lineOfSight(0, 1), game.lineOfSight(0, 2)]).toEqual([true, false]);
    expect(shares(p.lines)).toEqual([]);
    expect(hitOn(p.lines, 'bo')).toBe(2);
  });

  it('shootout.legendGroup=off: every hit on the man he fired at; and a man without the skill the same', () => {
    const off = playScripted(group([{ y: 17 }], undefined, { 'shootout.legendGroup': 'off' }), TWO_HITS, [
      CARD.al,
    ]);
    expect([hitOn(off.lines, 'bo'), hitOn(off.lines, 'cy')]).toEqual([2, 0]);
    const plain = playScripted(group([{ y: 17 }], []), TWO_HITS, [CARD.al]);
    expect([hitOn(plain.lines, 'bo'), hitOn(plain.lines, 'cy')]).toEqual([2, 0]);
  });
});
