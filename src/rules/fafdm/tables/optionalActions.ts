import type { SourceRef } from '../../SourceRef.ts';
import type { ReflexesNeed } from '../reflexes/reflexesTest.ts';

/** One row of 001 Tab.1: its action points and the reflexes test it asks for (dice of two), if any. */
export interface OptionalActionRow {
  readonly printed: string;
  readonly ca: number;
  readonly reflexes: ReflexesNeed | null;
  readonly notes: string;
}

const row = (
  printed: string,
  ca: number,
  reflexes: ReflexesNeed | null = null,
  notes = '',
): OptionalActionRow => ({
  printed,
  ca,
  reflexes,
  notes,
});

/**
 * 001 2.3 OPTIONAL ACTION, Tab.1, every row as printed ("TEST REFLEX past with 1 dice of 2": `reflexes: 1`;
 * "with 2 dice of 2": 2; 2.4 REFLEXES TEST). A game plays the rows of standing up, turning round, loading and
 * clearing a weapon and taking aim (tables/fafdmActions.ts, footMovement.ts, unjamCost.ts); the others are
 * data until the table has what they need (climbable walls, horses, water).
 *
 * @example FAFDM_OPTIONAL_ACTIONS.rows.offRunningHorse.reflexes === 2
 */
export const FAFDM_OPTIONAL_ACTIONS = {
  source: { document: '001_ac753b686cf1a971.txt', section: '2.3 OPTIONAL ACTION, Tab.1' } satisfies SourceRef,
  rows: {
    layDownStandUp: row('lay down/stand up', 1),
    lowObstacle: row('overcome a low obstacle', 1, null, '(height or less miniatures)'),
    climb: row('climb (3U/turn)', 1, 1),
    turnAround: row('turn around/back 180°', 1),
    collect: row('collect weapon/object', 1),
    onOffStandingHorse: row('get on/off a standing horse', 1),
    onOffTrottingHorse: row('get on/off a trotting horse', 1, 1),
    offRunningHorse: row('get on/off a running horse', 1, 2),
    jump3: row('jumping during 3U turn', 2),
    jump6: row('jumping 6U/up 3U turn', 1, 1),
    changeWeapon: row('change weapon', 2),
    loadWeapon: row('load weapon', 2),
    takeAim: row('take aim (1 st turn only)', 0, null, 'during the turn it cannot move'),
    swim: row('swim (3U/turn)', 1),
    carryMate: row('carry a mate', 2, null, '4U max during the turn it cannot shoot'),
    lasso: row('catch with the lasso', 1, 1),
    disobstruct: row('disobstruct a weapon', 2),
  },
} as const;
