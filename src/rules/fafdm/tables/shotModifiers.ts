import type { SourceRef } from '../../SourceRef.ts';

/**
 * 001 4.2 FIRE, Tab.3 "Shot modifiers" (the player board prints the same rows). The rows a shot on foot in
 * the open reads are played, and the horse rows (horse/horseShotModifier); the vehicle rows, two guns and
 * targets out of sight are data until those rules come.
 *
 * @example SHOT_MODIFIERS.targetNotActivated === 1
 */
export const SHOT_MODIFIERS = {
  source: { document: '001_ac753b686cf1a971.txt', section: '4.2 FIRE, Tab.3' } satisfies SourceRef,
  /** "The shooter hasn't done any move during this turn and it decided to take aim" */
  aimed: 1,
  /** "The shooter shoots within the short ray of its weapon" */
  shortRange: 1,
  /** "The target hasn't give his turn" */
  targetNotActivated: 1,
  /** "The target has a light covering" */
  lightCover: -1,
  /** "The target has a partial covering" */
  partialCover: -2,
  /** "Each shot after the first" */
  eachShotAfterFirst: -1,
  /** "The shooter has two guns" */
  twoGuns: -1,
  /** "Shooting to a target on a trotting horse" */
  targetTrotting: 2,
  /** "Shooting to a target on a running horse" */
  targetRunning: 1,
  /** "Shooting from a trotting horse/normal moving vehicle" */
  fromTrotting: -1,
  /** "Shooting from a horse/fast moving vehicle" */
  fromRunning: -2,
  /** "The shooter within its short ray shoot to a lying target" */
  lyingWithinShort: 1,
  /** "Lying target passed the short ray" */
  lyingBeyondShort: -1,
  /** "No target in sight at the start of shift miniature" */
  noTargetAtStart: -1,
  /** "Target panic short distance" */
  targetPanicShort: 1,
} as const;

/** 001 4.2 FIRE, "Rescue Test modifiers": "The shooter is behind the target +2". */
export const RESCUE_MODIFIERS = {
  source: {
    document: '001_ac753b686cf1a971.txt',
    section: '4.2 FIRE, Rescue Test modifiers',
  } satisfies SourceRef,
  shooterBehind: 2,
} as const;
