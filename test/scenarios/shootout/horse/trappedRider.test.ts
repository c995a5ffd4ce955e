import { describe, expect, it } from 'vitest';
import { ScriptedDice } from '../../../../src/dice/ScriptedDice.ts';
import { STATUS } from '../../../../src/rules/rwnn/WoundState.ts';
import { riderAndMen } from './pathKit.ts';

/** A Good rider whose horse a Citizen shoots from under him: 1 the horse, 6 it falls, 1 dead. */
function shotFromUnder(pal: boolean) {
  const kit = riderAndMen(
    { policy: 'cavalry', rider: 'good' },
    {
      clerk: { side: 'town', class: 'citizen', at: [30, 12] },
      ...(pal ? { pal: { side: 'posse', at: [10.5, 12] } } : {}),
    },
  );
  const rider = kit.game.figures[0]!;
  return { ...kit, rider, clerk: kit.named('clerk') };
}

describe('a rider trapped under his fallen horse (000 FIGHTING, "Foot caught in stirrup" ... "trapped underneath")', () => {
  it('throws at once and on each of his cards; a 1 frees him ("A second 1 allows the character to escape"), until then he does nothing', () => {
    const { game, mounted, rider, clerk, lines } = shotFromUnder(false);
    // 1: the horse; 6: falls; 1: dead; the trapped throw at once: 3, held.
    game.dice = new ScriptedDice([1, 6, 1, 3]);
    expect(mounted.hitsOnRider(clerk, rider, 1)).toBe(0);
    expect(mounted.trapped.isHeld(rider)).toBe(true);
    expect(rider.wounds.status).toBe(STATUS.knockedDown);
    // The Joker lets the winded up, not the trapped: his card is spent on the throw, 2, still held.
    mounted.joker();
    game.dice = new ScriptedDice([2]);
    expect(mounted.turn(rider)).toBe(true);
    expect(mounted.trapped.isHeld(rider)).toBe(true);
    game.dice = new ScriptedDice([1]);
    expect(mounted.turn(rider)).toBe(true);
    expect(mounted.trapped.isHeld(rider)).toBe(false);
    expect(lines.join('\n')).toContain('rider is trapped under his horse: he gets free');
  });

  it('"subtract one from the dice for each friend trying to pull him clear": a 2 frees him with a friend beside him', () => {
    const { game, mounted, rider, clerk, lines } = shotFromUnder(true);
    game.dice = new ScriptedDice([1, 6, 1, 2]);
    mounted.hitsOnRider(clerk, rider, 1);
    (game.dice as ScriptedDice).assertConsumed();
    expect(mounted.trapped.isHeld(rider)).toBe(false);
    expect(lines.join('\n')).toContain(
      'rider is trapped under his horse (1 friend(s) pulling): he gets free',
    );
  });
});
