import { describe, expect, it } from 'vitest';
import { FOOT_RESPONSE } from '../../../../src/rules/rwnn/fight/FightHorse.ts';
import { setHorseFightSides } from '../../../../src/rules/rwnn/horse/horseFightSides.ts';
import { STATUS } from '../../../../src/rules/rwnn/WoundState.ts';
import { arena, fightContext, strike } from './fightKit.ts';

type Exchange = Parameters<typeof setHorseFightSides>[0];

/** A context in which the attacker, a rider of `rider` class whose last throw was `movementDice`, rides at the defender on foot. */
function riding(
  rider: Exchange['rider'],
  movementDice: number,
  kind: Exchange['kind'],
  o: { lance?: boolean; response?: Exchange['response'] } = {},
) {
  const ctx = fightContext();
  const x: Exchange = {
    rider,
    movementDice,
    kind,
    lance: o.lance ?? false,
    response: o.response ?? 'stand-and-fight',
  };
  setHorseFightSides(x, ctx.attackerHorse, ctx.defenderHorse);
  return ctx;
}

describe('000 FIGHTING, "Horse combat only:" lines in the fighting dice', () => {
  const t = arena();
  const rider = t.figure('Rider');
  const man = t.figure('Man');

  it('"Mounted + 2", "Mounted Good or Expert horseman +1 per movement dice rolled": a Good rider halted on one die, Fist 3 + 2 + 1', () => {
    const ctx = riding('good', 1, 'halt');
    expect([t.resolver.attackDice(rider, man, ctx), t.resolver.defendDice(rider, man, ctx)]).toEqual([6, 4]);
  });

  it('a Poor rider is no Good horseman: Fist 3 + Mounted 2 only', () => {
    const ctx = riding('poor', 1, 'halt');
    expect(t.resolver.attackDice(rider, man, ctx)).toBe(5);
  });

  it('"Horses trampling their opponent +1 Per movement dice rolled": an Expert trampling on three dice, 3 + 2 + 3 + 3', () => {
    const ctx = riding('expert', 3, 'trample');
    expect(t.resolver.attackDice(rider, man, ctx)).toBe(11);
  });

  it('"Striking or receiving a passing blow - 1": both lose a die; "unless the rider is armed with a lance", then "Mounted lance + 3"', () => {
    const pass = riding('poor', 2, 'passing-blow');
    expect([t.resolver.attackDice(rider, man, pass), t.resolver.defendDice(rider, man, pass)]).toEqual([
      4, 3,
    ]);
    const lance = riding('poor', 2, 'passing-blow', { lance: true });
    expect([t.resolver.attackDice(rider, man, lance), t.resolver.defendDice(rider, man, lance)]).toEqual([
      8, 4,
    ]);
  });

  it('"Diving + 4", "Dodging + 2", "Heroic leap - 2" to the man on foot (Fist 4)', () => {
    const dice = (response: 'dive' | 'dodge' | 'heroic-leap') =>
      t.resolver.defendDice(rider, man, riding('poor', 2, 'trample', { response }));
    expect([dice('dive'), dice('dodge'), dice('heroic-leap')]).toEqual([8, 6, 2]);
  });

  it('no horse in the fight, no line: the plain Fist 3 against 4', () => {
    expect([
      t.resolver.attackDice(rider, man, fightContext()),
      t.resolver.defendDice(rider, man, fightContext()),
    ]).toEqual([3, 4]);
  });

  it('002 prints no horse lines: a mounted side adds nothing under rwnn-quickref', () => {
    for (const preset of ['rwnn-quickref'] as const) {
      const q = arena(preset);
      const ctx = riding('expert', 3, 'trample', { lance: true, response: 'dive' });
      expect([
        q.resolver.attackDice(q.figure(), q.figure(), ctx),
        q.resolver.defendDice(q.figure(), q.figure(), ctx),
      ]).toEqual([3, 4]);
    }
  });
});

describe('the round with a rider in it', () => {
  it('"mounted attackers must throw to retain control of their steed" instead of being knocked down', () => {
    const t = arena();
    const a = t.figure('Rider');
    const d = t.figure('Man');
    // A Poor rider halted: Fist 3 + Mounted 2 = 5 dice [6 1 1 1 1]; the man's Fist 4 [6 6 1 1].
    const ctx = riding('poor', 1, 'halt');
    const { result, story } = strike(t, a, d, ctx, [6, 1, 1, 1, 1, 6, 6, 1, 1]);
    expect([result.attackerControlThrow, result.attackerKnockedDown, a.status]).toEqual([
      true,
      false,
      STATUS.standing,
    ]);
    expect(story).toMatch(/Rider must throw to keep control of his horse/);
  });

  it('a man who dives "isn’t eligible to knock his opponent down", nor does the rider throw for it', () => {
    const t = arena();
    const a = t.figure('Rider');
    const d = t.figure('Man');
    // Poor rider trampling on two dice: 3 + 2 + 2 = 7 [6 1 1 1 1 1 1]; diving man 4 + 4 = 8 [6 6 1 1 1 1 1 1].
    const ctx = riding('poor', 2, 'trample', { response: 'dive' });
    expect(ctx.defenderHorse.response).toBe(FOOT_RESPONSE.dive);
    const { result } = strike(t, a, d, ctx, [6, 1, 1, 1, 1, 1, 1, 6, 6, 1, 1, 1, 1, 1, 1]);
    expect([result.attackerControlThrow, result.attackerKnockedDown, result.netHits]).toEqual([
      false,
      false,
      0,
    ]);
  });

  it('a man on foot outthrown by another on foot is knocked down as before', () => {
    const t = arena();
    const a = t.figure('Ames');
    const d = t.figure('Boone');
    const { result } = strike(t, a, d, fightContext(), [6, 2, 2, 6, 6, 3, 3]);
    expect([result.attackerKnockedDown, result.attackerControlThrow]).toEqual([true, false]);
  });
});
