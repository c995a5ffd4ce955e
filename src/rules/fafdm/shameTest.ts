import type { Dice } from '../../dice/Dice.ts';
import type { FafdmFigure } from './FafdmFigure.ts';
import type { FafdmLog } from './FafdmLog.ts';

/**
 * The shame test of a band that withdraws (001 6.3): "Throw 1D6, with a score of 1 the player loses
 * permanently 1 FAME point from a character of his choice, if the player has no fame points he will loose a
 * fortune point". The loss is for the games after this one (a campaign's); here it is rolled and told. The
 * player's choice: the character with the least fame (then fortune) above none, keeping his best heroes'.
 * Returns whether the band is shamed (a 1).
 *
 * @example shameTest(new ScriptedDice([1]), outlaws, null) === true
 */
export function shameTest(dice: Dice, band: readonly FafdmFigure[], log: FafdmLog | null): boolean {
  const die = dice.d6();
  if (die !== 1) {
    log?.line(`  Shame test (6.3): ${die}, no shame.`);
    return false;
  }
  let loser: FafdmFigure | null = null;
  let fame = true;
  for (const f of band) if (f.fame > 0 && (loser === null || f.fame < loser.fame)) loser = f;
  if (loser === null) {
    fame = false;
    for (const f of band) if (f.fortune > 0 && (loser === null || f.fortune < loser.fortune)) loser = f;
  }
  log?.line(
    `  Shame test (6.3): 1, shamed: ${loser === null ? 'nobody has fame or fortune to lose' : `${loser.name} loses 1 ${fame ? 'FAME' : 'FORTUNE'} for good`}.`,
  );
  return true;
}
