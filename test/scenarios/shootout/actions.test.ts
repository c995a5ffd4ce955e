import { describe, expect, it } from 'vitest';
import { blazePolicy } from '../../../src/policies/duel/fixedPolicies.ts';
import { ACTION } from '../../../src/policies/shootout/ShootoutPolicy.ts';
import { GUN } from '../../../src/rules/rwnn/figure/GunState.ts';
import type { CharacterClass } from '../../../src/rules/rwnn/tables/CharacterClass.ts';
import { LOCATION, STATUS } from '../../../src/rules/rwnn/WoundState.ts';
import {
  aim,
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
  type FigureSetup,
  duo,
} from './shootoutKit.ts';

// Two figures, al (card 0) and bo (card 1), six inches apart on open ground: the deck's cards.
const CARD = { al: 0, bo: 1, ...cardsOf(2) };

describe('Move (000 ACTIONS: "throw three dice, this is the maximum distance in inches that he can move")', () => {
  it('a Gunman moves up to the roll in a straight line and ends facing the way he moved', () => {
    // "must move in a straight line ... He must end his turn facing the direction he has moved."
    const game = gameOf(duo({ facing: 180, policy: new Script([move(30, 15)]) }, { x: 36 }));
    const p = playScripted(game, [2, 3, 4], [CARD.al]);
    const al = game.figures[0]!;
    expect([al.x, al.y, al.facing]).toEqual([19, 15, 0]);
    expect(p.story).toContain('al throws 3 movement dice (9) and moves 9.0"');
  });

  it('a Gunman may stop short of the roll, but moves at least three inches', () => {
    // "Gunman and better class characters can move as far as they like up to that distance, but must move at
    // least three inches."
    const short = gameOf(duo({ policy: new Script([move(14, 15)]) }, { x: 36 }));
    playScripted(short, [2, 3, 4], [CARD.al]);
    expect(short.figures[0]!.x).toBe(14);
    const least = gameOf(duo({ policy: new Script([move(11, 15)]) }, { x: 36 }));
    playScripted(least, [2, 3, 4], [CARD.al]);
    expect(least.figures[0]!.x).toBe(13);
  });

  it('under the quick reference sheet the least is the lowest die', () => {
    // 002 ACTIONS, MOVE: "3d6" ... "Must move lowest dice score."
    const game = gameOf(duo({ policy: new Script([move(11, 15)]) }, { x: 36 }), {
      ruleset: 'rwnn-quickref',
    });
    playScripted(game, [2, 5, 6], [CARD.al]);
    expect(game.figures[0]!.x).toBe(12);
  });

  it('a Citizen moves the full roll, on past the point he heads for', () => {
    // 000 Citizen Move: "Once gunplay commences, Citizens must move the actual distance rolled."
    const game = gameOf(duo({ cls: 'citizen', policy: new Script([move(12, 15)]) }, { x: 36 }));
    playScripted(game, [2, 3, 4], [CARD.al]);
    expect(game.figures[0]!.x).toBe(19);
  });

  it('a Citizen making for a position behind cover halts there when his throw reaches it', () => {
    // 000 Citizen Move: "Citizens may declare that they are either moving to attack an enemy character, or to a
    // specific position behind cover ... they move towards their objective, and will halt there if their
    // throw is high enough." The table's cover spots are those positions.
    const table = tableOf([{ kind: 'wall', from: [14, 10], to: [14, 20] }]);
    const k = Array.from({ length: table.spots.count }, (_, i) => i).find(
      (i) => table.spots.x[i]! < 14 && Math.abs(table.spots.y[i]! - 15) < 3,
    )!;
    const sx = table.spots.x[k]!;
    const sy = table.spots.y[k]!;
    const game = gameOf(duo({ cls: 'citizen', policy: new Script([move(sx, sy)]) }, { x: 30 }), { table });
    playScripted(game, [4, 4, 4], [CARD.al]);
    expect([game.figures[0]!.x, game.figures[0]!.y]).toEqual([sx, sy]);
  });

  it('under the 1996 rules he moves the full roll past it: "Citizens must move the maximum distance" (003)', () => {
    // 003 MOVEMENT: "Citizens must move the maximum distance." 003 has no objective to halt at (register
    // entry citizen-move-objective): from 9" south of the position, the throw of 12 carries him 12" north,
    // past it, along the wall's side.
    const table = tableOf([{ kind: 'wall', from: [14, 10], to: [14, 20] }]);
    const k = Array.from({ length: table.spots.count }, (_, i) => i).find(
      (i) => table.spots.x[i]! < 14 && Math.abs(table.spots.y[i]! - 15) < 3,
    )!;
    const [sx, sy] = [table.spots.x[k]!, table.spots.y[k]!];
    for (const [o, ruleset, halts] of [
      [{}, 'rwnn-1996', false],
      [{ 'move.citizenObjective': 'halt' }, 'rwnn-1996', true],
      [{ 'move.citizenObjective': 'full-roll' }, 'rwnn-extended', false],
    ] as const) {
      const al0 = { cls: 'citizen', policy: new Script([move(sx, sy)]), x: sx, y: sy + 9 } as const;
      const game = gameOf(duo(al0, { x: 30 }), { table, ruleset, options: o });
      playScripted(game, [4, 4, 4], [CARD.al]);
      const al = game.figures[0]!;
      const went = Math.hypot(al.x - sx, al.y - (sy + 9));
      expect([ruleset, o, al.x === sx && al.y === sy]).toEqual([ruleset, o, halts]);
      if (!halts) expect(went).toBeCloseTo(12, 6);
    }
  });

  it('three 1s and he falls over where he stands; two 1s are enough only for a Citizen', () => {
    // "Any character who throws three 1's with the movement dice falls over (treat as knocked down), a
    // Citizen or 'Clumsy' character who throws two 1's falls over."
    const cases: [CharacterClass, number[], number, number][] = [
      ['gunman', [1, 1, 1], 10, STATUS.knockedDown],
      ['gunman', [1, 1, 4], 16, STATUS.standing],
      ['citizen', [1, 1, 4], 10, STATUS.knockedDown],
    ];
    for (const [cls, faces, x, status] of cases) {
      const game = gameOf(duo({ cls, policy: new Script([move(30, 15)]) }, { x: 36 }));
      playScripted(game, faces, [CARD.al]);
      const al = game.figures[0]!;
      expect([cls, faces, al.x, al.wounds.status]).toEqual([cls, faces, x, status]);
    }
  });

  it('nobody falls over under the 1996 rules, which print no such rule', () => {
    // 003 ACTIONS, Move: "throw three dice ... must move at least three inches" and nothing of 1s.
    const game = gameOf(duo({ policy: new Script([move(30, 15)]) }, { x: 36 }), { ruleset: 'rwnn-1996' });
    playScripted(game, [1, 1, 1], [CARD.al]);
    const al = game.figures[0]!;
    expect([al.x, al.wounds.status]).toEqual([13, STATUS.standing]);
  });

  it('Get up: a fallen figure spends his next turn getting up, and only then acts again', () => {
    // 000 ACTIONS: "Get up: characters who are knocked down ... must get up before they can make any other
    // action other than recovering."
    const script = new Script([move(30, 15), move(30, 15)]);
    const game = gameOf(duo({ policy: script }, { x: 36 }));
    const p = playScripted(game, [1, 1, 1, 2, 2, 2], [CARD.al, CARD.joker, CARD.al, CARD.joker, CARD.al]);
    expect(p.lines).toContain('  al gets up.');
    // Asked twice: the fall, then the move after getting up; the turn between was the Get up.
    expect(script.asked).toBe(2);
    const al = game.figures[0]!;
    expect([al.x, al.wounds.status]).toEqual([16, STATUS.standing]);
  });
});

describe('Move & Fire (000 ACTIONS: "only two movement dice are thrown, and the character must fire")', () => {
  it('two dice of movement, then a shot at the end with a die off for the pistol', () => {
    // 000 RANGE CHART modifiers: "Firing pistol, shotgun or throwing weapon after moving – 1"; at 6" a pistol
    // throws 3 dice ("6” / 3").
    const game = gameOf(duo({ policy: new Script([moveAndFire(16, 15, 1)]) }, { x: 22 }));
    const shots = watchShots(game);
    const p = playScripted(game, [3, 3, 6, 2, 2, 2], [CARD.al]);
    expect(game.figures[0]!.x).toBe(16);
    expect(p.story).toContain('al throws 2 movement dice (6) and moves 6.0"');
    expect(p.story).toContain('al fires deliberately with 2 dice [6 2]: a hit.');
    expect(shots).toEqual([{ shooter: 'al', target: 'bo', afterMove: true }]);
    expect(game.figures[1]!.wounds.flesh[LOCATION.chest]).toBe(1);
  });

  it('with no enemy in his arc at the end of the move there is no shot', () => {
    // "must fire at the end of his movement if an enemy is within his arc of fire"; moving away, he faces away.
    const game = gameOf(duo({ policy: new Script([moveAndFire(4, 15, 1)]) }));
    const shots = watchShots(game);
    playScripted(game, [2, 2], [CARD.al]);
    const al = game.figures[0]!;
    expect([al.x, al.facing, game.inArc(al, game.figures[1]!)]).toEqual([6, 180, false]);
    expect(shots).toEqual([]);
  });
});

describe('Fire (000 ACTIONS: "turn to face any direction then fire")', () => {
  it('the story names the location in words', () => {
    // Location 3, Appendix B's "Right Arm" row, effect 2: "Flesh Wound".
    const game = gameOf(duo({ facing: 180, policy: new Script([fire(1)]) }));
    const p = playScripted(game, [6, 2, 2, 3, 2], [CARD.al]);
    expect(p.story).toContain('bo is hit: location 3 (right arm), effect 2: Flesh Wound; now standing.');
  });

  it('he turns to his target and throws the range chart dice; a deliberate 6 hits, and the chit wounds', () => {
    // 000 SHOOTING: "If any dice comes up with a 6, he has hit his target, but he can only score one hit";
    // Appendix B: chest, effect 2, "Flesh Wound"; HIT LOCATION & EFFECT: "Wounded (but not grazed) characters
    // must use an action recovering before making any other action."
    const game = gameOf(duo({ facing: 180, policy: new Script([fire(1)]) }));
    const p = playScripted(game, [6, 2, 2, 2, 2], [CARD.al]);
    expect(p.story).toContain('al fires deliberately with 3 dice [6 2 2]: a hit.');
    expect(p.story).toContain('bo is hit: location 2 (chest), effect 2: Flesh Wound; now standing.');
    const [al, bo] = game.figures;
    expect(al!.facing).toBe(0);
    expect([bo!.wounds.flesh[LOCATION.chest], bo!.mustRecover, bo!.duckedBack]).toEqual([1, true, false]);
    expect([p.result.shots, p.result.hits]).toEqual([1, 1]);
  });

  it("blazing away with a pistol adds three dice (a figure's first shot of the game)", () => {
    // 000 RANGE CHART: "Blazing away ... With pistol +3": 3 + 3 = 6 dice at 6".
    const game = gameOf(duo({ policy: new Script([fire(1)], { fire: blazePolicy }) }));
    const p = playScripted(game, [2, 2, 3, 3, 4, 5], [CARD.al]);
    expect(p.story).toContain('al blazes away with 6 dice [5 4 3 3 2 2]: no hit.');
  });
});

describe('Aim (000 ACTIONS: "If the aiming character is able to take another turn before the target makes a move or ducks back out of sight, he makes an aimed shot")', () => {
  it('held while the target stands still: the aimed pistol shot adds four dice', () => {
    // 000 RANGE CHART: "Aimed shot with pistol +4": 3 + 4 = 7 dice at 6".
    const game = gameOf(duo({ facing: 180, policy: new Script([aim(1), fire(1)]) }));
    const p = playScripted(game, [1, 2, 3, 4, 5, 5, 5], [CARD.al, CARD.bo, CARD.joker, CARD.al]);
    expect(p.story).toContain('al takes an aimed shot with 7 dice [5 5 5 4 3 2 1]: a miss.');
    expect(game.figures[0]!.facing).toBe(0);
  });

  it('lost when the target moves: the next shot is a plain one', () => {
    // "If the target does Move or duck ... he gains no advantage from his aim."
    const game = gameOf(
      duo({ policy: new Script([aim(1), fire(1)]) }, { policy: new Script([move(16, 25)]) }),
    );
    // bo moves 5" to (16, 20): 7.8" from al, "Medium" (9" / 2 dice).
    const p = playScripted(game, [1, 2, 2, 1, 2], [CARD.al, CARD.bo, CARD.joker, CARD.al]);
    expect(game.figures[1]!.y).toBe(20);
    expect(p.story).toContain('al fires deliberately with 2 dice [2 1]: a miss.');
  });

  it('lost when the target ducks back', () => {
    // bo stands behind an adobe wall, so he has something to duck back behind ("so that he can no longer
    // see or be seen").
    const table = tableOf([{ kind: 'wall', from: [15.4, 12], to: [15.4, 18] }]);
    const game = gameOf(
      duo({ policy: new Script([aim(1)]) }, { policy: new Script([just(ACTION.duckBack)]) }),
      { table },
    );
    playScripted(game, [], [CARD.al]);
    expect(game.figures[0]!.aimAt).toBe(1);
    const again = gameOf(
      duo({ policy: new Script([aim(1)]) }, { policy: new Script([just(ACTION.duckBack)]) }),
      { table },
    );
    playScripted(again, [], [CARD.al, CARD.bo]);
    expect(again.figures[1]!.duckedBack).toBe(true);
    expect(again.figures[0]!.aimAt).toBe(-1);
  });
});

describe('Aim lost when the aimer is forced to duck back', () => {
  it('"or the aiming character is forced to duck back, he gains no advantage from his aim"', () => {
    // al aims from behind an adobe wall; bo's hit on his chest (hidden: "When firing over a wall ... the chest
    // is not exposed") strikes the wall and ducks him back.
    const game = gameOf(duo({ policy: new Script([aim(1)]) }, { policy: new Script([fire(0)]) }), {
      table: tableOf([{ kind: 'wall', from: [10.6, 10], to: [10.6, 20] }]),
    });
    const p = playScripted(game, [6, 2, 2, 2], [CARD.al, CARD.bo]);
    expect(p.lines).toContain("  The shot at al's chest hits his cover and is stopped.");
    const al = game.figures[0]!;
    expect([al.duckedBack, al.aimAt]).toEqual([true, -1]);
  });
});

describe('Reload and Fix gun (000 ACTIONS)', () => {
  it('blazing away, more 1s than 6s: out of ammo; he may not fire until he reloads', () => {
    // 000 SHOOTING: "If more 1's than 6's are rolled, he is out of ammo, he misses and must spend a turn
    // reloading before he can fire again"; ACTIONS: "Reload: the character reloads one of his guns, after
    // suffering an out of ammo result."
    const seen: boolean[] = [];
    const script = new Script(
      [
        fire(1),
        (view, out) => {
          seen.push(view.mayAct(ACTION.fire, 1), view.mayAct(ACTION.reload, -1));
          just(ACTION.reload)(view, out);
        },
        (view, out) => {
          seen.push(view.mayAct(ACTION.fire, 1), view.mayAct(ACTION.reload, -1));
          just(ACTION.pass)(view, out);
        },
      ],
      { fire: blazePolicy },
    );
    const game = gameOf(duo({ policy: script }));
    const p = playScripted(game, [1, 2, 3, 4, 5, 5], [CARD.al, CARD.joker, CARD.al, CARD.joker, CARD.al]);
    expect(p.story).toContain('al blazes away with 6 dice [5 5 4 3 2 1]: no hit, out of ammo.');
    expect(p.story).toContain('al is out of ammo and reloads instead of firing.');
    expect(seen).toEqual([false, true, true, false]);
    expect(game.figures[0]!.guns[0]).toBe(GUN.loaded);
    expect(p.result.outOfAmmo).toBe(1);
  });

  it('two more 1s than 6s jam the gun; Fix gun: 1-2 busted, 3-4 still jammed, 5-6 cleared', () => {
    // 000 SHOOTING: "If two or more 1's than 6's are rolled the gun is jammed"; ACTIONS, Fix gun: "1, 2 -
    // Plumb Busted ... 3, 4 - Can't figure the danged thing out, try again another turn. 5, 6 - Jam cleared!"
    const outcomes: [number, number][] = [
      [1, GUN.busted],
      [2, GUN.busted],
      [3, GUN.jammed],
      [4, GUN.jammed],
      [5, GUN.loaded],
      [6, GUN.loaded],
    ];
    for (const [face, gun] of outcomes) {
      const seen: boolean[] = [];
      const script = new Script(
        [
          fire(1),
          (view, out) => {
            seen.push(view.mayAct(ACTION.fire, 1), view.mayAct(ACTION.fixGun, -1));
            just(ACTION.fixGun)(view, out);
          },
        ],
        { fire: blazePolicy },
      );
      // A friend keeps al's side in the fight when his only gun is busted.
      const game = gameOf([...duo({ policy: script }), { name: 'cy', side: 0, x: 10, y: 25 }]);
      const p = playScripted(game, [1, 1, 3, 4, 5, 5, face], [0, 7, 0]);
      expect(p.result.jams).toBe(1);
      expect(seen).toEqual([false, true]);
      expect([face, game.figures[0]!.guns[0]]).toEqual([face, gun]);
    }
  });
});

describe('Recover (000 ACTIONS: "characters who are wounded or duck back must use a turn recovering")', () => {
  it('a wounded figure spends his next turn recovering; his policy is not asked until then', () => {
    const bo = new Script([]);
    const game = gameOf(duo({ policy: new Script([fire(1)]) }, { policy: bo }));
    const p = playScripted(game, [6, 2, 2, 2, 2], [CARD.al, CARD.bo, CARD.joker, CARD.bo]);
    expect(p.lines).toContain('  bo recovers.');
    expect(bo.asked).toBe(1);
    expect(game.figures[1]!.mustRecover).toBe(false);
  });

  it('a graze owes no Recover', () => {
    // "Wounded (but not grazed) characters must use an action recovering".
    const game = gameOf(duo({ policy: new Script([fire(1)]) }));
    playScripted(game, [6, 2, 2, 2, 1], [CARD.al]);
    expect(game.figures[1]!.mustRecover).toBe(false);
  });

  it('under the quick reference sheet only a serious wound owes one', () => {
    // 002 ACTIONS: "RECOVER - Characters who are seriously wounded or duck back must spend a turn recovering."
    // Appendix: chest 2 "Flesh Wound"; right arm 5 "Serious Wound".
    const flesh = gameOf(duo({ policy: new Script([fire(1)]) }), { ruleset: 'rwnn-quickref' });
    playScripted(flesh, [6, 2, 2, 2, 2], [CARD.al]);
    expect([flesh.figures[1]!.wounds.flesh[LOCATION.chest], flesh.figures[1]!.mustRecover]).toEqual([
      1,
      false,
    ]);
    const serious = gameOf(duo({ policy: new Script([fire(1)]) }), { ruleset: 'rwnn-quickref' });
    playScripted(serious, [6, 2, 2, 3, 5], [CARD.al]);
    expect([serious.figures[1]!.wounds.serious[LOCATION.rightArm], serious.figures[1]!.mustRecover]).toEqual([
      1,
      true,
    ]);
  });

  it('a voluntary duck back owes a Recover too', () => {
    // 000 ACTIONS: "Duck back: a character may voluntarily duck back, so that he can no longer see or be seen.
    // He must recover before he can then make any other action."
    // al stands behind an adobe wall, with something to duck back behind.
    const table = tableOf([{ kind: 'wall', from: [10.6, 12], to: [10.6, 18] }]);
    const al = new Script([just(ACTION.duckBack), just(ACTION.pass)]);
    const game = gameOf(duo({ policy: al }, { x: 30 }), { table });
    const ducked = gameOf(duo({ policy: new Script([just(ACTION.duckBack)]) }, { x: 30 }), { table });
    playScripted(ducked, [], [CARD.al]);
    expect([ducked.figures[0]!.duckedBack, ducked.figures[0]!.mustRecover]).toEqual([true, true]);
    const p = playScripted(game, [], [CARD.al, CARD.joker, CARD.al, CARD.joker, CARD.al]);
    expect(p.lines.filter((l) => l === '  al recovers.')).toHaveLength(1);
    expect(al.asked).toBe(2);
    expect([game.figures[0]!.duckedBack, game.figures[0]!.mustRecover]).toEqual([false, false]);
  });
});

describe('Pass (003) and Reposition (000)', () => {
  const pass = (x: number, y: number) =>
    new Script([
      (_v, out) => {
        out.action = ACTION.pass;
        out.x = x;
        out.y = y;
      },
    ]);

  it('000 repositions up to two inches', () => {
    // 000 ACTIONS: "Reposition: do nothing except move up to two inches in any direction".
    const game = gameOf(duo({ policy: pass(10, 20) }));
    const p = playScripted(game, [], [CARD.al]);
    expect([game.figures[0]!.x, game.figures[0]!.y]).toEqual([10, 17]);
    expect(p.lines).toContain('  al repositions 2.0".');
  });

  it('003 passes where he stands', () => {
    // 003 ACTIONS: "Pass: do nothing (except turn to face any direction)".
    const game = gameOf(duo({ policy: pass(10, 20) }), { ruleset: 'rwnn-1996' });
    playScripted(game, [], [CARD.al]);
    expect([game.figures[0]!.x, game.figures[0]!.y]).toEqual([10, 15]);
  });

  it('a Reposition spoils an aim on him: "before the target makes a move" (000, 003 ACTIONS, Aim)', () => {
    // 000 and 003 ACTIONS, Aim: "before the target makes a move or ducks back out of sight" (a move, lower
    // case); 000's Reposition: "move up to two inches". Register entry aim-lost-on-reposition.
    const game = gameOf(duo({ policy: new Script([aim(1)]) }, { policy: pass(16, 18) }));
    playScripted(game, [], [CARD.al, CARD.bo]);
    expect([game.figures[1]!.y, game.figures[0]!.aimAt]).toEqual([17, -1]);
  });

  it('under the quick reference too: "before the target makes any kind of move" (002 AIM)', () => {
    const game = gameOf(duo({ policy: new Script([aim(1)]) }, { policy: pass(16, 18) }), {
      ruleset: 'rwnn-quickref',
    });
    playScripted(game, [], [CARD.al, CARD.bo]);
    expect([game.figures[1]!.y, game.figures[0]!.aimAt]).toEqual([17, -1]);
  });
});

describe('Knocked out (000 HIT LOCATION & EFFECT: "must attempt to throw a 6 each time they have a turn")', () => {
  // bo is knocked out by a hit to the head, effect 4: Appendix B "Flesh Wound & Knocked Out". cy keeps his
  // side in the fight; nerve is off, so no test interrupts the script.
  const trio = (): FigureSetup[] => [
    ...duo({ policy: new Script([fire(1)]) }),
    { name: 'cy', side: 1, x: 16, y: 25 },
  ];
  const C3 = cardsOf(3);

  it('a 6 brings him round, on the ground: he recovers from his wound, then gets up', () => {
    // 000: "Knocked down characters must Get up before making any other action other than recovering";
    // his flesh wound still owes a Recover ("Wounded (but not grazed) characters must use an action
    // recovering before making any other action").
    const game = gameOf(trio(), { options: { 'shootout.nerve': 'off' } });
    const p = playScripted(game, [6, 2, 2, 1, 4, 5, 6], [0, 1, C3.joker, 1, C3.joker, 1, C3.joker, 1]);
    expect(p.lines).toContain('  bo is knocked out and throws 5: still out cold.');
    expect(p.lines).toContain('  bo is knocked out and throws 6: he comes round.');
    expect(p.lines).toContain('  bo recovers.');
    expect(p.lines).toContain('  bo gets up.');
    expect(game.figures[1]!.wounds.status).toBe(STATUS.standing);
  });

  it('under the quick reference sheet each later throw adds one', () => {
    // 002 Wound Chart: "Knocked Out characters must throw a 6 on 1 dice to regain consciousness. (+1 on
    // subsequent throws.)"; read cumulatively (knocked-out-recovery): 6, then 5+, then 4+.
    const game = gameOf(trio(), { ruleset: 'rwnn-quickref', options: { 'shootout.nerve': 'off' } });
    const p = playScripted(game, [6, 2, 2, 1, 4, 5, 4, 4], [0, 1, C3.joker, 1, C3.joker, 1]);
    expect(p.lines).toContain('  bo is knocked out and throws 5: still out cold.');
    expect(p.lines).toContain('  bo is knocked out and throws 4 +1: still out cold.');
    expect(p.lines).toContain('  bo is knocked out and throws 4 +2: he comes round.');
    expect(game.figures[1]!.wounds.status).toBe(STATUS.knockedDown);
  });

  it('the same throws leave him out cold under 000', () => {
    const game = gameOf(trio(), { options: { 'shootout.nerve': 'off' } });
    playScripted(game, [6, 2, 2, 1, 4, 5, 5, 5], [0, 1, C3.joker, 1, C3.joker, 1]);
    expect(game.figures[1]!.wounds.status).toBe(STATUS.knockedOut);
  });
});
