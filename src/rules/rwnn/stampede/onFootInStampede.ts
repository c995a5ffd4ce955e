import type { Dice } from '../../../dice/Dice.ts';
import type { DieFace } from '../tables/DieFace.ts';
import { STAMPEDE_ON_FOOT } from '../tables/stampedeEscape.ts';

/**
 * When a man knocked down inside the herd is first trampled: in the turn the herd knocks him down
 * (`same-turn`: it is passing over him as he falls), or from the next turn it passes over him (`next-turn`).
 * Register entry stampede-trampled-from.
 */
export type TrampledFrom = 'same-turn' | 'next-turn';

/** What a stampede did to a man on foot in its way, over the turns it ran over him. */
export interface OnFootOutcome {
  escaped: boolean;
  /** Still on his feet inside the herd after the last turn. */
  standing: boolean;
  /** The rolls on the fighting table against the trample, summed over the turns. */
  trampleRolls: number;
}

/** A fresh outcome to pass to {@link onFootInStampede}. */
export function newOnFootOutcome(): OnFootOutcome {
  return { escaped: false, standing: false, trampleRolls: 0 };
}

/**
 * The face a step reads for a throw of `face`: "Agile = -1 to roll", a 0 reading as the printed 1.
 *
 * @example agileFace(2, true) === 1
 */
export function agileFace(face: number, agile: boolean): DieFace {
  const f = agile ? face - 1 : face;
  return (f < 1 ? 1 : f) as DieFace;
}

/** Step 1, the escape throw of a man within 1" of the herd's edge: "1-2 Escape, 3-6 Stuck" (Agile -1). */
export function escapesStampede(agile: boolean, dice: Dice): boolean {
  return STAMPEDE_ON_FOOT.escape.results[agileFace(dice.d6(), agile)].outcome === 'escapes';
}

/** Step 2, a turn stuck inside the herd: "1 Stay Standing, 2-6 Knocked Down" (Agile -1). */
export function staysStanding(agile: boolean, dice: Dice): boolean {
  return STAMPEDE_ON_FOOT.stayStanding.results[agileFace(dice.d6(), agile)].outcome !== 'knocked-down';
}

/** Step 3, a turn the herd passes over a man knocked down inside it: how many rolls against the trample. */
export function trampleRollCount(dice: Dice): number {
  return STAMPEDE_ON_FOOT.trampled.results[dice.d6() as DieFace].fightingTableRolls;
}

/**
 * A man on foot within 1" of a stampeding herd's edge, for `turns` turns of it (000 "What to do if a Stampede
 * comes your way and you’re on foot"): "1.) Roll 1 D6 for escape ... 1-2 Escape, 3-6 Stuck in the
 * Stampede"; stuck, "2.) Roll 1 D6 each turn ‘inside the herd’ to stay on your feet ... 1 Stay Standing, 2-6
 * Knocked Down" (both "Agile = -1 to roll"); knocked down, "3.) Roll 1 D6 every turn the herd stampedes over
 * the casting": 1-2 one roll on the Fighting Table vs. TRAMPLE, 3-4 two, 5 three, 6 four. Writes into `out`
 * and returns it; allocates nothing. The stampede scenario plays the same three steps on the table.
 *
 * @example onFootInStampede(false, 2, 'same-turn', dice, out).trampleRolls
 */
export function onFootInStampede(
  agile: boolean,
  turns: number,
  from: TrampledFrom,
  dice: Dice,
  out: OnFootOutcome,
): OnFootOutcome {
  out.trampleRolls = 0;
  out.standing = false;
  out.escaped = escapesStampede(agile, dice);
  if (out.escaped) return out;
  let down = false;
  for (let turn = 0; turn < turns; turn++) {
    if (!down) {
      down = !staysStanding(agile, dice);
      if (!down || from === 'next-turn') continue;
    }
    out.trampleRolls += trampleRollCount(dice);
  }
  out.standing = !down;
  return out;
}
