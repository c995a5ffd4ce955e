import { ACTION, type ActionCode } from '../../policies/shootout/ShootoutPolicy.ts';
import { CalledOut } from './CalledOut.ts';

/**
 * What a Wildman's nature made of his turn (register entry wildman-forced-move): nothing, a Move & Fire
 * forced on him, or (000) one at his enemy the full two dice, halting on reaching him, or going the full
 * roll toward the next point of the way round.
 *
 * @example plan.wild === WILD.full
 */
export const WILD = { none: 0, forced: 1, full: 2, fullToPoint: 3 } as const;
export type WildCode = (typeof WILD)[keyof typeof WILD];

/**
 * One turn's declared action as the game carries it out, read from the choice before anyone may interrupt
 * it: the action, its target and point (and an Agile man's turning point), the men a challenge calls out,
 * whether his policy chose it (not a Stoopid throw or a Wildman's nature), and what his Wildman's nature
 * made of it. The game keeps one per depth of nested turns, since an enemy's free turn or a duel's prize
 * inside a turn declares its own; each is reused, so a turn allocates nothing.
 *
 * @example const plan = (plans[depth] ??= new TurnPlan()); plan.action = ACTION.fire;
 */
export class TurnPlan {
  action: ActionCode = ACTION.pass;
  target = -1;
  x = 0;
  y = 0;
  /** Where an Agile man turns on reaching (x, y) (ActionChoice.thenX/thenY), or NaN. */
  thenX = NaN;
  thenY = NaN;
  /** His policy chose the action (false: a Stoopid throw chose it, or a Wildman's nature forced it). */
  chosen = true;
  wild: WildCode = WILD.none;
  /** The men a challenge calls out (none for any other action). */
  readonly called = new CalledOut();
}
