import { Fraction } from '../../exact/Fraction.ts';
import { horseInjury, newHorseInjury } from '../../rules/rwnn/horse/horseInjury.ts';
import { DIE_FACES } from '../../rules/rwnn/tables/DieFace.ts';
import {
  HORSE_INJURY,
  type HorseFallResult,
  type HorseInjuryResult,
} from '../../rules/rwnn/tables/horseInjury.ts';
import type { OddsEntry, OddsMechanic } from '../OddsMechanic.ts';

/** One entry: its key, its label, and which rows of the two throws it counts. */
interface InjuryEntry {
  readonly key: string;
  readonly label: string;
  readonly counts: (first: HorseInjuryResult, fall: HorseFallResult | null) => boolean;
}

const ENTRIES: readonly InjuryEntry[] = [
  { key: 'pGrazed', label: 'P(grazed)', counts: (r) => r.outcome === 'grazed' },
  { key: 'pWounded', label: 'P(wounded)', counts: (r) => r.outcome === 'wounded' },
  { key: 'pFalls', label: 'P(falls, rider thrown)', counts: (r) => r.outcome === 'falls' },
  { key: 'pLossOfControl', label: 'P(rider throws for loss of control)', counts: (r) => r.lossOfControl },
  {
    key: 'pDead',
    label: 'P(falls: dead or seriously injured)',
    counts: (_, f) => f?.horse === 'dead-or-seriously-injured',
  },
  {
    key: 'pFallsThenBolts',
    label: 'P(falls, bolts once the rider is free)',
    counts: (_, f) => f?.afterwards === 'bolts',
  },
  {
    key: 'pFallsThenStands',
    label: 'P(falls, stands once the rider is free)',
    counts: (_, f) => f?.afterwards === 'stands',
  },
];

/** `odds horse-injury`: what a hit does to a horse (000 INJURY TO HORSES). */
export const horseInjuryOdds: OddsMechanic = {
  name: 'horse-injury',
  summary: 'a hit on a horse: grazed, wounded, falls (then dead, bolts or stands)',
  source: '000 INJURY TO HORSES',
  params: [],
  options: [],
  prepare() {
    const out = newHorseInjury();
    return {
      exact(): readonly OddsEntry[] {
        // Every pair of faces, equally likely: a second throw the chart does not ask for changes nothing.
        return ENTRIES.map((e) => {
          let ways = 0n;
          for (const a of DIE_FACES) {
            const first = HORSE_INJURY.results[a];
            for (const b of DIE_FACES)
              if (e.counts(first, first.outcome === 'falls' ? HORSE_INJURY.afterFall[b] : null)) ways++;
          }
          return { key: e.key, label: e.label, kind: 'probability' as const, exact: new Fraction(ways, 36n) };
        });
      },
      sample(dice, o) {
        horseInjury(dice, out);
        for (let k = 0; k < ENTRIES.length; k++) o[k] = ENTRIES[k]!.counts(out.result, out.fall) ? 1 : 0;
      },
    };
  },
};
