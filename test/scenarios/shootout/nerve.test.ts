import { describe, expect, it } from 'vitest';
import {
  ACTION,
  NERVE_REACTION,
  type NerveReactionCode,
} from '../../../src/policies/shootout/ShootoutPolicy.ts';
import { EMOTION } from '../../../src/rules/rwnn/emotions/Emotion.ts';
import { STATUS } from '../../../src/rules/rwnn/WoundState.ts';
import { NERVE_STATE } from '../../../src/scenarios/shootout/Gunfighter.ts';
import type { ShootoutGame } from '../../../src/scenarios/shootout/ShootoutGame.ts';
import { fire, gameOf, just, playScripted, Script, type Step } from './shootoutKit.ts';

// al (card 0) faces bo (card 1) six inches off; cy (card 2), bo's friend, stands ten inches from bo.

/** al fires `shots` times at bo, a Citizen six inches off whose policy asks `reaction` when his nerve goes. */
function citizenUnderFire(shots: number, reaction: NerveReactionCode = NERVE_REACTION.run): ShootoutGame {
  return gameOf([
    { name: 'al', side: 0, x: 10, y: 15, policy: new Script(Array.from({ length: shots }, () => fire(1))) },
    {
      name: 'bo',
      side: 1,
      cls: 'citizen',
      x: 16,
      y: 15,
      policy: new Script([], { reaction }),
    },
    // bo's friend.
    { name: 'cy', side: 1, x: 16, y: 25 },
  ]);
}

describe('nerve (000 "NERVE and/or Morale")', () => {
  it('a Citizen grazed is hurt real bad: he tests, fails, and on his next turn runs the full roll', () => {
    // "When he is HURT REAL BAD: this happens when: A Citizen suffers any wound or graze." "The character
    // immediately rolls a number of Nerve dice. He must throw at least one 6, otherwise he has lost his nerve,
    // and starting on his next turn, must hide, run or surrender, as appropriate." Citizen: 3 dice. His friend
    // cy sees half his friends go down ("lost their nerve") and tests too: 4 dice, a 6, he holds.
    const game = citizenUnderFire(1);
    const p = playScripted(game, [6, 2, 2, 1, 1, 5, 3, 2, 6, 1, 1, 1, 2, 3, 4], [0, 1]);
    expect(p.lines).toContain('  bo tests his nerve with 3 dice [5 3 2].');
    expect(p.lines).toContain('  bo has lost his nerve.');
    expect(p.lines).toContain('  cy tests his nerve with 4 dice [6 1 1 1].');
    expect(p.lines).toContain('  bo has lost his nerve and runs.');
    const bo = game.figures[1]!;
    // Away from al, the Citizen's full 9".
    expect([bo.nerve, bo.x, bo.y]).toEqual([NERVE_STATE.running, 25, 15]);
    expect([p.result.nerveTests, p.result.nerveFailed]).toEqual([2, 1]);
  });

  it('a runner who takes a serious wound in the legs can run no more, and surrenders', () => {
    // 000 NERVE: a figure that has lost his nerve "must hide, run or surrender, as appropriate"; with a
    // serious leg wound running is no longer open to him. bo runs 9" (as above); al's second shot (2 dice at
    // 15", [6 6]) hits his legs, effect 5: "Serious Wound & Knocked Down". He recovers, gets up, and on his
    // next card gives up.
    const game = citizenUnderFire(2);
    const joker = 7;
    const p = playScripted(
      game,
      [6, 2, 2, 1, 1, 5, 3, 2, 6, 1, 1, 1, 2, 3, 4, 6, 6, 6, 5],
      [0, 1, 2, joker, 0, 1, joker, 1, joker, 1],
    );
    expect(p.lines).toContain(
      '  bo is hit: location 6 (legs), effect 5: Serious Wound & Knocked Down; now knocked down.',
    );
    expect(p.lines.slice(-3, -1)).toEqual(["Card 10: bo's card.", '  bo has lost his nerve and surrenders.']);
    expect(game.figures[1]!.nerve).toBe(NERVE_STATE.surrendered);
    expect(game.figures[1]!.isOut()).toBe(true);
  });

  it('a 6 among the nerve dice and he holds', () => {
    const game = gameOf([
      { name: 'al', side: 0, x: 10, y: 15, policy: new Script([fire(1)]) },
      { name: 'bo', side: 1, cls: 'citizen', x: 16, y: 15 },
    ]);
    const p = playScripted(game, [6, 2, 2, 1, 1, 6, 3, 2], [0]);
    expect(p.lines).toContain('  His nerve holds.');
    expect(game.figures[1]!.nerve).toBe(NERVE_STATE.steady);
  });

  it('in the open he may not hide: a policy asking to hide runs instead', () => {
    // "must hide, run or surrender, as appropriate": with no cover in reach, hiding is not appropriate.
    const game = citizenUnderFire(1, NERVE_REACTION.hide);
    playScripted(game, [6, 2, 2, 1, 1, 5, 3, 2, 6, 1, 1, 1, 2, 3, 4], [0, 1]);
    expect(game.figures[1]!.nerve).toBe(NERVE_STATE.running);
  });

  it('half his friends down: the last friend tests, and his side is broken when he fails', () => {
    // "2. When half of his friends go down; either killed, ...". Head, effect 5: "Dead!". cy's 4 dice show no
    // 6: he has lost his nerve, and with nobody left able to fight, al's side wins ("the other side broken").
    const game = gameOf([
      { name: 'al', side: 0, x: 10, y: 15, policy: new Script([fire(1)]) },
      { name: 'bo', side: 1, x: 16, y: 15 },
      { name: 'cy', side: 1, x: 16, y: 25 },
    ]);
    const p = playScripted(game, [6, 2, 2, 1, 5, 4, 3, 2, 1], [0]);
    expect(p.lines).toContain('  cy tests his nerve with 4 dice [4 3 2 1].');
    expect(game.figures[1]!.wounds.status).toBe(STATUS.dead);
    expect(game.figures[2]!.nerve).toBe(NERVE_STATE.broken);
    expect([p.result.winner, p.result.nerveFailed]).toEqual([0, 1]);
  });

  it('a surrender takes him out of the fight and counts as going down for his friends', () => {
    const game = gameOf([
      { name: 'al', side: 0, x: 10, y: 15, policy: new Script([fire(1)]) },
      {
        name: 'bo',
        side: 1,
        cls: 'citizen',
        x: 16,
        y: 15,
        policy: new Script([], { reaction: NERVE_REACTION.surrender }),
      },
      { name: 'cy', side: 1, x: 16, y: 25 },
    ]);
    // cy holds at bo's lost nerve ("lost their nerve"); bo surrenders on his card.
    const p = playScripted(game, [6, 2, 2, 1, 1, 5, 3, 2, 6, 1, 1, 1], [0, 1]);
    expect(game.figures[1]!.nerve).toBe(NERVE_STATE.surrendered);
    expect(game.figures[1]!.isOut()).toBe(true);
    expect(p.story).toContain('bo has lost his nerve and surrenders');
  });
});

describe('hatred and fear (000 HATRED & FEAR)', () => {
  /** A step that sets how figure i feels about j (a scenario's relation, after the game's reset), then passes. */
  const feel =
    (game: () => ShootoutGame, i: number, j: number, e: (typeof EMOTION)[keyof typeof EMOTION]): Step =>
    (view, out) => {
      game().emotions.set(i, j, e);
      just(ACTION.pass)(view, out);
    };

  it('a hated enemy in his arc must be fired at, whatever his policy chose, with a die more', () => {
    // "He must fire at a hated enemy within his arc of fire if he can"; "He adds one dice when fighting or
    // shooting at him." cy is 6.3" off ("Medium", 2 dice): 3 dice.
    const holder: { game?: ShootoutGame } = {};
    const game = gameOf([
      {
        name: 'al',
        side: 0,
        x: 10,
        y: 15,
        facing: 0,
        policy: new Script([feel(() => holder.game!, 0, 2, EMOTION.hate)]),
      },
      { name: 'bo', side: 1, x: 16, y: 15 },
      { name: 'cy', side: 1, x: 16, y: 17 },
    ]);
    holder.game = game;
    const p = playScripted(game, [3, 2, 1], [0]);
    expect(p.lines).toContain('  al hates cy and must fire at him.');
    expect(p.lines).toContain('  al fires deliberately with 3 dice [3 2 1]: a miss.');
  });

  it('a hated enemy outside his arc does not force him', () => {
    const holder: { game?: ShootoutGame } = {};
    const game = gameOf([
      {
        name: 'al',
        side: 0,
        x: 10,
        y: 15,
        facing: 0,
        policy: new Script([feel(() => holder.game!, 0, 1, EMOTION.hate)]),
      },
      { name: 'bo', side: 1, x: 4, y: 15 },
    ]);
    holder.game = game;
    const p = playScripted(game, [], [0]);
    expect(p.lines).toContain('  al (script) chooses to pass.');
    expect(p.result.shots).toBe(0);
  });

  it('the optional wound roll: a 6 and the grazed man hates his tormentor, and must fire at him', () => {
    // "Whenever a character is grazed or wounded by an opponent, throw a dice: a one means he now fears his
    // tormentor, a six means he now hates him." bo passes by his policy; hatred makes him fire: 3 + 1 dice.
    const game = gameOf(
      [
        { name: 'al', side: 0, x: 10, y: 15, policy: new Script([fire(1)]) },
        { name: 'bo', side: 1, x: 16, y: 15, policy: new Script([just(ACTION.pass)]) },
      ],
      { options: { 'emotions.woundRoll': 'on' } },
    );
    const p = playScripted(game, [6, 2, 2, 1, 1, 6, 1, 2, 3, 4], [0, 1]);
    expect(p.lines).toContain('  bo now hates al.');
    expect(p.lines).toContain('  bo hates al and must fire at him.');
    expect(p.lines).toContain('  bo fires deliberately with 4 dice [4 3 2 1]: a miss.');
  });

  it('the optional wound roll: a 1 and he fears him, a die less when shooting at him', () => {
    // "He subtracts one dice when fighting or shooting at him."
    const game = gameOf(
      [
        { name: 'al', side: 0, x: 10, y: 15, policy: new Script([fire(1)]) },
        { name: 'bo', side: 1, x: 16, y: 15, policy: new Script([fire(0)]) },
      ],
      { options: { 'emotions.woundRoll': 'on' } },
    );
    const p = playScripted(game, [6, 2, 2, 1, 1, 1, 1, 2], [0, 1]);
    expect(p.lines).toContain('  bo now fears al.');
    expect(p.lines).toContain('  bo fires deliberately with 2 dice [2 1]: a miss.');
  });

  it('without the optional rule, no feelings are thrown for', () => {
    const game = gameOf([
      { name: 'al', side: 0, x: 10, y: 15, policy: new Script([fire(1)]) },
      { name: 'bo', side: 1, x: 16, y: 15 },
    ]);
    playScripted(game, [6, 2, 2, 1, 1], [0]);
    expect(game.emotions.feeling(1, 0)).toBe(EMOTION.none);
  });
});
