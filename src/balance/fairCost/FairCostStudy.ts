import type { Seed } from '../../dice/StreamKey.ts';
import type { FafdmTacticName } from '../../policies/fafdm/fafdmTactics.ts';
import type { FafdmRoster } from '../../rules/fafdm/checkRoster.ts';
import type { SkirmishTableId } from '../../rules/fafdm/skirmishTable.ts';
import type { FafdmBandId } from '../../rules/fafdm/tables/fafdmBands.ts';
import type { FafdmGunId } from '../../rules/fafdm/tables/fafdmGuns.ts';

/** What a fair-cost study prices: the characters of each band's list, or the guns of Tab.15. */
export type FairCostPrice = 'characters' | 'weapons';

/** A band of the study (side A): its base roster, and for a weapons study the character who carries the gun. */
export interface FairCostBand {
  readonly band: FafdmBandId;
  readonly roster: FafdmRoster;
  /** The opponent's roster this band meets (the study's unless the band names its own, to meet an even match). */
  readonly opponent: FafdmRoster;
  /** Weapons: the character (one in the roster) whose six-shot is swapped for each gun. */
  readonly carrier: string | null;
}

/**
 * A checked fair-cost study file: the standard skirmish, the opponent every band meets, the reference
 * character (on the opponent's list) whose listed cost turns strength into dollars, and the bands.
 */
export interface FairCostStudy {
  readonly name: string;
  readonly description: string;
  readonly file: string;
  readonly seed: Seed;
  /** Trials every cell plays (every cell of a band on the same trial streams). */
  readonly trials: number;
  readonly price: FairCostPrice;
  /** Each band's dollars (9.1: 400): the base rosters are held to it. */
  readonly dollars: number;
  readonly skirmish: {
    readonly table: SkirmishTableId;
    readonly turnCap: number;
    readonly tactic: FafdmTacticName;
    readonly options: Readonly<Record<string, string>>;
  };
  readonly opponent: { readonly band: FafdmBandId; readonly roster: FafdmRoster };
  readonly reference: string;
  readonly bands: readonly FairCostBand[];
  /** Weapons: the guns priced (each swapped for the carrier's six-shot). */
  readonly weapons: readonly FafdmGunId[];
}

/** Where a listed cost stands against the fair cost's interval. */
export type FairCostVerdict = 'within' | 'over' | 'under' | 'unknown';

/** One priced subject: a character added to its band, or a gun swapped into it. */
export interface FairCostRow {
  readonly band: FafdmBandId;
  /** `band/character`, or `band/carrier:gun`. */
  readonly subject: string;
  readonly name: string;
  /** The printed cost (9.3-9.12), or the gun's Tab.15 price. */
  readonly listed: number;
  readonly fair: { readonly estimate: number; readonly ci95: readonly [number, number] | null };
  /** over: listed above the interval (dearer than its strength); under: below it; unknown: no interval. */
  readonly verdict: FairCostVerdict;
  /** A's win rate in the base skirmish, with the subject, and with the reference added to the opponent. */
  readonly winRate: { readonly base: number; readonly subject: number; readonly reference: number };
  /** The logistic model's steps: the subject's and the reference's. */
  readonly logit: { readonly subject: number; readonly reference: number };
}

/** What `faircost` writes to faircost.json and prints with --json. */
export interface FairCostResults {
  readonly format: 'triggernometry/fair-cost@1';
  readonly study: string;
  readonly description: string;
  readonly price: FairCostPrice;
  readonly seed: string;
  readonly trialsPerCell: number;
  /** Games played in all (cells times trials). */
  readonly games: number;
  /** The sha256 of the study's plan and its integer sums: the same for any workers, split or resume. */
  readonly digest: string;
  readonly reference: { readonly character: string; readonly cost: number };
  readonly opponent: { readonly band: FafdmBandId; readonly roster: FafdmRoster };
  readonly rows: readonly FairCostRow[];
  readonly provenance: {
    readonly version: string;
    readonly gitCommit: string | null;
    readonly workers: number;
    readonly wallTimeSeconds: number;
  };
}
