import { describe, expect, it } from 'vitest';
import { ACTION } from '../../../src/policies/shootout/ShootoutPolicy.ts';
import { GUN } from '../../../src/rules/rwnn/figure/GunState.ts';
import { STATUS } from '../../../src/rules/rwnn/WoundState.ts';
import type { JsonObject } from '../../../src/scenarios/Scenario.ts';
import type { ShootoutGame } from '../../../src/scenarios/shootout/ShootoutGame.ts';
import { shootoutScenario } from '../../../src/scenarios/shootout/shootoutScenario.ts';
import { at, cardsOf, gameOf, playScripted, Script, type FigureSetup } from './shootoutKit.ts';

/** al at (10, 15) charging bo 6" east of him (and, on a second turn, cy to bo's south); Gunmen with pistols. */
function brawl(
  al: Partial<FigureSetup>,
  bo: Partial<FigureSetup> = {},
  options: Readonly<Record<string, string>> = {},
): ShootoutGame {
  return gameOf(
    [
      {
        name: 'al',
        side: 0,
        x: 10,
        y: 15,
        policy: new Script([at(ACTION.charge, 1), at(ACTION.charge, 2)]),
        ...al,
      },
      { name: 'bo', side: 1, x: 16, y: 15, ...bo },
      { name: 'cy', side: 1, x: 16, y: 20 },
    ],
    { options: { 'shootout.nerve': 'off', ...options } },
  );
}

describe('blades in a fight (000 FIGHTING; 002 Fighting Chart)', () => {
  it('an attacker with a Bowie knife fights on its row, four dice against the pistol row', () => {
    // 002 Fighting Chart: "Bowie Knife 4 3 Knocked Down Flesh Wound (blank) Terrible Wound"; the pistol row
    // gives two. Effect 2 on the Bowie Knife row: a flesh wound.
    const game = brawl({ blade: 'bowie-knife' });
    const p = playScripted(game, [3, 3, 3, 6, 2, 2, 2, 2, 2, 2, 2], [0]);
    expect(p.lines).toContain(
      '  al attacks bo (bowie knife) with 4 dice [6 2 2 2]; bo defends (pistol) with 2 dice [2 2]: 1 hit.',
    );
    expect(p.lines).toContain('  Effect 2: Flesh Wound.');
  });

  it('a Knifeman with a knife adds his four dice; with a tomahawk he would not', () => {
    // "Knifeman/Swordsman: adds four* dice in a fight ... but only if armed with a knife/sword": Knife/Lance
    // "4 4" and four more.
    const knife = brawl({ blade: 'knife', skills: ['knifeman-swordsman'] });
    const pk = playScripted(knife, [3, 3, 3, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2], [0]);
    expect(pk.lines).toContain(
      '  al attacks bo (knife/lance) with 8 dice [2 2 2 2 2 2 2 2]; bo defends (pistol) with 2 dice [2 2]: 0 hits.',
    );
    const hawk = brawl({ blade: 'tomahawk', skills: ['knifeman-swordsman'] });
    const ph = playScripted(hawk, [3, 3, 3, 2, 2, 2, 2, 2, 2, 2], [0]);
    expect(ph.lines).toContain(
      '  al attacks bo (tomahawk) with 5 dice [2 2 2 2 2]; bo defends (pistol) with 2 dice [2 2]: 0 hits.',
    );
  });

  it('a defender with a knife fends off with its four dice rather than his pistol row', () => {
    const game = brawl({}, { blade: 'knife' });
    const p = playScripted(game, [3, 3, 3, 2, 2, 2, 2, 2, 2], [0]);
    expect(p.lines).toContain(
      '  al attacks bo (pistol) with 2 dice [2 2]; bo defends (knife/lance) with 4 dice [2 2 2 2]: 0 hits.',
    );
  });

  it('a defender with a Bowie knife and an empty gun: fists (Defend 4) by more dice, the knife (3) always', () => {
    const emptied = (holder: { game?: ShootoutGame }): Partial<FigureSetup> => ({
      policy: new Script([
        (view, out) => {
          holder.game!.figures[1]!.guns[0] = GUN.outOfAmmo;
          at(ACTION.charge, 1)(view, out);
        },
      ]),
    });
    const a: { game?: ShootoutGame } = {};
    a.game = brawl(emptied(a), { blade: 'bowie-knife' });
    const pa = playScripted(a.game, [3, 3, 3, 2, 2, 2, 2, 2, 2], [0]);
    expect(pa.lines).toContain(
      '  al attacks bo (pistol) with 2 dice [2 2]; bo defends (fist) with 4 dice [2 2 2 2]: 0 hits.',
    );
    const b: { game?: ShootoutGame } = {};
    b.game = brawl(emptied(b), { blade: 'bowie-knife' }, { 'shootout.bladeUse': 'always' });
    const pb = playScripted(b.game, [3, 3, 3, 2, 2, 2, 2, 2], [0]);
    expect(pb.lines).toContain(
      '  al attacks bo (pistol) with 2 dice [2 2]; bo defends (bowie knife) with 3 dice [2 2 2]: 0 hits.',
    );
  });

  it('a blade run through the body sticks: lost for the gunfight, or freed under stuckBlade=freed', () => {
    // "a serious wound ... runs through the body, killing the victim and having a 50% chance of causing the
    // weapon to become stuck": the stuck die is 5. His next fight is with his pistol, or the knife again.
    const kill = [3, 3, 3, 6, 2, 2, 2, 2, 2, 4, 2, 5, 5];
    const lost = brawl({ blade: 'bowie-knife' });
    const pl = playScripted(lost, [...kill, 3, 3, 3, 2, 2, 2, 2], [0, cardsOf(3).joker, 0]);
    expect(pl.lines).toContain("  al's blade is stuck fast: he fights on without it.");
    expect(lost.figures[1]!.wounds.status).toBe(STATUS.dead);
    expect(pl.lines).toContain(
      '  al attacks cy (pistol) with 2 dice [2 2]; cy defends (pistol) with 2 dice [2 2]: 0 hits.',
    );
    const freed = brawl({ blade: 'bowie-knife' }, {}, { 'shootout.stuckBlade': 'freed' });
    const pf = playScripted(freed, [...kill, 3, 3, 3, 2, 2, 2, 2, 2, 2], [0, cardsOf(3).joker, 0]);
    expect(pf.story).not.toContain('he fights on without it');
    expect(pf.lines).toContain(
      '  al attacks cy (bowie knife) with 4 dice [2 2 2 2]; cy defends (pistol) with 2 dice [2 2]: 0 hits.',
    );
  });
});

describe('the blade and weapon fields of a shootout figure', () => {
  const setup = (a: JsonObject): JsonObject => ({
    sides: {
      posse: { area: 'west', figures: { a } },
      gang: { area: 'east', figures: { b: 'gunman' } },
    },
    params: { table: 'open-ground' },
  });
  const issues = (s: JsonObject): string[] => {
    const n = shootoutScenario.normalize(s);
    return 'issues' in n ? n.issues.map((i) => `${i.path.join('.')}: ${i.expected}`) : [];
  };

  it('reads a blade and a Le Mat, and writes the blade into the canonical setup only when given', () => {
    const n = shootoutScenario.normalize(setup({ class: 'gunman', weapon: 'le-mat', blade: 'tomahawk' }));
    if ('issues' in n) throw new Error(JSON.stringify(n.issues));
    const a = (((n.setup.sides as JsonObject).posse as JsonObject).figures as JsonObject).a as JsonObject;
    expect([a.weapon, a.blade]).toEqual(['le-mat', 'tomahawk']);
    const plain = shootoutScenario.normalize(setup({ class: 'gunman' }));
    if ('issues' in plain) throw new Error(JSON.stringify(plain.issues));
    const b = (((plain.setup.sides as JsonObject).posse as JsonObject).figures as JsonObject).a as JsonObject;
    expect('blade' in b).toBe(false);
  });

  it('names the field and the values allowed for a bad blade or weapon', () => {
    expect(issues(setup({ blade: 'sabre' }))).toEqual([
      'sides.posse.figures.a.blade: one of bowie-knife, knife, tomahawk (got "sabre")',
    ]);
    expect(issues(setup({ blade: 3 }))).toEqual([
      'sides.posse.figures.a.blade: one of bowie-knife, knife, tomahawk (got 3)',
    ]);
    expect(issues(setup({ blade: 'toString' }))).toEqual([
      'sides.posse.figures.a.blade: one of bowie-knife, knife, tomahawk (got "toString")',
    ]);
    expect(issues(setup({ weapon: 'lemat' }))).toEqual([
      'sides.posse.figures.a.weapon: one of pistol, two-pistols, rifle, repeating-rifle, carbine, breech-loader, shotgun, sawn-off, le-mat, bow, automatic (got "lemat")',
    ]);
  });
});
