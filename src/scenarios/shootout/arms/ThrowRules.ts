import type { ReadingOption } from '../../../odds/OddsMechanic.ts';
import { choiceValue } from '../../../odds/paramValue.ts';

/**
 * Whether a Knifeman throws his knife in a shootout (000 SKILLS & ATTRIBUTES, Knifeman/Swordsman: "A
 * knifeman may throw his knife as if making a deliberate pistol shot at point blank and close range
 * only"): `off`, the optional skill's throw not played; `knifeman`, played. Register entry knifeman-throw.
 *
 * @example const k: KnifeThrowReading = 'knifeman';
 */
export type KnifeThrowReading = 'off' | 'knifeman';

/**
 * What Runt's "-1 D6", Stoopid's "+1 D6" and Strong's "+1 D6 Throwing" do to a thrown weapon (000 SKILLS &
 * ATTRIBUTES): `lobbing-only`, nothing (the dice are the dynamite lob's distance dice); `throws-too`, one
 * firing die fewer or more on a thrown knife, tomahawk or lance as well. Register entry throw-skill-dice.
 *
 * @example const d: ThrowSkillDiceReading = 'throws-too';
 */
export type ThrowSkillDiceReading = 'lobbing-only' | 'throws-too';

const KNIFE_THROW: readonly KnifeThrowReading[] = ['off', 'knifeman'];
const SKILL_DICE: readonly ThrowSkillDiceReading[] = ['lobbing-only', 'throws-too'];

/** The throwing rules a shootout plays, resolved once per cell. @example throwRulesFrom({}).knifeThrow === 'off' */
export interface ThrowRules {
  readonly knifeThrow: KnifeThrowReading;
  readonly skillDice: ThrowSkillDiceReading;
}

/**
 * The throwing options of a shootout. They change a game only where a Knifeman carries a knife, or a Runt,
 * Stoopid or Strong man throws.
 *
 * @example THROW_SHOOTOUT_OPTIONS[0].key === 'arms.knifeThrow'
 */
export const THROW_SHOOTOUT_OPTIONS: readonly ReadingOption[] = [
  {
    key: 'arms.knifeThrow',
    values: KNIFE_THROW,
    default: 'off',
    describe:
      'a Knifeman\'s knife thrown as a deliberate pistol shot with one more die, to close range (6"): not played, or played',
    entry: 'knifeman-throw.md',
  },
  {
    key: 'arms.throwSkillDice',
    values: SKILL_DICE,
    default: 'lobbing-only',
    describe:
      "Runt's -1 D6, Stoopid's and Strong's +1 D6 Throwing: the dynamite lob's dice only, or a firing die on a thrown knife, tomahawk or lance too",
    entry: 'throw-skill-dice.md',
  },
];

/** The throwing rules a cell's options select (defaults for those not given). */
export function throwRulesFrom(o: Readonly<Record<string, string>>): ThrowRules {
  return {
    knifeThrow: choiceValue(o, 'arms.knifeThrow', KNIFE_THROW, 'off'),
    skillDice: choiceValue(o, 'arms.throwSkillDice', SKILL_DICE, 'lobbing-only'),
  };
}
