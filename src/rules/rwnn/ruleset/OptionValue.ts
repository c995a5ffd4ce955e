/**
 * Reads the value of a ruleset option by key (defaults and the edition preset already applied).
 *
 * @example const v: OptionValue = (key) => options[key] ?? 'ruleset';
 */
export type OptionValue = (key: string) => string;
