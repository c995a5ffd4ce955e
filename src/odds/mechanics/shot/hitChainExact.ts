import { Fraction } from '../../../exact/Fraction.ts';
import { LOCATION } from '../../../rules/rwnn/WoundState.ts';
import { EnumeratedDice } from './EnumeratedDice.ts';
import type { ShotScene } from './ShotScene.ts';
import type { ShotAftermath } from './targetState.ts';

/**
 * The target between two hits of one shot, in the facts that later hits and his final state depend on: his
 * standing, Hard as nails' wounds still to shrug off, whether he carries a flesh or a serious wound, and
 * whether a hit struck him or his cover stopped one. Where a wound sits does not change what a later hit of
 * the shot does, so a wound is kept as "some flesh wound", "some serious wound". Packed in one integer.
 */
type HitStateKey = number;

const STATUS_BITS = 0b11;
const NAILS_SHIFT = 2;
const NAILS_MASK = 0b11;
const FLESH = 1 << 4;
const SERIOUS = 1 << 5;
const STRUCK = 1 << 6;
const STOPPED = 1 << 7;

/** The key of the target as he stands in `scene` after a hit, with the hit's struck and stopped counts. */
function keyOf(scene: ShotScene, before: HitStateKey): HitStateKey {
  const t = scene.target;
  const r = scene.resolver;
  const w = t.wounds;
  let k = w.status | (t.hardAsNailsLeft << NAILS_SHIFT);
  if (w.fleshTotal() > 0) k |= FLESH;
  if (w.seriousTotal() > 0) k |= SERIOUS;
  if ((before & STRUCK) !== 0 || r.struck > 0) k |= STRUCK;
  if ((before & STOPPED) !== 0 || r.stopped > 0) k |= STOPPED;
  return k;
}

/** Puts the scene's target in the state `key` stands for (wounds on the legs: their place changes nothing). */
function restore(scene: ShotScene, key: HitStateKey): void {
  const t = scene.target;
  t.reset();
  t.wounds.status = (key & STATUS_BITS) as typeof t.wounds.status;
  t.hardAsNailsLeft = (key >> NAILS_SHIFT) & NAILS_MASK;
  if ((key & FLESH) !== 0) t.wounds.flesh[LOCATION.legs] = 1;
  if ((key & SERIOUS) !== 0) t.wounds.serious[LOCATION.legs] = 1;
}

/**
 * The target's state after a shot, read from a key: the shootout's duck-back rule is applied to the standing
 * the key records.
 */
export function aftermathOf(scene: ShotScene, key: HitStateKey): ShotAftermath {
  restore(scene, key);
  const struck = (key & STRUCK) !== 0;
  return {
    status: key & STATUS_BITS,
    fleshWounded: (key & FLESH) !== 0,
    seriouslyWounded: (key & SERIOUS) !== 0,
    struck,
    duckedBack: scene.forcedDuckBack(struck || (key & STOPPED) !== 0),
  };
}

/** A distribution over hit states: each key's chance. */
export type HitStateOdds = ReadonlyMap<HitStateKey, Fraction>;

/**
 * The exact distribution of the target's state after each number of hits, 0 to `maxHits`: entry k is the
 * distribution after k hits. Each hit is played through the engine's resolver (`resolveHits` with one hit)
 * from every state the earlier hits can leave, over every sequence of dice it reads (location, effect, the
 * wooden cover's throw; Marksman's shift is the chooser's), each sequence of k dice weighing 6^-k.
 *
 * @example hitChainExact(scene, 3)[1] // the target's states after one hit
 */
export function hitChainExact(scene: ShotScene, maxHits: number): readonly HitStateOdds[] {
  scene.target.reset();
  const start = scene.target.hardAsNailsLeft << NAILS_SHIFT;
  const chain: HitStateOdds[] = [new Map([[start, Fraction.ONE]])];
  const transitions = new Map<HitStateKey, ReadonlyMap<HitStateKey, Fraction>>();
  for (let k = 1; k <= maxHits; k++) {
    const next = new Map<HitStateKey, Fraction>();
    for (const [from, p] of chain[k - 1]!) {
      let step = transitions.get(from);
      if (!step) {
        step = oneHit(scene, from);
        transitions.set(from, step);
      }
      for (const [to, q] of step) next.set(to, (next.get(to) ?? Fraction.ZERO).add(p.mul(q)));
    }
    chain.push(next);
  }
  return chain;
}

/** Where one hit takes the target from `from`: every sequence of the hit's dice through the resolver. */
function oneHit(scene: ShotScene, from: HitStateKey): ReadonlyMap<HitStateKey, Fraction> {
  const dice = new EnumeratedDice();
  // Counted in 6^-depth units over the deepest sequence, so the sum stays an integer until the end.
  const weights = new Map<HitStateKey, bigint[]>();
  let depth = 0;
  do {
    restore(scene, from);
    scene.takeHits(1, dice);
    const to = keyOf(scene, from);
    depth = Math.max(depth, dice.used);
    const byLength = weights.get(to) ?? [];
    byLength[dice.used] = (byLength[dice.used] ?? 0n) + 1n;
    weights.set(to, byLength);
  } while (dice.advance());
  const den = 6n ** BigInt(depth);
  const out = new Map<HitStateKey, Fraction>();
  for (const [to, byLength] of weights) {
    let num = 0n;
    byLength.forEach((count, used) => {
      num += count * 6n ** BigInt(depth - used);
    });
    out.set(to, new Fraction(num, den));
  }
  return out;
}
