import { describe, expect, it } from 'vitest';
import { COVER_SHAPE } from '../../../../src/rules/rwnn/cover/CoverShape.ts';
import { POSTURE } from '../../../../src/rules/rwnn/cover/CoverPosture.ts';
import { coverReadings } from '../../../../src/rules/rwnn/cover/CoverReadings.ts';
import { firingArms } from '../../../../src/rules/rwnn/cover/firingArms.ts';
import {
  ALL_LOCATIONS,
  isProtected,
  protectedLocations,
} from '../../../../src/rules/rwnn/cover/protectedLocations.ts';
import { GUNS } from '../../../../src/rules/rwnn/shot/ShotContext.ts';
import { LOCATION } from '../../../../src/rules/rwnn/WoundState.ts';

const r = coverReadings('rwnn-extended');
type Loc = keyof typeof LOCATION;
const names = Object.keys(LOCATION) as Loc[];
/** The locations a mask leaves exposed, by name, in location order. */
const exposed = (mask: number): Loc[] => names.filter((n) => !isProtected(mask, LOCATION[n]));

const pistol = firingArms('pistol', GUNS.right, r);
const rifle = firingArms('rifle', GUNS.right, r);

describe('what cover protects (000 / 003 COVER rule of thumb)', () => {
  it('round a corner a pistol shooter shows head, chest and right arm', () => {
    // "Characters firing round the corner of a building always expose their head and chest. Pistol shooters
    // also expose their right arm"
    expect(exposed(protectedLocations(COVER_SHAPE.corner, POSTURE.firing, pistol, r))).toEqual([
      'head',
      'chest',
      'rightArm',
    ]);
  });

  it('round a corner a rifle shooter shows head, chest and both arms', () => {
    // "... and rifle shooters always expose both their arms."
    expect(exposed(protectedLocations(COVER_SHAPE.corner, POSTURE.firing, rifle, r))).toEqual([
      'head',
      'chest',
      'rightArm',
      'leftArm',
    ]);
  });

  it('over a wall the chest is hidden: a pistol shooter shows head and right arm', () => {
    // "When firing over a wall or other obstacle, the chest is not exposed."
    expect(exposed(protectedLocations(COVER_SHAPE.wall, POSTURE.firing, pistol, r))).toEqual([
      'head',
      'rightArm',
    ]);
    expect(exposed(protectedLocations(COVER_SHAPE.wall, POSTURE.firing, rifle, r))).toEqual([
      'head',
      'rightArm',
      'leftArm',
    ]);
  });

  it('not firing, only the head shows (default reading), or as when firing', () => {
    // "Unless a character ducks back, his head is always visible when he is behind cover."
    for (const shape of [COVER_SHAPE.wall, COVER_SHAPE.corner])
      expect(exposed(protectedLocations(shape, POSTURE.notFiring, rifle, r))).toEqual(['head']);
    const asFiring = coverReadings('rwnn-extended', { notFiring: 'as-firing' });
    expect(exposed(protectedLocations(COVER_SHAPE.corner, POSTURE.notFiring, pistol, asFiring))).toEqual([
      'head',
      'chest',
      'rightArm',
    ]);
  });

  it('ducked back or wholly hidden, every location is protected', () => {
    // 000 DUCK BACKS: "getting his entire body behind cover" ... "All the successful shots will hit the cover"
    expect(protectedLocations(COVER_SHAPE.wall, POSTURE.duckedBack, rifle, r)).toBe(ALL_LOCATIONS);
    expect(protectedLocations(COVER_SHAPE.full, POSTURE.firing, pistol, r)).toBe(ALL_LOCATIONS);
  });

  it('with no cover nothing is protected, ducked back or not', () => {
    // 000 DUCK BACKS: "Only characters behind cover are subject to duck backs."
    expect(protectedLocations(COVER_SHAPE.none, POSTURE.firing, pistol, r)).toBe(0);
    expect(protectedLocations(COVER_SHAPE.none, POSTURE.duckedBack, pistol, r)).toBe(0);
  });
});

describe('firingArms: the arms a weapon shows', () => {
  it('a pistol the firing arm, two pistols both, every rifle both', () => {
    expect(pistol).toBe(1 << LOCATION.rightArm);
    expect(firingArms('pistol', GUNS.both, r)).toBe((1 << LOCATION.rightArm) | (1 << LOCATION.leftArm));
    for (const w of ['rifle', 'repeating-rifle', 'carbine', 'breech-loader'] as const)
      expect(firingArms(w, GUNS.right, r)).toBe(rifle);
  });

  it('a shotgun, sawn-off or bow both arms by default, the firing arm under the other reading', () => {
    const oneArm = coverReadings('rwnn-extended', { shotgunArms: 'firing-arm' });
    for (const w of ['shotgun', 'sawn-off', 'bow'] as const) {
      expect(firingArms(w, GUNS.right, r)).toBe(rifle);
      expect(firingArms(w, GUNS.right, oneArm)).toBe(pistol);
    }
  });
});
