import { describe, expect, it } from 'vitest';
import type { JsonObject } from '../../../src/scenarios/Scenario.ts';
import type { StampedeGame } from '../../../src/scenarios/stampede/StampedeGame.ts';
import { playScripted, stampedeGame } from './scriptedStampede.ts';

// 000 "Stampeding and Herding Cattle", played on forced dice. The herd is 12 animals in 4 columns: 4" wide,
// 6" deep, its lead animal at the origin; the gunfire is 9" behind it, so the stampede check throws on table
// 2 (a stampede on 1-3). The stampede runs straight away from the gunfire (+y) unless a test says otherwise.
// The turn's cards come off the Fate deck (000: "A Stampede Card is placed into the Fate Deck ... and the herd
// moves (aligned on the lead animal) when that card is drawn"): with one man the draw pile lists his card, the
// Stampede card and the Joker, and a `below` value picks the place of the card turned. `cards` scripts a
// turn of each as the herd's card first or the man's, then the other, then the Joker.

function game(figures: JsonObject, params: JsonObject = {}, options: JsonObject = {}): StampedeGame {
  return stampedeGame({
    options: { 'stampede.direction': 'away-from-gunfire', ...options },
    figures,
    params: { gunfire: 9, turns: 1, ...params },
  });
}

const play = playScripted;

/** The deck's `below` values for turns in which the herd's card or the man's comes first. */
function cards(...firsts: ('herd' | 'man')[]): number[] {
  return firsts.flatMap((f) => (f === 'herd' ? [1, 0, 0] : [0, 0, 0]));
}

const ames = (at: [number, number], more: JsonObject = {}): JsonObject => ({
  ames: { class: 'gunman', at, ...more },
});

describe('the stampede check starts it or not (000 "Stampede Procedure")', () => {
  it('gunfire 9" away: a 4 on table 2 is "No Result", and nothing else is thrown', () => {
    const { tally, lines } = play(game(ames([0, 2])), [4], []);
    expect(tally.stampede).toBe(0);
    expect(tally.distance).toBe(0);
    expect(lines).toEqual(['Gunfire 9" behind the herd: no result.']);
  });

  it('under the dice-arrow reading the herd runs where the dice point: any heading', () => {
    const g = game(ames([0, 30]), {}, { 'stampede.direction': 'dice-arrow' });
    const { lines } = play(g, [2, 1, 1, 1], [180, ...cards('herd')]);
    expect(lines[1]).toBe('The herd runs on a heading of 180 degrees.');
  });
});

describe('a man on foot in its way (000 "What to do if a Stampede comes your way and you’re on foot")', () => {
  it('caught 2" ahead: stuck on a 3, knocked down on a 2, trampled once on a 1: 8 dice, a hit, knocked out', () => {
    // Check 2; the herd's 1, 1, 1; escape 3; stay 2; trample 1 roll; the beast's 8 dice; the effect die 5.
    const { tally, lines } = play(
      game(ames([0, 2])),
      [2, 1, 1, 1, 3, 2, 1, 6, 1, 1, 1, 1, 1, 1, 1, 5],
      cards('herd'),
    );
    expect(lines).toContain('  ames throws for escape: stuck in the stampede.');
    // The narration goes card by card: the Stampede card, then his, then the Joker.
    const turned = lines.filter((l) => /^ {2}(The Stampede card:|The Joker\.|ames's card\.)/.test(l));
    expect(turned).toEqual([
      '  The Stampede card: the herd runs 3" on 3 dice.',
      "  ames's card.",
      '  The Joker.',
    ]);
    expect(lines).toContain('  ames is knocked down inside the herd.');
    expect(lines).toContain('  The herd tramples ames: 1 roll.');
    expect(lines.some((l) => l.includes('(clubbed rifle) with 8 dice'))).toBe(true);
    expect(tally).toMatchObject({ stampede: 1, caught: 1, knockedDown: 1, trampleRolls: 1, knockedOut: 1 });
    expect(tally.distance).toBe(3);
  });

  it('is rolled for every turn the herd passes over him and never once it has passed', () => {
    // next-turn: not trampled as he falls; turn 2 the herd runs 6" over him (8 dice, no 6); turn 3 it has
    // passed, and he gets up.
    const g = game(ames([0, 2]), { turns: 3 }, { 'stampede.trampledFrom': 'next-turn' });
    const faces = [2, 1, 1, 1, 3, 2, 2, 2, 2, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1];
    const { tally, lines } = play(g, faces, cards('herd', 'herd', 'herd'));
    expect(tally.trampleRolls).toBe(1);
    expect(lines.filter((l) => l.startsWith('  The herd tramples'))).toHaveLength(1);
    expect(lines.indexOf('Turn 3.')).toBeLessThan(lines.indexOf('  ames gets up.'));
    expect(tally.distance).toBe(12);
    expect(tally.knockedDown).toBe(1);
  });

  it('a winded man does not get up in the turn he was trampled', () => {
    // same-turn, the Stampede card first: knocked down and trampled (8 dice, no 6), then his own card.
    const g = game(ames([0, 2]), { turns: 1 });
    const { lines } = play(g, [2, 1, 1, 1, 3, 2, 1, 1, 1, 1, 1, 1, 1, 1, 1], cards('herd'));
    expect(lines).not.toContain('  ames gets up.');
  });

  it('escapes on a 1-2, and Agile takes one from the throw: a 3 escapes', () => {
    const plain = play(game(ames([0, 2])), [2, 1, 1, 1, 3, 1], cards('herd'));
    expect(plain.tally.caught).toBe(1);
    const agile = play(game(ames([0, 2], { skills: ['agile'] })), [2, 1, 1, 1, 3], cards('herd'));
    expect(agile.tally).toMatchObject({ escapes: 1, caught: 0, knockedDown: 0 });
    expect(agile.lines).toContain('  ames throws for escape: he gets out of the way.');
  });

  it('a man behind the herd is never in its way', () => {
    expect(play(game(ames([0, -8])), [2, 6, 6, 6], cards('herd')).tally).toMatchObject({
      escapes: 0,
      caught: 0,
    });
  });
});

describe('what the men do with their cards', () => {
  it('run-clear: a Move of three dice straight out of its path, before the herd comes', () => {
    const g = game(ames([1, 5], { policy: 'run-clear' }));
    const { tally, lines } = play(g, [2, 2, 2, 2, 1, 1, 1], cards('man'));
    expect(lines).toContain('  ames runs 6" clear of the herd\'s path.');
    expect(tally).toMatchObject({ inchesRun: 6, caught: 0, escapes: 0 });
  });

  it('turn-it: a 1 turns it by the deviation chart, and his shots put the herd on 4 dice', () => {
    // His 1, then the chart's 4: 45 degrees right; the herd then runs 4 dice, and misses him.
    const g = game(ames([0, 10], { policy: 'turn-it' }));
    const { tally, lines } = play(g, [2, 1, 4, 1, 1, 1, 1], cards('man'));
    expect(lines).toContain('  ames yells, waves his hat and fires: 1, the herd turns 45 degrees right.');
    expect(lines).toContain('  The Stampede card: the herd runs 4" on 4 dice.');
    expect(tally).toMatchObject({ turned: 1, caught: 0, distance: 4 });
  });

  it('turn-it fails on anything but a 1, and a man behind the front does not try', () => {
    const fails = play(game(ames([0, 10], { policy: 'turn-it' })), [2, 2, 1, 1, 1, 1], cards('man'));
    expect(fails.tally.turned).toBe(0);
    const beside = play(game(ames([4, -3], { policy: 'turn-it' })), [2, 1, 1, 1, 1], cards('man'));
    expect(beside.lines.some((l) => l.includes('yells'))).toBe(false);
  });
});

describe('fences in its way (000 "What stampedes do to the surrounding neighborhood")', () => {
  const fenced = (kind: string, more: JsonObject = {}, options: JsonObject = {}) =>
    game(ames([0, 7]), { fence: 5, fenceKind: kind, ...more }, options);

  it('a mortared stone fence stops it: the herd turns 90 degrees along it, and the man beyond is safe', () => {
    // The herd's 4, 4, 4 would run 12"; it stops 5" on at the wall, and the 2 turns it right.
    const g = fenced('mortared-stone-fence');
    const { tally, lines } = play(g, [2, 4, 4, 4, 2], cards('herd'));
    expect(lines).toContain('  The fence stops the herd after 5.0".');
    expect(lines).toContain('  The herd turns 90 degrees right along the wall.');
    expect(tally).toMatchObject({ distance: 5, escapes: 0, caught: 0 });
    expect(g.herdNow.maxY()).toBeLessThanOrEqual(5 + 1e-9);
  });

  it('under stampede.wall=halts it stops there for good, and its card leaves the deck', () => {
    // Turn 2's draw pile is the man's card and the Joker only: 0 and 0 turn them.
    const g = fenced('mortared-stone-fence', { turns: 2 }, { 'stampede.wall': 'halts' });
    const { tally, lines } = play(g, [2, 4, 4, 4], [...cards('herd'), 0, 0]);
    expect(lines).toContain('  The herd halts against the wall.');
    expect(lines.filter((l) => l.startsWith('  The Stampede card:'))).toHaveLength(1);
    expect(g.stampedeCardInDeck).toBe(false);
    expect(tally.distance).toBe(5);
  });

  it('a wooden fence holds it one turn, and it breaks through the next', () => {
    const g = fenced('wooden-fence', { turns: 2 });
    const { tally, lines } = play(g, [2, 4, 4, 4, 1, 1, 1, 1, 1, 1], cards('herd', 'herd'));
    expect(lines).toContain('  The fence stops the herd this turn after 5.0".');
    expect(lines).toContain('  The herd breaks through the wooden fence.');
    // Turn 2: 3" through the fence to 8", within 1" of the man at 7": he throws to escape (a 1).
    expect(tally).toMatchObject({ distance: 8, escapes: 1 });
  });

  it('piled stones: through on a 1-2, stopped on a 3-6', () => {
    const through = play(fenced('piled-stone-fence'), [2, 4, 4, 4, 2, 1], cards('herd'));
    expect(through.lines).toContain('  The herd goes through the piled stones.');
    expect(through.tally).toMatchObject({ distance: 12, escapes: 1 });
    const stopped = play(fenced('piled-stone-fence'), [2, 4, 4, 4, 3, 5], cards('herd'));
    expect(stopped.lines).toContain('  The herd turns 90 degrees left along the wall.');
    expect(stopped.tally.distance).toBe(5);
  });
});

describe('stopping it: "you must successfully SHOOT and KNOCK DOWN the lead animal"', () => {
  it('a shot that knocks the lead animal down stops the herd, and it runs no more', () => {
    // Ames 12" ahead fires first: one deliberate die at 12", a 6 hits; location 6 (legs), effect 5: serious
    // wound and knocked down.
    const g = game(ames([0, 12], { policy: 'stop-it' }), { turns: 2 });
    // His card first (0); the Stampede card has left the deck, so the Joker is all that is left (0); turn 2,
    // his card and the Joker again.
    const { tally, lines } = play(g, [2, 6, 6, 5], [0, 0, 0, 0]);
    expect(lines).toContain('  ames fires at the lead animal 12.0" off.');
    expect(lines).toContain('  The lead animal goes down: the stampede stops.');
    expect(lines.filter((l) => l.startsWith('  The Stampede card'))).toEqual([
      '  The Stampede card goes into the Fate deck.',
    ]);
    expect(g.stampedeCardInDeck).toBe(false);
    expect(tally).toMatchObject({ stopped: 1, distance: 0, caught: 0 });
  });

  it('under stampede.leadShot=horse-injury a hit needs a 6 on INJURY TO HORSES: "falls to the ground"', () => {
    const g = game(ames([0, 12], { policy: 'stop-it' }), {}, { 'stampede.leadShot': 'horse-injury' });
    const grazed = play(g, [2, 6, 4, 1, 1, 1, 1], cards('man'));
    expect(grazed.lines).toContain(
      '  the lead animal is hit: Roll a: 1 - 4 Grazed. Throw for loss of control.',
    );
    expect(grazed.tally.stopped).toBe(0);
    const falls = play(g, [2, 6, 6], cards('man'));
    expect(falls.lines).toContain(
      '  the lead animal is hit: Roll a: 6 Horse falls to the ground. Rider thrown.',
    );
    expect(falls.tally.stopped).toBe(1);
  });

  it('a miss leaves it running, on 4 dice for the shots', () => {
    const g = game(ames([0, 12], { policy: 'stop-it' }));
    const { tally, lines } = play(g, [2, 5, 1, 1, 1, 1], cards('man'));
    expect(lines).toContain('  The Stampede card: the herd runs 4" on 4 dice.');
    expect(tally).toMatchObject({ stopped: 0, distance: 4 });
  });
});

describe('what it does to the neighborhood (000 "What stampedes do to the surrounding neighborhood")', () => {
  // Nobody on the table: the deck is the Stampede card and the Joker, turned in that order (0, 0) each turn.
  const things = (list: JsonObject[], turns = 1, options: JsonObject = {}) =>
    game({}, { things: list, turns }, options);

  it('"Wagons will overturn on a 1-3 on a D6 for every turn the stampede is next to them"', () => {
    // The herd runs 6" straight on; the wagon 1" off its right flank throws 3: it overturns.
    const { tally, lines } = play(things([{ kind: 'wagon', at: [3, 5] }]), [2, 2, 2, 2, 3], [0, 0]);
    expect(lines).toContain('  The herd runs past a wagon: it overturns.');
    expect(tally.wagonsOverturned).toBe(1);
  });

  it('a 4-6 leaves it standing, and the next turn beside it throws again', () => {
    // Turn 1: 1, 1, 1 runs 3", the wagon's 5 stands; turn 2: 3" more, still beside it, a 1 overturns it.
    const g = things([{ kind: 'wagon', at: [3, 3] }], 2);
    const { tally, lines } = play(g, [2, 1, 1, 1, 5, 1, 1, 1, 1], [0, 0, 0, 0]);
    expect(lines).toContain('  The herd runs past a wagon: it stands.');
    expect(lines).toContain('  The herd runs past a wagon: it overturns.');
    expect(tally.wagonsOverturned).toBe(1);
  });

  it('under stampede.wagonReach=touching a wagon half an inch off its flank is not next to it', () => {
    const list = [{ kind: 'wagon', at: [2.5, 3] }];
    expect(play(things(list), [2, 2, 2, 2, 1], [0, 0]).tally.wagonsOverturned).toBe(1);
    const touching = play(things(list, 1, { 'stampede.wagonReach': 'touching' }), [2, 2, 2, 2], [0, 0]);
    expect(touching.tally.wagonsOverturned).toBe(0);
  });

  it('"Stagecoaches will not overturn", and no die is thrown; small loose objects are knocked down', () => {
    const list = [
      { kind: 'stagecoach', at: [3, 4] },
      { kind: 'small-loose-object', at: [0, 4] },
    ];
    const { tally, lines } = play(things(list), [2, 2, 2, 2], [0, 0]);
    expect(lines).toContain('  The herd runs past a stage coach: it stands.');
    expect(lines).toContain('  The herd runs past a small loose object: it is knocked down.');
    expect(tally).toMatchObject({ wagonsOverturned: 0, objectsSmashed: 1 });
  });
});
