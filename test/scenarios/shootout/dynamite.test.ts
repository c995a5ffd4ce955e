import { describe, expect, it } from 'vitest';
import { LOCATION, STATUS } from '../../../src/rules/rwnn/WoundState.ts';
import { shootoutScenario } from '../../../src/scenarios/shootout/shootoutScenario.ts';
import { cardsOf, gameOf, pick, playScripted, tableOf, type FigureSetup } from './shootoutKit.ts';

/**
 * al (a Deadeye, one stick) at (10, 15); bo 10" east of him and cy `cy` inches beyond bo, on side 1. Two
 * enemies within 3" of bo make bo the dynamite tactic's aim.
 */
function trio(cy = 2.5): FigureSetup[] {
  return [
    { name: 'al', side: 0, x: 10, y: 15, skills: ['deadeye'], dynamite: 1 },
    { name: 'bo', side: 1, x: 20, y: 15 },
    { name: 'cy', side: 1, x: 20 + cy, y: 15 },
  ];
}

const OFF = { 'shootout.nerve': 'off' };
const c = cardsOf(3);
/** Three distance dice 4 3 3: "BETWEEN that of the highest die and the total", 4" to 10"; he throws the 10". */
const LOB = [4, 3, 3];
/** Red 3, black 4: 1", "-1”" for a Deadeye: "a result of less than 1” scatter means a direct hit". */
const DIRECT = [3, 4];
/** One chit that grazes (location 1, effect 1), for a count of chits pulled. */
const CHIT = [1, 1];
const chits = (n: number): number[] => Array.from({ length: n }, () => CHIT).flat();

describe('dynamite in the shootout (000 "Dynamite")', () => {
  it('a game where nobody carries dynamite has no dynamite module: nothing drawn, nothing decided', () => {
    expect(gameOf(trio().map((f) => ({ ...f, dynamite: 0 }))).dynamite).toBeNull();
    expect(gameOf(trio()).dynamite).not.toBeNull();
  });

  it('TBC: 3 distance dice, a direct hit, the Boom card first of four: 3 pink chits each within 4", all knocked down', () => {
    const game = gameOf(trio(), { options: OFF });
    // bo's card (he passes), al's card (the lob), the Boom card's place pick(0): it comes before cy's card.
    const p = playScripted(game, [...LOB, ...DIRECT, ...chits(6)], [1, 0, pick(0), 2]);
    expect(p.lines).toContain('  al (dynamite) chooses to lob a stick at (20.0, 15.0).');
    expect(p.lines).toContain('  The stick lands at (20.0, 15.0): a direct hit.');
    expect(p.lines).toContain('  The Boom card goes in among the top three cards of the Fate deck.');
    expect(p.lines.indexOf("Boom card: al's dynamite.")).toBeLessThan(p.lines.indexOf("Card 3: cy's card."));
    // "Pull 3 Damage Chits per explosion. (Always use the pink side of the chit.)"
    expect(p.lines).toContain('  bo, 0.0" away, pulls 3 chit(s) on the pink side.');
    expect(p.lines).toContain('  cy, 2.5" away, pulls 3 chit(s) on the pink side.');
    // "dazed and knocked down requiring a turn to recover": cy's card is his getting up.
    expect(p.lines).toContain('  cy is dazed and knocked down.');
    expect(p.lines).toContain('  cy gets up.');
    expect(game.figures[1]!.wounds.status).toBe(STATUS.knockedDown);
    expect(p.result.explosions).toBe(1);
    expect(game.dynamite!.lit).toBe(0);
  });

  it('the Boom card fourth of four goes off after three more cards; a man within 4" gets away first', () => {
    const game = gameOf(trio(), { options: OFF });
    const p = playScripted(
      game,
      [...LOB, ...DIRECT, 3, 3, 1, ...chits(3)],
      [1, 0, pick(3), 2, c.gunman, c.citizen, c.shootist],
    );
    expect(p.lines).toContain('  cy (dynamite) gets away from the lit stick toward (28.0, 15.0).');
    const boom = p.lines.indexOf("Boom card: al's dynamite.");
    expect(p.lines[boom - 1]).toBe('Card 5: the Citizen action card, displayed.');
    expect(p.lines[boom + 2]).toBe('  bo, 0.0" away, pulls 3 chit(s) on the pink side.');
    expect(p.story).not.toMatch(/cy, .* pulls/);
    expect(p.result.explosions).toBe(1);
  });

  it('light cover, "pull –1 Damage Chit" on his usual side; dynamite.coverChits=count pulls the 1', () => {
    const fence = tableOf([{ kind: 'fence', from: [21.5, 13], to: [21.5, 17] }]);
    const fewer = playScripted(
      gameOf(trio(), { options: OFF, table: fence }),
      [...LOB, ...DIRECT, ...chits(5)],
      [1, 0, pick(0), 2],
    );
    expect(fewer.lines).toContain('  cy, 2.5" away behind light cover, pulls 2 chit(s) on the pink side.');
    const count = playScripted(
      gameOf(trio(), { options: { ...OFF, 'dynamite.coverChits': 'count' }, table: fence }),
      [...LOB, ...DIRECT, ...chits(4)],
      [1, 0, pick(0), 2],
    );
    expect(count.lines).toContain('  cy, 2.5" away behind light cover, pulls 1 chit(s) on the pink side.');
  });

  it('TBC step 5: a man within 2" who has not acted kicks it away, 2 D6 and one scatter roll', () => {
    // Kicked 3 + 3 inches back toward al, red 2 black 2 (no scatter): it lies 4" from al.
    const game = gameOf(trio(1.5), { options: OFF });
    const p = playScripted(game, [...LOB, ...DIRECT, 3, 3, 2, 2, ...chits(3)], [1, 0, pick(0), c.gunman]);
    expect(p.lines).toContain('  cy kicks it away: it lies at (14.0, 15.0).');
    expect(p.lines).toContain('  al, 4.0" away, pulls 3 chit(s) on the pink side.');
    expect(p.story).not.toContain("Card 3: cy's card.");
  });

  it('TRWNN: the estimate, a target symbol; the last chance 1-3 throws it back (scatter die and 3 D6)', () => {
    // Scatter die 1 (a target symbol), distance 3: it goes off on the marker. cy, 1" from it, throws 2:
    // "You get the throw off": scatter die 3 (an arrow), 3 D6 of 6, the arrow pick(0) due east of al.
    const game = gameOf(trio(1), { options: { ...OFF, 'dynamite.method': 'trwnn' } });
    const p = playScripted(game, [1, 3, 2, 3, 2, 2, 2, ...chits(3)], [1, 0, pick(0), pick(0), c.gunman]);
    expect(p.lines).toContain('  The stick lands at (20.0, 15.0): a direct hit (dead accurate).');
    expect(p.lines).toContain('  cy throws 2: he throws it back, to (16.0, 15.0).');
    expect(p.lines).toContain('  bo, 4.0" away, pulls 3 chit(s) on the pink side.');
  });

  it('TRWNN: the last chance 4-6, "a disarming experience": a serious wound to the throwing arm, and it goes off', () => {
    const game = gameOf(trio(1), { options: { ...OFF, 'dynamite.method': 'trwnn' } });
    const p = playScripted(game, [1, 3, 5, ...chits(6)], [1, 0, c.gunman]);
    expect(p.lines).toContain('  cy throws 5: a disarming experience. It goes off in his hand.');
    expect(p.lines).toContain('  cy, 0.0" away, pulls 3 chit(s) on the pink side.');
    const cy = game.figures[2]!;
    expect(cy.wounds.serious[LOCATION.rightArm]).toBe(1);
    expect(cy.wounds.status).toBe(STATUS.knockedDown);
    // No Boom card: the stick has gone off.
    expect(p.story).not.toContain('Boom card');
    expect([p.result.explosions, game.dynamite!.lit]).toEqual([1, 0]);
  });

  it('Variant A: one die, 4 "Back", moved a D6 (dynamite-variant-a-distance)', () => {
    const game = gameOf(trio(), { options: { ...OFF, 'dynamite.method': 'variant-a' } });
    const p = playScripted(game, [...LOB, 4, 2, ...chits(3)], [1, 0, pick(0), 2]);
    expect(p.lines).toContain('  The stick lands at (18.0, 15.0): it scatters.');
    expect(p.lines).toContain('  bo, 2.0" away, pulls 3 chit(s) on the pink side.');
  });

  it('a building within 6" throws its die: 4-6 adobe stands in smoke, which blocks sight for 3 turns', () => {
    // The building sits north of the line from al to cy; its smoke reaches an inch beyond its walls.
    const table = tableOf([{ kind: 'building', at: [15, 16], size: [3, 3], material: 'adobe' }]);
    for (const [jokers, sees] of [
      [2, false],
      [3, true],
    ] as const) {
      const game = gameOf(trio(), { options: OFF, table });
      expect(game.lineOfSight(0, 2)).toBe(true);
      const p = playScripted(
        game,
        [...LOB, ...DIRECT, ...chits(6), 5],
        [1, 0, pick(0), 2, ...Array.from({ length: jokers }, () => c.joker)],
      );
      expect(p.lines).toContain('  The adobe building 0 2.2" from the blast stands firm, wrapped in smoke.');
      expect(game.lineOfSight(0, 2)).toBe(sees);
    }
  });

  it("a figure's dynamite field takes sticks or { sticks, bundles }; a bad value is one clear line", () => {
    const setup = (dynamite: unknown) => ({
      sides: {
        a: { figures: { al: { class: 'gunman', at: [5, 5], dynamite } } },
        b: { figures: { bo: { class: 'gunman', at: [20, 5] } } },
      },
    });
    expect('setup' in shootoutScenario.normalize(setup({ sticks: 1, bundles: 2 }) as never)).toBe(true);
    const bad = shootoutScenario.normalize(setup(-1) as never);
    expect('issues' in bad && bad.issues.map((i) => `${i.path.join('.')}: ${i.expected}`)).toEqual([
      'sides.a.figures.al.dynamite: a number of sticks from 0 to 20, or { sticks, bundles } each from 0 to 20 (got -1)',
    ]);
  });

  it('placing on purpose: 3 movement dice, to walk, to place, to run; no scatter, no last chance', () => {
    // bo, 5" off behind a fence (in cover from al, where a lob would scatter): al walks 3" toward him, places
    // the stick within the second die's 2" (at bo's feet), and runs the third die's 4" away.
    const game = gameOf(
      [
        { name: 'al', side: 0, x: 10, y: 15, dynamite: 1 },
        { name: 'bo', side: 1, x: 15, y: 15 },
        { name: 'cy', side: 1, x: 30, y: 25 },
      ],
      { options: OFF, table: tableOf([{ kind: 'fence', from: [14, 13], to: [14, 17] }]) },
    );
    const p = playScripted(game, [3, 2, 4, ...chits(3)], [1, 0, pick(0), 2]);
    expect(p.lines).toContain('  al (dynamite) chooses to place a stick at (15.0, 15.0).');
    expect(p.lines).toContain('  al throws 3, 2, 4: he places the stick at (15.0, 15.0).');
    expect(p.lines).toContain('  al runs 4.0" to (9.0, 15.0).');
    expect(p.lines).toContain('  bo, 0.0" away, pulls 3 chit(s) on the pink side.');
    expect(p.story).not.toMatch(/al, .* pulls/);
  });
});
