import type { NerveReadings } from './NerveReadings.ts';

/**
 * How many figures "half of his friends" is taken over, for a figure on a side of `sideSize` figures
 * (himself included): the others (`nerve.friends=others`) or the whole side (`whole-side`).
 *
 * @example friendsTotal(4, readings) === 3 // under `others`
 */
export function friendsTotal(sideSize: number, readings: NerveReadings): number {
  return readings.friends === 'others' ? sideSize - 1 : sideSize;
}

/**
 * Whether half of his friends are down: `down` of `total` ({@link friendsTotal}) went down "either killed,
 * seriously wounded, knocked out, surrendered, lost their nerve, refused a challenge or left the table"
 * (000 NERVE and/or Morale; 003 NERVE). Half means at least half (two of three, two of four). A figure
 * with no friends never takes this test.
 *
 * @example halfFriendsDown(3, 2) === true; halfFriendsDown(4, 1) === false; halfFriendsDown(0, 0) === false
 */
export function halfFriendsDown(total: number, down: number): boolean {
  return total > 0 && 2 * down >= total;
}

/**
 * Whether a friend going down, taking his count of friends down from `before` to `after` out of `total`,
 * calls for his nerve test ("2. When half of his friends go down"): under `nerve.halfDownTest=once`, only as
 * the count reaches half; under `each-further`, also each time another goes down beyond it. Under
 * `whole-side` the count includes himself if he has gone down (seriously wounded) and still tests.
 *
 * @example halfDownTestDue(3, 1, 2, readings) === true; halfDownTestDue(3, 2, 3, readings) // false under `once`
 */
export function halfDownTestDue(
  total: number,
  before: number,
  after: number,
  readings: NerveReadings,
): boolean {
  if (after <= before || !halfFriendsDown(total, after)) return false;
  return readings.halfDownTest === 'each-further' || !halfFriendsDown(total, before);
}
