import { DYNAMITE_SCATTER } from '../tables/dynamiteScatter.ts';
import type { SkillId } from '../tables/skills.ts';
import { woundCount, type WoundTally } from '../wounds/woundCount.ts';
import type { DynamiteReadings } from './DynamiteReadings.ts';

/**
 * The thrower as the TBC scatter's "Lobbing Modifiers" read him: his wounds, and whether he has a skill of
 * the +1" line (Clumsy, Drunk, Deranged, Jumpy, Runt, Wildman) or of the -1" line (Crack Shot, Deadeye,
 * Marksman, Nerves of Steel, True Grit). A line counts once, however many of its skills he has.
 *
 * @example const t: ScatterThrower = { wounds: { flesh: 1, serious: 0 }, unsteady: false, steady: true };
 */
export interface ScatterThrower {
  readonly wounds: WoundTally;
  readonly unsteady: boolean;
  readonly steady: boolean;
}

/**
 * Which flat lines of the lobbing modifiers a man with these skills takes.
 *
 * @example scatterThrowerOf(new Set(['runt', 'deadeye']), { flesh: 0, serious: 0 }) // unsteady and steady
 */
export function scatterThrowerOf(skills: ReadonlySet<SkillId>, wounds: WoundTally): ScatterThrower {
  const [, plus, minus] = DYNAMITE_SCATTER.modifiers;
  return {
    wounds,
    unsteady: plus.skills.some((s) => skills.has(s)),
    steady: minus.skills.some((s) => skills.has(s)),
  };
}

/**
 * The inches the lobbing modifiers add to a TBC scatter (000 "Dynamite Lobbing Procedure", step 4.3): "For
 * each would suffered by Thrower +1”", "Thrower is; Clumsy, Drunk, Deranged, Jumpy, Runt, Wildman +1”",
 * "Thrower is: Crack Shot, Deadeye, Marksman, Nerves of Steel, True Grit -1”"; wounds counted as
 * `woundInches` reads them (see dynamite-wound-modifiers).
 *
 * @example lobbingModifier({ wounds: { flesh: 0, serious: 1 }, unsteady: false, steady: true }, readings) === 0
 */
export function lobbingModifier(t: ScatterThrower, r: DynamiteReadings): number {
  const [perWound, plus, minus] = DYNAMITE_SCATTER.modifiers;
  return (
    woundCount(t.wounds, r.woundInches) * perWound.inches +
    (t.unsteady ? plus.inches : 0) +
    (t.steady ? minus.inches : 0)
  );
}
