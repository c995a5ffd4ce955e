import { describe, expect, it } from 'vitest';
import { deliberatePolicy } from '../../../src/policies/duel/fixedPolicies.ts';
import { cowardPolicy } from '../../../src/policies/shootout/cowardPolicy.ts';
import { rusherPolicy } from '../../../src/policies/shootout/rusherPolicy.ts';
import { ACTION, ESCAPE_MOMENT } from '../../../src/policies/shootout/ShootoutPolicy.ts';
import type { Tactic } from '../../../src/policies/shootout/Tactic.ts';
import { STATUS } from '../../../src/rules/rwnn/WoundState.ts';
import type { ShootoutGame } from '../../../src/scenarios/shootout/ShootoutGame.ts';
import { at, cardsOf, fire, gameOf, just, move, playScripted, Script, tableOf, duo } from './shootoutKit.ts';

const charge = (t = 1): Script => new Script([at(ACTION.charge, t)]);
const always = (): boolean => true;

describe('escaping from combat on more 6s (000 ESCAPING FROM COMBAT)', () => {
  it('the defender who throws more 6s escapes instead of knocking the attacker down, and turns to face him', () => {
    // "If he throws more 6's than his opponent, and chooses to escape rather than applying the result":
    // "moving up to three dice". al charges (9"), attacks [2 1] against bo's [6 1]; bo escapes 12" east.
    const bo = new Script([], { escape: always });
    const game = gameOf(duo({ policy: charge() }, { policy: bo }));
    const p = playScripted(game, [3, 3, 3, 1, 2, 6, 1, 4, 4, 4], [0]);
    expect(p.lines.slice(3)).toEqual([
      '  al attacks bo (pistol) with 2 dice [2 1]; bo defends (pistol) with 2 dice [6 1]: 0 hits.',
      '  bo breaks away and escapes instead of knocking al down.',
      '  bo escapes from the fight with al.',
      '  bo throws 3 movement dice (12) and moves 12.0" to (28.0, 15.0).',
      'The card cap (1) is reached: a draw.',
    ]);
    const [al, b] = game.figures;
    expect(bo.escapeAsked).toEqual([ESCAPE_MOMENT.defending]);
    expect([al!.wounds.status, al!.mustRecover]).toEqual([STATUS.standing, false]);
    expect([game.combat.opponentCount(al!), game.combat.opponentCount(b!), b!.facing]).toEqual([0, 0, 180]);
    expect(p.result.escapes).toBe(1);
  });

  it('the attacker who throws more 6s may escape instead of striking home; not under fight.escapeBy=defender-only', () => {
    // Effect 2 on the pistol row: "Knocked Down".
    const al = new Script([at(ACTION.charge, 1)], { escape: always });
    const either = gameOf(duo({ policy: al }));
    const p = playScripted(either, [3, 3, 3, 6, 1, 2, 1, 2, 2, 2], [0]);
    expect(p.lines).toContain('  al breaks off and escapes instead of striking home.');
    expect(p.lines).toContain('  al throws 3 movement dice (6) and moves 6.0" to (9.1, 15.0).');
    expect([either.figures[1]!.wounds.status, al.escapeAsked]).toEqual([
      STATUS.standing,
      [ESCAPE_MOMENT.attacking],
    ]);
    expect(p.result.escapes).toBe(1);

    const al2 = new Script([at(ACTION.charge, 1)], { escape: always });
    const defenderOnly = gameOf(duo({ policy: al2 }), { options: { 'fight.escapeBy': 'defender-only' } });
    const q = playScripted(defenderOnly, [3, 3, 3, 6, 1, 2, 1, 2], [0]);
    expect(q.lines).toContain('  Effect 2: Knocked Down.');
    expect([defenderOnly.figures[1]!.wounds.status, al2.escapeAsked]).toEqual([STATUS.knockedDown, []]);
    expect(q.result.escapes).toBe(0);
  });

  it('a Citizen escaping moves the full distance thrown; a Gunman stops where his way turns', () => {
    // "Citizens must move the full distance thrown". A wall east of bo: the way out goes round its end, a
    // corner 4.2" off; the Gunman goes there, the Citizen on along the same line for all 14".
    const table = tableOf([{ kind: 'wall', from: [24, 13], to: [24, 30] }]);
    const gunman = gameOf(
      duo({ x: 14, policy: charge() }, { x: 20, policy: new Script([], { escape: always }) }),
      {
        table,
      },
    );
    const g = playScripted(gunman, [3, 3, 3, 1, 2, 6, 1, 2, 6, 6], [0]);
    expect(g.lines).toContain('  bo throws 3 movement dice (14) and moves 4.2" to (23.0, 12.0).');
    const citizen = gameOf(
      duo({ x: 14, policy: charge() }, { x: 20, cls: 'citizen', policy: new Script([], { escape: always }) }),
      { table },
    );
    // A Citizen defends with a die fewer ("Citizen - 1").
    const c = playScripted(citizen, [3, 3, 3, 1, 2, 6, 2, 6, 6], [0]);
    expect(c.lines).toContain('  bo throws 3 movement dice (14) and moves 14.0" to (29.9, 5.1).');
  });
});

describe('escaping because the opponent is outnumbered', () => {
  /** al and cy charge bo in turn; du charges cy; after the Joker, al's turn. */
  function melee(outnumbered: string): { al: Script; lines: readonly string[]; escapes: number } {
    const al = new Script([at(ACTION.charge, 1)], { escape: always });
    const game = gameOf(
      [
        { name: 'al', side: 0, x: 10, y: 15, policy: al },
        { name: 'bo', side: 1, x: 16, y: 15 },
        { name: 'cy', side: 0, x: 16, y: 21, policy: charge() },
        { name: 'du', side: 1, x: 23, y: 16, policy: charge(2) },
      ],
      { options: { 'shootout.outnumbered': outnumbered } },
    );
    const fights = [3, 3, 3, 1, 1, 1, 1, 3, 3, 3, 1, 1, 1, 1, 3, 3, 3, 1, 1];
    // Escaping, three movement dice; else, held in the fight, a fight round of two dice each.
    const escape = outnumbered === 'two-on-one' ? [2, 2, 2] : [1, 1, 1, 1];
    const p = playScripted(game, [...fights, ...escape], [0, 2, 3, 8, 0]);
    return { al, lines: p.lines, escapes: p.result.escapes };
  }

  it('two on one: on his turn he may leave the fight, as a Move away', () => {
    // "Characters can leave combat ... If his opponent is outnumbered": al and cy are both on bo.
    const m = melee('two-on-one');
    expect(m.lines.slice(-5)).toEqual([
      "Card 5: al's card.",
      '  al (script) chooses to escape: bo is outnumbered.',
      '  al escapes from the fight with bo.',
      '  al throws 3 movement dice (6) and moves 6.0" to (9.1, 15.0).',
      'The card cap (5) is reached: a draw.',
    ]);
    expect([m.al.escapeAsked, m.escapes]).toEqual([[ESCAPE_MOMENT.outnumbered], 1]);
  });

  it('under shootout.outnumbered=more-enemies, bo is not outnumbered while his friend du fights cy', () => {
    const m = melee('more-enemies');
    // Held in the fight (shootout.heldInFight=held), he fights on instead of taking his script's pass: he is in
    // contact with bo, so he shoots him on the pistol row (cy's charge left al's contact with bo standing).
    expect(m.lines.slice(-3, -1)).toEqual([
      '  al (script) chooses to fire at bo.',
      '  al attacks bo (pistol) with 2 dice [1 1]; bo defends (pistol) with 2 dice [1 1]: 0 hits.',
    ]);
    expect([m.al.escapeAsked, m.escapes]).toEqual([[], 0]);
  });
});

describe("the tactics' choice", () => {
  it('by default a figure escapes when he is hurt real bad, and not before', () => {
    // 000 NERVE: "A Citizen suffers any wound or graze" (hurt real bad). al grazes bo (chest, effect 1),
    // then cy charges him and bo throws the more 6s.
    const play = (shoot: boolean): readonly string[] => {
      const game = gameOf(
        [
          { name: 'al', side: 0, x: 10, y: 10, policy: new Script([shoot ? fire(1) : just(ACTION.pass)]) },
          { name: 'bo', side: 1, cls: 'citizen', x: 16, y: 15 },
          { name: 'cy', side: 0, x: 10, y: 15, policy: charge() },
        ],
        { options: { 'shootout.nerve': 'off' } },
      );
      return playScripted(
        game,
        [...(shoot ? [6, 2, 2, 1] : []), 3, 3, 3, 1, 1, 6, ...(shoot ? [2, 2, 2] : [])],
        [0, 2],
      ).lines;
    };
    expect(play(true)).toContain('  bo breaks away and escapes instead of knocking cy down.');
    expect(play(false)).toContain(
      '  bo throws more 6s: cy is knocked down and must spend a turn recovering.',
    );
  });

  it('the coward escapes whenever he may; the rusher never does', () => {
    const play = (bo: Tactic, faces: readonly number[]): readonly string[] =>
      playScripted(gameOf(duo({ policy: charge() }, { policy: bo })), [3, 3, 3, 1, 2, 6, 1, ...faces], [0])
        .lines;
    expect(play(cowardPolicy(deliberatePolicy, 6), [4, 4, 4])).toContain(
      '  bo escapes from the fight with al.',
    );
    expect(play(rusherPolicy(deliberatePolicy, 6), [])).toContain(
      '  bo throws more 6s: al is knocked down and must spend a turn recovering.',
    );
  });
});

describe('held in a fight: "Characters can leave combat ... in two circumstances" (000 ESCAPING FROM COMBAT)', () => {
  // al charges bo (9" of movement dice bring him into contact; two fighting dice each, all 1s); on his next
  // card his script would walk back west.
  const fightThenWalk = (held: string): readonly string[] => {
    const game = gameOf(
      [
        { name: 'al', side: 0, x: 10, y: 15, policy: new Script([at(ACTION.charge, 1), move(0, 15)]) },
        { name: 'bo', side: 1, x: 16, y: 15 },
      ],
      { options: { 'shootout.heldInFight': held } },
    );
    const joker = cardsOf(2).joker;
    const second = held === 'held' ? [1, 1, 1, 1] : [2, 2, 2];
    return playScripted(game, [3, 3, 3, 1, 1, 1, 1, ...second], [0, joker, 0]).lines;
  };

  it('held (the default), he fights on: his tactic is asked for a fight turn, and he attacks', () => {
    const lines = fightThenWalk('held');
    expect(lines.slice(-3, -1)).toEqual([
      '  al (script) chooses to fire at bo.',
      '  al attacks bo (pistol) with 2 dice [1 1]; bo defends (pistol) with 2 dice [1 1]: 0 hits.',
    ]);
  });

  it('under shootout.heldInFight=free he walks out of it with a Move', () => {
    const lines = fightThenWalk('free');
    expect(lines.at(-2)).toBe('  al throws 3 movement dice (6) and moves 6.0" to (9.1, 15.0).');
  });
});

describe('escaping from several opponents', () => {
  /**
   * al charges bo from the west, cy from the south-south-east (+y); then bo, outnumbered, attacks al, throws the more
   * 6s and escapes instead of striking home: three movement dice of 4. Nerve off.
   */
  const surrounded = (): { game: ShootoutGame; lines: readonly string[] } => {
    const game = gameOf(
      [
        { name: 'al', side: 0, x: 10, y: 20, policy: charge() },
        { name: 'bo', side: 1, x: 16, y: 20, facing: 180, policy: new Script([], { escape: always }) },
        { name: 'cy', side: 0, x: 18, y: 26, policy: charge() },
      ],
      { options: { 'shootout.nerve': 'off' } },
    );
    const faces = [3, 3, 3, 1, 1, 1, 1, 2, 2, 2, 1, 1, 6, 1, 1, 1, 4, 4, 4];
    return { game, lines: playScripted(game, faces, [0, 2, 1]).lines };
  };

  it('he moves away from all of them, the way that leaves the nearest furthest off, and faces the man he left', () => {
    // al stands west of him and cy south-south-east: the way out is north-east, the heading on which his
    // step toward either is least (000 ESCAPING FROM COMBAT: "moving up to three dice"); straight away from
    // al alone would take him due east, to (28.0, 20.0).
    const { game, lines } = surrounded();
    expect(lines.slice(-4, -1)).toEqual([
      '  bo breaks off and escapes instead of striking home.',
      '  bo escapes from the fight with al and cy.',
      '  bo throws 3 movement dice (12) and moves 12.0" to (23.1, 10.3).',
    ]);
    const [al, bo, cy] = game.figures;
    // Both left as far off as the heading, to the degree, can leave them; he faces al, whose fight he broke.
    const from = (o: typeof al): number => Math.hypot(o!.x - bo!.x, o!.y - bo!.y);
    expect(from(al)).toBeCloseTo(from(cy), 1);
    expect(bo!.facing).toBeCloseTo((Math.atan2(al!.y - bo!.y, al!.x - bo!.x) * 180) / Math.PI, 6);
    expect([
      game.combat.opponentCount(bo!),
      game.combat.opponentCount(al!),
      game.combat.opponentCount(cy!),
    ]).toEqual([0, 0, 0]);
  });
});
