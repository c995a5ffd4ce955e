import { BLADE, type BladeCode } from '../../rules/rwnn/fight/FightContext.ts';
import type { RiderClass } from '../../rules/rwnn/tables/RiderClass.ts';
import type { CharacterClass } from '../../rules/rwnn/tables/CharacterClass.ts';
import type { RangeWeapon } from '../../rules/rwnn/tables/rangeChart.ts';
import type { SkillId } from '../../rules/rwnn/tables/skills.ts';
import type { RwnnRulesetId } from '../../rules/rwnn/tables/rulesetTables.ts';
import type { Placement } from './ShootoutParams.ts';
import type { IndianEntry } from './indian/IndianEntry.ts';
import type { HerdEntry } from './herd/HerdEntry.ts';
import type { TownParams } from './town/TownParams.ts';

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
  // 000 Le Mat Revolvers: "a conventional revolver" in hand, its grapeshot barrel fixed underneath.
  'le-mat': ['pistol'],
  // 000 INDIAN WEAPONS, "Bows": an Indian's only (see readIndianFigure).
  bow: ['bow'],
  // 000 Semi-Automatic Pistols: "Treat the automatic pistol in all ways just like a regular revolver."
  automatic: ['pistol'],
};

/** The weapon names whose pistol is a semi-automatic (000 Semi-Automatic Pistols). @example SHOOTOUT_AUTOMATICS.has('automatic') */
export const SHOOTOUT_AUTOMATICS: ReadonlySet<string> = new Set(['automatic']);

/**
 * The weapon names whose figure also carries a Le Mat's grapeshot barrel under his revolver ("The shotgun
 * barrel can only be fired once per gunfight", 000 Le Mat Revolvers).
 *
 * @example SHOOTOUT_GRAPESHOT.has('le-mat') === true
 */
export const SHOOTOUT_GRAPESHOT: ReadonlySet<string> = new Set(['le-mat']);

/**
 * The blades a shootout figure may carry besides his guns, by their names in a file, to the fighting
 * chart's blade (its Bowie Knife, Knife/Lance and Tomahawk rows).
 *
 * @example SHOOTOUT_BLADES['bowie-knife'] === BLADE.bowieKnife
 */
export const SHOOTOUT_BLADES: Readonly<Record<string, BladeCode>> = {
  'bowie-knife': BLADE.bowieKnife,
  knife: BLADE.knife,
  tomahawk: BLADE.tomahawk,
};

/**
 * One figure entry of a side, canonical: `count` copies of it are played, named `<name>` (or `<name>-1` ..
 * when more than one); `at` places him (a point, or a named position of the table), else his side's area.
 * `group` names his group for 000 GROUP MOVEMENT (null: none), of which exactly one entry, of one figure, is
 * the `leader`. `blade` names the blade he carries (a key of {@link SHOOTOUT_BLADES}; null: none).
 *
 * @example const f: ShootoutFigureEntry = { class: 'gunman', weapon: 'pistol', skills: [], policy: 'rusher', count: 3, at: null, group: null, leader: false, blade: null, dynamite: null };
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
  readonly blade: string | null;
  /**
   * His class of rider (000 HORSES) when he has a horse on the table; absent: no horse (a cell without
   * horses reads as it always did). See horse/riderFields.
   */
  readonly rider?: RiderClass;
  /** He starts in the saddle (true) or on foot beside his horse (false); present only with `rider`. */
  readonly mounted?: boolean;
  /** The dynamite he carries (000 Dynamite Prerequisites), or null for none. */
  readonly dynamite: DynamiteLoad | null;
  /** Present for an Indian only (000 INDIANS): his class, nation, thrown weapons and Indian skills. */
  readonly indian?: IndianEntry;
  /** `muzzle`: his gun is a muzzle-loader (000 MUSKETS & OTHER MUZZLE LOADING WEAPONS); absent: breech. */
  readonly loading?: 'muzzle';
  /** Present (true) for a figure that starts hidden (000 Hiding and Detection). */
  readonly hidden?: boolean;
  /** Present (true) for a figure with Rope Skills and a lariat (000 Lariats). */
  readonly lariat?: boolean;
  /** A Plains Indian (an Expert rider, his horse struck more often; 000 HORSES); present only when true. */
  readonly plainsIndian?: boolean;
}

/** Sticks and bundles of dynamite one figure carries. @example const d: DynamiteLoad = { sticks: 2, bundles: 0 }; */
export interface DynamiteLoad {
  readonly sticks: number;
  readonly bundles: number;
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
    /** A herd on the table (absent: none, and the canonical form is as it was). */
    readonly herd?: HerdEntry;
    /** Doctors, townsfolk and the town's law (absent: none, and the canonical form is as it was). */
    readonly town?: TownParams;
  };
}
