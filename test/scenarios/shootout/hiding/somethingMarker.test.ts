import { describe, expect, it } from 'vitest';
import { gameOf, playScripted, Script, tactic } from '../shootoutKit.ts';

/**
 * bush, hidden at (10, 15), Passing; al, a gunfighter at (36, 28), knowing of no enemy (the table is 40" by
 * 30", its middle (20, 15)).
 */
function lurking(marker: string) {
  return gameOf(
    [
      { name: 'bush', side: 0, x: 10, y: 15, policy: new Script([]), hidden: true },
      { name: 'al', side: 1, x: 36, y: 28, facing: 180, policy: tactic('gunfighter') },
    ],
    { options: { 'shootout.nerve': 'off', 'shootout.somethingMarker': marker } },
  );
}

describe('the "Something around here somewhere" marker (000 Hiding and Detection; register entry something-marker)', () => {
  it('lead: a 3 on the table for a man who did not fire places a marker from al, toward bush to the nearest eighth (206.6 degrees reads 225); al goes to look 12" along it', () => {
    const game = lurking('lead');
    // bush passes; al's detection throw 3 (beyond 12", no modifier): "3 'Something around here somewhere'".
    // al's turn: a Move of 2+2+2 toward the point 12" out along the marker, (27.5, 19.5).
    const p = playScripted(game, [3, 2, 2, 2], [0, 1]);
    expect(p.lines).toContain('  al senses something around here somewhere, but does not spot bush.');
    expect(p.lines).toContain('  A marker points from al at 225 degrees.');
    const al = game.figures[1]!;
    expect(al.x).toBeCloseTo(36 - 6 * Math.SQRT1_2, 5);
    expect(al.y).toBeCloseTo(28 - 6 * Math.SQRT1_2, 5);
  });

  it('told: the same throw places no marker, and al, knowing nothing, makes for the middle of the table (not where bush started)', () => {
    const game = lurking('told');
    const p = playScripted(game, [3, 2, 2, 2], [0, 1]);
    expect(p.story).not.toMatch(/marker/);
    const al = game.figures[1]!;
    const d = Math.hypot(20 - 36, 15 - 28);
    expect(al.x).toBeCloseTo(36 + (6 * (20 - 36)) / d, 5);
    expect(al.y).toBeCloseTo(28 + (6 * (15 - 28)) / d, 5);
  });

  it('a 5 or 6 ("Don\'t see anything") places no marker', () => {
    const p = playScripted(lurking('lead'), [5], [0]);
    expect(p.lines).toContain('  al looks for the hidden man and sees nothing.');
    expect(p.story).not.toMatch(/marker/);
  });
});
