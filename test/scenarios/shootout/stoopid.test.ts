import { describe, expect, it } from 'vitest';
import { ACTION, CARD_MOMENT } from '../../../src/policies/shootout/ShootoutPolicy.ts';
import type { SkillId } from '../../../src/rules/rwnn/tables/skills.ts';
import { cardsOf, fire, gameOf, just, move, playScripted, Script } from './shootoutKit.ts';

// 000 SKILLS & ATTRIBUTES (003 SKILLS the same words): "Stoopid: throw each turn: 1,2 - do nothing. 3 -
// continue doing whatever he did last turn. 4, 5, 6 - take normal turn." Register entry stoopid-turn.
// al (card 0) at (10, 15) faces bo (card 1) 6" east of him. Nerve is off, so no test interrupts the script.
const CARD = { al: 0, bo: 1, ...cardsOf(2) };
// al's three dice at bo: no 6, a miss.
const MISS = [2, 3, 4];

function stoopidAl(script: Script, options: Readonly<Record<string, string>> = {}, skills: SkillId[] = []) {
  return gameOf(
    [
      { name: 'al', side: 0, x: 10, y: 15, skills: ['stoopid', ...skills], policy: script },
      { name: 'bo', side: 1, x: 16, y: 15, policy: new Script([]) },
    ],
    { options: { 'shootout.nerve': 'off', ...options } },
  );
}

describe('Stoopid: the throw each turn (000 SKILLS & ATTRIBUTES; 003 SKILLS)', () => {
  it.each([1, 2])(
    '"1,2 - do nothing": on a %i his policy is not asked and he stays where he stands',
    (face) => {
      const al = new Script([fire(1)]);
      const game = stoopidAl(al);
      const p = playScripted(game, [face], [CARD.al]);
      expect(p.lines).toContain(`  al is Stoopid and throws ${face} (4-6 a turn as he chooses).`);
      expect(p.lines).toContain('  al does nothing.');
      expect(p.lines.some((l) => l.includes('chooses to'))).toBe(false);
      expect(al.asked).toBe(0);
      expect(p.result.shots).toBe(0);
      expect([game.figures[0]!.x, game.figures[0]!.y]).toEqual([10, 15]);
    },
  );

  it.each([4, 5, 6])('"4, 5, 6 - take normal turn": on a %i his policy chooses, and he fires', (face) => {
    const al = new Script([fire(1)]);
    const p = playScripted(stoopidAl(al), [face, ...MISS], [CARD.al]);
    expect(al.asked).toBe(1);
    expect(p.lines).toContain('  al fires deliberately with 3 dice [4 3 2]: a miss.');
    expect(p.result.shots).toBe(1);
  });

  it('"3 - continue doing whatever he did last turn": he fires at the same man again, unasked', () => {
    // His first turn (a 5) fires; after the Joker his 3 carries the shot on, not his script's next step.
    const al = new Script([fire(1), move(2, 15)]);
    const p = playScripted(stoopidAl(al), [5, ...MISS, 3, ...MISS], [CARD.al, CARD.joker, CARD.al]);
    expect(p.lines).toContain('  al carries on with his last turn: fire at bo.');
    expect(al.asked).toBe(1);
    expect(p.result.shots).toBe(2);
  });

  it('a 3 with no last turn of his own does nothing by default, or gives him his choice (shootout.stoopidStuck)', () => {
    const al = new Script([fire(1)]);
    const p = playScripted(stoopidAl(al), [3], [CARD.al]);
    expect(p.lines).toContain('  al cannot carry on with his last turn, so does nothing.');
    expect([al.asked, p.result.shots]).toEqual([0, 0]);
    const free = new Script([fire(1)]);
    const q = playScripted(stoopidAl(free, { 'shootout.stoopidStuck': 'normal' }), [3, ...MISS], [CARD.al]);
    expect(q.lines).toContain('  al cannot carry on with his last turn, so takes his turn as he chooses.');
    expect([free.asked, q.result.shots]).toEqual([1, 1]);
  });

  it('a move carried on toward the point he has reached cannot be carried on', () => {
    // His first turn throws 9" (3d6: 3 3 3) and moves him the 4" to (14, 15); his 3 would move him nowhere.
    const al = new Script([move(14, 15), fire(1)]);
    const game = stoopidAl(al);
    const p = playScripted(game, [6, 3, 3, 3, 3], [CARD.al, CARD.joker, CARD.al]);
    expect(game.figures[0]!.x).toBeCloseTo(14, 6);
    expect(p.lines).toContain('  al cannot carry on with his last turn, so does nothing.');
    expect(al.asked).toBe(1);
  });

  it('a turn the rules force on him is no last turn to carry on', () => {
    // bo wounds al's chest (effect 2: a flesh wound that owes a Recover); al's next turn is the Recover, so his
    // 3 after it has nothing of his own choosing to carry on.
    const al = new Script([fire(1), fire(1)]);
    const game = gameOf(
      [
        { name: 'al', side: 0, x: 10, y: 15, skills: ['stoopid'], policy: al },
        { name: 'bo', side: 1, x: 16, y: 15, policy: new Script([fire(0)]) },
      ],
      { options: { 'shootout.nerve': 'off' } },
    );
    const p = playScripted(
      game,
      [5, ...MISS, 6, 2, 2, 2, 2, 3],
      [CARD.al, CARD.bo, CARD.joker, CARD.al, CARD.joker, CARD.al],
    );
    expect(p.lines).toContain('  al recovers.');
    expect(p.lines).toContain('  al cannot carry on with his last turn, so does nothing.');
    expect([al.asked, p.result.shots]).toEqual([1, 2]);
  });

  it("an action card's free turn is thrown for too, unless shootout.stoopidTurns=own-card", () => {
    // al claims the Gunman action card with his own card (a 5: he passes) and plays it before bo's shot.
    const script = () =>
      new Script([just(ACTION.pass), fire(1)], { cards: (m) => m === CARD_MOMENT.beforeEnemyAction });
    const play = (options: Readonly<Record<string, string>>, faces: readonly number[]) => {
      const al = script();
      const game = gameOf(
        [
          { name: 'al', side: 0, x: 10, y: 15, skills: ['stoopid'], policy: al },
          { name: 'bo', side: 1, x: 16, y: 15, policy: new Script([fire(0)]) },
        ],
        { options: { 'shootout.nerve': 'off', ...options } },
      );
      return { al, p: playScripted(game, faces, [CARD.gunman, CARD.al, CARD.bo]) };
    };
    // every: the free turn's throw (a 1) wastes the card.
    const every = play({}, [5, 1, ...MISS]);
    expect(every.p.lines.filter((l) => l.includes('is Stoopid and throws'))).toHaveLength(2);
    expect([every.al.asked, every.p.result.cardsPlayed, every.p.result.shots]).toEqual([1, 1, 1]);
    // own-card: no throw on the free turn; his script fires.
    const own = play({ 'shootout.stoopidTurns': 'own-card' }, [5, ...MISS, ...MISS]);
    expect(own.p.lines.filter((l) => l.includes('is Stoopid and throws'))).toHaveLength(1);
    expect([own.al.asked, own.p.result.cardsPlayed, own.p.result.shots]).toEqual([2, 1, 2]);
  });

  it('"Lucky: may re-roll one* dice from each batch of dice he throws": a 2 thrown again (shootout.singleRerolls)', () => {
    const al = new Script([fire(1)]);
    // His Lucky re-roll of the missing shot's 2 (a 3) misses again.
    const p = playScripted(stoopidAl(al, {}, ['lucky']), [2, 5, ...MISS, 3], [CARD.al]);
    expect(p.lines).toContain('  al is Lucky and re-rolls a 2: [5].');
    expect(p.lines).toContain('  al takes his turn as he chooses after all.');
    expect([al.asked, p.result.shots]).toEqual([1, 1]);
    // shootout.singleRerolls=none: the 2 stands.
    const none = new Script([fire(1)]);
    const q = playScripted(stoopidAl(none, { 'shootout.singleRerolls': 'none' }, ['lucky']), [2], [CARD.al]);
    expect(q.lines).toContain('  al does nothing.');
    expect(none.asked).toBe(0);
  });

  it('an ordinary man throws no Stoopid die', () => {
    const al = new Script([fire(1)]);
    const game = gameOf(
      [
        { name: 'al', side: 0, x: 10, y: 15, policy: al },
        { name: 'bo', side: 1, x: 16, y: 15, policy: new Script([]) },
      ],
      { options: { 'shootout.nerve': 'off' } },
    );
    const p = playScripted(game, MISS, [CARD.al]);
    expect(p.lines.some((l) => l.includes('Stoopid'))).toBe(false);
    expect(al.asked).toBe(1);
  });
});
