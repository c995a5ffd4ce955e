import { describe, expect, it } from 'vitest';
import { deliberatePolicy } from '../../../src/policies/duel/fixedPolicies.ts';
import { gunfighterPolicy } from '../../../src/policies/shootout/gunfighterPolicy.ts';
import type { ShootoutView } from '../../../src/policies/shootout/ShootoutView.ts';

/** A view answering only what the choice of an opponent reads: the men on him, his dice and their wounds. */
function fightView(men: readonly { j: number; dice: number; hurt: number }[]): ShootoutView {
  const of = (j: number): { dice: number; hurt: number } => men.find((m) => m.j === j)!;
  const view: Pick<ShootoutView, 'opponentCount' | 'opponent' | 'attackDice' | 'hurt'> = {
    opponentCount: () => men.length,
    opponent: (k) => men[k]!.j,
    attackDice: (j) => of(j).dice,
    hurt: (j) => of(j).hurt,
  };
  return view as ShootoutView;
}

describe("a tactic's choice among the men on him (000 OUTNUMBERED CHARACTERS: he decides which one he attacks)", () => {
  const tactic = gunfighterPolicy(deliberatePolicy);

  it('the most fighting dice first, whatever the wounds', () => {
    expect(
      tactic.fightOpponent(
        fightView([
          { j: 3, dice: 2, hurt: 4 },
          { j: 5, dice: 4, hurt: 0 },
        ]),
      ),
    ).toBe(5);
  });

  it('on equal dice, the most hurt; on equal wounds too, the first', () => {
    const tie = (hurt3: number): number =>
      tactic.fightOpponent(
        fightView([
          { j: 3, dice: 2, hurt: hurt3 },
          { j: 5, dice: 2, hurt: 1 },
        ]),
      );
    expect([tie(0), tie(2), tie(1)]).toEqual([5, 3, 3]);
  });

  it('a man he has no row to fight on against comes last; in no fight, nobody', () => {
    expect(
      tactic.fightOpponent(
        fightView([
          { j: 3, dice: NaN, hurt: 6 },
          { j: 5, dice: 0, hurt: 0 },
        ]),
      ),
    ).toBe(5);
    expect(tactic.fightOpponent(fightView([]))).toBe(-1);
  });
});
