import type { Dice } from '../../dice/Dice.ts';
import type { ShotLog } from '../../rules/rwnn/shot/ShotLog.ts';
import { footTurn, type FootTurn } from '../../rules/rwnn/stampede/footTurn.ts';
import type { DieFace } from '../../rules/rwnn/tables/DieFace.ts';
import { STAMPEDE_TURNING } from '../../rules/rwnn/tables/stampedeTurning.ts';
import type { HerdBlock } from './HerdBlock.ts';
import type { HerdFence } from './HerdFence.ts';
import type { StampedeTally } from './StampedeTally.ts';

/**
 * "Run, yell, wave your hat, and fire your pistol" (000 "How to stop, or turn a stampede"): a man at the
 * front of the running `herd` throws to turn it, on a 1 on foot, on 1-2 `onHorseback`; a turn goes by the
 * deviation chart with straight ahead thrown again (or 90 degrees, `stampede.footTurn`). A herd that would
 * swing an animal into a building does not turn. The caller counts the shot that went off.
 *
 * @example turnTheHerd('ames', false, herd, fence, 'chart', dice, out, log)
 */
export function turnTheHerd(
  name: string,
  onHorseback: boolean,
  herd: HerdBlock,
  fence: HerdFence,
  reading: FootTurn,
  dice: Dice,
  out: StampedeTally,
  log: ShotLog | undefined,
): void {
  const face = dice.d6() as DieFace;
  const chart = onHorseback ? STAMPEDE_TURNING.onHorseback : STAMPEDE_TURNING.onFoot;
  if (!(chart.turnsOn as readonly DieFace[]).includes(face)) {
    if (log) log.line(`  ${name} yells, waves his hat and fires: ${face}, the herd runs on.`);
    return;
  }
  const by = footTurn(reading, dice);
  const way = `${Math.abs(by)} degrees ${by > 0 ? 'right' : 'left'}`;
  if (!herd.turnTo(herd.heading + by)) {
    if (log)
      log.line(`  ${name} yells, waves his hat and fires: ${face}, but a building stops it turning ${way}.`);
    return;
  }
  fence.keepOut(herd);
  out.turned++;
  if (log) log.line(`  ${name} yells, waves his hat and fires: ${face}, the herd turns ${way}.`);
}
