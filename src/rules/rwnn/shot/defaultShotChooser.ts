import { GUN } from '../figure/GunState.ts';
import { BATCH, HIT_DIE, type BatchView, type ShotChooser } from './ShotChooser.ts';

/** The lowest face showing in a pooled batch, or 0 for an empty batch. */
function lowestFace(v: BatchView): number {
  for (let f = 1; f <= 6; f++) if (v.counts[f]! > 0) return f;
  return 0;
}

/** The sum of a pooled batch's faces. */
function faceTotal(v: BatchView): number {
  let t = 0;
  for (let f = 1; f <= 6; f++) t += f * v.counts[f]!;
  return t;
}

/** Below this face a die re-rolled gains distance on average (a fresh die averages 3.5). */
const MOVE_REROLL_BELOW = 4;

/**
 * For the owner of a movement throw: a 1 when the 1s throw him over (000 ACTIONS: "three 1's ... falls
 * over"); else, when the throw falls short of where he is going, its lowest die if under a fresh die's
 * average and unless a new 1 could throw him over; else none.
 */
function improveMove(v: BatchView): number {
  const ones = v.counts[1]!;
  if (ones >= v.fallOnes) return 1;
  const low = lowestFace(v);
  if (faceTotal(v) >= v.wantInches || low === 0 || low >= MOVE_REROLL_BELOW) return 0;
  return low === 1 || ones + 1 < v.fallOnes ? low : 0;
}

/** The highest face showing in a pooled batch, or 0 for an empty batch. */
function highestFace(v: BatchView): number {
  for (let f = 6; f >= 1; f--) if (v.counts[f]! > 0) return f;
  return 0;
}

/** The number of dice in a pooled batch. */
function diceIn(v: BatchView): number {
  const c = v.counts;
  return c[1]! + c[2]! + c[3]! + c[4]! + c[5]! + c[6]!;
}

/** For the owner: the die most worth throwing again, or 0 when the batch is good enough. */
function improve(v: BatchView): number {
  switch (v.kind) {
    case BATCH.fastDraw:
    case BATCH.fight:
      return v.hits < 1 && lowestFace(v) < 6 ? lowestFace(v) : 0;
    case BATCH.deliberate:
      return v.hits === 0 ? lowestFace(v) : 0;
    case BATCH.blaze:
    case BATCH.luckyShot:
    case BATCH.shotgun:
      if (v.counts[1]! > 0 && (v.hits === 0 || v.gun !== GUN.loaded)) return 1;
      return v.hits === 0 && lowestFace(v) < 6 ? lowestFace(v) : 0;
    case BATCH.hit:
      return v.targetDown ? HIT_DIE.none : HIT_DIE.effect;
    case BATCH.fixGun:
      return v.gun !== GUN.loaded ? lowestFace(v) : 0;
    case BATCH.move:
      return improveMove(v);
    case BATCH.comeRound:
    case BATCH.recover:
    case BATCH.clearShot:
    case BATCH.stoopid:
      // A failed throw to come round, to recover, for a clear shot or for a Stoopid man's turn costs him his
      // turn or his shot (or leaves it to his last turn's): its lowest die is one that failed.
      return v.hits < diceIn(v) ? lowestFace(v) : 0;
    default:
      return 0;
  }
}

/** For the owner's opponent: the die whose re-roll could undo the owner's success, or 0. */
function spoil(v: BatchView): number {
  switch (v.kind) {
    case BATCH.deliberate: {
      // Only a lone hitting die is worth forcing: re-rolling one of several 6s leaves the hit standing.
      const hitting = v.counts[6]! + (v.hitsOn <= 5 ? v.counts[5]! : 0);
      return hitting === 1 ? (v.counts[6]! === 1 ? 6 : 5) : 0;
    }
    case BATCH.blaze:
    case BATCH.luckyShot:
    case BATCH.shotgun:
      return v.hits > 0 ? 6 : 0;
    case BATCH.fight:
      // Ahead in 6s, one of them re-rolled may bring him level.
      return v.hits > 0 ? 6 : 0;
    case BATCH.hit:
      return v.targetDown ? HIT_DIE.effect : HIT_DIE.none;
    case BATCH.fixGun:
      return v.gun === GUN.loaded ? lowestFace(v) : 0;
    case BATCH.move:
      // A Curse token spent on a move buys at most a one-in-six chance of a fall: kept for a shot or a hit.
      return 0;
    case BATCH.comeRound:
      // His 6 ends a whole knock-out: forced again it fails five times in six, and under 000's "throw a 6"
      // he then lies out six more turns on average; worth a Curse token (register entry single-throw-rerolls).
      return v.hits > 0 && v.hits === diceIn(v) ? highestFace(v) : 0;
    case BATCH.recover:
    case BATCH.stoopid:
      // A Jumpy man who fails only tries again next turn, at even chances, and a Stoopid man's turn of his
      // own choosing is only a turn: not worth a token.
      return 0;
    case BATCH.clearShot:
      // Forced again, a clear shot through woods dense enough that it fails at least half the time (a 4 or
      // more needed) spares the target the shot itself: worth the token there, not through thin scrub.
      return v.hitsOn >= 4 && v.hits > 0 && v.hits === diceIn(v) ? highestFace(v) : 0;
    default:
      return 0;
  }
}

/**
 * The default choices, kept simple: Lucky re-rolls a die that could turn a miss into a hit (a 1 that spoils
 * a blazing throw, else the lowest die), the effect die of a hit that leaves the target standing, a failed
 * Fix gun throw, and the lowest fast-draw or fighting die when not ahead; on movement dice, a 1 that throws
 * him over, else the lowest die (a 1, 2 or 3) of a throw short of where he is going, unless a new 1 could
 * throw him over. A Charmed figure saves his re-roll for the batch that would put him down (an opponent's hit)
 * and spends it there, or on movement dice that throw him over where a fall loses the fight (the duel's
 * approach); an opponent of a Cursed figure forces a re-roll of the die that hits him or downs him (in a
 * fight, a 6 of a fighter ahead in 6s). Nobody spends a Charmed re-roll or a Curse token on an opponent's
 * movement dice: it buys a small chance of a fall (one in six at best for a Curse) and is gone for the
 * shots and hits that decide a gunfight (register entry movement-rerolls). On a knocked-out man's throw to
 * come round, a Jumpy man's throw to recover, a firer's throw for a clear shot and a Stoopid man's throw
 * for his turn, Lucky re-rolls a die that failed; an opponent forces the 6 that would bring a Cursed man round, and a Cursed firer's clear shot
 * through woods that deny it at least half the time (not a Jumpy man's recovery, which only costs a turn),
 * and keeps his Charmed re-roll (register entry single-throw-rerolls). Marksman shifts to the worst cell for the target.
 *
 * @example policy = { name: 'deliberate', chooseFire: () => 'deliberate', ...DEFAULT_SHOT_CHOOSER };
 */
export const DEFAULT_SHOT_CHOOSER: ShotChooser = {
  rerollOne(v, asOwner) {
    return asOwner ? improve(v) : spoil(v);
  },
  rerollAll(v, asOwner) {
    if (v.kind === BATCH.move) return asOwner && v.fallLoses && v.counts[1]! >= v.fallOnes;
    return !asOwner && v.kind === BATCH.hit && v.targetDown;
  },
  shiftLocation(v) {
    let best = 0;
    let bestRank = v.shiftRank[v.maxShift]!;
    for (let s = -v.maxShift; s <= v.maxShift; s++) {
      const r = v.shiftRank[s + v.maxShift]!;
      if (r > bestRank) {
        best = s;
        bestRank = r;
      }
    }
    return best;
  },
};
