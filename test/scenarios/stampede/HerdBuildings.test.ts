import { describe, expect, it } from 'vitest';
import { DiceStream } from '../../../src/dice/DiceStream.ts';
import { ScriptedDice } from '../../../src/dice/ScriptedDice.ts';
import { deriveStreamKey } from '../../../src/dice/StreamKey.ts';
import type { JsonObject } from '../../../src/scenarios/Scenario.ts';
import { HerdBlock } from '../../../src/scenarios/stampede/HerdBlock.ts';
import { HerdBuildings, type TableBuilding } from '../../../src/scenarios/stampede/HerdBuildings.ts';
import { readStampedeCell } from '../../../src/scenarios/stampede/readStampedeCell.ts';
import { StampedeGame } from '../../../src/scenarios/stampede/StampedeGame.ts';
import { STAMPEDE_OPTIONS } from '../../../src/scenarios/stampede/stampedeOptions.ts';
import { newStampedeTally } from '../../../src/scenarios/stampede/StampedeTally.ts';
import { playScripted, stampedeGame } from './scriptedStampede.ts';

// 000 "What stampedes do to the surrounding neighborhood": "Stampedes ignore (will move around) buildings
// unless caught in a dead end. Check for building damage as if the building was undergoing FIRE damage, this
// applies to wooden buildings only, not stone or adobe." The herd is 12 animals, 4" wide and 6" deep, its
// lead at the origin; gunfire 9" behind it throws on table 2 (a stampede on 1-3) and, read away from the
// gunfire, sends it straight up the table (+y). A building 4" across from y 7 to 9 stands square in its lane.

const IN_LANE = { material: 'wood', at: [0, 8], size: [4, 2] };

function game(buildings: JsonObject[], figures: JsonObject = {}, options: JsonObject = {}): StampedeGame {
  return stampedeGame({
    options: { 'stampede.direction': 'away-from-gunfire', ...options },
    figures: { ames: { class: 'gunman', at: [-30, 0] }, ...figures },
    params: { gunfire: 9, turns: 1, buildings },
  });
}

/** The herd's card first, then the man's, then the Joker (see StampedeGame.test.ts). */
const HERD_FIRST = [1, 0, 0];

describe('a stampede and the buildings in its way', () => {
  it('runs 18" around a wooden building: meets it after 7", a 2 collapses an edge, slides 4.05" right', () => {
    // Check 2; the herd's 6, 6, 6; the building's damage die 2 ("1-3: That edge of the building collapses").
    const g = game([IN_LANE]);
    const { tally, lines } = playScripted(g, [2, 6, 6, 6, 2], HERD_FIRST);
    expect(lines).toContain('  An edge of the wooden building 1 collapses under the herd.');
    expect(lines).toContain('  The herd goes around the wooden building 1.');
    expect(tally).toMatchObject({ buildingsDamaged: 1, distance: 18 });
    // The shorter way round is a tie (2" + 2" either side, and 0.05" room): it goes right, 11" on past it.
    expect(g.herdNow.leadX).toBeCloseTo(4.05, 9);
    expect(g.herdNow.leadY).toBeCloseTo(18, 9);
  });

  it('a stone building throws no damage die, nor a wooden one under stampede.buildingDamage=none', () => {
    const stone = playScripted(game([{ ...IN_LANE, material: 'stone' }]), [2, 6, 6, 6], HERD_FIRST);
    const none = playScripted(
      game([IN_LANE], {}, { 'stampede.buildingDamage': 'none' }),
      [2, 6, 6, 6],
      HERD_FIRST,
    );
    for (const r of [stone, none]) {
      expect(r.tally).toMatchObject({ buildingsDamaged: 0, distance: 18 });
      expect(r.lines.some((l) => l.includes('collapses'))).toBe(false);
    }
  });

  it('caught in a dead end between three buildings it stops after 7"; under stampede.wall=halts for good', () => {
    const row = [
      IN_LANE,
      { ...IN_LANE, at: [4.5, 8], size: [5, 2] },
      { ...IN_LANE, at: [-4.5, 8], size: [5, 2] },
    ];
    const g = game(row, {}, { 'stampede.wall': 'halts' });
    // Check 2; the herd's 6, 6, 6; the damage die 4 (it stands).
    const { tally, lines } = playScripted(g, [2, 6, 6, 6, 4], HERD_FIRST);
    expect(lines).toContain('  The herd is caught in a dead end at the wooden building 1.');
    expect(lines).toContain('  The herd halts in the dead end.');
    expect(tally).toMatchObject({ distance: 7, buildingsDamaged: 0 });
    expect(g.stampedeCardInDeck).toBe(false);
  });

  it('a man on foot 2" short of the building runs into it on run-clear, and the herd never reaches him', () => {
    // Check 2; his card first: a Move of 2, 2, 2; the herd's 6, 6, 6; the damage die 5.
    const g = game([IN_LANE], { ames: { class: 'gunman', at: [0, 5], policy: 'run-clear' } });
    const { tally, lines } = playScripted(g, [2, 2, 2, 2, 6, 6, 6, 5], [0, 0, 0]);
    expect(lines).toContain('  ames runs 2" into a building.');
    expect(lines.some((l) => l.includes('throws for escape'))).toBe(false);
    expect(tally).toMatchObject({ escapes: 0, caught: 0, inchesRun: 2, distance: 18 });
  });

  it('run-clear runs over a stone wall nearer than the edge of the path, and the wall shields him', () => {
    // The wall 4" ahead; ames 3" ahead in the middle of the lane: 1.5" to the far side, 3" to the edge.
    const g = stampedeGame({
      options: { 'stampede.direction': 'away-from-gunfire', 'stampede.wall': 'halts' },
      figures: { ames: { class: 'gunman', at: [0, 3], policy: 'run-clear' } },
      params: { gunfire: 9, turns: 1, fence: 4, fenceKind: 'mortared-stone-fence' },
    });
    const { tally, lines } = playScripted(g, [2, 2, 2, 2, 6, 6, 6], [0, 0, 0]);
    expect(lines).toContain('  ames runs 1.5" over the wall.');
    expect(tally).toMatchObject({ escapes: 0, caught: 0, inchesRun: 1.5 });
  });
});

describe('conformance: no animal ever stands in a building, nor runs through one', () => {
  const TOWN = [
    { material: 'wood', at: [0, 12], size: [6, 3] },
    { material: 'stone', at: [9, 6], size: [4, 8] },
    { material: 'adobe', at: [-9, 4], size: [5, 5] },
    { material: 'wood', at: [2, -16], size: [8, 4] },
    { material: 'wood', at: [-14, -8], size: [3, 10] },
  ];

  it('after every card of 800 seeded games, every heading, a man turning it', () => {
    const r = readStampedeCell(
      {
        options: { 'stampede.direction': 'dice-arrow' },
        figures: {
          ames: { class: 'gunman', at: [-4, 20], policy: 'turn-it' },
          boone: { class: 'citizen', at: [5, 2], policy: 'run-clear' },
        },
        params: { gunfire: 9, turns: 6, buildings: TOWN },
      },
      STAMPEDE_OPTIONS,
    );
    if ('issues' in r) throw new Error(JSON.stringify(r.issues));
    const g = new StampedeGame(r.cell);
    const dice = new DiceStream();
    const key = deriveStreamKey(5, 'herd-buildings');
    const tally = newStampedeTally();
    let inside = 0;
    let around = 0;
    for (let t = 0; t < 800; t++) {
      dice.seedTrial(key, t);
      g.play(dice, tally, undefined, (game) => {
        if (game.buildingsNow.overlapping(game.herdNow) >= 0) inside++;
      });
      around += tally.buildingsDamaged;
    }
    expect(inside).toBe(0);
    // The herds met buildings: wooden edges collapsed.
    expect(around).toBeGreaterThan(25);
  });

  it('every stretch of a run, stepped every quarter inch, is clear of every building', () => {
    const town: TableBuilding[] = TOWN.map((b) => ({
      material: b.material as TableBuilding['material'],
      x: b.at[0]!,
      y: b.at[1]!,
      width: b.size[0]!,
      depth: b.size[1]!,
    }));
    const buildings = new HerdBuildings(town, 'none');
    const herd = new HerdBlock(4, 6);
    const probe = new HerdBlock(4, 6);
    const out = newStampedeTally();
    let touched = 0;
    let arounds = 0;
    for (let heading = 0; heading < 360; heading += 15) {
      herd.place(0, 0, 0);
      herd.swingTo(heading);
      buildings.reset();
      const leg = (inches: number): void => {
        for (let d = 0; d <= inches; d += 0.25) {
          probe.place(herd.leadX, herd.leadY, herd.heading);
          probe.advance(d);
          if (buildings.overlapping(probe) >= 0) touched++;
        }
        arounds++;
      };
      buildings.run(herd, 40, new ScriptedDice([]), out, undefined, leg, false);
    }
    expect(touched).toBe(0);
    // Some headings met a building: more stretches than runs.
    expect(arounds).toBeGreaterThan(24);
  });
});

describe('reading params.buildings', () => {
  const issues = (params: JsonObject, figures: JsonObject = {}): string[] => {
    const r = readStampedeCell({ figures, params }, STAMPEDE_OPTIONS);
    return 'issues' in r ? r.issues.map((i) => `${i.path.join('.')}: ${i.expected}`) : [];
  };

  it('refuses a building where the herd may re-form, a man inside one, and a wrong field', () => {
    expect(issues({ buildings: [{ material: 'wood', at: [0, 1], size: [2, 2] }] })[0]).toMatch(
      /^params\.buildings\.0: a building more than 3\.6" from the herd's middle/,
    );
    expect(issues({ buildings: [IN_LANE] }, { ames: { class: 'gunman', at: [0, 8] } })).toEqual([
      'figures.ames.at: a place outside every building (got [0, 8])',
    ]);
    expect(issues({ buildings: [{ ...IN_LANE, material: 'brick' }] })[0]).toMatch(
      /^params\.buildings\.0: \{ material: wood \| stone \| adobe, at: \[x, y\], size: \[across, up\] \}/,
    );
  });
});
