import type { CharacterClass } from '../../rules/rwnn/tables/CharacterClass.ts';
import type { RangeWeapon } from '../../rules/rwnn/tables/rangeChart.ts';
import type { SkillId } from '../../rules/rwnn/tables/skills.ts';
import type { RwnnRulesetId } from '../../rules/rwnn/tables/rulesetTables.ts';
import type { Placement } from './ShootoutGame.ts';

/** The weapons a shootout figure may carry, by their names in a file, to what he holds in his hands. */
export const SHOOTOUT_WEAPONS: Readonly<Record<string, readonly RangeWeapon[]>> = {
  pistol: ['pistol'],
  'two-pistols': ['pistol', 'pistol'],
  rifle: ['rifle'],
  'repeating-rifle': ['repeating-rifle'],
  carbine: ['carbine'],
  'breech-loader': ['breech-loader'],
  shotgun: ['shotgun'],
  'sawn-off': ['sawn-off'],
};

/**
 * One figure entry of a side, canonical: `count` copies of it are played, named `<name>` (or `<name>-1` ..
 * when more than one); `at` places him (a point, or a named position of the table), else his side's area.
 * `group` names his group for 000 GROUP MOVEMENT (null: none), of which exactly one entry, of one figure, is
 * the `leader`.
 *
 * @example const f: ShootoutFigureEntry = { class: 'gunman', weapon: 'pistol', skills: [], policy: 'rusher', count: 3, at: null, group: null, leader: false };
 */
export interface ShootoutFigureEntry {
  readonly class: CharacterClass;
  readonly weapon: string;
  readonly skills: readonly SkillId[];
  readonly policy: string;
  readonly count: number;
  readonly at: readonly [number, number] | string | null;
  readonly group: string | null;
  readonly leader: boolean;
}

/** A side: its start area on the table (or none when every figure has `at`) and its figures by name. */
export interface ShootoutSide {
  readonly area: string | null;
  readonly figures: Readonly<Record<string, ShootoutFigureEntry>>;
}

/**
 * A shootout setting as an experiment cell holds it, every default filled: the ruleset, the options, the
 * sides in play order (the first is side A) and the parameters.
 *
 * @example cell.params.table === 'main-street'
 */
export interface ShootoutCell {
  readonly ruleset: RwnnRulesetId;
  readonly options: Readonly<Record<string, string>>;
  readonly sides: readonly { readonly name: string; readonly side: ShootoutSide }[];
  readonly params: {
    readonly table: string;
    readonly cardCap: number;
    readonly placement: Placement;
    readonly actionSets: number;
  };
}
