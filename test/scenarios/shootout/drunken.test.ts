import { describe, expect, it } from 'vitest';
import { cardsOf, fire, gameOf, move, pick, playScripted, Script, type Step } from './shootoutKit.ts';

// 000 SKILLS & ATTRIBUTES: "Drunk (or Deranged): Page *30"; 000 Drunken / Deranged: "Drunkenness: Roll 1 D6 /
// 1 Sober, no effect / 2-4 Drunk / Clumsy, True Grit, -1 shooting, -1 fighting / 5 Very Drunk / Clumsy,
// Stoopid, Tough, True Grit, -3 shooting, -1 fighting / 6 Hung Over / Jumpy, moves as normal for his class,
// -1 shooting, -1 fighting"; "Deranged: Roll 1 D6 / 1-3 Normal / 4-5 Berserk / Wildman, Tough, True Grit,
// Terrifying, Vengeful / 6 Demented: Roll another D6 / 1. Stoopid / 2. Hates random character from either
// side / 3. Nerves of Steel / 4. Vengeful / 5. Jumpy / 6. Evil". Register entry drunk-or-deranged.
// al (card 0), a Gunman with the skill, 6" from bo (card 1). Nerve is off, so no test interrupts the script.
const CARD = { al: 0, bo: 1, ...cardsOf(2) };
// Three dice at 6" with no 6: a miss, whoever throws them.
const MISS = [2, 3, 4];

function drunkAl(steps: readonly Step[], options: Readonly<Record<string, string>> = {}) {
  return gameOf(
    [
      { name: 'al', side: 0, x: 10, y: 15, skills: ['drunk-or-deranged'], policy: new Script(steps) },
      { name: 'bo', side: 1, x: 16, y: 15, policy: new Script([]) },
    ],
    { options: { 'shootout.nerve': 'off', ...options } },
  );
}

describe('Drunkenness: thrown as each gunfight starts (shootout.drunkOrDeranged=drunk)', () => {
  it('"1 Sober, no effect": his own skills and dice', () => {
    const game = drunkAl([fire(1)]);
    const p = playScripted(game, [1, ...MISS], [CARD.al]);
    expect(p.lines[0]).toBe('al throws 1 for his state: Sober (Sober, no effect).');
    expect(p.lines).toContain('  al fires deliberately with 3 dice [4 3 2]: a miss.');
    expect(game.figures[0]!.skills.clumsy).toBe(0);
  });

  it.each([2, 3, 4])(
    '"2-4 Drunk": a %i makes him Clumsy and True Grit, a die short shooting and fighting',
    (face) => {
      const game = drunkAl([fire(1)]);
      const p = playScripted(game, [face, 2, 3], [CARD.al]);
      expect(p.lines[0]).toBe(
        `al throws ${face} for his state: Drunk (Clumsy, True Grit, -1 shooting, -1 fighting).`,
      );
      expect(p.lines).toContain('  al fires deliberately with 2 dice [3 2]: a miss.');
      const al = game.figures[0]!;
      expect([al.skills.clumsy, al.skills['true-grit'], al.profile.fightDice]).toEqual([1, 1, -1]);
    },
  );

  it('"5 Very Drunk": Stoopid too (his turn starts with its throw) and three dice short shooting', () => {
    const game = drunkAl([fire(1)]);
    // His Stoopid 4 gives him his turn: 3 dice less 3 is none, so a lucky shot's three dice (no two 6s).
    const p = playScripted(game, [5, 4, 2, 3, 4], [CARD.al]);
    expect(p.lines).toContain('  al is Stoopid and throws 4 (4-6 a turn as he chooses).');
    expect(p.lines).toContain('  al has 0 dice (deliberate): a lucky shot, [4 3 2]: no hit.');
    const al = game.figures[0]!;
    expect([al.skills.stoopid, al.skills.tough, al.profile.firingDice]).toEqual([1, 1, -3]);
  });

  it('"6 Hung Over": Jumpy (he must blaze away), but he moves as a Gunman, not the full roll', () => {
    const game = drunkAl([move(14, 15)]);
    const p = playScripted(game, [6, 3, 3, 3], [CARD.al]);
    expect(p.lines[0]).toBe(
      'al throws 6 for his state: Hung Over (Jumpy, moves as normal for his class, -1 shooting, -1 fighting).',
    );
    const al = game.figures[0]!;
    expect([al.skills.jumpy, al.mustBlaze]).toEqual([1, true]);
    // A Gunman "can move as far as they like up to that distance": 4" of the 9 thrown.
    expect(al.x).toBeCloseTo(14, 6);
  });

  it('is thrown again for every gunfight, and the next one may leave him sober', () => {
    const game = drunkAl([]);
    playScripted(game, [3], [CARD.al]);
    expect(game.figures[0]!.skills.clumsy).toBe(1);
    playScripted(game, [1], [CARD.al]);
    const al = game.figures[0]!;
    expect([al.skills.clumsy, al.profile.firingDice, al.profile.fightDice, al.mustBlaze]).toEqual([
      0,
      0,
      0,
      false,
    ]);
  });

  it('shootout.drunkOrDeranged=none: no die is thrown, the skill does nothing', () => {
    const game = drunkAl([fire(1)], { 'shootout.drunkOrDeranged': 'none' });
    const p = playScripted(game, MISS, [CARD.al]);
    expect(p.lines.some((l) => l.includes('for his state'))).toBe(false);
  });
});

describe('Deranged (shootout.drunkOrDeranged=deranged)', () => {
  const deranged = { 'shootout.drunkOrDeranged': 'deranged' };

  it('"1-3 Normal"', () => {
    const p = playScripted(drunkAl([], deranged), [3], [CARD.al]);
    expect(p.lines[0]).toBe('al throws 3 for his state: Normal (Normal).');
  });

  it('"4-5 Berserk": Wildman, Tough, True Grit, Terrifying, Vengeful', () => {
    const game = drunkAl([], deranged);
    playScripted(game, [5], []);
    const s = game.figures[0]!.skills;
    expect([s.wildman, s.tough, s['true-grit'], s.terrifying, s.vengeful]).toEqual([1, 1, 1, 1, 1]);
  });

  it('"6 Demented: Roll another D6": a 6 then a 6 makes him Evil', () => {
    const game = drunkAl([], deranged);
    const p = playScripted(game, [6, 6], [CARD.al]);
    expect(p.lines[0]).toBe('al throws 6 and 6 for his state: Demented: Evil (Evil).');
    expect(game.figures[0]!.profile.evil).toBe(true);
  });

  it('"2. Hates random character from either side": a pick among the others, and he hates him from the start', () => {
    const game = gameOf(
      [
        { name: 'al', side: 0, x: 10, y: 15, skills: ['drunk-or-deranged'], policy: new Script([]) },
        { name: 'bo', side: 1, x: 16, y: 15, policy: new Script([]) },
        { name: 'cy', side: 0, x: 10, y: 20, policy: new Script([]) },
      ],
      { options: { 'shootout.nerve': 'off', ...deranged } },
    );
    // The pick is below 2 (bo and cy): 1 is cy, a friend.
    const three = { al: 0, ...cardsOf(3) };
    const p = playScripted(game, [6, 2], [pick(1), three.al]);
    expect(p.lines[0]).toBe(
      'al throws 6 and 2 for his state: Demented: hates (Hates random character from either side): he hates cy.',
    );
    expect([game.emotions.hates(0, 2), game.emotions.hates(0, 1)]).toEqual([true, false]);
  });
});

describe('the drunken state in play', () => {
  it('a Drunk man throws one die fewer in a fight ("-1 fighting")', () => {
    const game = drunkAl([]);
    playScripted(game, [3], [CARD.al]);
    const al = game.figures[0]!;
    const bo = game.figures[1]!;
    const sober = drunkAl([], { 'shootout.drunkOrDeranged': 'none' });
    playScripted(sober, [], [CARD.al]);
    expect(game.attackDice(al, bo)).toBe(sober.attackDice(sober.figures[0]!, sober.figures[1]!) - 1);
  });

  it("Very Drunk's Stoopid throw of a 1: he does nothing, and his policy is not asked", () => {
    const script = new Script([fire(1)]);
    const game = gameOf(
      [
        { name: 'al', side: 0, x: 10, y: 15, skills: ['drunk-or-deranged'], policy: script },
        { name: 'bo', side: 1, x: 16, y: 15, policy: new Script([]) },
      ],
      { options: { 'shootout.nerve': 'off' } },
    );
    const p = playScripted(game, [5, 1], [CARD.al]);
    expect(p.lines).toContain('  al does nothing.');
    expect([script.asked, p.result.shots]).toEqual([0, 0]);
  });
});
