import type { FightEffectKind } from '../tables/fightingChart.ts';

/**
 * What a remaining hit does, by the effect die (002 CLOSE COMBAT "Throw For Effect"), as small integers in
 * the order of {@link FightEffectKind}: a code indexes {@link FightResult.effects}.
 *
 * @example result.effects[FIGHT_EFFECT.knockedOut] // hits that read "Knocked Out"
 */
export const FIGHT_EFFECT = {
  knockedDown: 0,
  fleshWound: 1,
  knockedOut: 2,
  shot: 3,
  headWound: 4,
  headWoundAndKnockedOut: 5,
  terribleWound: 6,
  knifed: 7,
  dead: 8,
} as const;
export type FightEffectCode = (typeof FIGHT_EFFECT)[keyof typeof FIGHT_EFFECT];

/**
 * The chart's kind for each effect code.
 *
 * @example FIGHT_EFFECT_KINDS[FIGHT_EFFECT.terribleWound] === 'terrible-wound'
 */
export const FIGHT_EFFECT_KINDS = [
  'knocked-down',
  'flesh-wound',
  'knocked-out',
  'shot',
  'head-wound',
  'head-wound-and-knocked-out',
  'terrible-wound',
  'knifed',
  'dead',
] as const satisfies readonly FightEffectKind[];

/**
 * How bad each effect is for the victim, for a chooser weighing an Expert Fighter's shift: 1 (knocked
 * down) .. 6 (dead). Only the order within one row matters; the wound-chart results (shot, knifed, a head
 * wound) sit between a flesh wound and being knocked out, as their expected cell does.
 *
 * @example FIGHT_EFFECT_RANK[FIGHT_EFFECT.dead] === 6
 */
export const FIGHT_EFFECT_RANK: readonly number[] = [1, 2, 4, 3, 3, 5, 5, 3, 6];
