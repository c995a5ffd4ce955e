/**
 * Cohen's h, the effect size of a difference of proportions: h = 2 asin(sqrt(p1)) - 2 asin(sqrt(p2))
 * (Cohen, Statistical Power Analysis for the Behavioral Sciences, 2nd ed., 1988, chapter 6). The arcsine
 * makes equal h equally detectable anywhere in 0..1; 0.2, 0.5 and 0.8 are Cohen's small, medium and large.
 *
 * @example cohensH(0.5, 0) // pi / 2
 */
export function cohensH(p1: number, p2: number): number {
  return 2 * Math.asin(Math.sqrt(p1)) - 2 * Math.asin(Math.sqrt(p2));
}
