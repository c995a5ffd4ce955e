/**
 * How one character feels about another (000 HATRED & FEAR; 003 the same): nothing; hatred; fear; both at
 * once, unresolved ("he does not resolve this turmoil of conflicting emotions until ..."); and the extreme
 * hatred or fear the turmoil resolves into "for the rest of the gunfight".
 *
 * @example emotions.feeling(i, j) === EMOTION.extremeFear
 */
export const EMOTION = { none: 0, hate: 1, fear: 2, torn: 3, extremeHate: 4, extremeFear: 5 } as const;
export type EmotionCode = (typeof EMOTION)[keyof typeof EMOTION];

/** Words for each emotion, for narration. @example EMOTION_WORDS[EMOTION.torn] === 'both hates and fears' */
export const EMOTION_WORDS = [
  'has no feelings about',
  'hates',
  'fears',
  'both hates and fears',
  'hates with extreme hatred',
  'fears with extreme fear',
] as const;

/**
 * Dice added (negative: taken away) when fighting or shooting at the one he feels this about, by emotion:
 * "He adds one dice when fighting or shooting at him" (hate), "He subtracts one dice" (fear), "adding or
 * subtracting two dice" (extreme). Hatred and fear unresolved cancel: +1 and -1 (see
 * hatred-fear-torn-throw).
 *
 * @example EMOTION_DICE[EMOTION.extremeHate] === 2
 */
export const EMOTION_DICE: readonly number[] = [0, 1, -1, 0, 2, -2];

/** Whether an emotion is hatred, plain or extreme (the resolved kinds). @example isHatred(EMOTION.torn) === false */
export function isHatred(e: number): boolean {
  return e === EMOTION.hate || e === EMOTION.extremeHate;
}

/** Whether an emotion is fear, plain or extreme (the resolved kinds). @example isFear(EMOTION.fear) === true */
export function isFear(e: number): boolean {
  return e === EMOTION.fear || e === EMOTION.extremeFear;
}
