import { describe, expect, it } from 'vitest';
import { DiceStream } from '../../../../src/dice/DiceStream.ts';
import { deriveStreamKey } from '../../../../src/dice/StreamKey.ts';
import type { Fraction } from '../../../../src/exact/Fraction.ts';
import { fightOdds } from '../../../../src/odds/mechanics/fightOdds.ts';
import { DEFAULT_FIGHT_CHOOSER } from '../../../../src/rules/rwnn/fight/defaultFightChooser.ts';
import { arena, fightContext } from './fightKit.ts';

/** The exact round of `odds fight`: P(net hits = k) and P(attacker knocked down). */
function exact(attack: number, defend: number): { net: readonly Fraction[]; knockedDown: Fraction } {
  const entries = fightOdds.prepare({ attack, defend }, {}).exact();
  const net = entries.find((e) => e.key === 'netHits')!.exact as readonly Fraction[];
  const knockedDown = entries.find((e) => e.key === 'pAttackerKnockedDown')!.exact as Fraction;
  return { net, knockedDown };
}

describe("the resolver's round against the exact round (odds fight), 100,000 seeded attacks", () => {
  it.each([
    [4, 3],
    [3, 4],
    [7, 2],
  ])('attack %i dice against defence %i: every probability within 4.5 standard errors', (attack, defend) => {
    const t = arena();
    const a = t.figure('Ames');
    const d = t.figure('Boone');
    // Fists: 3 against 4, levelled to the dice wanted.
    const ctx = fightContext({ attackerExtraDice: attack - 3, defenderExtraDice: defend - 4 });
    const n = 100_000;
    const counts = new Array<number>(attack + 1).fill(0);
    let knockedDown = 0;
    const dice = new DiceStream();
    const key = deriveStreamKey(2026, `fight/round/${attack}v${defend}`);
    for (let i = 0; i < n; i++) {
      dice.seedTrial(key, i);
      a.reset();
      d.reset();
      const r = t.resolver.attack(a, d, ctx, dice, DEFAULT_FIGHT_CHOOSER, DEFAULT_FIGHT_CHOOSER);
      counts[r.netHits]!++;
      if (r.attackerKnockedDown) knockedDown++;
    }
    const e = exact(attack, defend);
    const within = (observed: number, p: number): boolean =>
      Math.abs(observed / n - p) <= 4.5 * Math.sqrt((p * (1 - p)) / n) + 1e-12;
    const off = counts
      .map((c, k) => ({ k, observed: c / n, exact: e.net[k]!.toNumber() }))
      .filter((x) => !within(x.observed * n, x.exact));
    expect(off).toEqual([]);
    expect(within(knockedDown, e.knockedDown.toNumber())).toBe(true);
  });
});
