import type { ChallengeReadings } from '../../rules/rwnn/challenge/ChallengeReadings.ts';
import type { FateDeckReadings } from '../../rules/rwnn/fateDeck/FateDeckReadings.ts';
import { moveRules, type MoveRules } from '../../rules/rwnn/movement/MoveRules.ts';
import type { RwnnRuleset } from '../../rules/rwnn/ruleset/rwnnRuleset.ts';
import { duelApproachReadings } from '../duel/duelApproachReadings.ts';
import { withPresetValues } from '../../rules/rwnn/ruleset/withPresetValues.ts';
import { SHOOTOUT_OPTIONS } from './shootoutOptions.ts';
import { duelReadingsFrom } from '../duel/duelReadingOptions.ts';
import { duelRules, type DuelRules } from '../duel/DuelRules.ts';
import { shootoutReadings, type ShootoutReadings } from './ShootoutReadings.ts';
import type { CoverReadings } from '../../rules/rwnn/cover/CoverReadings.ts';
import { coverReadingsFrom } from '../../rules/rwnn/cover/coverReadingOptions.ts';

/**
 * Everything a shootout reads from its ruleset and options, resolved once per cell: the duel's rules (shots,
 * figures, fast draws: a challenge is a duel), movement, the fate deck's and the challenge's readings, and
 * the shootout's own readings.
 *
 * @example shootoutRules(rwnnRuleset('rwnn-1996'), {}).readings.duckBacks === 'any-hit'
 */
export interface ShootoutRules {
  readonly rwnn: RwnnRuleset;
  readonly duel: DuelRules;
  readonly move: MoveRules;
  readonly fateDeck: FateDeckReadings;
  readonly challenge: ChallengeReadings;
  readonly readings: ShootoutReadings;
  readonly cover: CoverReadings;
  /** Every option value of the cell (ruleset, duel and shootout readings), for the rule modules' own readers. */
  readonly options: Readonly<Record<string, string>>;
}

/**
 * The shootout rules of a ruleset with a cell's options.
 *
 * @example const rules = shootoutRules(rwnnRuleset('rwnn-extended'), { 'shootout.nerve': 'off' });
 */
export function shootoutRules(rwnn: RwnnRuleset, given: Readonly<Record<string, string>>): ShootoutRules {
  // Every reader below sees the edition's own reading of an option the cell does not name.
  const options = withPresetValues(rwnn.preset, given, SHOOTOUT_OPTIONS);
  const approach = duelApproachReadings(rwnn.preset, options);
  return {
    rwnn,
    duel: duelRules(rwnn, duelReadingsFrom(options, rwnn.preset)),
    move: moveRules(rwnn.preset, approach.movement),
    fateDeck: approach.fateDeck,
    challenge: approach.challenge,
    readings: shootoutReadings(rwnn, options),
    cover: coverReadingsFrom(rwnn.preset, options),
    options,
  };
}
