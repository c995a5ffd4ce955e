import { describe, expect, it } from 'vitest';
import type { JsonObject } from '../../../src/scenarios/Scenario.ts';
import type { StampedeGame } from '../../../src/scenarios/stampede/StampedeGame.ts';
import { playScripted, stampedeGame } from './scriptedStampede.ts';

// 000 "Driving Cattle" and "Driving the Herd, the TBC method", played on forced dice. The herd is 12 animals
// in 4 columns: 4" wide, 6" deep, its lead animal at the origin facing up the table (+y). The deck holds a
// card for each man, the Stampede card and the Joker; a cowboy riding with the drive and the Stampede card
// (no stampede yet) are out of it, and a `below` value picks the place in the draw pile of the card turned,
// the cards listed in the order of the figures' names, then the Stampede card, then the Joker.

function game(figures: JsonObject, params: JsonObject = {}, options: JsonObject = {}): StampedeGame {
  return stampedeGame({ options, figures, params: { drive: true, turns: 1, ...params } });
}

const play = playScripted;

const cal = (more: JsonObject = {}): JsonObject => ({
  cal: { class: 'gunman', at: [4, -1], cowboy: true, ...more },
});

describe('the Cattle Drive moves as a group on the Joker (000 "Driving the Herd, the TBC method")', () => {
  it('2 D6 a turn, the cowboy with it, no deviation thrown: "No card is inserted into the Fate deck"', () => {
    // The draw pile is the Joker alone (0); 3 and 4 move the drive 7".
    const g = game(cal());
    const { tally, lines } = play(g, [3, 4], [0]);
    expect(lines).toEqual([
      'Turn 1.',
      '  The Joker.',
      '  The Joker: the Cattle Drive moves as a group 7".',
      'At the end: cal standing.',
    ]);
    expect(g.herdNow.leadY).toBe(7);
    expect(g.positionOf(0)).toEqual([4, 6]);
    expect(tally).toMatchObject({ groupMoves: 1, ambles: 0, driveInches: 7, stampede: 0 });
  });

  it('under drive.deviation=every-move the drive throws for deviation too: a 4 turns it 45 degrees right', () => {
    const g = game(cal(), {}, { 'drive.deviation': 'every-move' });
    const { lines } = play(g, [3, 4, 4], [0]);
    expect(lines).toContain('  The deviation: 45 degrees right.');
    expect(g.herdNow.heading).toBe(45);
  });

  it('a cowboy who leaves puts his card in the deck; the last to go leaves the herd to amble, deviating', () => {
    // Turn 1: the Joker, 1 and 1: the drive moves 2". Turn 2: cal leaves; his card (0), then the Joker (0):
    // 2 and 2, and the deviation die 5: 45 degrees left. Nobody moves with an ambling herd.
    const g = game(cal({ leaves: 2 }), { turns: 2 });
    const { tally, lines } = play(g, [1, 1, 2, 2, 5], [0, 0, 0]);
    expect(lines).toContain('  cal leaves the Cattle Drive: his card goes into the deck.');
    expect(lines).toContain('  No cowboy is left with the herd: it ambles on, the Joker its card.');
    expect(lines).toContain('  The deviation: 45 degrees left.');
    expect(lines).toContain('  The Joker: the herd ambles 4".');
    expect(g.positionOf(0)).toEqual([4, 1]);
    expect(g.herdNow.heading).toBe(315);
    expect(tally).toMatchObject({ groupMoves: 1, ambles: 1, driveInches: 6 });
  });

  it('a herd with no cowboys ambles from the start: "the Joker represents the Action Card for only the herd"', () => {
    const g = game({ deke: { class: 'gunman', at: [10, 10] } });
    const { tally, lines } = play(g, [6, 6, 6, 3], [0, 0]);
    expect(lines).toContain('  The deviation: 90 degrees right.');
    expect(tally).toMatchObject({ groupMoves: 0, ambles: 1, driveInches: 12 });
    expect(g.positionOf(0)).toEqual([10, 10]);
  });

  it('an obstacle counts as a first throw of 6: a mortared wall 5" ahead, and a 4 turns it 90 degrees left', () => {
    // 4 and 4 would take it 8", past the wall: no first die, the second 4 turns it left along the wall.
    const g = game(cal(), { fence: 5, fenceKind: 'mortared-stone-fence' });
    const { lines } = play(g, [4, 4, 4], [0]);
    expect(lines).toContain('  The deviation (an obstacle ahead, as a 6): 90 degrees left.');
    expect(g.herdNow.heading).toBe(270);
    expect(g.herdNow.maxY()).toBeLessThanOrEqual(5);
  });
});

describe('regaining control (000 "Regaining Control of the Herd")', () => {
  const pair = (policy = 'regain'): JsonObject => ({
    ann: { class: 'gunman', at: [-1, 2.5], cowboy: true, leaves: 1, policy },
    bob: { class: 'gunman', at: [1, 2.5], cowboy: true, leaves: 1, policy },
  });

  it('two cowboys in front take their action, and a 1-4 makes a Cattle Drive again', () => {
    // Both leave at the start of turn 1. Ann's card (0), Bob's (0): the throw, 3, control regained. Their
    // cards leave the deck; the Joker (0) moves the new drive: 2 and 2.
    const g = game(pair());
    const { tally, lines } = play(g, [3, 2, 2], [0, 0, 0]);
    expect(lines).toContain('  ann fires, yells and waves his hat in front of the herd.');
    expect(lines).toContain('  bob and the others in front throw to regain control: 3, control regained!');
    expect(lines).toContain('  The Joker: the Cattle Drive moves as a group 4".');
    expect(g.driveNow.riders()).toBe(2);
    expect(tally).toMatchObject({ regained: 1, groupMoves: 1, ambles: 0 });
  });

  it('a 5-6 is "No Control": the herd ambles on', () => {
    const { tally, lines } = play(game(pair()), [5, 1, 1, 1], [0, 0, 0]);
    expect(lines).toContain('  bob and the others in front throw to regain control: 5, no control.');
    expect(tally).toMatchObject({ regained: 0, groupMoves: 0, ambles: 1 });
  });

  it('one cowboy alone never throws: "at least 2 cowboys"', () => {
    const g = game({ ...pair(), bob: { class: 'gunman', at: [1, 2.5], cowboy: true, leaves: 1 } });
    const { tally, lines } = play(g, [1, 1, 1], [0, 0, 0]);
    expect(lines.some((l) => l.includes('throw to regain control'))).toBe(false);
    expect(tally.regained).toBe(0);
  });

  it('after a failed throw: under `pair` two more actions are needed, under `each` the next action throws', () => {
    // Turn 1: ann, bob, the 5 fails; the Joker: 1, 1 and straight ahead (1): the herd ambles 2", and both
    // still stand in front of it. Turn 2: ann's card, bob's, the Joker.
    const faces = [5, 1, 1, 1, 2, 1, 1];
    const byPair = play(game(pair(), { turns: 2 }), faces, [0, 0, 0, 0, 0, 0]);
    expect(byPair.lines).toContain(
      '  bob and the others in front throw to regain control: 2, control regained!',
    );
    const byEach = play(game(pair(), { turns: 2 }, { 'drive.regainThrow': 'each' }), faces, [0, 0, 0, 0, 0]);
    expect(byEach.lines).toContain(
      '  ann and the others in front throw to regain control: 2, control regained!',
    );
  });
});

describe('a gunfight beside the drive (000 "Stampede Procedure")', () => {
  // Deke fires from 8" right and 4" ahead of the lead animal: 7.2" from the nearest animal, table 2.
  const ambush = (): JsonObject => ({ ...cal(), deke: { class: 'gunman', at: [8, 4], policy: 'gunfight' } });

  it('a 1-3 sets it running: the Stampede card goes in, the drive breaks up, the Joker moves nothing', () => {
    // Deke's card (0): the check, 1. The draw pile is then cal's card, the Stampede card and the Joker: the
    // Joker (2) ends the turn.
    const g = game(ambush(), {}, { 'stampede.direction': 'away-from-gunfire' });
    const { tally, lines } = play(g, [1], [0, 2]);
    expect(lines).toContain('  deke fires in the gunfight, 7.2" from the herd: Staaaampede!');
    expect(lines).toContain('  The Stampede card goes into the Fate deck.');
    expect(lines).toContain('  cal leaves the Cattle Drive: his card goes into the deck.');
    expect(g.stampedeCardInDeck).toBe(true);
    expect(tally).toMatchObject({ stampede: 1, stampedeTurn: 1, groupMoves: 0, driveInches: 0 });
  });

  it('under stampede.reshuffle=whole-deck the men who have acted get their cards back with it', () => {
    // The second card's place 1: the Stampede card of [cal, Stampede, Joker], or Deke's own card again of
    // [cal, deke, Stampede, Joker], a shot that puts the herd on 4 dice.
    const opts = { 'stampede.direction': 'away-from-gunfire' };
    const drawPile = play(game(ambush(), {}, opts), [1, 1, 1, 1], [0, 1, 0, 0]);
    expect(drawPile.lines).toContain('  The Stampede card: the herd runs 3" on 3 dice.');
    const whole = play(
      game(ambush(), {}, { ...opts, 'stampede.reshuffle': 'whole-deck' }),
      [1, 1, 1, 1, 1],
      [0, 1, 1, 0, 0],
    );
    expect(whole.lines).toContain('  deke fires in the gunfight.');
    expect(whole.lines).toContain('  The Stampede card: the herd runs 4" on 4 dice.');
  });

  it('gunfire beyond 12" throws nothing, and the drive moves on', () => {
    const g = game({ ...cal(), deke: { class: 'gunman', at: [20, 4], policy: 'gunfight' } });
    const { tally, lines } = play(g, [2, 2], [0, 0]);
    expect(lines).toContain('  deke fires in the gunfight, 18.4" from the herd: no result.');
    expect(tally).toMatchObject({ stampede: 0, groupMoves: 1, driveInches: 4 });
  });
});

describe('drovers in a stampede (000 "How to stop, or turn a stampede": "If on horseback")', () => {
  it('a rider at the front fires and turns it on a 2, where a man on foot needs a 1', () => {
    // Gunfire 9" behind: 2 starts it, straight away. Cal rides 2.5" ahead of the lead animal. His
    // card (0 of [cal, Stampede, Joker]): 2 turns it on the rider's chart; the deviation chart, 4: 45 right.
    const g = game(
      { cal: { class: 'gunman', at: [0, 2.5], cowboy: true, policy: 'turn-it' } },
      { gunfire: 9 },
      { 'stampede.direction': 'away-from-gunfire' },
    );
    const { tally, lines } = play(g, [2, 2, 4], [0, 1]);
    expect(lines).toContain('  cal yells, waves his hat and fires: 2, the herd turns 45 degrees right.');
    expect(tally.turned).toBe(1);
  });
});
