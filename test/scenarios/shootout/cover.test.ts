import { describe, expect, it } from 'vitest';
import { ACTION } from '../../../src/policies/shootout/ShootoutPolicy.ts';
import type { RwnnRulesetId } from '../../../src/rules/rwnn/tables/rulesetTables.ts';
import { LOCATION, STATUS } from '../../../src/rules/rwnn/WoundState.ts';
import { cardsOf, fire, gameOf, just, playScripted, Script, tableOf } from './shootoutKit.ts';

const CARD = { al: 0, bo: 1, ...cardsOf(2) };
// A wall or fence just in front of bo (at x = 16), between him and al (at x = 10): bo is behind it.
const WALL = { kind: 'wall', name: 'adobe wall', from: [15.4, 10], to: [15.4, 20] };
const FENCE = { ...WALL, kind: 'fence', name: 'fence' };

/** al fires at bo, six inches away, across `pieces`; bo fires first at al when `boFires` (and misses). */
function shotAcross(pieces: readonly object[], boFires = false, ruleset: RwnnRulesetId = 'rwnn-extended') {
  return gameOf(
    [
      { name: 'al', side: 0, x: 10, y: 15, policy: new Script([fire(1)]) },
      { name: 'bo', side: 1, x: 16, y: 15, policy: new Script(boFires ? [fire(0)] : []) },
    ],
    { table: tableOf(pieces), ruleset },
  );
}

describe('duck backs', () => {
  it('000: a figure hit in the open does not duck back', () => {
    // 000 DUCK BACKS: "Only characters behind cover are subject to duck backs." Head, effect 1: "Graze".
    const game = shotAcross([]);
    const p = playScripted(game, [6, 2, 2, 1, 1], [CARD.al]);
    const bo = game.figures[1]!;
    expect([bo.duckedBack, bo.mustRecover, p.result.duckBacks, p.result.hits]).toEqual([false, false, 0, 1]);
  });

  it('003: any hit forces a duck back, in the open too', () => {
    // 003 DUCK BACKS: "When a target is hit (including grazes) or his cover stops a shot for him, he is forced
    // to immediately duck back ... He must then spend an entire turn recovering".
    const game = shotAcross([], false, 'rwnn-1996');
    const p = playScripted(game, [6, 2, 2, 1, 1], [CARD.al]);
    const bo = game.figures[1]!;
    expect([bo.duckedBack, bo.mustRecover, p.result.duckBacks]).toEqual([true, true, 1]);
    expect(p.lines).toContain('  bo is forced to duck back.');
  });

  it('003 reading under the extended rules: shootout.duckBacks=any-hit', () => {
    const game = gameOf(
      [
        { name: 'al', side: 0, x: 10, y: 15, policy: new Script([fire(1)]) },
        { name: 'bo', side: 1, x: 16, y: 15 },
      ],
      { options: { 'shootout.duckBacks': 'any-hit' } },
    );
    playScripted(game, [6, 2, 2, 1, 1], [CARD.al]);
    expect(game.figures[1]!.duckedBack).toBe(true);
  });

  it('behind cover, a graze on his head ducks him back', () => {
    // 000 HIT LOCATION & EFFECT: "Wounded or grazed characters who are behind cover must duck back";
    // COVER: "Unless a character ducks back, his head is always visible when he is behind cover."
    const game = shotAcross([WALL]);
    const p = playScripted(game, [6, 2, 1, 1], [CARD.al]);
    const bo = game.figures[1]!;
    expect([bo.duckedBack, bo.mustRecover, p.result.duckBacks, p.result.hits]).toEqual([true, true, 1, 1]);
  });

  it('ducked back behind cover, every hit strikes the cover, and he must recover again', () => {
    // 000 DUCK BACKS: "While he is ducked back ... opposing character can still fire at him. All the successful
    // shots will hit the cover, but the hidden target will still be subject to the duck back rule".
    const game = gameOf(
      [
        { name: 'al', side: 0, x: 10, y: 15, policy: new Script([fire(1)]) },
        { name: 'bo', side: 1, x: 16, y: 15, policy: new Script([just(ACTION.duckBack)]) },
      ],
      { table: tableOf([WALL]) },
    );
    // Ducked back, bo shows nothing: a head hit (effect 6, "Dead!" in the open) hits the wall.
    const p = playScripted(game, [6, 2, 1, 6], [CARD.bo, CARD.al]);
    const bo = game.figures[1]!;
    expect(p.lines).toContain("  The shot at bo's head hits his cover and is stopped.");
    expect([bo.wounds.status, bo.duckedBack, bo.mustRecover]).toEqual([STATUS.standing, true, true]);
    expect([p.result.stopped, p.result.duckBacks]).toEqual([1, 1]);
  });
});

describe('cover by body location (000 COVER)', () => {
  it('behind an adobe wall and not firing, only his head shows: a hit on the chest is stopped', () => {
    // "If a character has taken cover behind something reasonably substantial, like an adobe wall ... shots
    // that would have hit protected parts of his body cause him to duck back, but cannot injure him." One die
    // off for the cover ("Target in cover – 1"): 2 dice.
    const game = shotAcross([WALL]);
    const p = playScripted(game, [6, 2, 2, 5], [CARD.al]);
    const bo = game.figures[1]!;
    expect(p.lines).toContain('  al fires deliberately with 2 dice [6 2]: a hit.');
    expect(p.lines).toContain("  The shot at bo's chest hits his cover and is stopped.");
    expect([bo.wounds.seriousTotal(), bo.duckedBack, p.result.stopped, p.result.hits]).toEqual([
      0,
      true,
      1,
      0,
    ]);
  });

  it('firing over the wall he shows his head and his pistol arm, never his chest', () => {
    // "When firing over a wall or other obstacle, the chest is not exposed"; "Pistol shooters also expose their
    // right arm". bo fires first (3 dice, a miss), then al (2 dice, a hit) rolls the location; effect 2.
    const cases: [number, boolean][] = [
      [1, false],
      [2, true],
      [3, false],
      [4, true],
      [5, true],
      [6, true],
    ];
    for (const [location, stopped] of cases) {
      const game = shotAcross([WALL], true);
      const p = playScripted(game, [1, 2, 3, 6, 2, location, 2], [CARD.bo, CARD.al]);
      expect([location, p.result.stopped]).toEqual([location, stopped ? 1 : 0]);
      expect(game.figures[1]!.duckedBack).toBe(true);
    }
  });

  it('firing round a corner with a pistol he shows head, chest and right arm', () => {
    // "Characters firing round the corner of a building always expose their head and chest. Pistol shooters
    // also expose their right arm". bo stands at the south-east corner of an adobe house and fires round it
    // at al (a miss); al, a Legend 7.7" off (pistol "Medium" 2, Legend +2, cover -1: 3 dice), hits.
    const HOUSE = { kind: 'building', at: [10, 10], size: [10, 10], material: 'adobe' };
    const cases: [number, boolean][] = [
      [1, false],
      [2, false],
      [3, false],
      [4, true],
      [5, true],
      [6, true],
    ];
    for (const [location, stopped] of cases) {
      const game = gameOf(
        [
          { name: 'al', side: 0, cls: 'legend', x: 16, y: 4, policy: new Script([fire(1)]) },
          { name: 'bo', side: 1, x: 20.5, y: 10.2, policy: new Script([fire(0)]) },
        ],
        { table: tableOf([HOUSE]) },
      );
      const p = playScripted(game, [1, 2, 6, 1, 1, location, 2], [CARD.bo, CARD.al]);
      expect(p.lines).toContain('  al fires deliberately with 3 dice [6 1 1]: a hit.');
      expect([location, p.result.stopped]).toEqual([location, stopped ? 1 : 0]);
    }
  });

  it('behind a fence a hit on a hidden part gets through on a 1 or 2, one off the effect die', () => {
    // "If he is only behind something like a wooden building wall or fence, then throw for each shot that hits
    // cover: 1, 2 - shot penetrates, target hit, subtract one from the damage dice ... 3-6 - shot is stopped."
    // Chest, effect 5 is "Serious Wound & Knocked Out"; one off makes it 4, "Flesh Wound & Knocked Down".
    const through = shotAcross([FENCE]);
    const p = playScripted(through, [6, 2, 2, 5, 2], [CARD.al]);
    const bo = through.figures[1]!;
    expect(p.lines).toContain(
      '  bo is hit: location 2 (chest), effect 5 (-1 for cover or range: column 4): Flesh Wound & Knocked Down; now knocked down.',
    );
    expect([bo.wounds.flesh[LOCATION.chest], bo.wounds.status]).toEqual([1, STATUS.knockedDown]);
    for (const face of [3, 4, 5, 6]) {
      const stopped = shotAcross([FENCE]);
      const q = playScripted(stopped, [6, 2, 2, 5, face], [CARD.al]);
      expect([face, q.result.stopped, stopped.figures[1]!.duckedBack]).toEqual([face, 1, true]);
    }
  });

  it('a figure in the line of fire takes the hits on the parts he hides; the head shows over him', () => {
    // 000 COVER: "if the firing line is obstructed by another character, determine which parts of the targets
    // body are protected by him. Hits on these parts are rolled for again on the unfortunate interloper."
    const trio = () =>
      gameOf(
        [
          { name: 'al', side: 0, x: 10, y: 15, policy: new Script([fire(1)]) },
          { name: 'bo', side: 1, x: 16, y: 15 },
          { name: 'cy', side: 1, x: 13, y: 15 },
        ],
        { options: { 'shootout.nerve': 'off' } },
      );
    const body = trio();
    const p = playScripted(body, [6, 2, 2, 2, 2, 2, 3], [0]);
    expect(p.lines).toContain('  1 hit(s) go instead to cy, in the line of fire.');
    expect(body.figures[2]!.wounds.flesh[LOCATION.chest]).toBe(1);
    expect(body.figures[1]!.wounds.flesh[LOCATION.chest]).toBe(0);
    const head = trio();
    playScripted(head, [6, 2, 2, 1, 3], [0]);
    expect(head.figures[1]!.wounds.flesh[LOCATION.head]).toBe(1);
    expect(head.figures[2]!.wounds.flesh[LOCATION.head]).toBe(0);
  });
});

describe('woods (000 COMBAT IN THE GREAT OUTDOORS)', () => {
  // bo stands in dense woods (2 points), al outside them.
  const WOODS = { kind: 'woods', density: 'dense', centre: [16, 15], radius: 2 };

  it('the firer must throw more than the density for a clear shot, or he stands instead', () => {
    // "The firer must throw a dice and score more than the total density to be permitted to fire. If he fails
    // the throw he stands instead."
    const blocked = shotAcross([WOODS]);
    const p = playScripted(blocked, [2], [CARD.al]);
    expect(p.lines).toContain('  al finds no clear shot through the trees and stands instead.');
    expect(p.result.shots).toBe(0);
    const clear = shotAcross([WOODS]);
    const q = playScripted(clear, [3, 6, 2, 2, 2, 2, 3], [CARD.al]);
    expect(q.result.shots).toBe(1);
    expect(clear.figures[1]!.wounds.flesh[LOCATION.chest]).toBe(1);
  });

  it('a hit on a man in the woods is stopped by a tree on a 4, 5 or 6', () => {
    // "If a character in loose or dense woods would be grazed or wounded, throw to see if the shot was stopped
    // by a tree; needing a 4, 5 or 6."
    for (const face of [4, 5, 6]) {
      const game = shotAcross([WOODS]);
      const p = playScripted(game, [3, 6, 2, 2, 2, 2, face], [CARD.al]);
      expect(p.lines).toContain("  A tree stops the shot at bo's chest.");
      expect([p.result.stopped, p.result.hits, game.figures[1]!.wounds.flesh[LOCATION.chest]]).toEqual([
        1, 0, 0,
      ]);
    }
  });
});
