import { describe, expect, it } from 'vitest';
import type { JsonObject } from '../../../src/scenarios/Scenario.ts';
import type { StampedeGame } from '../../../src/scenarios/stampede/StampedeGame.ts';
import { playScripted as play, stampedeGame } from './scriptedStampede.ts';

// 000 "What to do if a Stampede comes your way and you’re on horseback" and "How to stop, or turn a
// stampede", on forced dice. The herd is 12 animals in 4 columns (4" wide, 6" deep), its lead animal at the
// origin; gunfire 9" behind it throws on table 2 (a 2 starts it) and it runs straight up the table (+y). With
// one man the draw pile holds his card, the Stampede card and the Joker: `cards` scripts whose comes first.

function game(bo: JsonObject, params: JsonObject = {}, options: JsonObject = {}): StampedeGame {
  return stampedeGame({
    options: { 'stampede.direction': 'away-from-gunfire', ...options },
    figures: { bo: { class: 'gunman', rider: 'good', ...bo } },
    params: { gunfire: 9, turns: 1, ...params },
  });
}

function cards(...firsts: ('herd' | 'man')[]): number[] {
  return firsts.flatMap((f) => (f === 'herd' ? [1, 0, 0] : [0, 0, 0]));
}

describe('a rider in its way: control, three movement dice, escape on 1-2', () => {
  it('keeps control on a 4, rides the three dice (9") and escapes on a 2: clear of its flank', () => {
    // Check 2; the herd's 1, 1, 1 (3"); control 4; movement 3, 3, 3; escape 2.
    const g = game({ at: [0, 2] });
    const { tally, lines } = play(g, [2, 1, 1, 1, 4, 3, 3, 3, 2], cards('herd'));
    expect(lines).toContain('  bo rides 9" and throws for escape: he rides clear.');
    expect(tally).toMatchObject({ riderEscapes: 1, ridersStuck: 0, ridersThrown: 0, caught: 0 });
    // 9" beyond the right flank (2" from the middle line), carried beside the herd as it ran 3".
    expect(g.positionOf(0)[0]).toBeCloseTo(11);
  });

  it('a 3 on the escape throw: stuck in it on his horse; the next turn a 2 loses control and throws him', () => {
    // Turn 1: check 2; herd 1, 1, 1; control 4; movement 1, 1, 1; escape 3. Turn 2: herd 1, 1, 1; control 2:
    // thrown, on foot's step 2: a 1 stays standing.
    const g = game({ at: [0, 2] }, { turns: 2 });
    const faces = [2, 1, 1, 1, 4, 1, 1, 1, 3, 1, 1, 1, 2, 1];
    const { tally, lines } = play(g, faces, cards('herd', 'herd'));
    expect(lines).toContain('  bo throws for escape: stuck in the stampede on his horse.');
    expect(lines).toContain('  bo loses control and is thrown into the herd.');
    expect(lines).toContain('  bo stays on his feet inside the herd.');
    expect(tally).toMatchObject({ ridersStuck: 1, ridersThrown: 1, riderEscapes: 0 });
  });

  it('a stuck rider who keeps control (a 5) is carried on with the herd, still in the saddle', () => {
    const g = game({ at: [0, 2] }, { turns: 2 });
    const faces = [2, 1, 1, 1, 4, 1, 1, 1, 3, 2, 2, 2, 5];
    const { tally, lines } = play(g, faces, cards('herd', 'herd'));
    expect(lines).toContain('  bo keeps his seat inside the herd.');
    expect(tally).toMatchObject({ ridersStuck: 1, ridersThrown: 0 });
    // Carried at the front edge where it met him: the lead animal has run 9".
    expect(g.positionOf(0)[1]).toBeCloseTo(9);
  });

  it('loses control on the first check (a 1): thrown, and no movement dice; knocked down on a 2', () => {
    // Check 2; herd 1, 1, 1; control 1; stay 2: knocked down; same-turn trample: 1 roll; 8 dice of the
    // beast, none a 6 (no hit).
    const g = game({ at: [0, 2] });
    const faces = [2, 1, 1, 1, 1, 2, 1, 1, 1, 1, 1, 1, 1, 1, 1];
    const { tally, lines } = play(g, faces, cards('herd'));
    expect(lines).toContain('  bo loses control and is thrown into the herd.');
    expect(lines).toContain('  bo is knocked down inside the herd.');
    expect(tally).toMatchObject({ ridersThrown: 1, knockedDown: 1, trampleRolls: 1, riderEscapes: 0 });
  });

  it('under stampede.riderControl=chart a lost control whose horse bolts keeps him in the saddle, stuck', () => {
    // Check 2; herd 1, 1, 1; control 1 (lost); reaction 5: bolts. No movement dice, no escape throw.
    const g = game({ at: [0, 2] }, {}, { 'stampede.riderControl': 'chart' });
    const { tally } = play(g, [2, 1, 1, 1, 1, 5], cards('herd'));
    expect(tally).toMatchObject({ ridersStuck: 1, ridersThrown: 0, riderEscapes: 0 });
  });

  it('a man on foot (no rider field) still throws the on-foot escape: one die, no control check', () => {
    const g = stampedeGame({
      options: { 'stampede.direction': 'away-from-gunfire' },
      figures: { bo: { class: 'gunman', at: [0, 2] } },
      params: { gunfire: 9, turns: 1 },
    });
    expect(play(g, [2, 1, 1, 1, 2], cards('herd')).tally).toMatchObject({ escapes: 1, riderEscapes: 0 });
  });
});

describe('riders turning it: "Ride to the front of the stampede ... A 1 or 2 on a D6 TURNS the stampede"', () => {
  it('a Good rider 8" off its flank rides two throws to the front, then turns it on a 2', () => {
    // Turn 1, his card first: two throws of 3 dice, 1, 1, 1 and 2, 2, 2 (9"), to the place beside the lead
    // animal 5.3" off, 2.5" beyond its flank; the herd's 1, 1, 1 misses him there. Turn 2, his card first: a 2 turns it, the chart's 5
    // 45 degrees left, away from him; the herd runs 4 dice for his shots.
    const g = game({ at: [8, -4], policy: 'turn-it' }, { turns: 2 });
    const faces = [2, 1, 1, 1, 2, 2, 2, 1, 1, 1, 2, 5, 1, 1, 1, 1];
    const { tally, lines } = play(g, faces, cards('man', 'man'));
    expect(lines).toContain('  bo rides 9" to the front of the herd.');
    expect(lines).toContain('  bo yells, waves his hat and fires: 2, the herd turns 45 degrees left.');
    expect(tally).toMatchObject({ turned: 1, riderEscapes: 0, ridersStuck: 0 });
  });

  it('a throw short of the front leaves him on his way, and he does not fire', () => {
    const g = game({ at: [10, -6], policy: 'turn-it', rider: 'poor' });
    // A Poor rider throws up to 6 dice once a turn: six 1s, 6" of the 8.1" to the place beside the lead.
    const { lines } = play(g, [2, 1, 1, 1, 1, 1, 1, 1, 1, 1], cards('man'));
    expect(lines).toContain('  bo rides 6" for the front of the herd.');
    expect(lines.some((l) => l.includes('yells'))).toBe(false);
  });
});

describe('a man in a gunfight on foot when the stampede bears down on him', () => {
  it('runs for a refuge instead of firing: a Move of three dice clear of its path', () => {
    // Check 2; his card first: the herd runs at him 10" ahead, within its 3 dice's most: he runs 2, 2, 2.
    const g = stampedeGame({
      options: { 'stampede.direction': 'away-from-gunfire' },
      figures: { deke: { class: 'gunman', at: [1, 10], policy: 'gunfight' } },
      params: { gunfire: 9, turns: 1 },
    });
    const { tally, lines } = play(g, [2, 2, 2, 2, 1, 1, 1], cards('man'));
    expect(lines).toContain('  deke runs 6" clear of the herd\'s path.');
    expect(lines.some((l) => l.includes('fires in the gunfight'))).toBe(false);
    expect(tally.inchesRun).toBe(6);
  });

  it('a man in a gunfight the herd cannot reach this move (25" ahead) fires, and his shot puts it on 4 dice', () => {
    const g = stampedeGame({
      options: { 'stampede.direction': 'away-from-gunfire' },
      figures: { deke: { class: 'gunman', at: [1, 25], policy: 'gunfight' } },
      params: { gunfire: 9, turns: 1 },
    });
    const { lines } = play(g, [2, 1, 1, 1, 1], cards('man'));
    expect(lines).toContain('  deke fires in the gunfight.');
    expect(lines).toContain('  The Stampede card: the herd runs 4" on 4 dice.');
  });
});

describe('a rider shooting the lead animal fires from the saddle (000 HORSES, "Moving and Firing Mounted")', () => {
  it('before a throw of one die (stampede.saddleShot=one-die): 4" off, a pistol\'s 3 deliberate dice less one', () => {
    // Check 2; his card first: 2 dice, 6 6, a hit; location 6, effect 6: knocked out, the herd stops; the Joker.
    const g = game({ at: [0, 4], policy: 'stop-it' });
    const { tally, lines } = play(g, [2, 6, 6, 6, 6], [0, 0]);
    expect(lines).toContain('  bo fires at the lead animal 4.0" off from the saddle (1 die fewer).');
    expect(lines).toContain('  bo fires deliberately with 2 dice [6 6]: a hit.');
    expect(tally.stopped).toBe(1);
  });

  it('at full speed (stampede.saddleShot=full-speed) a Good rider loses 3 dice: none left, no shot', () => {
    // Check 2; his card first: no shot; the herd's 1, 1, 1 (3"), reaching him: control 4, movement 1, 1, 1,
    // escape 2; the Joker.
    const g = game({ at: [0, 4], policy: 'stop-it' }, {}, { 'stampede.saddleShot': 'full-speed' });
    const { tally, lines } = play(g, [2, 1, 1, 1, 4, 1, 1, 1, 2], cards('man'));
    expect(lines.filter((l) => l.includes('fires'))).toEqual([]);
    expect(lines).toContain('  The Stampede card: the herd runs 3" on 3 dice.');
    expect(tally.stopped).toBe(0);
  });
});
