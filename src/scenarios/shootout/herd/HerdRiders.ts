import type { Dice } from '../../../dice/Dice.ts';
import type { RiderControlReading } from '../../../rules/rwnn/stampede/riderInStampede.ts';
import type { SaddleShotReading } from '../../../rules/rwnn/stampede/StampedeRunReadings.ts';
import type { HerdBlock } from '../../stampede/HerdBlock.ts';
import type { InsideTheHerd } from '../../stampede/InsideTheHerd.ts';
import { RidersInTheHerd } from '../../stampede/RidersInTheHerd.ts';
import type { StampedeTally } from '../../stampede/StampedeTally.ts';
import type { Gunfighter } from '../Gunfighter.ts';
import type { MountedDesk, ShootoutContext } from '../ShootoutContext.ts';

/**
 * The riders of a shootout's table a running herd reaches (000 "What to do if a Stampede comes your way and
 * you’re on horseback"), played by the stampede scenario's {@link RidersInTheHerd}: the control check, the
 * three movement dice and the escape on a 1-2, his horse carrying him clear of the flank; else stuck in the
 * herd, carried with it and checking control every turn after; a lost control throws him into the herd on
 * foot ({@link InsideTheHerd}). Who is in the saddle is the horse module's ({@link MountedDesk}); the places
 * the stampede code reads and writes are copied from the figures before a meeting and given back to the
 * horse module after it. Made only when the table has both a herd and horses; allocates nothing per game.
 *
 * @example const riders = new HerdRiders(game, mounted, inside, 'thrown'); riders.meet(f, herd, 9, 3, dice, tally);
 */
export class HerdRiders {
  private readonly xs: Float64Array;
  private readonly ys: Float64Array;
  private readonly riders: RidersInTheHerd;

  constructor(
    private readonly game: ShootoutContext,
    private readonly mounted: MountedDesk,
    inside: InsideTheHerd,
    reading: RiderControlReading,
  ) {
    const figures = game.figures;
    this.xs = new Float64Array(figures.length);
    this.ys = new Float64Array(figures.length);
    this.riders = new RidersInTheHerd(
      figures,
      figures.map((f) => f.riderClass),
      this.xs,
      this.ys,
      inside,
      reading,
      mounted.readings,
    );
  }

  reset(): void {
    this.riders.reset();
  }

  /** Whether `f` is in the saddle now, the herd meeting him by the horseback rules. */
  riding(f: Gunfighter): boolean {
    if (this.mounted.riding(f)) return true;
    // Off his horse some other way (shot down from it) while stuck inside: the herd meets him on foot.
    this.riders.stuck[f.index] = 0;
    return false;
  }

  /** Whether rider `f` is carried inside the herd (his turn lost). */
  stuck(f: Gunfighter): boolean {
    return this.riders.stuck[f.index] === 1;
  }

  /**
   * The herd `h` runs `inches` on `herdDice` dice, before it moves: what it does to rider `f` in the saddle.
   * A rider who rides clear is put where his horse took him; one thrown is out of the saddle, on foot.
   * Returns whether it reached him.
   */
  meet(
    f: Gunfighter,
    h: HerdBlock,
    inches: number,
    herdDice: number,
    dice: Dice,
    out: StampedeTally,
  ): boolean {
    const i = f.index;
    const r = this.inSaddle(f);
    if (!r.meet(i, h, inches, herdDice, false, dice, out)) return false;
    if (r.mounted[i] === 0) this.mounted.unseat(f);
    else if (r.stuck[i] === 0) this.mounted.carry(f, this.xs[i]!, this.ys[i]!);
    return true;
  }

  /**
   * Rider `f` in the saddle rides for the front of `h` to turn it ({@link RidersInTheHerd.rideToFront}): put
   * where his horse took him. Returns whether he reached it.
   */
  rideToFront(f: Gunfighter, h: HerdBlock, dice: Dice, out: StampedeTally): boolean {
    const i = f.index;
    const r = this.inSaddle(f);
    const reached = r.rideToFront(i, h, dice, out);
    this.mounted.carry(f, this.xs[i]!, this.ys[i]!);
    return reached;
  }

  /** The dice rider `f` loses firing from the saddle at the lead animal (0 or less), as `reading` says. */
  saddleDice(f: Gunfighter, reading: SaddleShotReading): number {
    return this.riders.saddleDice(f.index, reading);
  }

  /** The stampede code's rider `f`, in the saddle where he stands now, narrated to the game's log. */
  private inSaddle(f: Gunfighter): RidersInTheHerd {
    const r = this.riders;
    r.log = this.game.log;
    r.mounted[f.index] = 1;
    this.xs[f.index] = f.x;
    this.ys[f.index] = f.y;
    return r;
  }

  /** After the herd's move: every rider stuck inside it carried (with his horse) to where it stopped. */
  settle(h: HerdBlock, inside: InsideTheHerd): void {
    for (const f of this.game.figures) {
      const i = f.index;
      if (this.riders.stuck[i] === 1)
        this.mounted.carry(
          f,
          h.x(inside.carriedAlong[i]!, inside.carriedSide[i]!),
          h.y(inside.carriedAlong[i]!, inside.carriedSide[i]!),
        );
    }
  }

  /** The herd has left the table: nobody is carried any more. */
  release(): void {
    this.riders.stuck.fill(0);
  }
}
