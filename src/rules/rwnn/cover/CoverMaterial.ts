/**
 * What the cover protecting a target is made of (000 COVER): `substantial`, "something reasonably
 * substantial, like an adobe wall or a pile of crates" (a hit on a protected part "cause[s] him to duck back,
 * but cannot injure him"); `penetrable`, "only ... something like a wooden building wall or fence" (a throw
 * for each shot that hits it); `none` when nothing protects him.
 *
 * @example report.material === MATERIAL.penetrable // behind a fence
 */
export const MATERIAL = { none: 0, substantial: 1, penetrable: 2 } as const;
export type MaterialCode = (typeof MATERIAL)[keyof typeof MATERIAL];
