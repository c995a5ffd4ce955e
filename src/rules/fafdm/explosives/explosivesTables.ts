import type { SourceRef } from '../../SourceRef.ts';

/** Where a figure stands against a blast: in the open, behind partial or behind whole protection (5.5). */
export type BlastProtection = 'none' | 'partial' | 'whole';

/** One row of 001 Tab.9 EXPLOSIVES PROTECTION: the damage a protection takes off a blast, by how it covers. */
export interface ProtectionRow {
  readonly source: SourceRef;
  readonly name: string;
  readonly partial: number;
  readonly whole: number;
}

const TAB9: SourceRef = {
  document: '001_ac753b686cf1a971.txt',
  section: '5.5 EXPLOSIVES, Tab.9 EXPLOSIVES PROTECTION',
};
const row = (name: string, partial: number, whole: number): ProtectionRow => ({
  source: TAB9,
  name,
  partial,
  whole,
});

/**
 * 001 Tab.9 (and the player board's PROTECTION rows), as printed.
 *
 * @example EXPLOSIVE_PROTECTION.bigRock.whole === 5
 */
export const EXPLOSIVE_PROTECTION = {
  wall: row('wall, rock', 2, 4),
  woodenBuilding: row('wooden building', 2, 4),
  fence: row('fence, car, wagon', 1, 3),
  tree: row('tree, hedge', 1, 2),
  bigRock: row('big rock', 3, 5),
} as const satisfies Record<string, ProtectionRow>;
export type ProtectionId = keyof typeof EXPLOSIVE_PROTECTION;

/** The damage `protection` of the row `id` takes off a blast (none: 0). */
export function protectionPoints(id: ProtectionId, protection: BlastProtection): number {
  return protection === 'none' ? 0 : EXPLOSIVE_PROTECTION[id][protection];
}

/** One row of 001 Tab.10: an explosive, thrown at COS x `thrownCosTimes` U, its damage within `radiusU`. */
export interface ExplosiveRow {
  readonly source: SourceRef;
  readonly name: string;
  readonly thrownCosTimes: number;
  /** Tab.10 "DAMAGES 6 / 5U range": the damage every figure within the radius suffers (5.5). */
  readonly damage: number;
  readonly radiusU: number;
  /** 5.5 "dropped, thrown or fixed, each on these actions costs 1 action point". */
  readonly throwCa: number;
  /** 5.5.2: the targets may escape, and the thrower may declare a short fuse (dynamite only). */
  readonly fused: boolean;
}

const TAB10: SourceRef = { document: '001_ac753b686cf1a971.txt', section: '5.5 EXPLOSIVES, Tab.10' };

/**
 * 001 Tab.10. Nitroglycerine (5.5.1, "explodes when thrown directly in contact with the target") is data
 * for `rules show fafdm` only: a band file gives dynamite.
 *
 * @example FAFDM_EXPLOSIVES.dynamite.damage === 6
 */
export const FAFDM_EXPLOSIVES = {
  dynamite: {
    source: TAB10,
    name: 'dynamite',
    thrownCosTimes: 2,
    damage: 6,
    radiusU: 5,
    throwCa: 1,
    fused: true,
  },
  nitroglycerine: {
    source: TAB10,
    name: 'nitroglycerine',
    thrownCosTimes: 2,
    damage: 10,
    radiusU: 5,
    throwCa: 1,
    fused: false,
  },
} as const satisfies Record<string, ExplosiveRow>;
