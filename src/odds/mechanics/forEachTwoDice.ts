/** Visits the 36 equally likely throws of two dice, in order (1,1), (1,2), ... (6,6). */
export function forEachTwoDice(visit: (die1: number, die2: number) => void): void {
  for (let d1 = 1; d1 <= 6; d1++) for (let d2 = 1; d2 <= 6; d2++) visit(d1, d2);
}
