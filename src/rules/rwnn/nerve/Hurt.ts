/**
 * What a hit did to a figure, as the nerve rules count it: a graze (no wound: WoundState keeps none, so the
 * engine counts grazes itself), a wound (flesh or serious, by shooting or in a fight), or a wound Hard as
 * Nails shrugged off ("ignores the effect of the first* wound he receives", 000 SKILLS & ATTRIBUTES; it is
 * not written into WoundState either).
 *
 * @example nerve.afterHurt(i, HURT.graze)
 */
export const HURT = { graze: 0, wound: 1, ignoredWound: 2 } as const;
export type HurtCode = (typeof HURT)[keyof typeof HURT];
