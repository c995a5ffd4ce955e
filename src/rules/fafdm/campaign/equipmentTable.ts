import type { SourceRef } from '../../SourceRef.ts';
import type { FafdmGunId } from '../tables/fafdmGuns.ts';

/** One row of Tab.15 EQUIPMENT FEATURE as printed: its availability, its price and its notes. */
export interface FafdmEquipmentRow {
  readonly source: SourceRef;
  /** The name as printed in Tab.15 (some differ from Tab.6 and Tab.7: see fafdm-equipment-names). */
  readonly printed: string;
  /** DISP: 8.1 "you throw 1D6 and if the score is higher or equal to the disposability you can buy it". */
  readonly disp: number;
  /** COST, in dollars. */
  readonly cost: number;
  /** 8.1: RARE (R) objects "can be purchased only by some classes of characters and in particular places". */
  readonly rare: string | null;
  /** The firearm of Tab.6/Tab.7 it is, when the engine plays it. */
  readonly gun: FafdmGunId | null;
}

const TAB15: SourceRef = { document: '001_ac753b686cf1a971.txt', section: '8.2 TYPE OF EQUIPMENT, Tab.15' };

function row(
  printed: string,
  disp: number,
  cost: number,
  gun: FafdmGunId | null = null,
  rare: string | null = null,
): FafdmEquipmentRow {
  return { source: TAB15, printed, disp, cost, rare, gun };
}

/**
 * 001 8.2 Tab.15 EQUIPMENT FEATURE: every weapon's DISP (availability) and COST as printed, with the
 * firearm of Tab.6/Tab.7 each one is. "HUNTING GUN" is Tab.7's hunting rifle and "CARBIN" its carbine
 * (docs/rules/interpretations/fafdm-equipment-names.md).
 *
 * @example FAFDM_EQUIPMENT.rifle.cost === 16
 */
export const FAFDM_EQUIPMENT = {
  remington: row('REMINGTON', 3, 5, 'remington'),
  'six-shot': row('SIX-SHOT GUN', 2, 6, 'six-shot'),
  'heavy-gun': row('HEAVY GUN', 3, 12, 'heavy-gun'),
  rifle: row('RIFLE', 2, 16, 'rifle'),
  'repetition-rifle': row('REPETITION RIFLE', 2, 18, 'repetition-rifle'),
  musket: row('MUSKET', 2, 18, 'musket'),
  carbine: row('CARBIN', 2, 16, 'carbine'),
  'hunting-rifle': row('HUNTING GUN', 3, 25, 'hunting-rifle'),
  'double-barrelled': row('DOUBLE-BARRELLED GUN', 2, 12, 'double-barrelled'),
  'sawn-off-shotgun': row('SHAWN-OFF SHOTGUN', 3, 15),
  knife: row('KNIFE', 2, 2),
  hatchet: row('TOMAWK / HATCHET', 3, 3),
  'woodsman-axe': row('WOODSMAN AXE', 3, 3),
  lance: row('LANCE', 4, 4),
  bayonet: row('BAYONET', 4, 2, null, 'soldier only'),
  sword: row('SWORD', 4, 3, null, 'soldier only'),
  bow: row('BOW', 2, 5, null, 'Indian only'),
  dynamite: row('DYNAMITE', 4, 18, null, 'mines, railway buildings'),
  nitroglycerine: row('NYTRO-GLICERINE', 5, 30, null, 'mines, railway buildings'),
} as const satisfies Record<string, FafdmEquipmentRow>;

export type FafdmEquipmentId = keyof typeof FAFDM_EQUIPMENT;

/** Whether Tab.15 prices a firearm the engine plays (its 17-round loads have no row). @example hasGunPrice('rifle') */
export function hasGunPrice(gun: FafdmGunId): boolean {
  return Object.values(FAFDM_EQUIPMENT).some((r) => r.gun === gun);
}

/** The Tab.15 price of a firearm the engine plays. @example gunPrice('rifle') === 16 */
export function gunPrice(gun: FafdmGunId): number {
  const found = Object.values(FAFDM_EQUIPMENT).find((r) => r.gun === gun);
  if (!found) throw new RangeError(`no Tab.15 row for the gun ${gun}`);
  return found.cost;
}
