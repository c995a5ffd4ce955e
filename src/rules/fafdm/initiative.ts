import type { Dice } from '../../dice/Dice.ts';
import type { FafdmFigure } from './FafdmFigure.ts';
import type { FafdmLog } from './FafdmLog.ts';

/** Tab.12 INVALID 5, shaken nerves: a 1 on his initiative die. */
function shake(fig: FafdmFigure, log: FafdmLog | null): void {
  fig.shocked = true;
  log?.line(`  ${fig.name} rolls a 1 with shaken nerves (Tab.12): he is shocked this turn.`);
}

/**
 * The initiative roll (001 1.8): "1D6 + coolness + modifier", the modifier being "the fame points not yet
 * used by the miniature itself or by a close miniature within 6"" (`fameA`, `fameB`; his own by default;
 * fame is never spent yet: re-rolls are not played). The higher wins; the book says nothing of
 * a tie, which is rolled again (register entry fafdm-initiative-tie). Returns 0 when `a` wins, 1 when `b`.
 *
 * @example initiative(guard, bandit, new ScriptedDice([3, 3, 5, 2]), null) === 0 // 6-5 after a tie at 6
 */
export function initiative(
  a: FafdmFigure,
  b: FafdmFigure,
  dice: Dice,
  log: FafdmLog | null,
  fameA = a.fame,
  fameB = b.fame,
): 0 | 1 {
  for (;;) {
    const da = dice.d6();
    const db = dice.d6();
    const ta = da + a.cool + fameA;
    const tb = db + b.cool + fameB;
    // Tab.12 INVALID 5: "if during initiative roll he gets 1, he is shocked for that turn".
    if (da === 1 && a.shakenNerves) shake(a, log);
    if (db === 1 && b.shakenNerves) shake(b, log);
    log?.line(
      `  Initiative (1.8): ${a.name} ${da} + ${a.cool + fameA} = ${ta}, ${b.name} ${db} + ${b.cool + fameB} = ${tb}${ta === tb ? ': a tie, rolled again' : ''}.`,
    );
    if (ta !== tb) return ta > tb ? 0 : 1;
  }
}
