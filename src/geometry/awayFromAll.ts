/** Degrees between the headings {@link awayFromAll} tries: to the degree. */
const STEP = 1;

/**
 * The heading in degrees (0 along +x, 90 along +y) that takes a figure at (x, y) furthest from the nearest of
 * `n` others at (xs[k], ys[k]): the one along which his greatest step toward any of them, the dot product of
 * the heading with the way to him, is least. For a move long beside the distance they stand from him (men
 * in contact, an inch off, and a move of some inches), that leaves the nearest of them as far off as any
 * heading could. From one man, or several standing together, it is straight away from them; from men on
 * either side, out between them. Headings are tried a degree apart round the circle
 * from `start` (the heading to keep when others do no better, such as straight away from one of them), and a
 * later one is taken only when strictly better. Allocates nothing.
 *
 * @example awayFromAll(0, 0, Float64Array.of(-1, 0), Float64Array.of(0, -1), 2, 0) === 45
 */
export function awayFromAll(
  x: number,
  y: number,
  xs: Float64Array,
  ys: Float64Array,
  n: number,
  start: number,
): number {
  let best = start;
  let bestStep = Infinity;
  for (let k = 0; k < 360; k += STEP) {
    const heading = start + k;
    const rad = (heading * Math.PI) / 180;
    const ux = Math.cos(rad);
    const uy = Math.sin(rad);
    let worst = -Infinity;
    for (let j = 0; j < n; j++) {
      const toward = ux * (xs[j]! - x) + uy * (ys[j]! - y);
      if (toward > worst) worst = toward;
    }
    if (worst < bestStep) {
      bestStep = worst;
      best = heading;
    }
  }
  return best;
}
