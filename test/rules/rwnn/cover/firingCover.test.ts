import { describe, expect, it } from 'vitest';
import { MATERIAL } from '../../../../src/rules/rwnn/cover/CoverMaterial.ts';
import { coverReadings } from '../../../../src/rules/rwnn/cover/CoverReadings.ts';
import { COVER_SHAPE } from '../../../../src/rules/rwnn/cover/CoverShape.ts';
import { firingCover } from '../../../../src/rules/rwnn/cover/firingCover.ts';
import { COVER } from '../../../../src/rules/rwnn/shot/ShotContext.ts';

const r = coverReadings('rwnn-quickref');

describe('firingCover: the firing-modifier cover code', () => {
  it('substantial cover is hard (002 "Target In Hard Cover -2")', () => {
    expect(firingCover(COVER_SHAPE.wall, MATERIAL.substantial, false, false, r)).toBe(COVER.hard);
    expect(firingCover(COVER_SHAPE.corner, MATERIAL.substantial, false, false, r)).toBe(COVER.hard);
    expect(firingCover(COVER_SHAPE.full, MATERIAL.substantial, false, false, r)).toBe(COVER.hard);
  });

  it('penetrable cover is soft by default, hard under the other reading', () => {
    expect(firingCover(COVER_SHAPE.wall, MATERIAL.penetrable, false, false, r)).toBe(COVER.soft);
    const hard = coverReadings('rwnn-quickref', { penetrableCover: 'hard' });
    expect(firingCover(COVER_SHAPE.wall, MATERIAL.penetrable, false, false, hard)).toBe(COVER.hard);
  });

  it('brush or wheat is soft: "subtracting one of his dice" (000 COVER)', () => {
    expect(firingCover(COVER_SHAPE.none, MATERIAL.none, true, false, r)).toBe(COVER.soft);
  });

  it('scrub takes a die only under the minus-one-die reading', () => {
    expect(firingCover(COVER_SHAPE.none, MATERIAL.none, false, true, r)).toBe(COVER.none);
    const conceals = coverReadings('rwnn-quickref', { scrubConceals: 'minus-one-die' });
    expect(firingCover(COVER_SHAPE.none, MATERIAL.none, false, true, conceals)).toBe(COVER.soft);
  });

  it('in the open there is no cover', () => {
    expect(firingCover(COVER_SHAPE.none, MATERIAL.none, false, false, r)).toBe(COVER.none);
  });
});
