import { STATUS } from '../../../rules/rwnn/WoundState.ts';

/**
 * What a shot leaves the target, the worst thing that befell him, mildest first: untouched; forced to duck
 * back, unhurt (a hit stopped by his cover); grazed (struck, but no wound taken: a graze, or
 * a wound Hard as nails shrugged off); a flesh wound; a serious wound; knocked down; knocked out; dead.
 * Grazed and wounded men behind cover duck back too; the state names the worse.
 *
 * @example TARGET_STATES[TARGET_STATE.dead] === 'dead'
 */
export const TARGET_STATES = [
  'unharmed',
  'ducked-back',
  'grazed',
  'flesh-wound',
  'serious-wound',
  'knocked-down',
  'knocked-out',
  'dead',
] as const;

/** The `odds shot` entry keys of the target's states, in TARGET_STATES order. @example TARGET_STATE_KEYS[7] === 'pDead' */
export const TARGET_STATE_KEYS = [
  'pUnharmed',
  'pDuckedBack',
  'pGrazed',
  'pFleshWound',
  'pSeriousWound',
  'pKnockedDown',
  'pKnockedOut',
  'pDead',
] as const;

/** The target's states by name, as indices of TARGET_STATES. @example TARGET_STATE.grazed === 2 */
export const TARGET_STATE = {
  unharmed: 0,
  duckedBack: 1,
  grazed: 2,
  fleshWound: 3,
  seriousWound: 4,
  knockedDown: 5,
  knockedOut: 6,
  dead: 7,
} as const;
export type TargetStateCode = (typeof TARGET_STATE)[keyof typeof TARGET_STATE];

/** What a shot did to the target, in the few facts his state and "down" are read from; rewritten in place. */
export interface ShotAftermath {
  /** His standing (STATUS) after the shot. */
  status: number;
  fleshWounded: boolean;
  seriouslyWounded: boolean;
  /** A hit reached him (a graze or worse, one Hard as nails shrugged off included). */
  struck: boolean;
  /** He was forced to duck back. */
  duckedBack: boolean;
}

/** A blank aftermath, to be written by each trial. @example newShotAftermath().status === 0 */
export function newShotAftermath(): ShotAftermath {
  return { status: 0, fleshWounded: false, seriouslyWounded: false, struck: false, duckedBack: false };
}

/**
 * The target's state after a shot (see {@link TARGET_STATES}).
 *
 * @example targetState({ status: 0, fleshWounded: true, seriouslyWounded: false, struck: true, duckedBack: true }) === TARGET_STATE.fleshWound
 */
export function targetState(a: ShotAftermath): TargetStateCode {
  if (a.status === STATUS.dead) return TARGET_STATE.dead;
  if (a.status === STATUS.knockedOut) return TARGET_STATE.knockedOut;
  if (a.status === STATUS.knockedDown) return TARGET_STATE.knockedDown;
  if (a.seriouslyWounded) return TARGET_STATE.seriousWound;
  if (a.fleshWounded) return TARGET_STATE.fleshWound;
  if (a.struck) return TARGET_STATE.grazed;
  return a.duckedBack ? TARGET_STATE.duckedBack : TARGET_STATE.unharmed;
}

/**
 * Whether the shot put him out of the fight, as the shootout counts a man down (000 NERVE: "killed,
 * seriously wounded, knocked out"): dead, knocked out, or a serious wound. A man only knocked down gets up.
 *
 * @example isDown({ status: 1, fleshWounded: false, seriouslyWounded: true, struck: true, duckedBack: false }) === true
 */
export function isDown(a: ShotAftermath): boolean {
  return a.status === STATUS.dead || a.status === STATUS.knockedOut || a.seriouslyWounded;
}
