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

/** 000's tables; 000 prints no fighting chart, so the quick reference sheet's is used. */
const EXTENDED: RwnnTables = {
  ruleset: 'rwnn-extended',
  rangeChart: RANGE_CHART_EXTENDED,
  firingModifiers: FIRING_MODIFIERS_EXTENDED,
  blazingAway: BLAZING_AWAY_EXTENDED,
  woundCharts: { normal: WOUND_CHART_NORMAL, tough: WOUND_CHART_TOUGH },
  woundEffects: WOUND_EFFECTS,
  fastDraw: FAST_DRAW_DICE,
  nerve: NERVE_DICE,
  skillEdition: 'extended',
  skills: EXTENDED_SKILLS,
  skillChits: SKILL_CHITS,
  fightingChart: FIGHTING_CHART,
  fightingModifiers: FIGHTING_MODIFIERS_EXTENDED,
  fixGun: FIX_GUN_EXTENDED,
};

/** 002's own charts, and 000's for what the sheet does not print. */
const QUICKREF: RwnnTables = {
  ...EXTENDED,
  ruleset: 'rwnn-quickref',
  rangeChart: RANGE_CHART_QUICKREF,
  firingModifiers: FIRING_MODIFIERS_QUICKREF,
  blazingAway: BLAZING_AWAY_QUICKREF,
  woundCharts: { normal: WOUND_CHART_QUICKREF, tough: WOUND_CHART_TOUGH },
  fightingModifiers: FIGHTING_MODIFIERS_QUICKREF,
  fixGun: FIX_GUN_QUICKREF,
};

/** 000's charts, with 003's own skill list, nerve triggers and Fix gun wording. */
const PLAYTEST: RwnnTables = {
  ...EXTENDED,
  ruleset: 'rwnn-1996',
  nerve: NERVE_DICE_1996,
  skillEdition: 'playtest1996',
  skills: PLAYTEST_SKILLS,
  skillChits: null,
  fixGun: FIX_GUN_1996,
};

/**
 * The set of tables a ruleset uses, with every ambiguous passage read as its register entry's default.
 * The same object is returned on every call; it is read-only.
 *
 * @example rulesetTables('rwnn-quickref').rangeChart.rows.shotgun.bands.close?.dice === 4
 */
export function rulesetTables(id: RwnnRulesetId): RwnnTables {
  switch (id) {
    case 'rwnn-extended':
      return EXTENDED;
    case 'rwnn-quickref':
      return QUICKREF;
    case 'rwnn-1996':
      return PLAYTEST;
  }
}
