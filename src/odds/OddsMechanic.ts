import type { Dice } from '../dice/Dice.ts';
import type { Fraction } from '../exact/Fraction.ts';

/** One number the odds engine reports: a probability, an expectation, or a distribution (index k = P(X = k)). */
export interface OddsEntry {
  readonly key: string;
  readonly label: string;
  readonly kind: 'probability' | 'expectation' | 'distribution';
  readonly exact: Fraction | readonly Fraction[];
}

/** A flag of an `odds` subcommand, described once for parsing, validation and `--help`. */
export type ParamSpec =
  | {
      readonly name: string;
      readonly kind: 'int';
      readonly min: number;
      readonly max: number;
      readonly default?: number;
      readonly describe: string;
    }
  | { readonly name: string; readonly kind: 'flag'; readonly describe: string }
  | {
      readonly name: string;
      readonly kind: 'choice';
      readonly choices: readonly string[];
      readonly default: string;
      readonly describe: string;
    };

/** A reading of an ambiguous rulebook passage, selectable with `--option key=value` (see docs/rules/). */
export interface ReadingOption {
  readonly key: string;
  readonly values: readonly string[];
  readonly default: string;
  readonly describe: string;
  /** The interpretation-register entry under docs/rules/interpretations/ that explains the readings. */
  readonly entry: string;
  /**
   * The value an edition preset plays where its own document reads otherwise than `default` (the extended
   * edition's), keyed by ruleset id: `{ 'rwnn-1996': 'no' }`. A preset not named plays `default`.
   */
  readonly presets?: Readonly<Record<string, string>>;
}

export type ParamValues = Readonly<Record<string, number | boolean | string>>;
export type OptionValues = Readonly<Record<string, string>>;

/** A mechanic with its parameters fixed: its exact answer and one sampled trial of it. */
export interface PreparedOdds {
  /** Exact probabilities by enumeration, never by sampling. */
  exact(): readonly OddsEntry[];
  /**
   * Plays one trial with `dice` and writes its observations into `out`, one slot per scalar entry and one
   * per element of each distribution, in the order of {@link exact}: indicators (0/1) for probabilities,
   * the observed value for expectations. Allocates nothing.
   */
  sample(dice: Dice, out: Float64Array): void;
}

/** A dice mechanic of the rules, as the `odds` command offers it. */
export interface OddsMechanic {
  readonly name: string;
  readonly summary: string;
  /** The rulebook passages the mechanic follows, for `--help`. */
  readonly source: string;
  readonly params: readonly ParamSpec[];
  readonly options: readonly ReadingOption[];
  /**
   * A setting the rules themselves rule out (the 1996 edition's lucky shot, say): one line saying why, for
   * the command line to refuse with; null when the setting stands.
   */
  refuse?(params: ParamValues): string | null;
  prepare(params: ParamValues, options: OptionValues): PreparedOdds;
}
