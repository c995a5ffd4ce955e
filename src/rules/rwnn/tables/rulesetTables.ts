import type { BlazingAwayTable } from './blazingAway.ts';
import { BLAZING_AWAY_EXTENDED, BLAZING_AWAY_QUICKREF } from './blazingAway.ts';
import type { FastDrawTable } from './fastDrawDice.ts';
import { FAST_DRAW_DICE } from './fastDrawDice.ts';
import type { FightingChart } from './fightingChart.ts';
import { FIGHTING_CHART } from './fightingChart.ts';
import type { FightingModifierList } from './fightingModifiers.ts';
import { FIGHTING_MODIFIERS_EXTENDED, FIGHTING_MODIFIERS_QUICKREF } from './fightingModifiers.ts';
import type { FiringModifierList } from './firingModifiers.ts';
import { FIRING_MODIFIERS_EXTENDED, FIRING_MODIFIERS_QUICKREF } from './firingModifiers.ts';
import type { FixGunTable } from './fixGun.ts';
import { FIX_GUN_1996, FIX_GUN_EXTENDED, FIX_GUN_QUICKREF } from './fixGun.ts';
import type { NerveTable } from './nerveDice.ts';
import { NERVE_DICE, NERVE_DICE_1996 } from './nerveDice.ts';
import type { RangeChart } from './rangeChart.ts';
import { RANGE_CHART_EXTENDED, RANGE_CHART_QUICKREF } from './rangeChart.ts';
import type { SkillChitSheet } from './skillChits.ts';
import { SKILL_CHITS } from './skillChits.ts';
import type { Skill, SkillId, SkillText } from './skills.ts';
import { SKILLS } from './skills.ts';
import type { WoundChart } from './woundCharts.ts';
import { WOUND_CHART_NORMAL, WOUND_CHART_QUICKREF, WOUND_CHART_TOUGH } from './woundCharts.ts';
import type { WoundEffectDefinition, WoundEffectKind } from './woundEffects.ts';
import { WOUND_EFFECTS } from './woundEffects.ts';
import { EDITION_PRESETS } from '../ruleset/editionPresets.ts';

/**
 * The RWNN rulesets the tables serve: the extended edition (000), the quick reference sheet (002) and the
 * 1996 playtest edition (003).
 *
 * @example const id: RwnnRulesetId = 'rwnn-quickref';
 */
export type RwnnRulesetId = 'rwnn-extended' | 'rwnn-quickref' | 'rwnn-1996';

/** Which edition's printing of the skills a ruleset reads. @example const e: SkillEdition = 'playtest1996'; */
export type SkillEdition = 'extended' | 'playtest1996';

/** A skill as one edition prints it, with its id. @example skill.id === 'jumpy' && skill.name === 'Nervous' */
export interface RulesetSkill extends SkillText {
  readonly id: SkillId;
}

/**
 * Every table one ruleset plays with. `woundCharts.tough` is the white side of the chits (000 Appendix C),
 * which the quick reference sheet does not print.
 *
 * @example rulesetTables('rwnn-1996').skills.find((s) => s.id === 'stealthy')?.name === 'Stalker'
 */
export interface RwnnTables {
  readonly ruleset: RwnnRulesetId;
  readonly rangeChart: RangeChart;
  readonly firingModifiers: FiringModifierList;
  readonly blazingAway: BlazingAwayTable;
  readonly woundCharts: { readonly normal: WoundChart; readonly tough: WoundChart };
  readonly woundEffects: { readonly [K in WoundEffectKind]: WoundEffectDefinition };
  readonly fastDraw: FastDrawTable;
  readonly nerve: NerveTable;
  readonly skillEdition: SkillEdition;
  readonly skills: readonly RulesetSkill[];
  /** 000 Appendix A; `null` for the 1996 edition, whose skill list the chits do not match. */
  readonly skillChits: SkillChitSheet | null;
  readonly fightingChart: FightingChart;
  readonly fightingModifiers: FightingModifierList;
  readonly fixGun: FixGunTable;
}

function skillsOf(edition: SkillEdition): readonly RulesetSkill[] {
  const all: readonly Skill[] = Object.values(SKILLS);
  const out: RulesetSkill[] = [];
  for (const skill of all) {
    const text = edition === 'extended' ? skill.extended : skill.playtest1996;
    if (text !== null) out.push({ id: skill.id, ...text });
  }
  return out;
}

const EXTENDED_SKILLS = skillsOf('extended');
const PLAYTEST_SKILLS = skillsOf('playtest1996');

/** Which document each chart comes from (a preset's `source.*` options, by chart). */
export interface TableSources {
  readonly rangeChart: 'extended' | 'quickref';
  readonly firingModifiers: 'extended' | 'quickref';
  readonly blazingAway: 'extended' | 'quickref';
  readonly woundChart: 'extended' | 'quickref';
  readonly fightingModifiers: 'extended' | 'quickref';
  readonly fixGun: 'extended' | 'quickref' | '1996';
  readonly nerve: 'extended' | '1996';
  readonly skills: 'extended' | '1996';
}

/**
 * Puts a set of tables together from the chosen documents. The tough (white) wound chart is always 000
 * Appendix C, which the other documents do not print; 000 prints no fighting chart, so every ruleset uses
 * the quick reference sheet's; the chit sheet (000 Appendix A) goes with 000's skill list only.
 *
 * @example tablesFromSources('rwnn-extended', { ...sources, woundChart: 'quickref' }).woundCharts.normal.title
 */
export function tablesFromSources(ruleset: RwnnRulesetId, s: TableSources): RwnnTables {
  return {
    ruleset,
    rangeChart: s.rangeChart === 'extended' ? RANGE_CHART_EXTENDED : RANGE_CHART_QUICKREF,
    firingModifiers: s.firingModifiers === 'extended' ? FIRING_MODIFIERS_EXTENDED : FIRING_MODIFIERS_QUICKREF,
    blazingAway: s.blazingAway === 'extended' ? BLAZING_AWAY_EXTENDED : BLAZING_AWAY_QUICKREF,
    woundCharts: {
      normal: s.woundChart === 'extended' ? WOUND_CHART_NORMAL : WOUND_CHART_QUICKREF,
      tough: WOUND_CHART_TOUGH,
    },
    woundEffects: WOUND_EFFECTS,
    fastDraw: FAST_DRAW_DICE,
    nerve: s.nerve === 'extended' ? NERVE_DICE : NERVE_DICE_1996,
    skillEdition: s.skills === 'extended' ? 'extended' : 'playtest1996',
    skills: s.skills === 'extended' ? EXTENDED_SKILLS : PLAYTEST_SKILLS,
    skillChits: s.skills === 'extended' ? SKILL_CHITS : null,
    fightingChart: FIGHTING_CHART,
    fightingModifiers:
      s.fightingModifiers === 'extended' ? FIGHTING_MODIFIERS_EXTENDED : FIGHTING_MODIFIERS_QUICKREF,
    fixGun:
      s.fixGun === 'extended' ? FIX_GUN_EXTENDED : s.fixGun === 'quickref' ? FIX_GUN_QUICKREF : FIX_GUN_1996,
  };
}

/** The chart sources of an edition preset (its `source.*` options). */
function presetSources(id: RwnnRulesetId): TableSources {
  const p = EDITION_PRESETS[id];
  return {
    rangeChart: p['source.rangeChart'],
    firingModifiers: p['source.firingModifiers'],
    blazingAway: p['source.blazingAway'],
    woundChart: p['source.woundChart'],
    fightingModifiers: p['source.fightingModifiers'],
    fixGun: p['source.fixGun'],
    nerve: p['source.nerve'],
    skills: p['source.skills'],
  };
}

const BY_ID = {
  'rwnn-extended': tablesFromSources('rwnn-extended', presetSources('rwnn-extended')),
  'rwnn-quickref': tablesFromSources('rwnn-quickref', presetSources('rwnn-quickref')),
  'rwnn-1996': tablesFromSources('rwnn-1996', presetSources('rwnn-1996')),
} as const satisfies { readonly [R in RwnnRulesetId]: RwnnTables };

/**
 * The set of tables a ruleset uses, with every ambiguous passage read as its register entry's default.
 * The same object is returned on every call; it is read-only.
 *
 * @example rulesetTables('rwnn-quickref').rangeChart.rows.shotgun.bands.close?.dice === 4
 */
export function rulesetTables(id: RwnnRulesetId): RwnnTables {
  return BY_ID[id];
}
