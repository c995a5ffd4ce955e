import { newFaceCounts } from '../../dice/Dice.ts';
import { forEachCategorySplit } from '../../exact/forEachCategorySplit.ts';
import { Fraction } from '../../exact/Fraction.ts';
import { fightRound, type FightRound } from '../../rules/rwnn/fightRound.ts';
import type { OddsMechanic } from '../OddsMechanic.ts';
import { intParam } from '../paramValue.ts';

/** `odds fight`: one round of close combat, attack dice against defence dice. */
export const fightOdds: OddsMechanic = {
  name: 'fight',
  summary: "close combat: attacker's net hits and knock-downs",
  source: '000 FIGHTING; 003 FIGHTING; 002 CLOSE COMBAT',
  params: [
    { name: 'attack', kind: 'int', min: 1, max: 30, describe: "attacker's dice after modifiers" },
    {
      name: 'defend',
      kind: 'int',
      min: 0,
      max: 30,
      describe: "defender's dice after modifiers (0 when knocked down)",
    },
  ],
  options: [],
  prepare(params) {
    const a = intParam(params, 'attack');
    const d = intParam(params, 'defend');
    const round: FightRound = { netHits: 0, attackerKnockedDown: false };
    const countsA = newFaceCounts();
    const countsD = newFaceCounts();
    return {
      exact() {
        const net = new Array<bigint>(a + 1).fill(0n);
        let knockedDown = 0n;
        let total = 0n;
        forEachCategorySplit(a, [1, 5], ([attackSixes], wa) => {
          forEachCategorySplit(d, [1, 5], ([defendSixes], wd) => {
            fightRound(attackSixes!, defendSixes!, round);
            net[round.netHits]! += wa * wd;
            if (round.attackerKnockedDown) knockedDown += wa * wd;
            total += wa * wd;
          });
        });
        const dist = net.map((w) => new Fraction(w, total));
        return [
          {
            key: 'pAnyHit',
            label: 'P(at least one net hit)',
            kind: 'probability',
            exact: Fraction.ONE.sub(dist[0]!),
          },
          {
            key: 'pAttackerKnockedDown',
            label: 'P(attacker knocked down)',
            kind: 'probability',
            exact: new Fraction(knockedDown, total),
          },
          { key: 'netHits', label: 'P(net hits = k)', kind: 'distribution', exact: dist },
        ];
      },
      sample(dice, out) {
        fightRound(dice.rollCounts(a, countsA)[6]!, dice.rollCounts(d, countsD)[6]!, round);
        out.fill(0);
        out[0] = round.netHits > 0 ? 1 : 0;
        out[1] = round.attackerKnockedDown ? 1 : 0;
        out[2 + round.netHits] = 1;
      },
    };
  },
};
