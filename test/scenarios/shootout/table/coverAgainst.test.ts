import { describe, expect, it } from 'vitest';
import { MATERIAL } from '../../../../src/rules/rwnn/cover/CoverMaterial.ts';
import { COVER_SHAPE } from '../../../../src/rules/rwnn/cover/CoverShape.ts';
import { newCoverReport } from '../../../../src/scenarios/shootout/table/CoverReport.ts';
import { tableOptionsFrom } from '../../../../src/scenarios/shootout/table/tableReadingOptions.ts';
import { tableOf } from './tableKit.ts';

const out = newCoverReport();
// An adobe wall along x = 10 (its faces at 9.75 and 10.25).
const WALL = { kind: 'wall', name: 'adobe wall', from: [10, 2], to: [10, 28] };
// A wooden building from (10, 10) to (20, 20).
const HOUSE = { kind: 'building', name: 'house', at: [10, 10], size: [10, 10], material: 'wooden' };

describe('coverAgainst: a low obstacle between two figures', () => {
  const t = tableOf([WALL]);

  it('a target right behind an adobe wall is behind a wall of substantial cover', () => {
    // 000 COVER: "When firing over a wall or other obstacle" ... "an adobe wall or a pile of crates"
    expect(t.canSee(0, 15, 10.8, 15)).toBe(true);
    t.coverAgainst(0, 15, 10.8, 15, out);
    expect([out.shape, out.material, out.piece]).toEqual([COVER_SHAPE.wall, MATERIAL.substantial, 0]);
  });

  it('the shooter behind the same wall gives his target no cover: he fires over his own wall', () => {
    t.coverAgainst(10.8, 15, 0, 15, out);
    expect(out.shape).toBe(COVER_SHAPE.none);
  });

  it('a target three inches back from the wall is not behind it', () => {
    t.coverAgainst(0, 15, 13.25, 15, out);
    expect(out.shape).toBe(COVER_SHAPE.none);
  });

  it('the cover reach widens under table.coverReach', () => {
    // 2" back from the wall's face.
    expect(t.coverAgainst(0, 15, 12.25, 15, out).shape).toBe(COVER_SHAPE.none);
    expect(tableOf([WALL], { coverReach: 2 }).coverAgainst(0, 15, 12.25, 15, out).shape).toBe(
      COVER_SHAPE.wall,
    );
    expect(tableOf([WALL], { coverReach: Infinity }).coverAgainst(0, 15, 30, 15, out).shape).toBe(
      COVER_SHAPE.wall,
    );
  });

  it('table.coverReach gives the reach: one inch, two, or the whole line', () => {
    expect(tableOptionsFrom({})).toEqual({ coverReach: 1 });
    expect(tableOptionsFrom({ 'table.coverReach': 'two-inches' })).toEqual({ coverReach: 2 });
    expect(tableOptionsFrom({ 'table.coverReach': 'line' })).toEqual({ coverReach: Infinity });
  });

  it('a fence is penetrable cover', () => {
    // 000 COVER: "If he is only behind something like a wooden building wall or fence"
    const f = tableOf([{ ...WALL, kind: 'fence' }]);
    f.coverAgainst(0, 15, 10.6, 15, out);
    expect([out.shape, out.material]).toEqual([COVER_SHAPE.wall, MATERIAL.penetrable]);
  });

  it('crates, a wagon and a rock are low substantial cover', () => {
    for (const piece of [
      { kind: 'crates', at: [9, 14], size: [1, 2] },
      { kind: 'wagon', at: [6, 14], size: [4, 2] },
      { kind: 'rock', centre: [9, 15], radius: 1 },
    ]) {
      tableOf([piece]).coverAgainst(0, 15, 10.6, 15, out);
      expect([out.shape, out.material]).toEqual([COVER_SHAPE.wall, MATERIAL.substantial]);
    }
  });

  it("a line passing beside the wall's end gives no cover", () => {
    t.coverAgainst(0, 0, 10.8, 1, out);
    expect(out.shape).toBe(COVER_SHAPE.none);
  });
});

describe("coverAgainst: a building's corner", () => {
  const t = tableOf([HOUSE]);

  it('a target beside the corner, the line passing its edge near him, fires round a corner', () => {
    // Target against the east face just north of the south-east corner (20, 10); shooter to the south-west.
    // 000 COVER: "Characters firing round the corner of a building always expose their head and chest."
    expect(t.canSee(10, 0, 20.5, 10.2)).toBe(true);
    t.coverAgainst(10, 0, 20.5, 10.2, out);
    expect([out.shape, out.material, out.piece]).toEqual([COVER_SHAPE.corner, MATERIAL.penetrable, 0]);
  });

  it("the corner near the shooter is his own, not his target's", () => {
    t.coverAgainst(20.5, 10.2, 10, 0, out);
    expect(out.shape).toBe(COVER_SHAPE.none);
  });

  it("a line cutting the corner within the target's base radius does not block: he leans out", () => {
    // The line from (17, 0) to (20.05, 10.3) runs inside the house from y = 10 to y = 10.13, all within half
    // an inch of the target.
    expect(t.canSee(17, 0, 20.05, 10.3)).toBe(true);
    expect(t.canSee(20.05, 10.3, 17, 0)).toBe(true);
    expect(t.coverAgainst(17, 0, 20.05, 10.3, out).shape).toBe(COVER_SHAPE.corner);
  });

  it('a target against the middle of the near face is in the open', () => {
    t.coverAgainst(15, 0, 15, 9.5, out);
    expect(out.shape).toBe(COVER_SHAPE.none);
  });

  it('an adobe corner is substantial', () => {
    const adobe = tableOf([{ ...HOUSE, material: 'adobe' }]);
    adobe.coverAgainst(10, 0, 20.5, 10.2, out);
    expect([out.shape, out.material]).toEqual([COVER_SHAPE.corner, MATERIAL.substantial]);
  });
});

describe('coverAgainst: a figure wholly behind a building', () => {
  const t = tableOf([HOUSE]);

  it('is out of sight, and fully behind its walls', () => {
    // 000 DUCK BACKS: "while any character is known to be lurking, completely behind cover ... All the
    // successful shots will hit the cover"
    expect(t.canSee(5, 15, 25, 15)).toBe(false);
    expect(t.sightBlocker(5, 15, 25, 15)).toBe(0);
    t.coverAgainst(5, 15, 25, 15, out);
    expect([out.shape, out.material]).toEqual([COVER_SHAPE.full, MATERIAL.penetrable]);
  });

  it('sight is symmetric', () => {
    expect(t.canSee(25, 15, 5, 15)).toBe(false);
    expect(t.canSee(5, 5, 25, 5)).toBe(true);
  });

  it("a line along a building's face is not blocked", () => {
    expect(t.canSee(5, 10, 25, 10)).toBe(true);
  });
});

describe('coverAgainst: doors, windows and trees', () => {
  const t = tableOf([
    {
      ...HOUSE,
      material: 'adobe',
      openings: [
        { kind: 'window', at: [13, 10] },
        { kind: 'door', at: [17, 10] },
      ],
    },
    { kind: 'tree', centre: [30, 5] },
  ]);

  it("a figure at a window fires over the sill: wall cover of the building's material", () => {
    t.coverAgainst(13, 2, 13, 10, out);
    expect([out.shape, out.material]).toEqual([COVER_SHAPE.wall, MATERIAL.substantial]);
  });

  it('a figure at a door fires round the frame: corner cover', () => {
    t.coverAgainst(17, 2, 17, 10, out);
    expect([out.shape, out.material]).toEqual([COVER_SHAPE.corner, MATERIAL.substantial]);
  });

  it('a shot from behind the building comes through it', () => {
    t.coverAgainst(13, 28, 13, 10, out);
    expect(out.shape).toBe(COVER_SHAPE.full);
  });

  it('a single tree is a trunk to fire round, substantial', () => {
    // 000 COMBAT IN THE GREAT OUTDOORS: "individual large rocks and trees ... use the rules for cover in the
    // main section"
    t.coverAgainst(20, 5, 30.9, 5, out);
    expect([out.shape, out.material]).toEqual([COVER_SHAPE.corner, MATERIAL.substantial]);
    expect(t.coverAgainst(20, 5, 30.9, 7, out).shape).toBe(COVER_SHAPE.none);
  });
});

describe('coverAgainst: which cover protects when there are several', () => {
  it('a wall hides more than a corner: the fence is kept before the adobe corner', () => {
    const t = tableOf([
      { ...HOUSE, material: 'adobe' },
      { kind: 'fence', from: [19, 9], to: [23, 9] },
    ]);
    t.coverAgainst(10, 0, 20.6, 9.5, out);
    expect([out.shape, out.material]).toEqual([COVER_SHAPE.wall, MATERIAL.penetrable]);
  });

  it('between two walls the substantial is kept', () => {
    const t = tableOf([WALL, { kind: 'fence', from: [9.4, 2], to: [9.4, 28] }]);
    t.coverAgainst(0, 15, 10.8, 15, out);
    expect([out.shape, out.material]).toEqual([COVER_SHAPE.wall, MATERIAL.substantial]);
  });
});

describe('coverAgainst: woods, scrub, brush', () => {
  const t = tableOf([
    { kind: 'woods', name: 'dense woods', density: 'dense', centre: [20, 15], radius: 4 },
    { kind: 'scrub', name: 'loose scrub', density: 'loose', at: [30, 12], size: [4, 6] },
    { kind: 'brush', at: [8, 2], size: [3, 3] },
  ]);

  it('totals the density of the woods and scrub the line crosses', () => {
    // 000: "one for each area of loose scrub or woods, and two for each area of dense scrub or woods"
    t.coverAgainst(5, 15, 38, 15, out);
    expect([out.density, out.ownDensity, out.inWoods, out.inTerrain]).toEqual([3, 0, 0, 0]);
    expect(out.shape).toBe(COVER_SHAPE.none);
  });

  it('a target in the woods: the woods he stands in count, and trees may stop the shot', () => {
    t.coverAgainst(5, 15, 20, 15, out);
    expect([out.density, out.ownDensity, out.inWoods, out.inTerrain]).toEqual([2, 2, 2, 2]);
  });

  it('a target in scrub: no woods, loose terrain, and scrub near him', () => {
    t.coverAgainst(38, 15, 32, 15, out);
    expect([out.density, out.ownDensity, out.inWoods, out.inTerrain, out.scrub]).toEqual([1, 1, 0, 1, true]);
  });

  it('brush near the target conceals him; brush further off or near the shooter does not', () => {
    // 000 COVER: "brush or stands of wheat ... hiding behind it still reduces your opponents chance of hitting"
    expect(t.coverAgainst(9.5, 10, 9.5, 4.5, out).concealed).toBe(true);
    expect(t.coverAgainst(9.5, 10, 9.5, 1.5, out).concealed).toBe(true);
    expect(t.coverAgainst(9.5, 10, 9.5, 0.5, out).concealed).toBe(false);
    expect(t.coverAgainst(9.5, 3.5, 9.5, 12, out).concealed).toBe(false);
    expect(t.coverAgainst(20, 3.5, 10, 3.5, out).concealed).toBe(true);
  });

  it("terrainAt gives the ground's density", () => {
    expect(t.terrainAt(20, 15)).toBe(2);
    expect(t.terrainAt(31, 15)).toBe(1);
    expect(t.terrainAt(9, 3)).toBe(0);
    expect(t.terrainAt(2, 2)).toBe(0);
  });
});
