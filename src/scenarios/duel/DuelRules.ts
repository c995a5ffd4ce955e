import { DEFAULT_BLAZE_READINGS, type BlazeReadings } from '../../rules/rwnn/blazeAway.ts';
import type { FastDrawTie } from '../../rules/rwnn/fastDraw.ts';
import type { LuckyAmmoReading } from '../../rules/rwnn/luckyShot.ts';
import type { CharacterClass, ByCharacterClass } from '../../rules/rwnn/tables/CharacterClass.ts';
import type { FiringModifierList } from '../../rules/rwnn/tables/firingModifiers.ts';
import { rulesetTables, type RwnnRulesetId } from '../../rules/rwnn/tables/rulesetTables.ts';
import { compileWoundChart, type CompiledWoundChart } from './compiledWoundChart.ts';

/** Readings of the duel passages that tables alone do not settle; each has its interpretation entry. */
export interface DuelReadings {
  readonly fastDrawTie: FastDrawTie;
  /** 000's fast-draw "Head Wound - 1": per head wound (default) or once. */
  readonly fastDrawHeadWound: 'per-wound' | 'once';
  /** 000's firing "Head wound – 1": once for any head wound (default) or per head wound. */
  readonly fireHeadWound: 'once' | 'per-wound';
  readonly luckyAmmo: LuckyAmmoReading;
  readonly blaze: BlazeReadings;
}

/**
 * Everything a duel reads from a ruleset, resolved once into plain numbers: the pistol's range bands, class
 * and wound modifiers, the blazing-away bonus and cap, fast-draw dice, and the flattened wound charts.
 */
export interface DuelRules {
  readonly ruleset: RwnnRulesetId;
  readonly readings: DuelReadings;
  /** Pistol range bands in increasing order: the band covers distances up to `upTo` inches, inclusive. */
  readonly pistolBands: readonly { readonly upTo: number; readonly dice: number; readonly name: string }[];
  readonly classFire: ByCharacterClass<number>;
  readonly headWoundFire: number;
  readonly fleshFiringArmFire: number;
  readonly perSeriousFire: number;
  /** 002's "Wounded / Seriously wounded" state modifiers (0 where the ruleset uses 000's wording). */
  readonly woundedFire: number;
  readonly seriouslyWoundedFire: number;
  readonly blazeBonus: number;
  readonly blazeCap: number;
  readonly fastDrawDice: ByCharacterClass<number>;
  readonly fastDrawHeadWound: number;
  readonly fastDrawPerSerious: number;
  readonly fastDrawFiringArm: number;
  readonly normalChart: CompiledWoundChart;
  readonly toughChart: CompiledWoundChart;
  /** 000 Tough: "Knocked down, but never knocked out"; 003 Tough: "never knocked down or knocked out". */
  readonly toughNeverKnockedDown: boolean;
}

export const DEFAULT_DUEL_READINGS: DuelReadings = {
  fastDrawTie: 'highest-face',
  fastDrawHeadWound: 'per-wound',
  fireHeadWound: 'once',
  luckyAmmo: 'more-ones-than-sixes',
  blaze: DEFAULT_BLAZE_READINGS,
};

function modifier(list: FiringModifierList, id: string): number {
  return list.modifiers.find((m) => m.id === id)?.dice ?? 0;
}

/**
 * Resolves a ruleset's tables and readings into {@link DuelRules}. The 1996 ruleset blazes away by 003's
 * rule; the extended edition and the quick reference sheet by 000's.
 *
 * @example duelRules('rwnn-extended').pistolBands[1] // { upTo: 6, dice: 3, name: 'close' }
 */
export function duelRules(ruleset: RwnnRulesetId, readings: Partial<DuelReadings> = {}): DuelRules {
  const t = rulesetTables(ruleset);
  const r: DuelReadings = {
    ...DEFAULT_DUEL_READINGS,
    ...readings,
    blaze: {
      ...(readings.blaze ?? DEFAULT_BLAZE_READINGS),
      edition: ruleset === 'rwnn-1996' ? '1996' : 'extended',
    },
  };
  const bands = Object.entries(t.rangeChart.rows.pistol.bands)
    .filter((e): e is [string, { upToInches: number | 'in-sight'; dice: number }] => e[1] !== null)
    .map(([name, b]) => ({
      name,
      upTo: b.upToInches === 'in-sight' ? Infinity : b.upToInches,
      dice: b.dice,
    }));
  const fm = t.firingModifiers;
  const fd = t.fastDraw;
  const fdMod = (id: string): number => fd.modifiers.find((m) => m.id === id)?.dice ?? 0;
  const pistol = t.blazingAway.rows.pistol;
  const classFire = (c: CharacterClass): number => modifier(fm, c);
  return {
    ruleset,
    readings: r,
    pistolBands: bands,
    classFire: {
      citizen: classFire('citizen'),
      gunman: classFire('gunman'),
      shootist: classFire('shootist'),
      legend: classFire('legend'),
    },
    headWoundFire: modifier(fm, 'head-wound'),
    fleshFiringArmFire: modifier(fm, 'flesh-wound-on-firing-arm'),
    perSeriousFire: modifier(fm, 'each-serious-wound'),
    woundedFire: modifier(fm, 'wounded'),
    seriouslyWoundedFire: modifier(fm, 'seriously-wounded'),
    blazeBonus: pistol.bonus?.dice ?? 0,
    blazeCap: typeof pistol.hitCap?.hits === 'number' ? pistol.hitCap.hits : Infinity,
    fastDrawDice: fd.dice,
    fastDrawHeadWound: fdMod('head-wound'),
    fastDrawPerSerious: fdMod('each-serious-wound'),
    fastDrawFiringArm: fdMod('wounded-firing-arm'),
    normalChart: compileWoundChart(t.woundCharts.normal),
    toughChart: compileWoundChart(t.woundCharts.tough),
    toughNeverKnockedDown: ruleset === 'rwnn-1996',
  };
}
