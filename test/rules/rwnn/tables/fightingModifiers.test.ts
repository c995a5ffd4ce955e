import { describe, expect, it } from 'vitest';
import {
  FIGHTING_MODIFIERS_EXTENDED,
  FIGHTING_MODIFIERS_QUICKREF,
} from '../../../../src/rules/rwnn/tables/fightingModifiers.ts';

describe('FIGHTING_MODIFIERS_EXTENDED (000 FIGHTING – Hand to Hand Combat)', () => {
  it('cites 000', () => {
    expect(FIGHTING_MODIFIERS_EXTENDED.source).toEqual({
      document: '000_53eda652e9702143.txt',
      section: 'FIGHTING – Hand to Hand Combat',
    });
  });

  it('pins every line: id, printed words, dice, scaling, horse-only', () => {
    expect(
      FIGHTING_MODIFIERS_EXTENDED.modifiers.map((m) => [
        m.id,
        m.printed,
        m.dice,
        m.scaling,
        m.horseCombatOnly,
      ]),
    ).toEqual([
      ['defender-behind-cover', 'Defender is behind cover - 1', -1, 'flat', false],
      ['attacker-moves-over-9-inches', 'Attacker moves over 9 inches +2', 2, 'flat', false],
      ['each-flesh-wound', 'Each flesh wound - 1', -1, 'per-wound', false],
      ['each-serious-wound', 'Each serious wound - 2', -2, 'per-wound', false],
      ['wounded-right-arm', 'Wounded right arm - 1', -1, 'flat', false],
      ['backshooting', 'Backshooting +2', 2, 'flat', false],
      ['defender-on-ground', 'Defender on ground +2', 2, 'flat', false],
      ['citizen', 'Citizen - 1', -1, 'flat', false],
      ['shootist', 'Shootist +1', 1, 'flat', false],
      ['legend', 'Legend +2', 2, 'flat', false],
      ['attacked-from-side', 'Attacked from side - 2', -2, 'flat', false],
      ['attacked-from-rear', 'Attacked from rear - 4', -4, 'flat', false],
      [
        'mounted-good-or-expert-horseman',
        'Mounted Good or Expert horseman +1 per movement dice rolled.',
        1,
        'per-movement-die',
        true,
      ],
      [
        'horse-trampling',
        'Horses trampling their opponent +1 Per movement dice rolled.',
        1,
        'per-movement-die',
        true,
      ],
      ['mounted', 'Mounted + 2', 2, 'flat', true],
      ['passing-blow', 'Striking or receiving a passing blow - 1', -1, 'flat', true],
      ['mounted-lance', 'Mounted lance + 3', 3, 'flat', true],
      ['diving', 'Diving + 4', 4, 'flat', true],
      ['dodging', 'Dodging + 2', 2, 'flat', true],
      ['heroic-leap', 'Heroic leap - 2', -2, 'flat', true],
    ]);
  });
});

describe('FIGHTING_MODIFIERS_QUICKREF (002 CLOSE COMBAT MODIFIERS)', () => {
  it('cites 002', () => {
    expect(FIGHTING_MODIFIERS_QUICKREF.source).toEqual({
      document: '002_a287e5c7c10177d4.txt',
      section: 'CLOSE COMBAT — MODIFIERS',
    });
  });

  it('pins every cell: id, printed words, dice, scaling', () => {
    // Column 1: "Citizen -1", "Shootist +1", "Legend +2", "Behind Cover -1"; column 2: "Attacker Moved 9+
    // Ins. +2", "Defender On Ground +2", "Attacked From Rear -4", "Attacked From Side -2"; column 3:
    // "Backshooting +2", "Wounded -1", "Seriously Wounded -2".
    expect(FIGHTING_MODIFIERS_QUICKREF.modifiers.map((m) => [m.id, m.printed, m.dice, m.scaling])).toEqual([
      ['citizen', 'Citizen -1', -1, 'flat'],
      ['shootist', 'Shootist +1', 1, 'flat'],
      ['legend', 'Legend +2', 2, 'flat'],
      ['behind-cover', 'Behind Cover -1', -1, 'flat'],
      ['attacker-moved-9-plus-inches', 'Attacker Moved 9+ Ins. +2', 2, 'flat'],
      ['defender-on-ground', 'Defender On Ground +2', 2, 'flat'],
      ['attacked-from-rear', 'Attacked From Rear -4', -4, 'flat'],
      ['attacked-from-side', 'Attacked From Side -2', -2, 'flat'],
      ['backshooting', 'Backshooting +2', 2, 'flat'],
      ['wounded', 'Wounded -1', -1, 'flat'],
      ['seriously-wounded', 'Seriously Wounded -2', -2, 'flat'],
    ]);
    expect(FIGHTING_MODIFIERS_QUICKREF.modifiers.some((m) => m.horseCombatOnly)).toBe(false);
  });
});
