import { describe, expect, it } from 'vitest';
import { FAST_DRAW_DICE } from '../../../../src/rules/rwnn/tables/fastDrawDice.ts';

describe('FAST_DRAW_DICE (000 CHALLENGES, DUELS & THE FAST DRAW)', () => {
  it('cites 000', () => {
    expect(FAST_DRAW_DICE.source).toEqual({
      document: '000_53eda652e9702143.txt',
      section: 'CHALLENGES, DUELS & THE FAST DRAW',
    });
  });

  it('"Citizen 3 / Gunman 4 / Shootist 5 / Legend 6"', () => {
    expect(FAST_DRAW_DICE.dice).toEqual({ citizen: 3, gunman: 4, shootist: 5, legend: 6 });
  });

  it('pins every modifier', () => {
    // "Head Wound - 1", "Each Serious Wound - 1", "Wounded Firing Arm - 1", "Sideways To Opponent - 1",
    // "Back To Opponent - 3"
    expect(FAST_DRAW_DICE.modifiers).toEqual([
      { id: 'head-wound', printed: 'Head Wound - 1', dice: -1, scaling: 'flat' },
      { id: 'each-serious-wound', printed: 'Each Serious Wound - 1', dice: -1, scaling: 'per-wound' },
      { id: 'wounded-firing-arm', printed: 'Wounded Firing Arm - 1', dice: -1, scaling: 'flat' },
      { id: 'sideways-to-opponent', printed: 'Sideways To Opponent - 1', dice: -1, scaling: 'flat' },
      { id: 'back-to-opponent', printed: 'Back To Opponent - 3', dice: -3, scaling: 'flat' },
    ]);
  });
});
