import type { RwnnRulesetId } from '../tables/rulesetTables.ts';
import type { SOURCE_OPTIONS } from './sourceOptions.ts';

type SourceKey = (typeof SOURCE_OPTIONS)[number]['key'];
type SourceValue<K extends SourceKey> = Extract<
  (typeof SOURCE_OPTIONS)[number],
  { key: K }
>['values'][number];

/** A value for every source option. @example preset['source.woundChart'] === 'quickref' */
export type EditionPreset = { readonly [K in SourceKey]: SourceValue<K> };

/**
 * The three editions as presets of the source options. 003 prints no charts and takes 000's, differing
 * only where its text differs (skills, nerve, Fix gun, blazing away's jam, Tough); 002 has its own range
 * dice, modifiers, blazing-away lines, wound chart, fighting modifiers and Fix gun line, and 000's for the
 * rest.
 *
 * @example EDITION_PRESETS['rwnn-1996']['rules.toughKnock'] === 'never-down'
 */
export const EDITION_PRESETS: { readonly [R in RwnnRulesetId]: EditionPreset } = {
  'rwnn-extended': {
    'source.rangeChart': 'extended',
    'source.firingModifiers': 'extended',
    'source.blazingAway': 'extended',
    'source.woundChart': 'extended',
    'source.fightingModifiers': 'extended',
    'source.fixGun': 'extended',
    'source.nerve': 'extended',
    'source.skills': 'extended',
    'rules.blazeAway': 'extended',
    'rules.toughKnock': 'down-not-out',
  },
  'rwnn-quickref': {
    'source.rangeChart': 'quickref',
    'source.firingModifiers': 'quickref',
    'source.blazingAway': 'quickref',
    'source.woundChart': 'quickref',
    'source.fightingModifiers': 'quickref',
    'source.fixGun': 'quickref',
    'source.nerve': 'extended',
    'source.skills': 'extended',
    'rules.blazeAway': 'extended',
    'rules.toughKnock': 'down-not-out',
  },
  'rwnn-1996': {
    'source.rangeChart': 'extended',
    'source.firingModifiers': 'extended',
    'source.blazingAway': 'extended',
    'source.woundChart': 'extended',
    'source.fightingModifiers': 'extended',
    'source.fixGun': '1996',
    'source.nerve': '1996',
    'source.skills': '1996',
    'rules.blazeAway': '1996',
    'rules.toughKnock': 'never-down',
  },
};
