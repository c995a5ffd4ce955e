/**
 * What reads a ruleset option: `tables` options change the charts themselves (so `rules show` prints the
 * change); the others are readings an engine part applies when it plays. `shootout` and `fighting` are read
 * by the shootout scenario and close combat, which the duel does not reach.
 *
 * @example const r: RulesetOptionReader = 'tables';
 */
export type RulesetOptionReader = 'tables' | 'shot' | 'wounds' | 'skills' | 'fighting' | 'shootout';

/**
 * One named option of an RWNN ruleset: a difference between the sources (`source.*`, `rules.*`) or a
 * reading of an ambiguous passage (`tables.*`). `default` is the extended edition's value; an edition
 * preset may set another ({@link EDITION_PRESETS}). `entry` is the register entry under
 * docs/rules/interpretations/ that quotes the passages and the readings. The shape is the one every
 * command's `--option key=value` parser takes.
 *
 * @example const o: RulesetOption = { key: 'source.woundChart', values: ['extended', 'quickref'], default: 'extended', describe: '...', entry: 'edition-sources.md', readBy: 'tables' };
 */
export interface RulesetOption {
  readonly key: string;
  readonly values: readonly [string, ...string[]];
  readonly default: string;
  readonly describe: string;
  readonly entry: string;
  readonly readBy: RulesetOptionReader;
}
