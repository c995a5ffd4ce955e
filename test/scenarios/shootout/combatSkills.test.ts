import { describe, expect, it } from 'vitest';
import { ACTION, CARD_MOMENT } from '../../../src/policies/shootout/ShootoutPolicy.ts';
import type { ShootoutView } from '../../../src/policies/shootout/ShootoutView.ts';
import { GUN } from '../../../src/rules/rwnn/figure/GunState.ts';
import { LOCATION, STATUS } from '../../../src/rules/rwnn/WoundState.ts';
import type { ShootoutGame } from '../../../src/scenarios/shootout/ShootoutGame.ts';
import {
  at,
  cardsOf,
  fire,
  gameOf,
  just,
  move,
  moveAndFire,
  playScripted,
  Script,
  tableOf,
  watchShots,
  type Step,
} from './shootoutKit.ts';

const CARD = { al: 0, bo: 1, ...cardsOf(2) };
// An adobe wall just in front of bo (at x = 16), between him and al (at x = 10): bo is behind it.
const WALL = { kind: 'wall', name: 'adobe wall', from: [15.4, 10], to: [15.4, 20] };

describe('White knight in a shootout: "may not back-shoot, shoot knocked down targets or anyone unable to shoot back"', () => {
  it('his tactic is offered no Fire and no Aim at a man whose back is turned, who is down, or who has no working gun', () => {
    // The knight (figure 0) faces east at four men 6" off: one facing him, one with his back turned, one
    // knocked down and one whose only gun is busted. His step notes what he may do to each.
    const seen: boolean[][] = [];
    const holder: { game: ShootoutGame | null } = { game: null };
    const note: Step = (view: ShootoutView, out) => {
      for (let j = 1; j <= 4; j++) seen.push([view.mayAct(ACTION.fire, j), view.mayAct(ACTION.aim, j)]);
      just(ACTION.pass)(view, out);
    };
    const four = (skills: readonly 'white-knight'[]) => {
      const game = gameOf(
        [
          { name: 'wk', side: 0, x: 10, y: 15, facing: 0, skills, policy: new Script([down, note]) },
          { name: 'facing', side: 1, x: 16, y: 12 },
          { name: 'back', side: 1, x: 16, y: 14, facing: 0 },
          { name: 'down', side: 1, x: 16, y: 16 },
          { name: 'disarmed', side: 1, x: 16, y: 18 },
        ],
        { options: { 'shootout.nerve': 'off', 'shootout.backshootReactions': 'off' } },
      );
      holder.game = game;
      return game;
    };
    // His first step leaves 'down' knocked down and 'disarmed' with his gun busted, then passes.
    const down: Step = (view, out) => {
      const g = holder.game!;
      g.figures[3]!.wounds.worsen(STATUS.knockedDown);
      g.figures[4]!.guns[0] = GUN.busted;
      just(ACTION.pass)(view, out);
    };
    const knight = four(['white-knight']);
    playScripted(knight, [], [0, cardsOf(5).joker, 0]);
    expect(seen).toEqual([
      [true, true],
      [false, false],
      [false, false],
      [false, false],
    ]);
    seen.length = 0;
    const plain = four([]);
    playScripted(plain, [], [0, cardsOf(5).joker, 0]);
    expect(seen).toEqual([
      [true, true],
      [true, true],
      [true, true],
      [true, true],
    ]);
  });
});

describe('White knight: a shot barred by the time it is fired is held, before any throw', () => {
  // wk (figure 0) chooses to fire at bo; bo's side plays the action card it claimed, and in the free turn bo
  // walks off east, his back to the knight. The knight's shot, pistol or blast, would now be in the back.
  const turnedBack = (weapon: string) => {
    const bo = new Script([just(ACTION.pass), move(30, 15)], {
      cards: (m) => m === CARD_MOMENT.beforeEnemyAction,
    });
    return gameOf(
      [
        {
          name: 'wk',
          side: 0,
          x: 10,
          y: 15,
          weapon,
          skills: ['white-knight'],
          policy: new Script([fire(1)]),
        },
        { name: 'bo', side: 1, x: 16, y: 15, policy: bo },
      ],
      { options: { 'shootout.backshootReactions': 'off' } },
    );
  };

  it.each(['pistol', 'shotgun', 'le-mat'])(
    'with a %s he holds his fire, and the story says why',
    (weapon) => {
      const game = turnedBack(weapon);
      // bo's three movement dice; then nothing more is thrown: no firing, shotgun or grapeshot dice.
      const p = playScripted(game, [2, 3, 4], [CARD.gunman, CARD.bo, CARD.al]);
      expect(p.lines).toContain('  bo plays the Gunman action card for a free turn.');
      expect(p.lines).toContain('  wk holds his fire: a White knight may not back-shoot.');
      expect(p.result.shots).toBe(0);
    },
  );
});

describe('White knight: Move & Fire', () => {
  it('"must fire at the end of his movement if an enemy is within his arc": at one he may shoot, passing a man down', () => {
    const holder: { game: ShootoutGame | null } = { game: null };
    // bo has been knocked down; the knight moves and fires, naming bo; dan stands in his arc too.
    const step: Step = (view, out) => {
      holder.game!.figures[1]!.wounds.worsen(STATUS.knockedDown);
      moveAndFire(11, 15, 1)(view, out);
    };
    const game = gameOf(
      [
        {
          name: 'wk',
          side: 0,
          x: 10,
          y: 15,
          facing: 0,
          skills: ['white-knight'],
          policy: new Script([step]),
        },
        { name: 'bo', side: 1, x: 16, y: 14 },
        { name: 'dan', side: 1, x: 16, y: 17 },
      ],
      { options: { 'shootout.nerve': 'off', 'shootout.backshootReactions': 'off' } },
    );
    holder.game = game;
    const shots = watchShots(game);
    // Two movement dice, then his two firing dice at dan (pistol within 6", one off after moving): a miss.
    const p = playScripted(game, [1, 1, 2, 3], [0]);
    expect(p.lines).toContain('  wk fires deliberately with 2 dice [3 2]: a miss.');
    expect(shots).toEqual([{ shooter: 'wk', target: 'dan', afterMove: true }]);
  });
});

describe("White knight in contact: the fighting chart's gun rows are shooting too (shootout.whiteKnightBar)", () => {
  /** The knight charges bo, who stands with his back to him (facing east); three movement dice of 3. */
  const charge = (skills: readonly 'white-knight'[], options: Readonly<Record<string, string>> = {}) =>
    gameOf(
      [
        { name: 'wk', side: 0, x: 10, y: 15, skills, policy: new Script([at(ACTION.charge, 1)]) },
        { name: 'bo', side: 1, x: 16, y: 15, facing: 0 },
      ],
      { options: { 'shootout.backshootReactions': 'off', ...options } },
    );

  it('charging a man from behind, he will not shoot him: he fights with his fists', () => {
    // "Victims who are shot! ... are treated exactly as if they had been shot in normal firing" (000
    // FIGHTING): the pistol row would back-shoot. Fists give him three dice and backshooting two more; bo
    // defends from the rear (-4): none.
    const p = playScripted(charge(['white-knight']), [3, 3, 3, 1, 1, 1, 1, 1], [0]);
    expect(p.lines.slice(-3, -1)).toEqual([
      '  wk will not shoot bo: a White knight may not back-shoot.',
      '  wk attacks bo (fist) with 5 dice [1 1 1 1 1]; bo defends (pistol) with 0 dice []: 0 hits.',
    ]);
  });

  it('a man without the code, or under shots-only, shoots him on the pistol row (backshooting +2)', () => {
    const plain = playScripted(charge([]), [3, 3, 3, 1, 1, 1, 1], [0]);
    const shotsOnly = playScripted(
      charge(['white-knight'], { 'shootout.whiteKnightBar': 'shots-only' }),
      [3, 3, 3, 1, 1, 1, 1],
      [0],
    );
    for (const p of [plain, shotsOnly])
      expect(p.lines.at(-2)).toBe(
        '  wk attacks bo (pistol) with 4 dice [1 1 1 1]; bo defends (pistol) with 0 dice []: 0 hits.',
      );
  });

  it('in contact with a man knocked down, his tactic is offered no Fire at him: it attacks with his fists', () => {
    // The charge's pistol shot knocks bo down (effect 2 on the pistol row); on the knight's next card he is
    // held in the fight, and the tactic's fight turn, refused the Fire, attacks with a charge where he
    // stands: fists, three dice and "Defender on ground +2".
    const game = gameOf(
      [
        {
          name: 'wk',
          side: 0,
          x: 10,
          y: 15,
          skills: ['white-knight'],
          policy: new Script([at(ACTION.charge, 1)]),
        },
        { name: 'bo', side: 1, x: 16, y: 15 },
      ],
      { options: { 'shootout.nerve': 'off' } },
    );
    const p = playScripted(game, [3, 3, 3, 6, 1, 2, 1, 2, 1, 1, 1, 1, 1], [0, CARD.joker, 0]);
    expect(p.lines).toContain('  Effect 2: Knocked Down.');
    expect(p.lines.slice(-4, -1)).toEqual([
      '  wk (script) chooses to charge at bo.',
      '  wk will not shoot bo: a White knight may not shoot knocked down targets.',
      '  wk attacks bo (fist) with 5 dice [1 1 1 1 1]; bo is down and does not defend: 0 hits.',
    ]);
  });
});

describe('White knight: a blast catches anyone within an inch of his target (shootout.whiteKnightBar)', () => {
  /**
   * bo 6" east of the knight, dan beside him (1.5" off, within the shotgun rules' reach). The knight's step
   * notes whether he may fire at bo with dan knocked down, then does `then`.
   */
  const blast = (
    weapon: string,
    then: Step,
    options: Readonly<Record<string, string>> = {},
    grapeshot?: boolean,
  ) => {
    const holder: { game: ShootoutGame | null } = { game: null };
    const seen: boolean[] = [];
    const step: Step = (view, out) => {
      const dan = holder.game!.figures[2]!;
      dan.wounds.worsen(STATUS.knockedDown);
      seen.push(view.mayAct(ACTION.fire, 1));
      dan.wounds.status = STATUS.standing;
      then(view, out);
    };
    const game = gameOf(
      [
        {
          name: 'wk',
          side: 0,
          x: 10,
          y: 15,
          weapon,
          skills: ['white-knight'],
          policy: new Script([step], grapeshot === undefined ? {} : { grapeshot }),
        },
        { name: 'bo', side: 1, x: 16, y: 15 },
        { name: 'dan', side: 1, x: 16, y: 16.5 },
      ],
      { options: { 'shootout.nerve': 'off', 'shootout.backshootReactions': 'off', ...options } },
    );
    holder.game = game;
    return { game, seen };
  };
  /** Knocks dan down as the knight's chosen action resolves, after the choice was checked. */
  const downAsHeFires = (game: ShootoutGame): void => {
    game.audit = {
      action: () => {
        game.figures[2]!.wounds.worsen(STATUS.knockedDown);
      },
      shot: () => {},
    };
  };

  it('with a shotgun his tactic is offered no Fire at bo while dan lies beside him; under target it is', () => {
    const barred = blast('shotgun', just(ACTION.pass));
    playScripted(barred.game, [], [0]);
    const target = blast('shotgun', just(ACTION.pass), { 'shootout.whiteKnightBar': 'target' });
    playScripted(target.game, [], [0]);
    expect([barred.seen, target.seen]).toEqual([[false], [true]]);
  });

  it('dan going down by the time he fires, he holds his fire, and the story names him', () => {
    const { game } = blast('shotgun', fire(1));
    downAsHeFires(game);
    const p = playScripted(game, [], [0]);
    expect(p.lines.at(-2)).toBe(
      '  wk holds his fire: a White knight may not shoot knocked down targets (dan, beside bo).',
    );
    expect(p.result.shots).toBe(0);
  });

  it('under shootout.whiteKnightBar=target the blast goes off', () => {
    const { game } = blast('shotgun', fire(1), { 'shootout.whiteKnightBar': 'target' });
    downAsHeFires(game);
    const p = playScripted(
      game,
      Array.from({ length: 10 }, () => 2),
      [0],
    );
    expect(p.lines.at(-3)).toBe(
      '  wk fires both barrels of his shotgun at bo (5 dice a barrel, pink side): 10 dice [2 2 2 2 2 2 2 2 2 2]: 0 hits.',
    );
  });

  it('with a Le Mat he keeps the grapeshot unasked, and fires the revolver', () => {
    const { game } = blast('le-mat', fire(1), {}, true);
    downAsHeFires(game);
    const p = playScripted(game, [2, 2, 2], [0]);
    expect(p.lines.slice(-3, -1)).toEqual([
      '  wk keeps his grapeshot: a White knight may not shoot knocked down targets (dan, beside bo).',
      '  wk fires deliberately with 3 dice [2 2 2]: a miss.',
    ]);
    expect((game.figures[0]!.tactics as Script).grapeshotAsked).toBe(0);
  });
});

describe('Nerves of steel: "not subject to duck back"', () => {
  /** al fires at bo, six inches away, across `pieces`; bo has `skills`. */
  const shotAt = (
    skills: readonly 'nerves-of-steel'[],
    pieces: readonly object[] = [WALL],
    ruleset: 'rwnn-extended' | 'rwnn-1996' = 'rwnn-extended',
  ) =>
    gameOf(
      [
        { name: 'al', side: 0, x: 10, y: 15, policy: new Script([fire(1)]) },
        { name: 'bo', side: 1, x: 16, y: 15, skills },
      ],
      { table: tableOf(pieces), ruleset },
    );

  it('grazed on the head behind an adobe wall, he stays up: no duck back, no Recover', () => {
    // 000 HIT LOCATION & EFFECT: "Wounded or grazed characters who are behind cover must duck back". Two dice
    // (cover – 1), a hit; head, effect 1: "Graze".
    const steel = shotAt(['nerves-of-steel']);
    const p = playScripted(steel, [6, 2, 1, 1], [CARD.al]);
    const bo = steel.figures[1]!;
    expect(p.lines).toContain('  bo has nerves of steel: he is not forced to duck back.');
    expect([bo.duckedBack, bo.mustRecover, p.result.duckBacks, p.result.hits]).toEqual([false, false, 0, 1]);
    const plain = shotAt([]);
    const q = playScripted(plain, [6, 2, 1, 1], [CARD.al]);
    expect(q.lines).toContain('  bo is forced to duck back.');
    expect([plain.figures[1]!.duckedBack, q.result.duckBacks]).toEqual([true, 1]);
  });

  it('a shot his cover stops does not duck him back either', () => {
    // Not firing, he shows only his head: a hit on the chest strikes the wall.
    const steel = shotAt(['nerves-of-steel']);
    const p = playScripted(steel, [6, 2, 2, 5], [CARD.al]);
    expect(p.lines).toContain("  The shot at bo's chest hits his cover and is stopped.");
    expect([steel.figures[1]!.duckedBack, p.result.stopped, p.result.duckBacks]).toEqual([false, 1, 0]);
  });

  it('003, where any hit ducks a man back: a flesh wound still owes its Recover, but he is not ducked back', () => {
    // 003 DUCK BACKS: "When a target is hit (including grazes) ... he is forced to immediately duck back".
    // In the open, three dice; chest, effect 2: "Flesh Wound".
    const steel = shotAt(['nerves-of-steel'], [], 'rwnn-1996');
    const p = playScripted(steel, [6, 2, 2, 2, 2], [CARD.al]);
    const bo = steel.figures[1]!;
    expect(p.lines).toContain('  bo has nerves of steel: he is not forced to duck back.');
    expect([bo.wounds.flesh[LOCATION.chest], bo.duckedBack, bo.mustRecover, p.result.duckBacks]).toEqual([
      1,
      false,
      true,
      0,
    ]);
  });
});

describe('Stealthy: "subtract one* firing dice if shot at behind cover"', () => {
  const shotAt = (skills: readonly 'stealthy'[], pieces: readonly object[]) =>
    gameOf(
      [
        { name: 'al', side: 0, x: 10, y: 15, policy: new Script([fire(1)]) },
        { name: 'bo', side: 1, x: 16, y: 15, skills },
      ],
      { table: tableOf(pieces) },
    );

  it('behind the wall al throws one die (3, cover – 1, Stealthy – 1); Very Stealthy, a lucky shot', () => {
    const one = shotAt(['stealthy'], [WALL]);
    const p = playScripted(one, [3], [CARD.al]);
    expect(p.lines).toContain('  al fires deliberately with 1 dice [3]: a miss.');
    const none = shotAt(['stealthy', 'stealthy'], [WALL]);
    // 000 "Lucky shots": at zero dice he throws three, needing two 6s.
    const q = playScripted(none, [1, 2, 3], [CARD.al]);
    expect(q.lines).toContain('  al has 0 dice (deliberate): a lucky shot, [3 2 1]: no hit, out of ammo.');
  });

  it('in the open nothing comes off', () => {
    const open = shotAt(['stealthy'], []);
    const p = playScripted(open, [3, 2, 1], [CARD.al]);
    expect(p.lines).toContain('  al fires deliberately with 3 dice [3 2 1]: a miss.');
  });
});

describe('Jumpy: "only has a 50%* chance of recovering"', () => {
  // al wounds bo in the chest (three dice, a hit; chest, effect 2: "Flesh Wound"): bo owes a Recover.
  const WOUND = [6, 2, 2, 2, 2];
  const wounded = (skills: readonly 'jumpy'[], ruleset: 'rwnn-extended' | 'rwnn-1996' = 'rwnn-extended') => {
    const bo = new Script([]);
    const game = gameOf(
      [
        { name: 'al', side: 0, x: 10, y: 15, policy: new Script([fire(1)]) },
        { name: 'bo', side: 1, x: 16, y: 15, skills, policy: bo },
      ],
      { ruleset, options: { 'shootout.nerve': 'off' } },
    );
    return { game, bo };
  };
  const TWO_TURNS = [CARD.al, CARD.bo, CARD.joker, CARD.bo];

  it('a 1-3 and his turn is spent, the Recover still owed; a 4-6 and he recovers', () => {
    const { game, bo } = wounded(['jumpy']);
    const p = playScripted(game, [...WOUND, 3, 4], TWO_TURNS);
    expect(p.lines).toContain('  bo is Jumpy and throws 3 to recover (4-6): he cannot.');
    expect(p.lines).toContain('  bo is Jumpy and throws 4 to recover (4-6): he does.');
    expect(p.lines.filter((l) => l === '  bo recovers.')).toHaveLength(1);
    expect([game.figures[1]!.mustRecover, bo.asked]).toEqual([false, 0]);
  });

  it('Very Jumpy throws two dice and needs 4-6 on each (a 25% chance)', () => {
    const { game } = wounded(['jumpy', 'jumpy']);
    const p = playScripted(game, [...WOUND, 5, 3, 4, 6], TWO_TURNS);
    expect(p.lines).toContain('  bo is Jumpy and throws 5 3 to recover (4-6 on each): he cannot.');
    expect(p.lines).toContain('  bo is Jumpy and throws 4 6 to recover (4-6 on each): he does.');
    expect(game.figures[1]!.mustRecover).toBe(false);
  });

  it("003's Nervous the same", () => {
    // 003 ACTIONS: "characters who are wounded or duck back must use a turn recovering".
    const { game } = wounded(['jumpy'], 'rwnn-1996');
    // Under 003 the wounded bo also ducks back ("When a target is hit ... he is forced to immediately duck
    // back"); one Recover clears both.
    const p = playScripted(game, [...WOUND, 2], [CARD.al, CARD.bo]);
    expect(p.lines).toContain('  bo is Jumpy and throws 2 to recover (4-6): he cannot.');
    expect([game.figures[1]!.mustRecover, game.figures[1]!.duckedBack]).toEqual([true, true]);
  });

  it('a man without the skill recovers without a throw', () => {
    const { game } = wounded([]);
    const p = playScripted(game, WOUND, [CARD.al, CARD.bo]);
    expect(p.lines).toContain('  bo recovers.');
  });
});

describe('Jumpy coming round from a knock-out (shootout.jumpyRecovery)', () => {
  // al knocks bo out (head, effect 4: "Flesh Wound & Knocked Out"); cy keeps bo's side in the fight.
  const KNOCK_OUT = [6, 2, 2, 1, 4];
  const knockedOut = (options: Readonly<Record<string, string>> = {}) =>
    gameOf(
      [
        { name: 'al', side: 0, x: 10, y: 15, policy: new Script([fire(1)]) },
        { name: 'bo', side: 1, x: 16, y: 15, skills: ['jumpy'] },
        { name: 'cy', side: 1, x: 16, y: 25 },
      ],
      { options: { 'shootout.nerve': 'off', ...options } },
    );

  it('by default his 6 brings him round without a Jumpy throw: "recovering" is the Recover action', () => {
    const game = knockedOut();
    const p = playScripted(game, [...KNOCK_OUT, 6], [0, 1]);
    expect(p.lines).toContain('  bo is knocked out and throws 6: he comes round.');
    expect(game.figures[1]!.wounds.status).toBe(STATUS.knockedDown);
  });

  it('recover-and-coming-round: after his 6 he throws again, and stays out cold on a 1-3', () => {
    const out = knockedOut({ 'shootout.jumpyRecovery': 'recover-and-coming-round' });
    const p = playScripted(out, [...KNOCK_OUT, 6, 3], [0, 1]);
    expect(p.lines).toContain(
      '  bo is knocked out and throws 6: enough to come round, if his nerves let him.',
    );
    expect(p.lines).toContain('  bo is Jumpy and throws 3 to come round (4-6): he cannot.');
    expect(out.figures[1]!.wounds.status).toBe(STATUS.knockedOut);
    const up = knockedOut({ 'shootout.jumpyRecovery': 'recover-and-coming-round' });
    const q = playScripted(up, [...KNOCK_OUT, 6, 4], [0, 1]);
    expect(q.lines).toContain('  bo is Jumpy and throws 4 to come round (4-6): he does.');
    expect(up.figures[1]!.wounds.status).toBe(STATUS.knockedDown);
  });
});
