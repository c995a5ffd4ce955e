/**
 * What a dynamite tactic may read of the table: the figures where they stand, which are still in the fight,
 * what a figure sees, who is in cover from whom, and the sticks lying lit. The game's dynamite module
 * answers it; a tactic never reaches the game.
 *
 * @example const n = s.count; s.x(0), s.sees(0, 1)
 */
export interface DynamiteSituation {
  readonly count: number;
  x(i: number): number;
  y(i: number): number;
  side(i: number): number;
  /** On the table, standing or down but not out of the fight. */
  active(i: number): boolean;
  sees(i: number, j: number): boolean;
  /** `j` has cover against a shot from `i` where both stand. */
  covered(i: number, j: number): boolean;
  /** How far the nearest lit stick lies from (x, y) (Infinity: none). */
  nearestStick(x: number, y: number): number;
}

/** A lob chosen: the aiming point, the TBC distance dice and the TRWNN estimate. */
export interface LobChoice {
  x: number;
  y: number;
  distanceDice: number;
  estimate: number;
}

/** What a man within 2" of a lit stick does (000 "Last Chance Saving Throw", TBC step 5). */
export type LastChanceChoice = 'none' | 'throw-back' | 'kick';

/** Inches within which a friend makes a point unsafe to aim at: the blast's 4" and a scatter's 2". */
const FRIEND_CLEAR = 6;
/** Enemies within this many inches of an enemy count as caught by a stick aimed at him. */
const CLUSTER = 3;
/** The farthest enemy worth walking a stick to: two movement dice on average. */
const PLACE_REACH = 7;
/** The longest lob worth making: 2 dice reach 12" at most, and the TRWNN cap is 16" to 18". */
const LONGEST = 12;

/**
 * The dynamite tactic every figure carrying dynamite uses (000 "Dynamite"): lob at the enemy who has the
 * most of his friends within 3" of him, when no friend of the thrower (nor the thrower) stands within 6" of
 * the aim, the enemy is in sight within 12", and either two or more enemies would be caught or the one
 * caught is in cover from the thrower (where a bullet does poorly). The TBC distance dice are the fewest
 * whose reach covers the range (1 to 5", 2 to 9", else 3), the TRWNN estimate is the true range (a figure
 * eyeballs well: register entry dynamite-estimate). A man near a lit stick kicks it away where the method
 * lets him, and throws it back (TRWNN) only when it lies within 1" of him. A man within 4" of a lit stick
 * moves away from it on his turn rather than do anything else.
 *
 * @example const lob = newLobChoice(); if (DYNAMITE_TACTIC.lob(s, i, lob)) game.lob(i, lob)
 */
export const DYNAMITE_TACTIC = {
  /** Whether figure `i` lobs now, and at what (written into `out`). */
  lob(s: DynamiteSituation, i: number, out: LobChoice): boolean {
    const side = s.side(i);
    let best = -1;
    let bestScore = 0;
    for (let j = 0; j < s.count; j++) {
      if (s.side(j) === side || !s.active(j) || !s.sees(i, j)) continue;
      const range = Math.hypot(s.x(j) - s.x(i), s.y(j) - s.y(i));
      if (range < FRIEND_CLEAR || range > LONGEST) continue;
      let caught = 0;
      let unsafe = false;
      for (let k = 0; k < s.count; k++) {
        if (!s.active(k)) continue;
        const d = Math.hypot(s.x(k) - s.x(j), s.y(k) - s.y(j));
        if (s.side(k) === side) unsafe ||= d < FRIEND_CLEAR;
        else if (d <= CLUSTER) caught++;
      }
      if (unsafe) continue;
      const score = caught * 2 + (s.covered(i, j) ? 1 : 0);
      if (score > bestScore) {
        bestScore = score;
        best = j;
      }
    }
    // One enemy in the open is a better bullet's target than a stick's.
    if (best < 0 || bestScore < 3) return false;
    out.x = s.x(best);
    out.y = s.y(best);
    const range = Math.hypot(out.x - s.x(i), out.y - s.y(i));
    out.distanceDice = range <= 5 ? 1 : range <= 9 ? 2 : 3;
    out.estimate = Math.round(range);
    return true;
  },

  /**
   * Whether figure `i` places a stick on purpose now, and where (written into `out`): at an enemy in cover
   * from him within 7" (two movement dice on average), with no friend of his within 6" of the enemy, where a
   * lob would scatter and a bullet does poorly. Placing goes before lobbing.
   */
  place(s: DynamiteSituation, i: number, out: LobChoice): boolean {
    const side = s.side(i);
    let best = -1;
    let bestRange = PLACE_REACH;
    for (let j = 0; j < s.count; j++) {
      if (s.side(j) === side || !s.active(j) || !s.sees(i, j) || !s.covered(i, j)) continue;
      const range = Math.hypot(s.x(j) - s.x(i), s.y(j) - s.y(i));
      if (range > bestRange) continue;
      let unsafe = false;
      for (let k = 0; k < s.count; k++)
        if (k !== i && s.active(k) && s.side(k) === side)
          unsafe ||= Math.hypot(s.x(k) - s.x(j), s.y(k) - s.y(j)) < FRIEND_CLEAR;
      if (unsafe) continue;
      bestRange = range;
      best = j;
    }
    if (best < 0) return false;
    out.x = s.x(best);
    out.y = s.y(best);
    return true;
  },

  /** What a man `inches` from a stick that just landed does about it (`kick` only where `mayKick`). */
  lastChance(inches: number, mayKick: boolean): LastChanceChoice {
    if (mayKick) return 'kick';
    return inches <= 1 ? 'throw-back' : 'none';
  },

  /** Whether figure `i` spends his turn getting away from a lit stick. */
  flees(s: DynamiteSituation, i: number): boolean {
    return s.nearestStick(s.x(i), s.y(i)) <= 4;
  },
};

/** A fresh record for {@link DYNAMITE_TACTIC.lob}. */
export function newLobChoice(): LobChoice {
  return { x: 0, y: 0, distanceDice: 1, estimate: 0 };
}
