import { SHOOTOUT_OPTIONS } from '../../../scenarios/shootout/shootoutOptions.ts';
import type { ReadingOption } from '../../OddsMechanic.ts';

/**
 * The readings of ambiguous passages that change a single shot as the situation has it (the firing dice for
 * cover, the wound charts, Tough, Marksman, Clumsy, Deadeye's lucky shot, cover by body location, a fence's
 * penetration, duck backs), as `--option key=value`: the shootout's own options, with the same keys, values,
 * defaults and register entries, so a shot reads as it would in a game under the same options. None has an
 * edition preset of its own: each edition's difference comes from its `ruleset` value or its tables.
 */
const KEYS = [
  'tables.coverFiringModifier',
  'tables.quickrefBelly4',
  'tables.toughWoundChart',
  'tables.effectDieBelowOne',
  'shot.clumsyJam',
  'shot.marksmanShift',
  'shot.marksmanPink',
  'shot.luckyShotDeadeye',
  'cover.notFiring',
  'cover.penetration',
  'cover.penetrableCover',
  'shootout.duckBacks',
] as const;

/** The shootout's options `odds shot` takes, in the order above. */
export const SHOT_READING_OPTIONS: readonly ReadingOption[] = KEYS.map((key) => {
  const o = SHOOTOUT_OPTIONS.find((x) => x.key === key);
  if (!o) throw new Error(`the shootout has no option ${key}`);
  if (o.presets)
    throw new Error(`${key} has edition presets: odds shot would play its default under every edition`);
  return o;
});
