import type { Dice } from '../../../dice/Dice.ts';
import type { StampedeRunReadings } from '../../../rules/rwnn/stampede/StampedeRunReadings.ts';
import { atHerdFront } from '../../stampede/atHerdFront.ts';
import type { HerdBlock } from '../../stampede/HerdBlock.ts';
import { HerdFence } from '../../stampede/HerdFence.ts';
import { LEAD_SHOT, LeadAnimalShot } from '../../stampede/LeadAnimalShot.ts';
import type { StampedeTally } from '../../stampede/StampedeTally.ts';
import { turnTheHerd } from '../../stampede/turnTheHerd.ts';
import type { Gunfighter } from '../Gunfighter.ts';
import type { ShootoutContext } from '../ShootoutContext.ts';
import type { HerdRiders } from './HerdRiders.ts';

/** What a man's turn did about the herd: nothing (his tactic plays it), rode for its front, fired, or stopped it. */
export const HERD_ACT = { none: 0, rode: 1, fired: 2, stopped: 3 } as const;
export type HerdActCode = (typeof HERD_ACT)[keyof typeof HERD_ACT];

/**
 * A man whose tactic takes `herd=turn` or `herd=stop` (000 "How to stop, or turn a stampede"), on his turn
 * while a stampede runs, with the stampede scenario's code: `turn`, in front of the herd on foot or at its
 * front in the saddle ({@link atHerdFront}), yells, waves his hat and fires, turning it on a 1 on foot, 1-2
 * on horseback ({@link turnTheHerd}); a rider not at its front rides for it. `stop` fires at the lead animal
 * with a ready gun ({@link LeadAnimalShot}), from the saddle losing dice as `stampede.saddleShot` says; the
 * herd stops when it goes down. A shootout table has no fence across it for a turned herd to keep behind.
 * Built once per table with a herd; allocates nothing per turn.
 *
 * @example if (tactics.act(f, herd, tally) === HERD_ACT.stopped) herdStops();
 */
export class HerdTactics {
  private readonly leadShot: LeadAnimalShot;
  private readonly noFence = new HerdFence(null, 'wooden-fence', 'turns');

  constructor(
    private readonly game: ShootoutContext,
    private readonly riders: HerdRiders | null,
    private readonly run: StampedeRunReadings,
  ) {
    const rules = game.rules;
    this.leadShot = new LeadAnimalShot(rules.duel.shot, rules.duel.figure, run.leadShot);
  }

  reset(): void {
    this.leadShot.reset();
    this.noFence.reset();
  }

  /** `f`'s turn before the running herd `h`: what his `herd` parameter has him do, into `t`. */
  act(f: Gunfighter, h: HerdBlock, t: StampedeTally): HerdActCode {
    const mode = f.tactics.herd;
    if (mode === undefined || mode === 'ignore') return HERD_ACT.none;
    const game = this.game;
    const dice: Dice = game.dice!;
    const riding = this.riders !== null && this.riders.riding(f);
    if (mode === 'turn') {
      if (atHerdFront(h, f.x, f.y, riding, false)) {
        turnTheHerd(f.name, riding, h, this.noFence, this.run.footTurn, dice, t, game.log);
        return HERD_ACT.fired;
      }
      if (!riding) return HERD_ACT.none;
      this.riders.rideToFront(f, h, dice, t);
      return HERD_ACT.rode;
    }
    if (f.readyGun() < 0) return HERD_ACT.none; // his tactic readies his gun
    const saddle = riding ? this.riders.saddleDice(f, this.run.saddleShot) : 0;
    const shot = this.leadShot.fireAt(f, h.fromLead(f.x, f.y), dice, game.log, saddle);
    if (shot === LEAD_SHOT.none) return HERD_ACT.none;
    if (shot === LEAD_SHOT.fired) return HERD_ACT.fired;
    t.stopped = 1;
    return HERD_ACT.stopped;
  }
}
