/**
 * A fixed-bin histogram, the mergeable tally of a distribution: bin i counts observations x with
 * lower + i * width <= x < lower + (i + 1) * width; `underflow` counts those below `lower`, `overflow` those at
 * or beyond the last bin's upper edge. For integer observations, bins of width 1 with `lower` at the smallest
 * value minus 0.5 centre each bin on one integer. Two histograms with the same lower edge, width and bin
 * count merge by adding their counts.
 *
 * @example
 * const h = emptyHistogram(0.5, 1, 200); // duel lengths 1..200 exchanges, one bin each
 * addToHistogram(h, 3); // h.counts[2] === 1
 */
export interface Histogram {
  readonly lower: number;
  readonly width: number;
  readonly counts: number[];
  underflow: number;
  overflow: number;
}

/** A histogram of `bins` empty bins of `width` from `lower`. @example emptyHistogram(0, 10, 5) */
export function emptyHistogram(lower: number, width: number, bins: number): Histogram {
  if (!(width > 0) || !Number.isInteger(bins) || bins < 1)
    throw new RangeError(
      `a histogram needs width > 0 and at least one bin, got width ${width}, ${bins} bins`,
    );
  return { lower, width, counts: new Array<number>(bins).fill(0), underflow: 0, overflow: 0 };
}

/** Counts one observation into its bin, or into underflow or overflow. @example addToHistogram(h, 3.7) */
export function addToHistogram(h: Histogram, x: number): void {
  const i = Math.floor((x - h.lower) / h.width);
  if (i < 0) h.underflow++;
  else if (i >= h.counts.length) h.overflow++;
  else h.counts[i]!++;
}
