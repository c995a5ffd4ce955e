import type { Dice } from '../../../dice/Dice.ts';
import type { Mover, MoveRequest } from './Mover.ts';
import type { MoveRoll } from './MoveRoll.ts';
import type { MoveRules, SkillMoveDice } from './MoveRules.ts';

function skillDice(s: SkillMoveDice, count: number): number {
  if (count <= 0) return 0;
  return s.starred ? s.dice * count : s.dice;
}

/**
 * The extra movement dice Swift lets `mover` choose to throw: "may choose to roll one* extra movement dice"
 * (000 and 003 SKILLS), two for the double (Very Swift) skill; none without Swift.
 *
 * @example swiftDice({ cls: 'gunman', skills: { swift: 2 } }, rules) === 2
 */
export function swiftDice(mover: Mover, rules: MoveRules): number {
  return skillDice(rules.swift, mover.skills.swift ?? 0);
}

/**
 * How many movement dice `mover` throws for `request`: three for a Move, two for Move & Fire (000 ACTIONS),
 * plus Swift's extra dice if he chooses them, less Slow's ("subtract one* dice for movement"), less one per
 * flesh wound on a leg and per serious wound (000 HIT LOCATION & EFFECT; `seriousWoundDice` reading), less
 * the dice woods or scrub take (000 COMBAT IN THE GREAT OUTDOORS). May be
 * zero or less: he then throws nothing and cannot move.
 *
 * @example movementDice({ cls: 'gunman', skills: { slow: 1 } }, { action: 'move', swiftExtra: false, gunplayCommenced: true }, rules) === 2
 */
export function movementDice(mover: Mover, request: MoveRequest, rules: MoveRules): number {
  const s = mover.skills;
  const w = mover.wounds;
  const base = request.action === 'move' ? rules.moveDice : rules.moveAndFireDice;
  const swift = request.swiftExtra ? swiftDice(mover, rules) : 0;
  const slow = skillDice(rules.slow, s.slow ?? 0);
  const serious = w ? (rules.readings.seriousWoundDice === 'any-location' ? w.serious : w.seriousLeg) : 0;
  return base + swift + slow - (w ? w.fleshLeg : 0) - serious - (request.terrainDice ?? 0);
}

/**
 * Whether `mover` must move the whole roll of `request`: a Citizen (000 ACTIONS: "Once gunplay commences,
 * Citizens must move the actual distance rolled"; 003 "Citizens must move the maximum distance"), or 000's
 * Jumpy, who "Moves like a Citizen"; the `citizenFullRoll` reading says whether gunplay must have commenced.
 *
 * @example movesFullRoll({ cls: 'citizen', skills: {} }, { action: 'move', swiftExtra: false, gunplayCommenced: true }, rules) === true
 */
export function movesFullRoll(mover: Mover, request: MoveRequest, rules: MoveRules): boolean {
  const citizenLike =
    mover.cls === 'citizen' || ((mover.skills.jumpy ?? 0) > 0 && rules.jumpyMovesLikeCitizen);
  return citizenLike && (rules.readings.citizenFullRoll === 'always' || request.gunplayCommenced);
}

/**
 * Throws one Move (or Move & Fire) and writes into `out` how far the mover may go, by 000 ACTIONS: "throw
 * three dice, this is the maximum distance in inches that he can move"; "Gunman and better class characters
 * can move as far as they like up to that distance, but must move at least three inches" (never more than
 * the roll; 002: at least the lowest die); Citizens (and 000's Jumpy, who "Moves like a Citizen") move the
 * full roll; "Any character who throws three 1’s with the movement dice falls over (treat as knocked down),
 * a Citizen or ‘Clumsy’ character who throws two 1’s falls over" (at least that many 1s; none in 003). A
 * serious leg or belly wound forbids moving, and nothing is thrown. Allocates nothing.
 *
 * @example rollMove({ cls: 'gunman', skills: {} }, move, new ScriptedDice([2, 5, 1]), rules, out) // out.least 3, out.most 8
 */
export function rollMove(
  mover: Mover,
  request: MoveRequest,
  dice: Dice,
  rules: MoveRules,
  out: MoveRoll,
): MoveRoll {
  const r = rules.readings;
  const s = mover.skills;
  const w = mover.wounds;
  const counts = out.counts;
  out.immobile = w !== undefined && w.seriousLeg + w.seriousBelly > 0;
  const n = out.immobile ? 0 : movementDice(mover, request, rules);
  out.diceThrown = Math.max(0, n);
  dice.rollCounts(out.diceThrown, counts);
  let total = 0;
  let lowest = 0;
  for (let f = 6; f >= 1; f--) {
    total += f * counts[f]!;
    if (counts[f]! > 0) lowest = f;
  }
  out.total = total;
  const jumpy = (s.jumpy ?? 0) > 0 && rules.jumpyMovesLikeCitizen;
  const clumsy = s.clumsy ?? 0;
  // "a Citizen or 'Clumsy' character who throws two 1's falls over"; the Very Clumsy and Jumpy readings.
  const fallOnes =
    clumsy >= 2 && r.veryClumsy === 'one-one'
      ? Math.min(1, rules.citizenFallOnes)
      : mover.cls === 'citizen' || clumsy > 0 || (jumpy && r.jumpyFalls === 'two-ones')
        ? rules.citizenFallOnes
        : rules.fallOnes;
  out.fellOver = out.diceThrown > 0 && counts[1]! >= fallOnes;
  out.fullRoll = movesFullRoll(mover, request, rules);
  if (out.diceThrown === 0 || (out.fellOver && r.fallMoves === 'in-place')) {
    out.least = 0;
    out.most = 0;
  } else {
    out.most = total;
    out.least = out.fullRoll
      ? total
      : rules.leastInches === null
        ? lowest
        : Math.min(rules.leastInches, total);
  }
  return out;
}
