import type { OptionValues, ReadingOption } from '../../../odds/OddsMechanic.ts';
import { readingChoice } from '../../../odds/readingChoice.ts';
import type { RwnnRulesetId } from '../tables/rulesetTables.ts';

/**
 * Readings of HATRED & FEAR (000 and 003 print the same words) and of the skills that cause them; each is
 * explained in its entry under docs/rules/interpretations/ (hatred-fear-wound-roll, hatred-fear-torn-throw,
 * hatred-fear-torn-timing, hatred-friend-throw, terrifying-fear, wildman-fear).
 *
 * @example const r: EmotionReadings = emotionReadings('rwnn-extended', { 'emotions.woundRoll': 'on' });
 */
export interface EmotionReadings {
  /** The optional rule: "Whenever a character is grazed or wounded by an opponent, throw a dice". */
  readonly woundRoll: 'off' | 'on';
  /** The throw that resolves hatred and fear of one man: 1-3 fear and 4-6 hate, or the other way round. */
  readonly tornThrow: 'low-fears' | 'low-hates';
  /** "until he has either fired at or is fired upon": the throw after that shot, or before it. */
  readonly tornResolves: 'after-shot' | 'before-shot';
  /** "on a 1 for 2 he must fire at him": a 1 or 2, or a 1 to 3 (one in two). */
  readonly friendHateThrow: 'one-or-two' | 'one-to-three';
  /** A double ("Very") Terrifying character "causes fear*": extreme fear, or plain fear. */
  readonly veryTerrifying: 'extreme-fear' | 'fear';
  /** Wildman: "Opponents he is moving towards suffer fear": for the rest of the gunfight, or not modelled. */
  readonly wildmanFear: 'lasting' | 'off';
}

const opt = (
  key: string,
  values: readonly [string, ...string[]],
  describe: string,
  entry: string,
): ReadingOption => ({ key, values, default: values[0], describe, entry: `${entry}.md` });

/**
 * The hatred and fear readings as `--option key=value`, each with its interpretation entry; the first value
 * is the default in every edition (the books print the same rules).
 *
 * @example EMOTION_READING_OPTIONS.find((o) => o.key === 'emotions.woundRoll')?.default === 'off'
 */
export const EMOTION_READING_OPTIONS: readonly ReadingOption[] = [
  opt(
    'emotions.woundRoll',
    ['off', 'on'],
    'the optional rule: a graze or wound by an opponent, 1 he fears him, 6 he hates him',
    'hatred-fear-wound-roll',
  ),
  opt(
    'emotions.tornThrow',
    ['low-fears', 'low-hates'],
    'resolving hatred and fear of one man: 1-3 extreme fear and 4-6 extreme hate, or the reverse',
    'hatred-fear-torn-throw',
  ),
  opt(
    'emotions.tornResolves',
    ['after-shot', 'before-shot'],
    'the throw that resolves hatred and fear comes after the shot between them, or before it',
    'hatred-fear-torn-timing',
  ),
  opt(
    'emotions.veryTerrifying',
    ['extreme-fear', 'fear'],
    'a Very Terrifying character causes extreme fear, or plain fear',
    'terrifying-fear',
  ),
  opt(
    'emotions.wildmanFear',
    ['lasting', 'off'],
    'opponents a Wildman moves towards fear him for the rest of the gunfight, or not at all',
    'wildman-fear',
  ),
];

function choice<T extends string>(o: OptionValues, key: string): T {
  return readingChoice<T>(EMOTION_READING_OPTIONS, o, key);
}

/**
 * The hatred and fear readings of a ruleset with the options given. The editions print the same passage,
 * and the optional rule is off in each unless asked for ("if you want emotions to run high in your
 * gunfights, you can introduce the following extra rule"). An unknown value is a TypeError naming the key.
 *
 * @example emotionReadings('rwnn-1996').woundRoll === 'off'
 */
export function emotionReadings(_ruleset: RwnnRulesetId, o: OptionValues = {}): EmotionReadings {
  return {
    woundRoll: choice(o, 'emotions.woundRoll'),
    tornThrow: choice(o, 'emotions.tornThrow'),
    tornResolves: choice(o, 'emotions.tornResolves'),
    // No game throws for a hated friend in his arc yet (Emotions.hatedFriendThrow has no caller): reading A,
    // and no option (hatred-friend-throw).
    friendHateThrow: 'one-or-two',
    veryTerrifying: choice(o, 'emotions.veryTerrifying'),
    wildmanFear: choice(o, 'emotions.wildmanFear'),
  };
}
