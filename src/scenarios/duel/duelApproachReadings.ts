import type { OptionValues, ReadingOption } from '../../odds/OddsMechanic.ts';
import { choiceValue } from '../../odds/paramValue.ts';
import {
  DEFAULT_CHALLENGE_READINGS,
  type ChallengeReadings,
} from '../../rules/rwnn/challenge/ChallengeReadings.ts';
import { fateDeckReadings, type FateDeckReadings } from '../../rules/rwnn/fateDeck/FateDeckReadings.ts';
import { DEFAULT_MOVE_READINGS, type MoveReadings } from '../../rules/rwnn/movement/MoveReadings.ts';
import type { RwnnRulesetId } from '../../rules/rwnn/tables/rulesetTables.ts';

/**
 * Every reading the approach to a duel plays by: the fate deck's, the Move action's, the challenge's, and
 * where a signal approach stops.
 *
 * @example duelApproachReadings('rwnn-1996').fateDeck.jokerHeld === 'return-unplayed'
 */
export interface DuelApproachReadings {
  readonly fateDeck: FateDeckReadings;
  readonly movement: MoveReadings;
  readonly challenge: ChallengeReadings;
  /** 000 ALTERNATIVELY: a Move stops at the agreed distance, or may carry the duellists past it. */
  readonly signalStop: 'at-agreed' | 'overshoot';
}

const opt = (
  key: string,
  values: readonly [string, ...string[]],
  describe: string,
  entry: string,
): ReadingOption => ({ key, values, default: values[0], describe, entry: `${entry}.md` });

/**
 * The readings the approach takes as `--option key=value`, each with its interpretation entry; the first
 * value is the default (`ruleset`: what the selected ruleset's own document prints).
 *
 * @example DUEL_APPROACH_READING_OPTIONS.find((o) => o.key === 'movement.fallMoves')?.default === 'in-place'
 */
export const DUEL_APPROACH_READING_OPTIONS: readonly ReadingOption[] = [
  opt(
    'fateDeck.jokerHeld',
    ['ruleset', 'play-or-discard', 'return-unplayed'],
    'held action cards at the Joker: played or discarded (000), or returned unplayed (003)',
    'fate-deck-joker',
  ),
  opt(
    'fateDeck.jokerDisplayed',
    ['stay', 'reshuffle'],
    'displayed, unclaimed action cards at the Joker: stay face up, or go back into the deck',
    'fate-deck-joker',
  ),
  opt(
    'fateDeck.slowClaims',
    ['claims', 'passes-over'],
    "a Slow character's card claims displayed action cards for his side, or passes them over",
    'slow-action-cards',
  ),
  opt(
    'fateDeck.inARow',
    ['any', 'one'],
    'action cards a side may play before the next card is turned: any number, or one',
    'action-cards-in-a-row',
  ),
  opt(
    'fateDeck.outCards',
    ['removed', 'drawn'],
    'the card of a man out of the gunfight for good: taken out of the deck when next drawn, or turned as a turn of nothing that still claims action cards',
    'fate-deck-out-cards',
  ),
  opt(
    'movement.minimum',
    ['ruleset', 'three-inches', 'lowest-die'],
    'least move of a Gunman or better: three inches (000, 003) or the lowest die (002)',
    'movement-minimum',
  ),
  opt(
    'movement.fallRule',
    ['ruleset', 'extended', 'none'],
    "falling over on 1s: the ruleset's rule (none in 003), 000's, or never",
    'movement-falling-over',
  ),
  opt(
    'movement.fallMoves',
    ['in-place', 'after-moving'],
    'a character who falls over falls where he stands, or after moving',
    'movement-falling-over',
  ),
  opt(
    'movement.citizenFullRoll',
    ['always', 'once-gunplay-commences'],
    'Citizens move the full roll always, or only once gunplay has commenced',
    'citizen-move-before-gunplay',
  ),
  opt(
    'movement.seriousWoundDice',
    ['any-location', 'leg-only'],
    'movement dice lost to serious wounds anywhere, or on a leg only',
    'movement-wound-dice',
  ),
  opt(
    'movement.veryClumsy',
    ['two-ones', 'one-one'],
    'a double Clumsy character falls over on two 1s, or on one',
    'movement-double-clumsy',
  ),
  opt(
    'movement.jumpyFalls',
    ['two-ones', 'three-ones'],
    "000's Jumpy, who moves like a Citizen, falls over on two 1s, or on three",
    'movement-jumpy',
  ),
  opt(
    'movement.rerolls',
    ['all', 'none'],
    "Lucky, Charmed and Cursed re-roll movement dice like any batch he throws (Swift's extra dice with them), or never",
    'movement-rerolls',
  ),
  opt(
    'challenge.hateAndFear',
    ['fear-first', 'hate-first', 'neither'],
    'challenged by one he both hates and fears: nerve test first, must accept, or free to choose',
    'challenge-hate-and-fear',
  ),
  opt(
    'challenge.fearFailure',
    ['lost-nerve', 'refusal'],
    'losing his nerve when challenged by one he fears: lost nerve only, or also a refusal',
    'challenge-fear-nerve-failure',
  ),
  opt(
    'duel.signalStop',
    ['at-agreed', 'overshoot'],
    'approaching on a signal, a Move stops at the agreed distance, or may carry past it',
    'duel-signal',
  ),
];

/** The allowed values of an option, as a typed tuple. */
function values<T extends string>(key: string): readonly T[] {
  const o = DUEL_APPROACH_READING_OPTIONS.find((x) => x.key === key);
  if (!o) throw new Error(`no approach option ${key}`);
  return o.values as readonly T[];
}

function choice<T extends string>(o: OptionValues, key: string): T {
  const allowed = values<T>(key);
  return choiceValue(o, key, allowed, allowed[0]!);
}

/**
 * The approach readings of a ruleset with the options given (`--option key=value`); an unknown value is a
 * TypeError naming the key and the allowed values.
 *
 * @example duelApproachReadings('rwnn-extended', { 'movement.fallMoves': 'after-moving' }).movement.fallMoves === 'after-moving'
 */
export function duelApproachReadings(ruleset: RwnnRulesetId, o: OptionValues = {}): DuelApproachReadings {
  const jokerHeld = choice<'ruleset' | FateDeckReadings['jokerHeld']>(o, 'fateDeck.jokerHeld');
  return {
    fateDeck: fateDeckReadings(ruleset, {
      ...(jokerHeld === 'ruleset' ? {} : { jokerHeld }),
      jokerDisplayed: choice(o, 'fateDeck.jokerDisplayed'),
      slowClaims: choice(o, 'fateDeck.slowClaims'),
      inARow: choice(o, 'fateDeck.inARow'),
      outCards: choice(o, 'fateDeck.outCards'),
    }),
    movement: {
      ...DEFAULT_MOVE_READINGS,
      minimum: choice(o, 'movement.minimum'),
      fallRule: choice(o, 'movement.fallRule'),
      fallMoves: choice(o, 'movement.fallMoves'),
      citizenFullRoll: choice(o, 'movement.citizenFullRoll'),
      seriousWoundDice: choice(o, 'movement.seriousWoundDice'),
      veryClumsy: choice(o, 'movement.veryClumsy'),
      jumpyFalls: choice(o, 'movement.jumpyFalls'),
      rerolls: choice(o, 'movement.rerolls'),
    },
    challenge: {
      ...DEFAULT_CHALLENGE_READINGS,
      hateAndFear: choice(o, 'challenge.hateAndFear'),
      fearFailure: choice(o, 'challenge.fearFailure'),
    },
    signalStop: choice(o, 'duel.signalStop'),
  };
}
