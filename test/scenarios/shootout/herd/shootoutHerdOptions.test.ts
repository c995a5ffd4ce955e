import { describe, expect, it } from 'vitest';
import { fire, gameOf, playScripted, Script } from '../shootoutKit.ts';

/**
 * al at (10, 15) fires at bo east of him; a herd of 8 animals, 4 abreast (4" across, 4" deep), its lead
 * animal at (10, 28) facing up the table: its nearest animals stand 9" from al, its middle 11" straight up.
 */
function herdGame(weapon: string, options: Readonly<Record<string, string>> = {}) {
  return gameOf(
    [
      { name: 'al', side: 0, weapon, x: 10, y: 15, policy: new Script([fire(1)]) },
      { name: 'bo', side: 1, x: 15, y: 15, policy: new Script([]) },
    ],
    {
      options: { 'shootout.nerve': 'off', ...options },
      herd: { at: [10, 28], heading: 0, animals: 8, columns: 4 },
    },
  );
}

describe('a herd on a shootout table hears every gun and reads the stampede options', () => {
  it('a shotgun blast (both barrels, one blast) throws once on the stampede tables: a 4 leaves it standing', () => {
    // The template rule: the two barrels' scatter (3, 3 and 4, 4), the stampede check's 4, then the hits.
    const game = herdGame('shotgun', { 'shootout.shotgunRule': 'template' });
    const p = playScripted(game, [3, 3, 4, 4, 4, 2, 2, 2, 2, 2, 2, 2, 2], [0]);
    expect(p.lines.filter((l) => l === '  A shot 9.0" from the herd: the herd stands.')).toHaveLength(1);
    expect(p.result.herdStampedes).toBe(0);
  });

  it('under stampede.direction=away-from-gunfire the herd runs straight away from the shot: no dice for it', () => {
    // A pistol shot missing (2, 2, 2), the check's 3 on table 2: the herd runs on 0 degrees, up the table.
    const game = herdGame('pistol', { 'stampede.direction': 'away-from-gunfire' });
    const p = playScripted(game, [2, 2, 2, 3], [0]);
    expect(p.lines).toContain(
      '  The herd runs on a heading of 0 degrees; the Stampede card goes into the Fate deck.',
    );
  });

  it('under stampede.tables=swapped a shot 9" away throws on the not-skittish table: a 3 is no stampede', () => {
    const game = herdGame('pistol', { 'stampede.tables': 'swapped' });
    const p = playScripted(game, [2, 2, 2, 3], [0]);
    expect(p.lines).toContain('  A shot 9.0" from the herd: the herd stands.');
  });
});
