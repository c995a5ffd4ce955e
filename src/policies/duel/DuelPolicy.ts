import type { ShotChooser } from '../../rules/rwnn/shot/ShotChooser.ts';

/**
 * How a duellist fires: the choice the rules leave to the player (000 SHOOTING): deliberately, blazing
 * away, or blazing away with both pistols at once (000 RANGE CHART: "Characters armed with two pistols may
 * fire them both simultaneously, making a separate throw for each, but may not fire deliberately").
 */
export type FireMode = 'deliberate' | 'blaze' | 'two-pistols';

/**
 * What a duellist knows when he is about to fire: his dice either way after every modifier (zero or fewer
 * means a lucky shot, or no shot where the rules have none), his blazing-away hit cap, whether the rules force him to blaze (Citizens, Jumpy),
 * and what a hit on his opponent would do. Policies see numbers, never dice.
 */
export interface DuelFireView {
  readonly deliberateDice: number;
  readonly blazeDice: number;
  readonly blazeCap: number;
  readonly deadeye: boolean;
  readonly mustBlaze: boolean;
  /** Dice per pistol when blazing away with both (each its own throw); NaN when he cannot fire both. */
  readonly twoPistolsDice: number;
  /** Which blazing-away rule the ruleset plays. */
  readonly edition: 'extended' | '1996';
  /** Whether zero or fewer dice throw a lucky shot (shot.luckyShot); without it they cannot fire at all. */
  readonly luckyShot: boolean;
  readonly range: number;
  /** Probability that one hit on the opponent ends the duel (dead, knocked out or down), from his wound chart. */
  readonly pHitDowns: number;
}

/**
 * A scripted duel decision maker, named and parameterised (`policy=blaze-when:k=2`): how to fire, and, as a
 * {@link ShotChooser}, the choices of the dice skills (Lucky, Charmed, Cursed, Marksman).
 */
export interface DuelPolicy extends ShotChooser {
  readonly name: string;
  chooseFire(view: DuelFireView): FireMode;
}
