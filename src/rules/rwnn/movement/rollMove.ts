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
 * the dice woods or scrub take (000 COMBAT IN THE GREAT OUTDOORS), and no more than his `maxDice`. May be
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
  const n = base + swift + slow - (w ? w.fleshLeg : 0) - serious - (request.terrainDice ?? 0);
  return mover.maxDice !== undefined && n > mover.maxDice ? mover.maxDice : n;
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
 * How many 1s among his movement dice make `mover` fall over, by 000 ACTIONS: "Any character who throws three
 * 1’s with the movement dice falls over (treat as knocked down), a Citizen or ‘Clumsy’ character who throws
 * two 1’s falls over" (at least that many; Infinity where the ruleset has no fall, as 003). The Very Clumsy
 * and Jumpy readings (`veryClumsy`, `jumpyFalls`) change whose count is which.
 *
 * @example fallOnes({ cls: 'citizen', skills: {} }, moveRules('rwnn-extended')) === 2
 */
export function fallOnes(mover: Mover, rules: MoveRules): number {
  const r = rules.readings;
  const clumsy = mover.skills.clumsy ?? 0;
  const jumpy = (mover.skills.jumpy ?? 0) > 0 && rules.jumpyMovesLikeCitizen;
  if (clumsy >= 2 && r.veryClumsy === 'one-one') return Math.min(1, rules.citizenFallOnes);
  return mover.cls === 'citizen' || clumsy > 0 || (jumpy && r.jumpyFalls === 'two-ones')
    ? rules.citizenFallOnes
    : rules.fallOnes;
}

/**
 * Works out from the faces in `out.counts` (`out.diceThrown` of them, `out.immobile` already set) how far
 * the mover may go and whether he fell over, by 000 ACTIONS: "throw three dice, this is the maximum distance
 * in inches that he can move"; "Gunman and better class characters can move as far as they like up to that
 * distance, but must move at least three inches" (never more than the roll; 002: at least the lowest die);
 * Citizens (and 000's Jumpy, who "Moves like a Citizen") move the full roll; enough 1s ({@link fallOnes})
 * and he falls over. {@link rollMove} calls it on the throw, and again after a re-roll skill changes a die
 * (MoveRerolls). Allocates nothing.
 *
 * @example out.counts[1] = 1; out.counts[5] = 2; out.diceThrown = 3; judgeMove(gunman, move, rules, out).most === 11
 */
export function judgeMove(mover: Mover, request: MoveRequest, rules: MoveRules, out: MoveRoll): MoveRoll {
  const counts = out.counts;
  let total = 0;
  let lowest = 0;
  for (let f = 6; f >= 1; f--) {
    total += f * counts[f]!;
    if (counts[f]! > 0) lowest = f;
  }
  out.total = total;
  out.fellOver = out.diceThrown > 0 && counts[1]! >= fallOnes(mover, rules);
  out.fullRoll = movesFullRoll(mover, request, rules);
  if (out.diceThrown === 0 || (out.fellOver && rules.readings.fallMoves === 'in-place')) {
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

/**
 * Throws one Move (or Move & Fire) and writes into `out` how far the mover may go ({@link judgeMove}): the
 * dice {@link movementDice} gives, Swift's extra dice among them when he chose them. A serious leg or belly
 * wound forbids moving, and nothing is thrown. Allocates nothing.
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
  const w = mover.wounds;
  out.immobile = w !== undefined && w.seriousLeg + w.seriousBelly > 0;
  const n = out.immobile ? 0 : movementDice(mover, request, rules);
  out.diceThrown = Math.max(0, n);
  dice.rollCounts(out.diceThrown, out.counts);
  return judgeMove(mover, request, rules, out);
}
