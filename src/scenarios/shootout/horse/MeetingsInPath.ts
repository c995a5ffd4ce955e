import { RIDE, type RidePlan } from '../../../policies/shootout/riderTactics.ts';
import { RIDERLESS, type HorseState } from '../../../rules/rwnn/horse/HorseState.ts';
import { ridesAs } from '../../../rules/rwnn/horse/lossOfControl.ts';
import type { Stable } from '../../../rules/rwnn/horse/Stable.ts';
import { STATUS } from '../../../rules/rwnn/WoundState.ts';
import type { Gunfighter } from '../Gunfighter.ts';
import type { ShootoutContext } from '../ShootoutContext.ts';
import { MET, type HorsebackMeeting } from './HorsebackMeeting.ts';
import type { HorseTrample } from './HorseTrample.ts';
import type { RescueHoists } from './RescueHoists.ts';
import type { RiderSteering } from './RiderSteering.ts';

/**
 * Every man on foot a horse's turn came into contact with, in the order it reached them (000 FIGHTING FROM
 * HORSEBACK & TRAMPLING; register entry horse-meets-man), met when the rider's throws are done:
 * - a comrade who lost his mount, or lies unconscious held up by his friends, is hoisted up behind the rider
 *   ({@link RescueHoists}); any other friend of the
 *   rider, or anyone in a riderless horse's path, "is automatically trampled" ({@link HorseTrample});
 * - an enemy met by a rider riding in (cavalry, rusher) on a throw of one die: the rider "must halt alongside
 *   his opponent", and his turn ends there;
 * - on two dice or more, an Inept or Poor rider may "either trample anyone on foot in their path, or strike
 *   a passing blow ... only one passing blow per turn": a trampler tramples each enemy, a passer strikes the
 *   first and the others are trampled; a Good or Expert rider "may both trample and strike a passing blow ...
 *   any number of passing blows per turn against different opponents. The trample round is fought first": a
 *   trampler tramples the first and strikes each other a passing blow, a passer strikes each;
 * - an enemy in the path of a rider not riding in (to cover, or a bolter) is trampled by his horse;
 * - a friend holding up an unconscious comrade the rider meets is handing him up, not trampled (register
 *   entry held-up-comrade; trampled under `horses.holder=trampled`).
 * Each round is the meeting's ({@link HorsebackMeeting}); the rider's turn stops when he is unhorsed.
 *
 * @example meetings.play(f, h, hi, plan)
 */
export class MeetingsInPath {
  /** Each figure holding up a comrade the rider meets this turn: he hands him up and is not ridden down. */
  private readonly handing: Uint8Array;

  constructor(
    private readonly game: ShootoutContext,
    private readonly stable: Stable,
    private readonly steering: RiderSteering,
    private readonly meeting: HorsebackMeeting,
    private readonly trample: HorseTrample,
    private readonly hoists: RescueHoists,
    /** The rider's figure goes where his horse went. */
    private readonly follow: (f: Gunfighter, h: HorseState) => void,
  ) {
    this.handing = new Uint8Array(game.figures.length);
  }

  /** The men rider `f`'s horse `h` (horse `hi`) met in his turn, on his `plan`. */
  play(f: Gunfighter, h: HorseState, hi: number, plan: RidePlan): void {
    const s = this.steering;
    const charging = plan.ride === RIDE.charge;
    let struck = 0;
    this.markHanding(f);
    for (let k = 0; k < s.metCount; k++) {
      if (this.stable.horseOf(f.index) !== hi || f.wounds.status !== STATUS.standing) return;
      const t = this.game.figures[s.metFig[k]!]!;
      const dice = s.metDice[k]!;
      if (this.handing[t.index]) continue;
      // An unconscious comrade his friends hold up is hoisted, if the rider can; he is never trampled.
      if (t.side === f.side && this.hoists.heldUp(t)) {
        this.hoists.hoist(f, h, hi, t, dice);
        if (this.stable.horseOf(f.index) !== hi) return;
        continue;
      }
      if (!this.onFoot(t)) continue;
      if (t.side === f.side) {
        // A comrade who lost his mount is hoisted up, if the rider can; any other is trampled.
        if (this.hoists.hoist(f, h, hi, t, dice)) {
          if (this.stable.horseOf(f.index) !== hi) return;
          continue;
        }
        this.trample.run(h, hi, t, dice);
        continue;
      }
      const skilled = ridesAs(h.riderClass, h.control.bolting);
      const good = skilled === 'good' || skilled === 'expert';
      // Chosen: the trampler's every man (Inept, Poor) or first (Good, Expert), else a passing blow; the
      // passer's first, and every one for the Good and Expert. The rest are trampled by his horse.
      const trample = !charging || (plan.trample ? !good || struck === 0 : !good && struck > 0);
      const met = this.meeting.meet(f, h, t, dice, trample);
      struck++;
      if (met !== MET.rides) return;
      this.follow(f, h);
      // Halted alongside him, or brought to a stand by him: the horse goes no further.
      if (h.dice === 0) return;
    }
  }

  /**
   * Marks the friends of rider `f` who hold up a comrade his horse met: they are handing him up; none under
   * `horses.holder=trampled`, where they are trampled as anyone else he meets (register entry held-up-comrade).
   */
  private markHanding(f: Gunfighter): void {
    const s = this.steering;
    const figures = this.game.figures;
    this.handing.fill(0);
    if (this.trample.path.holder === 'trampled') return;
    for (let k = 0; k < s.metCount; k++) {
      const u = figures[s.metFig[k]!]!;
      if (u.side !== f.side || !this.hoists.heldUp(u)) continue;
      for (const o of figures) if (this.hoists.holds(o, u)) this.handing[o.index] = 1;
    }
  }

  /** The men a riderless bolting horse (`h`, horse `hi`) met on its Joker run: each is trampled. */
  riderless(h: HorseState, hi: number): void {
    const s = this.steering;
    for (let k = 0; k < s.metCount; k++) {
      const t = this.game.figures[s.metFig[k]!]!;
      // Stopped by a man, or ridden off by one who leapt on: it tramples no one further.
      if (!h.control.bolting || h.rider !== RIDERLESS) return;
      if (this.onFoot(t)) this.trample.run(h, hi, t, s.metDice[k]!);
    }
  }

  private onFoot(t: Gunfighter): boolean {
    return (
      !t.isOut() &&
      t.wounds.status === STATUS.standing &&
      this.stable.horseOf(t.index) < 0 &&
      !this.hoists.isCarried(t.index)
    );
  }
}
