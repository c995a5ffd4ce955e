/** The result of one round of close combat, before the effect of each hit is thrown. */
export interface FightRound {
  netHits: number;
  attackerKnockedDown: boolean;
}

/**
 * One round of close combat (000 FIGHTING; 003 FIGHTING; 002 CLOSE COMBAT): each attacker 6 is a
 * potential hit, each defender 6 cancels one; "If the defender rolls more 6's than the attacker, then the
 * attacker is knocked down". A knocked-down defender rolls no dice (pass 0 defending sixes).
 *
 * @example fightRound(3, 1, out) // { netHits: 2, attackerKnockedDown: false }
 */
export function fightRound(attackSixes: number, defendSixes: number, out: FightRound): FightRound {
  out.netHits = attackSixes > defendSixes ? attackSixes - defendSixes : 0;
  out.attackerKnockedDown = defendSixes > attackSixes;
  return out;
}
