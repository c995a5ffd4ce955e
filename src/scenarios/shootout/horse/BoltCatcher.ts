import { distance } from '../../../geometry/distance.ts';
import { remounts } from '../../../policies/shootout/riderTactics.ts';
import { RIDERLESS } from '../../../rules/rwnn/horse/HorseState.ts';
import type { Stable } from '../../../rules/rwnn/horse/Stable.ts';
import { STATUS } from '../../../rules/rwnn/WoundState.ts';
import { CONTACT_INCHES } from '../CloseCombat.ts';
import { NERVE_STATE, type Gunfighter } from '../Gunfighter.ts';
import type { ShootoutContext } from '../ShootoutContext.ts';
import type { HorseTrample } from './HorseTrample.ts';

/** Inches a move die carries a man on average: he goes after his horse when its mean can reach it. */
const MEAN_DIE = 3.5;

/**
 * A man on foot going after his own riderless bolting horse to stop it (000 LOSS OF CONTROL: "A character
 * who can move into contact with a bolting horse can stop it with a throw of 4, 5 or 6 (Inept subtract
 * two, Expert add one), but must risk being trampled first"). A rider whose tactic remounts (cavalry) and
 * who is able to act moves at his horse by the Move rules when the mean of his move dice reaches it; in
 * contact he stands to its trample round ({@link HorseTrample}, the horse on the dice it carries, one at
 * least), and unhit he throws to stop it, `moves-into-contact` (register entry bolting-horse-stop).
 *
 * @example if (catcher.turn(f, own)) return true;
 */
export class BoltCatcher {
  constructor(
    private readonly game: ShootoutContext,
    private readonly stable: Stable,
    private readonly trample: HorseTrample,
  ) {}

  /** `f`'s turn on foot, his own horse `own` (or -1): whether he went after it (his turn is played). */
  turn(f: Gunfighter, own: number): boolean {
    if (own < 0 || !remounts(f.tactics.name)) return false;
    const h = this.stable.horses[own]!;
    if (h.dead || h.rider !== RIDERLESS || !h.control.bolting) return false;
    if (f.wounds.status !== STATUS.standing || f.mustRecover || f.nerve !== NERVE_STATE.steady) return false;
    const game = this.game;
    if (game.combat.inFight(f)) return false;
    const reach = game.moves.moveDiceOf(f, 0) * MEAN_DIE;
    if (distance(h.x - f.x, h.y - f.y) > reach + CONTACT_INCHES) return false;
    if (game.log) game.log.line(`  ${f.name} goes after his bolting horse.`);
    game.moves.move(f, h.x, h.y, 0, true);
    if (f.wounds.status === STATUS.standing && distance(h.x - f.x, h.y - f.y) <= CONTACT_INCHES)
      this.trample.run(h, own, f, Math.max(1, h.dice), 'moves-into-contact');
    game.afterOwnTurn(f);
    return true;
  }
}
