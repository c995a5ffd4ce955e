import { diceOverCoolness } from './coolnessTest.ts';
import type { FafdmFigure } from './FafdmFigure.ts';
import type { FafdmReadings } from './FafdmReadings.ts';

/**
 * The panic test (001 4.2 FIRE; 4.3.2): two dice, each compared with the figure's coolness, no modifier.
 * "Score lower or equal – nothing happens / Score is 1 more – the character is shocked / Score is 2 more or
 * worse – the character is scared"; "An already shaken miniature that fails the Panic test, automatically
 * becomes frightened" (`escalate`; `as-rolled` takes the dice as they fall). A failure makes him flee 5U to
 * cover or, with no shelter within 5U (`coverWithin5U` false), "plunges to the ground where it is".
 * `die1` and `die2` are the two dice thrown; `cool` is his own coolness unless a band's rule lends him
 * another (9.3-9.12). Returns the dice over coolness: 0 nothing, 1 or 2 a failure.
 *
 * @example panicTest(fig, 3, 5, r, false) === 1 // coolness 3: shocked, on the ground
 */
export function panicTest(
  fig: FafdmFigure,
  die1: number,
  die2: number,
  r: FafdmReadings,
  coverWithin5U: boolean,
  cool: number = fig.cool,
): 0 | 1 | 2 {
  const over = diceOverCoolness(die1, die2, cool, false, r.coolness);
  if (over === 0) return 0;
  if (r.panicRepeat === 'escalate' && (fig.shocked || fig.scared)) {
    fig.scared = true;
    fig.shocked = false;
  } else if (over === 2) {
    fig.scared = true;
    fig.shocked = false;
  } else if (!fig.scared) fig.shocked = true;
  if (!coverWithin5U) fig.onGround = true;
  return over;
}
