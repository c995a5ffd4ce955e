import type { DuelPolicy } from './DuelPolicy.ts';

/** `deliberate`: always fires deliberately (where the rules allow it). */
export const deliberatePolicy: DuelPolicy = { name: 'deliberate', chooseFire: () => 'deliberate' };

/** `blaze`: always blazes away. */
export const blazePolicy: DuelPolicy = { name: 'blaze', chooseFire: () => 'blaze' };
