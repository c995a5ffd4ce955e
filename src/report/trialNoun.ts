/**
 * What a report calls its trials: the scenario's games in the plural ("duels"), or "trials" when the
 * scenario is not named, so sentences and axis titles speak the designer's language.
 *
 * @example trialNoun('duel') // 'duels'
 */
export function trialNoun(scenario: string | undefined): string {
  return scenario ? `${scenario}s` : 'trials';
}
