import type { RwnnRulesetId } from '../../rules/rwnn/tables/rulesetTables.ts';
import type { CharacterClass } from '../../rules/rwnn/tables/CharacterClass.ts';
import type { SkillId } from '../../rules/rwnn/tables/skills.ts';
import type { RiderClass } from '../../rules/rwnn/tables/RiderClass.ts';
import type { FenceKind } from '../../rules/rwnn/stampede/fenceCheck.ts';
import type { TableThing } from './HerdThings.ts';
import type { TableBuilding } from './HerdBuildings.ts';

/**
 * What a man on foot does with his card while a herd stampedes: stays where he is (`hold`), runs out of its
 * way sideways (`run-clear`), or stands in front of it yelling, waving his hat and firing his pistol to turn
 * it (`turn-it`, 000 "How to stop, or turn a stampede": "If on foot; Run, yell, wave your hat, and fire your
 * pistol"), or shoots at its lead animal to bring it down and stop the herd (`stop-it`: "To try to stop the
 * stampede, you must successfully SHOOT and KNOCK DOWN the lead animal").
 */
export type StampedeTactic =
  'hold' | 'run-clear' | 'turn-it' | 'stop-it' | 'keep-clear' | 'gunfight' | 'regain';

/**
 * The tactics, in the order `list` shows them. Beside those above: a drover who `keep-clear`s rides off and
 * leaves the herd to itself; a man in a `gunfight` fires on every card of his (a source of gunshots for the
 * stampede check, 000 "Stampede Procedure"); a cowboy off the drive who `regain`s takes his action "doing
 * things" in front of an ambling herd to regain control of it (000 "Regaining Control of the Herd").
 */
export const STAMPEDE_TACTICS: readonly StampedeTactic[] = [
  'hold',
  'run-clear',
  'turn-it',
  'stop-it',
  'keep-clear',
  'gunfight',
  'regain',
];

/** A man on foot near the herd: who he is, where he stands and what he does. */
export interface StampedeMan {
  readonly name: string;
  readonly cls: CharacterClass;
  readonly skills: readonly SkillId[];
  /** Inches to the right of the lead animal, as the herd stood before it ran. */
  readonly x: number;
  /** Inches ahead of the lead animal, as the herd stood before it ran (negative: beside or behind it). */
  readonly y: number;
  readonly tactic: StampedeTactic;
  /**
   * A cowboy of the Cattle Drive (000 "Driving the Herd, the TBC method"): on horseback, moved with the herd
   * on the Joker while the drive lasts, his card out of the deck until he leaves it.
   */
  readonly cowboy: boolean;
  /**
   * His class of rider when he is on horseback (000 HORSES), a cowboy's Good unless given; null on foot.
   * Riders meet a stampede by the horseback rules (000 "What to do if a Stampede comes your way and you’re
   * on horseback").
   */
  readonly rider: RiderClass | null;
  /** The turn at whose start a cowboy announces his departure from the drive, or null: he stays with it. */
  readonly leaves: number | null;
}

/** The herd and the gunfire that may set it running. */
export interface StampedeParams {
  /** Animal figures: "A herd is defined as more than 4 animal figures on the table" (000). */
  readonly animals: number;
  /** Animals abreast; the herd is as many ranks deep as the animals fill. */
  readonly columns: number;
  /**
   * Inches from the opening gunfire, behind the herd, to the nearest animal (000 "Stampede Procedure"), or
   * null: no opening gunfire, only the shots of men in a gunfight.
   */
  readonly gunfire: number | null;
  /** The herd starts as a Cattle Drive up the table (000 "Driving the Herd, the TBC method"), not standing. */
  readonly drive: boolean;
  /** Turns played: the herd moves once a turn, when its Stampede card is turned. */
  readonly turns: number;
  /** Inches ahead of the lead animal of a fence straight across the table, or null for none. */
  readonly fence: number | null;
  readonly fenceKind: FenceKind;
  /** Wagons, stage coaches and small loose objects on the table, in inches from the lead animal as for men. */
  readonly things: readonly TableThing[];
  /**
   * Buildings on the table, their middles in inches from the lead animal as for men: the herd goes around
   * them (000 "What stampedes do to the surrounding neighborhood").
   */
  readonly buildings: readonly TableBuilding[];
}

/**
 * A checked stampede setting: the ruleset whose wound charts and movement the men use, the option values,
 * the men and the herd.
 *
 * @example const cell: StampedeCell = { ruleset: 'rwnn-extended', options: {}, men: [], params }
 */
export interface StampedeCell {
  readonly ruleset: RwnnRulesetId;
  readonly options: Readonly<Record<string, string>>;
  readonly men: readonly StampedeMan[];
  readonly params: StampedeParams;
}

/**
 * A longhorn figure's base in inches, across and deep. The rules give no size; a 25 mm figure of a steer
 * commonly stands on a base about one inch by two.
 */
export const ANIMAL_BASE = { width: 1, depth: 2 } as const;
