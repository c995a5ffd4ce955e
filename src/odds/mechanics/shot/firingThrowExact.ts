import { ScriptedDice } from '../../../dice/ScriptedDice.ts';
import { forEachCategorySplit } from '../../../exact/forEachCategorySplit.ts';
import { Fraction } from '../../../exact/Fraction.ts';
import { LUCKY_SHOT_DICE } from '../../../rules/rwnn/luckyShot.ts';
import type { ShotScene } from './ShotScene.ts';

/** The exact outcome of a firing throw: the chance of each number of hits, and of each state of the gun. */
export interface FiringThrowOdds {
  /** Index k: P(hits = k), up to the most hits the throw can score. */
  readonly hits: readonly Fraction[];
  /** The chance of each gun state afterwards, by GUN code (loaded, out of ammo, jammed, busted). */
  readonly gun: readonly Fraction[];
}

/**
 * The faces that tell every firing throw apart: a 6, a 5 (Deadeye's deliberate hit, and a Deadeye's lucky
 * shot under shot.luckyShotDeadeye), a 1 (blazing away's and Clumsy's jams, a lucky shot's misfire), and
 * the rest (2, 3, 4), which no firing rule reads. One face stands for each category.
 */
const CATEGORY_SIZES = [1, 1, 1, 3] as const;
const CATEGORY_FACE = [6, 5, 1, 2] as const;

/**
 * Enumerates the firing throw of `scene` exactly: every split of its dice into 6s, 5s, 1s and the rest (with
 * the number of face sequences giving it), each thrown through the engine's resolver with those faces, so
 * the caps, the blazing-away 1s rule of the edition, out of ammo, jams, Clumsy, Deadeye and the lucky shot
 * at zero or fewer dice are the game's own. A situation with no lucky shot (003) and no dice throws none.
 *
 * @example firingThrowExact(new ShotScene(shotSituation({ fire: 'blaze' }))).hits.length === 4 // 0..3 hits
 */
export function firingThrowExact(scene: ShotScene): FiringThrowOdds {
  const n = scene.dice;
  if (n !== n) throw new RangeError('the target is beyond the reach of the weapon');
  const thrown = n <= 0 ? LUCKY_SHOT_DICE : n;
  const hitWays: bigint[] = [];
  const gunWays = [0n, 0n, 0n, 0n];
  let total = 0n;
  const faces: number[] = [];
  forEachCategorySplit(thrown, CATEGORY_SIZES, (counts, ways) => {
    faces.length = 0;
    counts.forEach((k, c) => {
      for (let i = 0; i < k; i++) faces.push(CATEGORY_FACE[c]!);
    });
    const hits = scene.fire(new ScriptedDice(faces));
    while (hitWays.length <= hits) hitWays.push(0n);
    hitWays[hits]! += ways;
    gunWays[scene.shooter.guns[0]!]! += ways;
    total += ways;
  });
  return {
    hits: hitWays.map((w) => new Fraction(w, total)),
    gun: gunWays.map((w) => new Fraction(w, total)),
  };
}
