import type { SourceRef } from '../../SourceRef.ts';
import type { ByDieFace } from './DieFace.ts';

/** The building throw's two results. @example const o: BuildingBlastOutcome = 'stands-firm'; */
export type BuildingBlastOutcome = 'edge-collapses' | 'stands-firm';

/** What a stick of dynamite does to a nearby building. @example DYNAMITE_BUILDING.withinInches === 6 */
export interface DynamiteBuildingTable {
  readonly source: SourceRef;
  readonly printed: string;
  readonly withinInches: number;
  readonly materials: readonly ('wood' | 'stone' | 'adobe')[];
  readonly results: ByDieFace<{ readonly outcome: BuildingBlastOutcome; readonly printed: string }>;
  /** A building that stands firm burns if wooden, and only smokes otherwise. */
  readonly standsFirm: { readonly wood: 'on-fire'; readonly stoneOrAdobe: 'smoke' };
  /** The white cotton balls (smoke or dust): they last this many turns unless the fire feeds them, and block sight. */
  readonly smoke: { readonly printed: string; readonly turns: number; readonly hindersLineOfSight: boolean };
}

const COLLAPSES = {
  outcome: 'edge-collapses',
  printed:
    '1-3: That edge of the building collapses. Place white cotton balls around the edge of the building to indicate that it has collapsed.',
} as const;
const STANDS = {
  outcome: 'stands-firm',
  printed:
    '4-6: The building stands firm. If the building is made of wood, place a mix of red and white cotton balls to indicate that the building is on fire, otherwise use white cotton balls indicating only smoke.',
} as const;

/**
 * 000 "What Happens to a Building": a wooden, stone or adobe building within 6" of a stick's blast: 1-3 that
 * edge collapses, 4-6 it stands firm (a wooden one catches fire, others only smoke). Smoke and dust last 3
 * turns unless the building burns on, and hinder line of sight.
 *
 * @example DYNAMITE_BUILDING.results[2].outcome === 'edge-collapses'
 */
export const DYNAMITE_BUILDING = {
  source: { document: '000_53eda652e9702143.txt', section: 'What Happens to a Building' },
  printed:
    'If a building made of; wood, stone, or adobe is within 6” of a blast from a stick of dynamite Roll 1 D6',
  withinInches: 6,
  materials: ['wood', 'stone', 'adobe'],
  results: { 1: COLLAPSES, 2: COLLAPSES, 3: COLLAPSES, 4: STANDS, 5: STANDS, 6: STANDS },
  standsFirm: { wood: 'on-fire', stoneOrAdobe: 'smoke' },
  smoke: {
    printed:
      'White cotton balls represent either smoke or dust. The white cotton balls (originally “smoke) with last for 3 turns, unless the building continues to generate smoke by burning. White cotton balls are a hindrance to LOS.',
    turns: 3,
    hindersLineOfSight: true,
  },
} as const satisfies DynamiteBuildingTable;
