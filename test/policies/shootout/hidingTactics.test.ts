import { describe, expect, it } from 'vitest';
import { parseShootoutPolicy } from '../../../src/policies/shootout/parseShootoutPolicy.ts';
import { playMuzzle } from '../../scenarios/shootout/arms/muzzleKit.ts';
import { gameOf, playScripted, Script, tactic } from '../../scenarios/shootout/shootoutKit.ts';

/** bush, an ambusher hidden at (10, 15); al, standing `gap` inches east of him. */
function ambush(gap: number, text = 'ambusher') {
  return gameOf(
    [
      { name: 'bush', side: 0, x: 10, y: 15, policy: tactic(text), hidden: true },
      { name: 'al', side: 1, x: 10 + gap, y: 15, facing: 180, policy: new Script([]) },
    ],
    { options: { 'shootout.nerve': 'off' }, cardCap: 1 },
  );
}

describe('the ambusher tactic (000 Hiding and Detection: "waiting for his best shot")', () => {
  it('hidden, with no shot of three dice (al 14" off), he keeps still and passes; al throws to detect him', () => {
    const game = ambush(14);
    const p = playScripted(game, [6], [0]);
    expect(p.story).toMatch(/bush \(ambusher:min=3:patience=120:fire=deliberate\) chooses to pass/);
    expect(p.lines).toContain('  al looks for the hidden man and sees nothing.');
    expect(game.figures[0]!.x).toBe(10);
  });

  it('hidden, with a shot of three dice (al 5" off, not yet acted) he fires at once', () => {
    const p = playScripted(ambush(5), [1, 1, 1, 6], [0]);
    expect(p.story).toMatch(/bush \(ambusher:min=3:patience=120:fire=deliberate\) chooses to fire at al/);
  });

  it('the tactic is read with its parameters, and refused with a wrong one', () => {
    expect(tactic('ambusher:min=4:patience=30').name).toBe('ambusher:min=4:patience=30:fire=deliberate');
    expect(parseShootoutPolicy('ambusher:range=4')).toBe(
      'tactic ambusher takes min, patience, fire, throw, respond, rope, doctor, untie, herd, not range',
    );
  });
});

describe('a muzzle-loader aims first (000 MUSKETS: one load, the next only with the reload card)', () => {
  const pair = (muzzle: boolean) =>
    gameOf(
      [
        { name: 'al', side: 0, x: 10, y: 15, muzzle, policy: tactic('gunfighter') },
        { name: 'bo', side: 1, x: 16, y: 15, policy: new Script([]) },
      ],
      { options: { 'shootout.nerve': 'off' }, cardCap: 1 },
    );

  it('a gunfighter with a muzzle-loader aims at bo 6" off, who has not acted; with a breech-loader he fires', () => {
    const muzzle = playMuzzle(pair(true), [], [0]);
    expect(muzzle.story).toMatch(/al \(gunfighter[^)]*\) chooses to aim at bo/);
    const breech = playScripted(pair(false), [1, 1, 1], [0]);
    expect(breech.story).toMatch(/al \(gunfighter[^)]*\) chooses to fire at bo/);
  });
});

describe('an empty muzzle-loader pressing the enemy charges rather than stand for his firing card', () => {
  it('a rusher fires his muzzle-loader at bo 4" off; empty on his next card, he charges him', () => {
    const game = gameOf(
      [
        { name: 'al', side: 0, x: 10, y: 15, muzzle: true, policy: tactic('rusher') },
        { name: 'bo', side: 1, x: 14, y: 15, policy: new Script([]) },
      ],
      { options: { 'shootout.nerve': 'off' }, cardCap: 4 },
    );
    // His shot's 3 dice; the charge's 3 movement dice; his 3 fighting dice against bo's 2.
    const p = playMuzzle(game, [2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2], [0, 1, 6, 0]);
    expect(p.story).toMatch(/Card 4: al's card\.\n {2}al \(rusher[^)]*\) chooses to charge at bo\./);
    expect(p.lines).toContain(
      '  al attacks bo (fist) with 3 dice [2 2 2]; bo defends (pistol) with 2 dice [2 2]: 0 hits.',
    );
  });
});
