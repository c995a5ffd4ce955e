import { Fraction } from '../../exact/Fraction.ts';
import { newDynamiteScatter } from '../../rules/rwnn/dynamite/DynamiteScatter.ts';
import { lobbingModifier } from '../../rules/rwnn/dynamite/lobbingModifier.ts';
import { tbcScatter } from '../../rules/rwnn/dynamite/tbcScatter.ts';
import { trwnnScatter } from '../../rules/rwnn/dynamite/trwnnScatter.ts';
import { variantAScatter } from '../../rules/rwnn/dynamite/variantAScatter.ts';
import { DIE_FACES } from '../../rules/rwnn/tables/DieFace.ts';
import {
  DYNAMITE_SCATTER_VARIANT_A,
  type ScatterDirection,
} from '../../rules/rwnn/tables/dynamiteScatter.ts';
import type { OddsEntry, OddsMechanic, PreparedOdds } from '../OddsMechanic.ts';
import { choiceValue, flagParam, intParam } from '../paramValue.ts';
import { DYNAMITE_READING_OPTIONS, dynamiteReadingsFrom } from './dynamiteReadingOptions.ts';
import { scatterEntries, tbcScatterWays, trwnnScatterWays } from './dynamiteScatterExact.ts';
import { WOUND_PARAMS, woundsParam } from './woundParams.ts';

const METHODS = ['tbc', 'trwnn', 'variant-a'] as const;
type Method = (typeof METHODS)[number];

/** Variant "A"'s entries, one per direction the chart prints. */
const DIRECTIONS: readonly [ScatterDirection, string, string][] = [
  ['hit', 'pDirectHit', 'P(direct hit)'],
  ['left', 'pLeft', 'P(scatters left)'],
  ['right', 'pRight', 'P(scatters right)'],
  ['forward', 'pForward', 'P(scatters forward)'],
  ['back', 'pBack', 'P(scatters back)'],
];

function variantA(): PreparedOdds {
  return {
    exact(): readonly OddsEntry[] {
      return DIRECTIONS.map(([direction, key, label]) => ({
        key,
        label,
        kind: 'probability',
        exact: new Fraction(
          BigInt(
            DIE_FACES.filter((f) => DYNAMITE_SCATTER_VARIANT_A.results[f].direction === direction).length,
          ),
          6n,
        ),
      }));
    },
    sample(dice, out) {
      const d = variantAScatter(dice);
      for (let i = 0; i < DIRECTIONS.length; i++) out[i] = DIRECTIONS[i]![0] === d ? 1 : 0;
    },
  };
}

/**
 * `odds dynamite-scatter`: where a lobbed stick goes off, by the lobbing procedure: TBC (red and black dice,
 * lobbing modifiers, the bounce), TRWNN (scatter and distance dice, the bounce, "Dead Accurate") or
 * Variant "A" (a direction on one die).
 */
export const dynamiteScatterOdds: OddsMechanic = {
  name: 'dynamite-scatter',
  summary: 'a lobbed stick of dynamite: a direct hit, a bounce, how far it scatters',
  source: '000 "Dynamite Lobbing Procedure" (TBC and TRWNN Method), "Dynamite Scatter Variants"',
  params: [
    {
      name: 'method',
      kind: 'choice',
      choices: METHODS,
      default: 'tbc',
      describe: 'the lobbing procedure: TBC red and black dice, TRWNN scatter die, or Variant "A"',
    },
    ...WOUND_PARAMS.map((p) => ({ ...p, describe: `${p.describe.replace('the man', 'the thrower')} (TBC)` })),
    {
      name: 'unsteady',
      kind: 'flag',
      describe: 'TBC: the thrower is Clumsy, Drunk, Deranged, Jumpy, a Runt or a Wildman (+1")',
    },
    {
      name: 'steady',
      kind: 'flag',
      describe: 'TBC: the thrower is a Crack Shot, Deadeye, Marksman, has Nerves of Steel or True Grit (-1")',
    },
    {
      name: 'dead-accurate',
      kind: 'flag',
      describe: 'TRWNN: the range estimate was within 1" ("Dead Accurate"): distance dice halved',
    },
  ],
  options: DYNAMITE_READING_OPTIONS,
  refuse(params) {
    const method = choiceValue(params, 'method', METHODS, 'tbc');
    const thrower =
      intParam(params, 'flesh-wounds') + intParam(params, 'serious-wounds') > 0 ||
      flagParam(params, 'unsteady') ||
      flagParam(params, 'steady');
    if (method !== 'tbc' && thrower)
      return '--flesh-wounds, --serious-wounds, --unsteady, --steady: only the TBC method has lobbing modifiers on the scatter';
    if (method !== 'trwnn' && flagParam(params, 'dead-accurate'))
      return '--dead-accurate: only the TRWNN method estimates the range';
    return null;
  },
  prepare(params, options) {
    const method: Method = choiceValue(params, 'method', METHODS, 'tbc');
    if (method === 'variant-a') return variantA();
    const r = dynamiteReadingsFrom(options);
    const dead = flagParam(params, 'dead-accurate');
    const modifier = lobbingModifier(
      {
        wounds: woundsParam(params),
        unsteady: flagParam(params, 'unsteady'),
        steady: flagParam(params, 'steady'),
      },
      r,
    );
    const ways = method === 'tbc' ? tbcScatterWays(modifier, r) : trwnnScatterWays(r);
    const most = Math.max(...ways.ways.keys());
    // The distribution's unit: inches, or half-inches once "Dead Accurate" halves the distance dice.
    const perInch = dead ? 2 : 1;
    const scatter = newDynamiteScatter();
    return {
      exact: () =>
        scatterEntries(
          ways,
          most,
          dead ? 'distanceHalfInches' : 'distance',
          dead ? 'P(scatter = k half-inches)' : 'P(scatter = k inches)',
        ),
      sample(dice, out) {
        if (method === 'tbc') tbcScatter(modifier, r, dice, scatter);
        else trwnnScatter(dead, r, dice, scatter);
        out[0] = scatter.directHit ? 1 : 0;
        out[1] = scatter.bounced ? 1 : 0;
        const k = scatter.inches * perInch;
        for (let i = 0; i <= most; i++) out[2 + i] = i === k ? 1 : 0;
      },
    };
  },
};
