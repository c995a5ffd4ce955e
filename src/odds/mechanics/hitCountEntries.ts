import { Fraction } from '../../exact/Fraction.ts';
import type { OddsEntry } from '../OddsMechanic.ts';

/**
 * The two summaries of a firing throw's hit distribution (`dist[k]` = P(k hits)) that every shooting mechanic
 * reports: `pAnyHit` and `expectedHits`.
 *
 * @example hitCountEntries([Fraction.of(1, 2), Fraction.of(1, 2)])[1].exact // 1/2 expected hits
 */
export function hitCountEntries(dist: readonly Fraction[]): readonly [OddsEntry, OddsEntry] {
  return [
    { key: 'pAnyHit', label: 'P(at least one hit)', kind: 'probability', exact: Fraction.ONE.sub(dist[0]!) },
    {
      key: 'expectedHits',
      label: 'expected hits',
      kind: 'expectation',
      exact: dist.reduce((acc, pk, k) => acc.add(pk.mul(Fraction.of(k))), Fraction.ZERO),
    },
  ];
}
