import type { SkirmishView } from '../FafdmTactic.ts';

/**
 * A rider's default choice (001 2.3 Tab.1 "get on/off a horse"): he stays in the saddle, where Tab.3 gives
 * his enemies +2 or +1 against him only while his horse moves and Tab.4 gives him +2 in a fight.
 *
 * @example staysMounted(view) === false
 */
export function staysMounted(_view: SkirmishView): boolean {
  return false;
}

/**
 * Gets off when an enemy he sees is within his gun's range: a figure on foot can take cover and lie down
 * (4.2.1), which a rider cannot. Used by `hold-in-cover`.
 *
 * @example dismountsInRange(view) === true // an enemy in sight 8U off, a six-shot's 12U range
 */
export function dismountsInRange(view: SkirmishView): boolean {
  for (let k = 0; k < view.knownCount; k++) {
    const e = view.known[k]!;
    if (e.visible && e.distanceU <= view.self.gun.maxU) return true;
  }
  return false;
}

/**
 * A figure on foot beside his standing mount gets back on when his band sees no enemy (to ride on).
 *
 * @example remountsWhenClear(view) === (view.knownCount === 0)
 */
export function remountsWhenClear(view: SkirmishView): boolean {
  return view.knownCount === 0;
}

/**
 * The distances a figure's tactic plans with: Tab.2 on foot (walk 5U, run 10U) or his mount's trot and run
 * (Tab.2 on horseback, Tab.16).
 *
 * @example paceU(view.self, 'walk') === 10 // a rider on a horse
 */
export function paceU(self: SkirmishView['self'], pace: 'walk' | 'run', footU: number): number {
  const h = self.horse;
  if (h === null || !h.mounted) return footU;
  return pace === 'walk' ? h.mount.trotU : h.mount.runU;
}
