const rows: bigint[][] = [[1n]];

/**
 * The binomial coefficient C(n, k) as an exact BigInt, from a cached Pascal triangle (0 when k < 0 or
 * k > n). Dice pools here are small, so the triangle stays tiny.
 *
 * @example binomial(5, 2) === 10n
 */
export function binomial(n: number, k: number): bigint {
  if (k < 0 || k > n || n < 0) return 0n;
  while (rows.length <= n) {
    const prev = rows[rows.length - 1]!;
    const next = [1n];
    for (let i = 1; i < prev.length; i++) next.push(prev[i - 1]! + prev[i]!);
    next.push(1n);
    rows.push(next);
  }
  return rows[n]![k]!;
}
